import TableLayout
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
            throw convert(error, file: file, text: text)
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
        /// Whether an alias repeated a value, so a message about size may blame aliases.
        var repeatedAnAlias = false
        var anchored: [ObjectIdentifier: (node: ConfigNode, size: Int)] = [:]

        init(file: String, maxValues: Int) {
            self.file = file
            self.maxValues = maxValues
        }

        mutating func spend(_ size: Int, at location: SourceLocation) throws(ConfigError) {
            expandedValues += size
            guard expandedValues <= maxValues else {
                if repeatedAnAlias {
                    throw ConfigError("the document expands to more than \(maxValues) values (YAML aliases repeated inside each other?); write the values out or use a `repeat` generator", at: location)
                }
                throw ConfigError("the document holds more than \(maxValues) values, more than tablesnap reads from one file; use a `repeat` generator, or a JSON data file for large data (docs/config.md, Large data)", at: location)
            }
        }

        mutating func convert(_ node: Node) throws(ConfigError) -> (node: ConfigNode, size: Int) {
            let location = SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
            if let anchor = node.anchor, let seen = anchored[ObjectIdentifier(anchor)] {
                repeatedAnAlias = true
                try spend(seen.size, at: location)
                return seen
            }
            var size = 1
            try spend(1, at: location)
            try YAMLReader.checkTag(of: node, at: location)
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
                var merged: [(key: ConfigNode, value: ConfigNode)] = []
                for (key, value) in mapping {
                    let (keyNode, keySize) = try convert(key)
                    let (valueNode, valueSize) = try convert(value)
                    size += keySize + valueSize
                    if case .scalar(let scalar) = key, scalar.string == "<<", scalar.style == .plain || scalar.style == .any {
                        merged += try YAMLReader.mergedPairs(valueNode)
                    } else {
                        pairs.append((keyNode, valueNode))
                    }
                }
                converted = ConfigNode(.mapping(YAMLReader.merge(pairs, under: merged)), at: location)
            case .alias(let alias):
                throw ConfigError("unresolved YAML alias *\(alias.anchor.rawValue)", at: location)
            }
            if let anchor = node.anchor { anchored[ObjectIdentifier(anchor)] = (converted, size) }
            return (converted, size)
        }
    }

    /// The pairs a merge key (`<<: *base` or `<<: [*a, *b]`) brings in: YAML's merge key
    /// type, which libyaml leaves to the application. Earlier mappings win over later ones.
    static func mergedPairs(_ value: ConfigNode) throws(ConfigError) -> [(key: ConfigNode, value: ConfigNode)] {
        switch value.value {
        case .mapping(let pairs): return pairs
        case .sequence(let elements):
            var pairs: [(key: ConfigNode, value: ConfigNode)] = []
            for element in elements {
                guard case .mapping(let more) = element.value else {
                    throw ConfigError("a merge key (<<) takes a mapping or a list of mappings, e.g. <<: *base; found \(element.kindDescription) in the list",
                                      at: element.location)
                }
                pairs += more
            }
            return merge([], under: pairs)
        default:
            throw ConfigError("a merge key (<<) takes a mapping or a list of mappings, e.g. <<: *base; found \(value.kindDescription)",
                              at: value.location)
        }
    }

    /// `own` with each of `merged`'s keys it lacks after it (the first of a key wins).
    static func merge(_ own: [(key: ConfigNode, value: ConfigNode)], under merged: [(key: ConfigNode, value: ConfigNode)])
        -> [(key: ConfigNode, value: ConfigNode)] {
        guard !merged.isEmpty else { return own }
        func name(_ node: ConfigNode) -> String? { if case .scalar(let s) = node.value { return s.text } else { return nil } }
        var seen = Set(own.compactMap { name($0.key) })
        var result = own
        for pair in merged {
            guard let key = name(pair.key) else { result.append(pair); continue }
            if seen.insert(key).inserted { result.append(pair) }
        }
        return result
    }

    /// The tags every untagged value resolves to (the basic resolver reads no types from
    /// plain text; the decoders do). Any other tag (`!!int`, `!!binary`, `!custom`) would be
    /// silently read as text, so it is refused.
    private static let plainTags: Set<String> = ["", "!", "?", Tag.Name.str.rawValue, Tag.Name.seq.rawValue, Tag.Name.map.rawValue]

    private static func checkTag(of node: Node, at location: SourceLocation) throws(ConfigError) {
        let tag: String
        switch node {
        case .scalar(let scalar): tag = scalar.tag.rawValue
        case .sequence(let sequence): tag = sequence.tag.rawValue
        case .mapping(let mapping): tag = mapping.tag.rawValue
        case .alias: return
        }
        guard !plainTags.contains(tag) else { return }
        let written = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
        throw ConfigError("the YAML tag \(NearestName.shown(written)) is not supported; remove it (tablesnap reads numbers, booleans and text from how a value is written; quote a value to make it text)", at: location)
    }

    /// libyaml's deepest nesting (its default `yaml_set_max_nest_level`).
    static let maxNesting = 1000

    private static func convert(_ error: YamlError, file: String, text: String) -> ConfigError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let location = SourceLocation(file: file, line: mark.line, column: mark.column)
            if problem.contains("another document") || context?.text.contains("single document") == true {
                return ConfigError("a second YAML document starts here (after `---` or `...`); a config is one document: remove this line and what follows, or put each table in its own file", at: location)
            }
            if problem.contains("nesting level") {
                return ConfigError("the YAML nests lists and mappings more than \(maxNesting) deep here; a config needs a few levels: look for unclosed `[` or `{`", at: location)
            }
            // libyaml's context ("while parsing a flow mapping") comes before its problem.
            let message = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return ConfigError("invalid YAML: \(message)", at: location)
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigError("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")): set here and again later in the same mapping; keep one",
                               at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        case let .reader(problem, offset, value, _):
            var message = "invalid YAML: \(problem)"
            if problem.contains("control characters") {
                let hex = String(value, radix: 16, uppercase: true)
                message = "a control character (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)) is not allowed in YAML; remove it, or write it as an escape inside double quotes (\"\\u0001\")"
            }
            guard let offset else { return ConfigError(message, file: file) }
            return ConfigError(message, at: TextPosition.location(of: offset, in: Array(text.utf8), file: file))
        default:
            return ConfigError("invalid YAML: \(error)", file: file)
        }
    }
}
