import Foundation
import TableLayout
import TableRaster

/// The render benchmark of `tablesnap bench`: a 390 × 844 pt viewport at scale 3 (about 19
/// text rows), drawn and then encoded to PNG, each timed on its own. Every run scrolls to
/// rows not drawn before, so text is shaped afresh rather than served from the cache.
///
/// The encoding's floor is `scripts/floors/encode.c`: the last render's pixels encoded in C
/// with the same library and settings (libdeflate, level 2, no filter), both timed in thread
/// CPU time.
struct RenderBenchmark {
    struct Figures {
        var draw: Samples
        var encode: Samples
        var encodeCPU: Samples
        /// The C encoder's least and median thread CPU time, or why it did not run.
        var encodeFloor: Result<(least: Double, median: Double), FloorProgram.Unavailable>
        var pngBytes: Int
        var rowsPerViewport: Int
    }

    static let viewportHeight = 844.0
    static let runs = 40

    let engine: TextEngine
    /// How many samples each figure takes (fewer with `--quick`).
    var sampling: Sampling = .full

    /// The benchmarks' table: a plain section of `rows` subtitle rows, 44 pt each.
    static func inbox(rows: Int) -> Table {
        var template = Row(title: "Row {index}: a title")
        template.style = .subtitle
        template.subtitle = "Subtitle of row {index}"
        template.accessory = .disclosureIndicator
        return Table(width: 390, style: .plain, sections: [
            Section(header: SectionBand(title: "Section"),
                    rows: RowList([.repeated(RepeatedRows(count: rows, template: template, heights: [44]))])),
        ])
    }

    func run(in folder: URL) throws -> Figures {
        let table = RenderBenchmark.inbox(rows: 1_000_000)
        let measurer = FreeTypeTextMeasurer(engine: engine)
        let live = LiveTable(layingOut: table, measurer: measurer)
        let renderer = TableRenderer(live, appearance: .light, scale: 3, engine: engine)
        var draw = Samples(), encode = Samples(), encodeCPU = Samples()
        var last = Data()
        var bytes = 0, rows = 0
        for run in 0..<(sampling.count(RenderBenchmark.runs) + 2) {
            let viewport = Viewport(offset: Double(run) * 10_000, height: RenderBenchmark.viewportHeight)
            var result: Result<RenderedImage, RenderError>?
            let drawTime = Stopwatch.measure { result = Result { () throws(RenderError) in try renderer.render(viewport) } }
            guard let result else { continue }
            let image = try result.get()
            var png = Data()
            let encodeTime = Stopwatch.measure { png = image.pngData() }
            let encodeCPUTime = Stopwatch.measureCPU { blackHole(image.pngData()) }
            if run >= 2 {  // the first two warm up fonts and caches
                draw.add(drawTime)
                encode.add(encodeTime)
                encodeCPU.add(encodeCPUTime)
            }
            last = png
            bytes = png.count
            rows = live.geometry.visibleItems(in: viewport).rows.count
        }
        let pngPath = folder.appendingPathComponent("render.png")
        try last.write(to: pngPath)
        let floor = FloorProgram.pkgConfig(["libpng", "libdeflate"])
            .map { FloorProgram.build("encode.c", flags: $0, needs: "libpng-dev, libdeflate-dev", in: folder) }
            ?? .failure(FloorProgram.Unavailable("pkg-config finds no libpng and libdeflate"))
        let encodeFloor = floor.flatMap { program in
            FloorRun.leastAndMedian([program, pngPath.path, String(sampling.count(RenderBenchmark.runs))])
        }
        return Figures(draw: draw, encode: encode, encodeCPU: encodeCPU, encodeFloor: encodeFloor, pngBytes: bytes,
                      rowsPerViewport: rows)
    }
}
