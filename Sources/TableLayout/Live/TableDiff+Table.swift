/// Identity (docs/live-tables.md) of a table's sections and rows, for diffs between whole tables.
extension TableDiff {
    /// A section: its id, or (without one) its position.
    public enum SectionKey: Hashable, Sendable {
        case id(String)
        case position(Int)
    }

    /// A row: its id; without one, its data (a source element's whole value), or its
    /// content — equal values are matched in order.
    public enum RowKey: Hashable, Sendable {
        case id(String)
        case value(DataValue)
        case content(String, String, String)
    }

    static func key(of row: Row) -> RowKey {
        if let id = row.id { return .id(id) }
        if let data = row.data { return .value(data) }
        return .content(row.title ?? "", row.subtitle ?? "", row.detail ?? "")
    }

    /// The batches that turn table `old` into table `new`, by identity; a row whose content
    /// differs is reloaded, a section whose own fields (header, footer, heights) differ is
    /// reloaded whole.
    /// - Complexity: O(n log n) for n rows (linear but for the longest increasing run of rows kept in place); a generator alike in both tables is compared as one item, its rows not made.
    public static func batches(from old: Table, to new: Table) -> [TableBatch] {
        let (unchanged, tail) = sectionsKeptWhole(old, new)
        func rows(_ table: Table, _ s: Int, _ skipped: Set<Int>) -> RowList { skipped.contains(s) ? RowList() : table.sections[s].rows }
        // Sized for the larger table: most keys are in both (a table sized for both would
        // be twice as large, and slower for it).
        let oldCount = old.sections.indices.reduce(0) { $0 + rows(old, $1, unchanged.old).count }
        let newCount = new.sections.indices.reduce(0) { $0 + rows(new, $1, unchanged.new).count }
        var numbers = KeyNumbers(capacity: max(oldCount, newCount))
        let oldRows = old.sections.indices.map { RowsByPlace(rows(old, $0, unchanged.old), numbers: &numbers) }
        let newRows = new.sections.indices.map { RowsByPlace(rows(new, $0, unchanged.new), numbers: &numbers) }
        func sections(_ table: Table, _ rows: [RowsByPlace]) -> [Section<SectionKey, Int>] {
            table.sections.enumerated().map { s, section in
                Section(key: section.id.map(SectionKey.id) ?? .position(s), rows: rows[s].keys)
            }
        }
        var result = batches(from: sections(old, oldRows), to: sections(new, newRows),
                             sectionChanged: { o, n in !sameFields(old.sections[o], new.sections[n]) },
                             rowChanged: { o, n in !RowsByPlace.same(oldRows[o.section], o.row, newRows[n.section], n.row) })
        if let tail {
            let (oldCount, newCount) = (old.sections[tail.old].rows.count, new.sections[tail.new].rows.count)
            var events = result[0].events
            events.reserveCapacity(events.count + max(abs(newCount - oldCount), tail.reloaded.count))
            for r in newCount..<max(newCount, oldCount) { events.append(.delete(RowPath(section: tail.old, row: r))) }
            for r in oldCount..<max(newCount, oldCount) { events.append(.insert(RowPath(section: tail.new, row: r))) }
            for r in tail.reloaded { events.append(.reload(RowPath(section: tail.old, row: r))) }
            result[0] = TableBatch(events).sorted
        }
        return result
    }

    /// The sections (old indexes, new indexes) whose rows stay out of the row diff, and the
    /// tail-only section among them. Generators compare as generators: a section whose key,
    /// fields and items (a `repeat` of 10M rows is one item) are the same in both tables
    /// keeps its rows, so they are not made one by one (two 10M-row configs that differ in a
    /// comment took 30 s; issue 25); its rows match only each other. A section whose rows
    /// differ only in the tail of its last `repeat` keeps its rows too: its tail is inserted
    /// or deleted, never made into rows.
    private static func sectionsKeptWhole(_ old: Table, _ new: Table)
        -> (unchanged: (old: Set<Int>, new: Set<Int>), tail: (old: Int, new: Int, reloaded: [Int])?) {
        var unchanged = unchangedSections(old, new)
        let tail = tailOnlySection(old, new, unchanged: unchanged)
        if let tail {
            unchanged.old.insert(tail.old)
            unchanged.new.insert(tail.new)
        }
        return (unchanged, tail)
    }

