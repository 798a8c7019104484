import Testing
@testable import TableLayout
import TestSupport

/// GPJ's `contentPreferredMaxWidth` (issue 12; docs/config.md, `preferredMaxWidth`): the largest
/// `preferredMaxWidth` of any row, against reading every row one by one.
@Suite struct PreferredWidthTests {
    @Test(arguments: 0..<50)
    func theLargestPreferredWidthOfAnyRow(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) + 31_000)
        var table = RandomTables.make(using: &rng)
        for s in table.sections.indices {
            var items: [RowList.Item] = []
            table.sections[s].rows.forEachItem { item, _ in
                let width = Bool.random(using: &rng) ? Double(Int.random(in: 0...500, using: &rng)) / 2 : 0
                switch item {
                case .row(var row):
                    row.preferredMaxWidth = width
                    items.append(.row(row))
                case .repeated(var generator):
                    generator.template.preferredMaxWidth = width
                    items.append(.repeated(generator))
                default: items.append(item)
                }
            }
            table.sections[s].rows = RowList(items)
        }
        let brute = table.sections.flatMap { $0.rows.map(\.preferredMaxWidth) }.max() ?? 0
        #expect(table.contentPreferredMaxWidth == brute, "seed \(seed)")
    }
}
