import Foundation
import TableLayout
import TableRaster
import TableSnapshot

/// The diff benchmark of `tablesnap bench`: two 1170 × 2532 renders (390 × 844 pt at scale
/// 3) that differ in one row, decoded from PNG and compared, each step timed on its own.
struct DiffBenchmark {
    struct Figures {
        var decode: Samples
        var compare: Samples
        var differentPixels: Int
    }

    static let runs = 20
    let engine: TextEngine
    /// How many samples each figure takes (fewer with `--quick`).
    var sampling: Sampling = .full

    func run() throws(RenderError) -> Figures {
        let a = RenderBenchmark.inbox(rows: 100)
        var b = a
        b.sections[0].rows.replace(at: 3, with: Row(title: "A row that changed"))
        let viewport = Viewport(offset: 0, height: 844)
        func png(_ table: Table) throws(RenderError) -> Data {
            let measurer = FreeTypeTextMeasurer(engine: engine)
            let live = LiveTable(layingOut: table, measurer: measurer)
            return try TableRenderer(live, appearance: .light, scale: 3, engine: engine).render(viewport).pngData()
        }
        let (pngA, pngB) = (try png(a), try png(b))
        var decode = Samples(), compare = Samples()
        var different = 0
        for _ in 0..<sampling.count(DiffBenchmark.runs) {
            var images: (RGBAImage, RGBAImage)?
            decode.add(Stopwatch.measure {
                images = try? (RGBAImage(pngData: pngA, name: "a"), RGBAImage(pngData: pngB, name: "b"))
            } / 2)
            guard let (imageA, imageB) = images else { throw RenderError("the benchmark's PNGs could not be decoded") }
            compare.add(Stopwatch.measure { different = ImageDiff(imageA, imageB).differentPixels })
        }
        return Figures(decode: decode, compare: compare, differentPixels: different)
    }
}