    /// How many rows of `old` and `new` ``batches(from:to:)`` makes and keys one by one:
    /// none for a section kept whole. Counted by the tests of that claim.
    ///
    /// - Complexity: O(s + i) for s sections and i items (a `repeat` is one), plus the rows
    /// of a tail-only section whose templates differ.
    package static func rowsDiffedOneByOne(from old: Table, to new: Table) -> Int {
        let (unchanged, _) = sectionsKeptWhole(old, new)
        return old.sections.indices.reduce(0) { $0 + (unchanged.old.contains($1) ? 0 : old.sections[$1].rows.count) }
            + new.sections.indices.reduce(0) { $0 + (unchanged.new.contains($1) ? 0 : new.sections[$1].rows.count) }
    }

    /// The one section (old index, new index) whose rows can differ from the other table's
    /// only in its last item, a `repeat` in both with the same first index, and everything
    /// before it the same, the two templates making rows of the same keys and texts (id,
    /// data, title, subtitle, detail, tag) at every index: its rows pair up in place (each
    /// key takes the first unmatched old row of its key, and rows at the same index have the
    /// same key). The rows past the shorter count are inserted or deleted; of the rows both
    /// have, those that differ are reloaded (`reloaded`: their indexes) — all of them when
    /// the templates differ in another field (`selected`, a colour, the template's height),
    /// else those whose heights (from the `heights` patterns) differ. No row is made. These
    /// are exactly the row diff's events, as long as no other section's rows take part in
    /// the row diff (they could match rows of the tail). Otherwise the diff goes row by row
    /// (docs/live-tables.md, The commands).
    private static func tailOnlySection(_ old: Table, _ new: Table, unchanged: (old: Set<Int>, new: Set<Int>))
        -> (old: Int, new: Int, reloaded: [Int])? {
        func key(_ section: TableLayout.Section, _ s: Int) -> SectionKey { section.id.map(SectionKey.id) ?? .position(s) }
        var newOfKey: [SectionKey: Int] = [:]
        for (s, section) in new.sections.enumerated() { newOfKey[key(section, s)] = s }
        var found: (old: Int, new: Int, reloaded: [Int])?
        for (o, section) in old.sections.enumerated() where !unchanged.old.contains(o) {
            // Sections that are inserted, deleted or reloaded have no row events.
            guard let n = newOfKey[key(section, o)], sameFields(section, new.sections[n]) else { continue }
            if found != nil { return nil }
            let (a, b) = (section.rows.items, new.sections[n].rows.items)
            guard a.count == b.count, case .repeated(let x)? = a.last, case .repeated(let y)? = b.last,
                  x.firstIndex == y.firstIndex, sameKeysAndTexts(x.template, y.template), a.dropLast() == b.dropLast() else { return nil }
            // A made row's height is `height(at:)` (the pattern's, else the template's), so
            // the templates are compared without theirs.
            var (tx, ty) = (x.template, y.template)
            (tx.height, ty.height) = (nil, nil)
            let start = section.rows.count - x.count, common = min(x.count, y.count)
            var reloaded: [Int] = []
            if tx != ty {
                reloaded = Array(start..<start + common)
            } else if x.heights != y.heights || x.template.height != y.template.height {
                for i in 0..<common where x.height(at: i) != y.height(at: i) { reloaded.append(start + i) }
            }
            found = (o, n, reloaded)
        }
        return found
    }

    /// Whether two templates make rows of the same keys and texts at every index: the rest
    /// of a made row is the template's own (its height the pattern's, when there is one).
    private static func sameKeysAndTexts(_ a: Row, _ b: Row) -> Bool {
        a.id == b.id && a.data == b.data && a.title == b.title && a.subtitle == b.subtitle
            && a.detail == b.detail && a.tag == b.tag
    }

    /// Row keys numbered, equal keys alike in both tables, so that the diff hashes small
    /// integers. Ids (nearly every row of a large table) go through a `String` table, which
    /// hashes faster than the ``RowKey`` enum; other keys through a ``RowKey`` table.
    private struct KeyNumbers {
        private var ids: [String: Int] = [:]
        private var others: [RowKey: Int] = [:]

        init(capacity: Int) {
            ids.reserveCapacity(capacity)
        }

        mutating func number(_ key: RowKey) -> Int {
            if case .id(let id) = key { return number(id: id) }
            let next = ids.count + others.count
            if let number = others[key] { return number }
            others[key] = next
            return next
        }

        mutating func number(id: String) -> Int {
            let next = ids.count + others.count
            if let number = ids[id] { return number }
            ids[id] = next
            return next
        }
    }

    /// A section's rows as (item, offset) pairs: 16 bytes a row where a ``Row`` is hundreds,
    /// made into rows only when a key or a comparison needs one; and their keys, numbered.
    private struct RowsByPlace {
        var places: [(item: RowList.Item, offset: Int)] = []
        var keys: [Int] = []

