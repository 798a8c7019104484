import Testing
@testable import TableLayout
import TestSupport

/// Selection state (docs/swift-api.md, Names and selection: DXTableViewModel's `didSelectRow`
/// / `shouldDeselectRow` / `willSelectRow`, and the row's own blocks).
@Suite struct TableSelectionTests {
    /// Random batches (LiveTableTests' scripts) against the reference applier of UIKit's
    /// batch events (TestSupport's EventTable): each row carries "selected" as its content
    /// through the events, reloads and inserts taking the (unselected) content after; the
    /// selection must be exactly the rows still carrying it.
    @Test(arguments: 0..<40)
    func theSelectionFollowsEveryBatch(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) + 5_000)
        var next = 0
        let sections = (0..<Int.random(in: 1...4, using: &rng)).map { k in
            LiveTableTests.section("s\(k)", rows: Int.random(in: 0...12, using: &rng), &rng, next: &next)
        }
        let live = try LiveTable(Table(width: 320, sections: sections))
        let selection = TableSelection(live)
        var batches: [TableBatch] = []
        live.addListener { change in
            switch change {
            case .begin: batches.append(TableBatch([]))
            case .event(let event): batches[batches.count - 1].events.append(event)
            case .end: break
            }
        }
        next += 100
        func marked(_ table: Table, selected: Set<RowPath>) -> EventTable<Int> {
            EventTable(table.sections.enumerated().map { s, section in
                EventTable.Section(item: .init(key: s, content: 0), rows: (0..<section.rows.count).map { r in
                    .init(key: 0, content: selected.contains(RowPath(section: s, row: r)) ? 1 : 0)
                })
            })
        }
        var selectedCount = 0
        for step in 0..<60 {
            for (s, section) in live.table.sections.enumerated() where !section.rows.isEmpty && Bool.random(using: &rng) {
                #expect(selection.markSelected(RowPath(section: s, row: Int.random(in: 0..<section.rows.count, using: &rng))))
            }
            let before = marked(live.table, selected: selection.selected)
            let edits = (0..<Int.random(in: 1...3, using: &rng)).map { _ in LiveTableTests.edit(live.table, &rng, next: &next) }
            batches = []
            _ = try? live.performBatch(edits)
            let applied = try before.applying(batches, after: marked(live.table, selected: []))
            var expected: Set<RowPath> = []
            for (s, section) in applied.sections.enumerated() {
                for (r, row) in section.rows.enumerated() where row.content == 1 { expected.insert(RowPath(section: s, row: r)) }
            }
            #expect(selection.selected == expected, "seed \(seed).\(step): \(edits)\n\(batches)")
            selectedCount += expected.count
        }
        #expect(selectedCount > 0)
    }

    /// DX's rules by hand: the action sees the row selected; it is deselected after unless it
    /// says `deselectsOnSelect: false`; `willSelect` may veto (no action, no selection); a
    /// touch on a control selects nothing.
    @Test func selectingMarksCallsAndDeselects() throws {
        final class Calls: @unchecked Sendable { var seen: [(String, Bool)] = [] }
        let calls = Calls()
        func row(_ id: String, _ change: (inout Row) -> Void = { _ in }) -> Row {
            var row = Row(title: id)
            row.id = id
            row.onSelect = RowAction { calls.seen.append(($0.id ?? "", $0.isSelected)) }
            change(&row)
            return row
        }
        let table = Table(width: 320, sections: [Section(id: "s", rows: RowList([
            .row(row("plain")),
            .row(row("sticky") { $0.deselectsOnSelect = false }),
            .row(row("vetoed") { $0.willSelect = RowSelectionCheck { _ in false } }),
            .row(row("switch") { $0.accessory = .switch }),
        ]))])
        let live = try LiveTable(table)
        let selection = TableSelection(live)

        #expect(selection.select(row: "plain", inSection: "s")?.isSelected == false)
        #expect(selection.selected.isEmpty)
        #expect(selection.select(row: "sticky", inSection: "s")?.isSelected == true)
        #expect(selection.selectedIndexPaths == [RowPath(section: 0, row: 1)])
        #expect(selection.select(row: "vetoed", inSection: "s") == nil)
        #expect(calls.seen.map(\.0) == ["plain", "sticky"])
        let sawSelected = calls.seen.map(\.1)
        #expect(sawSelected == [true, true])  // each action saw its row selected

        let switchRow = live.geometry.frame(ofRow: RowPath(section: 0, row: 3))
        #expect(selection.select(x: 290, y: switchRow.y + 10) == nil)   // on the switch
        #expect(selection.select(x: 20, y: switchRow.y + 10)?.id == "switch")
        #expect(selection.select(row: "nope", inSection: "s") == nil)
        #expect(!selection.markSelected(RowPath(section: 0, row: 9)))

        selection.deselect(RowPath(section: 0, row: 1))
        #expect(selection.selected.isEmpty)
    }

    /// One rule in one place: `LiveTable.select` (no state kept) and `TableSelection.select`
    /// agree on every row and every way of selecting it — a veto runs no action and
    /// selects nothing, a touch on a control selects nothing — and differ only in the state
    /// kept afterwards.
    @Test func theLiveTableAndTheSelectionFollowOneRule() throws {
        final class Calls: @unchecked Sendable { var seen: [String] = [] }
        let calls = Calls()
        func row(_ id: String, _ change: (inout Row) -> Void = { _ in }) -> Row {
            var row = Row(title: id)
            row.id = id
            row.onSelect = RowAction { calls.seen.append($0.id ?? "") }
            change(&row)
            return row
        }
        let vetoAll = RowSelectionCheck { _ in false }
        let rows = [
            row("plain"),
            row("sticky") { $0.deselectsOnSelect = false },
            row("vetoed") { $0.willSelect = vetoAll },
            row("vetoedSticky") { $0.willSelect = vetoAll; $0.deselectsOnSelect = false },
            row("switch") { $0.accessory = .switch },
            row("allowed") { $0.willSelect = RowSelectionCheck { $0.id == "allowed" } },
        ]
        let table = Table(width: 320, sections: [Section(id: "s", rows: RowList(rows.map { .row($0) }))])
        let live = try LiveTable(table)
        let selection = TableSelection(live)
        typealias Way = (name: String, live: () -> Row?, kept: () -> Row?)
        for (r, row) in rows.enumerated() {
            let id = row.id ?? ""
            let path = RowPath(section: 0, row: r)
            let frame = live.geometry.frame(ofRow: path)
            let ways: [Way] = [
                ("name", { live.select(row: id, inSection: "s") }, { selection.select(row: id, inSection: "s") }),
                ("index path", { live.select(path) }, { selection.select(path) }),
                ("content", { live.select(x: 20, y: frame.y + 10) }, { selection.select(x: 20, y: frame.y + 10) }),
                ("trailing edge", { live.select(x: 300, y: frame.y + 10) }, { selection.select(x: 300, y: frame.y + 10) }),
            ]
            for way in ways {
                calls.seen = []
                let byLive = way.live()
                let liveCalls = calls.seen
                calls.seen = []
                let byKept = way.kept()
                #expect(byLive == byKept, "\(id) by \(way.name)")
                #expect(liveCalls == calls.seen, "\(id) by \(way.name)")
                let vetoed = id.hasPrefix("vetoed") || (id == "switch" && way.name == "trailing edge")
                #expect((byLive == nil) == vetoed, "\(id) by \(way.name)")
                #expect(liveCalls == (vetoed ? [] : [id]), "\(id) by \(way.name)")
                #expect(selection.isSelected(path) == (id == "sticky"), "\(id) by \(way.name)")
                selection.deselect(path)
            }
        }
        #expect(live.select(RowPath(section: 0, row: 99)) == nil)
    }
}
