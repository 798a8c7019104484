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

    /// The row this address names in `table` (laid out as `geometry`).
    public func resolve(in table: Table, geometry: TableGeometry) throws(RowAddressError) -> IndexPath {
        guard let section = Int(section) ?? table.sectionIndex(id: section), (0..<geometry.numberOfSections).contains(section) else {
            throw .noSection(self, sections: geometry.numberOfSections)
        }
        let rowCount = geometry.numberOfRows(inSection: section)
        guard let row = Int(row) ?? table.sections[section].rowIndex(id: row), (0..<rowCount).contains(row) else {
            throw .noRow(self, section: section, rows: rowCount)
        }
        return IndexPath(section: section, row: row)
    }
}

/// A row address that names no row: not `SECTION:ROW`, or no such section or row.
public enum RowAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(String)
    case noSection(RowAddress, sections: Int)
    case noRow(RowAddress, section: Int, rows: Int)

    public var description: String {
        if case .malformed(let text) = self { return "a row must be named SECTION:ROW (indices or ids), e.g. 0:3; found '\(text)'" }
        return message(naming: "row")
    }

    /// The message, the address named as `what` (a flag such as `--row`).
    public func message(naming what: String) -> String {
        switch self {
        case .malformed(let text):
            return "\(what) must be SECTION:ROW (indices or ids), e.g. \(what) 0:3; found '\(text)'"
        case .noSection(let address, let sections):
            return "\(what) \(address.text): no section '\(address.section)'; the table has \(sections) section(s), indexed from 0"
        case .noRow(let address, let section, let rows):
            return "\(what) \(address.text): no row '\(address.row)' in section \(section), which has \(rows) row(s)"
        }
    }
}

extension LoadedTable {
    /// The row `text` (`SECTION:ROW`, each an index or an id) names.
    public func indexPath(of text: String) throws(RowAddressError) -> IndexPath {
        guard let address = RowAddress(text) else { throw .malformed(text) }
        return try address.resolve(in: live.table, geometry: live.geometry)
    }
}
