import Foundation
import TableLayout
import TablePipeline
import TableRaster
@testable import TableSnapshot
import Testing
import TestSupport

/// swift-snapshot-testing's `precision` and `perceptualPrecision` in tablesnap's diff
/// (docs/snapshots.md, "Perceptual precision"): CIE 1994 ΔE against published values, the
/// diff's counts against a brute-force reference written another way, and the threshold held
/// both ways on real renders.
@Suite struct PerceptualPrecisionTests {
    /// colour-science's test pairs for ΔE*94 (graphic arts), colour-science/colour,
    /// colour/difference/tests/test_delta_e.py (BSD-3-Clause), checked there to 7 places.
    @Test func deltaE94GivesThePublishedValues() {
        let reference = LabColor(l: 100, a: 21.57210357, b: 272.22819350)
        let pairs: [(LabColor, Double)] = [
            (LabColor(l: 100, a: 426.67945353, b: 72.39590835), 83.779225500887094),
            (LabColor(l: 100, a: 74.05216981, b: 276.45318193), 10.053931954553839),
            (LabColor(l: 100, a: 8.32281957, b: -73.58297716), 57.535453706667425),
        ]
        for (sample, expected) in pairs {
            let delta = LabColor.deltaE94(reference, sample)
            #expect(abs(delta - expected) < 1e-7, "\(sample): \(delta), published \(expected)")
        }
        #expect(LabColor.deltaE94(reference, reference) == 0)
    }

    /// sRGB's primaries and white in L*a*b* (D65, 2° observer), as Bruce Lindbloom's colour
    /// calculator (brucelindbloom.com) gives them to 4 places.
    @Test func sRGBPrimariesHaveThePublishedLab() {
        let published: [((UInt8, UInt8, UInt8), (Double, Double, Double))] = [
            ((255, 255, 255), (100, 0, 0)),
            ((255, 0, 0), (53.2408, 80.0925, 67.2032)),
            ((0, 255, 0), (87.7347, -86.1827, 83.1793)),
            ((0, 0, 255), (32.2970, 79.1875, -107.8602)),
        ]
        for ((r, g, b), (l, a, bb)) in published {
            let lab = LabColor(red: r, green: g, blue: b)
            #expect(abs(lab.l - l) < 0.001 && abs(lab.a - a) < 0.001 && abs(lab.b - bb) < 0.001, "\((r, g, b)): \(lab)")
            #expect(LabColor(blendedRed: Double(r), green: Double(g), blue: Double(b)) == lab)
        }
    }

    // MARK: the reference, written another way

