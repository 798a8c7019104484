import Yams

/// Reads YAML (through Yams) into a ``ConfigNode`` tree.
///
/// Aliases are expanded by Yams as shared values; a document whose expansion grows past
/// ``ConfigReader/maxValues`` (a "billion laughs" alias bomb) is refused before it is walked.
enum YAMLReader {
    static func read(_ text: String, file: String) throws(ConfigError) -> ConfigNode {
        let root: Node?
        do {
            let parser = try Parser(yaml: text, resolver: .basic)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            throw convert(error, file: file)
        } catch {
            throw ConfigError("cannot read YAML: \(error)", file: file)
        }
        guard let root else { throw ConfigError("the file is empty; a config needs at least `width` and `sections`", file: file) }
        var budget = ConfigReader.maxValues
        return try convert(root, file: file, budget: &budget)
    }

    private static func convert(_ node: Node, file: String, budget: inout Int) throws(ConfigError) -> ConfigNode {
        let location = SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        budget -= 1
        guard budget >= 0 else {
            throw ConfigError("the document expands to more than \(ConfigReader.maxValues) values (YAML aliases repeated inside each other?); write the values out or use a `repeat` generator", at: location)
        }
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style != .plain && scalar.style != .any
            let explicitString = scalar.tag.rawValue == Tag.Name.str.rawValue
            return ConfigNode(.scalar(quoted || explicitString
                ? ConfigNode.Scalar(text: scalar.string, kind: .string)
                : .plain(scalar.string)), at: location)
        case .sequence(let sequence):
            var elements: [ConfigNode] = []
            for element in sequence { elements.append(try convert(element, file: file, budget: &budget)) }
            return ConfigNode(.sequence(elements), at: location)
        case .mapping(let mapping):
            var pairs: [(key: ConfigNode, value: ConfigNode)] = []
            for (key, value) in mapping {
                pairs.append((try convert(key, file: file, budget: &budget), try convert(value, file: file, budget: &budget)))
            }
            return ConfigNode(.mapping(pairs), at: location)
        case .alias(let alias):
            throw ConfigError("unresolved YAML alias *\(alias.anchor.rawValue)", at: location)
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
            return ConfigError("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping; keep one of them",
                               at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        case let .reader(problem, offset, _, _):
            return ConfigError("invalid YAML: \(problem)\(offset.map { " at byte \($0)" } ?? "")", file: file)
        default:
            return ConfigError("invalid YAML: \(error)", file: file)
        }
    }
}
