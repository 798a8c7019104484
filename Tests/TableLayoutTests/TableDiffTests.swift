import Testing
@testable import TableLayout
import TestSupport

/// The identity diff on random pairs of tables: its batches, applied by the reference,
/// turn the old table into the new one; rows in both are never deleted and inserted; every
/// changed row is reloaded.
@Suite struct TableDiffTests {
    typealias Table = EventTable<Int>

    /// A random change of `table`: rows deleted, inserted, moved (within and across
    /// sections), changed; sections deleted, inserted, moved, changed; duplicates allowed.
    static func mutate(_ table: Table, _ rng: inout SeededGenerator, nextKey: inout Int) -> Table {
        var sections = table.sections
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            switch Int.random(in: 0..<9, using: &rng) {
            case 0 where !sections.isEmpty:
                sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            case 1:
                nextKey += 1
                sections.insert(Table.Section(item: .init(key: nextKey, content: 0), rows: (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                    nextKey += 1
                    return .init(key: nextKey, content: 0)
                }), at: Int.random(in: 0...sections.count, using: &rng))
            case 2 where sections.count > 1:
                let s = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
                sections.insert(s, at: Int.random(in: 0...sections.count, using: &rng))
            case 3 where !sections.isEmpty:
                sections[Int.random(in: 0..<sections.count, using: &rng)].item.content += 1
            case 4 where !sections.isEmpty:
                let s = Int.random(in: 0..<sections.count, using: &rng)
                if !sections[s].rows.isEmpty { sections[s].rows.remove(at: Int.random(in: 0..<sections[s].rows.count, using: &rng)) }
            case 5 where !sections.isEmpty:
                let s = Int.random(in: 0..<sections.count, using: &rng)
                // A new key, or a duplicate of one already in the section.
                let duplicate = !sections[s].rows.isEmpty && Int.random(in: 0..<4, using: &rng) == 0
                let key = duplicate ? sections[s].rows.randomElement(using: &rng)!.key : { nextKey += 1; return nextKey }()
                sections[s].rows.insert(.init(key: key, content: 0), at: Int.random(in: 0...sections[s].rows.count, using: &rng))
            case 6 where !sections.isEmpty:
                let from = Int.random(in: 0..<sections.count, using: &rng), to = Int.random(in: 0..<sections.count, using: &rng)
                guard !sections[from].rows.isEmpty else { continue }
                let row = sections[from].rows.remove(at: Int.random(in: 0..<sections[from].rows.count, using: &rng))
                sections[to].rows.insert(row, at: Int.random(in: 0...sections[to].rows.count, using: &rng))
            case 7, 8:
                guard !sections.isEmpty else { continue }
                let s = Int.random(in: 0..<sections.count, using: &rng)
                guard !sections[s].rows.isEmpty else { continue }
                sections[s].rows[Int.random(in: 0..<sections[s].rows.count, using: &rng)].content += 1
            default:
                break
            }
        }
        return Table(sections)
    }

    static func random(_ rng: inout SeededGenerator, nextKey: inout Int) -> Table {
        Table((0..<Int.random(in: 0...5, using: &rng)).map { _ in
            nextKey += 1
            return Table.Section(item: .init(key: nextKey, content: 0), rows: (0..<Int.random(in: 0...8, using: &rng)).map { _ in
                nextKey += 1
                return .init(key: nextKey, content: 0)
            })
        })
    }

    static func diff(_ old: Table, _ new: Table) -> [TableBatch] {
        TableDiff.batches(
            from: old.sections.map { TableDiff.Section(key: $0.item.key, rows: $0.rows.map(\.key)) },
            to: new.sections.map { TableDiff.Section(key: $0.item.key, rows: $0.rows.map(\.key)) },
            sectionChanged: { old.sections[$0].item.content != new.sections[$1].item.content },
            rowChanged: { old.sections[$0.section].rows[$0.row].content != new.sections[$1.section].rows[$1.row].content })
    }

    @Test(arguments: 0..<40)
    func theBatchesTurnTheOldTableIntoTheNew(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        for step in 0..<100 {
            var nextKey = 0
            let old = TableDiffTests.random(&rng, nextKey: &nextKey)
            let new = TableDiffTests.mutate(old, &rng, nextKey: &nextKey)
            let batches = TableDiffTests.diff(old, new)
            #expect(batches.count <= 2)
            do {
                let applied = try old.applying(batches, after: new)
                #expect(applied == new, "seed \(seed).\(step)\nold \(old)\nnew \(new)\n\(batches)\ngot \(applied)")
            } catch {
                Issue.record("seed \(seed).\(step): \(error)\nold \(old)\nnew \(new)\n\(batches)")
            }
            // A key in both (in sections that report rows) is never deleted and inserted.
            var deleted = Set<Int>(), inserted = Set<Int>()
            for event in batches.flatMap(\.events) {
                if case .delete(let p) = event { deleted.insert(old.sections[p.section].rows[p.row].key) }
                if case .insert(let p) = event { inserted.insert(new.sections[p.section].rows[p.row].key) }
            }
            #expect(deleted.isDisjoint(with: inserted), "seed \(seed).\(step): \(batches)")
        }
    }

    @Test func oneRowMovedFarIsOneMove() {
        let old = Table([.init(item: .init(key: 0, content: 0), rows: (1...6).map { .init(key: $0, content: 0) })])
        let new = Table([.init(item: .init(key: 0, content: 0), rows: [2, 3, 4, 5, 1, 6].map { .init(key: $0, content: 0) })])
        #expect(TableDiffTests.diff(old, new) == [TableBatch([.move(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 4))])])
    }

    @Test func aMovedAndChangedRowIsReloadedInASecondBatchAtItsNewIndex() {
        let old = Table([.init(item: .init(key: 0, content: 0), rows: [1, 2, 3].map { .init(key: $0, content: 0) })])
        let new = Table([.init(item: .init(key: 0, content: 0), rows: [.init(key: 2, content: 0), .init(key: 3, content: 0), .init(key: 1, content: 1)])])
        #expect(TableDiffTests.diff(old, new) == [
            TableBatch([.move(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 2))]),
            TableBatch([.reload(RowPath(section: 0, row: 2))]),
        ])
    }

    @Test func longestIncreasingRunIsLongest() {
        var rng = SeededGenerator(seed: 9)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 0...12, using: &rng)).map { _ in Int.random(in: 0...20, using: &rng) }
            let run = TableDiff.longestIncreasingRun(values)
            #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
            // Brute force: the longest over all subsets.
            var best = 0
            for mask in 0..<(1 << values.count) {
                let chosen = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
                if zip(chosen, chosen.dropFirst()).allSatisfy({ $0 < $1 }) { best = max(best, chosen.count) }
            }
            #expect(run.count == best, "\(values)")
        }
    }
}

