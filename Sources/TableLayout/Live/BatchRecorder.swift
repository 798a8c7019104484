/// Follows the edits of one batch and says, at its end, what changed in UIKit's terms
/// (docs/live-tables.md, Batches and events), in O(k) per edit for k changes so far — never by
/// comparing whole tables.
///
/// Sections are followed one by one (there are few). Inside a section that was there when
/// the batch began, the recorder keeps only what changed: rows that arrived (new, or moved
/// in, by their current index), the old indexes of rows that left, and the old indexes of
/// rows whose content changed in place. Any current index of an original row maps back to
/// its old index through those lists.
struct BatchRecorder {
    /// A row that arrived in a section during the batch.
    struct Arrival {
        var current: Int
        /// Where it was before the batch, for a row moved from another place.
        var origin: RowPath?
        var changed: Bool
    }

    /// What changed inside one original section.
    struct RowChanges {
        /// Sorted by `current`.
        var arrivals: [Arrival] = []
        /// Sorted old indexes of original rows that left.
        var departedOld: [Int] = []
        var reloadedOld: Set<Int> = []

        /// The old index of the original row now at `current` (not an arrival).
        func oldIndex(ofCurrent current: Int) -> Int {
            let rank = current - arrivals.partitioningIndex { $0.current >= current }
            return rank + departedBefore(rank: rank)
        }

