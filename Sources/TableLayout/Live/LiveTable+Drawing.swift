extension LiveTable {
    /// Lays `table` out with `measurer` without checking its ids: for a table that is drawn
    /// or queried by index, never edited by name (``init(_:measurer:)`` checks them).
    /// Its bound rows show their values, as ``init(_:measurer:)``'s do.
    /// - Complexity: as ``init(_:measurer:)``, without the O(items) id check.
    public convenience init(layingOut table: Table, measurer: any TextMeasuring) {
        var table = table
        table.showBoundValues()
        self.init(table: table, geometry: TableGeometry(table: table, measurer: measurer), measurer: measurer)
    }

    /// A live table of its own with this one's table, geometry, measurer, viewport and
    /// keeping rule, and no listeners: an edit of either leaves the other as it was.
    /// - Complexity: O(1); the table's rows and the geometry's index are shared until one of
    ///   the two is edited, which then copies what it changes.
    public func copy() -> LiveTable {
        let copy = LiveTable(table: table, geometry: geometry, measurer: measurer)
        copy.viewport = viewport
        copy.keep = keep
        copy.pendingBoundValues = pendingBoundValues
        return copy
    }
}
