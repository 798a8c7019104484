import Foundation

/// A fresh folder of a benchmark run's own for the files it writes: made by `mkdtemp`, so
/// its name cannot be guessed and made (or linked elsewhere) before the benchmark runs, as a
/// name from the process id could be. Made once, before any benchmark, so a temporary
/// folder that cannot be used is said at once rather than after minutes of measuring.
enum ScratchFolder {
    static func make(_ prefix: String) throws(CommandFailure) -> URL {
        let parent = FileManager.default.temporaryDirectory.path
        var template = Array(URL(fileURLWithPath: parent).appendingPathComponent("\(prefix)-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            let reason = String(cString: strerror(errno))
            throw .badInput(Terminal.escaped(
                "cannot make a scratch folder in \(parent) (\(reason)); set TMPDIR to a folder that exists and can be written"))
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }
}
