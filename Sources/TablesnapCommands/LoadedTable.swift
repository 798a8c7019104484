import TableConfig
import TableLayout
import TableRaster

/// A config loaded and laid out: what `query`, `render` and `inspect` start from.
struct LoadedTable {
    var document: TableDocument
    var geometry: TableGeometry
    /// The fonts and text layouts, shared by measuring and drawing.
    var engine: TextEngine

    /// Loads `path` and lays it out, measuring `automatic` heights with the renderer's own
    /// fonts, so every command sees the same heights and the picture matches the numbers.
    static func load(_ path: String) throws(ConfigError) -> LoadedTable {
        let document = try ConfigLoader.load(file: path)
        let engine: TextEngine
        do {
            engine = try TextEngine(fonts: FontSet())
        } catch {
            throw ConfigError(error.message, file: path)
        }
        let geometry = TableGeometry(table: document.table, measurer: FreeTypeTextMeasurer(engine: engine))
        return LoadedTable(document: document, geometry: geometry, engine: engine)
    }

    /// The viewport from the config, with the command line's overrides.
    func viewport(offset: Double?, height: Double?) -> Viewport {
        var viewport = document.viewport(contentHeight: geometry.contentHeight)
        if let offset { viewport.offset = offset }
        if let height { viewport.height = height }
        return viewport
    }
}
