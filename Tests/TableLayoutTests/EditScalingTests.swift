import Dispatch
import Testing
@testable import TableLayout
import TestSupport

/// Issue 25: N single-row inserts, each in a batch of its own, cost O(N log N) — the id
/// check of an insert looked through the section's items (O(section size) each).
@Suite struct EditScalingTests {
    @Test func singleInsertsWithIdsScaleLinearly() throws {
        let growth = try Scaling.growth(1500) { n in
            let live = try LiveTable(Table(width: 300) { Section(id: "s") {} })
            for i in 0..<n {
                _ = try live.apply(.insertRows([Row("r").id("r\(i)")], section: .index(0), at: .at(0)))
            }
            #expect(live.table.sections[0].rows.count == n)
        }
        #expect(growth < Scaling.linearBound, "4N inserts cost \(growth) × N inserts")
    }

    /// The id counts follow every change: a deleted id may be inserted again, a taken one
    /// may not, after moves and section inserts too.
    @Test func idCountsFollowEveryChange() throws {
        let live = try LiveTable(Table(width: 300) { Section(id: "s") { Row("a").id("a"); Row("b").id("b") } })
        #expect(throws: LiveTableError.self) { try live.apply(.insertRows([Row("x").id("a")], section: .id("s"), at: .end)) }
        _ = try live.apply(.deleteRows([.id("a")], section: .id("s")))
        _ = try live.apply(.insertRows([Row("a again").id("a")], section: .id("s"), at: .end))
        _ = try live.apply(.insertSections([Section(id: "t") { Row("c").id("c") }], at: .at(0)))
        _ = try live.apply(.moveRow(.id("b"), section: .id("s"), to: .id("t"), at: .end))
        #expect(throws: LiveTableError.self) { try live.apply(.insertRows([Row("x").id("b")], section: .id("t"), at: .end)) }
        _ = try live.apply(.insertRows([Row("b in s").id("b")], section: .id("s"), at: .end))
        _ = try live.apply(.reloadRows([Row("c2").id("c")], section: .id("t")))
        #expect(throws: LiveTableError.self) { try live.apply(.insertRows([Row("x").id("c")], section: .id("t"), at: .at(0))) }
        #expect(live.table.sections.map { $0.rows.count } == [2, 2])
    }
}

/// Issue 25: `changes` compares generators as generators. A section whose `repeat` (one item
/// however many rows) is the same in both tables costs what a small one does: no rows made.
@Suite struct DiffScalingTests {
    static func table(rows: Int, extra: String) -> Table {
        Table(width: 300, sections: [
            Section(id: "big", rows: RowList([.repeated(RepeatedRows(count: rows, template: Row(title: "Row {index}")))])),
            Section(id: "small", rows: RowList([.row(Row(title: "a").id("a")), .row(Row(title: extra).id("b"))])),
        ])
    }

    @Test func anUnchangedGeneratorCostsNothingPerRow() {
        func nanoseconds(_ rows: Int) -> Double {
            let old = DiffScalingTests.table(rows: rows, extra: "b"), new = DiffScalingTests.table(rows: rows, extra: "b changed")
            var best = Double.infinity
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                let batches = TableDiff.batches(from: old, to: new)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
                #expect(batches == [TableBatch([.reload(RowPath(section: 1, row: 1))])])
            }
            return best
        }
        let small = nanoseconds(2_000), large = nanoseconds(2_000_000)
        // Row by row, 1000 times the rows would cost about 1000 times as much.
        #expect(large / small < 10, "2M generated rows cost \(large / small) × 2000")
        // A generator that differs is still compared row by row: one row more is one insert.
        let grown = TableDiff.batches(from: DiffScalingTests.table(rows: 5, extra: "b"), to: DiffScalingTests.table(rows: 6, extra: "b"))
        #expect(grown == [TableBatch([.insert(RowPath(section: 0, row: 5))])], "\(grown)")
    }

    /// A generator whose count differs between the tables differs only in its tail: the
    /// tail's rows are inserted or deleted by index, none of the others made.
    @Test func aGeneratorOfAnotherCountCostsItsTail() {
        func nanoseconds(_ rows: Int) -> Double {
            let old = DiffScalingTests.table(rows: rows, extra: "b"), new = DiffScalingTests.table(rows: rows + 3, extra: "b")
            var best = Double.infinity
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                let batches = TableDiff.batches(from: old, to: new)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
                #expect(batches == [TableBatch((rows..<rows + 3).map { .insert(RowPath(section: 0, row: $0)) })])
            }
            return best
        }
        let small = nanoseconds(2_000), large = nanoseconds(2_000_000)
        #expect(large / small < Scaling.linearBound, "2M generated rows and a tail of 3 cost \(large / small) × 2000")
        // Shrinking deletes the tail, at the old indexes; a row changed elsewhere as well
        // sends the diff row by row, which gives the same tail.
        for extra in ["b", "b changed"] {
            let shrunk = TableDiff.batches(from: DiffScalingTests.table(rows: 6, extra: "b"), to: DiffScalingTests.table(rows: 4, extra: extra))
            let reload: [TableEvent] = extra == "b" ? [] : [.reload(RowPath(section: 1, row: 1))]
            #expect(shrunk == [TableBatch([.delete(RowPath(section: 0, row: 4)), .delete(RowPath(section: 0, row: 5))] + reload).sorted], "\(shrunk)")
        }
    }
}

