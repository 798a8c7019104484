/// How TableLayout learns the size of text without knowing fonts: the renderer measures
/// exactly what it will draw, and `automatic` heights come from here.
public protocol TextMeasuring {
    /// The height of `row` (placeholders filled) laid out at `width` in a table of `style`.
    func rowHeight(for row: Row, style: TableStyle, width: Double) -> Double
    /// The height of a section header showing `title`.
    func headerHeight(title: String, style: TableStyle, width: Double) -> Double
    /// The height of a section footer showing `title`.
    func footerHeight(title: String, style: TableStyle, width: Double) -> Double
    /// Room taken at every cell's trailing edge (a section index bar); 0 by default.
    var trailingContentInset: Double { get }
}

extension TextMeasuring {
    public var trailingContentInset: Double { 0 }
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
        let titleLines = Double(max(1, row.lines))
        let subtitleLines: Double = row.style == .subtitle && row.subtitle != nil ? 1 : 0
        return max(44, (titleLines + subtitleLines) * lineHeight + 22)
    }

    public func headerHeight(title: String, style: TableStyle, width: Double) -> Double {
        style == .plain ? 28 : 38
    }

    /// About a one-line band: a grouped header or footer with one line is 37.8 or 38.0 pt
    /// (docs/geometry.md).
    public func footerHeight(title: String, style: TableStyle, width: Double) -> Double {
        style == .plain ? 28 : 38
    }
}
