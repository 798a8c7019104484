import Foundation

/// Reads a config or data file into a ``ConfigNode`` tree: JSON when the file is `.json`
/// or looks like JSON, YAML otherwise.
public enum ConfigReader {
    /// The most values a document may hold (after alias expansion).
    package static let maxValues = 5_000_000
    /// The largest file read.
    package static let maxFileBytes = 64 << 20

    /// Reads the file at `path`; errors name it as `path`.
    package static func read(file path: String) throws(ConfigError) -> ConfigNode {
        try parse(try text(ofFile: path), file: path)
    }

    /// The text of the file at `path`, checked for size, kind and encoding.
    public static func text(ofFile path: String) throws(ConfigError) -> String {
        try text(of: try bytes(ofFile: path, maxBytes: maxFileBytes, what: "configs"), file: path)
    }

    /// The text of the file at `path`, as ``text(ofFile:)`` reads it; with `folder`, read as
    /// a file a config names is (``FileRoot``): only inside `folder` after symbolic links, a
    /// regular file, opened without blocking and read from the descriptor checked. `kind`
    /// names the file in errors ("config", "edit").
    package static func text(ofFile path: String, inside folder: String?, kind: String) throws(ConfigError) -> String {
        guard let folder else { return try text(ofFile: path) }
        let bytes = try FileRoot(configFile: path, root: folder).read(resolved: FilePath.resolve(path), kind: kind, maxBytes: maxFileBytes)
        return try text(of: bytes, file: path)
    }

    /// `bytes` read from `path` as UTF-8 text; an invalid byte is an error at its position.
    static func text(of bytes: [UInt8], file path: String) throws(ConfigError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8(in: bytes)
            throw ConfigError("the file is not UTF-8 text: byte \(offset) (0x\(String(bytes[offset], radix: 16, uppercase: true))) starts no UTF-8 character; save the file as UTF-8",
                              at: LineColumnIndex.location(of: offset, in: bytes, file: path))
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

    /// The bytes of the file named at `path` on a command line, refused when over `maxBytes`
    /// or a folder. A FIFO or terminal named there is read as a stream, capped; files a config
    /// names go through ``FileRoot``, which takes regular files only.
    static func bytes(ofFile path: String, maxBytes: Int, what: String) throws(ConfigError) -> [UInt8] {
        let file: OpenedFile
        do { file = try OpenedFile(path, waitingForWriters: true) } catch {
            throw ConfigError("cannot read the file: \(error.reason)", file: path)
        }
        if file.kind == .folder { throw ConfigError("is a folder; give a file (.yaml or .json)", file: path) }
        return try file.read(maxBytes: maxBytes, what: what)
    }

    /// Parses `text` as if read from `file`. `deferringRows`: a JSON config's section rows
    /// are left for ``JSONRowsDecoder`` (see ``DeferredJSONArray``).
    package static func parse(_ text: String, file: String, deferringRows: Bool = false,
                              empty: String = YAMLReader.emptyConfig) throws(ConfigError) -> ConfigNode {
        let first = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        let looksLikeJSON = first == "{" || first == "["
        if file.lowercased().hasSuffix(".json") {
            return try JSONReader.read(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, file: file,
                                       deferringRows: deferringRows)
        }
        if looksLikeJSON, let node = try? JSONReader.read(text, file: file, deferringRows: deferringRows) { return node }
        return try YAMLReader.read(text, file: file, empty: empty)
    }
}
