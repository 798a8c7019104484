extension Row {
    /// The row as a table in editing mode draws it (UITableView's `isEditing`, DX's
    /// `canEditRow` / `canMoveRow` and `editingStyle`): the editing control the row names, else
    /// delete unless `canEdit` is false; the reorder control when `canMove`; and no accessory,
    /// as UIKit's `editingAccessoryType` is none by default. Not editing: the row as it is.
    ///
    /// - Complexity: O(1).
    public func asDrawn(tableIsEditing: Bool) -> Row {
        guard tableIsEditing else { return self }
        var row = self
        if row.editing == nil, canEdit { row.editing = .delete }
        if canMove { row.showsReorderControl = true }
        row.accessory = .none
        return row
    }
}
