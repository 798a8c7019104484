import Foundation
import Testing
@testable import TableConfig
import TableLayout
import TestSupport

/// Sources of tens of thousands of elements: rows made on demand equal what the small-table
/// path makes for the same element; edits inside them agree with a plain array; errors name
/// the element and its place in the data file.
@Suite struct LargeSourceTests {
    static let cells = """
        cells:
          MessageCell: {style: subtitle, title: "{title}", subtitle: "{who}", height: 60}
          ColorCell: {title: "{title}", detail: "{hex}", style: value1, height: "{height}"}
          GapCell: {height: "{size.h}", tag: gap}
          TextCell: {title: "{title} #{index}", height: automatic}

        """

    /// Element `i` of the random feed, as JSON text.
    static func element(_ i: Int, _ rng: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return #"{"type":"MessageData","id":"m\#(i)","title":"Message \#(i)","who":"Ada"}"#
        case 1: return ##"{"type":"ColorData","id":"c\##(i)","title":"Colour \##(i)","hex":"#\##(i % 999)","height":\##(Int.random(in: 0...90, using: &rng))}"##
        case 2: return #"{"type":"GapData","id":"g\#(i)","size":{"h":\#(Double(Int.random(in: 0...80, using: &rng)) / 4)}}"#
        default: return #"{"type":"TextCell","id":"t\#(i)","title":"Text \u00e9 \#(i)"}"#
        }
    }


    static func folder() throws -> URL {
        let folder = try TemporaryFolder.make("large-source")
        return folder
    }

    /// A config bound to `elements` written as a minified data file.
    static func load(_ elements: [String], extra: String = "") throws -> LoadedConfig {
        let folder = try folder()
        try ("[" + elements.joined(separator: ",") + "]").write(to: folder.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
        let config = "width: 390\n" + cells + "data: {feed: {file: feed.json}}\nsections:\n  - id: feed\n    rows: [{source: feed\(extra)}]\n"
        let path = folder.appendingPathComponent("table.yaml").path
        try config.write(toFile: path, atomically: true, encoding: .utf8)
        return try ConfigLoader.load(file: path)
    }

    /// The same element bound on its own, inline: the small-table path.
    static func single(_ element: String) throws -> Row {
        let config = "width: 390\n" + cells + "data: {feed: [\(element)]}\nsections:\n  - rows: [{source: feed}]\n"
        return try ConfigLoader.load(text: config, file: "single.yaml").table.sections[0].rows[0]
    }

    @Test func rowsOfALargeSourceAreWhatEachElementMakesAlone() throws {
        var rng = SeededGenerator(seed: 7)
        let elements = (0..<30_000).map { LargeSourceTests.element($0, &rng) }
        let document = try LargeSourceTests.load(elements)
        let rows = document.table.sections[0].rows
        #expect(rows.count == elements.count)
        guard case .data(let generator) = rows.items.first, rows.items.count == 1 else {
            Issue.record("a source is one generator, not \(rows.items.count) items")
            return
        }
        #expect(generator.count == elements.count)
        for _ in 0..<300 {
            let i = Int.random(in: 0..<elements.count, using: &rng)
            var expected = try LargeSourceTests.single(elements[i])
            // `{index}` counts within the source: the lone element is index 0.
            expected.title = expected.title?.replacingOccurrences(of: "#0", with: "#\(i)")
            let row = rows[i]
            #expect(row == expected, "row \(i): \(elements[i])")
            #expect(row.id == expected.id && row.id != nil)
            #expect(rows.explicitHeight(at: i) == expected.height)
        }
    }

    @Test func theGeometryTakesHeightsFromDataAndEstimatesLongAutomaticRuns() throws {
        var rng = SeededGenerator(seed: 11)
        let elements = (0..<20_000).map { LargeSourceTests.element($0, &rng) }
        let table = try LargeSourceTests.load(elements).table
        let geometry = TableGeometry(table: table)
        var y = 0.0
        for i in 0..<elements.count {
            let frame = geometry.frame(ofRow: RowPath(section: 0, row: i))
            let expected: Double
            switch table.sections[0].rows.explicitHeight(at: i) {
            case .points(let points)?: expected = points
            default: expected = table.estimatedRowHeight  // automatic rows of a long source
            }
            guard frame.y == y, frame.height == expected else {
                Issue.record("row \(i): \(frame) expected y \(y) height \(expected)")
                return
            }
            y += expected
        }
        #expect(geometry.contentHeight == y)
    }

    @Test(arguments: 0..<8)
    func editsInsideALargeSourceAgreeWithAPlainArray(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let elements = (0..<3_000).map { LargeSourceTests.element($0, &rng) }
        var rows = try LargeSourceTests.load(elements).table.sections[0].rows
        var expected = Array(rows)
        for step in 0..<60 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let i = Int.random(in: 0...expected.count, using: &rng)
                let row = Row(title: "new \(step)", height: .points(10))
                rows.insert(row, at: i)
                expected.insert(row, at: i)
            case 1 where !expected.isEmpty:
                let i = Int.random(in: 0..<expected.count, using: &rng)
                rows.remove(at: i)
                expected.remove(at: i)
            default:
                guard !expected.isEmpty else { continue }
                let i = Int.random(in: 0..<expected.count, using: &rng)
                let row = Row(title: "replaced \(step)")
                rows.replace(at: i, with: row)
                expected[i] = row
            }
            #expect(rows.checkInvariants(), "seed \(seed) step \(step)")
            #expect(rows.count == expected.count)
            for _ in 0..<20 where !expected.isEmpty {
                let i = Int.random(in: 0..<expected.count, using: &rng)
                guard rows[i] == expected[i], rows.explicitHeight(at: i) == expected[i].height else {
                    Issue.record("seed \(seed) step \(step) row \(i)")
                    return
                }
            }
        }
        #expect(Array(rows) == expected, "seed \(seed)")
    }

    @Test func aBadHeightNamesTheElementAndItsPlaceInTheDataFile() throws {
        var elements = (0..<2_000).map { _ in #"{"type":"MessageData","title":"x","who":"y"}"# }
        elements[1_234] = ##"{"type":"ColorData","title":"x","hex":"#FFF","height":"tall"}"##
        do {
            _ = try LargeSourceTests.load(elements.map { $0 + "\n" })
            Issue.record("loaded")
        } catch let error as ConfigError {
            #expect(error.message.contains("element 1234 of 'feed'"), "\(error)")
            #expect(error.message.contains("\"tall\""), "\(error)")
            #expect(error.file.hasSuffix("feed.json") && error.location?.line == 1_235 && error.location?.column == 2, "\(error)")
        }
    }

    @Test func aMissingTemplateNamesTheElementAndItsPlace() throws {
        var elements = (0..<500).map { _ in #"{"type":"MessageData","title":"x","who":"y"}"# }
        elements[321] = #"{"type":"MapData"}"#
        do {
            _ = try LargeSourceTests.load(elements.map { "\n  " + $0 })
            Issue.record("loaded")
        } catch let error as ConfigError {
            #expect(error.message.contains("element 321 of 'feed' has type 'MapData'"), "\(error)")
            #expect(error.location?.line == 323 && error.location?.column == 3, "\(error)")
        }
    }

    @Test func aSourceNamesRowsByItsIdField() throws {
        let elements = (0..<40).map { #"{"type":"MessageData","uid":"u\#($0)","title":"m\#($0)","who":"w"}"# }
        let table = try LargeSourceTests.load(elements, extra: ", id: uid").table
        #expect(table.sections[0].rowIndex(id: "u37") == 37)
        #expect(table.sections[0].rows[5].id == "u5")
        #expect(table.sections[0].rowIndex(id: "nope") == nil)
    }
}
