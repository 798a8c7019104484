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
        let temporary = folder.appendingPathComponent("\(temporaryPrefix)\(getpid())-\(UUID().uuidString)-\(url.lastPathComponent)").path
        guard let handle = fopen(temporary, "wbx") else {
            throw WriteError(path: path, reason: "cannot write (\(String(cString: strerror(errno))))")
        }
        let written = data.withUnsafeBytes { bytes in bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, handle) }
        let flushed = fflush(handle) == 0 && fsync(fileno(handle)) == 0
        let failure = errno
        fclose(handle)
        guard written == data.count, flushed else {
            unlink(temporary)
            throw WriteError(path: path, reason: "cannot write (\(String(cString: strerror(failure == 0 ? EIO : failure))))")
        }
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
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
