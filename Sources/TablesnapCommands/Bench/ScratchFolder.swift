import Foundation

/// A fresh folder of a benchmark's own for the files it writes: made by `mkdtemp`, so its
/// name cannot be guessed and made (or linked elsewhere) before the benchmark runs, as a
/// name from the process id could be.
enum ScratchFolder {
    static func make(_ prefix: String) throws -> URL {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot make a scratch folder: \(String(cString: strerror(errno)))"])
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }
}
