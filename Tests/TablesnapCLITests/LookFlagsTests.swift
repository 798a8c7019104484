import Foundation
import TableLayout
import TestSupport
import Testing

/// The look flags (docs/cli.md, "Look flags"): `query` lays the table out as `render` draws
/// it for the same flags, since both apply them through one `Look`.
@Suite struct LookFlagsTests {
    static let automatic = """
        width: 320
        sections:
          - header: People
            rows:
              - {title: "Ada Lovelace, the first programmer, who wrote the first algorithm for a machine", height: automatic}
              - {title: "Alan Turing", subtitle: "Mathematician", style: subtitle, height: automatic}
        """

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try TemporaryFolder.make("look")
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    static func contentHeight(_ json: String) throws -> Double {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["contentHeight"] as? Double)
    }

    /// `query --content-size` measures what `render --content-size` draws: the whole content
    /// drawn at scale 1 is as tall as the content `query` reports, and taller than at the
    /// config's own size.
    @Test func queryMeasuresTheContentSizeRenderDraws() throws {
        let folder = try Self.folder(["t.yaml": Self.automatic])
        let config = folder.appendingPathComponent("t.yaml").path
        let plain = TablesnapRunner.run(["query", config])
        let large = TablesnapRunner.run(["query", config, "--content-size", "accessibility3"])
        #expect(plain.status == 0 && large.status == 0, "\(plain.stderr)\(large.stderr)")
        let height = try Self.contentHeight(large.stdout)
        #expect(height > (try Self.contentHeight(plain.stdout)) + 20, "larger text, taller automatic rows")
        let out = folder.appendingPathComponent("large.png").path
        let drawn = TablesnapRunner.run(["render", config, "--full", "--scale", "1", "--content-size", "accessibility3", "-o", out])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let size = try #require(RenderCommandTests.pngSize(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(size.1 == Int(height.rounded()), "render drew \(size.1) px, query said \(height) pt")
    }

    /// `--device` gives `query` the device's width (an inset-grouped table's rows keep its
    /// margins) and, with a `screen:`, its screen; `--table-only` takes the screen away.
    @Test func queryTakesTheDeviceAndTheTableAlone() throws {
        let screen = "width: 393\nscreen: {device: iphone16, navigationBar: {title: People}}\nsections: [{rows: [{title: a}, {title: b}]}]\n"
        let folder = try Self.folder(["s.yaml": screen])
        let config = folder.appendingPathComponent("s.yaml").path
        let onPhone = TablesnapRunner.run(["query", config, "--device", "se"])
        #expect(onPhone.status == 0, "\(onPhone.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(onPhone.stdout.utf8)) as? [String: Any])
        let bars = try #require(object["screen"] as? [String: Any], "a screen: is answered in screen coordinates")
        #expect(bars["device"] as? String == "se" && bars["width"] as? Double == 375, "the SE's 375 pt screen: \(bars)")
        let alone = TablesnapRunner.run(["query", config, "--table-only"])
        let table = try #require(try JSONSerialization.jsonObject(with: Data(alone.stdout.utf8)) as? [String: Any])
        #expect(alone.status == 0 && table["screen"] == nil, "\(alone.stdout.prefix(300))")
        let bad = TablesnapRunner.run(["query", config, "--device", "iphon15"])
        #expect(bad.status == 2 && bad.stderr.contains("--device: no preset 'iphon15'; did you mean 'iphone15'?"), "\(bad.stderr)")
    }
}
