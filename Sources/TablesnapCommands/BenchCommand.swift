import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TableRaster

/// `tablesnap bench`: the layout benchmark (docs/cli.md), medians and p99s against a plain
/// prefix-sum array measured in the same run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark layout operations against a prefix-sum array baseline.",
        discussion: """
            Examples:
              tablesnap bench --quick
              tablesnap bench --rows 100000 --json

            Build with -c release for meaningful figures (make bench does).
            """
    )

    @Option(help: "Rows in the benchmark table; repeat for several sizes (default: 100000, 1000000 and 10000000).")
    var rows: [Int] = []

    @Option(help: "Elements in the data benchmark's JSON feed; repeat for several sizes (default: 10000, 100000 and 1000000; 0 skips it).")
    var dataElements: [Int] = []

    @Option(help: "Elements in the data benchmark's YAML feed (default: 10000 and 100000).")
    var yamlElements: [Int] = []

    @Option(help: "Rows of the live-table benchmark's table (default 10000000; its source has at most 1000000 elements; 0 skips it).")
    var liveRows: [Int] = []

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "A quick run of every section (10000 rows, small feeds), seconds not minutes: a smoke check, not figures.")
    var quick = false

    /// The sizes each section runs at. Without sizes of its own, a section follows `--rows`
    /// (the largest given, capped at each section's default largest), so `--rows 100000`
    /// bounds the whole run; `--quick` picks small sizes for every section (docs/cli.md, bench).
    struct Sizes: Equatable {
        var rows: [Int], data: [Int], yaml: [Int], liveRows: Int
    }

    func sizes() -> Sizes {
        let layout = !rows.isEmpty ? rows : quick ? [10_000] : [100_000, 1_000_000, 10_000_000]
        let scale = rows.max() ?? (quick ? 10_000 : nil)
        func following(_ given: [Int], _ defaults: [Int]) -> [Int] {
            if !given.isEmpty { return given }
            guard let scale else { return defaults }
            return [min(scale, defaults.max() ?? scale)]
        }
        return Sizes(rows: layout, data: following(dataElements, [10_000, 100_000, 1_000_000]),
                     yaml: following(yamlElements, quick ? [1_000] : [10_000, 100_000]),
                     liveRows: liveRows.first ?? following([], [10_000_000])[0])
    }

    func run() throws {
        let planned = sizes()
        let sizes = planned.rows
        if let bad = sizes.first(where: { $0 < 1 || $0 > TableDocument.maxRows }) {
            throw CommandFailure.badInput("--rows must be from 1 to \(TableDocument.maxRows), found \(bad)")
        }
        if let bad = (dataElements + yamlElements + liveRows).first(where: { $0 < 0 || $0 > TableDocument.maxRows }) {
            throw CommandFailure.badInput(
                "--data-elements, --yaml-elements and --live-rows must be from 0 (skip) to \(TableDocument.maxRows), found \(bad)")
        }
        let dataRuns = planned.data.filter { $0 > 0 }.map { ($0, false) } + planned.yaml.filter { $0 > 0 }.map { ($0, true) }
        // Made before anything is measured: a temporary folder that cannot be used is said at once.
        let scratch = try ScratchFolder.make("tablesnap-bench")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var report: [DataValue] = []
        if !json {
            #if DEBUG
            printOut("warning: a debug build; run `make bench` (release) for real figures")
            #endif
            printOut(BenchTable.header)
        }
        for size in sizes {
            let (results, bytes, baselineBytes) = LayoutBenchmark(rows: size).run()
            if json {
                report.append(BenchTable.json(rows: size, results: results, bytesPerRow: bytes, baselineBytesPerRow: baselineBytes))
            } else {
                printOut(BenchTable.lines(rows: size, results: results, bytesPerRow: bytes, baselineBytesPerRow: baselineBytes))
            }
        }
        var data: [DataBenchmark.Result] = []
        if !json, !dataRuns.isEmpty { printOut("\n" + BenchTable.dataHeader) }
        for (count, yaml) in dataRuns {
            let result = try DataBenchmark(elements: count, yaml: yaml).run(in: scratch)
            if !json { printOut(BenchTable.lines(result)) }
            data.append(result)
        }
        var live: [LiveBenchmark.Result] = []
        if planned.liveRows > 0 {
            if !json { printOut("\n" + BenchTable.liveHeader) }
            let tableRows = planned.liveRows
            for result in [LiveBenchmark.largeTable(rows: tableRows),
                           try LiveBenchmark.largeSource(elements: min(tableRows, 1_000_000), in: scratch),
                           LiveBenchmark.diff(rows: min(tableRows, 100_000))] {
                if !json { printOut(BenchTable.lines(result)) }
                live.append(result)
            }
        }
        // A RenderError (fonts missing, say) is bad input: exit 2.
        let engine = try TextEngine(fonts: FontSet())
        let render = try RenderBenchmark(engine: engine).run()
        let diff = try DiffBenchmark(engine: engine).run()
        let cells = try CellBenchmark(engine: engine).run()
        if json {
            printOut(DataValue.object([("layout", .array(report)), ("data", .array(data.map(BenchTable.json))),
                                       ("live", .array(live.map(BenchTable.json))),
                                       ("render", BenchTable.json(render)), ("diff", BenchTable.json(diff)),
                                       ("cells", BenchTable.json(cells))]).jsonText)
        } else {
            printOut("")
            printOut(BenchTable.lines(render))
            printOut(BenchTable.lines(diff))
            printOut(BenchTable.lines(cells))
        }
    }
}

