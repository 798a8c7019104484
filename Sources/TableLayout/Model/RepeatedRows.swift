/// `{repeat: N, …}`: N rows made from one template, never materialised as N objects.
///
/// Row *i* is the template with `{index}` = `firstIndex + i`; with `heights`, its height is
/// `heights[(firstIndex + i) mod heights.count]`. `firstIndex` lets a generator be split
/// (by an insert in its middle) without renumbering.
public struct RepeatedRows: Equatable, Sendable {
    public var count: Int
    /// The template, shared by every slice of the generator: an edit in the middle of ten
    /// million rows copies one reference, not a whole ``Row``.
    ///
    /// - Complexity: O(1).
    public var template: Row {
        get { templateBox.row }
        set { templateBox = TemplateBox(newValue) }
    }
    private var templateBox: TemplateBox
    /// A height pattern; empty means every row takes the template's height.
    public var heights: [Double]
    package var firstIndex: Int

    /// - Complexity: O(*h*), *h* the heights pattern's length.
    public init(count: Int, template: Row, heights: [Double] = [], firstIndex: Int = 0) {
        self.count = count
        templateBox = TemplateBox(template)
        self.heights = heights
        self.firstIndex = firstIndex
    }

    /// The explicit height of row `i`, when the pattern or the template gives one.
    ///
    /// - Complexity: O(1).
    public func height(at i: Int) -> Height? {
        if !heights.isEmpty { return .points(heights[(firstIndex + i) % heights.count]) }
        return template.height
    }

    /// Row `i`, with its placeholders filled.
    ///
    /// - Complexity: O(*p*), *p* the length of the template's placeholders.
    public func row(at i: Int) -> Row {
        var row = template.resolvingPlaceholders(index: firstIndex + i)
        row.height = height(at: i)
        if row.id != nil { row.id = id(ofRow: i) }
        return row
    }

    /// The generator for rows `range` of this one.
    package func slice(_ range: Range<Int>) -> RepeatedRows {
        var slice = self
        slice.count = range.count
        slice.firstIndex = firstIndex + range.lowerBound
        return slice
    }

    /// One row of this generator with `height` as its own, still made from the template.
    func settingHeight(_ height: Double) -> RepeatedRows {
        precondition(count == 1, "RepeatedRows.settingHeight: a one-row slice")
        var row = self
        row.heights = [height]
        // A one-entry pattern gives every index the same height, and the measured height
        // stands: the template's position variants set none.
        if let variants = template.variants { row.template.variants = variants.removing([.height]) }
        return row
    }

    /// - Complexity: O(*h*), *h* the heights pattern's length.
    public static func == (lhs: RepeatedRows, rhs: RepeatedRows) -> Bool {
        lhs.count == rhs.count && lhs.firstIndex == rhs.firstIndex && lhs.heights == rhs.heights
            && (lhs.templateBox === rhs.templateBox || lhs.template == rhs.template)
    }
}

/// A template row behind one reference (see ``RepeatedRows/template``).
private final class TemplateBox: Sendable {
    let row: Row
    init(_ row: Row) { self.row = row }
}
