import TableLayout
import TableRaster

extension LoadedTable {
    /// The table at another Dynamic Type size (`render --content-size`): its text scaled and
    /// its `automatic` heights measured again.
    public func withContentSize(_ contentSize: ContentSize) -> LoadedTable {
        var document = self.document
        document.table.contentSize = contentSize
        let geometry = TableGeometry(table: document.table, measurer: FreeTypeTextMeasurer(engine: engine, table: document.table))
        return LoadedTable(document: document, geometry: geometry, engine: engine)
    }
}
