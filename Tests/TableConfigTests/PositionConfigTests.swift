import Testing
import TestSupport
@testable import TableConfig
import TableLayout

/// Positions and position variants through the config and the DSL (docs/config.md, Positions
/// and position variants).
@Suite struct PositionConfigTests {
    static let header = """
        width: 320
        data:
          fruits: [{id: a, name: Apple}, {id: b, name: Pear}, {id: c, name: Plum}, {id: d, name: Fig}]
          one: [Kiwi]
          none: []
        cells:
          card:
            title: "{name} {@position}"
            height: 44
            first: {height: 60, background: "#FF0000"}
            last: {height: 50, title: "last {name}"}
          solo: {title: "{.}", only: {height: 70}, first: {height: 10}}
          plain: {title: "{.}"}

        """

    static func table(_ body: String) throws -> Table {
        try ConfigLoader.load(text: header + body, file: "t.yaml").table
    }

    static func positions(_ section: Section) -> [[String]] {
        (0..<section.rows.count).map { section.rows.position(ofRow: $0).names }
    }

    // Positions (docs/config.md): part bits within the source, section bits within the section.
    @Test func aSourceIsAPartAndItsEndsTakeTheirVariants() throws {
        let table = try PositionConfigTests.table("""
            sections:
              - rows:
                  - {title: Head}
                  - {source: fruits, cell: card}
                  - {source: one, cell: solo}
            """)
        let section = table.sections[0]
        #expect(PositionConfigTests.positions(section) == [["top"], ["partTop"], [], [], ["partBottom"], ["bottom", "partOnly"]])
        let rows = Array(section.rows)
        #expect(rows.map(\.height) == [nil, .points(60), .points(44), .points(44), .points(50), .points(70)])
        #expect(rows[1].title == "Apple partTop" && rows[1].background == Color(hex: "#FF0000"))
        #expect(rows[2].title == "Pear " && rows[2].background == nil)
        #expect(rows[4].title == "last Fig", "a variant's own title, its placeholders filled")
        let geometry = TableGeometry(table: table)
        #expect((0..<6).map { geometry.frame(ofRow: RowPath(section: 0, row: $0)).height } == [44, 60, 44, 44, 50, 70])
    }

