/// A table and its geometry in one place, changed together (docs/live-tables.md): rows and
/// sections are inserted, deleted, moved and reloaded by name or index, in batches, each
/// changed row costing O(log n) in the layout — the table is never laid out again as a whole.
/// Listeners hear each batch as UIKit's batch events (`begin`, events, `end`) or as
/// LRTableModel's single-row events. A viewport, when set, keeps the row at its top edge in
/// place.
///
/// Names live here too (DXTableViewModel's sections and rows by name); selection by its
/// one rule is in `LiveTable+Selection.swift`.
public final class LiveTable {
    public private(set) var table: Table
    public private(set) var geometry: TableGeometry
    /// Which row ids each section has, for edits that must keep them unique.
    private var rowIDs: RowIDIndex
    public let measurer: any TextMeasuring

    /// The window the user sees, kept steady across batches (see ``keep``); nil: none.
    public var viewport: Viewport?
    /// How ``viewport`` follows a batch: the row at its top edge stays where it is
    /// (`visible`, as virtual lists do), or the numeric offset stays (`offset`, UIKit's).
    public var keep: ViewportKeeping = .visible

    public enum ViewportKeeping: String, Sendable, CaseIterable { case visible, offset }

    /// Lays `table` out, its bound rows showing their values (``Table/showBoundValues()``).
    /// Section ids must be unique, and row ids within their section.
    /// - Complexity: O(n) for n rows (each `automatic` row measured once; long generators
    ///   of them take their estimate), plus O(items) to show bound values.
    public init(_ table: Table, measurer: any TextMeasuring = EstimatingTextMeasurer()) throws(LiveTableError) {
        try LiveTable.checkIDs(table)
        var table = table
        table.showBoundValues()
        self.table = table
        self.measurer = measurer
        geometry = TableGeometry(table: table, measurer: measurer)
        rowIDs = RowIDIndex(sectionCount: table.sections.count)
    }

    /// Takes a table and the geometry laid out for it. Not public: a geometry paired with
    /// another table would break the promise that the two change together, so callers get
    /// ``init(_:measurer:)``, ``init(layingOut:measurer:)`` or ``copy()``.
    init(table: Table, geometry: TableGeometry, measurer: any TextMeasuring) {
        self.table = table
        self.geometry = geometry
        self.measurer = measurer
        rowIDs = RowIDIndex(sectionCount: table.sections.count)
    }

    // MARK: Listeners

    /// What a listener hears: a batch's `begin`, its events, its `end`.
    public enum Change: Hashable, Sendable {
        case begin
        case event(TableEvent)
        case end
    }

    public struct ListenerToken: Hashable, Sendable {
        fileprivate let id: Int
    }

    private var listeners = ListenerList<Change>()

    /// Registers `listener`; it hears every later batch, synchronously, after the
    /// listeners registered before it.
    /// - Complexity: O(1).
    @discardableResult
    public func addListener(_ listener: @escaping (Change) -> Void) -> ListenerToken {
        ListenerToken(id: listeners.add(listener))
    }

    /// Stops `token`'s listener hearing anything.
    /// - Complexity: O(listeners).
    public func removeListener(_ token: ListenerToken) {
        listeners.remove(token.id)
    }

    private func notify(_ batches: [TableBatch]) {
        let current = listeners.current
        for batch in batches {
            for hear in current { hear(.begin) }
            for event in batch.events { for hear in current { hear(.event(event)) } }
            for hear in current { hear(.end) }
        }
    }

    // MARK: Batches

    /// Applies `edits` as one batch (they apply one after another; an edit may name a row
    /// an earlier one inserted), tells the listeners, and returns the batches (a second
    /// one when a row was both moved and changed). On an error nothing is changed.
    /// - Complexity: O(k log n) for k rows inserted, deleted, moved or changed in a table
    ///   of n rows (a section inserted or reloaded counts its rows), plus one call of each
    ///   listener per event; a batch that fails costs what it undoes.
    @discardableResult
    public func performBatchUpdates(_ edits: (inout Editor) throws(LiveTableError) -> Void) throws(LiveTableError) -> [TableBatch] {
        let anchor = viewport.flatMap(anchorRow)
        var editor = Editor(table: self)
        do {
            try edits(&editor)
        } catch {
            editor.rollBack()
            throw error
        }
        let batches = editor.recorder.batches()
        if var viewport {
            viewport.offset = keptOffset(viewport, anchor: anchor, recorder: editor.recorder)
            self.viewport = viewport
        }
        notify(batches)
        return batches
    }

