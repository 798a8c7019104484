import Foundation
@testable import TableConfig
import Testing
import TestSupport

/// `tablesnap schema` checked by a real validator (Python's `jsonschema`, installed by
/// `scripts/install-deps.sh --test`): every config of the repository and every config in
/// the docs is valid, and each wrong config below is invalid, as tablesnap's loader finds
/// it wrong too (docs/config.md, "Editors").
@Suite struct SchemaTests {
    static let repository = DocsCommandsTests.repository

    /// Every key of every object the decoders read has a kind: a key added to a decoder
    /// without one fails here, so the schema cannot drift from the decoders.
    @Test func everyDecoderKeyHasAKind() {
        #expect(ConfigSchema.keysWithoutKind().isEmpty, "\(ConfigSchema.keysWithoutKind())")
        #expect(ConfigSchema.objects.contains(TableDecoder.topLevelKeys) && ConfigSchema.objects.contains(RowDecoder.allKeys))
    }

    /// Every property of every object has the sentence an editor shows on hover, and the
    /// numbers the loader bounds have their bounds (issue 33: 709 properties had none).
    @Test func everyPropertyHasADescription() throws {
        let schema = ConfigSchema.json.jsonText
        var properties = 0, undescribed: [String] = []
        func walk(_ value: Any, path: String) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    if key == "properties", let named = inner as? [String: Any] {
                        for (name, property) in named {
                            properties += 1
                            if (property as? [String: Any])?["description"] == nil { undescribed.append(path + "/" + name) }
                        }
                    }
                    walk(inner, path: path + "/" + key)
                }
            } else if let array = value as? [Any] {
                for (index, inner) in array.enumerated() { walk(inner, path: path + "/\(index)") }
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(schema.utf8)), path: "")
        #expect(properties > 700, "\(properties) properties")
        #expect(undescribed.isEmpty, "\(undescribed.count) without a description: \(undescribed.prefix(20))")
        #expect(schema.contains("\"exclusiveMinimum\": 0") && schema.contains("\"maximum\": 100"), "ranges: \(schema.prefix(300))")
    }

    /// The docs' key tables (docs/config.md's "Table keys" and "Rows", docs/cells.md's
    /// "Elements" and "Keys every element takes") say what the schema's descriptions say,
    /// key by key, and name every key the schema has a sentence for there: one text, two
    /// places, checked here.
    @Test func theDocsKeyTablesAreTheSchemasDescriptions() throws {
        func rows(of document: String, under heading: String) throws -> [(keys: [String], text: String)] {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex(of: heading), "\(document) has \(heading)")
            let table = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
            return table.map { line in
                // Cells split at `|` but not `\|`; links read as their text, as an editor shows them.
                let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|", omittingEmptySubsequences: false)
                    .map { $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces) }
                let keys = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
                let plain = cells[2].replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
                return (keys, plain)
            }
        }
        var checked = 0
        for (document, heading, help) in [("docs/config.md", "## Table keys", ConfigSchema.tableHelp), ("docs/config.md", "## Rows", ConfigSchema.rowHelp),
                                          ("docs/cells.md", "## Elements", ConfigSchema.elementHelp),
                                          ("docs/cells.md", "### Keys every element takes", ConfigSchema.elementHelp)] {
            let table = try rows(of: document, under: heading)
            #expect(table.count > 5, "\(document) \(heading)")
            for (keys, text) in table {
                for key in keys {
                    #expect(help[key]?.text == text, "\(document) \(heading) `\(key)`:\n docs:   \(text)\n schema: \(help[key]?.text ?? "none")")
                    checked += 1
                }
            }
        }
        // Every key of the table is in its table; every row key but the generators' and a
        // template's own (described beside them) in the rows table.
        let tableKeys = Set(try rows(of: "docs/config.md", under: "## Table keys").flatMap(\.keys))
        #expect(tableKeys == Set(TableDecoder.topLevelKeys), "\(Set(TableDecoder.topLevelKeys).symmetricDifference(tableKeys))")
        let rowKeys = Set(try rows(of: "docs/config.md", under: "## Rows").flatMap(\.keys))
        #expect(Set(RowDecoder.rowKeys + RowDecoder.sourceKeys).subtracting(rowKeys).isEmpty, "\(Set(RowDecoder.rowKeys).subtracting(rowKeys))")
        #expect(checked > 70, "\(checked) keys checked")
    }

    /// The repository's configs and the docs' config blocks (those with `width:`).
    static func examples() throws -> [(name: String, text: String)] {
        var examples: [(String, String)] = []
        for folder in ["Snapshots", "Examples"] {
            let root = repository.appendingPathComponent(folder)
            for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? FileManager.default.enumerator(atPath: "/")! {
                let parts = path.split(separator: "/").map(String.init)
                guard ConfigLoader.isConfigFile(path), !parts.contains(where: { ["data", "edits", "assets", "frames"].contains($0) }) else { continue }
                examples.append(("\(folder)/\(path)", try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
            }
        }
        for document in DocsCommandsTests.documents {
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            for (index, block) in codeBlocks(in: text, languages: ["yaml", "json"]).enumerated()
            where block.contains("width:") || block.contains("\"width\"") {
                guard block.hasPrefix("width:") || block.hasPrefix("{") || block.contains("\nwidth:") || block.hasPrefix("#") else { continue }
                examples.append(("\(document) block \(index + 1)", block))
            }
        }
        return examples
    }

    static func codeBlocks(in text: String, languages: Set<String>) -> [String] {
        MarkdownCodeBlock.all(in: text).filter { languages.contains($0.language) }.map(\.text)
    }

    /// 65 configs that are wrong in their shape: a misspelt key at each level, a choice that
    /// is not one, a value of the wrong type; the last eleven in custom cells' elements (nested
    /// ones too: the element schema is recursive) and templates.
    static let wrong: [String] = [
        "widht: 390\nsections: []\n",
        "sections: []\n",
        "width: [390]\nsections: []\n",
        "width: 390\nstyle: groupd\nsections: []\n",
        "width: 390\nappearance: dim\nsections: []\n",
        "width: 390\ncontentSize: huge\nsections: []\n",
        "width: 390\nlayoutDirection: upward\nsections: []\n",
        "width: 390\nscale: two\nsections: []\n",
        "width: 390\nviewport: {hieght: 844}\nsections: []\n",
        "width: 390\nviewport: {offset: top}\nsections: []\n",
        "width: 390\nsections: {a: 1}\n",
        "width: 390\nsections: [{idd: a}]\n",
        "width: 390\nsections: [{rows: 5}]\n",
        "width: 390\nsections: [{rows: [{titel: a}]}]\n",
        "width: 390\nsections: [{rows: [{accessory: chevron}]}]\n",
        "width: 390\nsections: [{rows: [{style: fancy}]}]\n",
        "width: 390\nsections: [{rows: [{selected: maybe}]}]\n",
        "width: 390\nsections: [{rows: [{lines: many}]}]\n",
        "width: 390\nsections: [{rows: [{background: red}]}]\n",
        "width: 390\nsections: [{rows: [{image: {path: a.png}}]}]\n",
        "width: 390\nsections: [{rows: [{swipe: {trailing: [{titel: Delete}]}}]}]\n",
        "width: 390\nsections: [{rows: [{swipe: {trailing: [{title: Delete, style: red}]}}]}]\n",
        "width: 390\nsections: [{rows: [{separator: {position: side}}]}]\n",
        "width: 390\nsections: [{rows: [{backgroundInset: {middle: 3}}]}]\n",
        "width: 390\nsections: [{rows: [{editing: remove}]}]\n",
        "width: 390\ncells:\n  person: {hieght: 60}\nsections: []\n",
        "width: 390\ncells:\n  person: {first: {titel: a}}\nsections: [{rows: [{cell: person}]}]\n",
        "width: 390\nseparator: {style: dashed}\nsections: []\n",
        "width: 390\nsnapshot: {maxDiffPixel: 3}\nsections: []\n",
        "width: 390\nvariants: {device: [ipone15]}\nsections: []\n",
        "width: 390\nsections: [{rows: [{content: {txt: a}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {text: a, symbol: gear}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {hstack: [{vstack: [{text: a, style: huge}]}]}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {vstack: [{text: a}], alignment: top}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {hstack: [{symbol: gearr}]}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {hstack: [{dot: red}]}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {text: a, width: wide}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {hstack: [{text: a, padding: {start: 3}}]}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {hstack: [{divider: true, colour: red}]}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {vstack: [{text: a}, {divider: false}]}}]}]\n",
        "width: 390\ncells:\n  a: {title: x}\n  b: {extendz: a}\nsections: [{rows: [{cell: b}]}]\n",
        "width: 390\nsections: [{rows: [{content: {hstack: [{vstack: [{text: a}], margins: false}]}}]}]\n",
        // Values out of the loader's range or form (issue 33: `width` took any text, `repeat: -5` passed).
        "width: wide\nsections: []\n",
        "width: 0.5\nsections: []\n",
        "width: 10000001\nsections: []\n",
        "width: 390\nscale: 4\nsections: []\n",
        "width: 390\nrowHeight: auto\nsections: []\n",
        "width: 390\nrowHeight: -1\nsections: []\n",
        "width: 390\nestimatedRowHeight: 0\nsections: []\n",
        "width: 390\nviewport: {height: 0}\nsections: []\n",
        "width: 390\nmode: -1\nsections: []\n",
        "width: 390\nsnapshot: {threshold: 2}\nsections: []\n",
        "width: 390\nsnapshot: {maxDiffPixels: -1}\nsections: []\n",
        "width: 390\nsections: [{rowHeight: tall, rows: []}]\n",
        "width: 390\nsections: [{rows: [{repeat: -5, title: a}]}]\n",
        "width: 390\nsections: [{rows: [{repeat: many, title: a}]}]\n",
        "width: 390\nsections: [{rows: [{repeat: 3, heights: [44, -1]}]}]\n",
        "width: 390\nsections: [{rows: [{indent: 101}]}]\n",
        "width: 390\nsections: [{rows: [{lines: -1}]}]\n",
        "width: 390\nsections: [{rows: [{height: tall}]}]\n",
        "width: 390\nsections: [{rows: [{cornerRadius: -2}]}]\n",
        "width: 390\nsections: [{rows: [{backgroundInset: {top: -1}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {text: a, lines: -1}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {hstack: [{spacer: 0}]}}]}]\n",
        "width: 390\nsections: [{rows: [{content: {text: a, padding: -4}}]}]\n",
        // A row's tint is #RRGGBB only (an element's takes names and {light, dark}).
        "width: 390\nsections: [{rows: [{title: a, tint: systemRed}]}]\n",
    ]

    /// The config as JSON, read by tablesnap's own reader (YAML 1.2: `on:` is a key).
    static func json(_ text: String, name: String) throws -> Data {
        func value(_ node: ConfigNode) -> Any {
            switch node.value {
            case .scalar(let scalar):
                switch scalar.kind {
                case .null: return NSNull()
                case .bool(let b): return b
                case .number(let n): return n.isFinite ? n as Any : scalar.text
                case .string: return scalar.text
                }
            case .sequence(let nodes): return nodes.map(value)
            case .mapping(let pairs):
                var object: [String: Any] = [:]
                for (key, element) in pairs { if case .scalar(let k) = key.value { object[k.text] = value(element) } }
                return object
            case .deferredArray: return value(node.resolved)
            }
        }
        let root = try ConfigReader.parse(text, file: name)
        return try JSONSerialization.data(withJSONObject: value(root), options: [.fragmentsAllowed])
    }

    /// Runs Python's jsonschema on each instance; the names of those it finds invalid.
    static func invalid(_ instances: [(name: String, text: String)]) async throws -> [String: String] {
        let folder = try TemporaryFolder.make("tablesnap-schema")
        let schema = TablesnapRunner.run(["schema"])
        #expect(schema.status == 0)
        try schema.stdout.write(to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
        var names: [String: String] = [:]
        for (index, instance) in instances.enumerated() {
            try json(instance.text, name: instance.name).write(to: folder.appendingPathComponent("\(index).json"))
            names["\(index).json"] = instance.name
        }
        let script = """
            import json, os, sys, jsonschema
            folder = sys.argv[1]
            schema = json.load(open(os.path.join(folder, "schema.json")))
            jsonschema.Draft7Validator.check_schema(schema)
            validator = jsonschema.Draft7Validator(schema)
            for name in sorted(os.listdir(folder)):
                if name == "schema.json": continue
                errors = list(validator.iter_errors(json.load(open(os.path.join(folder, name)))))
                if errors: print(name + "\\t" + errors[0].message.replace("\\n", " ")[:300])
            """
        let result = try await TablesnapRunner.runBinary(["-c", script, folder.path], executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(result.status == 0, "python3 with jsonschema (scripts/install-deps.sh --test): \(result.stderr)")
        var invalid: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            invalid[names[parts[0]] ?? parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return invalid
    }

    @Test func everyExampleIsValid() async throws {
        let examples = try Self.examples()
        #expect(examples.count > 40, "\(examples.count) examples")
        #expect(examples.contains { $0.name == "README.md block 1" } || examples.contains { $0.name.hasPrefix("README.md") })
        let invalid = try await Self.invalid(examples)
        #expect(invalid.isEmpty, "\(invalid.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))")
    }

    @Test func everyWrongConfigIsInvalidToTheSchemaAndToTablesnap() async throws {
        #expect(Self.wrong.count == 66)
        let named = Self.wrong.enumerated().map { (name: "wrong \($0.offset + 1)", text: $0.element) }
        let invalid = try await Self.invalid(named)
        for (name, text) in named {
            #expect(invalid[name] != nil, "the schema accepts \(name): \(text)")
            #expect(throws: ConfigError.self, "tablesnap accepts \(name): \(text)") {
                _ = try ConfigLoader.load(text: text, file: "/nonexistent/t.yaml")
            }
        }
    }
}
