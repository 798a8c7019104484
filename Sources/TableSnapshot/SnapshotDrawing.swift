import Foundation
import TableConfig
import TableLayout
import TablePipeline
import TableRaster

/// A loaded table drawn as `verify` draws it, with what comparing the drawing needs: the
/// stamped PNG of a viewport (the config's unless given), the tolerance as the config's own
/// `snapshot:` settings refine it, the config's warnings, and the rows, headers and footers a
/// difference falls in. The one way a snapshot is drawn: `verify`, `assertTableSnapshot` and
/// the swift-snapshot-testing strategies all draw through it (docs/snapshots.md).
package struct SnapshotDrawing {
    /// The PNG, stamped with what drew it (``LoadedTable/renderPNG(_:scale:appearance:)``).
    package let png: Data
    package let loaded: LoadedTable
    package let viewport: Viewport

    /// Draws `viewport` of `loaded` (default: the config's viewport) at its scale and
    /// appearance.
    ///
    /// - Complexity: the rows the viewport shows, and the PNG's pixels.
    package init(_ loaded: LoadedTable, viewport: Viewport? = nil) throws(RenderError) {
        let viewport = viewport ?? loaded.viewport()
        png = try loaded.renderPNG(viewport)
        self.loaded = loaded
        self.viewport = viewport
    }

    /// Loads the config at `path` (its files inside `root`, default its folder) and draws it.
    package init(config path: String, engine: TextEngine, root: String? = nil) throws {
        try self.init(try LoadedTable.load(path, engine: engine, root: root))
    }

    /// The config's warnings for the viewport drawn (``ConfigWarnings``): found only when asked.
    package var warnings: [String] { ConfigWarnings.of(loaded, viewport: viewport) }

    /// `tolerance` with the config's own `snapshot:` values in its place.
    package func tolerance(refining tolerance: DiffTolerance) -> DiffTolerance { tolerance.refined(by: loaded.snapshot) }

    /// The rows, headers and footers a difference from this drawing falls in (``ChangedRows``).
    package func describe(_ diff: ImageDiff) -> String? {
        ChangedRows.describe(diff.differingRows, in: loaded, viewport: viewport, scale: Double(loaded.view.scale))
    }

    /// How this drawing is compared with its golden: under `tolerance` as the config refines
    /// it, a difference described by the rows it falls in.
    package func strategy(tolerance: DiffTolerance, maxPixels: Int = RGBAImage.defaultMaxPixels) -> SnapshotStrategy {
        .image(tolerance: self.tolerance(refining: tolerance), maxPixels: maxPixels, describe: describe)
    }
}
