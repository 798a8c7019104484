/// `{source: NAME, …}`: a row per element of an array in a ``DataDocument`` (or per group
/// of `perRow` elements), never materialised as row values. Row *i* is made when asked
/// for: its template, with the element as its data.
///
/// What every row needs for layout — which template it takes and, when the template reads
/// it from the data, its height — is resolved once, when the generator is made, into
/// compact arrays (2 and 8 bytes a row); everything else is read from the element on demand.
public struct DataRows: Equatable, Sendable {
    /// What every slice of one source shares, behind one reference: cutting a generator at
    /// an edit copies a reference and a range, not a dozen arrays and strings.
    private final class Source: Sendable {
        let document: DataDocument
        /// The elements, as element-index entries of `document` (see ``DataNode``).
        let elements: ArraySlice<UInt32>
        let perRow: Int
        let templates: [Row]
        /// Which template each row takes; nil when every row takes `templates[0]`.
        let templateOfRow: ArraySlice<UInt16>?
        /// Each row's height when its template reads it from the data; NaN for a row
        /// whose template has a height rule of its own.
        let heights: ArraySlice<Double>?
        let idField: String?
        let firstIndex: Int
        let hasVariants: Bool
        let needsPosition: Bool
        let partsVary: Bool
        /// Where row *k* of the source came from, for errors found when it is drawn.
        let origin: (@Sendable (Int) -> RowOrigin)?

        init(document: DataDocument, elements: ArraySlice<UInt32>, perRow: Int, templates: [Row],
             templateOfRow: ArraySlice<UInt16>?, heights: ArraySlice<Double>?, idField: String?, firstIndex: Int,
             origin: (@Sendable (Int) -> RowOrigin)?) {
            self.origin = origin
            self.document = document
            self.elements = elements
            self.perRow = perRow
            self.templates = templates
            self.templateOfRow = templateOfRow
            self.heights = heights
            self.idField = idField
            self.firstIndex = firstIndex
            hasVariants = templates.contains { $0.variants != nil }
            needsPosition = templates.contains(where: \.needsPosition)
            partsVary = templates.contains { $0.part != templates[0].part }
        }
    }

    private let source: Source
    /// The rows of the source this generator covers.
    private var window: Range<Int>
    /// The height every row of this generator takes, once measured (a one-row slice's).
    private var measuredHeight: Double?

    /// - Complexity: O(*t*), *t* the number of templates: the element index and heights are shared, not copied.
    public init(document: DataDocument, elements: ArraySlice<UInt32>, perRow: Int, templates: [Row],
                templateOfRow: ArraySlice<UInt16>?, heights: ArraySlice<Double>?, idField: String?, firstIndex: Int = 0) {
        self.init(document: document, elements: elements, perRow: perRow, templates: templates, templateOfRow: templateOfRow,
                  heights: heights, idField: idField, firstIndex: firstIndex, origin: nil)
    }

    /// `origin`: where row *k* of the source came from (a config's source: the generator's
    /// line:col, the element and its place in the data, the template), for errors found
    /// only when a row is drawn.
    ///
    /// - Complexity: O(*t*), *t* the number of templates.
    package init(document: DataDocument, elements: ArraySlice<UInt32>, perRow: Int, templates: [Row],
                 templateOfRow: ArraySlice<UInt16>?, heights: ArraySlice<Double>?, idField: String?, firstIndex: Int = 0,
                 origin: (@Sendable (Int) -> RowOrigin)?) {
        precondition(perRow >= 1 && !templates.isEmpty, "DataRows: perRow ≥ 1 and at least one template")
        let rows = (elements.count + perRow - 1) / perRow
        precondition(templateOfRow == nil || templateOfRow!.count == rows, "DataRows: a template per row")
        precondition(heights == nil || heights!.count == rows, "DataRows: a height per row")
        source = Source(document: document, elements: elements, perRow: perRow, templates: templates,
                        templateOfRow: templateOfRow, heights: heights, idField: idField, firstIndex: firstIndex, origin: origin)
        window = 0..<rows
    }

    /// Where row `i` of this generator came from, when its maker said (see ``RowOrigin``).
    ///
    /// - Complexity: O(1), and what the maker's description costs (a data file's line and column).
    package func origin(ofRow i: Int) -> RowOrigin? { source.origin?(window.lowerBound + i) }

    /// - Complexity: O(1).
    public var document: DataDocument { source.document }
    /// Elements per row (≥ 1).
    ///
    /// - Complexity: O(1).
    public var perRow: Int { source.perRow }
    /// The templates rows are made from (their `data` unset).
    ///
    /// - Complexity: O(1).
    public var templates: [Row] { source.templates }
    /// The element field that names each row (docs/live-tables.md, Identity); nil: none.
    package var idField: String? { source.idField }
    /// The index of the first row in the whole source (`{index}`, after a split).
    package var firstIndex: Int { source.firstIndex + window.lowerBound }
    /// Whether any template has position variants (`first:`, `last:`, `only:`), so the rest
    /// never look for them.
    package var hasVariants: Bool { source.hasVariants }
    /// Whether any template's look depends on its position (variants, `{@position}`).
    package var needsPosition: Bool { source.needsPosition }
    /// Whether the templates name different parts, so a part can start or end inside this
    /// generator, not only at its ends.
    package var partsVary: Bool { source.partsVary }

    /// - Complexity: O(1).
    public var count: Int { window.count }

