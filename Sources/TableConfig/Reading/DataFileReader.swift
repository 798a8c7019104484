/// Reads a `data: {file: …}` file into a ``DataSource``. Data is not config: a JSON file
/// goes straight into a compact document (no tree of values), so the caps are those of
/// data — a feed of millions of objects — while nesting is still refused past
/// ``JSONReader/maxDepth`` and YAML alias bombs at once.
enum DataFileReader {
    /// The largest JSON data file read.
    static let maxJSONBytes = 1 << 30
    /// The most values a JSON data file may hold.
    static let maxJSONValues = 200_000_000
    /// YAML data is parsed into a tree first (Yams), so it is capped lower; JSON is the
    /// format for large data.
    static let maxYAMLBytes = 256 << 20
    static let maxYAMLValues = 20_000_000

    /// Reads the data file `file`, opened and checked by ``FileRoot``, from its descriptor.
    static func read(_ file: OpenedFile, name: String) throws(ConfigError) -> DataSource {
        let path = file.path
        let bytes = try file.read(maxBytes: maxJSONBytes, what: "data files")
        if isJSON(bytes, path: path) {
            let document = try JSONReader.scan(bytes, file: path, maxValues: maxJSONValues)
            return DataSource(name: name, document: document, origin: .json(file: path))
        }
        guard bytes.count <= maxYAMLBytes else {
            throw ConfigError("the YAML file is \(bytes.count) bytes; YAML data of at most \(maxYAMLBytes) bytes is read (JSON data up to \(maxJSONBytes)); write large data as JSON", file: path)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError("the file is not UTF-8 text", file: path)
        }
        let node = try YAMLReader.read(text, file: path, maxValues: maxYAMLValues,
                                       empty: "the data file is empty; write the data (a list or a mapping), or `[]` for none")
        return try DataWriter.source(named: name, from: node, file: path, maxValues: maxYAMLValues)
    }

    /// `.json` files, and files whose first character opens a JSON array or object.
    private static func isJSON(_ bytes: [UInt8], path: String) -> Bool {
        if path.lowercased().hasSuffix(".json") { return true }
        if path.lowercased().hasSuffix(".yaml") || path.lowercased().hasSuffix(".yml") { return false }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
        return i < bytes.count && (bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "["))
    }
}
