import Foundation
import Testing
import TablePipeline
import TestSupport

/// `tablesnap apply` and `tablesnap changes`, in process (docs/live-tables.md, The commands).
@Suite struct LiveCommandTests {
    static let config = """
        width: 390
        viewport: {height: 300}
        cells:
          msg: {title: "{text}", height: 50}
        data:
          feed: [{id: a, text: Alpha}, {id: b, text: Beta}, {id: c, text: Gamma}]
        sections:
          - id: favourites
            header: Favourites
            rows:
              - {id: ada, title: Ada Lovelace}
          - id: feed
            header: Feed
            rows:
              - {source: feed, cell: msg}

        """

    /// `apply` on the config and `edits` written to a fresh folder; FOLDER in `extra` stands for it.
    static func run(_ edits: String, _ extra: [String] = [], config: String = LiveCommandTests.config) throws -> (TablesnapRunner.Result, URL) {
        let folder = try TemporaryFolder.make()
        try config.write(to: folder.appendingPathComponent("table.yaml"), atomically: true, encoding: .utf8)
        try edits.write(to: folder.appendingPathComponent("edits.yaml"), atomically: true, encoding: .utf8)
        return (TablesnapRunner.run(["apply", folder.appendingPathComponent("table.yaml").path, folder.appendingPathComponent("edits.yaml").path]
                                     + extra.map { $0.replacingOccurrences(of: "FOLDER", with: folder.path) }), folder)
    }

    static func steps(_ output: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return object?["steps"] as? [[String: Any]] ?? []
    }

    static func events(_ step: [String: Any]) -> [String] {
        (step["events"] as? [[String: Any]] ?? []).map { event in
            let type = event["type"] as? String ?? "?"
            if let from = event["from"] as? [String: Any], let to = event["to"] as? [String: Any] {
                return "\(type) \(from["section"]!):\(from["row"]!)>\(to["section"]!):\(to["row"]!)"
            }
            if let from = event["from"], let to = event["to"] { return "\(type) \(from)>\(to)" }
            if let row = event["row"] { return "\(type) \(event["section"]!):\(row)" }
            if let section = event["section"] { return "\(type) \(section)" }
            return type
        }
    }

