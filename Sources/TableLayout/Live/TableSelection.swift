/// Which rows of a ``LiveTable`` are selected (UITableView's `indexPathsForSelectedRows`),
/// by the live table's one selection rule (DXTableViewModel's, `LiveTable+Selection.swift`):
/// selecting asks the row's `willSelect` (which may veto), marks it selected, calls its
/// `onSelect`, and deselects it again unless the row says `deselectsOnSelect: false` (DX's
/// `shouldDeselectRow`). The selection follows the
/// table's batches as UITableView's does: rows moved keep it; rows deleted or reloaded, and
/// the rows of a reloaded section, lose it.
public final class TableSelection {
    public let table: LiveTable
    public private(set) var selected: Set<RowPath> = []
    private var token: LiveTable.ListenerToken?

    /// - Complexity: O(1).
    public init(_ table: LiveTable) {
        self.table = table
        var pending: [TableEvent] = []
        token = table.addListener { [weak self] change in
            switch change {
            case .begin: pending = []
            case .event(let event): pending.append(event)
            case .end: self?.follow(TableBatch(pending))
            }
        }
    }

    deinit {
        if let token { table.removeListener(token) }
    }

    /// - Complexity: O(1) expected.
    public func isSelected(_ indexPath: RowPath) -> Bool { selected.contains(indexPath) }

    /// The selected rows in order.
    /// - Complexity: O(k log k) for k rows selected.
    public var selectedIndexPaths: [RowPath] { selected.sorted() }

    /// Selects the row under `(x, y)` (content coordinates; a sticky header in `viewport`
    /// covers the rows under it) by ``LiveTable``'s one selection rule: a touch on one of
    /// its controls does not select it. Returns the row, or nil when nothing was selected.
    /// - Complexity: O(log n), plus the row's check and action.
    @discardableResult
    public func select(x: Double, y: Double, in viewport: Viewport? = nil) -> Row? {
        table.selectableRow(x: x, y: y, in: viewport).flatMap { select($0.frame.indexPath, action: $0.elementTap) }
    }

    /// Selects the named row; nil when there is none or it vetoed.
    /// - Complexity: as ``LiveTable/indexPath(ofRow:inSection:)``, plus the row's check and action.
    @discardableResult
    public func select(row id: String, inSection section: String) -> Row? {
        table.indexPath(ofRow: id, inSection: section).flatMap(select)
    }

    /// Selects row `indexPath` by ``LiveTable``'s one selection rule, keeping it selected
    /// when the row says `deselectsOnSelect: false`; nil when there is no such row or it vetoed.
    /// - Complexity: O(log items of the section), plus the row's check and action.
    @discardableResult
    public func select(_ indexPath: RowPath) -> Row? { select(indexPath, action: nil) }

    /// The rule with a custom cell's touched element's action (`action`) run instead of the
    /// row's `onSelect` (docs/cells.md, Actions and hit tests).
    private func select(_ indexPath: RowPath, action: RowAction?) -> Row? {
        table.selectRow(at: indexPath, action: action) { isSelected in
            if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
        }
    }

    /// Marks row `indexPath` selected without asking or calling the row, as UITableView's
    /// `selectRow(at:animated:scrollPosition:)` does; false when there is no such row.
    /// - Complexity: O(1) expected.
    @discardableResult
    public func markSelected(_ indexPath: RowPath) -> Bool {
        guard table.geometry.contains(indexPath) else { return false }
        selected.insert(indexPath)
        return true
    }

    /// - Complexity: O(1) expected.
    public func deselect(_ indexPath: RowPath) {
        selected.remove(indexPath)
    }

    /// Moves the selection through one batch of UIKit-style events (deletes, reloads and
    /// moves' sources in the old indices; inserts and moves' destinations in the new). A row
    /// the batch deletes and inserts elsewhere (rather than moves) is a new row, unselected.
    private func follow(_ batch: TableBatch) {
        guard !selected.isEmpty else { return }
        let mapping = SelectionMapping(batch)
        selected = Set(selected.compactMap(mapping.newIndexPath))
    }
}

/// Where an old row is after a batch of UIKit events, or nil when it went away.
struct SelectionMapping {
    private var deletedSections: Set<Int> = []
    private var reloadedSections: Set<Int> = []
    private var insertedSections: Set<Int> = []
    private var movedSections: [Int: Int] = [:]
    private var deletedRows: Set<RowPath> = []
    /// Still there, in place, but no longer selected.
    private var reloadedRows: Set<RowPath> = []
    private var insertedRows: Set<RowPath> = []
    private var movedRows: [RowPath: RowPath] = [:]

    init(_ batch: TableBatch) {
        for event in batch.events {
            switch event {
            case .deleteSection(let s): deletedSections.insert(s)
            case .insertSection(let s): insertedSections.insert(s)
            case .reloadSection(let s): reloadedSections.insert(s)
            case .moveSection(let from, let to): movedSections[from] = to
            case .delete(let p): deletedRows.insert(p)
            case .insert(let p): insertedRows.insert(p)
            case .move(let from, let to): movedRows[from] = to
            case .reload(let p): reloadedRows.insert(p)  // UIKit deselects a reloaded row: a new cell
            }
        }
    }

    func newIndexPath(of old: RowPath) -> RowPath? {
        if let to = movedRows[old] { return to }
        guard !deletedRows.contains(old), !reloadedRows.contains(old), !reloadedSections.contains(old.section),
              let section = newSection(of: old.section) else { return nil }
        // Its rank among the old section's rows that stay, placed among the new section's
        // rows that did not arrive (by insert or move): O(rows the batch touches).
        let leaving = deletedRows.union(movedRows.keys).filter { $0.section == old.section && $0.row < old.row }
        let arriving = insertedRows.union(movedRows.values).filter { $0.section == section }.map(\.row)
        return RowPath(section: section, row: SelectionMapping.place(rank: old.row - leaving.count, among: arriving))
    }

    /// The `rank`-th index (from 0) not in `taken`.
    private static func place(rank: Int, among taken: [Int]) -> Int {
        var index = rank
        for arrival in taken.sorted() {
            if arrival <= index { index += 1 } else { break }
        }
        return index
    }

    private func newSection(of old: Int) -> Int? {
        if let to = movedSections[old] { return to }
        guard !deletedSections.contains(old) else { return nil }
        let leaving = (0..<old).filter { deletedSections.contains($0) || movedSections[$0] != nil }
        return SelectionMapping.place(rank: old - leaving.count, among: Array(insertedSections.union(movedSections.values)))
    }
}
