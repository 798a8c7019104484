import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TableSnapshot
import TableRaster

/// `tablesnap render`: draws a viewport of a table to a PNG (SPEC 3).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a viewport of a table to a PNG."
    )

    @OptionGroup var viewportOptions: ViewportOptions

    @Option(help: ArgumentHelp("The PNG to write (default: the config's name with .png).", valueName: "FILE.png"))
    var out: String?

    @Flag(help: "Draw the whole content, ignoring the viewport.")
    var full = false

    @Option(help: "Pixels per point: 1, 2 or 3 (default: the config's, else 2).")
    var scale: Int?

    @Option(help: "light or dark (default: the config's, else light).")
    var appearance: Appearance?

    @Option(help: ArgumentHelp("Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (default: the config's, else large).",
                               valueName: "size"))
    var contentSize: ContentSize?

    func run() throws {
        if let scale, ![1, 2, 3].contains(scale) { throw InputFailure.report("--scale must be 1, 2 or 3, found \(scale)") }
        let options = try viewportOptions.checked()
        var loaded = try options.load()
        if let contentSize { loaded = loaded.withContentSize(contentSize) }
        var viewport = full ? Viewport(offset: 0, height: loaded.geometry.contentHeight) : options.viewport(of: loaded)
        try checkSize(of: viewport, loaded)
        loaded.layOut(viewport)
        if full {
            // Measuring estimated rows can change the content's height.
            viewport.height = loaded.geometry.contentHeight
            try checkSize(of: viewport, loaded)
        }
        let outPath = out ?? URL(fileURLWithPath: options.config).deletingPathExtension().appendingPathExtension("png").path
        do {
            try loaded.render(viewport, scale: scale, appearance: appearance).writePNG(to: outPath)
        } catch {
            throw InputFailure.report(error.message)
        }
    }
}

extension RenderCommand {
    /// A viewport must have height, and fit in a Cairo surface.
    private func checkSize(of viewport: Viewport, _ loaded: LoadedTable) throws {
        if viewport.height <= 0 {
            throw InputFailure.report("\(viewportOptions.config): the table has no content to draw (its height is 0); give a viewport height")
        }
        let renderer = loaded.renderer(scale: scale, appearance: appearance)
        let (width, height) = renderer.pixelSize(of: viewport)
        if width > 32767 {
            throw InputFailure.report("\(viewportOptions.config): a table \(loaded.document.table.width) pt wide is more than 32767 pixels at scale \(Int(renderer.scale)), larger than Cairo can hold; make `width` at most \(Int(32767 / renderer.scale)) pt or lower --scale")
        }
        if height > 32767 {
            throw InputFailure.report("\(viewportOptions.config): a \(width) × \(height) pixel PNG is larger than Cairo can hold (32767 pixels a side); pass --viewport-height \(Int(32767 / renderer.scale)) or less (and --offset) to draw a window of the table")
        }
    }
}

extension Appearance: ExpressibleByArgument {}
extension ContentSize: ExpressibleByArgument {}