/// Issue 25: a section whose `repeat` changed in count, template (a field other than its keys
/// and texts) and `heights` at once is diffed as a generator — the rows both have reloaded
/// where they differ, the tail inserted or deleted — with exactly the events of the diff of
/// the same rows written one by one.
@Suite struct GeneratorDiffTests {
    static func repeatRows(_ rng: inout SeededGenerator, base: (Row, [Double], Int)?) -> (Row, [Double], Int) {
        var (template, heights, count) = base ?? (Row(title: "Row {index}"), [], 4)
        if base == nil || Bool.random(using: &rng) { count = Int.random(in: 0...7, using: &rng) }
        if base == nil || Int.random(in: 0..<3, using: &rng) == 0 { template.isSelected.toggle() }
        if base == nil || Int.random(in: 0..<3, using: &rng) == 0 { template.height = [nil, .points(44), .points(60)].randomElement(using: &rng)! }
        if base == nil || Int.random(in: 0..<3, using: &rng) == 0 { heights = [[], [44], [44, 60], [60, 44, 44]].randomElement(using: &rng)! }
        if base == nil { template.id = [nil, "r{index}"].randomElement(using: &rng)! }
        if Int.random(in: 0..<8, using: &rng) == 0 { template.title = "Item {index}" }  // keys or texts differ: row by row
        return (template, heights, count)
    }

    static func tables(_ rng: inout SeededGenerator) -> (Table, Table) {
        let prefix = (0..<Int.random(in: 0...2, using: &rng)).map { RowList.Item.row(Row(title: "p\($0)")) }
        let x = repeatRows(&rng, base: nil), y = repeatRows(&rng, base: x)
        func table(_ r: (Row, [Double], Int), other: String) -> Table {
            Table(width: 300, sections: [
                Section(id: "g", rows: RowList(prefix + [.repeated(RepeatedRows(count: r.2, template: r.0, heights: r.1))])),
                Section(id: "o", rows: RowList([.row(Row(title: other))])),
            ])
        }
        // Now and then a second section changes too (the diff then goes row by row).
        let other = Int.random(in: 0..<6, using: &rng) == 0 ? "changed" : "same"
        return (table(x, other: "same"), table(y, other: other))
    }

    /// The same table with every generated row written as a single row (the reference).
    static func written(_ table: Table) -> Table {
        var table = table
        for s in table.sections.indices { table.sections[s].rows = RowList(Array(table.sections[s].rows)) }
        return table
    }

    @Test func aRepeatChangedInCountTemplateAndHeightsGivesTheRowDiffsEvents() {
        var rng = SeededGenerator(seed: 0xD1FF)
        for round in 0..<600 {
            let (old, new) = GeneratorDiffTests.tables(&rng)
            let expected = TableDiff.batches(from: GeneratorDiffTests.written(old), to: GeneratorDiffTests.written(new))
            #expect(TableDiff.batches(from: old, to: new) == expected, "round \(round)")
        }
    }

    /// Linear in the rows reported, none made. Counted, not timed: the row diff makes and keys
    /// none of the repeat's rows (a timed N against 4N measured the kernel's fresh pages in an
    /// optimized build, not the diff), and the events are the rows both have and the tail.
    /// The control: a template whose title differs is diffed row by row, every row made.
    @Test func aRepeatChangedInCountAndTemplateMakesNoRows() {
        var selected = Row(title: "Row {index}")
        selected.isSelected = true
        for n in [1_000, 50_000] {
            let old = Table(width: 300, sections: [Section(id: "g", rows: RowList([.repeated(RepeatedRows(count: n, template: Row(title: "Row {index}")))]))])
            let new = Table(width: 300, sections: [Section(id: "g", rows: RowList([.repeated(RepeatedRows(count: n + 5, template: selected))]))])
            #expect(TableDiff.rowsDiffedOneByOne(from: old, to: new) == 0)
            let events = TableDiff.batches(from: old, to: new).flatMap(\.events)
            #expect(events.count == n + 5)
            #expect(events.filter { if case .insert = $0 { true } else { false } }.count == 5)
            let retitled = Table(width: 300, sections: [Section(id: "g", rows: RowList([.repeated(RepeatedRows(count: n + 5, template: Row(title: "Item {index}")))]))])
            #expect(TableDiff.rowsDiffedOneByOne(from: old, to: retitled) == 2 * n + 5)
        }
    }
}