/// Formatting of benchmark results.
enum BenchTable {
    static let header = pad("rows", 10) + pad("operation", 24) + pad("median", 11, right: true) + pad("p99", 11, right: true)
        + pad("baseline", 11, right: true) + pad("ratio", 9, right: true)

    static func lines(rows: Int, results: [LayoutBenchmark.Result], bytesPerRow: Double, baselineBytesPerRow: Double) -> String {
        var lines: [String] = []
        for result in results {
            let baseline = result.baseline?.median ?? .nan
            lines.append(pad(rowsLabel(rows), 10) + pad(result.operation, 24)
                + pad(duration(result.tablesnap.median), 11, right: true) + pad(duration(result.tablesnap.p99), 11, right: true)
                + pad(duration(baseline), 11, right: true) + pad(ratio(baseline / result.tablesnap.median), 9, right: true))
            if let floor = result.floor {
                // The floor's ratio reads the other way: tablesnap's time over the floor's.
                lines.append(pad(rowsLabel(rows), 10) + pad("  floor: " + floor.name, 24)
                    + pad(duration(floor.samples.median), 11, right: true) + pad(duration(floor.samples.p99), 11, right: true)
                    + pad("", 11) + pad(ratio(result.tablesnap.median / floor.samples.median) + " of floor", 9, right: true))
            }
        }
        lines.append(pad(rowsLabel(rows), 10) + pad("bytes per row", 24) + pad(String(format1(bytesPerRow)), 11, right: true)
            + pad("", 11) + pad(format1(baselineBytesPerRow), 11, right: true))
        return lines.joined(separator: "\n")
    }

    static func json(rows: Int, results: [LayoutBenchmark.Result], bytesPerRow: Double, baselineBytesPerRow: Double) -> DataValue {
        .object([
            ("rows", .number(Double(rows))),
            ("bytesPerRow", .number(bytesPerRow)),
            ("baselineBytesPerRow", .number(baselineBytesPerRow)),
            ("operations", .array(results.map { result in
                .object([
                    ("operation", .string(result.operation)),
                    ("medianNs", .number(result.tablesnap.median.rounded())),
                    ("p99Ns", .number(result.tablesnap.p99.rounded())),
                    ("baselineMedianNs", .number((result.baseline?.median ?? .nan).rounded())),
                    ("baselineP99Ns", .number((result.baseline?.p99 ?? .nan).rounded())),
                    ("ratio", .number(((result.baseline?.median ?? .nan) / result.tablesnap.median * 100).rounded() / 100)),
                ] + (result.floor.map { floor in [
                    ("floor", .string(floor.name)),
                    ("floorMedianNs", .number(floor.samples.median.rounded())),
                    ("timesFloor", .number((result.tablesnap.median / floor.samples.median * 100).rounded() / 100)),
                ] } ?? []))
            })),
        ])
    }

    static let dataHeader = "data: a feed bound by type, loaded from a file; baseline JSONSerialization of the same JSON\n"
        + pad("elements", 10) + pad("operation", 24) + pad("median", 11, right: true) + pad("p99", 11, right: true)
        + pad("baseline", 11, right: true) + pad("ratio", 9, right: true)

