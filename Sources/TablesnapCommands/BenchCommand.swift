import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TableRaster

/// `tablesnap bench`: the layout benchmark (docs/cli.md), medians and p99s against a plain
/// prefix-sum array measured in the same run.
struct BenchCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark layout operations against a prefix-sum array baseline.",
        discussion: """
            Examples:
              tablesnap bench --quick
              tablesnap bench --rows 100000 --json

            Build with -c release for meaningful figures (make bench does).
            """
    ))

    @Option(help: "Rows in the benchmark table; repeat for several sizes (default: 100000, 1000000 and 10000000).")
    var rows: [Int] = []

    @Option(help: "Elements in the data benchmark's JSON feed; repeat for several sizes (default: 10000, 100000 and 1000000; 0 skips it).")
    var dataElements: [Int] = []

    @Option(help: "Elements in the data benchmark's YAML feed (default: 10000 and 100000).")
    var yamlElements: [Int] = []

    @Option(help: "Rows of the live-table benchmark's table (default 10000000; its source has at most 1000000 elements; 0 skips it).")
    var liveRows: [Int] = []

    @Option(help: "Rounds of the start-up section's whole processes, each beside its floor (default 15, 3 with --quick; 0 skips it).")
    var startupRuns: Int?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "A quick run of every section (10000 rows, small feeds, a fiftieth of the samples), seconds not minutes: a smoke check, not figures.")
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
        if let bad = sizes.first(where: { $0 < 1 || $0 > ConfigLoader.maxRows }) {
            throw CommandFailure.badInput("--rows must be from 1 to \(ConfigLoader.maxRows), found \(bad)")
        }
        let startupRuns = self.startupRuns ?? (quick ? 3 : 15)
        if !(0...1_000).contains(startupRuns) {
            throw CommandFailure.badInput("--startup-runs must be from 0 (skip) to 1000, found \(startupRuns)")
        }
        if let bad = (dataElements + yamlElements + liveRows).first(where: { $0 < 0 || $0 > ConfigLoader.maxRows }) {
            throw CommandFailure.badInput(
                "--data-elements, --yaml-elements and --live-rows must be from 0 (skip) to \(ConfigLoader.maxRows), found \(bad)")
        }
        let dataRuns = planned.data.filter { $0 > 0 }.map { ($0, false) } + planned.yaml.filter { $0 > 0 }.map { ($0, true) }
        // Made before anything is measured: a temporary folder that cannot be used is said at once.
        let scratch = try ScratchFolder.make("tablesnap-bench")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sampling = Sampling(quick: quick)
        var report: [DataValue] = []
        if !json {
            #if DEBUG
            printOut("warning: a debug build; run `make bench` (release) for real figures")
            #endif
            printOut(BenchTable.header)
        }
        for size in sizes {
            let (results, bytes, baselineBytes) = LayoutBenchmark(rows: size, scratch: scratch, sampling: sampling).run()
            if json {
                report.append(BenchTable.json(rows: size, results: results, bytesPerRow: bytes, baselineBytesPerRow: baselineBytes))
            } else {
                printOut(BenchTable.lines(rows: size, results: results, bytesPerRow: bytes, baselineBytesPerRow: baselineBytes))
            }
        }
        var data: [DataBenchmark.Figures] = []
        if !json, !dataRuns.isEmpty { printOut("\n" + BenchTable.dataHeader) }
        for (count, yaml) in dataRuns {
            let result = try DataBenchmark(elements: count, yaml: yaml, sampling: sampling).run(in: scratch)
            if !json { printOut(BenchTable.lines(result)) }
            data.append(result)
        }
        var live: [LiveBenchmark.Figures] = []
        if planned.liveRows > 0 {
            if !json { printOut("\n" + BenchTable.liveHeader) }
            let tableRows = planned.liveRows
            for result in [LiveBenchmark.largeTable(rows: tableRows, sampling: sampling),
                           try LiveBenchmark.largeSource(elements: min(tableRows, 1_000_000), sampling: sampling, in: scratch),
                           LiveBenchmark.diff(rows: min(tableRows, 100_000), sampling: sampling)] {
                if !json { printOut(BenchTable.lines(result)) }
                live.append(result)
            }
        }
        // A RenderError (fonts missing, say) is bad input: exit 2.
        let engine = try TextEngine(fonts: FontSet())
        let render = try RenderBenchmark(engine: engine, sampling: sampling).run(in: scratch)
        let diff = try DiffBenchmark(engine: engine, sampling: sampling).run()
        let cells = try CellBenchmark(engine: engine, sampling: sampling).run()
        let screen = try ScreenBenchmark(engine: engine, sampling: sampling).run()
        if !json {
            printOut("")
            printOut(BenchTable.lines(render))
            printOut(BenchTable.lines(diff))
            printOut(BenchTable.lines(cells))
            printOut(BenchTable.lines(screen))
        }
        let startup = startupRuns > 0 ? try StartupBenchmark(runs: startupRuns).run(in: scratch) : []
        if json {
            printOut(DataValue.object([("layout", .array(report)), ("data", .array(data.map(BenchTable.json))),
                                       ("live", .array(live.map(BenchTable.json))),
                                       ("render", BenchTable.json(render)), ("diff", BenchTable.json(diff)),
                                       ("cells", BenchTable.json(cells)), ("screen", BenchTable.json(screen)), ("startup", .array(startup.map(BenchTable.json)))]).jsonText)
        } else if !startup.isEmpty {
            printOut("\n" + BenchTable.startupHeader)
            printOut(startup.map(BenchTable.lines).joined(separator: "\n"))
        }
    }
}

