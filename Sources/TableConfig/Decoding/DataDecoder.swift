import Foundation
import TableLayout

/// Reads the top-level `data` mapping: each name is a value, or `{file: path}` naming a
/// JSON or YAML file beside the config.
enum DataDecoder {
    static func decode(_ node: ConfigNode?, baseDirectory: String) throws(ConfigError) -> [(key: String, value: DataValue)] {
        guard let node else { return [] }
        guard case .mapping(let pairs) = node.value else {
            throw ConfigError("'data' must map names to values, found \(node.kindDescription)", at: node.location)
        }
        var sources: [(key: String, value: DataValue)] = []
        for (keyNode, valueNode) in pairs {
            guard let name = try keyNode.text("a data source name"), !name.isEmpty else {
                throw ConfigError("a data source name must be text", at: keyNode.location)
            }
            if sources.contains(where: { $0.key == name }) {
                throw ConfigError("duplicate data source '\(name)'; keep one", at: keyNode.location)
            }
            sources.append((name, try value(valueNode, baseDirectory: baseDirectory)))
        }
        return sources
    }

    /// A value, or the contents of the file that `{file: path}` names.
    static func value(_ node: ConfigNode, baseDirectory: String) throws(ConfigError) -> DataValue {
        if case .mapping(let pairs) = node.value, pairs.count == 1, case .scalar(let key) = pairs[0].key.value, key.text == "file" {
            let pathNode = pairs[0].value
            guard let path = try pathNode.text("'file'"), !path.isEmpty else {
                throw ConfigError("'file' must be the path of a JSON or YAML file", at: pathNode.location)
            }
            let fullPath = path.hasPrefix("/") ? path : URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: fullPath) else {
                throw ConfigError("no data file at \(fullPath); `file` paths are relative to the config's folder", at: pathNode.location)
            }
            return try ConfigReader.read(file: fullPath).dataValue()
        }
        return try node.dataValue()
    }
}
