import Testing
@testable import TableLayout
import TestSupport

/// Issue 25: N single-row inserts, each in a batch of its own, cost O(N log N) — the id
/// check of an insert looked through the section's items (O(section size) each).
@Suite struct EditScalingTests {
    @Test func singleInsertsWithIdsScaleLinearly() throws {
        let growth = try Scaling.growth(4000) { n in
            let live = try LiveTable(Table(width: 300) { Section(id: "s") {} })
            for i in 0..<n {
                _ = try live.apply(.insertRows([Row("r").id("r\(i)")], section: .index(0), at: .at(0)))
            }
            #expect(live.table.sections[0].rows.count == n)
        }
        #expect(growth < 3, "2N inserts cost \(growth) × N inserts")
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
