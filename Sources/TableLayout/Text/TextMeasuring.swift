/// How TableLayout learns the size of text without knowing fonts: the renderer measures
/// exactly what it will draw, and `automatic` heights come from here.
///
/// Every question names the table it is asked for, and a measurer reads what it needs of it
/// (its style and width, Dynamic Type size, section index, editing mode) then and there:
/// the table is the one source of those settings, so a table replaced by one with another
/// content size or index is measured by its own (docs/live-tables.md, Measuring).
public protocol TextMeasuring {
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
        let titleLines = Double(max(1, row.lines))
        let subtitleLines: Double = row.style == .subtitle && row.subtitle != nil ? 1 : 0
        return max(44, (titleLines + subtitleLines) * lineHeight + 22)
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
