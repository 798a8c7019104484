import Foundation
import TableConfig
import TableLayout

/// The data section of `tablesnap bench`: a feed of N elements of four kinds, bound by type
/// to templates (two of them reading their height from the data), loaded from a file — as
/// minified JSON and as YAML — against Foundation's `JSONSerialization` reading the same
/// JSON bytes in the same run; then a visible-range query over the source. The JSON load's
/// floor is `scripts/floors/feed.cpp`, simdjson reading the same file and walking each
/// element's `type` and `height`, both timed in thread CPU time; it needs Debian's optional
/// libsimdjson-dev and is skipped, saying so, without it.
struct DataBenchmark {
    struct Figures {
        var elements: Int
        var format: String
        var fileBytes: Int
        var load: Samples
        var baseline: Samples
        /// The load in thread CPU time, and the simdjson floor's least and median (JSON only).
        var loadCPU: Samples
        var floor: Result<(least: Double, median: Double), FloorProgram.Unavailable>?
        var bytesPerElement: Double
        var visibleRange: Samples?
    }

    let elements: Int
    let yaml: Bool
    /// How many samples each figure takes (fewer with `--quick`).
    var sampling: Sampling = .full

    static let config = """
        width: 390
        cells:
          MessageCell: {style: subtitle, title: "{title}", subtitle: "{subtitle}", height: 60}
          ColorCell: {title: "{title}", detail: "{hex}", style: value1, height: "{height}"}
          GapCell: {height: "{height}"}
          TextCell: {title: "{title}", subtitle: "{subtitle}", style: subtitle, height: 52}
        sections:
          - id: feed
            rows:
              - {source: feed, id: id}

        """

    /// Writes its files into `folder` (the run's ``ScratchFolder``).
    func run(in folder: URL) throws -> Figures {
        let json = DataBenchmark.feed(elements, yaml: false)
        let dataFile = yaml ? "feed.data.yaml" : "feed.json"
        let dataBytes = yaml ? DataBenchmark.feed(elements, yaml: true) : json
        try Data(dataBytes).write(to: folder.appendingPathComponent(dataFile))
        let configPath = folder.appendingPathComponent("feed.yaml").path
        try (DataBenchmark.config + "data: {feed: {file: \(dataFile)}}\n").write(toFile: configPath, atomically: true, encoding: .utf8)

        // Alternate the two so that the machine's noise falls on both alike.
        let runs = sampling.count(elements >= 1_000_000 ? 3 : elements >= 100_000 ? 5 : 15)
        var load = Samples(), baseline = Samples(), loadCPU = Samples()
        var config: LoadedConfig?
        let jsonData = Data(json)
        for _ in 0..<runs {
            config = nil
            load.add(Stopwatch.measure { config = try? ConfigLoader.load(file: configPath) })
            baseline.add(Stopwatch.measure { blackHole(try? JSONSerialization.jsonObject(with: jsonData)) })
            loadCPU.add(Stopwatch.measureCPU { blackHole(try? ConfigLoader.load(file: configPath)) })
        }
        var floor: Result<(least: Double, median: Double), FloorProgram.Unavailable>?
        if !yaml {
            let dataPath = folder.appendingPathComponent(dataFile).path
            floor = FloorProgram.build("feed.cpp", compiler: "c++", flags: ["-lsimdjson"], needs: "libsimdjson-dev", in: folder)
                .flatMap { FloorRun.leastAndMedian([$0, dataPath, String(runs)]) }
        }
        guard let table = config?.table, case .data(let generator)? = table.sections.first?.rows.items.first else {
            throw CommandFailure.badInput("the data benchmark's table did not load")
        }
        let bytes = generator.document.allocatedBytes + generator.allocatedBytes
        var visible: Samples?
        if !yaml {
            let geometry = TableGeometry(table: table)
            var rng = SystemRandomNumberGenerator()
            var samples = Samples()
            for _ in 0..<sampling.count(2_000) {
                let offsets = (0..<LayoutBenchmark.batch).map { _ in Double.random(in: 0..<geometry.contentHeight, using: &rng) }
                let elapsed = Stopwatch.measure {
                    for y in offsets { blackHole(geometry.visibleItems(in: Viewport(offset: y, height: LayoutBenchmark.viewportHeight))) }
                }
                samples.add(elapsed / Double(offsets.count))
            }
            visible = samples
        }
        return Figures(elements: elements, format: yaml ? "YAML" : "JSON", fileBytes: dataBytes.count, load: load,
                      baseline: baseline, loadCPU: loadCPU, floor: floor, bytesPerElement: Double(bytes) / Double(elements), visibleRange: visible)
    }

    /// The feed as minified JSON, or as block-style YAML (one field a line): element i is
    /// a message, a colour (with its height), a gap (with its height) or a note, in turn.
    static func feed(_ count: Int, yaml: Bool) -> [UInt8] {
        var text = yaml ? "" : "["
        text.reserveCapacity(count * 80)
        var state: UInt64 = 42
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 33) % bound
        }
        let names = ["Ada", "Grace", "Alan", "Edsger"]
        for i in 0..<count {
            let fields: [(String, String)]
            switch i % 4 {
            case 0: fields = [("type", "\"MessageData\""), ("id", "\"m\(i)\""), ("title", "\"Message \(i)\""), ("subtitle", "\"\(names[Int(next(4))])\"")]
            case 1: fields = [("type", "\"ColorData\""), ("id", "\"c\(i)\""), ("title", "\"Colour \(i)\""), ("hex", "\"#\(String(next(1 << 24), radix: 16))\""), ("height", "60")]
            case 2: fields = [("type", "\"GapData\""), ("id", "\"g\(i)\""), ("note", "\"gap\""), ("height", String([8, 12, 20][Int(next(3))]))]
            default: fields = [("type", "\"TextData\""), ("id", "\"t\(i)\""), ("title", "\"Note \(i)\""), ("subtitle", "\"tap to open\"")]
            }
            if yaml {
                for (k, field) in fields.enumerated() { text += (k == 0 ? "- " : "  ") + field.0 + ": " + field.1 + "\n" }
            } else {
                if i > 0 { text += "," }
                text += "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
            }
        }
        if !yaml { text += "]" }
        return Array(text.utf8)
    }
}
