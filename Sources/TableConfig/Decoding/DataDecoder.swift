import Foundation
import TableLayout

/// The table's `data`: named sources, each a compact document.
struct DataSources {
    private(set) var entries: [DataSource] = []
    /// Where each name's source is in `entries`: a name is found in O(1), so N rows each
    /// naming its own source cost O(N), not O(N²) (issue 25).
    private var positions: [String: Int] = [:]
    /// A bare layout's data (``BareTableViewConfig``): one object whose keys are the names.
    var provider: DataSource?

    var names: [String] { entries.map(\.name) }

    /// The source named `name`, if any.
    func named(_ name: String) -> DataSource? { positions[name].map { entries[$0] } }

    func contains(_ name: String) -> Bool { positions[name] != nil }

    /// Adds `source` (names are unique: the decoder refuses a second one).
    mutating func append(_ source: DataSource) {
        positions[source.name] = entries.count
        entries.append(source)
    }

    /// `source` in place of the one of its name (an edit's `setData`), last.
    mutating func replace(with source: DataSource) {
        entries.removeAll { $0.name == source.name }
        entries.append(source)
        positions = Dictionary(entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { $1 })
    }

    /// The source a `source:` names, and the value in it: a name, or a key path that
    /// starts with one (`feed.items`); of several names that start it, the one defined last
    /// that holds a value there.
    func lookUp(_ path: String) -> (source: DataSource, value: DataNode)? {
        if let source = named(path) { return (source, source.document.root) }
        // Each prefix ending before a dot may be a name: a few lookups, not one per source.
        var candidates: [Int] = []
        var index = path.startIndex
        while let dot = path[index...].firstIndex(of: ".") {
            if let position = positions[String(path[..<dot])] { candidates.append(position) }
            index = path.index(after: dot)
        }
        for position in candidates.sorted(by: >) {
            let source = entries[position]
            if let value = source.document.root.value(atPath: String(path.dropFirst(source.name.count + 1))) {
                return (source, value)
            }
        }
        return nil
    }

    /// All of it as one object of values, for the layout DSL (whose tables are small).
    var value: DataValue {
        if let provider { return provider.document.root.dataValue }
        return .object(entries.map { ($0.name, $0.document.root.dataValue) })
    }
}

/// Reads the top-level `data` mapping: each name is a value, or `{file: path}` naming a
/// JSON or YAML file inside the ``FileRoot``.
enum DataDecoder {
    static func decode(_ node: ConfigNode?, files: FileRoot) throws(ConfigError) -> DataSources {
        guard let node else { return DataSources() }
        guard case .mapping(let pairs) = node.value else {
            throw ConfigError("'data' must map names to values, found \(node.kindDescription)", at: node.location)
        }
        var sources = DataSources()
        for (keyNode, valueNode) in pairs {
            guard let name = try keyNode.text("a data source name"), !name.isEmpty else {
                throw ConfigError("a data source name must be text", at: keyNode.location)
            }
            if sources.contains(name) {
                throw ConfigError("duplicate data source '\(name)'; keep one", at: keyNode.location)
            }
            sources.append(try source(named: name, valueNode, files: files))
        }
        return sources
    }

    /// A value, or the contents of the file that `{file: path}` names.
    static func source(named name: String, _ node: ConfigNode, files: FileRoot) throws(ConfigError) -> DataSource {
        if case .mapping(let pairs) = node.value, pairs.count == 1, case .scalar(let key) = pairs[0].key.value, key.text == "file" {
            let pathNode = pairs[0].value
            guard let path = try pathNode.text("'file'"), !path.isEmpty else {
                throw ConfigError("'file' must be the path of a JSON or YAML file", at: pathNode.location)
            }
            return try DataFileReader.read(try files.open(path, kind: "data", at: pathNode), name: name)
        }
        return try DataWriter.source(named: name, from: node, file: node.location.file, maxValues: ConfigReader.maxValues)
    }
}
