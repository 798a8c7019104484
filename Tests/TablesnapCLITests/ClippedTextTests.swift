import Foundation
import Testing
import TestSupport

/// A fixed height that cannot hold its row's text (README's 60 pt rows at accessibility3)
/// is a warning, and an error under `--strict` (docs/config.md, "Heights").
@Suite struct ClippedTextTests {
    static func config(height: String, contentSize: String = "large") -> String {
        """
        width: 390
        contentSize: \(contentSize)
        sections:
          - id: people
            rows:
              - {id: ada, style: subtitle, title: Ada Lovelace, subtitle: Analyst, height: \(height)}
              - {title: '', height: 10}
        """
    }

    func run(_ yaml: String, _ arguments: [String]) throws -> TablesnapRunner.Result {
        let folder = try TemporaryFolder.make()
        let config = folder.appendingPathComponent("t.yaml")
        try yaml.write(to: config, atomically: true, encoding: .utf8)
        return TablesnapRunner.run(arguments.map { $0 == "CONFIG" ? config.path : $0 == "OUT" ? folder.appendingPathComponent("o.png").path : $0 })
    }

    @Test func aFixedHeightThatClipsIsWarnedAndStrictFails() throws {
        let fits = try run(Self.config(height: "60"), ["query", "CONFIG"])
        #expect(fits.status == 0 && fits.stderr.isEmpty, "60 pt holds a subtitle cell at the default size: \(fits.stderr)")

        let clipped = try run(Self.config(height: "60", contentSize: "accessibility3"), ["query", "CONFIG"])
        #expect(clipped.status == 0)
        let warning = try #require(clipped.stderr.split(separator: "\n").first.map(String.init))
        #expect(warning.contains("t.yaml: section 0 row 0 ('ada'): its text needs ") && warning.contains("but the row's height is fixed at 60 pt"), "\(warning)")
        #expect(clipped.stderr.split(separator: "\n").count == 1, "the empty 10 pt row has no text to clip: \(clipped.stderr)")

        // The height it asks for is what an automatic row holds: that row fits, and no warning.
        let needed = try #require(Double(warning.components(separatedBy: "needs ")[1].prefix { $0 != " " }))
        #expect(needed > 60)
        let automatic = try run(Self.config(height: "automatic", contentSize: "accessibility3"), ["query", "CONFIG", "--row", "people:ada"])
        #expect(automatic.status == 0 && automatic.stderr.isEmpty, "\(automatic.stderr)")
        let measured = try #require((try JSONSerialization.jsonObject(with: Data(automatic.stdout.utf8)) as? [String: Any])?["height"] as? Double)
        #expect(measured >= needed)
        let enough = try run(Self.config(height: String(Int(needed)), contentSize: "accessibility3"), ["query", "CONFIG"])
        #expect(enough.stderr.isEmpty, "\(needed) pt is enough: \(enough.stderr)")

        // render's --content-size, and --strict: an error, no PNG.
        let render = try run(Self.config(height: "60"), ["render", "CONFIG", "-o", "OUT", "--content-size", "accessibility3", "--strict"])
        #expect(render.status == 2 && render.stderr.hasPrefix("error: ") && render.stderr.contains("('ada')") && render.stdout.isEmpty, "\(render.stderr)")
    }

}
