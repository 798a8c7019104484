import Foundation
import Testing
import TestSupport

/// `tablesnap inspect`, `--mode`, and the three commands agreeing on one config.
@Suite struct InspectCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func json(_ result: TablesnapRunner.Result) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func sections(_ inspected: [String: Any]) -> [[String: Any]] {
        inspected["sections"] as? [[String: Any]] ?? []
    }

    @Test func inspectShowsWhatTheDSLMadeInEachMode() throws {
        let config = InspectCommandTests.root.appendingPathComponent("Examples/settings.yaml").path
        let modeZero = InspectCommandTests.sections(try InspectCommandTests.json(TablesnapRunner.run(["inspect", config])))
        #expect(modeZero.map { $0["rowCount"] as? Int } == [2, 2, 1])
        #expect(modeZero.map { $0["header"] as? String } == ["Account", "Devices", "Notifications"])
        let empty = try #require((modeZero[2]["rows"] as? [[String: Any]])?.first)
        #expect(empty["cell"] as? String == "nothing" && empty["empty"] as? Bool == true && empty["data"] is NSNull)
        #expect(empty["tag"] as? String == "list")
        let first = try #require((modeZero[0]["rows"] as? [[String: Any]])?.first)
        #expect(first.keys.sorted() == ["cell", "data", "empty", "height", "position", "row", "tag"])
        #expect(first["data"] as? String == "Ada Lovelace" && first["height"] as? Double == 44)

        // Section contents and tag (issue 12; docs/dsl.md, Tags and Positions).
        #expect(modeZero.map { $0["tag"] as? String } == ["account", "devices", "notifications"])
        #expect((modeZero[1]["data"] as? [String: Any])?["title"] as? String == "Devices")
        let modeOne = InspectCommandTests.sections(try InspectCommandTests.json(TablesnapRunner.run(["inspect", config, "--mode", "1"])))
        #expect(modeOne.map { $0["rowCount"] as? Int } == [2, 3])
        #expect(modeOne.map { ($0["data"] as? [String: Any])?["title"] as? String } == ["Fruit", "Vegetables"])
        #expect(TablesnapRunner.run(["inspect", config, "--mode=-1"]).status == 2)

        // Positions (docs/config.md, Positions and position variants): section bits, and part
        // bits per row line.
        #expect((modeZero[0]["rows"] as? [[String: Any]])?.map { $0["position"] as? [String] } == [["top", "partOnly"], ["bottom", "partOnly"]])
        #expect((modeZero[2]["rows"] as? [[String: Any]])?.map { $0["position"] as? [String] } == [["only", "partOnly"]])
        #expect((modeOne[1]["rows"] as? [[String: Any]])?.map { $0["position"] as? [String] } == [["top", "partTop"], [], ["bottom", "partBottom"]])
    }

    @Test func inspectListsAtMostLimitRowsOfAHugeSection() throws {
        let config = InspectCommandTests.root.appendingPathComponent("Examples/ten-million.yaml").path
        let sections = InspectCommandTests.sections(try InspectCommandTests.json(TablesnapRunner.run(["inspect", config, "--limit", "3"])))
        #expect(sections.first?["rowCount"] as? Int == 10_000_000)
        #expect((sections.first?["rows"] as? [Any])?.count == 3)
    }

    @Test func inspectReportsPlaceholdersThatReadNothing() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("t.yaml")
        try "width: 300\nsections: [{rows: [{title: '{name} {nope}', data: {name: Ann}}]}]\n".write(to: config, atomically: true, encoding: .utf8)
        let row = try #require((InspectCommandTests.sections(try InspectCommandTests.json(TablesnapRunner.run(["inspect", config.path])))
            .first?["rows"] as? [[String: Any]])?.first)
        #expect(row["missingPlaceholders"] as? [String] == ["nope"])
    }

    /// Every example and a few layouts: inspect's row counts are the rows query sees in
    /// the whole content, and render --full draws exactly that content.
    @Test(arguments: ["Examples/settings.yaml", "Examples/feed.yaml", "Snapshots/states.yaml", "Snapshots/cell-styles.yaml",
                      "Snapshots/text-wrapping.yaml"])
    func inspectQueryAndRenderAgree(_ name: String) throws {
        let config = InspectCommandTests.root.appendingPathComponent(name).path
        for mode in name.contains("settings") ? ["0", "1"] : ["0"] {
            let inspected = InspectCommandTests.sections(try InspectCommandTests.json(TablesnapRunner.run(["inspect", config, "--mode", mode])))
            let whole = try InspectCommandTests.json(TablesnapRunner.run(["query", config, "--mode", mode, "--offset", "0",
                                                                          "--viewport-height", "1000000"]))
            let rows = whole["rows"] as? [[String: Any]] ?? []
            let perSection = inspected.indices.map { s in rows.filter { $0["section"] as? Int == s }.count }
            #expect(perSection == inspected.map { $0["rowCount"] as? Int ?? -1 }, "\(name) mode \(mode)")

            let folder = try TemporaryFolder.make()
            defer { try? FileManager.default.removeItem(at: folder) }
            let png = folder.appendingPathComponent("full.png")
            #expect(TablesnapRunner.run(["render", config, "--mode", mode, "--full", "--scale", "1", "--out", png.path]).status == 0)
            let height = try #require(RenderCommandTests.pngSize(try Data(contentsOf: png))?.1)
            #expect(height == Int(((whole["contentHeight"] as? Double) ?? 0).rounded()), "\(name) mode \(mode)")
        }
    }
}
