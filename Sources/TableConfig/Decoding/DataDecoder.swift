import Foundation
import TableLayout

/// The table's `data`: named sources, each a compact document.
struct DataSources {
    var entries: [DataSource] = []
    /// A bare layout's data (``BareLayout``): one object whose keys are the names.
    var provider: DataSource?

    var names: [String] { entries.map(\.name) }

    /// The source a `source:` names, and the value in it: a name, or a key path that
    /// starts with one (`feed.items`).
    func lookUp(_ path: String) -> (source: DataSource, value: DataNode)? {
        if let source = entries.last(where: { $0.name == path }) { return (source, source.document.root) }
        for source in entries.reversed() where path.hasPrefix(source.name + ".") {
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
            if sources.entries.contains(where: { $0.name == name }) {
                throw ConfigError("duplicate data source '\(name)'; keep one", at: keyNode.location)
            }
            sources.entries.append(try source(named: name, valueNode, files: files))
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
