/// How TableLayout learns the size of text without knowing fonts: the renderer measures
/// exactly what it will draw, and `automatic` heights come from here.
public protocol TextMeasuring: ElementMeasuring {
    /// The height of `row` (placeholders filled) laid out at `width` in a table of `style`.
    func rowHeight(for row: Row, style: TableStyle, width: Double) -> Double
    /// The height of a section header showing `title`.
    func headerHeight(title: String, style: TableStyle, width: Double) -> Double
    /// The height of a section footer showing `title`.
    func footerHeight(title: String, style: TableStyle, width: Double) -> Double
    /// Room taken at every cell's trailing edge (a section index bar); 0 by default.
    var trailingContentInset: Double { get }
    /// The Dynamic Type size custom cells' text styles are set at; `large` by default.
    var contentSize: ContentSize { get }
}

extension TextMeasuring {
    public var trailingContentInset: Double { 0 }
    public var contentSize: ContentSize { .large }

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

    public func rowHeight(for row: Row, style: TableStyle, width: Double) -> Double {
        if let content = row.content {
            return CellContentFrame(row: row, style: style, tableWidth: width).layout(content, contentSize: contentSize, measurer: self).height
        }
        let titleLines = Double(max(1, row.lines))
        let subtitleLines: Double = row.style == .subtitle && row.subtitle != nil ? 1 : 0
        return max(44, (titleLines + subtitleLines) * lineHeight + 22)
    }

    public func headerHeight(title: String, style: TableStyle, width: Double) -> Double {
        style == .plain ? 28 : 38
    }

    public func footerHeight(title: String, style: TableStyle, width: Double) -> Double {
        style == .plain ? 28 : 36
    }
}
