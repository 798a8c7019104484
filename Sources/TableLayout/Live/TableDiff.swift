/// The batches that turn one table into another by identity (`changes`: docs/live-tables.md,
/// The commands), in O(n log n): Heckel's matching of keys (as IGListKit and DifferenceKit do),
/// duplicates matched in order, then the longest increasing run of matched rows stays put and
/// only the others are moves — as few moves as there can be.
///
/// Sections are matched by their keys; rows by theirs, across sections too (a row that
/// changes section is a move), except rows of sections that are inserted, deleted or
/// reloaded, which have no row events of their own.
public enum TableDiff {
    public struct Section<SectionKey: Hashable, RowKey: Hashable> {
        public var key: SectionKey
        public var rows: [RowKey]

        /// - Complexity: O(1).
        @inlinable
        public init(key: SectionKey, rows: [RowKey]) {
            self.key = key
            self.rows = rows
        }
    }

    /// - Parameters:
    ///   - sectionChanged: whether matched sections (old index, new index) differ in their
    ///     own content (header, footer…): such a section is reloaded whole.
    ///   - rowChanged: whether matched rows (old, new) differ in content: a `reload`.
    /// - Complexity: O(n log n) for n rows (linear but for the longest increasing run of rows kept in place).
    @inlinable  // specialised for the caller's key types: generic dictionary look-ups are slow
    public static func batches<SK: Hashable, RK: Hashable>(
        from old: [Section<SK, RK>], to new: [Section<SK, RK>],
        sectionChanged: (Int, Int) -> Bool = { _, _ in false },
        rowChanged: (RowPath, RowPath) -> Bool = { _, _ in false }
    ) -> [TableBatch] {
        var first: [TableEvent] = [], second: [TableEvent] = []

        // Sections.
        let sectionMatch = match(old.map(\.key), new.map(\.key))
        var oldSectionOfNew = [Int?](repeating: nil, count: new.count)
        for (o, n) in sectionMatch.pairs { oldSectionOfNew[n] = o }
        for o in old.indices where sectionMatch.newOfOld[o] == nil { first.append(.deleteSection(o)) }
        let stayingSections = Set(longestIncreasingRun(new.indices.compactMap { oldSectionOfNew[$0] }))
        var tracked = [Bool](repeating: false, count: new.count)  // row events inside?
        for n in new.indices {
            guard let o = oldSectionOfNew[n] else {
                first.append(.insertSection(n))
                continue
            }
            let moved = !stayingSections.contains(o)
            if moved { first.append(.moveSection(from: o, to: n)) }
            if sectionChanged(o, n) {
                if moved { second.append(.reloadSection(n)) } else { first.append(.reloadSection(o)) }
            } else {
                tracked[n] = true
            }
        }
        var trackedOld = [Bool](repeating: false, count: old.count)
        for n in new.indices where tracked[n] { trackedOld[oldSectionOfNew[n]!] = true }

        // Rows of tracked sections, matched across them.
        var oldPaths: [RowPath] = [], oldKeys: [RK] = []
        for (s, section) in old.enumerated() where trackedOld[s] {
            for (r, key) in section.rows.enumerated() {
                oldPaths.append(RowPath(section: s, row: r))
                oldKeys.append(key)
            }
        }
        var newPaths: [RowPath] = [], newKeys: [RK] = []
        for (s, section) in new.enumerated() where tracked[s] {
            for (r, key) in section.rows.enumerated() {
                newPaths.append(RowPath(section: s, row: r))
                newKeys.append(key)
            }
        }
        let rowMatch = match(oldKeys, newKeys)
        for o in oldPaths.indices where rowMatch.newOfOld[o] == nil { first.append(.delete(oldPaths[o])) }
        // Per new section, the matched rows that stayed in their (matched) section keep
        // their place when they are in the longest increasing run of old indexes.
        var oldFlatOfNew = [Int?](repeating: nil, count: newPaths.count)
        for (o, n) in rowMatch.pairs { oldFlatOfNew[n] = o }
        var staying = [Bool](repeating: false, count: oldPaths.count)  // flat old indexes that are not moves
        var start = 0
        while start < newPaths.count {
            let section = newPaths[start].section
            var end = start
            var sameSection: [Int] = []
            while end < newPaths.count, newPaths[end].section == section {
                if let o = oldFlatOfNew[end], oldPaths[o].section == oldSectionOfNew[section] { sameSection.append(o) }
                end += 1
            }
            for o in longestIncreasingRun(sameSection) { staying[o] = true }
            start = end
        }
        for n in newPaths.indices {
            let to = newPaths[n]
            guard let o = oldFlatOfNew[n] else {
                first.append(.insert(to))
                continue
            }
            let from = oldPaths[o]
            let changed = rowChanged(from, to)
            if staying[o] {
                if changed { first.append(.reload(from)) }
            } else {
                first.append(.move(from: from, to: to))
                if changed { second.append(.reload(to)) }
            }
        }
        let batch = TableBatch(first).sorted
        return second.isEmpty ? [batch] : [batch, TableBatch(second).sorted]
    }

    /// Pairs (old, new) of equal keys: each new key takes the first unmatched old one.
    /// One table from a key to its first unmatched old index, and a chain through the old
    /// indexes of equal keys, so duplicates cost no arrays of their own.
    @inlinable
    static func match<K: Hashable>(_ old: [K], _ new: [K]) -> (pairs: [(Int, Int)], newOfOld: [Int?]) {
        var head: [K: Int] = [:]
        head.reserveCapacity(old.count)
        var next = [Int](repeating: -1, count: old.count)
        for i in old.indices.reversed() {
            if let later = head.updateValue(i, forKey: old[i]) { next[i] = later }
        }
        var pairs: [(Int, Int)] = []
        pairs.reserveCapacity(min(old.count, new.count))
        var newOfOld = [Int?](repeating: nil, count: old.count)
        for (n, key) in new.enumerated() {
            guard let index = head.index(forKey: key) else { continue }
            let o = head.values[index]
            guard o >= 0 else { continue }
            head.values[index] = next[o]
            pairs.append((o, n))
            newOfOld[o] = n
        }
        return (pairs, newOfOld)
    }

    /// The elements of the longest strictly increasing subsequence of `values`, in
    /// O(n log n) (patience sorting).
    @usableFromInline
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            let length = tails.partitioningIndex { values[$0] >= value }
            if length > 0 { previous[i] = tails[length - 1] }
            if length == tails.count { tails.append(i) } else { tails[length] = i }
        }
        var run: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 {
            run.append(values[k])
            k = previous[k]
        }
        return run.reversed()
    }
}
