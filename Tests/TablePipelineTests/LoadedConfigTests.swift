import Foundation
@testable import TableConfig
@testable import TableLayout
import TablePipeline
import TestSupport
import Testing

/// A loaded config's concepts each have one home: the table in the live table, the view,
/// snapshot settings, warnings and source beside it, each read by the callers that need it.
@Suite struct LoadedConfigTests {
    static let config = """
        width: 320
        scale: 3
        appearance: dark
        viewport: {height: 200, offset: 10}
        snapshot: {maxDiffPixels: 4}
        variants: {appearance: [light, dark]}
        data:
          people: [{name: Ann}, {name: Bo}]
        sections:
          - id: s
            rows:
              - {repeat: 40, title: 'Row {index}'}
              - {source: people, cell: default, title: '{name}'}
        """

    static func loaded() throws -> LoadedTable {
        try LoadedTable.load(text: config, file: "/nonexistent/t.yaml")
    }

    @Test func eachSettingHasItsOwnHome() throws {
        let loaded = try Self.loaded()
        #expect(loaded.view == ViewSettings(viewportHeight: 200, viewportOffset: 10, scale: 3, appearance: .dark))
        #expect(loaded.snapshot.maxDiffPixels == 4 && loaded.snapshot.variants.map(\.suffix) == ["light", "dark"])
        #expect(loaded.source.file == "/nonexistent/t.yaml" && loaded.source.files != nil)
        #expect(loaded.viewport() == Viewport(offset: 10, height: 200))
        // A variant keeps the source (edits still load) and its own view.
        let light = loaded.applying(loaded.snapshot.variants[0])
        #expect(light.view.appearance == .light && light.view.scale == 3 && light.source.file == loaded.source.file)
        _ = try EditLoader.load(text: "- deleteRows: {section: s, rows: [0]}\n", file: "e.yaml", for: light.source)
    }

    /// `LoadedTable` once kept the whole loaded config beside its live table, the table
    /// included: the live table's rows were shared with that copy, so its first edit copied
    /// them. Now the live table is their one owner and edits them in place.
    @Test func theLiveTableIsTheTablesOneOwner() throws {
        let loaded = try Self.loaded()
        let before = try #require(loaded.table.sections[0].rows.treeIdentity)
        try loaded.live.apply(.deleteRows([.index(3)], section: .index(0)))
        #expect(loaded.table.sections[0].rows.count == 41)
        #expect(loaded.table.sections[0].rows.treeIdentity == before, "the rows were copied: something besides the live table holds them")
    }

    /// `setData` replaces the source the table comes from, so a second `setData` decodes the
    /// config with the first one's data in it: `LoadedTable.apply`, the one way `apply` and
    /// `serve` replay a step, keeps it.
    @Test func setDataStepsFollowTheSourceTheyLeave() throws {
        let loaded = try Self.loaded()
        let script = try EditLoader.load(text: """
            - setData: {name: people, value: [{name: Cy}, {name: Di}, {name: Ed}]}
            - setData: {name: people, value: [{name: Fa}]}
            """, file: "e.yaml", for: loaded.source)
        try loaded.apply(script.steps[0])
        #expect(loaded.table.sections[0].rows.count == 43)
        try loaded.apply(script.steps[1])
        #expect(loaded.table.sections[0].rows.count == 41 && loaded.table.sections[0].rows.last?.title == "Fa")
    }

    /// A table made in Swift has no config to make rows as: edit files say so.
    @Test func aSwiftTableHasNoConfigForEdits() throws {
        let loaded = LoadedTable(table: Table(width: 320, sections: [Section(rows: RowList([Row(title: "a")]))]), engine: SharedFonts.engine)
        #expect(loaded.source.file == "<Swift>" && loaded.view == ViewSettings())
        let error = #expect(throws: ConfigError.self) {
            try EditLoader.load(text: "- deleteRows: {section: 0, rows: [0]}\n", file: "e.yaml", for: loaded.source)
        }
        #expect(error?.description.contains("not loaded from a config") == true)
    }
}
