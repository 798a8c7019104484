/// `{repeat: N, …}`: N rows made from one template, never materialised as N objects.
///
/// Row *i* is the template with `{index}` = `firstIndex + i`; with `heights`, its height is
/// `heights[(firstIndex + i) mod heights.count]`. `firstIndex` lets a generator be split
/// (by an insert in its middle) without renumbering.
public struct RepeatedRows: Equatable, Sendable {
    public var count: Int
    public var template: Row
    /// A height pattern; empty means every row takes the template's height.
    public var heights: [Double]
    public var firstIndex: Int

    public init(count: Int, template: Row, heights: [Double] = [], firstIndex: Int = 0) {
        self.count = count
        self.template = template
        self.heights = heights
        self.firstIndex = firstIndex
    }

    /// The explicit height of row `i`, when the pattern or the template gives one.
    public func height(at i: Int) -> Height? {
        if !heights.isEmpty { return .points(heights[(firstIndex + i) % heights.count]) }
        return template.height
    }

    /// Row `i`, with its placeholders filled.
    public func row(at i: Int) -> Row {
        var row = template.resolvingPlaceholders(index: firstIndex + i)
        row.height = height(at: i)
        return row
    }

    /// The generator for rows `range` of this one.
    public func slice(_ range: Range<Int>) -> RepeatedRows {
        RepeatedRows(count: range.count, template: template, heights: heights, firstIndex: firstIndex + range.lowerBound)
    }
}
