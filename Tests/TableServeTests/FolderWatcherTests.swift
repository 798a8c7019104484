import Foundation
import Testing
@testable import TableServe
import TestSupport

/// The watcher `serve` redraws on (issue 32, bug 3): inotify tells of a save, a new folder's
/// files and a removal, and not of goldens, temporaries, hidden folders or `Pods/`; the
/// polling fallback tells the same. Ignored changes are made before a sentinel save:
/// events arrive in order, so when the sentinel's arrives, none of them was said.
@Suite struct FolderWatcherTests {
    /// Collects what the watcher says.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ changed: [String]) { lock.withLock { paths += changed } }
        var all: [String] { lock.withLock { paths } }

        /// Waits (at most 10 s) until `path` is said.
        func wait(for path: String) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if all.contains(path) { return true }
                usleep(2000)
            }
            return false
        }
    }

    static func folder() throws -> URL {
        let folder = try TemporaryFolder.make("watch")
        for path in ["a.yaml", "data/rows.yaml", ".git/HEAD", "Pods/Lib/lib.yaml"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "width: 320\n".write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func check(inotify: Bool) throws {
        let folder = try FolderWatcherTests.folder()
        let watcher = FolderWatcher(folder: folder.path, interval: 0.01, inotify: inotify)
        let heard = Heard()
        watcher.start { heard.add($0) }
        defer { watcher.stop() }
        #expect(watcher.usesInotify == inotify)
        func write(_ path: String, _ text: String = "width: 300\n") throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("a.png", "a golden")
        try write("a.dark.png", "a variant's golden")
        try write(".git/index")
        try write("Pods/Lib/lib.yaml")
        try write("a.yaml~")
        try write("data/rows.yaml")
        #expect(heard.wait(for: "data/rows.yaml"), "a save (by rename, as editors save)")
        // A set: under load the events of one save can still come in two reads.
        #expect(Set(heard.all) == ["data/rows.yaml"], "nothing ignored was said: \(heard.all)")
        try write("new/folder/b.yaml")
        #expect(heard.wait(for: "new/folder/b.yaml"), "a file in a folder made after the start")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("a.yaml"))
        #expect(heard.wait(for: "a.yaml"), "a removal")
        try write("assets/icon.png", "an image a config draws")
        #expect(heard.wait(for: "assets/icon.png"), "a PNG that is no golden is an input")
    }

    @Test func inotifyTellsOfInputsOnly() throws { try check(inotify: true) }

    @Test func pollingTellsTheSame() throws { try check(inotify: false) }
}
