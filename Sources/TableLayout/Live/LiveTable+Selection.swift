/// Selection's one rule (DXTableViewModel's; docs/swift-api.md, Names and selection), used
/// by ``LiveTable``'s `select` (no selection state kept) and by ``TableSelection`` (which
/// keeps it): a touch selects only on a row's content, never on one of its controls; the
/// row's `willSelect` may veto (then nothing happens and nil is returned); otherwise the row
/// is marked selected, its `onSelect` is called with it (a touch on a custom cell's element
/// with an action calls that action instead: docs/cells.md, Actions and hit tests), and it
/// is deselected again unless it says `deselectsOnSelect: false`.
extension LiveTable {
    /// Selects the row under `(x, y)` (content coordinates; a sticky header in `viewport`
    /// covers the rows under it) by the rule above. Returns the row as its action saw it,
    /// or nil when nothing was selected.
    /// - Complexity: O(log n), plus the row's check and action.
    @discardableResult
    public func select(x: Double, y: Double, in viewport: Viewport? = nil) -> Row? {
        selectableRow(x: x, y: y, in: viewport).flatMap { selectRow(at: $0.frame.indexPath, action: $0.elementTap) }
    }

    /// Selects the named row by the rule above; nil when there is none or it vetoed.
    /// - Complexity: as ``indexPath(ofRow:inSection:)``, plus the row's check and action.
    @discardableResult
    public func select(row id: String, inSection section: String) -> Row? {
        indexPath(ofRow: id, inSection: section).flatMap { selectRow(at: $0) }
    }

    /// Selects row `indexPath` by the rule above; nil when there is no such row or it vetoed.
    /// - Complexity: O(log items of the section), plus the row's check and action.
    @discardableResult
    public func select(_ indexPath: RowPath) -> Row? {
        selectRow(at: indexPath)
    }

    /// What a touch at `(x, y)` would select: a row whose content (not a control) is there,
    /// with the custom cell's element it touches.
    func selectableRow(x: Double, y: Double, in viewport: Viewport?) -> RowHit? {
        guard let hit = hitRow(x: x, y: y, in: viewport), hit.part == .content else { return nil }
        return hit
    }

    /// The rule itself. `mark` hears the row becoming selected (true) before its action
    /// runs and deselected (false) after it, so a selection kept elsewhere is what the
    /// action sees. `action`: a touched element's, run instead of the row's `onSelect`.
    func selectRow(at indexPath: RowPath, action: RowAction? = nil, mark: (Bool) -> Void = { _ in }) -> Row? {
        guard geometry.contains(indexPath) else { return nil }
        var row = table.sections[indexPath.section].rows[indexPath.row]
        if let check = row.willSelect, !check.allows(row) { return nil }
        mark(true)
        row.isSelected = true
        (action ?? row.onSelect)?.perform(row)
        if row.deselectsOnSelect {
            mark(false)
            row.isSelected = false
        }
        return row
    }
}