    // Positions (docs/config.md) with GPJ-style feeds: templates that name their own part start and end parts
    // inside one source, and the rows there are laid out at their variants' heights.
    @Test func partsThatChangeInsideASourceTakeTheirVariantHeights() throws {
        let text = """
            width: 320
            data:
              feed: [{type: GapData}, {type: ColorData, name: Red}, {type: ColorData, name: Blue}, {type: ColorData, name: Teal},
                     {type: GapData}, {type: ColorData, name: Green}, {type: GapData}]
            cells:
              GapCell: {height: 15, part: gap}
              ColorCell: {title: "{name}", height: 44, first: {height: 60}, last: {height: 50}}
            sections:
              - rows: [{source: feed}]
            """
        let table = try ConfigLoader.load(text: text, file: "t.yaml").table
        let rows = Array(table.sections[0].rows)
        #expect(rows.map(\.height) == [15, 60, 44, 50, 15, 50, 15].map { Height.points($0) })
        let geometry = TableGeometry(table: table)
        #expect((0..<rows.count).map { geometry.height(ofRow: RowPath(section: 0, row: $0)) } == [15, 60, 44, 50, 15, 50, 15])
        // A live edit inside the source keeps the geometry equal to a fresh layout.
        let live = try LiveTable(table)
        try live.apply(.deleteRows([.index(1)], section: .index(0)))
        #expect((0..<6).map { live.geometry.height(ofRow: RowPath(section: 0, row: $0)) }
                == (0..<6).map { TableGeometry(table: live.table).height(ofRow: RowPath(section: 0, row: $0)) })
    }

    // Positions (docs/config.md) with a measured height (docs/live-tables.md's setHeight): a measured row keeps its height where
    // its position variant sets another, as a single row does — a data row and a `repeat` row
    // too (the edits fuzzer found them taking the variant's height in a fresh layout).
    @Test func aMeasuredRowKeepsItsHeightWhereAVariantSetsOne() throws {
        let text = """
            width: 320
            data:
              fruits: [{name: Apple}, {name: Pear}, {name: Plum}]
            cells:
              card: {title: "{name}", height: 44, first: {height: 60}, last: {height: 50}}
              counted: {title: "r {index}", height: 30, part: r, first: {height: 33}, last: {height: 36}}
            sections:
              - rows:
                  - {source: fruits, cell: card}
                  - {repeat: 3, cell: counted}
            """
        let table = try ConfigLoader.load(text: text, file: "t.yaml").table
        let live = try LiveTable(table)
        for row in [0, 2, 3, 5] {
            try live.apply(.setHeight(7, row: .index(row), section: .index(0)))
            #expect(live.geometry.height(ofRow: RowPath(section: 0, row: row)) == 7)
            #expect(live.geometry.firstDifference(from: TableGeometry(table: live.table)) == nil, "after measuring row \(row)")
            #expect(live.table.sections[0].rows[row].height == .points(7))
        }
    }

    @Test func theRowsOwnKeysWinOverTheVariants() throws {
        let table = try PositionConfigTests.table("""
            sections:
              - rows: [{source: fruits, cell: card, height: 30}]
            """)
        let rows = Array(table.sections[0].rows)
        #expect(rows.map(\.height) == Array(repeating: .points(30), count: 4))
        #expect(rows[0].background == Color(hex: "#FF0000"), "the keys the row does not set still vary")
    }

    @Test func anEmptySourcesRowIsAPartOfOne() throws {
        let table = try PositionConfigTests.table("""
            sections:
              - rows: [{title: x}, {source: none, cell: plain, emptyCell: solo}]
            """)
        #expect(PositionConfigTests.positions(table.sections[0]) == [["top"], ["bottom", "partOnly"]])
        #expect(table.sections[0].rows[1].height == .points(70))
    }

    @Test func explicitRowsJoinAPartByName() throws {
        let table = try PositionConfigTests.table("""
            sections:
              - rows:
                  - {cell: card, part: wifi, data: {name: A}}
                  - {cell: card, part: wifi, data: {name: B}}
                  - {cell: card, data: {name: C}}
            """)
        let rows = Array(table.sections[0].rows)
        #expect(rows.map(\.title) == ["A top partTop", "last B", "C bottom"])
        #expect(rows.map(\.height) == [.points(60), .points(50), .points(44)], "a row with no part takes no variant")
    }

    // Positions in the DSL (docs/dsl.md, Positions): each row line with a source is a part; a line with none has no part bits.
    @Test func dslRowLinesArePartsAndTakeVariants() throws {
        let table = try PositionConfigTests.table("""
            layout: |
              section
              row -s fruits -c card
              row -s one -c solo
              row -c plain
            """)
        let section = table.sections[0]
        #expect(PositionConfigTests.positions(section) == [["top", "partTop"], [], [], ["partBottom"], ["partOnly"], ["bottom"]])
        #expect(Array(section.rows).map(\.height) == [.points(60), .points(44), .points(44), .points(50), .points(70), nil])
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        var name: String
        var cells: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let bad: [BadCase] = [
        BadCase(name: "unknown variant key", cells: "  t: {first: {hieght: 3}}", line: 3, column: 15,
                message: "unknown key 'hieght' in the 'first' variant; did you mean 'height'?"),
        BadCase(name: "variant inside a variant", cells: "  t: {last: {first: {height: 3}}}", line: 3, column: 14,
                message: "unknown key 'first' in the 'last' variant"),
        BadCase(name: "variant height from data", cells: "  t: {only: {height: \"{h}\"}}", line: 3, column: 22,
                message: "a variant's 'height' must be points or automatic"),
        BadCase(name: "negative variant height", cells: "  t: {first: {height: -4}}", line: 3, column: 23,
                message: "'height' must be 0 or more, found -4"),
        BadCase(name: "variant is not a mapping", cells: "  t: {first: big}", line: 3, column: 14,
                message: "the 'first' variant must be a mapping of keys to values"),
        BadCase(name: "variant key on a row", cells: "  t: {}\nsections:\n  - rows: [{cell: t, first: {height: 3}}]", line: 5, column: 22,
                message: "unknown key 'first' in a row"),
    ]

    @Test(arguments: bad)
    func badVariantsAreErrorsAtTheirPlace(_ bad: BadCase) {
        var text = "width: 320\ncells:\n" + bad.cells + "\n"
        if !bad.cells.contains("sections") { text += "sections:\n  - rows: [{cell: t, part: p}]\n" }
        do {
            _ = try ConfigLoader.load(text: text, file: "t.yaml")
            Issue.record("\(bad.name): loaded")
        } catch {
            #expect(error.location?.line == bad.line && error.location?.column == bad.column, "\(bad.name): \(error)")
            #expect(error.message.contains(bad.message), "\(bad.name): \(error.message)")
        }
    }

    // Positions under live edits: deleting and inserting inside a source moves its ends; the
    // live geometry stays what a fresh layout gives.
    @Test(arguments: 0..<20)
    func liveEditsInASourceKeepGeometryExact(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let fruits = (0..<Int.random(in: 1...12, using: &rng)).map { "{id: f\($0), name: N\($0)}" }.joined(separator: ", ")
        let text = """
            width: 320
            data: {fruits: [\(fruits)]}
            cells:
              card: {title: "{name}", height: 44, first: {height: 60}, last: {height: 50}, only: {height: 70}}
            sections:
              - id: s
                rows: [{title: head}, {source: fruits, cell: card}, {title: tail}]
            """
        let live = try LiveTable(try ConfigLoader.load(text: text, file: "t.yaml").table)
        var next = 0
        for step in 0..<30 {
            let count = live.table.sections[0].rows.count
            if count > 0, Bool.random(using: &rng) {
                try live.apply(.deleteRows([.index(Int.random(in: 0..<count, using: &rng))], section: .index(0)))
            } else if count > 1, Bool.random(using: &rng) {
                try live.apply(.moveRow(.index(Int.random(in: 0..<count, using: &rng)), section: .index(0),
                                        to: .index(0), at: .at(Int.random(in: 0..<count, using: &rng))))
            } else {
                next += 1
                var row = count == 0 ? Row(title: "x") : live.table.sections[0].rows[Int.random(in: 0..<count, using: &rng)]
                row.id = "new\(next)"
                row.height = .points(44)
                try live.apply(.insertRows([row], section: .index(0), at: .at(Int.random(in: 0...count, using: &rng))))
            }
            let fresh = TableGeometry(table: live.table)
            let heights = { (g: TableGeometry) in (0..<g.numberOfRows(inSection: 0)).map { g.frame(ofRow: RowPath(section: 0, row: $0)).height } }
            #expect(heights(live.geometry) == heights(fresh), "seed \(seed).\(step)")
            #expect(live.geometry.contentHeight == fresh.contentHeight, "seed \(seed).\(step)")
        }
    }
}

