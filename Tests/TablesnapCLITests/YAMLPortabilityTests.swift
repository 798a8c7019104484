import Foundation
@testable import TableConfig
import Testing
import TestSupport

/// tablesnap reads YAML 1.2 (docs/config.md): only `true` and `false` are booleans. Tools that
/// read YAML 1.1 (PyYAML, and the linters and scripts built on it) read a bare `on`, `off`,
/// `yes` or `no` as a boolean, so the repository's examples quote such words. Every YAML file
/// of Snapshots/, Examples/ and Tests/Fixtures/ and every YAML block of the docs must read
/// the same with PyYAML as with tablesnap (issue 33: three did not parse, fourteen used `on:`).
@Suite struct YAMLPortabilityTests {
    static let repository = DocsCommandsTests.repository

    static func examples() throws -> [(name: String, text: String)] {
        var examples: [(String, String)] = []
        for folder in ["Snapshots", "Examples", "Tests/Fixtures"] {
            let root = repository.appendingPathComponent(folder)
            for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? FileManager.default.enumerator(atPath: "/")!
            where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
                examples.append(("\(folder)/\(path)", try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
            }
        }
        for document in DocsCommandsTests.documents {
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            for (index, block) in SchemaTests.codeBlocks(in: text, languages: ["yaml", "yml"]).enumerated() {
                examples.append(("\(document) yaml block \(index + 1)", block))
            }
        }
        return examples
    }

    @Test func everyExampleReadsTheSameWithPyYAML() async throws {
        let folder = try TemporaryFolder.make("tablesnap-yaml")
        var names: [String: String] = [:], unread: [String] = []
        for (index, example) in try Self.examples().enumerated() {
            // What tablesnap reads, as JSON; a file it cannot read (a deliberately broken
            // fixture) is compared with nothing.
            guard let json = try? SchemaTests.json(example.text, name: example.name) else { unread.append(example.name); continue }
            try example.text.write(to: folder.appendingPathComponent("\(index).yaml"), atomically: true, encoding: .utf8)
            try json.write(to: folder.appendingPathComponent("\(index).json"))
            names["\(index)"] = example.name
        }
        #expect(names.count > 70, "\(names.count) examples read; not read by tablesnap: \(unread)")
        let script = """
            import json, os, sys, yaml
            def same(value):
                # JSON has one kind of number; a key PyYAML read as a boolean stays one.
                if isinstance(value, bool) or value is None: return value
                if isinstance(value, (int, float)): return float(value)
                if isinstance(value, dict): return {(k if isinstance(k, str) else repr(k)): same(v) for k, v in value.items()}
                if isinstance(value, list): return [same(v) for v in value]
                return value if isinstance(value, str) else repr(value)
            # A tag PyYAML does not know (GitLab's `!reference`) is its node, as tablesnap reads it.
            def untagged(loader, suffix, node):
                if isinstance(node, yaml.SequenceNode): return loader.construct_sequence(node, deep=True)
                if isinstance(node, yaml.MappingNode): return loader.construct_mapping(node, deep=True)
                return loader.construct_scalar(node)
            yaml.SafeLoader.add_multi_constructor("!", untagged)
            folder = sys.argv[1]
            for name in sorted(n[:-5] for n in os.listdir(folder) if n.endswith(".yaml")):
                try:
                    pyyaml = same(yaml.safe_load(open(os.path.join(folder, name + ".yaml"))))
                except yaml.YAMLError as error:
                    print(name + "\\tPyYAML cannot read it: " + str(error).replace("\\n", " ")[:200]); continue
                if pyyaml != same(json.load(open(os.path.join(folder, name + ".json")))):
                    print(name + "\\tPyYAML reads it otherwise: " + json.dumps(pyyaml)[:300])
            """
        let result = try await TablesnapRunner.runBinary(["-c", script, folder.path], executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(result.status == 0, "python3 with PyYAML (scripts/install-deps.sh --test): \(result.stderr)")
        let differing = result.stdout.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (names[parts[0]] ?? parts[0]) + ": " + (parts.count > 1 ? parts[1] : "")
        }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
    }
}
