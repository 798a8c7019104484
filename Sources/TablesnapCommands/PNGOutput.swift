import Foundation
import TableLayout
import TablePipeline
import TableRaster

/// How a command draws a viewport of a loaded table to a PNG file, through the pipeline:
/// ``LoadedTable/checkDrawable(_:scale:)`` (its advice in the command line's words),
/// ``LoadedTable/renderPNG(_:scale:appearance:)`` (laid out, drawn, stamped) and one
/// atomic write. `render` and `apply` both draw through it, so a table too large to draw
/// gets the same advice from either.
enum PNGOutput {
    /// Checks that `viewport` of `config` can be drawn; `lowerScale` says how this command
    /// lowers the scale (a flag, or the config's `scale`).
    static func checkDrawable(_ loaded: LoadedTable, _ viewport: Viewport, scale: Int? = nil, config: String,
                              lowerScale: String) throws(CommandFailure) {
        do { try loaded.checkDrawable(viewport, scale: scale) } catch {
            let message = error.message(lowerScale: lowerScale) { points in
                "pass --viewport-height \(points) or less (and --offset) to draw a window of the table"
            }
            throw CommandFailure.badInput("\(config): " + message)
        }
    }

    /// Draws `viewport` and writes the stamped PNG to `path`, replacing it whole or not at all.
    static func write(_ loaded: LoadedTable, _ viewport: Viewport, to path: String, scale: Int? = nil,
                      appearance: Appearance? = nil) throws {
        let png = try loaded.renderPNG(viewport, scale: scale, appearance: appearance)
        do { try AtomicFile.write(png, to: path) } catch {
            throw CommandFailure.badInput(Terminal.escaped("cannot write the PNG \(error)"))
        }
    }
}
