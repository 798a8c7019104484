import TableLayout

/// The reference for events (docs/live-tables.md, Batches and events), as plainly as it can be
/// written: a table as a list of sections of rows, each with a key and a content version; a
/// batch is applied the way UIKit applies one — remove what is deleted and what moves away (by
/// the old indexes), then put in what is inserted and what moves in, in ascending order of the
/// new indexes. Inserted and reloaded things take their content from the table after the
/// change; every other row must keep what it had, so a missing reload shows as a difference.
public struct EventTable<Key: Hashable>: Equatable, CustomStringConvertible {
    public struct Item: Equatable {
        public var key: Key
        public var content: Int
        public init(key: Key, content: Int) {
            self.key = key
            self.content = content
        }
    }

    public struct Section: Equatable {
        public var item: Item
        public var rows: [Item]
        public init(item: Item, rows: [Item]) {
            self.item = item
            self.rows = rows
        }
    }

    public var sections: [Section]

    public init(_ sections: [Section]) { self.sections = sections }

    public var description: String {
        sections.map { "\($0.item.key)/\($0.item.content): " + $0.rows.map { "\($0.key)/\($0.content)" }.joined(separator: " ") }
            .joined(separator: " | ")
    }

    public enum Failure: Error, CustomStringConvertible {
        case invalid(String)
        public var description: String { if case .invalid(let s) = self { return s }; return "" }
    }

    /// Applies `batch`; `after` is where inserted and reloaded content comes from.
    public func applying(_ batch: TableBatch, after: EventTable) throws -> EventTable {
        var removedSections = Set<Int>(), removedRows = Set<RowPath>()
        var reloadedRows = Set<RowPath>(), reloadedSections = Set<Int>()
        var sectionInserts: [(Int, Int?)] = []  // (new index, old index for a move)
        var rowInserts: [(RowPath, RowPath?)] = []
        for event in batch.events {
            switch event {
            case .deleteSection(let s): guard removedSections.insert(s).inserted else { throw Failure.invalid("section \(s) removed twice") }
            case .insertSection(let s): sectionInserts.append((s, nil))
            case .moveSection(let from, let to):
                guard removedSections.insert(from).inserted else { throw Failure.invalid("section \(from) removed twice") }
                sectionInserts.append((to, from))
            case .reloadSection(let s): reloadedSections.insert(s)
            case .delete(let p): guard removedRows.insert(p).inserted else { throw Failure.invalid("row \(p) removed twice") }
            case .insert(let p): rowInserts.append((p, nil))
            case .move(let from, let to):
                guard removedRows.insert(from).inserted else { throw Failure.invalid("row \(from) removed twice") }
                rowInserts.append((to, from))
            case .reload(let p): reloadedRows.insert(p)
            }
        }
        // Removal, by old indexes. Rows of removed sections may not have events.
        var moved: [RowPath: Item] = [:]
        var kept: [(old: Int, section: Section, reloaded: Bool, flags: [Bool])] = []
        var movedSections: [Int: (Section, Bool, [Bool])] = [:]
        for path in removedRows.union(reloadedRows) {
            guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else {
                throw Failure.invalid("no old row \(path)")
            }
        }
        for (s, section) in sections.enumerated() {
            var rows: [Item] = [], flags: [Bool] = []
            for (r, row) in section.rows.enumerated() {
                let path = RowPath(section: s, row: r)
                if removedRows.contains(path) {
                    moved[path] = row
                    if reloadedRows.contains(path) { throw Failure.invalid("row \(path) removed and reloaded") }
                } else {
                    rows.append(row)
                    flags.append(reloadedRows.contains(path))
                }
            }
            let entry = Section(item: section.item, rows: rows)
            if removedSections.contains(s) {
                movedSections[s] = (entry, reloadedSections.contains(s), flags)
                let isMove = sectionInserts.contains { $0.1 == s }
                if !isMove, rows.count != section.rows.count || flags.contains(true) {
                    throw Failure.invalid("row events inside deleted section \(s)")
                }
            } else {
                kept.append((s, entry, reloadedSections.contains(s), flags))
            }
        }
        // Insertion, in ascending new indexes.
        var result: [(section: Section, reloaded: Bool, flags: [Bool])] = kept.map { ($0.section, $0.reloaded, $0.flags) }
        for (to, from) in sectionInserts.sorted(by: { $0.0 < $1.0 }) {
            guard to <= result.count else { throw Failure.invalid("section insert at \(to) past the end") }
            if let from {
                let (section, reloaded, flags) = movedSections[from]!
                result.insert((section, reloaded, flags), at: to)
            } else {
                guard after.sections.indices.contains(to) else { throw Failure.invalid("no new section \(to)") }
                result.insert((after.sections[to], false, []), at: to)  // whole, from after
            }
        }
        for (to, from) in rowInserts.sorted(by: { $0.0 < $1.0 }) {
            guard result.indices.contains(to.section), to.row <= result[to.section].section.rows.count else {
                throw Failure.invalid("row insert at \(to) out of range")
            }
            let item: Item
            if let from {
                guard let row = moved[from] else { throw Failure.invalid("move from \(from) of no row") }
                item = row
            } else {
                guard after.sections.indices.contains(to.section), after.sections[to.section].rows.indices.contains(to.row) else {
                    throw Failure.invalid("no new row \(to)")
                }
                item = after.sections[to.section].rows[to.row]
            }
            result[to.section].section.rows.insert(item, at: to.row)
            if result[to.section].flags.count >= to.row { result[to.section].flags.insert(false, at: to.row) }
        }
        // Reloads take the content the row or section has after the change.
        var sections: [Section] = []
        for (s, entry) in result.enumerated() {
            guard after.sections.indices.contains(s) else { throw Failure.invalid("more sections than after") }
            if entry.reloaded { sections.append(after.sections[s]); continue }
            var section = entry.section
            for r in section.rows.indices where r < entry.flags.count && entry.flags[r] {
                guard after.sections[s].rows.indices.contains(r) else { throw Failure.invalid("reloaded row \(s):\(r) gone") }
                section.rows[r] = after.sections[s].rows[r]
            }
            sections.append(section)
        }
        return EventTable(sections)
    }

    /// Applies every batch in order.
    public func applying(_ batches: [TableBatch], after: EventTable) throws -> EventTable {
        var table = self
        for batch in batches { table = try table.applying(batch, after: after) }
        return table
    }
}
