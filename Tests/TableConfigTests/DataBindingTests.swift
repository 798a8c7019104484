import Foundation
import Testing
import TestSupport
@testable import TableConfig
import TableLayout

/// `data`, `source` generators and type → template binding (docs/config.md, Data and templates).
@Suite struct DataBindingTests {
    static let header = """
        width: 320
        data:
          fruits: [{name: Apple, kind: fruit}, {name: Pear, kind: fruit}, {name: Plum, kind: fruit}]
          feed: [{type: ColorData, hex: "#FF0000"}, {type: TextData, text: Hi}, {type: Banner}]
          none: []
          nothing: null
          names: [Ann, Bo]
        cells:
          fruit: {title: "{name}", accessory: checkmark, height: 50}
          ColorCell: {title: "Colour {hex}", height: 60}
          TextCell: {title: "{text}"}
          Banner: {title: Banner!, height: 80}
          emptyRow: {title: Nothing here}
          pair: {title: "{0.name} & {1.name}"}
          plain: {title: "{.}"}

        """

    static func rows(_ rows: String) throws -> [Row] { try RowsUnderHeader.load(rows, under: header) }

    /// One row can say `type: XData` and be drawn by `XCell`, as rows from data can: in a
    /// config and in an edit file, with the row's `data` filling the template.
    @Test func aSingleRowsTypePicksItsTemplate() throws {
        let rows = try DataBindingTests.rows("""
            {type: ColorData, data: {hex: "#00FF00"}}
            {type: Banner}
            {type: TextData, data: {text: Own}, title: "Mine: {text}"}
            """)
        #expect(rows.map(\.cell) == ["ColorCell", "Banner", "TextCell"])
        #expect(rows.map { $0.resolvingPlaceholders(index: nil).title } == ["Colour #00FF00", "Banner!", "Mine: Own"])
        #expect(rows[0].height == .points(60) && rows[1].height == .points(80))

        let text = DataBindingTests.header + "sections:\n  - id: s\n    rows: [{title: first}]\n"
        let document = try ConfigLoader.load(text: text, file: "t.yaml")
        let script = try EditLoader.load(text: "- insertRows: {section: s, at: 1, rows: [{id: c, type: ColorData, data: {hex: \"#123456\"}}]}\n",
                                         file: "e.yaml", for: document.source)
        let live = try LiveTable(document.table)
        var source = document.source
        _ = try script.steps[0].apply(to: live, source: &source)
        let inserted = try #require(live.row(named: "c", inSection: "s"))
        #expect(inserted.cell == "ColorCell" && inserted.resolvingPlaceholders(index: nil).title == "Colour #123456")
        #expect(live.geometry.frame(ofRow: RowPath(section: 0, row: 1)).height == 60)
    }

    struct TypeError: Sendable, CustomTestStringConvertible {
        var row: String
        var message: String
        var column: Int
        var testDescription: String { row }
    }

    static let typeErrors: [TypeError] = [
        TypeError(row: "{type: NopeData}", message: "the row has type 'NopeData', but no cell template is named 'NopeData' or 'NopeCell'",
                  column: 16),
        TypeError(row: "{type: ColorData, cell: fruit}", message: "'type' picks the row's template as 'cell' does; give one of them",
                  column: 10),
        TypeError(row: "{type: [a]}", message: "'type'", column: 16),
        TypeError(row: "{source: feed, type: ColorData}", message: "rows from a source take each element's 'type'", column: 24),
    ]

    @Test(arguments: typeErrors)
    func aRowsTypeThatPicksNoTemplateIsAnErrorAtItsPlace(_ bad: TypeError) throws {
        try RowsUnderHeader.expectError(in: bad.row, under: DataBindingTests.header, containing: bad.message, column: bad.column)
    }

    @Test func aSourceMakesARowPerElementWithTheElementAsItsData() throws {
        let rows = try DataBindingTests.rows("{source: fruits, cell: fruit}")
        #expect(rows.map(\.title) == ["Apple", "Pear", "Plum"])
        #expect(rows.allSatisfy { $0.cell == "fruit" && $0.accessory == .checkmark && $0.height == .points(50) })
        #expect(rows[0].data?["name"] == .string("Apple"))
    }

    @Test func theGeneratorsOwnFieldsWinOverTheTemplates() throws {
        let rows = try DataBindingTests.rows("{source: fruits, cell: fruit, accessory: none, subtitle: \"{kind}\"}")
        #expect(rows.allSatisfy { $0.accessory == .none && $0.subtitle == "fruit" })
    }