/// The diff of whole tables (`TableDiff.batches(from: Table, to: Table)`, which numbers the
/// rows' keys and reads single rows without filling their placeholders) against the diff of
/// their rows' keys (``TableDiff/RowKey``: id, else data, else texts) and filled rows.
@Suite struct TableKeyDiffTests {
    /// A row keyed every way: by an id (from a small pool, so duplicates occur within and
    /// across sections), by its data, or by its texts; some texts read placeholders.
    static func row(_ rng: inout SeededGenerator) -> RowList.Item {
        var row = Row(title: ["A", "B", "{name}", "#{index}", "Row é"][Int.random(in: 0..<5, using: &rng)])
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: row.id = "r\(Int.random(in: 0..<12, using: &rng))"
        case 2: row.data = .object([("name", .string(["x", "y"][Int.random(in: 0..<2, using: &rng)]))])
        default: row.subtitle = ["s", "t"][Int.random(in: 0..<2, using: &rng)]
        }
        if Int.random(in: 0..<6, using: &rng) == 0 { row.isSelected = true }
        if Int.random(in: 0..<8, using: &rng) == 0 {
            return .repeated(RepeatedRows(count: Int.random(in: 1...3, using: &rng), template: row,
                                          heights: Bool.random(using: &rng) ? [] : [44, 60]))
        }
        return .row(row)
    }

    static func section(_ rng: inout SeededGenerator, id: String?) -> Section {
        var section = Section(id: id, rows: RowList((0..<Int.random(in: 0...7, using: &rng)).map { _ in row(&rng) }))
        if Int.random(in: 0..<4, using: &rng) == 0 { section.header = SectionBand(title: "H") }
        return section
    }

    /// `table` with rows and sections removed, added, swapped and changed.
    static func mutate(_ table: Table, _ rng: inout SeededGenerator) -> Table {
        var table = table
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let s = Int.random(in: 0..<max(1, table.sections.count), using: &rng)
            guard table.sections.indices.contains(s) else {
                table.sections.append(section(&rng, id: "new"))
                continue
            }
            var items = table.sections[s].rows.items
            switch Int.random(in: 0..<8, using: &rng) {
            case 0 where !items.isEmpty: items.remove(at: Int.random(in: 0..<items.count, using: &rng))
            // A `repeat` that grows or shrinks (the tail of a generator: no rows made).
            case 6, 7:
                if case .repeated(var generator)? = items.last {
                    // Another count, or another template: a field of its own, a text, or the
                    // height a pattern overrides.
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: generator.template.isSelected.toggle()
                    case 1: generator.template.detail = "#{index}"
                    case 2: generator.template.height = .points(50)
                    default: generator.count = Int.random(in: 1...5, using: &rng)
                    }
                    if Int.random(in: 0..<3, using: &rng) == 0 { generator.heights = [44, 60] }
                    items[items.count - 1] = .repeated(generator)
                } else {
                    items.append(.repeated(RepeatedRows(count: Int.random(in: 1...3, using: &rng), template: Row(title: "#{index}"))))
                }
            case 1: items.insert(row(&rng), at: Int.random(in: 0...items.count, using: &rng))
            case 2 where items.count > 1: items.swapAt(0, items.count - 1)
            case 3 where !items.isEmpty:
                let i = Int.random(in: 0..<items.count, using: &rng)
                if case .row(var changed) = items[i] { changed.detail = "changed"; items[i] = .row(changed) }
            case 4: table.sections.swapAt(s, table.sections.count - 1)
            default: table.sections[s].header = SectionBand(title: "changed")
            }
            table.sections[s].rows = RowList(items)
        }
        return table
    }

    static func sameFields(_ a: Section, _ b: Section) -> Bool {
        a.id == b.id && a.header == b.header && a.footer == b.footer && a.headerHeight == b.headerHeight
            && a.footerHeight == b.footerHeight && a.rowHeight == b.rowHeight
    }

    @Test(arguments: 0..<20)
    func tablesDiffAsTheKeysOfTheirRowsDo(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        for step in 0..<100 {
            let ids = [nil, "a", "b", "c"].shuffled(using: &rng)
            let old = Table(width: 320, sections: (0..<Int.random(in: 0...3, using: &rng)).map { TableKeyDiffTests.section(&rng, id: ids[$0]) })
            let new = TableKeyDiffTests.mutate(old, &rng)
            // A section the same in both (key, fields, items) keeps its rows: they take no part
            // in the row matching (generators compare as generators).
            let unchanged = TableDiff.unchangedSections(old, new)
            func keyed(_ table: Table, skipping: Set<Int>) -> [TableDiff.Section<TableDiff.SectionKey, TableDiff.RowKey>] {
                table.sections.enumerated().map { s, section in
                    TableDiff.Section(key: section.id.map(TableDiff.SectionKey.id) ?? .position(s),
                                      rows: skipping.contains(s) ? [] : Array(section.rows).map(TableDiff.key(of:)))
                }
            }
            let expected = TableDiff.batches(
                from: keyed(old, skipping: unchanged.old), to: keyed(new, skipping: unchanged.new),
                sectionChanged: { !TableKeyDiffTests.sameFields(old.sections[$0], new.sections[$1]) },
                rowChanged: { old.sections[$0.section].rows[$0.row] != new.sections[$1.section].rows[$1.row] })
            #expect(TableDiff.batches(from: old, to: new) == expected, "seed \(seed).\(step)")
        }
    }
}
