import Foundation
import TableLayout

/// The layout benchmark of `tablesnap bench`: each operation on the height index (and the
/// table geometry), and the same operation on ``PrefixSumBaseline`` in the same run.
struct LayoutBenchmark {
    struct Figures {
        var operation: String
        var tablesnap: Samples
        var baseline: Samples?
        /// A read-only structure the operation is held against (the target is a ratio to it).
        var floor: Floor? = nil
    }

    struct Floor {
        var name: String
        var samples: Samples
    }

    let rows: Int
    /// Where the run's C floors are compiled (the run's ``ScratchFolder``).
    let scratch: URL
    /// How many samples each figure takes (fewer with `--quick`).
    var sampling: Sampling = .full
    /// A fixed mix of heights, as a feed with three cell kinds would have.
    static let pattern: [Double] = [44, 60, 32.5, 44, 88]
    static let viewportHeight = 844.0

    /// Operations too short to time one at a time are timed in batches of this many.
    static let batch = 64

    func run() -> (results: [Figures], bytesPerRow: Double, baselineBytesPerRow: Double) {
        var rng = SystemRandomNumberGenerator()
        let pattern = LayoutBenchmark.pattern
        let height: (Int) -> Double = { pattern[$0 % pattern.count] }
        var results: [Figures] = []

        // Build: the whole index from an array of N heights (as measured sizes arrive).
        let builds = sampling.count(rows >= 5_000_000 ? 7 : 15)
        let heights = (0..<rows).map(height)
        var build = Samples(), baselineBuild = Samples()
        var index = HeightIndex(heights: [Double]())
        var baseline = PrefixSumBaseline(heights: [])
        for _ in 0..<builds {
            index = HeightIndex(heights: [Double]())  // free the previous one first
            build.add(Stopwatch.measure { index = HeightIndex(heights: heights) })
            baseline = PrefixSumBaseline(heights: [])
            baselineBuild.add(Stopwatch.measure { baseline = PrefixSumBaseline(heights: heights) })
        }
        results.append(Figures(operation: "build", tablesnap: build, baseline: baselineBuild))
        let bytesPerRow = Double(index.allocatedBytes) / Double(rows)
        let total = index.totalHeight

        // y → row at random offsets.
        let randomOffsets = (0..<LayoutBenchmark.batch * sampling.count(2000)).map { _ in Double.random(in: 0..<total, using: &rng) }
        let floorTree = StaticSearchTreeFloor(heights: heights)
        results.append(Figures(operation: "y→row random",
                              tablesnap: batched(randomOffsets) { blackHole(index.location(at: $0)) },
                              baseline: batched(randomOffsets) { blackHole(baseline.index(at: $0)) },
                              floor: Floor(name: "static 17-ary tree",
                                           samples: batched(randomOffsets) { blackHole(floorTree.index(at: $0)) })))

        // y → row near the previous answer, as a scrolling viewport asks.
        var scroll: [Double] = []
        var y = total / 2
        for _ in 0..<(LayoutBenchmark.batch * sampling.count(2000)) {
            y = min(max(0, y + Double.random(in: -40...60, using: &rng)), total - 1)
            scroll.append(y)
        }
        var hint: HeightIndex.Location? = nil
        results.append(Figures(operation: "y→row scrolling",
                              tablesnap: batched(scroll) { hint = index.location(at: $0, near: hint) ?? hint; blackHole(hint) },
                              baseline: batched(scroll) { blackHole(baseline.index(at: $0)) }))

        // Visible range of an 844 pt viewport, through the full table geometry.
        var table = Table(width: 390)
        table.sections = [Section(rows: RowList([.repeated(RepeatedRows(count: rows, template: Row(title: "Row {index}"), heights: pattern))]))]
        let geometry = TableGeometry(table: table)
        let viewportOffsets = Array(randomOffsets.prefix(LayoutBenchmark.batch * sampling.count(500)))
        results.append(Figures(operation: "visible range (844 pt)",
                              tablesnap: batched(viewportOffsets) {
                                  blackHole(geometry.visibleItems(in: Viewport(offset: $0, height: LayoutBenchmark.viewportHeight)))
                              },
                              baseline: batched(viewportOffsets) { blackHole(baseline.visibleRange(y: $0, height: LayoutBenchmark.viewportHeight)) }))

        // Height update, insert and delete at random rows. The baseline's are O(n): fewer samples.
        // Each is timed alone, its rows and heights drawn beforehand: the system generator
        // makes a system call per number, and one just before each timed edit cost it 6–12 %
        // at 10M rows (history/performance.md, "Smaller chunks").
        let edits = sampling.count(20_000)
        let baselineEdits = max(5, min(edits, 2_000_000_000 / max(1, rows) / 20))
        let updates = (0..<edits).map { _ in (Int.random(in: 0..<rows, using: &rng), Double(Int.random(in: 20...120, using: &rng))) }
        let places = (0..<edits).map { _ in (Int.random(in: 0..<rows, using: &rng), Int.random(in: 0..<rows, using: &rng)) }
        var update = Samples(), baselineUpdate = Samples(), read = Samples()
        for (i, h) in updates {
            update.add(Stopwatch.measure { index.setHeight(h, at: i) })
        }
        // After the updates, not between them: its reads would evict what they find cached.
        var readFloor = DependentReadFloor(count: rows)
        for _ in 0..<sampling.count(2_000) { read.add(readFloor.timedReads()) }
        for (i, h) in updates.prefix(baselineEdits) {
            baselineUpdate.add(Stopwatch.measure { baseline.setHeight(h, at: i) })
        }
        results.append(Figures(operation: "height update", tablesnap: update, baseline: baselineUpdate,
                              floor: Floor(name: "dependent read", samples: read)))

        var insert = Samples(), remove = Samples(), baselineInsert = Samples(), baselineRemove = Samples()
        for (i, j) in places {
            insert.add(Stopwatch.measure { index.insert(50, at: i) })
            remove.add(Stopwatch.measure { index.remove(at: j) })
        }
        for (i, j) in places.prefix(baselineEdits) {
            baselineInsert.add(Stopwatch.measure { baseline.insert(50, at: i) })
            baselineRemove.add(Stopwatch.measure { baseline.remove(at: j) })
        }
        let (insertFloor, removeFloor) = LayoutBenchmark.editFloor(rows: rows, edits: edits, in: scratch)
        results.append(Figures(operation: "insert", tablesnap: insert, baseline: baselineInsert,
                              floor: insertFloor.map { Floor(name: "C chunks", samples: $0) }))
        results.append(Figures(operation: "delete", tablesnap: remove, baseline: baselineRemove,
                              floor: removeFloor.map { Floor(name: "C chunks", samples: $0) }))
        return (results, bytesPerRow, baseline.bytesPerItem)
    }

