/// `{source: NAME, …}`: a row per element of an array in a ``DataDocument`` (or per group
/// of `perRow` elements), never materialised as row values. Row *i* is made when asked
/// for: its template, with the element as its data.
///
/// What every row needs for layout — which template it takes and, when the template reads
/// it from the data, its height — is resolved once, when the generator is made, into
/// compact arrays (2 and 8 bytes a row); everything else is read from the element on demand.
public struct DataRows: Equatable, Sendable {
    public let document: DataDocument
    /// The elements, as element-index entries of `document` (see ``DataNode``).
    private(set) var elements: ArraySlice<UInt32>
    /// Elements per row (≥ 1).
    public let perRow: Int
    /// The templates rows are made from (their `data` unset).
    public let templates: [Row]
    /// Which template each row takes; nil when every row takes `templates[0]`.
    private(set) var templateOfRow: ArraySlice<UInt16>?
    /// Each row's height when its template reads it from the data (`height: "{height}"`);
    /// NaN for a row whose template has a height rule of its own.
    private(set) var heights: ArraySlice<Double>?
    /// The element field that names each row (SPEC 4.1); nil: none.
    public let idField: String?
    /// The index of the first row in the whole source (`{index}`, after a split).
    public private(set) var firstIndex: Int
    /// Whether any template has position variants (`first:`, `last:`, `only:`), so the rest
    /// never look for them.
    public let hasVariants: Bool
    /// Whether any template's look depends on its position (variants, `{@position}`).
    public let needsPosition: Bool
    /// Whether the templates name different parts, so a part can start or end inside this
    /// generator, not only at its ends.
    public let partsVary: Bool

    public init(document: DataDocument, elements: ArraySlice<UInt32>, perRow: Int, templates: [Row],
                templateOfRow: ArraySlice<UInt16>?, heights: ArraySlice<Double>?, idField: String?, firstIndex: Int = 0) {
        precondition(perRow >= 1 && !templates.isEmpty, "DataRows: perRow ≥ 1 and at least one template")
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
        precondition(templateOfRow == nil || templateOfRow!.count == count, "DataRows: a template per row")
        precondition(heights == nil || heights!.count == count, "DataRows: a height per row")
    }

    public var count: Int { (elements.count + perRow - 1) / perRow }

    /// The element at position `i` of this generator's elements.
    func element(_ i: Int) -> DataNode {
        DataNode(document: document, offset: 0, record: 0).node(forIndexEntry: elements[elements.startIndex + i])
    }

    /// The template row `i` takes.
    public func template(ofRow i: Int) -> Row {
        guard let templateOfRow else { return templates[0] }
        return templates[Int(templateOfRow[templateOfRow.startIndex + i])]
    }

    /// The index in ``templates`` of the template row `i` takes.
    public func templateIndex(ofRow i: Int) -> Int {
        guard let templateOfRow else { return 0 }
        return Int(templateOfRow[templateOfRow.startIndex + i])
    }

    /// Row `i`'s data as a value.
    public func dataValue(ofRow i: Int) -> DataValue {
        if perRow == 1 { return element(i).dataValue }
        let first = i * perRow
        return .array((first..<min(elements.count, first + perRow)).map { element($0).dataValue })
    }

    /// Row `i` before its placeholders are filled, with its index for `{index}`.
    public func unresolvedRow(at i: Int) -> (row: Row, index: Int?) {
        var row = template(ofRow: i)
        row.data = dataValue(ofRow: i)
        row.height = height(at: i)
        if let idField, perRow == 1, let id = element(i)[idField]?.placeholderText { row.id = id }
        return (row, firstIndex + i)
    }

    /// Row `i`, with its placeholders filled from its element.
    public func row(at i: Int) -> Row {
        let (row, index) = unresolvedRow(at: i)
        return row.resolvingPlaceholders(index: index)
    }

    /// The explicit height of row `i`: from the data, else the template's.
    public func height(at i: Int) -> Height? {
        if let heights, case let height = heights[heights.startIndex + i], !height.isNaN { return .points(height) }
        // The field alone: `template(ofRow:)` would copy the whole template row.
        guard let templateOfRow else { return templates[0].height }
        return templates[Int(templateOfRow[templateOfRow.startIndex + i])].height
    }

    /// The id of row `i` (its element's `idField`), without building the row.
    public func id(ofRow i: Int) -> String? {
        guard let idField, perRow == 1 else { return nil }
        return element(i)[idField]?.placeholderText
    }

    /// The generator for rows `range` of this one.
    public func slice(_ range: Range<Int>) -> DataRows {
        let lower = elements.startIndex + range.lowerBound * perRow
        let upper = min(elements.endIndex, elements.startIndex + range.upperBound * perRow)
        var slice = self
        slice.elements = elements[lower..<upper]
        slice.templateOfRow = templateOfRow.map { $0[($0.startIndex + range.lowerBound)..<($0.startIndex + range.upperBound)] }
        slice.heights = heights.map { $0[($0.startIndex + range.lowerBound)..<($0.startIndex + range.upperBound)] }
        slice.firstIndex = firstIndex + range.lowerBound
        return slice
    }

    /// This generator with every row's height set to `height` (for a one-row slice whose
    /// row was measured).
    public func settingHeight(_ height: Double) -> DataRows {
        var copy = self
        copy.heights = ArraySlice(repeatElement(height, count: count))
        return copy
    }

    /// The bytes this generator's own arrays take (its document is counted on its own).
    public var allocatedBytes: Int {
        elements.count * MemoryLayout<UInt32>.stride + (templateOfRow?.count ?? 0) * MemoryLayout<UInt16>.stride
            + (heights?.count ?? 0) * MemoryLayout<Double>.stride
    }

    public static func == (a: DataRows, b: DataRows) -> Bool {
        a.document === b.document && a.elements == b.elements && a.perRow == b.perRow && a.templates == b.templates
            && a.templateOfRow == b.templateOfRow && a.heights == b.heights && a.idField == b.idField
            && a.firstIndex == b.firstIndex
    }
}

extension DataNode {
    /// The element-index entry that names this node (see ``DataDocument/recordFlag``).
    public var indexEntry: UInt32 {
        isContainer ? record | DataDocument.recordFlag : offset
    }
}