/// Formatting of benchmark results.
enum BenchTable {
    static let header = pad("rows", 10) + pad("operation", 24) + pad("median", 11, right: true) + pad("p99", 11, right: true)
        + pad("baseline", 11, right: true) + pad("ratio", 9, right: true)

    static func lines(rows: Int, results: [LayoutBenchmark.Figures], bytesPerRow: Double, baselineBytesPerRow: Double) -> String {
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

    static func json(rows: Int, results: [LayoutBenchmark.Figures], bytesPerRow: Double, baselineBytesPerRow: Double) -> DataValue {
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

    static func lines(_ data: DataBenchmark.Figures) -> String {
        let baseline = data.baseline.median
        var lines = [pad(rowsLabel(data.elements), 10) + pad("load \(data.format) (\(data.fileBytes / 1024) KiB)", 24)
            + pad(duration(data.load.median), 11, right: true) + pad(duration(data.load.p99), 11, right: true)
            + pad(duration(baseline), 11, right: true) + pad(ratio(baseline / data.load.median), 9, right: true)]
        if let floor = data.floor {
            lines.append(pad(rowsLabel(data.elements), 10) + pad("  load, CPU", 24)
                + pad(duration(data.loadCPU.median), 11, right: true) + pad(duration(data.loadCPU.p99), 11, right: true))
            lines.append(floorLine(rowsLabel(data.elements), "  floor: simdjson", data.loadCPU.median, floor))
        }
        lines.append(pad(rowsLabel(data.elements), 10) + pad("bytes per element", 24) + pad(format1(data.bytesPerElement), 11, right: true))
        if let visible = data.visibleRange {
            lines.append(pad(rowsLabel(data.elements), 10) + pad("visible range (844 pt)", 24)
                + pad(duration(visible.median), 11, right: true) + pad(duration(visible.p99), 11, right: true))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ data: DataBenchmark.Figures) -> DataValue {
        .object([
            ("elements", .number(Double(data.elements))), ("format", .string(data.format)),
            ("fileBytes", .number(Double(data.fileBytes))),
            ("loadMedianNs", .number(data.load.median.rounded())), ("loadP99Ns", .number(data.load.p99.rounded())),
            ("baselineMedianNs", .number(data.baseline.median.rounded())),
            ("ratio", .number((data.baseline.median / data.load.median * 100).rounded() / 100)),
            ("bytesPerElement", .number((data.bytesPerElement * 10).rounded() / 10)),
            ("visibleRangeMedianNs", data.visibleRange.map { .number($0.median.rounded()) } ?? .null),
            ("loadCPUMedianNs", .number(data.loadCPU.median.rounded())),
        ] + (data.floor.map { floorJSON("simdjson", data.loadCPU.median, $0) } ?? []))
    }

    static let liveHeader = "live tables: batches of 1000 random edits (insert, delete, move, height); diff against CollectionDifference\n"
        + pad("rows", 10) + pad("operation", 30) + pad("median", 11, right: true) + pad("p99", 11, right: true)
        + pad("baseline", 11, right: true) + pad("ratio", 9, right: true)

    static func lines(_ live: LiveBenchmark.Figures) -> String {
        let baseline = live.baseline?.median ?? .nan
        var line = pad(rowsLabel(live.rows), 10) + pad(live.name, 30) + pad(duration(live.tablesnap.median), 11, right: true)
            + pad(duration(live.tablesnap.p99), 11, right: true) + pad(duration(baseline), 11, right: true)
            + pad(ratio(baseline / live.tablesnap.median), 9, right: true)
        if let floor = live.floor {
            line += "\n" + pad(rowsLabel(live.rows), 10) + pad("  floor: 1000 dependent reads", 30)
                + pad(duration(floor.median), 11, right: true) + pad(duration(floor.p99), 11, right: true) + pad("", 11)
                + pad(ratio(live.tablesnap.median / floor.median) + " of floor", 9, right: true)
        }
        return line
    }

    static func json(_ live: LiveBenchmark.Figures) -> DataValue {
        .object([
            ("operation", .string(live.name)), ("rows", .number(Double(live.rows))),
            ("medianNs", .number(live.tablesnap.median.rounded())), ("p99Ns", .number(live.tablesnap.p99.rounded())),
            ("baseline", live.baselineName.map(DataValue.string) ?? .null),
            ("baselineMedianNs", live.baseline.map { .number($0.median.rounded()) } ?? .null),
        ] + (live.floor.map { floor in [
            ("floor", .string("1000 dependent reads")), ("floorMedianNs", .number(floor.median.rounded())),
            ("timesFloor", .number((live.tablesnap.median / floor.median * 100).rounded() / 100)),
        ] } ?? []))
    }

    static func lines(_ render: RenderBenchmark.Figures) -> String {
        let title = "render 390 × 844 pt @3x (\(render.rowsPerViewport) rows, PNG \(render.pngBytes / 1024) KiB)"
        return [title,
                pad("", 10) + pad("draw", 24) + pad(duration(render.draw.median), 11, right: true) + pad(duration(render.draw.p99), 11, right: true),
                pad("", 10) + pad("PNG encode", 24) + pad(duration(render.encode.median), 11, right: true) + pad(duration(render.encode.p99), 11, right: true),
                pad("", 10) + pad("PNG encode, CPU", 24) + pad(duration(render.encodeCPU.median), 11, right: true)
                    + pad(duration(render.encodeCPU.p99), 11, right: true),
                floorLine("", "  floor: C libdeflate", render.encodeCPU.median, render.encodeFloor),
        ].joined(separator: "\n")
    }

    static func lines(_ screen: ScreenBenchmark.Figures) -> String {
        ["screen 390 × 844 pt @3x: bars laid out and drawn over the table, against the table alone",
         pad("", 10) + pad("table alone", 24) + pad(duration(screen.tableOnly.median), 11, right: true)
            + pad(duration(screen.tableOnly.p99), 11, right: true),
         pad("", 10) + pad("whole screen", 24) + pad(duration(screen.screen.median), 11, right: true)
            + pad(duration(screen.screen.p99), 11, right: true) + pad("", 11)
            + pad(ratio(screen.screen.median / screen.tableOnly.median) + " of alone", 9, right: true),
        ].joined(separator: "\n")
    }

    static func json(_ screen: ScreenBenchmark.Figures) -> DataValue {
        .object([
            ("viewport", .string("390x844@3")),
            ("screenMedianNs", .number(screen.screen.median.rounded())), ("screenP99Ns", .number(screen.screen.p99.rounded())),
            ("tableOnlyMedianNs", .number(screen.tableOnly.median.rounded())), ("tableOnlyP99Ns", .number(screen.tableOnly.p99.rounded())),
            ("screenOverTableOnly", .number((screen.screen.median / screen.tableOnly.median * 100).rounded() / 100)),
        ])
    }

    static func lines(_ diff: DiffBenchmark.Figures) -> String {
        ["diff 1170 × 2532, one row changed (\(diff.differentPixels) pixels differ)",
         pad("", 10) + pad("PNG decode (each)", 24) + pad(duration(diff.decode.median), 11, right: true) + pad(duration(diff.decode.p99), 11, right: true),
         pad("", 10) + pad("compare", 24) + pad(duration(diff.compare.median), 11, right: true) + pad(duration(diff.compare.p99), 11, right: true),
        ].joined(separator: "\n")
    }

    static func json(_ diff: DiffBenchmark.Figures) -> DataValue {
        .object([
            ("image", .string("1170x2532")), ("differentPixels", .number(Double(diff.differentPixels))),
            ("decodeMedianNs", .number(diff.decode.median.rounded())), ("decodeP99Ns", .number(diff.decode.p99.rounded())),
            ("compareMedianNs", .number(diff.compare.median.rounded())), ("compareP99Ns", .number(diff.compare.p99.rounded())),
        ])
    }

    static func json(_ render: RenderBenchmark.Figures) -> DataValue {
        .object([
            ("viewport", .string("390x844@3")), ("rows", .number(Double(render.rowsPerViewport))),
            ("pngBytes", .number(Double(render.pngBytes))),
            ("drawMedianNs", .number(render.draw.median.rounded())), ("drawP99Ns", .number(render.draw.p99.rounded())),
            ("encodeMedianNs", .number(render.encode.median.rounded())), ("encodeP99Ns", .number(render.encode.p99.rounded())),
            ("encodeCPUMedianNs", .number(render.encodeCPU.median.rounded())),
        ] + floorJSON("C libdeflate", render.encodeCPU.median, render.encodeFloor))
    }

    /// A floor that timed itself, under the figure it bounds; its ratio reads as the layout
    /// floors' do (tablesnap's time over the floor's), or the reason it did not run.
    static func floorLine(_ label: String, _ name: String, _ tablesnap: Double,
                          _ floor: Result<(least: Double, median: Double), FloorProgram.Unavailable>) -> String {
        switch floor {
        case .success(let floor):
            return pad(label, 10) + pad(name, 24) + pad(duration(floor.median), 11, right: true) + pad("", 11)
                + pad("", 11) + pad(ratio(tablesnap / floor.median) + " of floor", 9, right: true)
        case .failure(let why):
            return pad(label, 10) + pad(name, 24) + "skipped: " + why.reason
        }
    }

    static func floorJSON(_ name: String, _ tablesnap: Double,
                          _ floor: Result<(least: Double, median: Double), FloorProgram.Unavailable>) -> [(String, DataValue)] {
        switch floor {
        case .success(let floor):
            return [("floor", .string(name)), ("floorMedianNs", .number(floor.median.rounded())),
                    ("timesFloor", .number((tablesnap / floor.median * 100).rounded() / 100))]
        case .failure(let why):
            return [("floor", .string(name)), ("floorSkipped", .string(why.reason))]
        }
    }

    static let startupHeader = "start-up: whole processes run in turn with their floors; CPU = user + system of the child\n"
        + pad("", 10) + pad("process", 24) + pad("CPU", 11, right: true) + pad("wall", 11, right: true)
        + pad("", 11) + pad("ratio", 9, right: true)

    static func lines(_ line: StartupBenchmark.Line) -> String {
        var lines = [pad("", 10) + pad(line.name, 24) + pad(duration(line.tablesnap.cpu.median), 11, right: true)
            + pad(duration(line.tablesnap.wall.median), 11, right: true)]
        switch line.floor {
        case .success(let floor):
            lines.append(pad("", 10) + pad("  floor: " + line.floorName, 24) + pad(duration(floor.cpu.median), 11, right: true)
                + pad(duration(floor.wall.median), 11, right: true) + pad("", 11)
                + pad(ratio(line.tablesnap.cpu.median / floor.cpu.median) + " of floor (CPU)", 9, right: true))
        case .failure(let why):
            lines.append(pad("", 10) + pad("  floor: " + line.floorName, 24) + "skipped: " + why.reason)
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ line: StartupBenchmark.Line) -> DataValue {
        var fields: [(String, DataValue)] = [
            ("process", .string(line.name)),
            ("cpuMedianNs", .number(line.tablesnap.cpu.median.rounded())),
            ("wallMedianNs", .number(line.tablesnap.wall.median.rounded())),
            ("floor", .string(line.floorName)),
        ]
        switch line.floor {
        case .success(let floor):
            fields += [("floorCPUMedianNs", .number(floor.cpu.median.rounded())),
                       ("floorWallMedianNs", .number(floor.wall.median.rounded())),
                       ("timesFloor", .number((line.tablesnap.cpu.median / floor.cpu.median * 100).rounded() / 100))]
        case .failure(let why):
            fields.append(("floorSkipped", .string(why.reason)))
        }
        return .object(fields)
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