    @Test func eachStepPrintsItsBatchAndTheGeometryAfterIt() throws {
        let edits = """
            - insertRows: {section: feed, at: 0, rows: [{id: n1, title: New}]}
            - deleteRows: {section: feed, rows: [b, 0]}
            - moveRow: {section: feed, row: a, to: {section: favourites, at: 0}}
            - batch:
                - reloadRows: {section: favourites, rows: [{id: ada, title: Ada King}]}
                - insertSections: {after: favourites, sections: [{id: new, header: New, rows: [{id: x, title: X}]}]}
            - moveSection: {section: new, to: {at: 0}}
            - setHeight: {section: feed, row: c, height: 120}
            - setData: {name: feed, value: [{id: c, text: Gamma 2}, {id: d, text: Delta}]}
            """
        let (result, folder) = try LiveCommandTests.run(edits, ["--json", "--frames", "FOLDER/frames", "--out", "FOLDER/final.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let steps = try LiveCommandTests.steps(result.stdout)
        #expect(steps.map(LiveCommandTests.events) == [
            ["begin", "insert 1:0", "end"],
            ["begin", "delete 1:0", "delete 1:2", "end"],
            ["begin", "move 1:0>0:0", "end"],
            ["begin", "insertSection 1", "reload 0:1", "end"],
            ["begin", "moveSection 1>0", "end"],
            ["begin", "end"],
            ["begin", "delete 1:0", "insert 2:1", "reload 2:0", "end"],
        ])
        let last = steps.last?["geometry"] as? [String: Any]
        #expect(last?["viewportHeight"] as? Double == 300)
        for k in 0...7 { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames/\(k).png").path)) }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("final.png").path))
        // The final frame is what a render of the final viewport draws.
        let final = try Data(contentsOf: folder.appendingPathComponent("final.png"))
        #expect(final == (try Data(contentsOf: folder.appendingPathComponent("frames/7.png"))))
    }

    /// `apply` draws through the pipeline as `render` does: the same PNG bytes for the same
    /// viewport, and a table too wide to draw gets render's advice (its width or the scale),
    /// not `--viewport-height`, which cannot help (it once had a size check of its own).
    @Test func applyDrawsAsRenderDoes() throws {
        let edits = "- deleteRows: {section: feed, rows: [b]}\n"
        let (applied, folder) = try LiveCommandTests.run(edits, ["--frames", "FOLDER/frames"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(applied.status == 0, "\(applied.stderr)")
        let rendered = TablesnapRunner.run(["render", folder.appendingPathComponent("table.yaml").path,
                                            "--out", folder.appendingPathComponent("render.png").path])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let frame = try Data(contentsOf: folder.appendingPathComponent("frames/0.png"))
        #expect(frame == (try Data(contentsOf: folder.appendingPathComponent("render.png"))))

        let wide = LiveCommandTests.config.replacingOccurrences(of: "width: 390", with: "width: 20000")
        let (tooWide, wideFolder) = try LiveCommandTests.run(edits, ["--out", "FOLDER/final.png"], config: wide)
        defer { try? FileManager.default.removeItem(at: wideFolder) }
        let renderedWide = TablesnapRunner.run(["render", wideFolder.appendingPathComponent("table.yaml").path,
                                                "--out", wideFolder.appendingPathComponent("render.png").path])
        for result in [tooWide, renderedWide] {
            #expect(result.status == 2)
            #expect(result.stderr.contains("a table 20000.0 pt wide is more than 32767 pixels at scale 2"), "\(result.stderr)")
            #expect(result.stderr.contains("make `width` at most 16383 pt or lower"), "\(result.stderr)")
            #expect(!result.stderr.contains("--viewport-height"), "\(result.stderr)")
        }
        #expect(tooWide.stderr.contains("or lower the config's `scale`"))
        #expect(!FileManager.default.fileExists(atPath: wideFolder.appendingPathComponent("final.png").path))
    }

    @Test func lrEventsAreSingleRowsValidWhenSent() throws {
        let (result, folder) = try LiveCommandTests.run("""
            - batch:
                - deleteRows: {section: feed, rows: [a, c]}
                - insertRows: {section: feed, at: 1, rows: [{id: z, title: Z}]}
            """, ["--json", "--events", "lr"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try LiveCommandTests.steps(result.stdout).map(LiveCommandTests.events) == [
            ["begin", "delete 1:2", "delete 1:0", "insert 1:1", "end"],
        ])
    }

    @Test func theRowAtTheTopStaysPutWhenRowsArriveAbove() throws {
        let config = "width: 320\nsections:\n  - id: s\n    rows:\n" + (0..<40).map { "      - {id: r\($0), title: Row \($0)}\n" }.joined()
        let edits = "- insertRows: {section: s, at: 0, rows: [{id: new1, height: 30}, {id: new2, height: 50}]}\n"
        let (kept, folder) = try LiveCommandTests.run(edits, ["--json", "--offset", "440", "--viewport-height", "200"], config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plain, folder2) = try LiveCommandTests.run(edits, ["--json", "--offset", "440", "--viewport-height", "200", "--keep", "offset"], config: config)
        defer { try? FileManager.default.removeItem(at: folder2) }
        let keptGeometry = try LiveCommandTests.steps(kept.stdout)[0]["geometry"] as? [String: Any]
        let plainGeometry = try LiveCommandTests.steps(plain.stdout)[0]["geometry"] as? [String: Any]
        #expect(keptGeometry?["offset"] as? Double == 520, "row 10 was at the top edge; 80 pt arrived above it")
        #expect(plainGeometry?["offset"] as? Double == 440)
        let firstRow = (keptGeometry?["rows"] as? [[String: Any]])?.first
        #expect(firstRow?["row"] as? Double == 12 && firstRow?["y"] as? Double == 520)
    }

    /// A row an edit inserts is measured as the loaded rows were: at the table's text size
    /// (it was once measured at the default size, and drawn over its neighbours).
    @Test func anInsertedRowIsMeasuredAtTheTablesTextSize() throws {
        let config = "width: 390\nrowHeight: automatic\ncontentSize: accessibility3\nsections:\n  - id: s\n    rows: [{id: a, title: Same}]\n"
        let edits = "- insertRows: {section: s, at: 1, rows: [{id: b, title: Same}]}\n"
        let (result, folder) = try LiveCommandTests.run(edits, ["--json"], config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let geometry = try LiveCommandTests.steps(result.stdout)[0]["geometry"] as? [String: Any]
        let heights = (geometry?["rows"] as? [[String: Any]])?.compactMap { $0["height"] as? Double }
        #expect(heights?.count == 2 && heights?[0] == heights?[1] && (heights?[0] ?? 0) > 44, "\(String(describing: heights))")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var edits: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let bad: [Bad] = [
        Bad(edits: "- deleteRows: {section: nope, rows: [a]}\n", line: 1, column: 3, message: "no section 'nope'"),
        Bad(edits: "- deleteRows: {section: feed, rows: [zz]}\n", line: 1, column: 3, message: "no row 'zz' in section 'feed'"),
        Bad(edits: "- moveRow: {section: feed, row: 7, to: {at: 0}}\n", line: 1, column: 3, message: "no row 7 in section 'feed'"),
        Bad(edits: "- insertRows: {section: feed, at: 9, rows: [{title: x}]}\n", line: 1, column: 3, message: "row index 9 is out of range 0...3"),
        Bad(edits: "- insertRows: {section: favourites, rows: [{id: ada, title: Again}]}\n", line: 1, column: 3, message: "have the id 'ada'"),
        Bad(edits: "- insertSections: {at: 0, sections: [{id: feed, rows: []}]}\n", line: 1, column: 3, message: "have the id 'feed'"),
        Bad(edits: "- moveSection: {section: feed, to: {before: nowhere}}\n", line: 1, column: 3, message: "no section 'nowhere'"),
        Bad(edits: "- deleteSections: [5]\n", line: 1, column: 3, message: "no section 5"),
        Bad(edits: "- deleteRows: {section: feed, rows: [a]}\n- batch:\n    - deleteRows: {section: feed, rows: [b]}\n    - deleteRows: {section: feed, rows: [a]}\n",
            line: 4, column: 7, message: "no row 'a' in section 'feed'"),
        Bad(edits: "- reloadRows: {section: feed, rows: [{title: No id}]}\n", line: 1, column: 38, message: "needs its 'id'"),
        Bad(edits: "- delteRows: {section: feed, rows: [a]}\n", line: 1, column: 3, message: "unknown edit 'delteRows'; did you mean 'deleteRows'?"),
        Bad(edits: "- deleteRows: {section: feed, rows: [a], extra: 1}\n", line: 1, column: 42, message: "unknown key 'extra'"),
        Bad(edits: "- insertRows: {section: feed, at: 0, after: a, rows: []}\n", line: 1, column: 38, message: "give one of 'at', 'after' and 'before'"),
        Bad(edits: "- setHeight: {section: feed, row: a, height: -3}\n", line: 1, column: 46, message: "'height' must be 0 or more"),
        Bad(edits: "- setHeight: {section: feed, row: a, height: 1e308}\n", line: 1, column: 46, message: "'height' must be at most 10000000 points"),
        Bad(edits: "- insertRows: {section: feed, at: 0, rows: [{id: n, title: One}, {id: n, title: Two}]}\n", line: 1, column: 3,
            message: "two rows of section 1 have the id 'n' (rows 0 and 1)"),
        // The row already there is named where the insert moves it, not where it was.
        Bad(edits: "- insertRows: {section: favourites, at: 0, rows: [{id: x, title: X}, {id: ada, title: Again}]}\n", line: 1, column: 3,
            message: "two rows of section 0 have the id 'ada' (rows 2 and 1)"),
        Bad(edits: "- setData: {name: fed, value: []}\n", line: 1, column: 19, message: "no data source 'fed'; did you mean 'feed'?"),
        Bad(edits: "- batch:\n    - deleteRows: {section: feed, rows: [a]}\n    - setData: {name: feed, value: []}\n", line: 3, column: 7,
            message: "'setData' is a step of its own"),
        Bad(edits: "- set: {section: feed, row: a, value: x}\n", line: 1, column: 3, message: "is bound to no data; give it 'bind: SOURCE.KEY'"),
        Bad(edits: "{deleteRows: {section: feed, rows: [a]}}\n", line: 1, column: 1, message: "an edit file (a list of steps) must be a list"),
        Bad(edits: "- [1, 2]\n", line: 1, column: 3, message: "each step is one edit"),
    ]

    @Test(arguments: bad)
    func everyEditErrorNamesItsLineAndColumn(_ c: Bad) throws {
        let (result, folder) = try LiveCommandTests.run(c.edits, ["--json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 2)
        #expect(result.stderr.contains("edits.yaml:\(c.line):\(c.column): "), "\(result.stderr)")
        #expect(result.stderr.contains(c.message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func settingABoundRowWritesItsDataAndReloadsEveryRowBoundThere() throws {
        let config = """
            width: 390
            data:
              profile: {email: ada@example.com, notify: false, vip: true}
              theme: {dark: false}
            sections:
              - id: profile
                rows:
                  - {id: email, title: Email, bind: profile.email}
                  - {id: summary, title: Signed in as, bind: profile.email}
                  - {id: notify, title: Notifications, accessory: switch, bind: profile.notify}
                  - {id: vip, title: VIP, bind: {checked: profile.vip}}
                  - {id: dark, title: Dark, accessory: switch, bind: theme.dark}

            """
        let edits = """
            - set: {section: profile, row: email, value: ada@lovelace.org}
            - batch:
                - set: {section: profile, row: notify, value: true}
                - set: {section: profile, row: vip, value: false}
            """
        let (result, folder) = try LiveCommandTests.run(edits, ["--json", "--write-data", "FOLDER/out"], config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try LiveCommandTests.steps(result.stdout).map(LiveCommandTests.events) == [
            ["begin", "reload 0:0", "reload 0:1", "end"],
            ["begin", "reload 0:2", "reload 0:3", "end"],
        ])
        let written = try String(contentsOf: folder.appendingPathComponent("out/profile.json"), encoding: .utf8)
        #expect(written == "{\"email\": \"ada@lovelace.org\", \"notify\": true, \"vip\": false}\n")
        // Only the sources a step changed are written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["profile.json"])
        // The config itself is left as it was; the changed data is written beside it only.
        #expect(try String(contentsOf: folder.appendingPathComponent("table.yaml"), encoding: .utf8) == config)
    }

    /// Examples/live: a change reviewed as a sequence of pictures, each a golden.
    @Test func theExampleSequenceDrawsItsGoldenFrames() throws {
        let example = InspectCommandTests.root.appendingPathComponent("Examples/live")
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = TablesnapRunner.run(["apply", example.appendingPathComponent("inbox.yaml").path, example.appendingPathComponent("edits/inbox.yaml").path,
                                          "--frames", folder.appendingPathComponent("frames").path])
        #expect(result.status == 0, "\(result.stderr)")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: example.appendingPathComponent("frames").path).sorted()
        #expect(goldens == ["0.png", "1.png", "2.png", "3.png"])
        for name in goldens {
            let drawn = try Data(contentsOf: folder.appendingPathComponent("frames/\(name)"))
            let golden = RenderEnvironment.restampedWithThisVersion(try Data(contentsOf: example.appendingPathComponent("frames/\(name)")))
            #expect(drawn == golden, "frame \(name) differs from its golden (re-record: tablesnap apply Examples/live/inbox.yaml Examples/live/edits/inbox.yaml --frames Examples/live/frames)")
        }
        // The frame before any step is what `render` draws for the config.
        #expect(try Data(contentsOf: folder.appendingPathComponent("frames/0.png"))
                == RenderEnvironment.restampedWithThisVersion(Data(contentsOf: example.appendingPathComponent("inbox.png"))))
    }

    @Test func changesPrintsTheBatchesBetweenTwoTables() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            width: 320
            sections:
              - {id: a, rows: [{id: x, title: X}, {id: y, title: Y}, {id: z, title: Z}]}
              - {id: b, rows: [{id: w, title: W}]}
            """.write(to: folder.appendingPathComponent("old.yaml"), atomically: true, encoding: .utf8)
        try """
            width: 320
            sections:
              - {id: b, rows: [{id: w, title: W}, {id: x, title: X2}]}
              - {id: a, rows: [{id: z, title: Z}, {id: n, title: N}]}
            """.write(to: folder.appendingPathComponent("new.yaml"), atomically: true, encoding: .utf8)
        let (old, new) = (folder.appendingPathComponent("old.yaml").path, folder.appendingPathComponent("new.yaml").path)
        let result = TablesnapRunner.run(["changes", old, new, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let batches = (object?["batches"] as? [[String: Any]] ?? []).map { LiveCommandTests.events($0) }
        #expect(batches == [["moveSection 1>0", "delete 0:1", "insert 1:1", "move 0:0>0:1"], ["reload 0:1"]], "\(result.stdout)")
        let text = TablesnapRunner.run(["changes", old, new])
        #expect(text.stdout.contains("move 0:0 → 0:1"))
        let duplicate = TablesnapRunner.run(["changes", old, folder.appendingPathComponent("missing.yaml").path])
        #expect(duplicate.status == 2 && duplicate.stderr.contains("missing.yaml"))
    }
}