    static func lines(_ data: DataBenchmark.Result) -> String {
        let baseline = data.baseline.median
        var lines = [pad(rowsLabel(data.elements), 10) + pad("load \(data.format) (\(data.fileBytes / 1024) KiB)", 24)
            + pad(duration(data.load.median), 11, right: true) + pad(duration(data.load.p99), 11, right: true)
            + pad(duration(baseline), 11, right: true) + pad(ratio(baseline / data.load.median), 9, right: true)]
        lines.append(pad(rowsLabel(data.elements), 10) + pad("bytes per element", 24) + pad(format1(data.bytesPerElement), 11, right: true))
        if let visible = data.visibleRange {
            lines.append(pad(rowsLabel(data.elements), 10) + pad("visible range (844 pt)", 24)
                + pad(duration(visible.median), 11, right: true) + pad(duration(visible.p99), 11, right: true))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ data: DataBenchmark.Result) -> DataValue {
        .object([
            ("elements", .number(Double(data.elements))), ("format", .string(data.format)),
            ("fileBytes", .number(Double(data.fileBytes))),
            ("loadMedianNs", .number(data.load.median.rounded())), ("loadP99Ns", .number(data.load.p99.rounded())),
            ("baselineMedianNs", .number(data.baseline.median.rounded())),
            ("ratio", .number((data.baseline.median / data.load.median * 100).rounded() / 100)),
            ("bytesPerElement", .number((data.bytesPerElement * 10).rounded() / 10)),
            ("visibleRangeMedianNs", data.visibleRange.map { .number($0.median.rounded()) } ?? .null),
        ])
    }

    static let liveHeader = "live tables: batches of 1000 random edits (insert, delete, move, height); diff against CollectionDifference\n"
        + pad("rows", 10) + pad("operation", 30) + pad("median", 11, right: true) + pad("p99", 11, right: true)
        + pad("baseline", 11, right: true) + pad("ratio", 9, right: true)

    static func lines(_ live: LiveBenchmark.Result) -> String {
        let baseline = live.baseline?.median ?? .nan
        return pad(rowsLabel(live.rows), 10) + pad(live.name, 30) + pad(duration(live.tablesnap.median), 11, right: true)
            + pad(duration(live.tablesnap.p99), 11, right: true) + pad(duration(baseline), 11, right: true)
            + pad(ratio(baseline / live.tablesnap.median), 9, right: true)
    }

    static func json(_ live: LiveBenchmark.Result) -> DataValue {
        .object([
            ("operation", .string(live.name)), ("rows", .number(Double(live.rows))),
            ("medianNs", .number(live.tablesnap.median.rounded())), ("p99Ns", .number(live.tablesnap.p99.rounded())),
            ("baseline", live.baselineName.map(DataValue.string) ?? .null),
            ("baselineMedianNs", live.baseline.map { .number($0.median.rounded()) } ?? .null),
        ])
    }

    static func lines(_ render: RenderBenchmark.Result) -> String {
        let title = "render 390 × 844 pt @3x (\(render.rowsPerViewport) rows, PNG \(render.pngBytes / 1024) KiB)"
        return [title,
                pad("", 10) + pad("draw", 24) + pad(duration(render.draw.median), 11, right: true) + pad(duration(render.draw.p99), 11, right: true),
                pad("", 10) + pad("PNG encode", 24) + pad(duration(render.encode.median), 11, right: true) + pad(duration(render.encode.p99), 11, right: true),
        ].joined(separator: "\n")
    }

    static func lines(_ diff: DiffBenchmark.Result) -> String {
        ["diff 1170 × 2532, one row changed (\(diff.differentPixels) pixels differ)",
         pad("", 10) + pad("PNG decode (each)", 24) + pad(duration(diff.decode.median), 11, right: true) + pad(duration(diff.decode.p99), 11, right: true),
         pad("", 10) + pad("compare", 24) + pad(duration(diff.compare.median), 11, right: true) + pad(duration(diff.compare.p99), 11, right: true),
        ].joined(separator: "\n")
    }

    static func json(_ diff: DiffBenchmark.Result) -> DataValue {
        .object([
            ("image", .string("1170x2532")), ("differentPixels", .number(Double(diff.differentPixels))),
            ("decodeMedianNs", .number(diff.decode.median.rounded())), ("decodeP99Ns", .number(diff.decode.p99.rounded())),
            ("compareMedianNs", .number(diff.compare.median.rounded())), ("compareP99Ns", .number(diff.compare.p99.rounded())),
        ])
    }

    static func json(_ render: RenderBenchmark.Result) -> DataValue {
        .object([
            ("viewport", .string("390x844@3")), ("rows", .number(Double(render.rowsPerViewport))),
            ("pngBytes", .number(Double(render.pngBytes))),
            ("drawMedianNs", .number(render.draw.median.rounded())), ("drawP99Ns", .number(render.draw.p99.rounded())),
            ("encodeMedianNs", .number(render.encode.median.rounded())), ("encodeP99Ns", .number(render.encode.p99.rounded())),
        ])
    }

    static func rowsLabel(_ rows: Int) -> String {
        var n = rows, exponent = 0
        while n >= 10, n % 10 == 0 { n /= 10; exponent += 1 }
        return n == 1 && exponent > 0 ? "1e\(exponent)" : String(rows)
    }

    /// Nanoseconds in the most readable unit.
    static func duration(_ ns: Double) -> String {
        guard ns.isFinite else { return "–" }
        if ns < 1_000 { return format1(ns) + " ns" }
        if ns < 1_000_000 { return format1(ns / 1_000) + " µs" }
        if ns < 1_000_000_000 { return format1(ns / 1_000_000) + " ms" }
        return format1(ns / 1_000_000_000) + " s"
    }

    static func ratio(_ r: Double) -> String {
        guard r.isFinite else { return "–" }
        return r >= 100 ? "\(Int(r.rounded()))×" : format1(r) + "×"
    }

    static func format1(_ x: Double) -> String {
        let tenths = (x * 10).rounded()
        return String(Int(tenths) / 10) + "." + String(abs(Int(tenths)) % 10)
    }

    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - s.count))
        return right ? padding + s : s + padding
    }
}
