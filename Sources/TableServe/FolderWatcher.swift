import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells when a file under a folder is saved, created, renamed over or removed, by looking
/// every `interval` at each file's modification time, size and inode (docs/preview.md,
/// "Watching"). Polling rather than inotify: it sees an editor's save-by-rename and files in
/// folders made later with no watch to add, the same on every file system, and a folder of
/// configs is small (Examples: 40 files, a look well under a millisecond).
final class FolderWatcher: @unchecked Sendable {
    private let folder: String
    private let interval: TimeInterval
    private let lock = NSLock()
    private var running = false
    private var thread: Thread?

    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    init(folder: String, interval: TimeInterval = 0.03) {
        self.folder = folder
        self.interval = interval
    }

    /// The stamp of every file under the folder, by path relative to it; temporaries
    /// (`.tablesnap-tmp-…`, a golden being written) and hidden files are not looked at.
    static func stamps(of folder: String) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        guard let items = FileManager.default.enumerator(atPath: folder) else { return stamps }
        while let item = items.nextObject() as? String {
            let name = (item as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if (items.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { items.skipDescendants() }
                continue
            }
            var info = stat()
            guard stat((folder as NSString).appendingPathComponent(item), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            stamps[item] = Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
                                 size: Int64(info.st_size), inode: UInt64(info.st_ino))
        }
        return stamps
    }

    /// The paths whose stamps differ between `old` and `new` (changed, new or gone), sorted.
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    /// Calls `onChange` with the changed paths, on the watcher's thread, until ``stop()``.
    func start(onChange: @escaping @Sendable ([String]) -> Void) {
        lock.withLock { running = true }
        let thread = Thread { [folder, interval] in
            var last = FolderWatcher.stamps(of: folder)
            while self.lock.withLock({ self.running }) {
                Thread.sleep(forTimeInterval: interval)
                let now = FolderWatcher.stamps(of: folder)
                let changed = FolderWatcher.changes(from: last, to: now)
                last = now
                if !changed.isEmpty { onChange(changed) }
            }
        }
        thread.name = "tablesnap-serve-watcher"
        self.thread = thread
        thread.start()
    }

    func stop() {
        lock.withLock { running = false }
    }
}
