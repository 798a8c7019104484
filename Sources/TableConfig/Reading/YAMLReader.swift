import Yams

/// Reads YAML (through Yams) into a ``ConfigNode`` tree.
///
/// Aliases are expanded by Yams as shared values; a document whose expansion grows past
/// ``ConfigReader/maxValues`` (a "billion laughs" alias bomb) is refused before it is walked.
enum YAMLReader {
    static func read(_ text: String, file: String, maxValues: Int = ConfigReader.maxValues) throws(ConfigError) -> ConfigNode {
        let parser: Parser
        let root: Node?
        do {
            parser = try Parser(yaml: text, resolver: .basic)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            throw convert(error, file: file)
        } catch {
            throw ConfigError("cannot read YAML: \(error)", file: file)
        }
        guard let root else { throw ConfigError("the file is empty; a config needs at least `width` and `sections`", file: file) }
        // The parser owns the anchors that the nodes refer to weakly; keep it alive meanwhile.
        return try withExtendedLifetime(parser) { () throws(ConfigError) -> ConfigNode in
            var converter = Converter(file: file, maxValues: maxValues)
            return try converter.convert(root).node
        }
    }

    /// Converts nodes, converting an anchored node once and reusing it wherever an alias
    /// repeats it, while counting the values the document expands to.
    private struct Converter {
        let file: String
        let maxValues: Int
        var expandedValues = 0
        var anchored: [ObjectIdentifier: (node: ConfigNode, size: Int)] = [:]

        init(file: String, maxValues: Int) {
            self.file = file
            self.maxValues = maxValues
        }

        mutating func spend(_ size: Int, at location: SourceLocation) throws(ConfigError) {
            expandedValues += size
            guard expandedValues <= maxValues else {
                throw ConfigError("the document expands to more than \(maxValues) values (YAML aliases repeated inside each other?); write the values out or use a `repeat` generator", at: location)
            }
        }

        mutating func convert(_ node: Node) throws(ConfigError) -> (node: ConfigNode, size: Int) {
            let location = SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
            if let anchor = node.anchor, let seen = anchored[ObjectIdentifier(anchor)] {
                try spend(seen.size, at: location)
                return seen
            }
            var size = 1
            try spend(1, at: location)
            let converted: ConfigNode
            switch node {
            case .scalar(let scalar):
                let quoted = scalar.style != .plain && scalar.style != .any
                let explicitString = scalar.tag.rawValue == Tag.Name.str.rawValue
                converted = ConfigNode(.scalar(quoted || explicitString
                    ? ConfigNode.Scalar(text: scalar.string, kind: .string, isLiteralBlock: scalar.style == .literal)
                    : .plain(scalar.string)), at: location)
            case .sequence(let sequence):
                var elements: [ConfigNode] = []
                for element in sequence {
                    let (child, childSize) = try convert(element)
                    elements.append(child)
                    size += childSize
                }
                converted = ConfigNode(.sequence(elements), at: location)
            case .mapping(let mapping):
                var pairs: [(key: ConfigNode, value: ConfigNode)] = []
                for (key, value) in mapping {
                    let (keyNode, keySize) = try convert(key)
                    let (valueNode, valueSize) = try convert(value)
                    pairs.append((keyNode, valueNode))
                    size += keySize + valueSize
                }
                converted = ConfigNode(.mapping(pairs), at: location)
            case .alias(let alias):
                throw ConfigError("unresolved YAML alias *\(alias.anchor.rawValue)", at: location)
            }
            if let anchor = node.anchor { anchored[ObjectIdentifier(anchor)] = (converted, size) }
            return (converted, size)
        }
    }

    private static func convert(_ error: YamlError, file: String) -> ConfigError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            var message = "invalid YAML: \(problem)"
            if let context { message += " \(context.text)" }
            return ConfigError(message, at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigError("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")): set here and again later in the same mapping; keep one",
                               at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        case let .reader(problem, offset, _, _):
            return ConfigError("invalid YAML: \(problem)\(offset.map { " at byte \($0)" } ?? "")", file: file)
        default:
            return ConfigError("invalid YAML: \(error)", file: file)
        }
    }
}