    /// The insert and delete floor, `scripts/floors/edits.c`: a C chunked structure of the
    /// index's shape doing the same random inserts and deletes, each timed alone; nil (and the
    /// rows printed without it) where it cannot be built.
    static func editFloor(rows: Int, edits: Int, in folder: URL) -> (insert: Samples?, delete: Samples?) {
        guard case .success(let program) = FloorProgram.build("edits.c", in: folder),
              let text = ChildProcess.output([program, String(rows), String(edits)]) else { return (nil, nil) }
        var insert = Samples(), delete = Samples()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").compactMap { Double($0) }
            guard fields.count == 2 else { continue }
            insert.add(fields[0])
            delete.add(fields[1])
        }
        return insert.nanoseconds.isEmpty ? (nil, nil) : (insert, delete)
    }

    /// Times `body` over `inputs` in batches, one sample per batch (nanoseconds per call).
    private func batched(_ inputs: [Double], _ body: (Double) -> Void) -> Samples {
        var samples = Samples()
        let size = LayoutBenchmark.batch
        var start = 0
        while start + size <= inputs.count {
            let slice = inputs[start..<start + size]
            let elapsed = Stopwatch.measure { for value in slice { body(value) } }
            samples.add(elapsed / Double(size))
            start += size
        }
        return samples
    }
}
