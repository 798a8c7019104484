import Foundation
import TableLayout

/// Measures `automatic` rows, headers and footers with the fonts and layouts the renderer
/// draws with: TableLayout's ``TextMeasuring``, answered by FreeType and HarfBuzz.
///
/// It keeps nothing of a table: each question reads the table's traits (``CellTraits``:
/// Dynamic Type size, section index, editing mode) as the renderer does when it draws, so a
/// measured row is as tall as the row drawn even after the table is replaced by one with
/// other settings.
public struct FreeTypeTextMeasurer: TextMeasuring, Sendable {
    public let engine: TextEngine
    private let indexWidths: IndexWidthMemo

    public init(engine: TextEngine) {
        self.engine = engine
        indexWidths = IndexWidthMemo()
    }

    /// The traits `table`'s cells are measured and drawn with.
    public func traits(of table: Table) -> CellTraits {
        CellTraits(table: table, indexWidth: indexWidths.width(of: table.indexTitles, engine: engine))
    }

    public func trailingContentInset(in table: Table) -> Double {
        traits(of: table).sectionIndexWidth
    }

    /// A custom cell's text, laid out as it is drawn (the engine caches the layout for the painter).
    public func measureText(_ text: String, font: CellFont, size: Double, maxWidth: Double, lines: Int) -> MeasuredText {
        let block = engine.layout(text, style: TextStyle(font, size: size), maxWidth: maxWidth, maxLines: lines)
        return MeasuredText(width: block.width, height: block.height, ascent: block.ascent)
    }

    /// The same, its lines spaced by `lineSpacing`, as the painter lays it out (``ContentPainter``).
    public func measureText(_ text: String, font: CellFont, size: Double, lineSpacing: LineSpacing, maxWidth: Double,
                            lines: Int) -> MeasuredText {
        let block = engine.layout(text, style: TextStyle(font, size: size, lineSpacing: lineSpacing), maxWidth: maxWidth, maxLines: lines)
        return MeasuredText(width: block.width, height: block.height, ascent: block.ascent)
    }

    public func lineHeight(_ font: CellFont, size: Double) -> Double {
        engine.lineHeight(TextStyle(font, size: size))
    }

    public func rowHeight(for row: Row, in table: Table) -> Double {
        CellLayout(row: row, style: table.style, tableWidth: table.width, engine: engine, traits: traits(of: table)).requiredHeight
    }

    public func headerHeight(title: String, in table: Table) -> Double {
        BandLayout(title: title, kind: .header, style: table.style, tableWidth: table.width, engine: engine,
                   traits: traits(of: table)).height
    }

    public func footerHeight(title: String, in table: Table) -> Double {
        BandLayout(title: title, kind: .footer, style: table.style, tableWidth: table.width, engine: engine,
                   traits: traits(of: table)).height
    }
}

/// The last section index measured and its width: a table asks for it once per measured
/// row, and its titles rarely change, so the titles are laid out again only when they do
/// (an array compares in O(1) when it is the same array, as a table's unchanged titles are).
private final class IndexWidthMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (titles: [String], width: Double)?

    func width(of titles: [String], engine: TextEngine) -> Double {
        if titles.isEmpty { return 0 }
        lock.lock()
        defer { lock.unlock() }
        if let last, last.titles == titles { return last.width }
        let width = SectionIndexLayout.width(of: titles, engine: engine)
        last = (titles, width)
        return width
    }
}
