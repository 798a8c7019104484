import Foundation

/// Reads a config or data file into a ``ConfigNode`` tree: JSON when the file is `.json`
/// or looks like JSON, YAML otherwise.
public enum ConfigReader {
    /// The most values a document may hold (after alias expansion).
    public static let maxValues = 5_000_000
    /// The largest file read.
    public static let maxFileBytes = 64 << 20

    /// Reads the file at `path`; errors name it as `path`.
    package static func read(file path: String) throws(ConfigError) -> ConfigNode {
        try parse(try text(ofFile: path), file: path)
    }

    /// The text of the file at `path`, checked for size, kind and encoding.
    public static func text(ofFile path: String) throws(ConfigError) -> String {
        let bytes = try bytes(ofFile: path, maxBytes: maxFileBytes, what: "configs")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8(in: bytes)
            throw ConfigError("the file is not UTF-8 text: byte \(offset) (0x\(String(bytes[offset], radix: 16, uppercase: true))) starts no UTF-8 character; save the file as UTF-8",
                              at: TextPosition.location(of: offset, in: bytes, file: path))
        }
        return text
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 character.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }

    /// The bytes of the file at `path`, refused when over `maxBytes` or not a regular file.
    /// Read straight into one buffer (no second copy: a data file may be hundreds of MB).
    static func bytes(ofFile path: String, maxBytes: Int, what: String) throws(ConfigError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : errno == EACCES ? "permission denied" : String(cString: strerror(errno))
            throw ConfigError("cannot read the file: \(reason)", file: path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ConfigError("cannot read the file: \(String(cString: strerror(errno)))", file: path) }
        if status.st_mode & S_IFMT == S_IFDIR { throw ConfigError("is a folder; give a file (.yaml or .json)", file: path) }
        // FIFOs, terminals and /dev/stdin have no size to trust: read them as a stream, capped.
        let isRegular = status.st_mode & S_IFMT == S_IFREG
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

    /// Parses `text` as if read from `file`. `deferringRows`: a JSON config's section rows
    /// are left for ``JSONRowsDecoder`` (see ``DeferredJSONArray``).
    package static func parse(_ text: String, file: String, deferringRows: Bool = false) throws(ConfigError) -> ConfigNode {
        let first = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        let looksLikeJSON = first == "{" || first == "["
        if file.lowercased().hasSuffix(".json") {
            return try JSONReader.read(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, file: file,
                                       deferringRows: deferringRows)
        }
        if looksLikeJSON, let node = try? JSONReader.read(text, file: file, deferringRows: deferringRows) { return node }
        return try YAMLReader.read(text, file: file)
    }
}
