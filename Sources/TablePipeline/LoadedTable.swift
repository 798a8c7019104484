import Foundation
import TableConfig
import TableLayout
import TableRaster

/// A config loaded and laid out, ready to draw: what `render`, `query`, `inspect`, `verify`
/// and the Swift snapshot helper start from. Its table and geometry live in one
/// ``LiveTable`` (measured with the renderer's own fonts, so every command sees the same
/// heights and the picture matches the numbers); beside it, how the config looks at the
/// table (viewport, scale, appearance) and the fonts that measure and draw it.
///
/// A class: the live table is one, and copies of a loaded table would share it anyway.
public final class LoadedTable {
    /// The table and its geometry, changed together. Edits made through it are drawn.
    public let live: LiveTable
    /// The fonts and text layouts, shared by measuring and drawing.
    public let engine: TextEngine
    /// How the config looks at the table (viewport, scale, appearance).
    public let view: ViewSettings
    /// How `verify` compares it with its goldens (tolerances, variants).
    public let snapshot: SnapshotSettings
    /// What the loader warned of (``ConfigWarnings`` adds what only a layout shows).
    public let warnings: [ConfigError]
    /// The config the table came from: its file, its files' root, and what edit files need;
    /// after a `setData` step (``apply(_:)``), the config the new data came from.
    public internal(set) var source: ConfigSource
    /// The viewport whose estimated rows were measured last, with the content height it
    /// left, so that drawing it does not lay it out again; nil: none, or an edit came since.
    /// (Anything that measures rows elsewhere changes the content height, and so the key.)
    private var laidOut: LaidOut?

    private struct LaidOut: Equatable {
        var viewport: Viewport
        var contentHeight: Double
    }

    /// How many times ``layOut(_:)`` measured a viewport: once per render (tests check it).
    private(set) var layOutPasses = 0

    /// Loads `path` and lays it out. `mode` picks the layout DSL's mode over the config's
    /// `mode:`. Pass an `engine` to share loaded fonts and cached layouts between tables.
    /// `root` widens the folder its files may come from (``FileRoot``).
    /// `inside`: a folder the config itself must lie in (``ConfigLoader/load(file:mode:root:bare:inside:)``).
    public static func load(_ path: String, mode: Int? = nil, engine: TextEngine? = nil, root: String? = nil,
                            bare: BareTableViewConfig = BareTableViewConfig(), inside folder: String? = nil) throws(ConfigError) -> LoadedTable {
        let config = try ConfigLoader.load(file: path, mode: mode, root: root, bare: bare, inside: folder)
        let textEngine: TextEngine
        if let engine {
            textEngine = engine
        } else {
            do { textEngine = try TextEngine(fonts: FontSet()) } catch { throw ConfigError(error.message, file: error.subject ?? path) }
        }
        return LoadedTable(config: config, engine: textEngine)
    }

    /// Decodes config `text` as if read from `file` (its files resolve beside `file`; for
    /// `<stdin>`, the current folder) and lays it out: `render -` reads standard input.
    public static func load(text: String, file: String, mode: Int? = nil, root: String? = nil) throws(ConfigError) -> LoadedTable {
        let config = try ConfigLoader.load(text: text, file: file, mode: mode, root: root)
        let engine: TextEngine
        do { engine = try TextEngine(fonts: FontSet()) } catch { throw ConfigError(error.message, file: error.subject ?? file) }
        return LoadedTable(config: config, engine: engine)
    }

    /// Lays `config`'s table out with `engine`'s fonts.
    public convenience init(config: LoadedConfig, engine: TextEngine) {
        self.init(table: config.table, view: config.view, snapshot: config.snapshot, warnings: config.warnings,
                  source: config.source, engine: engine)
    }

    /// A table made in code, laid out with `engine`'s fonts (the Swift helper's way in); with a
    /// `screen`, drawn as the whole screen around it (docs/screen.md; its device, when it names
    /// none, is the first preset of the table's width).
    public convenience init(table: Table, engine: TextEngine, appearance: Appearance = .light, scale: Int = 2, screen: Screen? = nil) {
        var view = ViewSettings(scale: scale, appearance: appearance)
        if var screen {
            if screen.device == nil { screen.device = DeviceScreen.first(width: table.width)?.name }
            view.screen = screen
        }
        self.init(table: table, view: view, engine: engine)
    }