/// GPJ's round-corner separator row keys (docs/config.md, Cards), read and refused.
@Suite struct CardConfigTests {
    static func row(_ yaml: String) throws(ConfigError) -> Row {
        try ConfigLoader.load(text: "width: 320\nsections:\n  - rows: [\(yaml)]\n", file: "t.yaml").table.sections[0].rows[0]
    }

    @Test func theKeysAreRead() throws {
        let row = try CardConfigTests.row("{backgroundInset: {left: 15, right: 15}, corners: [topLeft, bottomRight], cornerRadius: 8, separator: {position: top, inset: 3}}")
        #expect(row.backgroundInset == EdgeInsets(left: 15, right: 15))
        #expect(row.corners == [.topLeft, .bottomRight] && row.cornerRadius == 8)
        #expect(row.separator == RowSeparator(position: .top, inset: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3), color: RowSeparator.defaultColor))
        #expect(RowSeparator.defaultColor == Color(hex: "#F0F0F0"), "GPJ's default")
        #expect(try CardConfigTests.row("{corners: all}").corners == .all)
        #expect(try CardConfigTests.row("{corners: topRight}").corners == .topRight)
        #expect(try CardConfigTests.row("{backgroundInset: 4}").backgroundInset == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(try CardConfigTests.row("{separator: {}}").separator == RowSeparator())
    }

    @Test(arguments: [
        ("{corners: [topLeft, topLfet]}", 1, "unknown corner 'topLfet'; did you mean 'topLeft'?"),
        ("{corners: {a: 1}}", 1, "a corner must be"),
        ("{cornerRadius: -3}", 1, "'cornerRadius' must be 0 or more, found -3"),
        ("{backgroundInset: {left: -1}}", 1, "'left' of 'backgroundInset' must be 0 or more"),
        ("{backgroundInset: {middle: 1}}", 1, "unknown key 'middle' in 'backgroundInset'"),
        ("{separator: {position: side}}", 1, "'position' must be one of"),
        ("{separator: {color: grey}}", 1, "the separator's 'color' must be a colour"),
        ("{separator: {width: 1}}", 1, "unknown key 'width' in a row's 'separator'"),
    ])
    func badCardKeysAreErrors(yaml: String, _ unused: Int, message: String) {
        do {
            _ = try CardConfigTests.row(yaml)
            Issue.record("\(yaml) loaded")
        } catch {
            #expect(error.location?.line == 3, "\(yaml): \(error)")
            #expect(error.message.contains(message), "\(yaml): \(error.message)")
        }
    }

    @Test func aVariantMaySetTheCardKeys() throws {
        let text = """
            width: 320
            data: {one: [x]}
            cells:
              c: {cornerRadius: 10, first: {corners: [topLeft, topRight]}, last: {corners: [bottomLeft, bottomRight], separator: {position: none}}}
            sections:
              - rows: [{source: one, cell: c}]
            """
        let row = try ConfigLoader.load(text: text, file: "t.yaml").table.sections[0].rows[0]
        #expect(row.corners == .all, "a lone row takes first then last, its corners adding up")
        #expect(row.separator?.position == RowSeparator.Position.none)
    }
}