        /// How many departed rows come before the original row of rank `rank` among those
        /// that stayed: departed row *j* (sorted) has `departedOld[j] - j` staying rows
        /// before it, a count that never decreases along the array — so a binary search.
        private func departedBefore(rank: Int) -> Int {
            var low = 0, high = departedOld.count
            while low < high {
                let mid = (low + high) / 2
                if departedOld[mid] - mid <= rank { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// The current index of the original row whose old index is `old`, nil if it left.
        func currentIndex(ofOld old: Int) -> Int? {
            let before = departedOld.partitioningIndex { $0 >= old }
            if before < departedOld.count, departedOld[before] == old { return nil }
            // Its rank among the rows that stayed; arrivals before it push it down, and an
            // arrival's index counts the arrivals before it, so walk them in order.
            var current = old - before
            for arrival in arrivals {
                if arrival.current <= current { current += 1 } else { break }
            }
            return current
        }

        mutating func arrive(at current: Int, origin: RowPath?, changed: Bool) {
            let at = arrivals.partitioningIndex { $0.current >= current }
            for k in at..<arrivals.count { arrivals[k].current += 1 }
            arrivals.insert(Arrival(current: current, origin: origin, changed: changed), at: at)
        }

        /// Takes the row at `current` out; says where it came from and whether it changed.
        mutating func depart(at current: Int, sectionOrigin: Int) -> (origin: RowPath?, changed: Bool) {
            let at = arrivals.partitioningIndex { $0.current >= current }
            if at < arrivals.count, arrivals[at].current == current {
                let arrival = arrivals.remove(at: at)
                for k in at..<arrivals.count { arrivals[k].current -= 1 }
                return (arrival.origin, arrival.changed)
            }
            let old = oldIndex(ofCurrent: current)
            departedOld.insert(old, at: departedOld.partitioningIndex { $0 >= old })
            for k in at..<arrivals.count { arrivals[k].current -= 1 }
            return (RowPath(section: sectionOrigin, row: old), reloadedOld.remove(old) != nil)
        }

        mutating func reload(at current: Int) {
            let at = arrivals.partitioningIndex { $0.current >= current }
            if at < arrivals.count, arrivals[at].current == current {
                arrivals[at].changed = true
            } else {
                reloadedOld.insert(oldIndex(ofCurrent: current))
            }
        }
    }

    /// A section of the table as it is now.
    struct SectionState {
        /// Its index before the batch; nil for a section inserted in this batch.
        var origin: Int?
        var moved = false
        /// Its content was replaced: one `reloadSection`, no row events.
        var reloaded = false
        var rows = RowChanges()

        /// Whether row changes inside it are reported row by row.
        var tracksRows: Bool { origin != nil && !reloaded }
    }

    private(set) var sections: [SectionState]
    private var deletedSections: [Int] = []
    /// Row counts when the batch began, by old section index.
    let originalRowCounts: [Int]
    var originalSectionCount: Int { originalRowCounts.count }

    init(rowCounts: [Int]) {
        originalRowCounts = rowCounts
        sections = rowCounts.indices.map { SectionState(origin: $0) }
    }

    // MARK: Edits, in current indexes

    mutating func insertRow(at path: RowPath) {
        guard sections[path.section].tracksRows else { return }
        sections[path.section].rows.arrive(at: path.row, origin: nil, changed: false)
    }

    /// A row leaves its section; returns what a move should carry to its new place.
    @discardableResult
    mutating func removeRow(at path: RowPath) -> (origin: RowPath?, changed: Bool) {
        let section = sections[path.section]
        guard section.tracksRows, let sectionOrigin = section.origin else { return (nil, false) }
        return sections[path.section].rows.depart(at: path.row, sectionOrigin: sectionOrigin)
    }

    mutating func moveRow(from: RowPath, to: RowPath) {
        let carried = removeRow(at: from)
        guard sections[to.section].tracksRows else { return }
        sections[to.section].rows.arrive(at: to.row, origin: carried.origin, changed: carried.changed)
    }

    mutating func reloadRow(at path: RowPath) {
        guard sections[path.section].tracksRows else { return }
        sections[path.section].rows.reload(at: path.row)
    }

    mutating func insertSection(at index: Int) {
        sections.insert(SectionState(origin: nil), at: index)
    }

    mutating func deleteSection(at index: Int) {
        if let origin = sections.remove(at: index).origin { deletedSections.append(origin) }
    }

    mutating func moveSection(from: Int, to: Int) {
        var section = sections.remove(at: from)
        section.moved = section.origin != nil
        sections.insert(section, at: to)
    }

    mutating func reloadSection(at index: Int) {
        guard sections[index].origin != nil else { return }
        sections[index].reloaded = true
        sections[index].rows = RowChanges()
    }

    // MARK: The result

    /// The batches the edits make: everything in one, except that a row (or section) both
    /// moved and changed has its reload in a second batch, by its new index (UIKit cannot
    /// move and reload one row at once).
    func batches() -> [TableBatch] {
        var first: [TableEvent] = [], second: [TableEvent] = []
        var surviving = Set<Int>()
        for section in sections {
            if let origin = section.origin, !section.reloaded { surviving.insert(origin) }
        }
        for old in deletedSections { first.append(.deleteSection(old)) }
        // Moves out of sections that still report rows, claimed by where the rows went.
        var claimed = Set<RowPath>()
        for section in sections where section.tracksRows {
            for arrival in section.rows.arrivals {
                if let origin = arrival.origin, surviving.contains(origin.section) { claimed.insert(origin) }
            }
        }
        for (index, section) in sections.enumerated() {
            guard let origin = section.origin else {
                first.append(.insertSection(index))
                continue
            }
            if section.moved { first.append(.moveSection(from: origin, to: index)) }
            if section.reloaded {
                if section.moved { second.append(.reloadSection(index)) } else { first.append(.reloadSection(origin)) }
                continue
            }
            for old in section.rows.departedOld where !claimed.contains(RowPath(section: origin, row: old)) {
                first.append(.delete(RowPath(section: origin, row: old)))
            }
            for arrival in section.rows.arrivals {
                let to = RowPath(section: index, row: arrival.current)
                if let from = arrival.origin, surviving.contains(from.section) {
                    first.append(.move(from: from, to: to))
                    if arrival.changed { second.append(.reload(to)) }
                } else {
                    first.append(.insert(to))
                }
            }
            for old in section.rows.reloadedOld.sorted() { first.append(.reload(RowPath(section: origin, row: old))) }
        }
        let firstBatch = TableBatch(first).sorted
        return second.isEmpty ? [firstBatch] : [firstBatch, TableBatch(second).sorted]
    }

    /// Where the row that was at `old` before the batch is now: nil when it was deleted
    /// (or its section was), or it moved and cannot be followed by index.
    func currentIndexPath(ofOld old: RowPath) -> RowPath? {
        for (index, section) in sections.enumerated() where section.origin == old.section {
            if section.reloaded { return nil }
            if let row = section.rows.currentIndex(ofOld: old.row) { return RowPath(section: index, row: row) }
            // It moved: follow it to where it arrived.
            for (target, other) in sections.enumerated() where other.tracksRows {
                if let arrival = other.rows.arrivals.first(where: { $0.origin == old }) {
                    return RowPath(section: target, row: arrival.current)
                }
            }
            return nil
        }
        return nil
    }
}

extension Array {
    /// The first index whose element satisfies `belongs` (which must be false then true
    /// along the array), by binary search.
    @inlinable
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
