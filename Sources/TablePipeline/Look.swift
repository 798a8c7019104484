import Foundation
import TableConfig
import TableLayout
import TableRaster

/// How a table is looked at, over what its config says (docs/cli.md, "Look flags"): a
/// device preset, a Dynamic Type size, the table alone without its `screen:`, an appearance
/// and a scale; each nil (or false) keeps the config's. The one home of these overrides:
/// `render` and `query` take them as flags (TablesnapCommands' `LookOptions`), `serve` as a
/// request's parameters, and all apply them here, in one order.
package struct Look: Hashable, Sendable {
    /// Its width and scale, and with a `screen:` its whole screen.
    package var device: DevicePreset?
    /// Text scaled, `automatic` heights measured again.
    package var contentSize: ContentSize?
    /// Without the config's `screen:` (a config that gives no viewport height keeps the
    /// device's height).
    package var tableOnly: Bool
    /// Drawing only: the palette.
    package var appearance: Appearance?
    /// Drawing only: pixels per point, one of ``scales``.
    package var scale: Int?

    /// The scales a table is drawn at.
    package static let scales = 1...3

    package init(device: DevicePreset? = nil, contentSize: ContentSize? = nil, tableOnly: Bool = false, appearance: Appearance? = nil,
                scale: Int? = nil) {
        self.device = device
        self.contentSize = contentSize
        self.tableOnly = tableOnly
        self.appearance = appearance
        self.scale = scale
    }

    /// `loaded` laid out as this look has it: the content size, then the table alone, then
    /// the device (whose height a table alone keeps is the config's device's). The
    /// appearance and scale change only pixels: they are passed to ``render(_:_:)`` and
    /// ``LoadedTable/checkDrawable(_:scale:)``, so a table is not laid out again for them.
    /// `loaded` itself when nothing changes its layout.
    ///
    /// - Complexity: O(n) for each of the content size and the device (the table laid out
    ///   again), O(n) to copy it for `tableOnly`; nothing otherwise.
    package func applied(to loaded: LoadedTable) -> LoadedTable {
        var loaded = loaded
        if let contentSize { loaded = loaded.withContentSize(contentSize) }
        if tableOnly { loaded = loaded.tableOnly() }
        if let device { loaded = loaded.applying(SnapshotVariant(device: device)) }
        return loaded
    }

    /// `viewport` of `loaded` (laid out by ``applied(to:)``) drawn in this look's appearance
    /// and scale: the stamped PNG every output of it is.
    ///
    /// - Complexity: the rows the viewport shows, and the PNG's pixels.
    package func render(_ loaded: LoadedTable, _ viewport: Viewport) throws(RenderError) -> Data {
        try loaded.renderPNG(viewport, scale: scale, appearance: appearance)
    }
}
