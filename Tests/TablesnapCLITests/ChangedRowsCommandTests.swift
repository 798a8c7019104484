import Foundation
import Testing
import TestSupport

/// `verify` and `diff --config` name the row whose text changed (docs/snapshots.md, "What
/// changed"); the report and JUnit carry the message.
@Suite struct ChangedRowsCommandTests {
    static func config(_ alan: String) -> String {
        """
        width: 390
        viewport: {height: 300}
        sections:
          - id: favourites
            header: Favourites
            rows:
              - {id: ada, title: Ada Lovelace}
              - {id: alan, title: \(alan)}
          - id: feed
            rows: [{repeat: 20, title: "Item {index}"}]
        """
    }

    @Test func verifyNamesTheChangedRowAndTheReportShowsIt() throws {
        let folder = try TemporaryFolder.make()
        let suite = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Self.config("Alan Turing").write(to: suite.appendingPathComponent("people.yaml"), atomically: true, encoding: .utf8)
        #expect(TablesnapRunner.run(["verify", suite.path, "--record"]).status == 0)
        try Self.config("Alan Mathison Turing").write(to: suite.appendingPathComponent("people.yaml"), atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("report"), junit = folder.appendingPathComponent("junit.xml")
        let result = TablesnapRunner.run(["verify", suite.path, "--record-mode", "never", "--report", report.path, "--junit", junit.path])
        #expect(result.status == 1)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL") })
        #expect(line.contains("; in row favourites:alan 'Alan Mathison Turing' (y "), "\(line)")
        #expect(!line.contains("ada") && !line.contains("feed:"), "only the changed row: \(line)")
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("in row favourites:alan"))
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("in row favourites:alan"))
    }

    @Test func diffWithTheConfigNamesTheRow() throws {
        let folder = try TemporaryFolder.make()
        let before = folder.appendingPathComponent("before.yaml"), after = folder.appendingPathComponent("after.yaml")
        try Self.config("Alan Turing").write(to: before, atomically: true, encoding: .utf8)
        try Self.config("Alan Mathison Turing").write(to: after, atomically: true, encoding: .utf8)
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        #expect(TablesnapRunner.run(["render", before.path, "-o", a]).status == 0)
        #expect(TablesnapRunner.run(["render", after.path, "-o", b]).status == 0)
        let text = TablesnapRunner.run(["diff", a, b, "--config", after.path])
        #expect(text.status == 1 && text.stdout.contains(" px; ") && text.stdout.contains("; in row favourites:alan 'Alan Mathison Turing' (y "), "\(text.stdout)")
        let json = TablesnapRunner.run(["diff", a, b, "--config", after.path, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["changed"] as? String)?.hasPrefix("in row favourites:alan") == true)
        // Without --config, no names; a matching pair has none to give.
        #expect(!TablesnapRunner.run(["diff", a, b]).stdout.contains("in row"))
        let same = TablesnapRunner.run(["diff", a, a, "--config", after.path, "--json"])
        #expect(same.status == 0 && same.stdout.contains("\"changed\": null"), "\(same.stdout)")
    }
}
