import Foundation
import TableLayout
import TestSupport
import Testing

/// `render` and `query` with a config's `screen:` (docs/screen.md): screen coordinates, bar
/// buttons under `--point`, the whole screen or `--table-only`.
@Suite struct ScreenCommandTests {
    static let config = """
        width: 390
        style: plain
        screen:
          navigationBar: {title: Inbox, displayMode: inline, trailing: [{symbol: plus, id: add, action: compose}]}
          tabBar: {items: [{title: Mail, symbol: envelope, id: mail}, {title: Settings, symbol: gear, id: settings, badge: "2"}], selected: 1}
        sections:
          - rows:
              - {repeat: 100, title: "Row {index}", height: 50}

        """

    static func withConfig<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("screen.yaml")
        try config.write(to: path, atomically: true, encoding: .utf8)
        return try body(path)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test func queryAnswersInScreenCoordinatesAndNamesBarButtons() throws {
        try Self.withConfig { config in
            // The iPhone 13 (390 pt): the inline bar from 47 to 91, the content under it.
            let add = try Self.object(TablesnapRunner.run(["query", config.path, "--point", "370,70"]).stdout)
            #expect(add["bar"] as? String == "trailing" && add["id"] as? String == "add" && add["action"] as? String == "compose")
            let tab = try Self.object(TablesnapRunner.run(["query", config.path, "--point", "300,780"]).stdout)
            #expect(tab["id"] as? String == "settings" && tab["selected"] as? Bool == true && tab["badge"] as? String == "2")
            #expect(TablesnapRunner.run(["query", config.path, "--point", "200,70"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "null")
            // A row: its frame in screen coordinates, 91 pt down at rest, 150 pt scrolled up at offset 150.
            let row = try Self.object(TablesnapRunner.run(["query", config.path, "--point", "100,100"]).stdout)
            #expect(row["row"] as? Int == 0 && row["y"] as? Double == 91)
            let scrolled = try Self.object(TablesnapRunner.run(["query", config.path, "--point", "100,100", "--offset", "150"]).stdout)
            #expect(scrolled["row"] as? Int == 3 && scrolled["y"] as? Double == 91 + 150 - 150)
            let frame = try Self.object(TablesnapRunner.run(["query", config.path, "--row", "0:2"]).stdout)
            #expect(frame["y"] as? Double == 191)
            let visible = try Self.object(TablesnapRunner.run(["query", config.path]).stdout)
            let screen = try #require(visible["screen"] as? [String: Any])
            #expect(screen["device"] as? String == "iphone13" && (screen["contentInset"] as? [String: Any])?["top"] as? Double == 91)
            #expect((screen["items"] as? [Any])?.count == 3)
        }
    }

    @Test func renderDrawsTheScreenOrTheTableAlone() throws {
        try Self.withConfig { config in
            let out = config.deletingLastPathComponent()
            let screen = TablesnapRunner.run(["render", config.path, "-o", out.appendingPathComponent("s.png").path])
            #expect(screen.status == 0, "\(screen.stderr)")
            let alone = TablesnapRunner.run(["render", config.path, "-o", out.appendingPathComponent("t.png").path, "--table-only",
                                             "--viewport-height", "100"])
            #expect(alone.status == 0, "\(alone.stderr)")
            func size(_ name: String) throws -> (Int, Int) {
                let data = try Data(contentsOf: out.appendingPathComponent(name))
                func be(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
                return (be(16), be(20))
            }
            let (whole, table) = (try size("s.png"), try size("t.png"))
            #expect(whole.0 == 780 && whole.1 == 1688, "the iPhone 13's screen at the config's 2x: \(whole)")
            #expect(table.0 == 780 && table.1 == 200, "\(table)")
            // An offset past what the screen can scroll is clamped, and said.
            let far = TablesnapRunner.run(["render", config.path, "-o", out.appendingPathComponent("f.png").path, "--offset", "99999"])
            #expect(far.status == 0 && far.stderr.contains("what the screen shows between its bars"), "\(far.stderr)")
        }
    }
}
