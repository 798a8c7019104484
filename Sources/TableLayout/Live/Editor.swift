/// Applies the edits of one batch to a ``LiveTable``: resolves names, changes the table and
/// its geometry together, tells the ``BatchRecorder``, and keeps what undoes each step, so a
/// failing edit leaves the table as it was before the batch.
public struct Editor {
    private let live: LiveTable
    var recorder: BatchRecorder
    private var undo: [UndoStep] = []

    private enum UndoStep {
        case removeRow(RowPath)
        case insertRow(RowList.Item, height: Double, RowPath)
        case replaceRow(RowList.Item, height: Double, RowPath)
        case removeSection(Int)
        case boundData(String, DataValue?)
        case pending(String, DataValue?)
        // Boxed: a `Section` is large, and every step of a batch of row edits would be as wide.
        indirect case insertSection(Section, heights: (spacing: Double, header: Double, rows: [Double], footer: Double), Int)
    }

    init(table: LiveTable) {
        live = table
        recorder = BatchRecorder(rowCounts: table.table.sections.map(\.rows.count))
    }

    /// Puts back everything this batch changed, newest first.
    mutating func rollBack() {
        for step in undo.reversed() {
            switch step {
            case .removeRow(let path): _ = live.takeRow(at: path)
            case .insertRow(let item, let height, let path): live.placeRow(item, height: height, at: path)
            case .replaceRow(let item, let height, let path): _ = live.changeRow(at: path, with: { _ in item }, height: height)
            case .removeSection(let index): _ = live.takeSection(at: index)
            case .boundData(let name, let value): live.setBoundData(name, value)
            case .pending(let keyPath, let value): live.setPending(value, for: keyPath)
            case .insertSection(let section, let heights, let index): live.placeSection(section, heights: heights, at: index)
            }
        }
        undo = []
    }

    // MARK: Edits

