import Testing
@testable import TableLayout
import TestSupport

/// Issue 25: a row named by id is found in O(log n) (docs/live-tables.md, Edit files). The
/// index follows every change; checked here against a scan of the rows themselves.
@Suite struct RowIDIndexTests {
    /// Ids the scripts use: single rows', and a `repeat`'s numbered ones ("r{index}", "n{index}x").
    static let ids = (0..<14).map { "a\($0)" } + (0..<12).map { "r\($0)" } + (0..<12).map { "n\($0)x" } + ["zz"]

    static func item(_ rng: inout SeededGenerator, taken: inout Set<String>) -> RowList.Item {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0, 1:
            var row = Row(title: "t")
            if let id = ids.filter({ $0.hasPrefix("a") && !taken.contains($0) }).randomElement(using: &rng), Bool.random(using: &rng) {
                row.id = id
                taken.insert(id)
            }
            return .row(row)
        default:
            var template = Row(title: "Row {index}")
            let shape = ["r{index}", "n{index}x", nil].randomElement(using: &rng)!
            let first = Int.random(in: 0..<6, using: &rng), count = Int.random(in: 1...5, using: &rng)
            // Numbers no earlier generator of the shape took (ids stay unique).
            if let shape, (first..<first + count).allSatisfy({ !taken.contains(shape.replacing("{index}", with: String($0))) }) {
                template.id = shape
                for k in first..<first + count { taken.insert(shape.replacing("{index}", with: String(k))) }
            }
            return .repeated(RepeatedRows(count: count, template: template, firstIndex: first))
        }
    }

    static func section(_ name: String, _ rng: inout SeededGenerator) -> Section {
        var taken: Set<String> = []
        return Section(id: name, rows: RowList((0..<Int.random(in: 0...6, using: &rng)).map { _ in item(&rng, taken: &taken) }))
    }

    /// Each id's first row in the section, by building every row once: the reference.
    static func scan(_ section: Section) -> [String: Int] {
        var first: [String: Int] = [:]
        for (k, row) in section.rows.enumerated() {
            if let id = row.id, first[id] == nil { first[id] = k }
        }
        return first
    }

    static func edit(_ rng: inout SeededGenerator, _ live: LiveTable) -> Edit {
        let names = live.table.sections.compactMap(\.id)
        let section = SectionRef.id(names.randomElement(using: &rng) ?? "s0")
        func row() -> RowRef {
            Int.random(in: 0..<4, using: &rng) == 0 ? .index(Int.random(in: 0..<4, using: &rng)) : .id(ids.randomElement(using: &rng)!)
        }
        func place() -> RowPlace {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .at(Int.random(in: 0..<5, using: &rng))
            case 1: return .after(row())
            case 2: return .before(row())
            default: return .end
            }
        }
        func newRow() -> Row {
            var made = Row(title: "new")
            if Bool.random(using: &rng) { made.id = ids.randomElement(using: &rng) }
            return made
        }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1, 2: return .insertRows((0..<Int.random(in: 1...2, using: &rng)).map { _ in newRow() }, section: section, at: place())
        case 3, 4: return .deleteRows([row()], section: section)
        case 5, 6: return .moveRow(row(), section: section, to: .id(names.randomElement(using: &rng) ?? "s0"), at: place())
        case 7: return .setHeight(Double(Int.random(in: 0...90, using: &rng)), row: row(), section: section)
        case 8: return .reloadRows([Row(title: "again").id(ids.randomElement(using: &rng)!)], section: section)
        case 9: return .insertSections([RowIDIndexTests.section("s\(Int.random(in: 0..<6, using: &rng))", &rng)], at: .at(Int.random(in: 0...names.count, using: &rng)))
        case 10: return Bool.random(using: &rng) ? .deleteSections([section]) : .moveSection(section, to: .at(Int.random(in: 0..<max(names.count, 1), using: &rng)))
        default: return .reloadSections([RowIDIndexTests.section(names.randomElement(using: &rng) ?? "s0", &rng)])
        }
    }

    @Test(arguments: 0..<24) func positionsByIDMatchAScan(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0x1D5 &+ seed)
        let live = try LiveTable(Table(width: 300, sections: (0..<3).map { RowIDIndexTests.section("s\($0)", &rng) }))
        for step in 0..<60 {
            // Ask first, so each section's index is made and then kept through the edits.
            for (s, section) in live.table.sections.enumerated() {
                let scanned = RowIDIndexTests.scan(section)
                for id in RowIDIndexTests.ids {
                    let found = live.indexPath(ofRow: id, inSection: section.id!)
                    let expected = scanned[id].map { RowPath(section: s, row: $0) }
                    #expect(found == expected, "seed \(seed), step \(step): '\(id)' in section \(s)")
                    if found != expected { return }
                }
                let index = live.rowIDIndexForTests.madePositions(s)
                #expect(index?.checkInvariants() == true && index?.rowCount == section.rows.count, "seed \(seed), step \(step)")
            }
            _ = try? live.apply(RowIDIndexTests.edit(&rng, live))
        }
    }

    /// A cut generator's pieces, moved apart, are still found by number.
    @Test func aNumberedRepeatCutByEditsIsFoundByNumber() throws {
        let live = try LiveTable(Table(width: 300, sections: [
            Section(id: "s", rows: RowList([.repeated(RepeatedRows(count: 10, template: Row(title: "{index}").id("row-{index}")))])),
        ]))
        #expect(live.indexPath(ofRow: "row-7", inSection: "s") == RowPath(section: 0, row: 7))
        _ = try live.apply(.moveRow(.id("row-7"), section: .id("s"), to: .id("s"), at: .at(0)))
        _ = try live.apply(.insertRows([Row("x").id("x")], section: .id("s"), at: .after(.id("row-3"))))
        _ = try live.apply(.deleteRows([.id("row-1")], section: .id("s")))
        let order = live.table.sections[0].rows.map { $0.id ?? "-" }
        #expect(order == ["row-7", "row-0", "row-2", "row-3", "x", "row-4", "row-5", "row-6", "row-8", "row-9"])
        for (k, id) in order.enumerated() { #expect(live.indexPath(ofRow: id, inSection: "s")?.row == k, "\(id)") }
        #expect(live.indexPath(ofRow: "row-1", inSection: "s") == nil)
        #expect(live.indexPath(ofRow: "row-10", inSection: "s") == nil)
        // An id a generator makes is taken: inserting it again is a duplicate.
        #expect(throws: LiveTableError.self) { try live.apply(.insertRows([Row("y").id("row-9")], section: .id("s"), at: .end)) }
    }

    /// N steps naming rows by id in a section of N single rows cost O(N log N): each id is
    /// found by the index, not by looking through the section's items (which made it O(N²)).
    @Test func stepsNamingRowsByIDScaleLinearly() throws {
        let growth = try Scaling.growth(2000) { n in
            let live = try LiveTable(Table(width: 300, sections: [Section(id: "s", rows: RowList((0..<n).map { Row("r").id("r\($0)") }))]))
            var rng = SeededGenerator(seed: 7)
            for i in 0..<n {
                let anchor = RowRef.id("r\(Int.random(in: 0..<n, using: &rng))")
                switch i % 4 {
                case 0: _ = try live.apply(.insertRows([Row("n").id("n\(i)")], section: .index(0), at: .after(anchor)))
                case 1: _ = try live.apply(.setHeight(50, row: anchor, section: .index(0)))
                case 2: _ = try live.apply(.moveRow(anchor, section: .index(0), to: .index(0), at: .before(.id("r\(Int.random(in: 0..<n, using: &rng))"))))
                default: _ = try live.apply(.deleteRows([.id("n\(i - 3)")], section: .index(0)))
                }
            }
            #expect(live.table.sections[0].rows.count == n)
        }
        #expect(growth < Scaling.linearBound, "4N steps by id cost \(growth) × N steps")
    }

    /// A `repeat` cut in k pieces by k deletes: a lookup of one of its ids takes O(log k)
    /// steps among the pieces (``NumberedRuns``), not one per piece. Counted, not timed: the
    /// steps of 4k pieces over those of k stay under 2 (logarithmic adds a constant; a scan of
    /// the pieces gives 4), and the answers are the scan's.
    @Test func idsInsideARepeatCutByDeletesTakeLogarithmicSteps() throws {
        func stepsPerLookup(pieces k: Int) throws -> Double {
            let rows = 4 * k
            var template = Row(title: "Row {index}")
            template.id = "r{index}"
            let live = try LiveTable(Table(width: 300, sections: [Section(id: "s", rows: RowList([.repeated(RepeatedRows(count: rows, template: template))]))]))
            // Every fourth row deleted, by id: k cuts.
            for i in stride(from: 0, to: rows, by: 4) { _ = try live.apply(.deleteRows([.id("r\(i)")], section: .id("s"))) }
            let before = live.rowIDIndexForTests.madePositions(0)?.numberedLookupSteps ?? 0
            var rng = SeededGenerator(seed: 35)
            let lookups = 400
            for _ in 0..<lookups {
                let n = Int.random(in: 0..<rows, using: &rng)
                let expected = n % 4 == 0 ? nil : n - n / 4 - 1
                #expect(live.indexPath(ofRow: "r\(n)", inSection: "s")?.row == expected, "r\(n)")
            }
            let steps = (live.rowIDIndexForTests.madePositions(0)?.numberedLookupSteps ?? 0) - before
            return Double(steps) / Double(lookups)
        }
        let small = try stepsPerLookup(pieces: 500), large = try stepsPerLookup(pieces: 2000)
        #expect(small > 0)
        #expect(large / small < 2, "steps per lookup: \(small) among 500 pieces, \(large) among 2000")
    }
}
