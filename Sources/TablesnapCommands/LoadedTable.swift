import TableConfig
import TableLayout

/// A config loaded and laid out: what `query`, `render` and `inspect` start from.
struct LoadedTable {
    var document: TableDocument
    var geometry: TableGeometry

    /// Loads `path` and lays it out. This is the one place that picks the text measurer,
    /// so `automatic` heights are the same in every command (an estimate until the
    /// renderer's FreeType measurer lands).
    static func load(_ path: String) throws(ConfigError) -> LoadedTable {
        let document = try ConfigLoader.load(file: path)
        let geometry = TableGeometry(table: document.table, measurer: EstimatingTextMeasurer())
        return LoadedTable(document: document, geometry: geometry)
    }

    /// The viewport from the config, with the command line's overrides.
    func viewport(offset: Double?, height: Double?) -> Viewport {
        var viewport = document.viewport(contentHeight: geometry.contentHeight)
        if let offset { viewport.offset = offset }
        if let height { viewport.height = height }
        return viewport
    }
}
