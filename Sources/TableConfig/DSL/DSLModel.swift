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

/// The flags of a `section` or `row` line (AOZTVPDataConfig).
struct DSLConfig: Equatable {
    var cell = "default"
    /// Whether `-c` named the cell (on the line or its section); without it, rows whose
    /// contents have a `type` take that type's template.
    var cellIsGiven = false
    var emptyCell: String?
    /// `-n K`; `-all` is -1.
    var elementsPerRow = 1
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
