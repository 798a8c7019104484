import Foundation
import TableConfig
import TableLayout

/// The live-table section of `tablesnap bench` (docs/live-tables.md): batches of random row
/// edits on a large table and on a large data source, and the identity diff against the
/// standard library's `CollectionDifference` on the same arrays, in the same run.
struct LiveBenchmark {
    struct Figures {
        var name: String
        var rows: Int
        var tablesnap: Samples
        var baseline: Samples?
        var baselineName: String?
        /// `batchSize` dependent random reads over a region as large as the table's heights:
        /// each edit must at least read its row's place once (large table only).
        var floor: Samples? = nil
    }

    /// Edits per batch.
    static let batchSize = 1_000

    /// Batches of `batchSize` random edits (insert, delete, move, height) on `live`.
    static func edits(on live: LiveTable, batches: Int) -> Samples {
        // A seeded generator: the system one makes a system call per number, which would be
        // timed with the edits.
        var rng = SplitMix64(seed: UInt64.random(in: 0...UInt64.max))
        var samples = Samples()
        for _ in 0..<batches {
            let elapsed = Stopwatch.measure {
                _ = try? live.performBatchUpdates { editor throws(LiveTableError) in
                    for k in 0..<batchSize {
                        let count = live.table.sections[0].rows.count
                        switch k % 4 {
                        case 0:
                            try editor.insertRows([Row(title: "new", height: .points(50))], in: .index(0),
                                                  at: .at(Int.random(in: 0...count, using: &rng)))
                        case 1:
                            try editor.deleteRows([.index(Int.random(in: 0..<count, using: &rng))], in: .index(0))
                        case 2:
                            try editor.moveRow(.index(Int.random(in: 0..<count, using: &rng)), in: .index(0), to: .index(0),
                                               at: .at(Int.random(in: 0..<count, using: &rng)))
                        default:
                            try editor.setHeight(Double(Int.random(in: 20...120, using: &rng)),
                                                 ofRow: .index(Int.random(in: 0..<count, using: &rng)), in: .index(0))
                        }
                    }
                }
            }
            samples.add(elapsed)
        }
        return samples
    }

    /// 10,000,000 `repeat` rows.
    static func largeTable(rows: Int, sampling: Sampling) -> Figures {
        let table = Table(width: 390, sections: [Section(id: "feed", rows: RowList([.repeated(RepeatedRows(
            count: rows, template: Row(title: "Row {index}"), heights: LayoutBenchmark.pattern))]))])
        let live = LiveTable(layingOut: table, measurer: EstimatingTextMeasurer())
        let mine = edits(on: live, batches: sampling.count(15))
        var reads = DependentReadFloor(count: rows)
        var floor = Samples()
        for _ in 0..<sampling.count(200) { floor.add(reads.timedReads() * Double(batchSize)) }
        return Figures(name: "batch of 1000 edits", rows: rows, tablesnap: mine, floor: floor)
    }

    /// A source of `elements` data elements, loaded as `bench`'s data section loads it.
    /// Writes its files into `folder` (the run's ``ScratchFolder``).
    static func largeSource(elements: Int, sampling: Sampling, in folder: URL) throws -> Figures {
        try Data(DataBenchmark.feed(elements, yaml: false)).write(to: folder.appendingPathComponent("feed.json"))
        let path = folder.appendingPathComponent("feed.yaml").path
        try (DataBenchmark.config + "data: {feed: {file: feed.json}}\n").write(toFile: path, atomically: true, encoding: .utf8)
        let table = try ConfigLoader.load(file: path).table
        let live = LiveTable(layingOut: table, measurer: EstimatingTextMeasurer())
        return Figures(name: "batch of 1000 edits (source)", rows: elements, tablesnap: edits(on: live, batches: sampling.count(15)))
    }

    /// The identity diff of `rows` rows with 10% deletes, 10% inserts, 2% moves and 1%
    /// reloads, against `difference(from:).inferringMoves()` on the same arrays.
    static func diff(rows: Int, sampling: Sampling) -> Figures {
        var rng = SystemRandomNumberGenerator()
        let old = Array(0..<rows)
        var new = old
        var next = rows
        for _ in 0..<(rows / 10) { new.remove(at: Int.random(in: 0..<new.count, using: &rng)) }
        for _ in 0..<(rows / 10) {
            new.insert(next, at: Int.random(in: 0...new.count, using: &rng))
            next += 1
        }
        for _ in 0..<(rows / 50) {
            let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
        }
        var reloaded = Set<Int>()
        while reloaded.count < rows / 100 { reloaded.insert(Int.random(in: 0..<rows, using: &rng)) }
        var ours = Samples(), theirs = Samples()
        for k in 0..<sampling.count(7) {
            ours.add(Stopwatch.measure {
                blackHole(TableDiff.batches(from: [TableDiff.Section(key: 0, rows: old)], to: [TableDiff.Section(key: 0, rows: new)],
                                            rowChanged: { o, _ in reloaded.contains(old[o.row]) }))
            })
            // The baseline takes seconds: three runs, alternated with the first three of ours.
            if k < 3 { theirs.add(Stopwatch.measure { blackHole(new.difference(from: old).inferringMoves()) }) }
        }
        return Figures(name: "identity diff", rows: rows, tablesnap: ours, baseline: theirs, baselineName: "CollectionDifference")
    }
}
