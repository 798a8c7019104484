import TestSupport
import Testing
@testable import TableLayout

/// AOZ's positions and position variants (docs/config.md, Positions and position variants).
@Suite struct RowPositionTests {
    /// The reference: a row's bits from the list of every row's part, by brute force.
    static func reference(_ parts: [String?], _ r: Int) -> RowPosition {
        var position: RowPosition = []
        if r == 0 { position.insert(.top) }
        if r == parts.count - 1 { position.insert(.bottom) }
        guard let part = parts[r] else { return position }
        // The run of equal parts around r.
        var first = r, last = r
        while first > 0, parts[first - 1] == part { first -= 1 }
        while last < parts.count - 1, parts[last + 1] == part { last += 1 }
        if r == first { position.insert(.partTop) }
        if r == last { position.insert(.partBottom) }
        return position
    }

    static func row(part: String?) -> Row {
        var row = Row(title: "x")
        row.part = part
        return row
    }

    // Positions (docs/config.md): section bits Top/Bottom/Only; part bits within the run of one
    // source.
    @Test(arguments: 0..<40)
    func positionsMatchTheBruteForceReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var items: [RowList.Item] = []
        var parts: [String?] = []
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            let part: String? = Bool.random(using: &rng) ? nil : ["a", "b"].randomElement(using: &rng)
            if Bool.random(using: &rng) {
                items.append(.row(RowPositionTests.row(part: part)))
                parts.append(part)
            } else {
                let count = Int.random(in: 1...4, using: &rng)
                items.append(.repeated(RepeatedRows(count: count, template: RowPositionTests.row(part: part))))
                parts += Array(repeating: part, count: count)
            }
        }
        let list = RowList(items)
        for r in parts.indices {
            #expect(list.position(ofRow: r) == RowPositionTests.reference(parts, r), "seed \(seed) row \(r): \(parts)")
        }
    }

    @Test func namesAndText() {
        #expect(RowPosition.only.union(.partOnly).names == ["only", "partOnly"])
        #expect(RowPosition([.top, .partBottom]).text == "top partBottom")
        #expect(RowPosition.bottom.names == ["bottom"])
        #expect(RowPosition().text == "")
    }

    static func variants() -> RowVariants {
        var first = Row(), last = Row()
        first.height = .points(60)
        first.background = Color(hex: "#FF0000")
        last.height = .points(50)
        return RowVariants(first: RowOverride(fields: [.height, .background], values: first),
                           last: RowOverride(fields: [.height], values: last))
    }

    // Variants override only the keys they give; without `only`, first then last apply.
    @Test func variantsOverrideOnlyTheirFields() {
        var row = Row(title: "T", height: .points(44))
        row.variants = RowPositionTests.variants()
        #expect(row.positioned(.partTop).height == .points(60))
        #expect(row.positioned(.partTop).title == "T")
        #expect(row.positioned(.partTop).background == Color(hex: "#FF0000"))
        #expect(row.positioned(.partBottom).height == .points(50))
        #expect(row.positioned(.partBottom).background == nil)
        #expect(row.positioned([.top]).height == .points(44), "section bits alone pick no variant")
        let only = row.positioned(.partOnly)
        #expect(only.height == .points(50) && only.background == Color(hex: "#FF0000"))
        #expect(row.variants?.removing([.height, .background]) == nil)
    }

    @Test func positionTextIsFilledWhereTheRowStands() {
        var row = Row(title: "{@position}")
        row.part = "p"
        let list = RowList([.row(row), .row(row)])
        #expect(list[0].title == "top partTop")
        #expect(Array(list).map(\.title) == ["top partTop", "bottom partBottom"])
    }

    static func table(_ rng: inout SeededGenerator, next: inout Int) -> Table {
        let sections = (0..<Int.random(in: 1...3, using: &rng)).map { k -> Section in
            var items: [RowList.Item] = []
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                items.append(RowPositionTests.item(&rng, next: &next))
            }
            var section = Section(rows: RowList(items))
            section.id = "s\(k)"
            return section
        }
        return Table(width: 320, sections: sections)
    }

    static func item(_ rng: inout SeededGenerator, next: inout Int) -> RowList.Item {
        var row = Row(title: "r", height: .points(Double(Int.random(in: 1...4, using: &rng) * 11)))
        row.part = ["a", "b", nil].randomElement(using: &rng)!
        if Bool.random(using: &rng) { row.variants = variants() }
        if Int.random(in: 0..<4, using: &rng) == 0 { row.height = .automatic; row.title = "{@position} long text that wraps maybe" }
        if Bool.random(using: &rng) {
            return .repeated(RepeatedRows(count: Int.random(in: 1...5, using: &rng), template: row))
        }
        next += 1
        row.id = "r\(next)"
        return .row(row)
    }

    // Live inserts and deletes change neighbours' positions: the live geometry stays a
    // fresh layout of the table (positions, docs/config.md, driving variant heights).
    @Test(arguments: 0..<30)
    func liveEditsKeepGeometryExactWithVariants(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var next = 0
        let live = try LiveTable(RowPositionTests.table(&rng, next: &next))
        for step in 0..<40 {
            let s = Int.random(in: 0..<live.table.sections.count, using: &rng)
            let count = live.table.sections[s].rows.count
            let section = SectionRef.index(s)
            do {
                if count > 0, Bool.random(using: &rng) {
                    try live.apply(.deleteRows([.index(Int.random(in: 0..<count, using: &rng))], section: section))
                } else if count > 0, Int.random(in: 0..<3, using: &rng) == 0 {
                    try live.apply(.moveRow(.index(Int.random(in: 0..<count, using: &rng)), section: section,
                                            to: section, at: .at(Int.random(in: 0..<count, using: &rng))))
                } else {
                    guard case .row(let row) = RowPositionTests.item(&rng, next: &next) else { continue }
                    try live.apply(.insertRows([row], section: section, at: .at(Int.random(in: 0...count, using: &rng))))
                }
            }
            let fresh = TableGeometry(table: live.table)
            #expect(live.geometry.firstDifference(from: fresh) == nil, "seed \(seed).\(step)")
        }
    }
}