    /// `table` laid out with `engine`'s fonts, looked at through `view`. On a device whose safe
    /// area has sides (a phone on its side), the table is laid out in the width between them
    /// (docs/screen.md, On its side); in a form sheet's, as a form sheet's table.
    convenience init(table: Table, view: ViewSettings, snapshot: SnapshotSettings = SnapshotSettings(), warnings: [ConfigError] = [],
                     source: ConfigSource = ConfigSource(), engine: TextEngine) {
        var table = table
        if let name = view.screen?.device, let device = DeviceScreen.named(name) {
            if device.contentWidth < device.width { table.width = device.contentWidth }
            if device.presentation != .fullScreen { table.presentation = device.presentation }
        }
        let live = LiveTable(layingOut: table, measurer: FreeTypeTextMeasurer(engine: engine))
        self.init(live: live, view: view, snapshot: snapshot, warnings: warnings, source: source, engine: engine)
    }

    /// `live`, looked at through `view`.
    init(live: LiveTable, view: ViewSettings, snapshot: SnapshotSettings, warnings: [ConfigError], source: ConfigSource, engine: TextEngine) {
        self.view = view
        self.snapshot = snapshot
        self.warnings = warnings
        self.source = source
        self.live = live
        self.engine = engine
        // An edit may move or resize what a viewport shows: measure it again before drawing.
        _ = live.addListener { [weak self] change in
            if change == .begin { self?.laidOut = nil }
        }
    }

    public var table: Table { live.table }
    public var geometry: TableGeometry { live.geometry }

    /// The viewport from the config, with overrides (a command line's flags).
    public func viewport(offset: Double? = nil, height: Double? = nil) -> Viewport {
        var viewport = view.viewport(contentHeight: live.geometry.contentHeight)
        if let offset { viewport.offset = offset }
        if let height { viewport.height = height }
        return viewport
    }

    /// Measures the estimated rows `viewport` shows (see
    /// ``LiveTable/measureEstimatedRows(in:)``), so that what `query`
    /// reports for a viewport is what `render` draws there. Nothing to do when `viewport`
    /// was the last one laid out and nothing was edited since.
    public func layOut(_ viewport: Viewport) {
        guard laidOut != LaidOut(viewport: viewport, contentHeight: live.geometry.contentHeight) else { return }
        live.measureEstimatedRows(in: viewport)
        laidOut = LaidOut(viewport: viewport, contentHeight: live.geometry.contentHeight)
        layOutPasses += 1
    }

    /// `start` scrolled so that row `target` is at `position` (UIKit's `scrollToRow(at:at:)`),
    /// measuring the estimated rows it comes to show until the offset settles; the viewport
    /// returned is laid out.
    public func viewport(scrolledTo target: TableLayout.RowPath, at position: ScrollPosition, from start: Viewport) -> Viewport {
        let offset = ScrollPosition.settledOffset(height: start.height,
                                                  offset: { live.geometry.scrollOffset(toRow: target, at: position, in: start) },
                                                  measure: { layOut($0) })
        let scrolled = Viewport(offset: offset, height: start.height)
        layOut(scrolled)
        return scrolled
    }

    /// Lays out the whole content and returns the viewport that shows all of it (measuring
    /// estimated rows changes the content's height, so this is the viewport after).
    public func layOutWholeContent() -> Viewport {
        layOut(Viewport(offset: 0, height: live.geometry.contentHeight))
        // Every row was measured in the first pass: the taller viewport shows nothing new.
        let whole = Viewport(offset: 0, height: live.geometry.contentHeight)
        laidOut = LaidOut(viewport: whole, contentHeight: whole.height)
        return whole
    }

