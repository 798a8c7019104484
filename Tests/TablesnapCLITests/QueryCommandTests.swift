import Foundation
import TableLayout
import TestSupport
import Testing

/// `tablesnap query` against the brute-force reference, through files and a real process.
@Suite struct QueryCommandTests {
    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// The reference's answer in `query`'s JSON shape (docs/cli.md).
    static func expected(_ visible: VisibleItems) -> [String: Any] {
        [
            "contentHeight": visible.contentHeight, "offset": visible.offset, "viewportHeight": visible.viewportHeight,
            "contentPreferredMaxWidth": 0,  // random tables set no preferredMaxWidth
            "rows": visible.rows.map { ["section": $0.section, "row": $0.row, "y": $0.y, "height": $0.height] },
            "headers": visible.headers.map { ["section": $0.section, "y": $0.y, "height": $0.height, "pinned": $0.isPinned] },
            "footers": visible.footers.map { ["section": $0.section, "y": $0.y, "height": $0.height] },
        ]
    }

    /// The command's plumbing (the table written as JSON, loaded, queried, printed) on random
    /// tables; the geometry itself is held against the reference on 1,500 tables in
    /// TableGeometryTests, so 20 here check what 60 did.
    @Test(arguments: 0..<20)
    func queryAnswersAsTheReferenceOnRandomTables(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) + 10_000)
        let table = RandomTables.make(using: &rng)
        let reference = ReferenceLayout(table, measurer: SharedFonts.measurer)
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("table.json")
        try ConfigText.json(of: table).write(to: config, atomically: true, encoding: .utf8)

        let boundaries = reference.items.map(\.y)
        let offset = [boundaries.randomElement(using: &rng)!, Double(Int.random(in: -100...Int(reference.contentHeight) + 100, using: &rng))]
            .randomElement(using: &rng)!
        let height = Double(Int.random(in: 1...1000, using: &rng))
        // `--offset=-50`: a negative value must be joined to its flag, as ArgumentParser reads it.
        let result = TablesnapRunner.run(["query", config.path, "--offset=\(DataValue.format(offset))",
                                          "--viewport-height", DataValue.format(height)])
        #expect(result.status == 0, "\(result.stderr)")
        let actual = try QueryCommandTests.json(result.stdout) as? NSDictionary
        let expected = QueryCommandTests.expected(reference.visible(Viewport(offset: offset, height: height)))
        #expect(actual == expected as NSDictionary, "seed \(seed): \(result.stdout)")
    }

    @Test func rowAndPointQueriesAddressRowsByIndexOrId() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("t.yaml")
        try """
            width: 300
            sections:
              - id: top
                header: {title: Top, height: 30}
                rows: [{id: first, height: 50}, {id: second, height: 70, tag: t2, accessory: switch}]
              - rows: [{repeat: 1000, heights: [10, 20]}]
            """.write(to: config, atomically: true, encoding: .utf8)
        let byIndex = TablesnapRunner.run(["query", config.path, "--row", "0:1"])
        let byID = TablesnapRunner.run(["query", config.path, "--row", "top:second"])
        #expect(byIndex.stdout == byID.stdout)
        #expect(try QueryCommandTests.json(byIndex.stdout) as? NSDictionary == ["section": 0, "row": 1, "y": 80, "height": 70])
        let deep = TablesnapRunner.run(["query", config.path, "--row", "1:999"])
        // Section 1 starts at 150; 999 rows before it in pairs of 10 + 20 (499 pairs and a 10).
        #expect(try QueryCommandTests.json(deep.stdout) as? NSDictionary == ["section": 1, "row": 999, "y": 150 + 499 * 30 + 10, "height": 20])

        // Hit regions (issue 12, docs/geometry.md indexPathForTouchEvent): the part, id and tag.
        let onRow = TablesnapRunner.run(["query", config.path, "--point", "5,100"])
        #expect(try QueryCommandTests.json(onRow.stdout) as? NSDictionary
            == ["section": 0, "row": 1, "y": 80, "height": 70, "part": "content", "id": "second", "tag": "t2"])
        // The switch: 51 pt ending at the 16 pt margin of a 300 pt table.
        let onSwitch = TablesnapRunner.run(["query", config.path, "--point", "260,100"])
        #expect(try QueryCommandTests.json(onSwitch.stdout) as? NSDictionary
            == ["section": 0, "row": 1, "y": 80, "height": 70, "part": "switch", "id": "second", "tag": "t2"])
        let untagged = TablesnapRunner.run(["query", config.path, "--point", "5,60"])
        #expect(try QueryCommandTests.json(untagged.stdout) as? NSDictionary
            == ["section": 0, "row": 0, "y": 30, "height": 50, "part": "content", "id": "first", "tag": NSNull()])
        // Scrolled to 40, the header is pinned over the top of the first row.
        let onHeader = TablesnapRunner.run(["query", config.path, "--point", "5,45", "--offset", "40", "--viewport-height", "100"])
        #expect(try QueryCommandTests.json(onHeader.stdout) as? NSDictionary == ["section": 0, "y": 40, "height": 30, "pinned": true])
        let outside = TablesnapRunner.run(["query", config.path, "--point", "500,45"])
        #expect(outside.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "null")
    }

    /// `width: fit` and `contentPreferredMaxWidth` (issue 12; docs/config.md, `preferredMaxWidth`,
    /// GPJ's preferredMaxWidth and width auto-fit): query reports the largest, and a fitted
    /// table is drawn that wide.
    @Test func preferredWidthsAreReportedAndFitTheTable() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("fit.yaml")
        try """
            width: fit
            cells:
              wide: {preferredMaxWidth: 341.5}
            sections:
              - rows:
                  - {title: a, preferredMaxWidth: 300}
                  - {repeat: 3, cell: wide, title: "r{index}"}
            """.write(to: config, atomically: true, encoding: .utf8)
        let query = TablesnapRunner.run(["query", config.path])
        #expect(query.status == 0, "\(query.stderr)")
        let answer = try QueryCommandTests.json(query.stdout) as? NSDictionary
        #expect(answer?["contentPreferredMaxWidth"] as? Double == 341.5)
        let png = folder.appendingPathComponent("fit.png")
        #expect(TablesnapRunner.run(["render", config.path, "--scale", "2", "-o", png.path]).status == 0)
        let bytes = try Data(contentsOf: png)
        // The IHDR's width: 341.5 pt at scale 2 is 683 pixels.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 683)
    }

    /// `--scroll-to` (issue 12; UIKit's scrollToRow(at:at:) as DX and AOZ call it): the
    /// offset printed, the viewport `--point` then sees, and `render` drawing the same window
    /// as `--offset` at that offset.
    @Test func scrollToPrintsTheOffsetAndRenderDrawsThere() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("t.yaml")
        try """
            width: 300
            viewport: {height: 100}
            sections:
              - id: top
                header: {title: Top, height: 30}
                rows: [{id: first, height: 50}, {id: second, height: 70}]
              - rows: [{repeat: 1000, heights: [10, 20]}]
            """.write(to: config, atomically: true, encoding: .utf8)
        func scroll(_ arguments: [String]) throws -> NSDictionary? {
            let result = TablesnapRunner.run(["query", config.path, "--scroll-to"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return try QueryCommandTests.json(result.stdout) as? NSDictionary
        }
        // Row "second" spans [80, 150): below the header pinned at 50, or centred, or at the bottom.
        #expect(try scroll(["top:second"]) == ["section": 0, "row": 1, "position": "top", "offset": 50])
        #expect(try scroll(["0:1", "--position", "middle"]) == ["section": 0, "row": 1, "position": "middle", "offset": 65])
        #expect(try scroll(["0:1", "--position", "bottom"]) == ["section": 0, "row": 1, "position": "bottom", "offset": 50])
        #expect(try scroll(["0:1", "--position", "none"]) == ["section": 0, "row": 1, "position": "none", "offset": 50])
        #expect(try scroll(["0:0", "--position", "none", "--offset", "40"]) == ["section": 0, "row": 0, "position": "none", "offset": 0])
        // The last row: clamped to the end of the content.
        let end = 150 + 500 * 30.0 - 100
        #expect(try scroll(["1:999", "--position", "top"]) == ["section": 1, "row": 999, "position": "top", "offset": end])
        // --point in the scrolled viewport: the pinned header covers the top of row "second".
        let covered = TablesnapRunner.run(["query", config.path, "--scroll-to", "top:second", "--point", "5,60"])
        #expect(try QueryCommandTests.json(covered.stdout) as? NSDictionary == ["section": 0, "y": 50, "height": 30, "pinned": true])

        let scrolled = folder.appendingPathComponent("scrolled.png"), offset = folder.appendingPathComponent("offset.png")
        #expect(TablesnapRunner.run(["render", config.path, "--scroll-to", "top:second", "--position", "middle", "-o", scrolled.path]).status == 0)
        #expect(TablesnapRunner.run(["render", config.path, "--offset", "65", "-o", offset.path]).status == 0)
        #expect(try Data(contentsOf: scrolled) == Data(contentsOf: offset))
        let full = TablesnapRunner.run(["render", config.path, "--full", "--scroll-to", "0:0", "-o", offset.path])
        #expect(full.status == 2 && full.stderr.contains("drop --scroll-to"))
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badInputs: [BadInput] = [
        BadInput(arguments: ["--row", "7:0"], message: "no section '7'"),
        BadInput(arguments: ["--row", "0:9"], message: "no row '9' in section 0"),
        BadInput(arguments: ["--row", "zero"], message: "--row must be SECTION:ROW"),
        BadInput(arguments: ["--point", "1"], message: "--point must be X,Y"),
        BadInput(arguments: ["--scroll-to", "0:5"], message: "--scroll-to 0:5: no row '5' in section 0"),
        BadInput(arguments: ["--scroll-to", "a"], message: "--scroll-to must be SECTION:ROW"),
        BadInput(arguments: ["--position", "top"], message: "--position needs --scroll-to SECTION:ROW"),
        BadInput(arguments: ["--viewport-height", "0"], message: "--viewport-height must be a number greater than 0"),
    ]

    @Test(arguments: badInputs)
    func badFlagValuesExitWithTwo(_ input: BadInput) throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("t.yaml")
        try "width: 300\nsections: [{rows: [{title: a}]}]\n".write(to: config, atomically: true, encoding: .utf8)
        let result = TablesnapRunner.run(["query", config.path] + input.arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(result.stderr.contains(input.message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aBadConfigIsExitTwoWithItsPosition() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("bad.yaml")
        try "width: 300\nsections:\n  - rows: [{titel: a}]\n".write(to: config, atomically: true, encoding: .utf8)
        let result = TablesnapRunner.run(["query", config.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(config.path):3:13: unknown key 'titel' in a row; did you mean 'title'?\n")
        let missing = TablesnapRunner.run(["query", folder.appendingPathComponent("nope.yaml").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file"))
    }

    /// Through the binary on purpose: the statuses the process exits with for ArgumentParser's
    /// usage error, `--help` and `--version`.
    @Test func aMalformedCommandLineUsesArgumentParsersStatus() async throws {
        let result = try await TablesnapRunner.runBinary(["query"])
        #expect(result.status == 64)
        #expect(try await TablesnapRunner.runBinary(["query", "--help"]).status == 0)
        #expect(try await TablesnapRunner.runBinary(["--version"]).status == 0)
    }
}