    /// This generator's elements (a row's group of `perRow`, the last group maybe shorter).
    private var elements: ArraySlice<UInt32> {
        let base = source.elements.startIndex
        return source.elements[base + window.lowerBound * perRow..<min(source.elements.endIndex, base + window.upperBound * perRow)]
    }

    /// The element at position `i` of this generator's elements.
    func element(_ i: Int) -> DataNode {
        let elements = source.elements
        return DataNode(document: document, offset: 0, record: 0)
            .node(forIndexEntry: elements[elements.startIndex + window.lowerBound * perRow + i])
    }

    /// The index in ``templates`` of the template row `i` takes.
    package func templateIndex(ofRow i: Int) -> Int {
        guard let templateOfRow = source.templateOfRow else { return 0 }
        return Int(templateOfRow[templateOfRow.startIndex + window.lowerBound + i])
    }

    /// The template row `i` takes.
    ///
    /// - Complexity: O(1).
    public func template(ofRow i: Int) -> Row {
        templates[templateIndex(ofRow: i)]
    }

    /// Row `i`'s data as a value.
    package func dataValue(ofRow i: Int) -> DataValue {
        if perRow == 1 { return element(i).dataValue }
        let first = i * perRow
        return .array((first..<min(elements.count, first + perRow)).map { element($0).dataValue })
    }

    /// The position variants of row `i`'s template; a measured row's height is its own, so
    /// its variants set no height.
    ///
    /// - Complexity: O(1).
    public func variants(ofRow i: Int) -> RowVariants? {
        guard hasVariants, let variants = templates[templateIndex(ofRow: i)].variants else { return nil }
        return measuredHeight == nil ? variants : variants.removing([.height])
    }

    /// Row `i` before its placeholders are filled, with its index for `{index}`.
    package func unresolvedRow(at i: Int) -> (row: Row, index: Int?) {
        var row = template(ofRow: i)
        // Only a measured row's variants change; setting them on every row would copy each
        // row's rarely set fields (``Row``'s shared `MoreFields`).
        if measuredHeight != nil, hasVariants { row.variants = variants(ofRow: i) }
        row.data = dataValue(ofRow: i)
        row.height = height(at: i)
        if let idField, perRow == 1, let id = element(i)[idField]?.placeholderText { row.id = id }
        return (row, firstIndex + i)
    }

    /// Row `i`, with its placeholders filled from its element.
    ///
    /// - Complexity: O(*d* + *p*): *d* the size of the row's element, *p* the length of the template's placeholders.
    public func row(at i: Int) -> Row {
        let (row, index) = unresolvedRow(at: i)
        return row.resolvingPlaceholders(index: index)
    }

    /// The explicit height of row `i`: measured, from the data, else the template's.
    ///
    /// - Complexity: O(1).
    public func height(at i: Int) -> Height? {
        if let measuredHeight { return .points(measuredHeight) }
        if let heights = source.heights, case let height = heights[heights.startIndex + window.lowerBound + i], !height.isNaN {
            return .points(height)
        }
        // The field alone: `template(ofRow:)` would copy the whole template row.
        return templates[templateIndex(ofRow: i)].height
    }

    /// The id of row `i` (its element's `idField`), without building the row.
    ///
    /// - Complexity: O(*f*), *f* the fields of the row's element.
    public func id(ofRow i: Int) -> String? {
        guard let idField, perRow == 1 else { return nil }
        return element(i)[idField]?.placeholderText
    }

    /// The generator for rows `range` of this one.
    package func slice(_ range: Range<Int>) -> DataRows {
        var slice = self
        slice.window = window.lowerBound + range.lowerBound..<window.lowerBound + range.upperBound
        return slice
    }

    /// This generator with every row's height set to `height` (for a one-row slice whose
    /// row was measured).
    package func settingHeight(_ height: Double) -> DataRows {
        var copy = self
        copy.measuredHeight = height
        return copy
    }

    /// The bytes this generator's own arrays take (its document is counted on its own).
    package var allocatedBytes: Int {
        elements.count * MemoryLayout<UInt32>.stride + (source.templateOfRow == nil ? 0 : count * MemoryLayout<UInt16>.stride)
            + (source.heights == nil && measuredHeight == nil ? 0 : count * MemoryLayout<Double>.stride)
    }

    /// Each row's height as this generator gives it (see ``height(at:)``); nil: none given.
    private var windowHeights: [Double]? {
        if let measuredHeight { return Array(repeating: measuredHeight, count: count) }
        guard let heights = source.heights else { return nil }
        return Array(heights[heights.startIndex + window.lowerBound..<heights.startIndex + window.upperBound])
    }

    /// - Complexity: O(1) for windows of one source; otherwise O(*n*), *n* the rows.
    public static func == (a: DataRows, b: DataRows) -> Bool {
        if a.source === b.source { return a.window == b.window && a.measuredHeight == b.measuredHeight }
        return a.document === b.document && a.elements == b.elements && a.perRow == b.perRow && a.templates == b.templates
            && (0..<a.count).map(a.templateIndex(ofRow:)) == (0..<b.count).map(b.templateIndex(ofRow:))
            && a.windowHeights.map { $0.map(\.bitPattern) } == b.windowHeights.map { $0.map(\.bitPattern) }
            && a.idField == b.idField && a.firstIndex == b.firstIndex
    }
}

extension DataNode {
    /// The element-index entry that names this node (see ``DataDocument/recordFlag``).
    package var indexEntry: UInt32 {
        isContainer ? record | DataDocument.recordFlag : offset
    }
}
