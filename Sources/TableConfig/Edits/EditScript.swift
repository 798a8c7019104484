import TableLayout

/// An edit file (docs/live-tables.md, Edit files): a list of steps, each one batch of edits,
/// with where each was written so that an edit that fails is reported at its line and column.
public struct EditScript: Sendable {
    public struct Step: Sendable {
        public var changes: [Change]
        public var location: SourceLocation
    }

    /// One edit of a step.
    public enum Change: Sendable {
        /// A change of the live table's rows and sections.
        case edit(Edit, at: SourceLocation)
        /// `setData`: a data source replaced; rows follow by identity.
        case setData(name: String, DataReplacement, at: SourceLocation)
        /// `set`: a bound row's value written to its data (docs/live-tables.md, Bindings).
        case set(section: SectionRef, row: RowRef, value: DataValue, at: SourceLocation)

        public var location: SourceLocation {
            switch self {
            case .edit(_, let location), .setData(_, _, let location), .set(_, _, _, let location): return location
            }
        }
    }

    public var steps: [Step]
    /// The edit file, as named.
    public var file: String
}

/// A data source's new value, ready to stand in for the old one.
public struct DataReplacement: Sendable {
    let source: DataSource
}