    /// Applies `edits` as one batch; an error says which edit failed (nothing is changed).
    /// - Complexity: as ``performBatchUpdates(_:)``.
    @discardableResult
    public func performBatch(_ edits: [Edit]) throws(BatchFailure) -> [TableBatch] {
        var applied = 0
        do {
            return try performBatchUpdates { editor throws(LiveTableError) in
                for edit in edits {
                    try editor.apply(edit)
                    applied += 1
                }
            }
        } catch {
            throw BatchFailure(index: applied, error: error)
        }
    }

    /// Applies one edit as its own batch.
    /// - Complexity: as ``performBatchUpdates(_:)``.
    @discardableResult
    public func apply(_ edit: Edit) throws(LiveTableError) -> [TableBatch] {
        try performBatchUpdates { editor throws(LiveTableError) in try editor.apply(edit) }
    }

    // MARK: The viewport

    /// The row at the viewport's top edge (or the first row below it) and its distance
    /// from the edge.
    struct Anchor {
        var row: RowPath
        var distance: Double
    }

    func anchorRow(_ viewport: Viewport) -> Anchor? {
        let offset = geometry.clampedOffset(viewport)
        let visible = geometry.visibleItems(in: viewport)
        guard let first = visible.rows.first(where: { $0.y + $0.height > offset }) ?? visible.rows.first else { return nil }
        return Anchor(row: first.indexPath, distance: first.y - offset)
    }

    private func keptOffset(_ viewport: Viewport, anchor: Anchor?, recorder: BatchRecorder) -> Double {
        var offset = viewport.offset
        if keep == .visible, let anchor, let row = survivor(of: anchor.row, recorder: recorder) {
            offset = geometry.frame(ofRow: row).y - anchor.distance
        }
        return geometry.clampedOffset(Viewport(offset: offset, height: viewport.height))
    }

    /// Where the anchor row is after the batch, or the next row below it that survived
    /// (further down its old section, then in the old sections after it).
    private func survivor(of old: RowPath, recorder: BatchRecorder) -> RowPath? {
        var candidate = old
        while candidate.section < recorder.originalSectionCount {
            if candidate.row < oldRowCount(candidate.section, recorder: recorder) {
                if let now = recorder.currentIndexPath(ofOld: candidate) { return now }
                candidate.row += 1
            } else {
                candidate = RowPath(section: candidate.section + 1, row: 0)
            }
        }
        return nil
    }

    private func oldRowCount(_ section: Int, recorder: BatchRecorder) -> Int {
        recorder.originalRowCounts.indices.contains(section) ? recorder.originalRowCounts[section] : 0
    }

    // MARK: Names (DXTableViewModel's sections and rows by name)

    /// The section named `id`.
    /// - Complexity: O(sections).
    public func section(named id: String) -> Section? {
        table.sectionIndex(id: id).map { table.sections[$0] }
    }

    /// The row named `id` in the section named `section`.
    /// - Complexity: O(sections + log n) (O(rows with an id + items) for the section's first
    ///   question, which makes its id index).
    public func row(named id: String, inSection section: String) -> Row? {
        indexPath(ofRow: id, inSection: section).map { table.sections[$0.section].rows[$0.row] }
    }

    /// Where the named row is.
    /// - Complexity: as ``row(named:inSection:)``, plus O(log n).
    public func frame(ofRow id: String, inSection section: String) -> RowFrame? {
        indexPath(ofRow: id, inSection: section).map { geometry.frame(ofRow: $0) }
    }

    /// - Complexity: as ``row(named:inSection:)``.
    public func indexPath(ofRow id: String, inSection section: String) -> RowPath? {
        guard let s = table.sectionIndex(id: section), let r = rowIndex(id: id, inSection: s) else { return nil }
        return RowPath(section: s, row: r)
    }

    // MARK: Identity

    /// docs/live-tables.md, Identity: section ids unique in the table, row ids unique in their section; the
    /// error names both places.
    /// - Complexity: O(items) (a data source's ids are its own, checked when it is read).
    package static func checkIdentities(_ table: Table) throws(LiveTableError) { try checkIDs(table) }

