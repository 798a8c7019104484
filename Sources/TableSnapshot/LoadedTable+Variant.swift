import TableConfig
import TableLayout
import TableRaster

extension LoadedTable {
    /// This table as `variant` draws it: the device's width (laid out again, since heights
    /// may depend on it) and scale, and the appearance.
    public func applying(_ variant: SnapshotVariant) -> LoadedTable {
        var document = self.document
        if let appearance = variant.appearance { document.appearance = appearance }
        guard let device = variant.device else { return LoadedTable(document: document, geometry: geometry, engine: engine) }
        document.table.width = device.width
        document.scale = device.scale
        let geometry = TableGeometry(table: document.table, measurer: FreeTypeTextMeasurer(engine: engine))
        return LoadedTable(document: document, geometry: geometry, engine: engine)
    }
}
