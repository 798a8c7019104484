import Foundation
import Testing

/// `query --point` names the custom cell's element under the point (docs/cells.md,
/// Actions): GPJ's Hello and World buttons are two targets in one row, each with its action.
@Suite struct CellHitTests {
    static let config = FuzzCorpusTests.repository.appendingPathComponent("Snapshots/cells-gpj-buttons.yaml").path

    @Test func eachButtonOfARowIsATargetOfItsOwn() throws {
        let row = try #require(try JSONSerialization.jsonObject(with: Data(TablesnapRunner.run(["query", CellHitTests.config, "--row", "0:1"]).stdout.utf8)) as? [String: Any])
        let y = try #require(row["y"] as? Double) + (try #require(row["height"] as? Double)) / 2
        // Across the row, left to right: the card's text (no element named), Hello, World.
        var seen: [String] = []
        for x in stride(from: 40.0, through: 370.0, by: 6) {
            let out = TablesnapRunner.run(["query", CellHitTests.config, "--point", "\(x),\(y)"]).stdout
            let hit = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], "\(x): \(out)")
            #expect(hit["row"] as? Int == 1 && hit["part"] as? String == "content")
            let name = (hit["element"] as? String).map { "\($0) \(hit["action"] as? String ?? "")" } ?? "-"
            if seen.last != name { seen.append(name) }
        }
        #expect(seen == ["-", "hello sayHello:Red", "-", "world sayWorld:Red", "-"], "\(seen)")
    }
}
