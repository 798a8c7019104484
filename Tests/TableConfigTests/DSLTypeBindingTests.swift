import Testing
@testable import TableConfig
import TableLayout

/// A DSL row line without `-c` binds each element by its `type`, as `source` generators do
/// (GPJ's XData → XCell, docs/config.md, Rows from data; AOZ's delegate picking the cell class
/// from the contents, `cellClassForRowAtIndexPath:contents:`; docs/dsl.md, Templates by type).
@Suite struct DSLTypeBindingTests {
    static let header = """
        width: 320
        data:
          feed: [{type: ColorData, name: Red}, {type: TextData, text: Hi}, {type: Gap, h: 8}, plain, {name: untyped}]
          groups: [{type: ColorData, name: A}, {type: TextData, text: B}]
          lists: [[{type: Gap, h: 2}, {type: TextData, text: C}]]
        cells:
          ColorCell: {title: "{name}", height: 60}
          TextCell: {title: "{text}"}
          Gap: {height: "{h}"}
          fixed: {title: fixed, height: 30}

        """

    static func rows(_ layout: String) throws(ConfigError) -> [[Row]] {
        let text = header + "layout: |\n" + layout.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
        return try ConfigLoader.load(text: text, file: "t.yaml").table.sections.map { Array($0.rows) }
    }

    @Test func elementsPickTheirTemplateByType() throws {
        let rows = try DSLTypeBindingTests.rows("section\nrow -s feed")[0]
        #expect(rows.map { $0.cell } == ["ColorCell", "TextCell", "Gap", "default", "default"],
                "the exact name, else …Data as …Cell; no type: default")
        #expect(rows.map(\.title) == ["Red", "Hi", nil, nil, nil])
        #expect(rows[2].height == .points(8), "a bound template's height read from the data")
    }

    @Test func aGivenCellWinsOnTheLineOrItsSection() throws {
        #expect(try DSLTypeBindingTests.rows("section\nrow -s feed -c fixed")[0].allSatisfy { $0.cell == "fixed" })
        #expect(try DSLTypeBindingTests.rows("section -c fixed\nrow -s feed")[0].allSatisfy { $0.cell == "fixed" })
    }

    @Test func sectionElementsAndNestedArraysBindToo() throws {
        let sections = try DSLTypeBindingTests.rows("section -s groups\nrow\nsection -s lists\nrow")
        #expect(sections.map { $0.map(\.cell) } == [["ColorCell"], ["TextCell"], ["Gap", "TextCell"]])
    }

    @Test func aTypeWithNoTemplateIsAnErrorAtItsRowLine() {
        do {
            _ = try ConfigLoader.load(text: """
                width: 320
                data: {feed: [{type: Gapp}]}
                cells: {Gap: {height: 4}}
                layout: |
                  section
                  row -s feed
                """, file: "t.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.location?.line == 6 && error.location?.column == 3, "\(error)")
            #expect(error.message == "element 0 of the row line has type 'Gapp', but no cell template is named 'Gapp'. Templates: 'Gap'")
        }
    }
}