/// docs/swift-api.md's positions example, as written there.
@Suite struct RowPositionSwiftAPITests {
    // A bound row whose first/last variant sets its height keeps that height when a value
    // is written to it (docs/config.md's positions, docs/live-tables.md's bindings): the live geometry stays equal to
    // a fresh layout.
    @Test func aWrittenBoundRowKeepsItsVariantHeight() throws {
        var rows: [Row] = []
        for k in 0..<3 {
            var row = Row("Field \(k)").id("f\(k)")
            row.part = "card"
            row.height = .points(44)
            row.variants = RowPositionTests.variants()
            row.binding = RowBinding(keyPath: "form.f\(k)")
            rows.append(row)
        }
        var table = Table(width: 320, sections: [Section(id: "s", rows: RowList(rows))])
        table.boundData = ["form": .object([("f0", .string("a")), ("f1", .string("b")), ("f2", .string("c"))])]
        let live = try LiveTable(table)
        for id in ["f0", "f1", "f2"] {
            try live.apply(.set(.string("new"), row: .id(id), section: .id("s")))
            let fresh = TableGeometry(table: live.table)
            #expect(live.geometry.firstDifference(from: fresh) == nil, "after writing \(id)")
        }
        #expect(live.geometry.height(ofRow: RowPath(section: 0, row: 0)) == 60)
        #expect(live.geometry.height(ofRow: RowPath(section: 0, row: 2)) == 50)
    }

    @Test func theDocsExample() {
        var first = Row(); first.height = .points(60)
        var card = Row("Item"); card.part = "card"
        card.variants = RowVariants(first: RowOverride(fields: [.height], values: first))
        let section = Section(rows: RowList([card, card, card]))
        #expect(section.rows.position(ofRow: 0) == [.top, .partTop])
        #expect(section.rows[0].height == .points(60))
        #expect(section.rows[1].height == nil && section.rows[2].height == nil)
        #expect(TableGeometry(table: Table(width: 320, sections: [section])).frame(ofRow: RowPath(section: 0, row: 0)).height == 60)
    }
}

/// GPJ's width auto-fit (docs/config.md, `preferredMaxWidth`) counts a template's position variants.
@Suite struct VariantPreferredWidthTests {
    @Test func aVariantsPreferredWidthCounts() {
        var wide = Row()
        wide.preferredMaxWidth = 500
        var row = Row("x")
        row.preferredMaxWidth = 300
        row.part = "p"
        #expect(Table(width: 320, sections: [Section(rows: RowList([row]))]).contentPreferredMaxWidth == 300)
        row.variants = RowVariants(last: RowOverride(fields: [.preferredMaxWidth], values: wide))
        #expect(Table(width: 320, sections: [Section(rows: RowList([row]))]).contentPreferredMaxWidth == 500)
        row.variants = RowVariants(last: RowOverride(fields: [.height], values: wide))
        #expect(Table(width: 320, sections: [Section(rows: RowList([row]))]).contentPreferredMaxWidth == 300, "a variant that does not set it")
    }
}
