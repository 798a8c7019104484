/// A section named by its id or its index.
public enum SectionRef: Hashable, Sendable, CustomStringConvertible {
    case id(String)
    case index(Int)

    /// - Complexity: O(length of the id).
    public var description: String {
        switch self {
        case .id(let id): return "'\(id)'"
        case .index(let index): return "\(index)"
        }
    }
}

/// A row named by its id (within its section) or its index.
public enum RowRef: Hashable, Sendable, CustomStringConvertible {
    case id(String)
    case index(Int)

    /// - Complexity: O(length of the id).
    public var description: String {
        switch self {
        case .id(let id): return "'\(id)'"
        case .index(let index): return "\(index)"
        }
    }
}

/// Where rows go in a section: at an index (after the edit), after or before a row, or at
/// the end.
public enum RowPlace: Hashable, Sendable {
    case at(Int)
    case after(RowRef)
    case before(RowRef)
    case end
}

/// Where sections go: at an index (after the edit), after or before a section, or at the end.
public enum SectionPlace: Hashable, Sendable {
    case at(Int)
    case after(SectionRef)
    case before(SectionRef)
    case end
}

/// One change of a live table (docs/live-tables.md, Edit files), by name or index. Several rows
/// or sections in one edit keep the order they are given in, and names are resolved before
/// anything moves — the DXTableViewModel orderings that came out reversed or shifted are not
/// copied.
public enum Edit: Sendable {
    case insertRows([Row], section: SectionRef, at: RowPlace)
    case deleteRows([RowRef], section: SectionRef)
    /// `at` is the index the row has after the move, as in UIKit's `moveRow(at:to:)`.
    case moveRow(RowRef, section: SectionRef, to: SectionRef, at: RowPlace)
    /// New content for rows, found by their ids.
    case reloadRows([Row], section: SectionRef)
    case insertSections([Section], at: SectionPlace)
    case deleteSections([SectionRef])
    case moveSection(SectionRef, to: SectionPlace)
    /// New content for sections, found by their ids.
    case reloadSections([Section])
    /// A row's measured height.
    case setHeight(Double, row: RowRef, section: SectionRef)
    /// A bound row's new value (docs/live-tables.md, Bindings): written to the data at its key path; every row
    /// bound to that key path shows it, and each gets a `reload`.
    case set(DataValue, row: RowRef, section: SectionRef)
}
