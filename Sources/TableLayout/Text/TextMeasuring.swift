/// How TableLayout learns the size of text without knowing fonts: the renderer measures
/// exactly what it will draw, and `automatic` heights come from here.
///
/// Every question names the table it is asked for, and a measurer reads what it needs of it
/// (its style and width, Dynamic Type size, section index, editing mode) then and there:
/// the table is the one source of those settings, so a table replaced by one with another
/// content size or index is measured by its own (docs/live-tables.md, Measuring). A custom
/// cell's texts are measured as ``ElementMeasuring`` (docs/cells.md, Heights).
public protocol TextMeasuring: ElementMeasuring {
    /// The height of `row` (placeholders filled) laid out in a table with `table`'s settings
    /// (the row need not be one of its rows yet).
    func rowHeight(for row: Row, in table: Table) -> Double
    /// The height of a section header showing `title` in `table`.
    func headerHeight(title: String, in table: Table) -> Double
    /// The height of a section footer showing `title` in `table`.
    func footerHeight(title: String, in table: Table) -> Double
    /// Room taken at every cell's trailing edge of `table` (its section index bar); 0 by default.
    func trailingContentInset(in table: Table) -> Double
}

extension TextMeasuring {
    public func trailingContentInset(in table: Table) -> Double { 0 }

    /// Without fonts: every character half the text's size wide, lines 1.2 sizes apart.
    public func measureText(_ text: String, font: CellFont, size: Double, maxWidth: Double, lines: Int) -> MeasuredText {
        let lineHeight = (size * 1.2 * 64).rounded() / 64
        let full = Double(text.count) * size / 2
        let lineCount = full <= maxWidth || maxWidth <= 0 ? 1 : Int((full / maxWidth).rounded(.up))
        let kept = lines == 0 ? lineCount : min(lines, lineCount)
        return MeasuredText(width: min(full, max(0, maxWidth)), height: Double(kept) * lineHeight, ascent: size)
    }
}

/// A measurer with no fonts: one line of text per row (or `lines` when set), UIKit's
/// usual sizes. For tests and for callers without a renderer.
public struct EstimatingTextMeasurer: TextMeasuring {
    /// The line height assumed for body text.
    public var lineHeight: Double

    public init(lineHeight: Double = 22) {
        self.lineHeight = lineHeight
    }

    public func rowHeight(for row: Row, in table: Table) -> Double {
        if let content = row.content {
            let frame = CellContentFrame(row: row, style: table.style, tableWidth: table.width, trailingInset: trailingContentInset(in: table),
                                         presentation: table.presentation, framework: table.framework)
            return frame.layout(content, contentSize: table.contentSize, measurer: self).height
        }
        let titleLines = Double(max(1, row.lines))
        let subtitleLines: Double = row.style == .subtitle && row.subtitle != nil ? 1 : 0
        let presentation = table.presentation
        return max(presentation.stockMinimumRowHeight, (titleLines + subtitleLines) * lineHeight + 2 * presentation.stockVerticalPadding)
    }

    public func headerHeight(title: String, in table: Table) -> Double {
        table.style == .plain ? 28 : 38
    }

    /// About a one-line band: a grouped header or footer with one line is 37.8 or 38.0 pt
    /// (docs/geometry.md).
    public func footerHeight(title: String, in table: Table) -> Double {
        table.style == .plain ? 28 : 38
    }
}
