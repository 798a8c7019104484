import Foundation

/// Reads a config or data file into a ``ConfigNode`` tree: JSON when the file is `.json`
/// or looks like JSON, YAML otherwise.
public enum ConfigReader {
    /// The most values a document may hold (after alias expansion).
    public static let maxValues = 5_000_000
    /// The largest file read.
    public static let maxFileBytes = 64 << 20

    /// Reads the file at `path`; errors name it as `path`.
    public static func read(file path: String) throws(ConfigError) -> ConfigNode {
        try parse(try text(ofFile: path), file: path)
    }

    /// The text of the file at `path`, checked for size, kind and encoding.
    public static func text(ofFile path: String) throws(ConfigError) -> String {
        let bytes = try bytes(ofFile: path, maxBytes: maxFileBytes, what: "configs")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError("the file is not UTF-8 text", file: path)
        }
        return text
    }

    /// The bytes of the file at `path`, refused when over `maxBytes` or not a file.
    static func bytes(ofFile path: String, maxBytes: Int, what: String) throws(ConfigError) -> [UInt8] {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > maxBytes {
                throw ConfigError("the file is \(size) bytes; \(what) of at most \(maxBytes) bytes are read", file: path)
            }
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                throw ConfigError("is a folder; give a file (.yaml or .json)", file: path)
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as ConfigError {
            throw error
        } catch {
            throw ConfigError("cannot read the file: \(FileManager.default.fileExists(atPath: path) ? "permission denied or unreadable" : "no such file")", file: path)
        }
        return [UInt8](data)
    }

    /// Parses `text` as if read from `file`.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> ConfigNode {
        let first = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        let looksLikeJSON = first == "{" || first == "["
        if file.lowercased().hasSuffix(".json") {
            return try JSONReader.read(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, file: file)
        }
        if looksLikeJSON, let node = try? JSONReader.read(text, file: file) { return node }
        return try YAMLReader.read(text, file: file)
    }
}
