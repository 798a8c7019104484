import Foundation
import TableRaster

/// The PNG a command was told to write with `-o`/`--out` (docs/cli.md, "Outputs"): tablesnap
/// writes PNG only, so a name that says another format is refused before any work (an
/// `out.jpg` of PNG bytes fools the next tool), and `-` means standard output where the
/// command prints nothing else there.
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
