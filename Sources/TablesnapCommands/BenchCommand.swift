import ArgumentParser
import TableConfig
import TableLayout
import TableRaster

/// `tablesnap bench`: the layout benchmark (SPEC 3), medians and p99s against a plain
/// prefix-sum array measured in the same run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark layout operations against a prefix-sum array baseline.",
        discussion: "Build with -c release for meaningful figures (make bench does)."
    )

    @Option(help: "Rows in the benchmark table; repeat for several sizes (default: 100000, 1000000 and 10000000).")
    var rows: [Int] = []

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let sizes = rows.isEmpty ? [100_000, 1_000_000, 10_000_000] : rows
        if let bad = sizes.first(where: { $0 < 1 || $0 > TableDocument.maxRows }) {
            throw InputFailure.report("--rows must be from 1 to \(TableDocument.maxRows), found \(bad)")
        }
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
        let render: RenderBenchmark.Result, diff: DiffBenchmark.Result
        do {
            let engine = try TextEngine(fonts: FontSet())
            render = try RenderBenchmark(engine: engine).run()
            diff = try DiffBenchmark(engine: engine).run()
        } catch {
            throw InputFailure.report(error.description)
        }
        if json {
            printOut(DataValue.object([("layout", .array(report)), ("render", BenchTable.json(render)), ("diff", BenchTable.json(diff))]).jsonText)
        } else {
            printOut("")
            printOut(BenchTable.lines(render))
            printOut(BenchTable.lines(diff))
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
                ])
            })),
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