        init(_ rows: RowList, numbers: inout KeyNumbers) {
            places.reserveCapacity(rows.count)
            keys.reserveCapacity(rows.count)
            rows.forEachItem { item, _ in
                // A single row's id and data need no placeholders filled.
                if let id = item.singleRowID {
                    keys.append(numbers.number(id: id))
                    places.append((item, 0))
                    return
                }
                if case .row(let row) = item, row.data != nil {
                    keys.append(numbers.number(TableDiff.key(of: row)))
                    places.append((item, 0))
                    return
                }
                for offset in 0..<item.count {
                    keys.append(numbers.number(TableDiff.key(of: item.row(at: offset))))
                    places.append((item, offset))
                }
            }
        }

        /// Whether row `i` of `a` and row `j` of `b` show the same; two single rows written
        /// alike are the same without filling their placeholders.
        static func same(_ a: RowsByPlace, _ i: Int, _ b: RowsByPlace, _ j: Int) -> Bool {
            let (x, y) = (a.places[i], b.places[j])
            if RowList.Item.singleRowsEqual(x.item, y.item) { return true }
            return x.item.row(at: x.offset) == y.item.row(at: y.offset)
        }
    }

    /// The sections (old indexes, new indexes) matched by key whose fields and items are
    /// equal: compared item by item, never row by row (docs/live-tables.md).
    package static func unchangedSections(_ old: Table, _ new: Table) -> (old: Set<Int>, new: Set<Int>) {
        func key(_ section: TableLayout.Section, _ s: Int) -> SectionKey { section.id.map(SectionKey.id) ?? .position(s) }
        var newOfKey: [SectionKey: Int] = [:]
        for (s, section) in new.sections.enumerated() { newOfKey[key(section, s)] = s }
        var unchanged: (old: Set<Int>, new: Set<Int>) = ([], [])
        for (o, section) in old.sections.enumerated() {
            guard let n = newOfKey[key(section, o)] else { continue }
            let other = new.sections[n]
            guard sameFields(section, other), section.rows.count == other.rows.count, section.rows.items == other.rows.items else { continue }
            unchanged.old.insert(o)
            unchanged.new.insert(n)
        }
        return unchanged
    }

    private static func sameFields(_ a: TableLayout.Section, _ b: TableLayout.Section) -> Bool {
        a.id == b.id && a.header == b.header && a.footer == b.footer && a.headerHeight == b.headerHeight
            && a.footerHeight == b.footerHeight && a.rowHeight == b.rowHeight
    }
}

// Small and inlined on purpose: binding a single row in the diff's own loops copied the
// whole `Row` out of the item's box (a retain and a release per field) for each of 200,000
// rows; read here, only what is used is loaded (a third of the diff's samples went).
fileprivate extension RowList.Item {
    /// A single row's id (nil for a generator or a row without one).
    @inline(__always) var singleRowID: String? {
        if case .row(let row) = self { return row.id }
        return nil
    }

    /// Whether both are single rows, written alike.
    @inline(__always) static func singleRowsEqual(_ a: Self, _ b: Self) -> Bool {
        guard case .row(let x) = a, case .row(let y) = b else { return false }
        return x == y
    }
}

extension LiveTable {
    /// Replaces the whole table (a data source replaced, say): the batches are the identity
    /// diff from the old table, the layout is made anew, and the viewport keeps its top row
    /// when that row (by id) is still there.
    /// - Complexity: O(n log n) for the diff (linear but for the longest increasing run of
    ///   rows kept in place) and O(n) for the new layout.
    @discardableResult
    public func replaceTable(with newTable: Table) throws(LiveTableError) -> [TableBatch] {
        try LiveTable.checkIDs(newTable)
        let batches = TableDiff.batches(from: table, to: newTable)
        // The top row is followed by its ids: the new table has other index paths.
        var anchor: (section: String, row: String, distance: Double)?
        if let viewport, let top = anchorRow(viewport), let section = table.sections[top.row.section].id,
           let row = table.sections[top.row.section].rows[top.row.row].id {
            anchor = (section, row, top.distance)
        }
        replaceWhole(newTable)
        if var viewport {
            if keep == .visible, let anchor, let path = indexPath(ofRow: anchor.row, inSection: anchor.section) {
                viewport.offset = geometry.frame(ofRow: path).y - anchor.distance
            }
            viewport.offset = geometry.clampedOffset(viewport)
            self.viewport = viewport
        }
        notifyForReplace(batches)
        return batches
    }
}