    @Test func withoutACellEachElementsTypePicksItsTemplate() throws {
        let rows = try DataBindingTests.rows("{source: feed}")
        #expect(rows.map(\.cell) == ["ColorCell", "TextCell", "Banner"], "XData → XCell, or the exact name")
        #expect(rows.map(\.title) == ["Colour #FF0000", "Hi", "Banner!"])
        #expect(rows.map(\.height) == [.points(60), nil, .points(80)], "a data kind carries its height")
    }

    @Test func perRowGroupsElementsAndAllPutsThemInOneRow() throws {
        let pairs = try DataBindingTests.rows("{source: fruits, cell: pair, perRow: 2}")
        #expect(pairs.map(\.title) == ["Apple & Pear", "Plum & "])
        #expect(try DataBindingTests.rows("{source: fruits, cell: pair, perRow: all}").count == 1)
    }

    @Test func anEmptyOrNullSourceGivesItsEmptyCellOrNoRows() throws {
        #expect(try DataBindingTests.rows("{source: none, cell: fruit}").isEmpty)
        let empty = try DataBindingTests.rows("{source: nothing, cell: fruit, emptyCell: emptyRow}")
        #expect(empty.count == 1 && empty[0].isEmptyPlaceholder && empty[0].title == "Nothing here" && empty[0].data == nil)
    }

    @Test func plainValuesShowThroughDot() throws {
        #expect(try DataBindingTests.rows("{source: names, cell: plain}").map(\.title) == ["Ann", "Bo"])
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var row: String
        var message: String
        /// The generator's line, or the element's line in `data` when the element is at fault.
        var line = 18
        var testDescription: String { row }
    }

    static let bad: [BadCase] = [
        BadCase(row: "{source: fruit, cell: fruit}", message: "no data source 'fruit'; did you mean 'fruits'?"),
        BadCase(row: "{source: names}", message: "element 0 of 'names' has no 'type'", line: 7),
        BadCase(row: "{source: feed, perRow: 0}", message: "'perRow' must be from 1"),
        BadCase(row: "{source: fruits, cell: nope}", message: "no cell template named 'nope'"),
        BadCase(row: "{source: fruits, repeat: 3}", message: "'repeat' does not go with 'source'"),
        BadCase(row: "{title: x, emptyCell: emptyRow}", message: "'emptyCell' goes with 'source: NAME'"),
    ]

    @Test(arguments: bad)
    func badGeneratorsAreErrorsAtTheirKey(_ c: BadCase) {
        do {
            _ = try DataBindingTests.rows(c.row)
            Issue.record("\(c.row) loaded")
        } catch let error as ConfigError {
            #expect(error.message.contains(c.message), "\(error)")
            #expect(error.location?.line == c.line, "the key, or the element in the data: \(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aTypeWithNoTemplateNamesItAndTheTemplates() {
        let text = "width: 320\ndata: {feed: [{type: MapData}]}\ncells: {ColorCell: {}}\nsections: [{rows: [{source: feed}]}]\n"
        do {
            _ = try ConfigLoader.load(text: text, file: "t.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.message.contains("type 'MapData', but no cell template is named 'MapData' or 'MapCell'. Templates: 'ColorCell'"), "\(error)")
        }
    }

    @Test func dataFilesAreReadBesideTheConfig() throws {
        let folder = try TemporaryFolder.make("tablesnap-data")
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"[{"name": "From JSON"}]"#.write(to: folder.appendingPathComponent("items.json"), atomically: true, encoding: .utf8)
        try "- name: From YAML\n".write(to: folder.appendingPathComponent("more.yaml"), atomically: true, encoding: .utf8)
        try "[{\"name\": oops".write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent("t.yaml")
        try """
            width: 320
            data: {items: {file: items.json}, more: {file: more.yaml}}
            cells: {c: {title: "{name}"}}
            sections: [{rows: [{source: items, cell: c}, {source: more, cell: c}]}]
            """.write(to: config, atomically: true, encoding: .utf8)
        let rows = Array(try ConfigLoader.load(file: config.path).table.sections[0].rows)
        #expect(rows.map(\.title) == ["From JSON", "From YAML"])

        try "width: 320\ndata: {items: {file: missing.json}}\nsections: []\n".write(to: config, atomically: true, encoding: .utf8)
        #expect(throws: ConfigError.self) { try ConfigLoader.load(file: config.path) }
        try "width: 320\ndata: {items: {file: broken.json}}\nsections: []\n".write(to: config, atomically: true, encoding: .utf8)
        do {
            _ = try ConfigLoader.load(file: config.path)
            Issue.record("a broken data file loaded")
        } catch {
            #expect(error.file.hasSuffix("broken.json") && error.location?.line == 1, "\(error)")
        }
    }
}
