import TableLayout

/// What a `-s` source holds, with the library's three states kept apart: unset (no `-s`;
/// NSNull there), missing (the key resolved to nothing; nil there), or a value.
enum DSLSource: Equatable {
    case unset
    case missing
    case value(DataValue)

    var array: [DataValue]? {
        if case .value(.array(let elements)) = self { return elements }
        return nil
    }

    var isArray: Bool { array != nil }
}

/// How many elements of an array source each row (or section) reads: `-n K` (default 1),
/// or `-all`, every element in one row.
enum ElementsPerRow: Equatable {
    case each(Int)
    case all

    /// How many rows (or sections) `count` elements make.
    func rows(for count: Int) -> Int {
        switch self {
        case .each(let k): return (count + k - 1) / k
        case .all: return 1
        }
    }

    /// What row (or section) `index` reads from a non-empty array: one element, a chunk of
    /// `K`, or all of them.
    func contents(of elements: [DataValue], row index: Int) -> DataValue? {
        switch self {
        case .each(1): return index < elements.count ? elements[index] : nil
        case .each(let k):
            let start = min(elements.count, index * k)
            return .array(Array(elements[start..<min(elements.count, start + k)]))
        case .all: return .array(elements)
        }
    }
}

/// The flags of a `section` or `row` line (AOZTVPDataConfig).
struct DSLConfig: Equatable {
    var cell = "default"
    /// Whether `-c` named the cell (on the line or its section); without it, rows whose
    /// contents have a `type` take that type's template.
    var cellIsGiven = false
    var emptyCell: String?
    var elementsPerRow = ElementsPerRow.each(1)
    var source = DSLSource.unset
    var sourceKey: String?
    var tag: String?

    /// What a row starts from under a section: the section's flags, and its source when
    /// that is not an array (never its source key).
    func inheritedByRow() -> DSLConfig {
        var row = DSLConfig()
        row.cell = cell
        row.cellIsGiven = cellIsGiven
        row.emptyCell = emptyCell
        row.elementsPerRow = elementsPerRow
        row.tag = tag
        row.source = source.isArray ? .unset : source
        return row
    }
}

struct DSLRowLine: Equatable {
    var config: DSLConfig
    /// `-es KEY`: read from each element of the section's array source.
    var elementSourceKey: String?
    /// Where the line is (for errors about its rows).
    var location: SourceLocation? = nil
}

struct DSLSectionLine: Equatable {
    var config: DSLConfig
    /// `-h TEMPLATE`.
    var headerTemplate: String?
    var rows: [DSLRowLine]
    /// `-f TEMPLATE`: tablesnap's extension (AOZ has no footer flag).
    var footerTemplate: String? = nil
    /// Where the line is (for errors about its default row).
    var location: SourceLocation? = nil
}

struct DSLMode: Equatable {
    var sections: [DSLSectionLine]
}
