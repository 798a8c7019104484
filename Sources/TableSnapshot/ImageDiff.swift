import Foundation
import TableRaster

/// Compares two images as pixelmatch does: a pixel differs when the perceptual (YIQ)
/// distance of its colours passes a threshold (or, with a `perceptualPrecision`, when their
/// CIE 1994 ΔE passes what it allows, as swift-snapshot-testing measures), and a differing
/// pixel that looks like anti-aliasing in either image (a one-pixel edge next to runs of flat
/// colour) is recognised and not counted, unless `strict`.
public struct ImageDiff: Sendable {
    public struct Options: Sendable, Equatable {
        /// 0 … 1: how far apart two colours may be (pixelmatch's threshold; 0.1 by default).
        public var threshold: Double = 0.1
        /// Count anti-aliased pixels as differences too.
        public var strict = false
        /// 0 … 1, in place of `threshold` when given: swift-snapshot-testing's measure, a pixel
        /// matching when the CIE 1994 ΔE of its colour from the first image's is at most
        /// (1 − perceptualPrecision) × 100 (``LabColor``; docs/snapshots.md).
        public var perceptualPrecision: Double?

        public init(threshold: Double = 0.1, strict: Bool = false, perceptualPrecision: Double? = nil) {
            self.threshold = threshold
            self.strict = strict
            self.perceptualPrecision = perceptualPrecision
        }

        /// Whether the differing colours of pixel `k` of `pa` and `pb` still count as equal,
        /// and their ΔE*94 when that is the measure.
        @inline(__always)
        func colorsMatch(_ pa: UnsafeBufferPointer<UInt8>, _ pb: UnsafeBufferPointer<UInt8>, _ k: Int,
                         maxDelta: Double) -> (matches: Bool, deltaE: Double?) {
            if let perceptualPrecision {
                let deltaE = ImageDiff.deltaE94(pa, pb, k)
                return (deltaE <= (1 - perceptualPrecision) * 100, deltaE)
            }
            return (abs(ImageDiff.colorDelta(pa, pb, k, k, brightnessOnly: false)) <= maxDelta, nil)
        }
    }

