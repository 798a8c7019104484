import TableConfig
import TableLayout

/// A row named as `SECTION:ROW`, each side an index (from 0) or an id: what `query --row`
/// and `--scroll-to` take, and what a library user resolves with
/// ``LoadedTable/indexPath(of:)``.
public struct RowAddress: Equatable, Sendable {
    public var section: String
    public var row: String

    /// Splits `text` at its first `:`; nil when a side is missing.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        (section, row) = (parts[0], parts[1])
    }

    public var text: String { section + ":" + row }

    /// The row this address names in `live`: an id through the live table's index, O(log n)
    /// once the section's index is made.
    /// - Complexity: O(sections + log n) (O(rows with an id + items) for a section's first
    ///   question by id, which makes its index).
    public func resolve(in live: LiveTable) throws(RowAddressError) -> RowPath {
        let table = live.table, geometry = live.geometry
        guard let section = Int(section) ?? table.sectionIndex(id: section), (0..<geometry.numberOfSections).contains(section) else {
            throw .noSection(self, sections: geometry.numberOfSections, ids: table.sections.compactMap(\.id))
        }
        let rowCount = geometry.numberOfRows(inSection: section)
        guard let row = Int(row) ?? live.rowIndex(id: row, inSection: section), (0..<rowCount).contains(row) else {
            throw .noRow(self, section: section, rows: rowCount, ids: Self.rowIDs(of: table.sections[section]))
        }
        return RowPath(section: section, row: row)
    }
}

extension RowAddress {
    /// The ids of a section's single rows, the first ``RowAddressError/idsShown`` and one
    /// more (to tell there are more): what an error lists. Generated rows are not read.
    static func rowIDs(of section: Section) -> [String] {
        var ids: [String] = []
        section.rows.forEachItem { item, _ in
            if ids.count <= RowAddressError.idsShown, case .row(let row) = item, let id = row.id { ids.append(id) }
        }
        return ids
    }
}

/// A row address that names no row: not `SECTION:ROW`, or no such section or row.
public enum RowAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(String)
    /// `ids`: the sections' ids, in order.
    case noSection(RowAddress, sections: Int, ids: [String])
    /// `ids`: the section's single rows' ids, the first ``idsShown`` and one more at most.
    case noRow(RowAddress, section: Int, rows: Int, ids: [String])

    /// How many ids an error lists.
    static let idsShown = 12

    public var description: String {
        if case .malformed(let text) = self { return "a row must be named SECTION:ROW (indices or ids), e.g. 0:3; found '\(text)'" }
        return message(naming: "row")
    }

    /// The message, the address named as `what` (a flag such as `--row`).
    public func message(naming what: String) -> String {
        switch self {
        case .malformed(let text):
            return "\(what) must be SECTION:ROW (indices or ids), e.g. \(what) 0:3; found '\(text)'"
        case .noSection(let address, let sections, let ids):
            return "\(what) \(address.text): no section '\(address.section)'\(Self.nearest(address.section, ids)); the table has \(sections) section(s), indexed from 0"
                + Self.listing(ids, of: "section")
        case .noRow(let address, let section, let rows, let ids):
            return "\(what) \(address.text): no row '\(address.row)' in section \(section)\(Self.nearest(address.row, ids)), which has \(rows) row(s), indexed from 0"
                + Self.listing(ids, of: "row")
        }
    }
}

extension RowAddressError {
    private static func nearest(_ name: String, _ ids: [String]) -> String {
        // Under four characters every id is "near" (`r9` and `r0`): only the list helps there.
        guard Int(name) == nil, name.count >= 4, let near = NearestName.suggestion(for: name, among: ids) else { return "" }
        return " (did you mean '\(near)'?)"
    }

    private static func listing(_ ids: [String], of kind: String) -> String {
        if ids.isEmpty { return "; no \(kind) has an id" }
        let shown = ids.prefix(idsShown).joined(separator: ", ")
        return "; \(kind) ids: \(shown)\(ids.count > idsShown ? ", …" : "")"
    }
}

extension LoadedTable {
    /// The row `text` (`SECTION:ROW`, each an index or an id) names.
    public func indexPath(of text: String) throws(RowAddressError) -> RowPath {
        guard let address = RowAddress(text) else { throw .malformed(text) }
        return try address.resolve(in: live)
    }
}
