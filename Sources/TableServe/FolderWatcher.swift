import Foundation
import TableConfig
#if canImport(Glibc)
import Glibc
#endif

/// Tells when a config's input under a folder is saved, created, renamed over or removed
/// (docs/preview.md, "Watching"). With inotify, the kernel says so: a thread sleeps until
/// then, so an idle server costs nothing however many files the folder has (an app
/// repository's root, `Pods/` beside it). Where inotify is missing or out of watches
/// (`fs.inotify.max_user_watches`), it looks every `interval` at each file's modification
/// time, size and inode instead. Either way it does not look into the folders a search for
/// configs skips (``ConfigLoader/searchesFolder(named:)``: `.git`, `Pods`, …) and ignores
/// what is not a config's input (``isIgnored(_:in:)``: goldens, temporaries).
final class FolderWatcher: @unchecked Sendable {
    private let folder: String
    private let interval: TimeInterval
    private let inotify: Bool
    private let lock = NSLock()
    private var running = false
    private var thread: Thread?
    /// Whether inotify is what tells (false: polling), once started.
    private(set) var usesInotify = false

    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    /// `inotify: false` polls even where inotify works (the fallback's tests).
    init(folder: String, interval: TimeInterval = 0.03, inotify: Bool = true) {
        self.folder = folder
        self.interval = interval
        self.inotify = inotify
    }

