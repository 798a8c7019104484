import TableLayout
import Yams

/// Reads YAML (through Yams) into a ``ConfigNode`` tree.
///
/// Aliases are expanded by Yams as shared values; a document whose expansion grows past
/// ``ConfigReader/maxValues`` (a "billion laughs" alias bomb) is refused before it is walked.
enum YAMLReader {
    /// What an empty config is told; other files say what they should hold (`empty`).
    static let emptyConfig = "the file is empty; a config needs at least `width` and `sections`"

    static func read(_ text: String, file: String, maxValues: Int = ConfigReader.maxValues,
                     empty: String = emptyConfig) throws(ConfigError) -> ConfigNode {
        // Depth first, without recursion: everything after this recurses once per level.
        if let (line, column) = YAMLDepth.firstPastLimit(in: text, limit: maxNesting) {
            throw ConfigError(tooDeep, at: SourceLocation(file: file, line: line, column: column))
        }
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
        guard let root else { throw ConfigError(empty, at: SourceLocation(file: file, line: 1, column: 1)) }
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

        /// A list or mapping whose children are being converted: with an explicit stack,
        /// not recursion (a debug build's frame for one level was 7 KB: 160 levels filled a
        /// 1 MiB stack; docs/config.md, Limits).
        private struct Open {
            let node: Node
            let location: SourceLocation
            /// A sequence's elements, or a mapping's keys and values in turn.
            let children: [Node]
            var next = 0
            var converted: [ConfigNode] = []
            var size = 1
        }

        /// A node converted at once (a scalar, or a value an alias repeats), or a
        /// collection opened for its children.
        private enum Begun {
            case done(node: ConfigNode, size: Int)
            case open(Open)
        }

        mutating func convert(_ root: Node) throws(ConfigError) -> (node: ConfigNode, size: Int) {
            var stack: [Open] = []
            var node = root
            while true {
                var done: (node: ConfigNode, size: Int)
                switch try begin(node) {
                case .done(let converted, let size):
                    done = (converted, size)
                case .open(var open):
                    if open.children.isEmpty {
                        done = try finish(open)
                    } else {
                        node = open.children[0]
                        open.next = 1
                        stack.append(open)
                        continue
                    }
                }
                // Hand the converted node to its parent; finish parents whose children are all done.
                while true {
                    guard !stack.isEmpty else { return done }
                    let top = stack.count - 1
                    stack[top].converted.append(done.node)
                    stack[top].size += done.size
                    if stack[top].next < stack[top].children.count {
                        node = stack[top].children[stack[top].next]
                        stack[top].next += 1
                        break
                    }
                    done = try finish(stack.removeLast())
                }
            }
        }

        private mutating func begin(_ node: Node) throws(ConfigError) -> Begun {
            let location = SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
            if let anchor = node.anchor, let seen = anchored[ObjectIdentifier(anchor)] {
                repeatedAnAlias = true
                try spend(seen.size, at: location)
                return .done(node: seen.node, size: seen.size)
            }
            try spend(1, at: location)
            try YAMLReader.checkTag(of: node, at: location)
            switch node {
            case .scalar(let scalar):
                let quoted = scalar.style != .plain && scalar.style != .any
                let explicitString = scalar.tag.rawValue == Tag.Name.str.rawValue
                let converted = ConfigNode(quoted || explicitString
                    ? .scalar(ConfigNode.Scalar(text: scalar.string, kind: .string, isLiteralBlock: scalar.style == .literal))
                    : .scalar(.plain(scalar.string)), at: location)
                if let anchor = node.anchor { anchored[ObjectIdentifier(anchor)] = (converted, 1) }
                return .done(node: converted, size: 1)
            case .sequence(let sequence):
                return .open(Open(node: node, location: location, children: Array(sequence)))
            case .mapping(let mapping):
                var children: [Node] = []
                children.reserveCapacity(mapping.count * 2)
                for (key, value) in mapping { children += [key, value] }
                return .open(Open(node: node, location: location, children: children))
            case .alias(let alias):
                throw ConfigError("unresolved YAML alias *\(alias.anchor.rawValue)", at: location)
            }
        }

        private mutating func finish(_ open: Open) throws(ConfigError) -> (node: ConfigNode, size: Int) {
            let converted: ConfigNode
            if case .mapping = open.node {
                var pairs: [(key: ConfigNode, value: ConfigNode)] = []
                var merged: [(key: ConfigNode, value: ConfigNode)] = []
                for index in stride(from: 0, to: open.converted.count, by: 2) {
                    let pair = (key: open.converted[index], value: open.converted[index + 1])
                    if case .scalar(let key) = open.children[index], key.string == "<<", key.style == .plain || key.style == .any {
                        merged += try YAMLReader.mergedPairs(pair.value)
                    } else {
                        pairs.append(pair)
                    }
                }
                converted = ConfigNode(.mapping(YAMLReader.merge(pairs, under: merged)), at: open.location)
            } else {
                converted = ConfigNode(.sequence(open.converted), at: open.location)
            }
            if let anchor = open.node.anchor { anchored[ObjectIdentifier(anchor)] = (converted, open.size) }
            return (converted, open.size)
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

    /// The deepest nesting of lists and mappings read: ``ConfigNode/maxDepth``, checked
    /// before Yams composes the tree (``YAMLDepth``). (libyaml's own limit is 1000.)
    static let maxNesting = ConfigNode.maxDepth

    private static let tooDeep = "the YAML nests lists and mappings more than \(maxNesting) deep here; a config needs a few levels: look for unclosed `[` or `{`"

    private static func convert(_ error: YamlError, file: String, text: String) -> ConfigError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let location = SourceLocation(file: file, line: mark.line, column: mark.column)
            if problem.contains("another document") || context?.text.contains("single document") == true {
                return ConfigError("a second YAML document starts here (after `---` or `...`); a config is one document: remove this line and what follows, or put each table in its own file", at: location)
            }
            if problem.contains("nesting level") {
                return ConfigError(tooDeep, at: location)
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
            return ConfigError(message, at: LineColumnIndex.location(of: offset, in: Array(text.utf8), file: file))
        default:
            return ConfigError("invalid YAML: \(error)", file: file)
        }
    }
}
