import Foundation

/// The one way tablesnap writes a file: the bytes go to a temporary file beside the target,
/// under a name tablesnap owns (`.tablesnap-tmp-PID-…`), and are renamed over it. A reader
/// sees the old file or the new one, never half of one; a run killed mid-write leaves only a
/// temporary that the next run (and `verify --prune`) removes, once no process with that
/// PID is running (so two runs in one folder never remove each other's).
public enum AtomicFile {
    /// Every temporary's name starts with this.
    package static let temporaryPrefix = ".tablesnap-tmp-"

    /// A write that failed: the path and why, in words.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `path`, creating missing folders when `creatingFolders`.
    public static func write(_ data: Data, to path: String, creatingFolders: Bool = false) throws(WriteError) {
        let fm = FileManager.default
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw WriteError(path: path, reason: "is a folder; name a file to write (for example \(url.appendingPathComponent("out.png").path))")
        }
        let folder = url.deletingLastPathComponent()
        if creatingFolders {
            do { try fm.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw WriteError(path: path, reason: "cannot create the folder \(folder.path) (\(reason(of: error)))")
            }
        } else if !fm.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            throw WriteError(path: path, reason: "the folder \(folder.path) does not exist")
        }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: "cannot write (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        try replace(url.lastPathComponent, in: descriptor, with: data, path: path)
    }

    /// Writes `data` to `path`, which must lie inside `folder` after symbolic links, creating
    /// missing folders between them: what a server or a suite writes for a request (a golden
    /// accepted in `tablesnap serve`). Each folder on the way is opened from the one before
    /// (`openat`) and its descriptor checked to lie inside `folder`; the file is written and
    /// renamed through the last one. A folder swapped for a link out after any check changes
    /// nothing: nothing is looked up by name again (docs/preview.md, Security).
    public static func write(_ data: Data, to path: String, inside folder: String) throws(WriteError) {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let top = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = top.hasSuffix("/") ? top : top + "/"
        guard file.hasPrefix(prefix), file.count > prefix.count else {
            throw WriteError(path: path, reason: "is outside \(folder); tablesnap writes only inside it")
        }
        var names = file.dropFirst(prefix.count).split(separator: "/").map(String.init)
        let name = names.removeLast()
        var descriptor = open(top, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: "cannot open the folder \(folder) (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        guard let realTop = realPath(of: descriptor) else { throw WriteError(path: path, reason: "cannot tell where \(folder) is") }
        var walked = top
        for component in names {
            walked += "/" + component
            var next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if next < 0, errno == ENOENT {
                guard mkdirat(descriptor, component, 0o777) == 0 || errno == EEXIST else {
                    throw WriteError(path: path, reason: "cannot create the folder \(walked) (\(String(cString: strerror(errno))))")
                }
                next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            }
            guard next >= 0 else { throw WriteError(path: path, reason: "cannot open the folder \(walked) (\(String(cString: strerror(errno))))") }
            close(descriptor)
            descriptor = next
            guard let real = realPath(of: descriptor), real == realTop || real.hasPrefix(realTop == "/" ? "/" : realTop + "/") else {
                throw WriteError(path: path, reason: "the folder \(walked) is a symbolic link that leaves \(folder); tablesnap writes only inside it")
            }
        }
        try replace(name, in: descriptor, with: data, path: path)
    }

    /// Where the open folder `descriptor` really is, or nil when that cannot be known.
    private static func realPath(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.hasPrefix("/") ? text : nil
    }

    /// Writes `data` to a temporary in the open folder `folder` and renames it over `name`
    /// there; `path` names the file in errors.
    private static func replace(_ name: String, in folder: Int32, with data: Data, path: String) throws(WriteError) {
        var status = stat()
        if fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw WriteError(path: path, reason: "is a folder; name a file to write (for example \(path)/out.png)")
        }
        let temporary = "\(temporaryPrefix)\(getpid())-\(UUID().uuidString)-\(name)"
        let handle = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard handle >= 0 else {
            throw WriteError(path: path, reason: "cannot write (\(String(cString: strerror(errno))))")
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(handle, bytes.baseAddress! + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { failure = count < 0 ? errno : EIO; return }
                written += count
            }
        }
        if failure == 0, fsync(handle) != 0 { failure = errno }
        close(handle)
        guard failure == 0 else {
            unlinkat(folder, temporary, 0)
            throw WriteError(path: path, reason: "cannot write (\(String(cString: strerror(failure))))")
        }
        guard renameat(folder, temporary, folder, name) == 0 else {
            let failure = errno
            unlinkat(folder, temporary, 0)
            throw WriteError(path: path, reason: "cannot replace the file (\(String(cString: strerror(failure))))")
        }
    }

    /// Writes `text` as UTF-8.
    public static func write(_ text: String, to path: String, creatingFolders: Bool = false) throws(WriteError) {
        try write(Data(text.utf8), to: path, creatingFolders: creatingFolders)
    }

    /// Removes temporaries left under `folder` (recursively) by a run that was killed, and
    /// Foundation's `.dat.nosync…` ones from versions that wrote through it; returns their
    /// paths relative to `folder`.
    @discardableResult
    package static func removeLeftovers(under folder: String) -> [String] {
        let items = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        var removed: [String] = []
        for item in items {
            let name = (item as NSString).lastPathComponent
            guard name.hasPrefix(".dat.nosync") || (name.hasPrefix(temporaryPrefix) && !writerIsRunning(name)) else { continue }
            if (try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(item))) != nil {
                removed.append(item)
            }
        }
        return removed.sorted()
    }

    /// Whether the process that named a temporary (`.tablesnap-tmp-PID-…`) is still running.
    static func writerIsRunning(_ name: String) -> Bool {
        let pid = name.dropFirst(temporaryPrefix.count).prefix { $0.isNumber }
        guard let pid = pid_t(pid), pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    private static func reason(of error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}