    static func checkIDs(_ table: Table) throws(LiveTableError) {
        var sectionIDs: [String: Int] = [:]
        for (s, section) in table.sections.enumerated() {
            if let id = section.id {
                if let first = sectionIDs[id] { throw .duplicateSection(id, first: first, second: s) }
                sectionIDs[id] = s
            }
            var claims = RowIDClaims()
            let duplicate = section.rows.firstItem { item, start in claims.claim(item, by: start) } ?? claims.conflict()
            if let duplicate { throw .duplicateRow(duplicate.id, section: s, first: duplicate.first, second: duplicate.second) }
        }
    }

    /// Measures the estimated rows `viewport` shows (the `automatic` rows of long
    /// generators), as UITableView measures cells coming on screen.
    /// - Complexity: O(r log n) for the r rows the viewport shows.
    public func measureEstimatedRows(in viewport: Viewport) {
        geometry.measureEstimatedRows(in: viewport, of: table, measurer: measurer)
    }

    func replaceWhole(_ newTable: Table) {
        var newTable = newTable
        newTable.showBoundValues()
        table = newTable
        pendingBoundValues = [:]
        geometry = TableGeometry(table: newTable, measurer: measurer)
        rowIDs = RowIDIndex(sectionCount: newTable.sections.count)
        positionSensitive = nil
    }

    func notifyForReplace(_ batches: [TableBatch]) { notify(batches) }

    // MARK: The primitive changes, used by the editor (table and geometry together)

    func heightOfNewRow(_ row: Row, inSection section: Int) -> Double {
        let heights = ItemHeights(table: table, measurer: measurer)
        return heights.rowHeight(row, explicit: row.height, inherited: table.sections[section].rowHeight ?? table.rowHeight)
    }

    func heights(of section: Section) -> (spacing: Double, header: Double, rows: [Double], footer: Double) {
        let heights = ItemHeights(table: table, measurer: measurer)
        var rows: [Double] = []
        rows.reserveCapacity(section.rows.count)
        heights.forEachRowHeight(of: section) { rows.append($0) }
        return (table.resolvedSectionSpacing, heights.headerHeight(of: section), rows, heights.footerHeight(of: section))
    }

    /// The first row of section `s` whose id is `id` (as ``Section/rowIndex(id:)`` finds it):
    /// O(log n) after the section's first question (docs/live-tables.md, Edit files). Every
    /// lookup of a row by id goes through it (`query --row`'s ``RowAddress`` too).
    package func rowIndex(id: String, inSection s: Int) -> Int? {
        rowIDs.rowIndex(of: id, inSection: s, of: table)
    }

    /// Section `s`'s id index, if a question made it (for tests).
    var rowIDIndexForTests: RowIDIndex { rowIDs }

    func placeRow(_ item: RowList.Item, height: Double, at path: RowPath) {
        table.sections[path.section].rows.insert(item, at: path.row)
        rowIDs.insert(item, at: path.row, inSection: path.section)
        notePositions(of: item, inSection: path.section)
        geometry.insertRow(at: path, height: height)
        refreshPositions(around: path)
    }

    /// Takes row `path` out as an item of its own (a row of a generator stays a one-row
    /// slice of it, so a data row keeps its element), with its laid-out height.
    func takeRow(at path: RowPath) -> (RowList.Item, Double) {
        let item = table.sections[path.section].rows.remove(at: path.row)
        rowIDs.remove(at: path.row, inSection: path.section)
        let height = geometry.removeRow(at: path)
        refreshPositions(around: path)
        return (item, height)
    }

    /// Replaces row `path` by what `change` makes of it, and sets its laid-out height
    /// (one height update, not a remove and an insert); returns what was there.
    func changeRow(at path: RowPath, with change: (RowList.Item) -> RowList.Item, height: Double) -> (RowList.Item, Double) {
        // One descent of the row tree: the change is made where the row is found.
        let (old, new) = table.sections[path.section].rows.updateItem(at: path.row, change)
        rowIDs.remove(at: path.row, inSection: path.section)
        rowIDs.insert(new, at: path.row, inSection: path.section)
        notePositions(of: new, inSection: path.section)
        return (old, geometry.setHeight(height, ofRow: path))
    }

