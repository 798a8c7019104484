import TableConfig
import TableLayout
import TableRaster

extension LoadedTable {
    /// This table as `variant` draws it: the device's width and presentation (laid out again,
    /// since heights may depend on them) and scale, and the appearance.
    public func applying(_ variant: SnapshotVariant) -> LoadedTable {
        var view = self.view
        if let appearance = variant.appearance { view.appearance = appearance }
        guard let device = variant.device else {
            // The same layout: a live table of its own, so an edit of one is not the other's.
            return LoadedTable(live: live.copy(), view: view, snapshot: snapshot, warnings: warnings, source: source, engine: engine)
        }
        var table = live.table
        table.width = device.width
        // A form sheet's preset lays the table out as a sheet's (docs/screen.md, iPads).
        table.presentation = device.screen?.presentation ?? .fullScreen
        view.scale = device.scale
        view.screen?.device = device.name
        return LoadedTable(table: table, view: view, snapshot: snapshot, warnings: warnings, source: source, engine: engine)
    }

    /// The table alone, without the config's `screen:` (`render --table-only`); a config that
    /// gives no viewport height keeps the device's.
    public func tableOnly() -> LoadedTable {
        var view = self.view
        if view.viewportHeight == nil, view.screen != nil { view.viewportHeight = device?.height }
        view.screen = nil
        return LoadedTable(live: live.copy(), view: view, snapshot: snapshot, warnings: warnings, source: source, engine: engine)
    }

    /// The table at another Dynamic Type size (`render --content-size`): its text scaled and
    /// its `automatic` heights measured again.
    public func withContentSize(_ contentSize: ContentSize) -> LoadedTable {
        var table = live.table
        table.contentSize = contentSize
        return LoadedTable(table: table, view: view, snapshot: snapshot, warnings: warnings, source: source, engine: engine)
    }
}
