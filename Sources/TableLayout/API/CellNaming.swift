/// GPJDataDrivenTableView's naming rule, the one place it is written: data of type `…Data`
/// is drawn by the cell `…Cell` (a `RowData` type in Swift, an element's `type` in a config).
public enum CellNaming {
    /// The cell kind for a data type's name (`ContactData` → `ContactCell`); nil when the
    /// name does not end in `Data`.
    package static func cellKind(forDataType name: String) -> String? {
        name.hasSuffix("Data") ? String(name.dropLast(4)) + "Cell" : nil
    }
}