    /// After a row is placed at or taken from `path`, the rows beside it may now start or
    /// end their part, or their section (docs/config.md, Positions and position variants): those whose look depends on
    /// it (position variants, `{@position}`) take the height they have where they stand, as
    /// a fresh layout gives them. Only rows at an item's edge can change (an edit splits a
    /// generator where it falls).
    func refreshPositions(around path: RowPath) {
        guard positionsMatter() else { return }
        let rows = table.sections[path.section].rows
        let lower = max(0, path.row - 1), upper = min(rows.count - 1, path.row + 1)
        guard lower <= upper else { return }
        let heights = ItemHeights(table: table, measurer: measurer)
        let inherited = table.sections[path.section].rowHeight ?? table.rowHeight
        for r in lower...upper {
            let (item, offset) = rows.locate(r)
            guard item.mayStartOrEndPart(at: offset), item.heightDependsOnPosition(at: offset, inherited: inherited) else { continue }
            let height = heights.positionedRowHeight(rows, item, offset: offset, at: r, inherited: inherited)
            let indexPath = RowPath(section: path.section, row: r)
            if geometry.height(ofRow: indexPath) != height { geometry.setHeight(height, ofRow: indexPath) }
        }
    }

    /// Whether some row's height depends on its position (a variant, or a measured row
    /// reading `{@position}`). Most tables have none, and then an edit has no neighbours to
    /// look at again. Found by one walk over the items (not the rows) when first asked;
    /// rows and sections placed later are looked at as they come; nil: not known yet.
    private var positionSensitive: Bool?

    private func positionsMatter() -> Bool {
        if let known = positionSensitive { return known }
        let found = table.sections.contains(where: positionsMatter(in:))
        positionSensitive = found
        return found
    }

    private func positionsMatter(in section: Section) -> Bool {
        let inherited = section.rowHeight ?? table.rowHeight
        return section.rows.firstItem { item, _ in item.anyHeightDependsOnPosition(inherited: inherited) ? true : nil } != nil
    }

    /// Keeps ``positionSensitive`` true once `item` arrives in section `s` if it should be.
    private func notePositions(of item: RowList.Item, inSection s: Int) {
        guard positionSensitive == false,
              item.anyHeightDependsOnPosition(inherited: table.sections[s].rowHeight ?? table.rowHeight) else { return }
        positionSensitive = true
    }

    func setBoundData(_ name: String, _ value: DataValue?) {
        table.boundData[name] = value
    }

    /// Values edited in bound rows and not yet written to the data, by key path
    /// (DXTableViewModel's form workflow: ``Editor/edit(_:ofRow:in:)``,
    /// ``Editor/commitBoundEdits()``, ``Editor/discardBoundEdits()``).
    public internal(set) var pendingBoundValues: [String: DataValue] = [:]

    func setPending(_ value: DataValue?, for keyPath: String) {
        pendingBoundValues[keyPath] = value
    }

    func placeSection(_ section: Section, heights: (spacing: Double, header: Double, rows: [Double], footer: Double), at index: Int) {
        table.sections.insert(section, at: index)
        rowIDs.insertSection(at: index)
        if positionSensitive == false, positionsMatter(in: section) { positionSensitive = true }
        geometry.insertSection(at: index, spacing: heights.spacing, header: heights.header, rows: heights.rows, footer: heights.footer)
    }

    func takeSection(at index: Int) -> (Section, (spacing: Double, header: Double, rows: [Double], footer: Double)) {
        let heights = geometry.sectionHeights(index)
        let section = table.sections.remove(at: index)
        rowIDs.removeSection(at: index)
        geometry.removeSection(at: index)
        return (section, heights)
    }
}

/// Which edit of a batch failed, and why; the table is as it was before the batch.
public struct BatchFailure: Error, Sendable {
    public var index: Int
    public var error: LiveTableError
}

/// Why an edit could not be applied; the table is left as it was before the batch.
public enum LiveTableError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSection(String)
    case noRow(String, section: String)
    case duplicateSection(String, first: Int, second: Int)
    case duplicateRow(String, section: Int, first: Int, second: Int)
    case outOfRange(String)

    /// - Complexity: O(length of the names in it).
    public var description: String {
        switch self {
        case .noSection(let name): return "no section \(name)"
        case .noRow(let name, let section): return "no row \(name) in section \(section)"
        case .duplicateSection(let id, let first, let second):
            return "two sections have the id '\(id)' (sections \(first) and \(second)); section ids must be unique"
        case .duplicateRow(let id, let section, let first, let second):
            return "two rows of section \(section) have the id '\(id)' (rows \(first) and \(second)); row ids must be unique in a section"
        case .outOfRange(let message): return message
        }
    }
}