    /// ΔE*94 with ΔH from the hue angles (ΔH = 2√(C1·C2)·sin(Δh/2)), not from Δa² + Δb² − ΔC²,
    /// and sRGB decoded with `pow` for each pixel rather than from a table.
    static func referenceDeltaE(_ p: [UInt8], _ q: [UInt8]) -> Double {
        func lab(_ c: [UInt8]) -> (Double, Double, Double) {
            let alpha = Double(c[3]) / 255
            let channel = { (i: Int) -> Double in
                let v = (255 + (Double(c[i]) - 255) * alpha) / 255
                return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            }
            let (r, g, b) = (channel(0), channel(1), channel(2))
            let xyz = [0.4124564 * r + 0.3575761 * g + 0.1804375 * b, 0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
                       0.0193339 * r + 0.1191920 * g + 0.9503041 * b]
            let f = zip(xyz, [0.95047, 1, 1.08883]).map { v, white -> Double in
                let t = v / white
                return t > 216.0 / 24389 ? pow(t, 1.0 / 3) : (24389.0 / 27 * t + 16) / 116
            }
            return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))
        }
        let (l1, a1, b1) = lab(p), (l2, a2, b2) = lab(q)
        let c1 = hypot(a1, b1), c2 = hypot(a2, b2)
        var dh = atan2(b1, a1) - atan2(b2, a2)
        if dh > .pi { dh -= 2 * .pi } else if dh < -.pi { dh += 2 * .pi }
        let bigDH = 2 * (c1 * c2).squareRoot() * sin(dh / 2)
        let terms = [l1 - l2, (c1 - c2) / (1 + 0.045 * c1), bigDH / (1 + 0.015 * c1)]
        return terms.map { $0 * $0 }.reduce(0, +).squareRoot()
    }

    /// Every pixel's ΔE from `a`'s by the reference (0 where the bytes are equal).
    static func deltas(_ a: RGBAImage, _ b: RGBAImage) -> [Double] {
        (0..<(a.width * a.height)).map { i in
            let p = Array(a.pixels[(i * 4)..<(i * 4 + 4)]), q = Array(b.pixels[(i * 4)..<(i * 4 + 4)])
            return p == q ? 0 : referenceDeltaE(p, q)
        }
    }

    /// Random images and small random changes: every pixel the reference finds past the
    /// threshold is counted, no other, in memory and in bands read from PNGs.
    @Test(arguments: 1...4)
    func theDiffCountsWhatTheReferenceCounts(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let (width, height) = (23, 17)
        var a: [UInt8] = [], b: [UInt8] = []
        for _ in 0..<(width * height) {
            let pixel = (0..<3).map { _ in UInt8.random(in: 0...255, using: &rng) } + [UInt8.random(in: 0...9, using: &rng) == 0 ? 128 : 255]
            a += pixel
            // A third of the pixels move by up to 12 a channel (ΔE from 0 to about 10).
            b += Bool.random(using: &rng) && Bool.random(using: &rng) ? pixel
                : pixel.enumerated().map { i, v in i == 3 ? v : UInt8(clamping: Int(v) + Int.random(in: -12...12, using: &rng)) }
        }
        let (imageA, imageB) = (RGBAImage(width: width, height: height, pixels: a), RGBAImage(width: width, height: height, pixels: b))
        let deltas = PerceptualPrecisionTests.deltas(imageA, imageB)
        for precision in [0.999, 0.99, 0.98, 0.95, 0.9] {
            let limit = (1 - precision) * 100
            let expected = deltas.filter { $0 > limit }.count
            let options = ImageDiff.Options(strict: true, perceptualPrecision: precision)
            #expect(ImageDiff(imageA, imageB, options: options).differentPixels == expected, "seed \(seed), perceptualPrecision \(precision)")
            // Opaque copies (PNGs are written blended on white) compared as verify reads them, in bands of 5 rows.
            let (pngA, pngB) = (imageA.pngData(), imageB.pngData())
            let opaque = PerceptualPrecisionTests.deltas(try RGBAImage(pngData: pngA, name: "a"), try RGBAImage(pngData: pngB, name: "b"))
            let banded = try ImageDiff.compare(png: pngA, named: "a", with: pngB, named: "b", options: options, bandRows: 5)
            #expect(banded.differentPixels == opaque.filter { $0 > limit }.count)
        }
        #expect(deltas.contains { $0 > 0 && $0 <= 2 } && deltas.contains { $0 > 10 }, "the changes span the thresholds tried")
    }

    // MARK: real renders

    /// Two renders of one table, the second's rows a shade darker and its text greyer.
    static func renders() throws -> (RGBAImage, RGBAImage) {
        func table(_ shade: UInt8, _ ink: UInt8) -> Table {
            let rows: [Row] = ["Wi-Fi", "Bluetooth", "Cellular"].map { title in
                var row = Row(title: title)
                row.background = Color(red: shade, green: shade, blue: 255)
                row.textColor = Color(red: ink, green: ink / 2, blue: 0)
                return row
            }
            return Table(width: 160, style: .insetGrouped, sections: [Section(id: "s", rows: RowList(rows))])
        }
        func png(_ table: Table) throws -> RGBAImage {
            let loaded = LoadedTable(table: table, engine: SharedFonts.engine, scale: 1)
            return try RGBAImage(pngData: loaded.renderPNG(loaded.viewport()), name: "render")
        }
        return (try png(table(240, 20)), try png(table(236, 60)))
    }

    /// The most different pixel decides `perceptualPrecision` to a hundredth of a ΔE either
    /// way, and the count of pixels past a threshold decides `precision` to half a pixel.
    @Test func theThresholdsHoldBothWaysOnRealRenders() throws {
        let (golden, render) = try PerceptualPrecisionTests.renders()
        let deltas = PerceptualPrecisionTests.deltas(golden, render)
        let largest = try #require(deltas.max())
        #expect(largest > 2 && largest < 60, "a change larger than just noticeable: \(largest)")
        func diff(_ tolerance: DiffTolerance) -> ImageDiff { ImageDiff(golden, render, options: tolerance.options) }
        let above = DiffTolerance.precision(perceptualPrecision: 1 - (largest + 0.01) / 100)
        #expect(above.accepts(diff(above)), "every pixel within the allowed ΔE")
        let below = DiffTolerance.precision(perceptualPrecision: 1 - (largest - 0.01) / 100)
        #expect(!below.accepts(diff(below)))
        #expect(diff(below).differentPixels == deltas.filter { $0 > largest - 0.01 }.count)
        // The failure names the largest ΔE, and a precision that lets it through (swift-snapshot-testing's "lowest perceptual precision").
        let worst = try #require(diff(below).largestDeltaE)
        #expect(abs(worst - largest) < 1e-9)
        let summary = DiffTolerance.summary(diff(below))
        let named = try #require(summary.split(separator: "(perceptualPrecision ").last.flatMap { Double($0.prefix { $0 != " " }) })
        #expect(summary.contains("the largest colour difference is ΔE*94 "), "\(summary)")
        #expect(DiffTolerance.precision(perceptualPrecision: named).accepts(diff(DiffTolerance.precision(perceptualPrecision: named))), "\(summary)")
        #expect(!DiffTolerance.precision(perceptualPrecision: named + 0.0002).accepts(diff(DiffTolerance.precision(perceptualPrecision: named + 0.0002))))
        #expect(ImageDiff(golden, render).largestDeltaE == nil, "only measured with a perceptualPrecision")

        let limit = largest / 2
        let past = deltas.filter { $0 > limit }.count
        #expect(past > 1)
        let total = Double(golden.width * golden.height)
        let enough = DiffTolerance.precision(1 - (Double(past) + 0.5) / total, perceptualPrecision: 1 - limit / 100)
        #expect(enough.accepts(diff(enough)))
        let short = DiffTolerance.precision(1 - (Double(past) - 0.5) / total, perceptualPrecision: 1 - limit / 100)
        #expect(!short.accepts(diff(short)))
        // The default tolerance stays pixelmatch's threshold, anti-aliasing left out.
        #expect(DiffTolerance().options == ImageDiff.Options(threshold: 0.1, strict: false, perceptualPrecision: nil))
        // 1 and 1: nothing may differ, as swift-snapshot-testing's defaults.
        #expect(!DiffTolerance.precision(1, perceptualPrecision: 1).accepts(diff(DiffTolerance.precision(1, perceptualPrecision: 1))))
    }

    /// A config's `snapshot: {perceptualPrecision}` replaces the run's threshold; with
    /// `threshold` too, or past 1, it is an error at its line.
    @Test func aConfigsPerceptualPrecisionIsVerifysTolerance() throws {
        let config = { (background: String, snapshot: String) in
            "width: 200\nsections: [{rows: [{title: one, background: '\(background)'}]}]\n" + snapshot
        }
        let folder = try VerifyTests.suiteFolder(["a.yaml": config("#F0F0FF", "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try VerifyTests.run(folder, mode: .missing)
        func verify(_ snapshot: String) throws -> SnapshotCheck.Status? {
            try config("#ECECFF", snapshot).write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
            return try VerifyTests.run(folder, mode: .never)["a.yaml"]
        }
        // #F0F0FF against #ECECFF: a ΔE*94 of 2.0, which pixelmatch's default threshold does not see.
        let delta = LabColor.deltaE94(LabColor(red: 240, green: 240, blue: 255), LabColor(red: 236, green: 236, blue: 255))
        #expect(abs(delta - 2.01) < 0.01, "\(delta)")
        let plain = try verify("")
        #expect(plain == .passed, "threshold 0.1 lets it through: \(String(describing: plain))")
        if case .failed? = try verify("snapshot: {perceptualPrecision: \(1 - (delta - 0.05) / 100)}\n") {} else {
            Issue.record("a ΔE past the precision fails")
        }
        #expect(try verify("snapshot: {perceptualPrecision: \(1 - (delta + 0.05) / 100)}\n") == .passed)
        guard case .unrenderable(let both)? = try verify("snapshot: {threshold: 0.1, perceptualPrecision: 0.98}\n"),
              case .unrenderable(let large)? = try verify("snapshot: {perceptualPrecision: 1.5}\n") else {
            Issue.record("bad snapshot settings are errors")
            return
        }
        #expect(both.contains("a.yaml:3:") && both.contains("give one of them"), "\(both)")
        #expect(large.contains("a.yaml:3:") && large.contains("snapshot 'perceptualPrecision' must be from 0 to 1"), "\(large)")
    }
}