    /// Whether a change to `path` (relative to `folder`) is left unsaid: hidden files
    /// (`.tablesnap-tmp-…` temporaries, an editor's swap files), temporaries (`name.tmp`,
    /// `name.tmp.XXXXXX` as Foundation writes atomically) and backups (`name~`), and
    /// a golden (`NAME.png` or a variant's `NAME.X.png` beside a config `NAME.yaml`), which
    /// `verify` and the review's accept write and no config reads.
    static func isIgnored(_ path: String, in folder: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".tmp") || name.contains(".tmp.") { return true }
        guard name.hasSuffix(".png") else { return false }
        var stem = (path as NSString).deletingPathExtension
        while true {
            let base = (folder as NSString).appendingPathComponent(stem)
            if ConfigLoader.fileExtensions.contains(where: { FileManager.default.fileExists(atPath: base + "." + $0) }) { return true }
            let shorter = (stem as NSString).deletingPathExtension
            if shorter == stem { return false }
            stem = shorter
        }
    }

    /// The stamp of every file under the folder, by path relative to it (polling); ignored
    /// files and skipped folders are not looked at.
    static func stamps(of folder: String) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        guard let items = FileManager.default.enumerator(atPath: folder) else { return stamps }
        while let item = items.nextObject() as? String {
            let name = (item as NSString).lastPathComponent
            if (items.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                if !ConfigLoader.searchesFolder(named: name) { items.skipDescendants() }
                continue
            }
            var info = stat()
            guard stat((folder as NSString).appendingPathComponent(item), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  !isIgnored(item, in: folder) else { continue }
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
    /// inotify's watches are in place when it returns: a save made after it is seen.
    func start(onChange: @escaping @Sendable ([String]) -> Void) {
        lock.withLock { running = true }
        let body: @Sendable () -> Void
        if inotify, let watches = InotifyWatches(folder: folder) {
            usesInotify = true
            body = { [folder] in
                defer { watches.close() }
                while self.lock.withLock({ self.running }) {
                    guard let changed = watches.next(waitingMilliseconds: 250) else { continue }
                    let said = changed.filter { !FolderWatcher.isIgnored($0, in: folder) }
                    if !said.isEmpty || changed.isEmpty { onChange(said.sorted()) }  // empty: the kernel's queue overflowed
                }
            }
        } else {
            let first = FolderWatcher.stamps(of: folder)  // before returning: a save made after it is seen
            body = { [folder, interval] in
                var last = first
                while self.lock.withLock({ self.running }) {
                    Thread.sleep(forTimeInterval: interval)
                    let now = FolderWatcher.stamps(of: folder)
                    let changed = FolderWatcher.changes(from: last, to: now)
                    last = now
                    if !changed.isEmpty { onChange(changed) }
                }
            }
        }
        let thread = Thread(block: body)
        thread.name = "tablesnap-serve-watcher"
        self.thread = thread
        thread.start()
    }

    func stop() {
        lock.withLock { running = false }
    }
}

/// One inotify instance watching every folder under a folder that a search for configs
/// looks into, adding a watch for each folder made or moved in later (and reporting the
/// files already in it, made before its watch was).
private final class InotifyWatches: @unchecked Sendable {
    private let descriptor: Int32
    private let folder: String
    /// Each watch's folder, relative to `folder` ("" for the folder itself).
    private var folders: [Int32: String] = [:]

    // linux/inotify.h
    private static let closeWrite: UInt32 = 0x8, movedFrom: UInt32 = 0x40, movedTo: UInt32 = 0x80, create: UInt32 = 0x100
    private static let delete: UInt32 = 0x200, overflow: UInt32 = 0x4000, ignored: UInt32 = 0x8000
    private static let isFolder: UInt32 = 0x4000_0000, onlyFolder: UInt32 = 0x0100_0000
    private static let mask = closeWrite | movedFrom | movedTo | create | delete | onlyFolder
    /// How long the events of one save are gathered before they are read.
    private static let settleMicroseconds: UInt32 = 20_000

    /// nil when inotify cannot watch the whole folder (no inotify, out of watches).
    init?(folder: String) {
        descriptor = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.folder = folder
        guard add("") != nil else {
            Glibc.close(descriptor)
            return nil
        }
    }

    func close() { Glibc.close(descriptor) }

    /// Watches `relative` and the folders under it; the files found in them. nil when a
    /// watch could not be added (out of watches).
    private func add(_ relative: String) -> [String]? {
        let path = relative.isEmpty ? folder : (folder as NSString).appendingPathComponent(relative)
        let watch = inotify_add_watch(descriptor, path, InotifyWatches.mask)
        guard watch >= 0 else { return errno == ENOSPC || errno == ENOMEM ? nil : [] }
        folders[watch] = relative
        var files: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            let item = relative.isEmpty ? name : (relative as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat((folder as NSString).appendingPathComponent(item), &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard ConfigLoader.searchesFolder(named: name) else { continue }
                guard let inside = add(item) else { return nil }
                files += inside
            } else {
                files.append(item)
            }
        }
        return files
    }

    /// The paths that changed, once the kernel says something did within `milliseconds`
    /// (nil: nothing did); empty when its queue overflowed and which is unknown.
    func next(waitingMilliseconds milliseconds: Int32) -> [String]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        // One save is several events, and some come after the rename that names the file
        // (Foundation's atomic write closes the file after renaming it): a moment's wait
        // reads them in one batch, so a save is said once, not twice.
        usleep(InotifyWatches.settleMicroseconds)
        var changed: Set<String> = []
        /// Files renamed away, by the rename's cookie: a rename within the folder (an
        /// editor's temporary over the file) says only the name it went to.
        var movedAway: [UInt32: String] = [:]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, mask, cookie, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, event.cookie, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<nameStart + length].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + length
                if mask & InotifyWatches.overflow != 0 { return [] }
                guard let parent = folders[watch] else { continue }
                if mask & InotifyWatches.ignored != 0 {
                    folders[watch] = nil  // its folder is gone
                    continue
                }
                guard !name.isEmpty else { continue }
                let item = parent.isEmpty ? name : (parent as NSString).appendingPathComponent(name)
                if mask & InotifyWatches.isFolder != 0 {
                    // A folder made or moved in: watched, and what it holds already said.
                    guard ConfigLoader.searchesFolder(named: name) else { continue }
                    if mask & (InotifyWatches.create | InotifyWatches.movedTo) != 0 {
                        changed.formUnion(add(item) ?? [])
                    } else {
                        changed.insert(item)  // gone, and what it held
                    }
                    continue
                }
                // A new file is said when it is closed after writing (CLOSE_WRITE), not
                // empty before; a link has no writing to wait for.
                var info = stat()
                let exists = lstat((folder as NSString).appendingPathComponent(item), &info) == 0
                if mask & InotifyWatches.create != 0, !exists || (info.st_mode & S_IFMT) != S_IFLNK { continue }
                // Written and already renamed away (an editor's temporary): its new name says it.
                if mask & InotifyWatches.closeWrite != 0, !exists { continue }
                if mask & InotifyWatches.movedFrom != 0 {
                    movedAway[cookie] = item
                    continue
                }
                if mask & InotifyWatches.movedTo != 0 { movedAway[cookie] = nil }
                changed.insert(item)
            }
        }
        return Array(changed.union(movedAway.values))  // moved out of the folder: gone
    }
}
