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

    /// A phone on its side: `query` names the safe area's sides and the content's x and width,
    /// and a point under the sensor housing answers the row it edges, as the row's nearest edge.
    @Test func onItsSideQueryMapsScreenXIntoTheTable() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("side.yaml")
        try """
            width: 844
            style: plain
            screen: {device: iphone13Landscape, navigationBar: {title: Inbox}}
            sections:
              - rows:
                  - {repeat: 20, title: "Row {index}", height: 50, accessory: detailButton}

            """.write(to: path, atomically: true, encoding: .utf8)
        let visible = try Self.object(TablesnapRunner.run(["query", path.path]).stdout)
        let screen = try #require(visible["screen"] as? [String: Any])
        #expect(screen["contentX"] as? Double == 47 && screen["contentWidth"] as? Double == 750)
        #expect((screen["safeArea"] as? [String: Any])?["right"] as? Double == 47)
        #expect((screen["contentInset"] as? [String: Any])?["top"] as? Double == 32, "a 32 pt bar, no status bar")
        // The detail button is hit at screen x 770 (table x 723); under the right side's inset
        // the row's trailing edge is, past the button's box: the cell itself.
        let button = try Self.object(TablesnapRunner.run(["query", path.path, "--point", "770,50"]).stdout)
        let edge = try Self.object(TablesnapRunner.run(["query", path.path, "--point", "840,50"]).stdout)
        #expect(button["row"] as? Int == 0 && button["part"] as? String == "accessoryButton", "\(button)")
        #expect(edge["row"] as? Int == 0 && edge["part"] as? String == "content", "\(edge)")
        let leading = try Self.object(TablesnapRunner.run(["query", path.path, "--point", "5,50"]).stdout)
        #expect(leading["row"] as? Int == 0 && leading["part"] as? String == "content", "\(leading)")
    }
}
