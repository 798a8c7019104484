import Testing
@testable import TableLayout
import TestSupport

@Suite struct RowListTests {
    @Test(arguments: 0..<100)
    func editsSplitGeneratorsAndKeepTheirNumbering(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var list = RowList([
            .repeated(RepeatedRows(count: 10, template: Row(title: "g{index}"), heights: [10, 20])),
            .row(Row(title: "single")),
            .repeated(RepeatedRows(count: 5, template: Row(title: "h{index}"))),
        ])
        var expected = Array(list)
        // A copy taken mid-way must not see later edits (nodes are shared, changed only when unique).
        var snapshot: (list: RowList, rows: [Row])?
        for k in 0..<40 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !expected.isEmpty:
                let i = Int.random(in: 0..<expected.count, using: &rng)
                let removed = list.remove(at: i)
                #expect(removed.count == 1 && removed.row(at: 0) == expected[i], "seed \(seed) step \(k)")
                expected.remove(at: i)
            case 1 where !expected.isEmpty:
                let i = Int.random(in: 0..<expected.count, using: &rng)
                let row = Row(title: "replaced\(k)", height: .points(7))
                let old = list.replaceItem(at: i, with: .row(row))
                #expect(old.row(at: 0) == expected[i], "seed \(seed) step \(k)")
                expected[i] = row
            default:
                let i = Int.random(in: 0...expected.count, using: &rng)
                let row = Row(title: "new\(k)", height: .points(5))
                list.insert(row, at: i)
                expected.insert(row, at: i)
            }
            #expect(list.checkInvariants(), "seed \(seed) step \(k)")
            #expect(Array(list) == expected, "seed \(seed) step \(k)")
            if k == 15 { snapshot = (list, expected) }
        }
        if let snapshot { #expect(Array(snapshot.list) == snapshot.rows, "seed \(seed): a copy changed with the original") }
        for (i, row) in expected.enumerated() {
            #expect(list.explicitHeight(at: i) == row.height)
        }
    }

    /// Enough edits that the tree grows several levels and shrinks again: leaves and inner
    /// nodes split, merge and share with neighbours.
    @Test(arguments: 0..<4)
    func aGrowingThenShrinkingListKeepsItsRowsAndItsShape(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let start: [RowList.Item] = (0..<300).map { k in
            k % 3 == 0 ? .row(Row(title: "s\(k)")) : .repeated(RepeatedRows(count: 1 + k % 4, template: Row(title: "g\(k)-{index}")))
        }
        var list = RowList(start)
        var expected = Array(list)
        #expect(list.checkInvariants())
        var copies: [(list: RowList, rows: [Row])] = []
        // Where each step edits: its path is checked after it (O(log n)), the whole tree
        // every 500 steps and at the end (O(n) after each of 6,000 steps cost seconds).
        var edited = 0
        for k in 0..<6_000 {
            // Inserts win for the first half, removals for the second.
            let growing = k < 3_000
            let roll = Int.random(in: 0..<10, using: &rng)
            if !expected.isEmpty, roll < (growing ? 3 : 7) {
                let i = Int.random(in: 0..<expected.count, using: &rng)
                let removed = list.remove(at: i)
                #expect(removed.row(at: 0) == expected.remove(at: i), "seed \(seed) step \(k)")
                edited = i
            } else if !expected.isEmpty, roll == 9 {
                let i = Int.random(in: 0..<expected.count, using: &rng)
                expected[i] = Row(title: "replaced\(k)")
                list.replace(at: i, with: expected[i])
                edited = i
            } else {
                let i = Int.random(in: 0...expected.count, using: &rng)
                edited = i
                if roll % 2 == 0 {
                    let row = Row(title: "new\(k)")
                    list.insert(row, at: i)
                    expected.insert(row, at: i)
                } else {
                    let generator = RepeatedRows(count: 3, template: Row(title: "n\(k)-{index}"))
                    list.insert(.repeated(generator), at: i)
                    expected.insert(contentsOf: (0..<3).map(generator.row(at:)), at: i)
                }
            }
            #expect(list.count == expected.count)
            #expect(list.checkInvariants(around: edited - 1) && list.checkInvariants(around: edited), "seed \(seed) step \(k)")
            if k % 500 == 0 {
                #expect(list.checkInvariants(), "seed \(seed) step \(k)")
                #expect(Array(list) == expected, "seed \(seed) step \(k)")
                copies.append((list, expected))
            }
        }
        #expect(list.checkInvariants())
        #expect(Array(list) == expected)
        for (i, row) in expected.enumerated() where i % 7 == 0 { #expect(list[i] == row) }
        for copy in copies { #expect(Array(copy.list) == copy.rows, "a copy changed with the original") }
    }

    /// The path check sees a broken count on the path, and beside it, as the whole check
    /// does; and not one far from the path (that is the whole check's).
    @Test func thePathCheckSeesWhatAnEditThereBreaks() throws {
        let list = RowList((0..<5_000).map { .row(Row(title: "r\($0)")) })
        #expect(list.checkInvariants() && list.checkInvariants(around: 2_500))
        let root = try #require(list.rootForTests)
        let middle = root.children[root.children.count / 2].node
        middle.rowCount += 1
        #expect(!list.checkInvariants())
        #expect(!list.checkInvariants(around: 2_500), "a child of the root on the path")
        #expect(!list.checkInvariants(around: 0), "a neighbour of the path")
        middle.rowCount -= 1
        var leaf = root
        while !leaf.isLeaf { leaf = leaf.children.last!.node }
        leaf.entries[0].rows += 1
        #expect(!list.checkInvariants())
        #expect(!list.checkInvariants(around: 4_999), "the last leaf, on the path to the last row")
        #expect(list.checkInvariants(around: 0), "far from the path: left to the whole check")
        leaf.entries[0].rows -= 1
        #expect(list.checkInvariants())
    }

    @Test(arguments: [0, 1, 24, 25, 577, 20_000])
    func aBuiltListHoldsItsItemsInOrder(items: Int) {
        let list = RowList((0..<items).map { .row(Row(title: "r\($0)")) })
        #expect(list.checkInvariants())
        #expect(list.map(\.title) == (0..<items).map { "r\($0)" })
    }

    /// A failed batch puts a generator's row back as a piece of its own: the list holds the
    /// same rows, so it is equal to the list before (the edits fuzzer relies on it).
    @Test func listsWithTheSameRowsAreEqualHoweverTheirGeneratorsAreCut() {
        let list = RowList([.repeated(RepeatedRows(count: 5, template: Row(title: "r {index}"))), .row(Row(title: "s"))])
        var cut = list
        cut.insert(cut.remove(at: 2), at: 2)
        #expect(cut.items.count == 4 && cut == list && list == cut)
        var changed = cut
        changed.replace(at: 2, with: Row(title: "r 2!"))
        #expect(changed != list)
        #expect(RowList(Array(list)) == list, "single rows equal to what a generator makes")
    }

    @Test func generatedRowsNumberAndPatternTheirHeights() {
        let list = RowList([.repeated(RepeatedRows(count: 10_000_000, template: Row(title: "Row {index}"), heights: [44, 60, 30]))])
        #expect(list.count == 10_000_000)
        #expect(list[9_999_999].title == "Row 9999999")
        #expect(list[4].height == .points(60))
    }
}
