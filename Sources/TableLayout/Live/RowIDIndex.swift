/// The row ids of each section of a live table, counted, so that "is this id taken?" costs
/// O(1): inserting a row with an id scanned the section's items for it, so N single-row
/// inserts into a section cost O(N²) (docs/live-tables.md promises O(log n) a row).
///
/// A section's counts are made the first time they are asked for (a table only drawn never
/// pays for them) and kept up to date by every primitive change of ``LiveTable`` after that.
struct RowIDIndex {
    /// Per section: nil until asked for, then each id's number of rows.
    private var sections: [[String: Int]?]

    init(sectionCount: Int) { sections = Array(repeating: nil, count: sectionCount) }

    /// Whether section `s` of `table` has a row with `id`.
    mutating func contains(_ id: String, inSection s: Int, of table: Table) -> Bool {
        if sections[s] == nil {
            var counts: [String: Int] = [:]
            table.sections[s].rows.forEachItem { item, _ in RowIDIndex.forEachID(of: item) { counts[$0, default: 0] += 1 } }
            sections[s] = counts
        }
        return (sections[s]?[id] ?? 0) > 0
    }

    /// `item` came into section `s`.
    mutating func add(_ item: RowList.Item, inSection s: Int) {
        guard sections[s] != nil else { return }
        RowIDIndex.forEachID(of: item) { sections[s]![$0, default: 0] += 1 }
    }

    /// `item` left section `s`.
    mutating func remove(_ item: RowList.Item, inSection s: Int) {
        guard sections[s] != nil else { return }
        RowIDIndex.forEachID(of: item) { id in
            let left = (sections[s]![id] ?? 1) - 1
            sections[s]![id] = left > 0 ? left : nil
        }
    }

    /// A section was inserted at `s` (its counts are made when asked for).
    mutating func insertSection(at s: Int) { sections.insert(nil, at: s) }

    mutating func removeSection(at s: Int) { sections.remove(at: s) }

    /// The ids of the rows `item` makes: a single row's, a data generator's per element
    /// (as ``Section/rowIndex(id:)`` finds them).
    private static func forEachID(of item: RowList.Item, _ body: (String) -> Void) {
        switch item {
        case .row(let row):
            if let id = row.id { body(id) }
        case .data(let generator) where generator.idField != nil:
            for i in 0..<generator.count { if let id = generator.id(ofRow: i) { body(id) } }
        default:
            break
        }
    }
}