    /// A pixel rectangle.
    public struct Bounds: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
    }

    public enum Outcome: Equatable, Sendable {
        case compared(differentPixels: Int, antialiasedPixels: Int, bounds: Bounds?)
        case sizeMismatch(a: (width: Int, height: Int), b: (width: Int, height: Int))

        public static func == (l: Outcome, r: Outcome) -> Bool {
            switch (l, r) {
            case let (.compared(a, b, c), .compared(d, e, f)): return a == d && b == e && c == f
            case let (.sizeMismatch(a, b), .sizeMismatch(c, d)): return a == c && b == d
            default: return false
            }
        }
    }

    public let outcome: Outcome
    /// For a size mismatch: the area both images cover, compared (always `.compared`).
    public let overlap: Outcome?
    /// Differences in red and anti-aliasing in yellow over a faded copy of A; for a size
    /// mismatch, the overlap so, what only A has in magenta (removed) and what only B has
    /// in blue (added). Nil when not asked for.
    public let image: RGBAImage?
    public let totalPixels: Int
    /// The pixel rows (y, ascending) holding a counted difference, in the area both images
    /// cover: where a failure says the change is (``ChangedRows``).
    public let differingRows: [Int]
    /// With a `perceptualPrecision`: the largest ΔE*94 of a counted difference (nil when none
    /// is counted), which swift-snapshot-testing reports as the lowest perceptual precision.
    public let largestDeltaE: Double?

    public var differentPixels: Int {
        if case .compared(let count, _, _) = outcome { return count }
        return max(totalPixels, 1)
    }

    /// Anti-aliased pixels not counted (in the overlap, for a size mismatch).
    public var antialiasedPixels: Int {
        if case .compared(_, let count, _) = overlap ?? outcome { return count }
        return 0
    }

    public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    /// Why no diff image was drawn though one was asked for, or nil: for a size mismatch
    /// whose larger size (the widest width by the tallest height) passes the pixel budget.
    package let undrawn: String?

    /// Compares `a` with `b`; draws the diff image when `drawing`. For images of different
    /// sizes the diff image has the larger size, drawn only when it holds at most
    /// `maxPixels` (a 1 × 5M image against a 5M × 1 one would make a 25 × 10¹² pixel
    /// image; docs/snapshots.md): the comparison itself costs the area both cover.
    public init(_ a: RGBAImage, _ b: RGBAImage, options: Options = Options(), drawing: Bool = false,
                maxPixels: Int = RGBAImage.defaultMaxPixels) {
        guard a.width == b.width, a.height == b.height else {
            let (unionWidth, unionHeight) = (max(a.width, b.width), max(a.height, b.height))
            let (unionPixels, overflow) = unionWidth.multipliedReportingOverflow(by: unionHeight)
            let drawsUnion = drawing && !overflow && unionPixels <= maxPixels
            let (width, height) = (min(a.width, b.width), min(a.height, b.height))
            let common = width > 0 && height > 0
                ? ImageDiff(a.cropped(width: width, height: height), b.cropped(width: width, height: height), options: options,
                            drawing: drawsUnion)
                : nil
            outcome = .sizeMismatch(a: (a.width, a.height), b: (b.width, b.height))
            overlap = common?.outcome
            image = drawsUnion ? ImageDiff.sizeChange(common?.image, a: a, b: b) : nil
            undrawn = drawing && !drawsUnion
                ? "no diff image: the larger size, \(unionWidth) × \(unionHeight) pixels, is more than the \(maxPixels) an image may have"
                : nil
            totalPixels = max(a.width * a.height, b.width * b.height)
            differingRows = common?.differingRows ?? []
            largestDeltaE = common?.largestDeltaE
            return
        }
        overlap = nil
        undrawn = nil
        totalPixels = a.width * a.height
        // Every pixel is drawn when drawing: the buffer is never zeroed.
        var output = drawing ? [UInt8](unsafeUninitializedCapacity: a.pixels.count) { $1 = $0.count } : []
        var tally = Tally()
        let (width, height) = (a.width, a.height)
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                output.withUnsafeMutableBufferPointer { out in
                    ImageDiff.compareRows(0..<height, of: pa, pb, windowStart: 0, width: width, height: height,
                                          options: options, output: drawing ? out : nil, tally: &tally)
                }
            }
        }
        outcome = tally.outcome
        image = drawing ? RGBAImage(width: width, height: height, pixels: output) : nil
        differingRows = tally.rows
        largestDeltaE = tally.largestDeltaE
    }

    init(outcome: Outcome, overlap: Outcome?, image: RGBAImage?, totalPixels: Int, differingRows: [Int], largestDeltaE: Double?) {
        self.outcome = outcome
        self.overlap = overlap
        self.image = image
        self.totalPixels = totalPixels
        undrawn = nil
        self.differingRows = differingRows
        self.largestDeltaE = largestDeltaE
    }

    /// What a comparison has counted so far, band after band.
    struct Tally {
        var different = 0, antialiased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        /// The rows with a counted difference, ascending (rows are compared in order).
        var rows: [Int] = []
        var largestDeltaE: Double?

        var outcome: Outcome {
            let bounds = maxX < 0 ? nil : Bounds(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            return .compared(differentPixels: different, antialiasedPixels: antialiased, bounds: bounds)
        }
    }

    /// Compares image rows `rows` of `pa` and `pb`, which hold the images' rows from
    /// `windowStart` on (at least two rows either side of `rows`, where the image has them:
    /// the anti-aliasing test looks that far). Draws into `output` (the whole image) when given.
    static func compareRows(_ rows: Range<Int>, of pa: UnsafeBufferPointer<UInt8>, _ pb: UnsafeBufferPointer<UInt8>,
                            windowStart: Int, width: Int, height: Int, options: Options,
                            output: UnsafeMutableBufferPointer<UInt8>?, tally: inout Tally) {
        guard width > 0, !rows.isEmpty else { return }
        let maxDelta = 35215 * options.threshold * options.threshold
        // The image's first and last rows, in window rows: where neighbours stop.
        let (top, bottom) = (-windowStart, height - 1 - windowStart)
        for y in rows {
            let row = (y - windowStart) * width
            // A whole row equal byte for byte needs no per-pixel work.
            if output == nil, memcmp(pa.baseAddress! + row * 4, pb.baseAddress! + row * 4, width * 4) == 0 { continue }
            for x in 0..<width {
                let k = (row + x) * 4
                let drawn = (y * width + x) * 4
                // Most pixels are equal: four byte compares, no colour maths.
                if pa[k] == pb[k], pa[k + 1] == pb[k + 1], pa[k + 2] == pb[k + 2], pa[k + 3] == pb[k + 3] {
                    if let output { drawGray(pa, k, into: output, at: drawn) }
                    continue
                }
                let (matches, deltaE) = options.colorsMatch(pa, pb, k, maxDelta: maxDelta)
                if matches {
                    if let output { drawGray(pa, k, into: output, at: drawn) }
                } else if !options.strict,
                          isAntialiased(pa, pb, x, y - windowStart, width, top, bottom)
                            || isAntialiased(pb, pa, x, y - windowStart, width, top, bottom) {
                    tally.antialiased += 1
                    if let output { draw(output, drawn, 255, 255, 0) }
                } else {
                    tally.different += 1
                    if let deltaE { tally.largestDeltaE = max(tally.largestDeltaE ?? 0, deltaE) }
                    (tally.minX, tally.minY) = (min(tally.minX, x), min(tally.minY, y))
                    (tally.maxX, tally.maxY) = (max(tally.maxX, x), max(tally.maxY, y))
                    if tally.rows.last != y { tally.rows.append(y) }
                    if let output { draw(output, drawn, 255, 0, 0) }
                }
            }
        }
    }

    /// The diff of an overlap extended to the larger of both sizes: what only `a` has tinted
    /// magenta (removed), only `b` has tinted blue (added), so the content still shows;
    /// neither, light grey.
    private static func sizeChange(_ overlap: RGBAImage?, a: RGBAImage, b: RGBAImage) -> RGBAImage {
        let width = max(a.width, b.width), height = max(a.height, b.height)
        var output = [UInt8](repeating: 0, count: width * height * 4)
        output.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    let k = (y * width + x) * 4
                    if let overlap, x < overlap.width, y < overlap.height {
                        let source = (y * overlap.width + x) * 4
                        for c in 0..<4 { out[k + c] = overlap.pixels[source + c] }
                    } else if x < a.width, y < a.height {
                        tint(out, k, a, (y * a.width + x) * 4, (255, 0, 255))
                    } else if x < b.width, y < b.height {
                        tint(out, k, b, (y * b.width + x) * 4, (0, 122, 255))
                    } else {
                        draw(out, k, 229, 229, 234)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: output)
    }

    /// Half `colour`, half the image's pixel (blended on white).
    private static func tint(_ output: UnsafeMutableBufferPointer<UInt8>, _ k: Int, _ image: RGBAImage, _ source: Int, _ colour: (Int, Int, Int)) {
        let alpha = Int(image.pixels[source + 3])
        let channel = { (c: Int) in (Int(image.pixels[source + c]) * alpha + 255 * (255 - alpha)) / 255 }
        draw(output, k, UInt8((colour.0 + channel(0)) / 2), UInt8((colour.1 + channel(1)) / 2), UInt8((colour.2 + channel(2)) / 2))
    }

    // MARK: pixelmatch's colour maths

    private static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
    private static func y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    private static func i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    private static func q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// The squared YIQ distance of pixels `k` of `p` and `m` of `q` (brightness only when
    /// asked), negative when the first is brighter; translucent pixels are blended on white.
    static func colorDelta(_ p: UnsafeBufferPointer<UInt8>, _ o: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
                           brightnessOnly: Bool) -> Double {
        var (r1, g1, b1, a1) = (Double(p[k]), Double(p[k + 1]), Double(p[k + 2]), Double(p[k + 3]))
        var (r2, g2, b2, a2) = (Double(o[m]), Double(o[m + 1]), Double(o[m + 2]), Double(o[m + 3]))
        if a1 == a2, r1 == r2, g1 == g2, b1 == b2 { return 0 }
        if a1 < 255 { a1 /= 255; (r1, g1, b1) = (blend(r1, a1), blend(g1, a1), blend(b1, a1)) }
        if a2 < 255 { a2 /= 255; (r2, g2, b2) = (blend(r2, a2), blend(g2, a2), blend(b2, a2)) }
        let y1 = y(r1, g1, b1), y2 = y(r2, g2, b2), dy = y1 - y2
        if brightnessOnly { return dy }
        let di = i(r1, g1, b1) - i(r2, g2, b2), dq = q(r1, g1, b1) - q(r2, g2, b2)
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -delta : delta
    }

    /// The CIE 1994 ΔE of pixel `k` of `o` from pixel `k` of `p`, the reference (translucent
    /// pixels blended on white, as `colorDelta` blends them).
    static func deltaE94(_ p: UnsafeBufferPointer<UInt8>, _ o: UnsafeBufferPointer<UInt8>, _ k: Int) -> Double {
        LabColor.deltaE94(lab(p, k), lab(o, k))
    }

    private static func lab(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> LabColor {
        guard p[k + 3] < 255 else { return LabColor(red: p[k], green: p[k + 1], blue: p[k + 2]) }
        let a = Double(p[k + 3]) / 255
        return LabColor(blendedRed: blend(Double(p[k]), a), green: blend(Double(p[k + 1]), a), blue: blend(Double(p[k + 2]), a))
    }

    /// Whether pixel (x, y) of `p` looks like anti-aliasing: at most two equal neighbours,
    /// both a darker and a brighter one, and one of those two lying in flat colour (three or
    /// more equal neighbours) in both images.
    /// (`top` and `bottom` are the image's first and last rows, which may lie outside `p`.)
    static func isAntialiased(_ p: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>,
                              _ x1: Int, _ y1: Int, _ width: Int, _ top: Int, _ bottom: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, top), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, bottom)
        let position = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var darkest = (0, 0), brightest = (0, 0)
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(p, p, position, (y * width + x) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    darkest = (x, y)
                } else if delta > maxDelta {
                    maxDelta = delta
                    brightest = (x, y)
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(p, darkest.0, darkest.1, width, top, bottom) && hasManySiblings(other, darkest.0, darkest.1, width, top, bottom))
            || (hasManySiblings(p, brightest.0, brightest.1, width, top, bottom) && hasManySiblings(other, brightest.0, brightest.1, width, top, bottom))
    }

    private static func hasManySiblings(_ p: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ top: Int, _ bottom: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, top), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, bottom)
        let position = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let other = (y * width + x) * 4
                if p[position] == p[other], p[position + 1] == p[other + 1], p[position + 2] == p[other + 2], p[position + 3] == p[other + 3] {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    private static func drawGray(_ p: UnsafeBufferPointer<UInt8>, _ k: Int, into output: UnsafeMutableBufferPointer<UInt8>, at drawn: Int) {
        let value = blend(y(Double(p[k]), Double(p[k + 1]), Double(p[k + 2])), 0.1 * Double(p[k + 3]) / 255)
        let v = UInt8(max(0, min(255, value.rounded())))
        draw(output, drawn, v, v, v)
    }

    private static func draw(_ output: UnsafeMutableBufferPointer<UInt8>, _ k: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        output[k] = r
        output[k + 1] = g
        output[k + 2] = b
        output[k + 3] = 255
    }
}

extension RGBAImage {
    /// The top-left `width` × `height` pixels.
    func cropped(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height { pixels += self.pixels[(y * self.width * 4)..<((y * self.width + width) * 4)] }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The image as a PNG (opaque RGB: alpha is blended on white), with tablesnap's encoder.
    public func pngData() -> Data {
        let copy = self
        return PNGEncoder.encode(width: width, height: height) { y, out in
            copy.pixels.withUnsafeBufferPointer { p in
                var o = out
                for x in 0..<copy.width {
                    let k = (y * copy.width + x) * 4
                    let a = Double(p[k + 3]) / 255
                    for c in 0..<3 { o[c] = UInt8((255 + (Double(p[k + c]) - 255) * a).rounded()) }
                    o += 3
                }
            }
        }
    }
}
