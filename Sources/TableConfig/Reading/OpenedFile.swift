import Foundation

/// A file opened once, checked on its descriptor and read from that descriptor: what
/// tablesnap checks is what it reads (docs/config.md, Files a config may read).
///
/// Checking a path and then opening it again by name lets a symbolic link be swapped in
/// between (a read outside the root); so the kind of file (`fstat`) and where it really
/// is (`/proc/self/fd/N`, else `realpath` compared by device and inode) are asked of the
/// descriptor itself.
package final class OpenedFile {
    /// The path as opened (absolute for files a config names; as given on a command line).
    package let path: String
    let descriptor: Int32
    let status: stat

    /// What is at a path, as far as reading it goes.
    package enum Kind: Equatable, Sendable {
        case regular, folder, fifo, device, socket, other

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .folder
            case S_IFIFO: self = .fifo
            case S_IFCHR, S_IFBLK: self = .device
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }

        /// "a FIFO", for "… is a FIFO, not a regular file".
        package var described: String {
            switch self {
            case .regular: return "a regular file"
            case .folder: return "a folder"
            case .fifo: return "a FIFO (named pipe)"
            case .device: return "a device"
            case .socket: return "a socket"
            case .other: return "not a regular file"
            }
        }
    }

    /// Why a file could not be opened: the `errno` of `open`.
    package struct OpenError: Error {
        package let code: Int32
        package var reason: String {
            switch code {
            case ENOENT: return "no such file"
            case EACCES: return "permission denied"
            case ENOTDIR: return "a folder on the path is a file"
            case ELOOP: return "too many symbolic links"
            default: return String(cString: strerror(code))
            }
        }
    }

    package var kind: Kind { Kind(mode: status.st_mode) }
    /// The size `fstat` gave (of a regular file; a stream's is not to be trusted).
    package var size: Int { Int(status.st_size) }

    /// Opens `path` for reading. `waitingForWriters`: a FIFO's open waits for its writer (a
    /// config named on the command line may be `<(…)`); otherwise the open never blocks, so
    /// a FIFO a config names is refused by its kind instead of hanging (docs/cli.md).
    package init(_ path: String, waitingForWriters: Bool = false) throws(OpenError) {
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | (waitingForWriters ? 0 : O_NONBLOCK))
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw OpenError(code: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw OpenError(code: code)
        }
        self.path = path
        self.descriptor = descriptor
        self.status = status
    }

    deinit { close(descriptor) }

    /// Where the opened file really is, every symbolic link resolved (for a file removed or
    /// replaced since it was opened, where it was), or nil when that cannot be known: no
    /// `/proc`, and its name no longer leads to it.
    package var realPath: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        if count > 0 {
            let text = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("/") else { return nil }
            // A file replaced or removed after it was opened (a save renames a new file over
            // it): the link names where the open file was, followed by " (deleted)". Where it
            // was is what the root check asks; refusing it made a config saved while being
            // read "leave the root" (tablesnap serve, 1,000 saves under ten clients).
            return text.hasSuffix(" (deleted)") ? String(text.dropLast(" (deleted)".count)) : text
        }
        // No /proc: resolve the name, and believe it only when it leads to the very file
        // that is open (same device and inode).
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        var other = stat()
        guard stat(resolved, &other) == 0, other.st_dev == status.st_dev, other.st_ino == status.st_ino else { return nil }
        return String(cString: resolved)
    }

    /// The file's first bytes, at most `count` (fewer when it is shorter or cannot be read):
    /// enough to read a header without reading the file.
    package func prefix(_ count: Int) -> [UInt8] {
        guard kind == .regular else { return [] }
        let wanted = min(count, max(0, size))
        return [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            while initialized < wanted {
                let read = pread(descriptor, buffer.baseAddress! + initialized, wanted - initialized, off_t(initialized))
                if read < 0, errno == EINTR { continue }
                if read <= 0 { return }
                initialized += read
            }
        }
    }

    /// The file's bytes, at most `maxBytes` of them: a regular file over that is refused
    /// before it is read, a stream (a FIFO, a terminal) as soon as it passes it. `what`
    /// names the files in the message ("configs", "data files").
    package func read(maxBytes: Int, what: String) throws(ConfigError) -> [UInt8] {
        let isRegular = kind == .regular
        let size = Int(status.st_size)
        if isRegular, size > maxBytes {
            throw ConfigError("the file is \(size) bytes; \(what) of at most \(maxBytes) bytes are read", file: path)
        }
        var failure: Int32 = 0
        if isRegular {
            // A file that grows while read is read to the size it had.
            let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                while initialized < size {
                    let count = Glibc.read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                    if count < 0, errno == EINTR { continue }
                    if count < 0 { failure = errno; return }
                    if count == 0 { return }
                    initialized += count
                }
            }
            guard failure == 0 else { throw ConfigError("cannot read the file: \(String(cString: strerror(failure)))", file: path) }
            return bytes
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw ConfigError("cannot read the file: \(String(cString: strerror(errno)))", file: path) }
            if count == 0 { return bytes }
            guard bytes.count + count <= maxBytes else {
                throw ConfigError("the stream is over \(maxBytes) bytes; \(what) of at most \(maxBytes) bytes are read", file: path)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
