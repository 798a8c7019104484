import TableConfig
import TableLayout
import TableRaster

/// A config loaded, laid out and ready to draw: what `query`, `render` and the snapshot
/// tools start from.
public struct LoadedTable {
    public var document: TableDocument
    public var geometry: TableGeometry
    /// The fonts and text layouts, shared by measuring and drawing.
    public var engine: TextEngine

    /// Loads `path` and lays it out, measuring `automatic` heights with the renderer's own
    /// fonts, so every command sees the same heights and the picture matches the numbers.
    /// `mode` picks the layout DSL's mode over the config's `mode:`. Pass an `engine` to
    /// share loaded fonts and cached layouts between tables. `root` widens the folder its
    /// files may come from (``FileRoot``).
    public static func load(_ path: String, mode: Int? = nil, engine: TextEngine? = nil, root: String? = nil,
                            bare: BareLayout = BareLayout()) throws(ConfigError) -> LoadedTable {
        let document = try ConfigLoader.load(file: path, mode: mode, root: root, bare: bare)
        let textEngine: TextEngine
        if let engine {
            textEngine = engine
        } else {
            do { textEngine = try TextEngine(fonts: FontSet()) } catch { throw ConfigError(error.message, file: error.subject ?? path) }
        }
        let geometry = TableGeometry(table: document.table, measurer: FreeTypeTextMeasurer(engine: textEngine, table: document.table))
        return LoadedTable(document: document, geometry: geometry, engine: textEngine)
    }

    public init(document: TableDocument, geometry: TableGeometry, engine: TextEngine) {
        self.document = document
        self.geometry = geometry
        self.engine = engine
    }

    /// A table made in code, laid out with `engine`'s fonts (the Swift helper's way in).
    public init(table: Table, engine: TextEngine, appearance: Appearance = .light, scale: Int = 2) {
        var document = TableDocument(table: table, file: "<Swift>")
        document.appearance = appearance
        document.scale = scale
        self.init(document: document, geometry: TableGeometry(table: table, measurer: FreeTypeTextMeasurer(engine: engine, table: table)),
                  engine: engine)
    }

    /// The viewport from the config, with overrides (a command line's flags).
    public func viewport(offset: Double? = nil, height: Double? = nil) -> Viewport {
        var viewport = document.viewport(contentHeight: geometry.contentHeight)
        if let offset { viewport.offset = offset }
        if let height { viewport.height = height }
        return viewport
    }

    /// Measures the estimated rows `viewport` shows (see
    /// ``TableGeometry/measureEstimatedRows(in:of:measurer:)``), so that what `query`
    /// reports for a viewport is what `render` draws there.
    public mutating func layOut(_ viewport: Viewport) {
        geometry.measureEstimatedRows(in: viewport, of: document.table, measurer: FreeTypeTextMeasurer(engine: engine, table: document.table))
    }

    /// Draws `viewport` (measuring the estimated rows it shows first), at the config's
    /// scale and appearance unless overridden.
    public mutating func render(_ viewport: Viewport, scale: Int? = nil, appearance: Appearance? = nil) throws(RenderError) -> RenderedImage {
        layOut(viewport)
        return try renderer(scale: scale, appearance: appearance).render(viewport)
    }

    /// A renderer for this table, at the config's scale and appearance unless overridden.
    public func renderer(scale: Int? = nil, appearance: Appearance? = nil) -> TableRenderer {
        TableRenderer(table: document.table, geometry: geometry, appearance: appearance ?? document.appearance,
                      scale: Double(scale ?? document.scale), engine: engine)
    }
}
