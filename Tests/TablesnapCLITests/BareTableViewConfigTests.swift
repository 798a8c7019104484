import Foundation
import Testing
import TestSupport

/// A bare `.tableViewConfig` file rendered on its own, as AOZTableViewProvider reads one beside
/// its data provider (docs/dsl.md, A bare `.tableViewConfig` file): `--data`, `--cells`, `--width`.
/// Through the binary on purpose: the bare layout's flags name files relative to the
/// working directory, which is one per process (in-process tests run side by side).
@Suite struct BareTableViewConfigTests {
    static let examples = InspectCommandTests.root.appendingPathComponent("Examples")
    static let bare = ["bare/settings.tableViewConfig", "--data", "bare/data/settings.json", "--cells", "bare/data/cells.yaml", "--width", "390"]

    static func rows(_ inspected: [String: Any]) -> [[String]] {
        InspectCommandTests.sections(inspected).map { section in
            (section["rows"] as? [[String: Any]] ?? []).map { row in
                let data = (try? JSONSerialization.data(withJSONObject: row["data"] ?? NSNull(), options: [.sortedKeys, .fragmentsAllowed]))
                    .map { String(decoding: $0, as: UTF8.self) } ?? ""
                return "\(row["cell"] ?? "")|\(row["height"] ?? "")|\(row["position"] ?? "")|\(data)"
            }
        }
    }

    @Test func aBareTableViewConfigMakesTheRowsItsConfigDoes() async throws {
        let bare = try InspectCommandTests.json(try await TablesnapRunner.runBinary(["inspect"] + BareTableViewConfigTests.bare, in: BareTableViewConfigTests.examples))
        let config = try InspectCommandTests.json(try await TablesnapRunner.runBinary(["inspect", "aoz-settings.yaml"], in: BareTableViewConfigTests.examples))
        #expect(BareTableViewConfigTests.rows(bare) == BareTableViewConfigTests.rows(config))
        #expect(BareTableViewConfigTests.rows(bare).map(\.count) == [3, 3, 1])
        #expect(InspectCommandTests.sections(bare).map { $0["header"] as? String } == ["Account", "Network", "About"])
    }

    @Test func renderAndQueryTakeTheSameFlags() async throws {
        let folder = try TemporaryFolder.make()
        let out = folder.appendingPathComponent("bare.png").path
        let render = try await TablesnapRunner.runBinary(["render"] + BareTableViewConfigTests.bare + ["--out", out], in: BareTableViewConfigTests.examples)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        let query = try await TablesnapRunner.runBinary(["query"] + BareTableViewConfigTests.bare, in: BareTableViewConfigTests.examples)
        #expect(query.status == 0 && query.stdout.contains("\"rows\""), "\(query.stderr)")
        // Without --cells every row is `default`.
        try "section -s groups\nrow -es items\n".write(to: folder.appendingPathComponent("plain.tableViewConfig"), atomically: true, encoding: .utf8)
        try "{\"groups\": [{\"items\": [1, 2]}]}".write(to: folder.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        let plain = try InspectCommandTests.json(try await TablesnapRunner.runBinary(["inspect", "plain.tableViewConfig", "--data", "d.json", "--width", "320"], in: folder))
        #expect(InspectCommandTests.sections(plain).map { $0["rowCount"] as? Int } == [2])
        #expect(InspectCommandTests.sections(plain).flatMap { $0["rows"] as? [[String: Any]] ?? [] }.allSatisfy { $0["cell"] as? String == "default" })
    }

    /// Without `--data`, `-s` reads an empty provider: the line gives no rows (AOZ, with no
    /// provider at all, draws one row with no source: docs/dsl.md lists the difference and
    /// why), and a warning names the key; a line without `-s` still gives its row.
    @Test func withoutDataASourceGivesNoRowsAndSaysSo() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "section\nrow -s _array\nrow\n".write(to: folder.appendingPathComponent("t.tableViewConfig"), atomically: true, encoding: .utf8)
        let result = try await TablesnapRunner.runBinary(["inspect", "t.tableViewConfig", "--width", "320"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(InspectCommandTests.sections(try InspectCommandTests.json(result)).map { $0["rowCount"] as? Int } == [1])
        #expect(result.stderr.contains("t.tableViewConfig:2:8: -s _array: `data` has no '_array'"), "\(result.stderr)")
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var files: [String: String] = [:]
        var message: String
        var testDescription: String { name }
    }

    static let badCases: [Bad] = [
        Bad(name: "no width", arguments: ["t.tableViewConfig"], message: "t.tableViewConfig: a bare .tableViewConfig needs the table's width: add --width POINTS"),
        Bad(name: "a zero width", arguments: ["t.tableViewConfig", "--width", "0"], message: "--width must be at least 1 point"),
        Bad(name: "a width past the longest length", arguments: ["t.tableViewConfig", "--width", "1e9"], message: "--width must be at most 10000000 points"),
        Bad(name: "missing data file", arguments: ["t.tableViewConfig", "--width", "320", "--data", "nope.json"],
            message: "--data nope.json: no data file at"),
        Bad(name: "data outside the root", arguments: ["t.tableViewConfig", "--width", "320", "--data", "../outside.json"],
            message: "--data ../outside.json: the data file '"),
        Bad(name: "data is an array", arguments: ["t.tableViewConfig", "--width", "320", "--data", "d.json"], files: ["d.json": "\n  [1, 2]"],
            message: "d.json:2:3: --data must hold an object, the data provider whose keys the layout's -s names"),
        Bad(name: "bad JSON data", arguments: ["t.tableViewConfig", "--width", "320", "--data", "d.json"], files: ["d.json": "{\"a\": [1,}"],
            message: "d.json:1:10: invalid JSON"),
        Bad(name: "bad cells file", arguments: ["t.tableViewConfig", "--width", "320", "--cells", "c.yaml"], files: ["c.yaml": "fruit:\n  titel: x\n"],
            message: "c.yaml:2:3: unknown key 'titel' in cell template 'fruit'; did you mean 'title'?"),
        Bad(name: "cells not a mapping", arguments: ["t.tableViewConfig", "--width", "320", "--cells", "c.yaml"], files: ["c.yaml": "- a\n"],
            message: "c.yaml:1:1: 'cells' must map template names to cell templates"),
        Bad(name: "an unknown template in the layout", arguments: ["u.tableViewConfig", "--width", "320"], files: ["u.tableViewConfig": "section\nrow -c fruit\n"],
            message: "u.tableViewConfig:2:8: -c fruit: no cell template named 'fruit'"),
        Bad(name: "flags on a config", arguments: ["c.yaml", "--width", "320"], files: ["c.yaml": "width: 1\nsections: []\n"],
            message: "c.yaml: --data, --cells and --width go with a bare .tableViewConfig file"),
    ]

    @Test(arguments: badCases)
    func badInputIsAnErrorThatSaysWhere(_ bad: Bad) async throws {
        let folder = try TemporaryFolder.make()
        let inside = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try "{}".write(to: folder.appendingPathComponent("outside.json"), atomically: true, encoding: .utf8)
        try "section\nrow\n".write(to: inside.appendingPathComponent("t.tableViewConfig"), atomically: true, encoding: .utf8)
        for (name, text) in bad.files { try text.write(to: inside.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let result = try await TablesnapRunner.runBinary(["inspect"] + bad.arguments, in: inside)
        #expect(result.status == 2, "\(bad.name): \(result.stdout)")
        #expect(result.stderr.contains(bad.message), "\(bad.name): \(result.stderr)")
    }
}
