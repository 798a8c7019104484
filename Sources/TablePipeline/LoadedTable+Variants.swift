import TableConfig
import TableLayout
import TableRaster

extension LoadedTable {
    /// This table as `variant` draws it: the device's width (laid out again, since heights
    /// may depend on it) and scale, and the appearance.
    public func applying(_ variant: SnapshotVariant) -> LoadedTable {
        var document = self.document
        if let appearance = variant.appearance { document.appearance = appearance }
        guard let device = variant.device else {
            // The same layout: a live table of its own, so an edit of one is not the other's.
            return LoadedTable(settings: document, live: live.copy(),
                               engine: engine)
        }
        document.table.width = device.width
        document.scale = device.scale
        return LoadedTable(document: document, engine: engine)
    }

    /// The table at another Dynamic Type size (`render --content-size`): its text scaled and
    /// its `automatic` heights measured again.
    public func withContentSize(_ contentSize: ContentSize) -> LoadedTable {
        var document = self.document
        document.table.contentSize = contentSize
        return LoadedTable(document: document, engine: engine)
    }
}
