import Foundation
import Testing
@testable import TableSnapshot
import TableConfig
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Which files under a folder are configs (docs/snapshots.md, "Configs"), at an app
/// repository's root as `verify .` and `serve` meet it (issue 32, bug 2): CI workflows,
/// editor settings, the schema file and dependencies are not; `!` patterns exclude.
@Suite struct ConfigRecognitionTests {
    static func repository() throws -> URL {
        let root = try TemporaryFolder.make("repo-root")
        let config = "# a table\nwidth: 320\nsections: [{rows: [{title: One}]}]\n"
        let files: [String: String] = [
            ".github/workflows/ci.yml": "on: push\njobs: {test: {runs-on: ubuntu-latest}}\n",
            ".gitlab-ci.yml": "test:\n  script: [tablesnap verify .]\n",
            ".vscode/settings.json": "{\"yaml.schemas\": {\"tablesnap.schema.json\": \"*.yaml\"}}\n",
            ".hidden.yaml": config,
            "tablesnap.schema.json": "{\"$schema\": \"x\", \"properties\": {\"width\": {\"type\": \"number\"}}}\n",
            "package.json": "{\"name\": \"app\", \"version\": \"1.0.0\"}\n",
            "docker-compose.yml": "services:\n  web:\n    image: x\n",
            "Pods/Lib/table.yaml": config,
            "node_modules/x/table.yaml": config,
            "Snapshots/a.yaml": config,
            "Snapshots/b.json": "{\"width\": 320, \"sections\": []}\n",
            "Snapshots/flow.yaml": "{width: 320, sections: []}\n",
            "Snapshots/editing.json": "{\"width\": 320, \"sections\": [\n",
            "Snapshots/broken.yaml": "width: 320\nsections: [{rows: [{title: x, accessory: sparkle}]}]\n",
            "Snapshots/data/rows.yaml": config,
            "legacy/old.yaml": config,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        // A FIFO is not waited on; a link is listed by its name (its load refuses it).
        #expect(mkfifo(root.appendingPathComponent("Snapshots/fifo.yaml").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Snapshots/link.yaml").path, withDestinationPath: "/etc/hostname")
        return root
    }

    @Test func atARepositoryRootOnlyTablesAreConfigs() throws {
        let suite = try SnapshotSuite(root: ConfigRecognitionTests.repository().path)
        #expect(suite.configs == ["Snapshots/a.yaml", "Snapshots/b.json", "Snapshots/broken.yaml", "Snapshots/editing.json",
                                  "Snapshots/fifo.yaml", "Snapshots/flow.yaml", "Snapshots/link.yaml", "legacy/old.yaml"])
    }

    @Test func theRuleByName() {
        for name in ["a.yaml", "dir/b.yml", "c.json"] { #expect(ConfigLoader.isConfigFile(name), "\(name)") }
        for name in [".gitlab-ci.yml", "dir/.a.yaml", "tablesnap.schema.json", "a.png", "a.yaml.bak"] { #expect(!ConfigLoader.isConfigFile(name), "\(name)") }
        for folder in [".github", ".vscode", ".build", "Pods", "node_modules", "Carthage", "DerivedData"] {
            #expect(!ConfigLoader.searchesFolder(named: folder), "\(folder)")
        }
        #expect(ConfigLoader.searchesFolder(named: "Snapshots"))
    }

    @Test func exclusionPatterns() throws {
        let suite = try SnapshotSuite(root: ConfigRecognitionTests.repository().path)
        #expect(suite.filtered(["!legacy/"]) == suite.configs.filter { !$0.hasPrefix("legacy/") })
        #expect(suite.filtered(["!*.json", "!legacy"]) == ["Snapshots/a.yaml", "Snapshots/broken.yaml", "Snapshots/fifo.yaml", "Snapshots/flow.yaml", "Snapshots/link.yaml"])
        #expect(suite.filtered(["Snapshots/", "!broken.yaml"]) == ["Snapshots/a.yaml", "Snapshots/b.json", "Snapshots/editing.json", "Snapshots/fifo.yaml", "Snapshots/flow.yaml", "Snapshots/link.yaml"])
        #expect(suite.filtered(["!a.yaml", "a.yaml"]) == ["Snapshots/a.yaml"], "the last pattern that matches decides")
        #expect(suite.filtered(["\\!x"]).isEmpty, "an escaped ! is a name")
    }
}