    /// - Complexity: as the method for its kind of edit below.
    public mutating func apply(_ edit: Edit) throws(LiveTableError) {
        switch edit {
        case .insertRows(let rows, let section, let place): try insertRows(rows, in: section, at: place)
        case .deleteRows(let rows, let section): try deleteRows(rows, in: section)
        case .moveRow(let row, let section, let target, let place): try moveRow(row, in: section, to: target, at: place)
        case .reloadRows(let rows, let section): try reloadRows(rows, in: section)
        case .insertSections(let sections, let place): try insertSections(sections, at: place)
        case .deleteSections(let sections): try deleteSections(sections)
        case .moveSection(let section, let place): try moveSection(section, to: place)
        case .reloadSections(let sections): try reloadSections(sections)
        case .setHeight(let height, let row, let section): try setHeight(height, ofRow: row, in: section)
        case .set(let value, let row, let section): try set(value, ofRow: row, in: section)
        }
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows this edit inserts, deletes, moves or changes.
    public mutating func insertRows(_ rows: [Row], in section: SectionRef, at place: RowPlace) throws(LiveTableError) {
        let s = try sectionIndex(section)
        var r = try rowIndex(place, in: s, section: section)
        // Ids must stay unique in the section: against its rows, and among the new ones.
        var newIDs: [String: Int] = [:]
        for (k, row) in rows.enumerated() {
            guard let id = row.id else { continue }
            // The section's id index answers in O(log n). Both rows are named where they
            // would stand after the insert: a row already at or after `r` moves down by the
            // inserted rows (else inserting a row's id before it read "rows 0 and 0").
            if let first = newIDs[id] {
                throw .duplicateRow(id, section: s, first: first, second: r + k)
            }
            if let present = live.rowIndex(id: id, inSection: s) {
                throw .duplicateRow(id, section: s, first: present < r ? present : present + rows.count, second: r + k)
            }
            newIDs[id] = r + k
        }
        for row in rows {
            let path = RowPath(section: s, row: r)
            let row = live.table.showingBoundValue(row)
            live.placeRow(.row(row), height: live.heightOfNewRow(row, inSection: s), at: path)
            undo.append(.removeRow(path))
            recorder.insertRow(at: path)
            r += 1
        }
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows this edit inserts, deletes, moves or changes.
    public mutating func deleteRows(_ rows: [RowRef], in section: SectionRef) throws(LiveTableError) {
        let s = try sectionIndex(section)
        // Resolve every name first, then delete from the bottom up.
        var indexes: [Int] = []
        for row in rows { indexes.append(try rowIndex(row, in: s, section: section)) }
        // One row (the common case) needs no set and no sort.
        for r in indexes.count == 1 ? indexes : Set(indexes).sorted(by: >) {
            let path = RowPath(section: s, row: r)
            let (removed, height) = live.takeRow(at: path)
            undo.append(.insertRow(removed, height: height, path))
            recorder.removeRow(at: path)
        }
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows this edit inserts, deletes, moves or changes.
    public mutating func moveRow(_ row: RowRef, in section: SectionRef, to target: SectionRef, at place: RowPlace) throws(LiveTableError) {
        let s = try sectionIndex(section)
        let from = RowPath(section: s, row: try rowIndex(row, in: s, section: section))
        let t = try sectionIndex(target)
        let (moved, height) = live.takeRow(at: from)
        undo.append(.insertRow(moved, height: height, from))
        let r: Int
        do { r = try rowIndex(place, in: t, section: target) } catch {
            rollBackLast()
            throw error
        }
        let to = RowPath(section: t, row: r)
        live.placeRow(moved, height: height, at: to)
        undo.append(.removeRow(to))
        recorder.moveRow(from: from, to: to)
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows this edit inserts, deletes, moves or changes.
    public mutating func reloadRows(_ rows: [Row], in section: SectionRef) throws(LiveTableError) {
        let s = try sectionIndex(section)
        for row in rows {
            guard let id = row.id else { throw .outOfRange("a reloaded row needs its 'id' (the row it replaces)") }
            let path = RowPath(section: s, row: try rowIndex(.id(id), in: s, section: section))
            let (old, oldHeight) = live.takeRow(at: path)
            undo.append(.insertRow(old, height: oldHeight, path))
            let row = live.table.showingBoundValue(row)
            live.placeRow(.row(row), height: live.heightOfNewRow(row, inSection: s), at: path)
            undo.append(.removeRow(path))
            recorder.reloadRow(at: path)
        }
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows of the sections inserted.
    public mutating func insertSections(_ sections: [Section], at place: SectionPlace) throws(LiveTableError) {
        for section in sections {
            if let id = section.id, let first = live.table.sectionIndex(id: id) {
                throw .duplicateSection(id, first: first, second: -1)
            }
        }
        try LiveTable.checkIDs(Table(width: live.table.width, sections: sections))
        var index = try sectionIndex(place)
        for section in sections {
            let section = live.table.showingBoundValues(section)
            live.placeSection(section, heights: live.heights(of: section), at: index)
            undo.append(.removeSection(index))
            recorder.insertSection(at: index)
            index += 1
        }
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows of the sections deleted.
    public mutating func deleteSections(_ sections: [SectionRef]) throws(LiveTableError) {
        var indexes: [Int] = []
        for section in sections { indexes.append(try sectionIndex(section)) }
        for index in Set(indexes).sorted(by: >) {
            let (removed, heights) = live.takeSection(at: index)
            undo.append(.insertSection(removed, heights: heights, index))
            recorder.deleteSection(at: index)
        }
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows of the section moved.
    public mutating func moveSection(_ section: SectionRef, to place: SectionPlace) throws(LiveTableError) {
        let from = try sectionIndex(section)
        let (moved, heights) = live.takeSection(at: from)
        undo.append(.insertSection(moved, heights: heights, from))
        let to: Int
        do { to = try sectionIndex(place) } catch {
            rollBackLast()
            throw error
        }
        live.placeSection(moved, heights: heights, at: to)
        undo.append(.removeSection(to))
        recorder.moveSection(from: from, to: to)
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(k log n) for the k rows of the sections reloaded.
    public mutating func reloadSections(_ sections: [Section]) throws(LiveTableError) {
        for section in sections {
            guard let id = section.id else { throw .outOfRange("a reloaded section needs its 'id' (the section it replaces)") }
            try LiveTable.checkIDs(Table(width: live.table.width, sections: [section]))
            let index = try sectionIndex(.id(id))
            let (old, heights) = live.takeSection(at: index)
            undo.append(.insertSection(old, heights: heights, index))
            let section = live.table.showingBoundValues(section)
            live.placeSection(section, heights: live.heights(of: section), at: index)
            undo.append(.removeSection(index))
            recorder.reloadSection(at: index)
        }
    }

    /// - Complexity: as ``LiveTable/performBatchUpdates(_:)``: O(log n) for the one row.
    public mutating func setHeight(_ height: Double, ofRow row: RowRef, in section: SectionRef) throws(LiveTableError) {
        guard Height.isValidPoints(height) else {
            throw .outOfRange("a height must be a number of points from 0 to \(DataValue.format(Height.maximumPoints)), found \(DataValue.format(height))")
        }
        let s = try sectionIndex(section)
        let path = RowPath(section: s, row: try rowIndex(row, in: s, section: section))
        // The model keeps the measured height too, so the row keeps it when it moves.
        let (old, oldHeight) = live.changeRow(at: path, with: { $0.settingHeight(height) }, height: height)
        undo.append(.replaceRow(old, height: oldHeight, path))
    }

    /// Writes `value` where row `row` is bound, and shows it in every row bound there (an
    /// edit of that key path not yet committed is dropped: the data now holds the value).
    /// - Complexity: O(items) to find the rows bound to the key path, O(log n) each.
    public mutating func set(_ value: DataValue, ofRow row: RowRef, in section: SectionRef) throws(LiveTableError) {
        let binding = try boundBinding(ofRow: row, in: section)
        try write(value, at: binding.keyPath)
        show(value, boundTo: binding.keyPath)
    }

    /// DXTableViewModel's form edit: row `row` (and every row bound to its key path) shows
    /// `value`, but the data is not written until ``commitBoundEdits()`` (DX's
    /// `updateRowObjects`); ``discardBoundEdits()`` (DX's `reloadRowBoundData`) shows the
    /// data's value again. ``LiveTable/pendingBoundValues`` holds what is edited and not
    /// committed, by key path.
    /// - Complexity: as ``set(_:ofRow:in:)``.
    public mutating func edit(_ value: DataValue, ofRow row: RowRef, in section: SectionRef) throws(LiveTableError) {
        let binding = try boundBinding(ofRow: row, in: section)
        setPending(value, for: binding.keyPath)
        show(value, boundTo: binding.keyPath)
    }

    /// Writes every edited value to the data (DX's `updateRowObjects`); the rows already
    /// show them, so no row changes and the batch has no events.
    /// - Complexity: O(p) for p pending edits (and the size of the data each writes into).
    public mutating func commitBoundEdits() throws(LiveTableError) {
        for (keyPath, value) in live.pendingBoundValues.sorted(by: { $0.key < $1.key }) {
            try write(value, at: keyPath)
        }
    }

    /// Writes `value` into the data at `keyPath` (`source.key.path`), undoably; an edit of
    /// it not yet committed is dropped, since the data now holds the value.
    private mutating func write(_ value: DataValue, at keyPath: String) throws(LiveTableError) {
        let name = String(keyPath.prefix { $0 != "." })
        let rest = String(keyPath.dropFirst(name.count + 1))
        let old = live.table.boundData[name]
        var data = old ?? .null
        guard data.setValue(value, atPath: rest.isEmpty ? "." : rest) else {
            throw .outOfRange("cannot write '\(keyPath)': the path goes through a value that is not an object")
        }
        undo.append(.boundData(name, old))
        live.setBoundData(name, data)
        setPending(nil, for: keyPath)
    }

    /// Drops every edit not committed: the rows bound to their key paths show the data's
    /// values again, each with a `reload` (DX's `reloadRowBoundData`).
    /// - Complexity: O(p · items) for p pending edits, O(log n) per bound row shown again.
    public mutating func discardBoundEdits() {
        for keyPath in live.pendingBoundValues.keys.sorted() {
            setPending(nil, for: keyPath)
            show(live.table.boundValue(keyPath), boundTo: keyPath)
        }
    }

    private func boundBinding(ofRow row: RowRef, in section: SectionRef) throws(LiveTableError) -> RowBinding {
        let s = try sectionIndex(section)
        let r = try rowIndex(row, in: s, section: section)
        guard let binding = live.table.sections[s].rows[r].binding else {
            throw .outOfRange("row \(row) of section \(section) is bound to no data; give it 'bind: SOURCE.KEY'")
        }
        return binding
    }

    private mutating func setPending(_ value: DataValue?, for keyPath: String) {
        let old = live.pendingBoundValues[keyPath]
        guard old != value else { return }
        undo.append(.pending(keyPath, old))
        live.setPending(value, for: keyPath)
    }

    /// Every row bound to `keyPath` showing `value`, each with a `reload`.
    private mutating func show(_ value: DataValue?, boundTo keyPath: String) {
        for (t, other) in live.table.sections.enumerated() {
            var bound: [Int] = []
            other.rows.forEachItem { item, start in
                if case .row(let candidate) = item, candidate.binding?.keyPath == keyPath { bound.append(start) }
            }
            for index in bound {
                let path = RowPath(section: t, row: index)
                guard case .row(let shown) = live.table.sections[t].rows.item(at: index), let rowBinding = shown.binding else { continue }
                let updated = rowBinding.applied(value, to: shown)
                let height = live.heightOfNewRow(updated, inSection: t)
                let (previous, oldHeight) = live.changeRow(at: path, with: { _ in .row(updated) }, height: height)
                // A position variant may set its height where it stands (docs/config.md,
                // Positions and position variants).
                live.refreshPositions(around: path)
                undo.append(.replaceRow(previous, height: oldHeight, path))
                recorder.reloadRow(at: path)
            }
        }
    }

    private mutating func rollBackLast() {
        guard let step = undo.popLast() else { return }
        let saved = undo
        undo = [step]
        rollBack()
        undo = saved
    }

    // MARK: Names and places

    private func sectionIndex(_ ref: SectionRef) throws(LiveTableError) -> Int {
        switch ref {
        case .id(let id):
            guard let index = live.table.sectionIndex(id: id) else { throw .noSection(ref.description) }
            return index
        case .index(let index):
            guard live.table.sections.indices.contains(index) else {
                throw .outOfRange("no section \(index): the table has \(live.table.sections.count)")
            }
            return index
        }
    }

    private func rowIndex(_ ref: RowRef, in s: Int, section: SectionRef) throws(LiveTableError) -> Int {
        let rows = live.table.sections[s].rows
        switch ref {
        case .id(let id):
            guard let index = live.rowIndex(id: id, inSection: s) else { throw .noRow(ref.description, section: section.description) }
            return index
        case .index(let index):
            guard rows.indices.contains(index) else {
                throw .outOfRange("no row \(index) in section \(section): it has \(rows.count)")
            }
            return index
        }
    }

    private func rowIndex(_ place: RowPlace, in s: Int, section: SectionRef) throws(LiveTableError) -> Int {
        let count = live.table.sections[s].rows.count
        switch place {
        case .at(let index):
            guard index >= 0, index <= count else { throw .outOfRange("row index \(index) is out of range 0...\(count) in section \(section)") }
            return index
        case .end: return count
        case .after(let ref): return try rowIndex(ref, in: s, section: section) + 1
        case .before(let ref): return try rowIndex(ref, in: s, section: section)
        }
    }

    private func sectionIndex(_ place: SectionPlace) throws(LiveTableError) -> Int {
        let count = live.table.sections.count
        switch place {
        case .at(let index):
            guard index >= 0, index <= count else { throw .outOfRange("section index \(index) is out of range 0...\(count)") }
            return index
        case .end: return count
        case .after(let ref): return try sectionIndex(ref) + 1
        case .before(let ref): return try sectionIndex(ref)
        }
    }
}