    /// Draws `viewport` (laid out first unless it just was), at the config's scale and
    /// appearance unless overridden. With a `screen:`, the whole screen scrolled to the
    /// viewport's offset (its height is the device's).
    public func render(_ viewport: Viewport, scale: Int? = nil, appearance: Appearance? = nil) throws(RenderError) -> RenderedImage {
        if let layout = screenLayout(offset: viewport.offset) {
            return try renderer(scale: scale, appearance: appearance).render(layout)
        }
        layOut(viewport)
        do { return try renderer(scale: scale, appearance: appearance).render(viewport) } catch { throw placed(error) }
    }

    /// An error met drawing a row, said where the row came from: a source's row names its
    /// element (and the element's line:col in the data) and the template at its line:col in
    /// the config; another row its section and index in the config.
    private func placed(_ error: RenderError) -> RenderError {
        guard let path = error.row, error.subject == nil, path.section < live.table.sections.count,
              path.row < live.table.sections[path.section].rows.count else { return error }
        var placed = error
        if let origin = origin(ofRow: path) {
            placed.subject = origin.location
            placed.message = "\(origin.row): \(error.message)"
        } else if source.files != nil {
            placed.subject = source.file
            placed.message = "section \(path.section) row \(path.row): \(error.message)"
        }
        return placed
    }

    /// Where the row at `path` was made, when it came from a config's data source (its
    /// template's line:col, its element); nil for other rows.
    package func origin(ofRow path: RowPath) -> RowOrigin? {
        guard path.section < live.table.sections.count, path.row < live.table.sections[path.section].rows.count,
              case (.data(let generator), let offset) = live.table.sections[path.section].rows.locate(path.row) else { return nil }
        return generator.origin(ofRow: offset)
    }

    /// The screen's device: the one the `screen:` names, else a phone of the table's width
    /// with the iPhone 13's safe area and the viewport's height (844 pt without one).
    public var device: DeviceScreen? {
        guard let screen = view.screen else { return nil }
        if let name = screen.device, let device = DeviceScreen.named(name) { return device }
        return DeviceScreen(name: "custom", width: table.width, height: view.viewportHeight ?? 844, scale: view.scale,
                            safeArea: DeviceScreen.Insets(top: 47, bottom: 34))
    }

    /// The config's `screen:` laid out at `offset` (from rest), the rows it shows measured
    /// first; nil without a `screen:`. Its frames are screen coordinates.
    ///
    /// - Complexity: O(log n) and the rows the screen shows.
    public func screenLayout(offset: Double) -> ScreenLayout? {
        guard let screen = view.screen, let device else { return nil }
        let measurer = FreeTypeTextMeasurer(engine: engine)
        func layout() -> ScreenLayout {
            ScreenLayout(screen, device: device, contentSize: table.contentSize, layoutDirection: table.layoutDirection, offset: offset,
                         contentHeight: live.geometry.contentHeight, measurer: measurer)
        }
        // Measure the estimated rows the screen shows, then lay the bars out over the heights found.
        let first = layout()
        layOut(Viewport(offset: max(0, -first.contentTop), height: device.height))
        return layout()
    }

    /// ``render(_:scale:appearance:)``'s PNG, stamped with the ``RenderEnvironment`` that
    /// drew it: the bytes every PNG tablesnap writes.
    public func renderPNG(_ viewport: Viewport, scale: Int? = nil, appearance: Appearance? = nil) throws(RenderError) -> Data {
        RenderEnvironment.current.stamp(try render(viewport, scale: scale, appearance: appearance).pngData())
    }

    /// A renderer for the live table as it is now, at the config's scale and appearance
    /// unless overridden.
    public func renderer(scale: Int? = nil, appearance: Appearance? = nil) -> TableRenderer {
        TableRenderer(live, appearance: appearance ?? view.appearance, scale: Double(scale ?? view.scale), engine: engine,
                      images: images)
    }

    /// How the renderer reads image files: a config's through its ``FileRoot`` (each file
    /// opened once, the descriptor checked to lie inside the root), a Swift table's as named.
    public var images: ImageFiles {
        guard let files = source.files else { return .anywhere }
        return ImageFiles { path in try files.read(resolved: path, kind: "image", maxBytes: ImageFiles.maxFileBytes) }
    }
}
