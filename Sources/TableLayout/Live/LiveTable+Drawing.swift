extension LiveTable {
    /// Lays `table` out with `measurer` without checking its ids: for a table that is drawn
    /// or queried by index, never edited by name (``init(_:measurer:)`` checks them).
    public convenience init(layingOut table: Table, measurer: any TextMeasuring) {
        self.init(table: table, geometry: TableGeometry(table: table, measurer: measurer), measurer: measurer)
    }
}
