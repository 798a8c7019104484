import Foundation
import TableLayout
import TablePipeline
import TableRaster

/// How a command draws a viewport of a loaded table to the PNG it was told to write with
/// `-o`/`--out` (docs/cli.md, "Outputs"), through the pipeline:
/// ``LoadedTable/checkDrawable(_:scale:)`` (its advice in the command line's words),
/// ``LoadedTable/renderPNG(_:scale:appearance:)`` (laid out, drawn, stamped) and one atomic
/// write. `render` and `apply` both draw through it, so a table too large to draw gets the
/// same advice from either. tablesnap writes PNG only, so a name that says another format is
/// refused before any work (an `out.jpg` of PNG bytes fools the next tool), and `-` means
/// standard output where the command prints nothing else there.
enum PNGOutput {
    /// The name that means standard output.
    static let standardOutput = "-"

    /// Checks `path`, given with `flag`, before anything is drawn. `stdoutReason`: nil when
    /// `-` may name standard output, else why this command's standard output is taken.
    static func check(_ path: String, flag: String, stdoutReason: String? = nil) throws {
        if path == standardOutput {
            if let stdoutReason { throw CommandFailure.badInput("\(flag) -: \(stdoutReason); name a file") }
            return
        }
        let pathExtension = URL(fileURLWithPath: path).pathExtension
        if !pathExtension.isEmpty, pathExtension.lowercased() != "png" {
            throw CommandFailure.badInput("\(flag) \(Terminal.escaped(path)): tablesnap writes PNG only; name the file .png"
                                          + (stdoutReason == nil ? " (or - for standard output)" : ""))
        }
    }

    /// Checks that `viewport` of `config` can be drawn; `lowerScale` says how this command
    /// lowers the scale (a flag, or the config's `scale`).
    static func checkDrawable(_ loaded: LoadedTable, _ viewport: Viewport, scale: Int? = nil, config: String,
                              lowerScale: String) throws(CommandFailure) {
        do { try loaded.checkDrawable(viewport, scale: scale) } catch {
            let message = error.message(lowerScale: lowerScale,
                                        shorterViewport: { "pass --viewport-height \($0) or less (and --offset) to draw a window of the table" },
                                        tallerViewport: { "pass --viewport-height \($0) or more" })
            throw CommandFailure.badInput("\(config): " + message)
        }
    }

    /// Draws `viewport` and writes the stamped PNG to `path` (replacing it whole or not at
    /// all), or to standard output for `-`.
    static func write(_ loaded: LoadedTable, _ viewport: Viewport, to path: String, scale: Int? = nil,
                      appearance: Appearance? = nil) throws {
        let png = try loaded.renderPNG(viewport, scale: scale, appearance: appearance)
        try write(png, to: path, what: "the PNG")
    }

    /// Writes `png` to `path` atomically, or to standard output for `-`; `what` names it in
    /// the error.
    static func write(_ png: Data, to path: String, what: String) throws {
        if path == standardOutput {
            CommandContext.current.writeOutData(png)
            return
        }
        do { try AtomicFile.write(png, to: path) } catch {
            throw CommandFailure.badInput(Terminal.escaped("cannot write \(what) \(error)"))
        }
    }
}
