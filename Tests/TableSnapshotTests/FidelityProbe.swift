import Foundation
import TableLayout
import TablePipeline
import TableSnapshot

// This file is the one home of the corpus's probes: the root's FidelityTests and the SwiftUI
// subset's CorpusScreenTests (through a link to this file) measure with it (docs/fidelity.md).

/// Tests/Fidelity/corpus/manifest.json: the UIKit pictures and how each is probed.
struct FidelityManifest: Decodable {
    struct Pair: Decodable {
        let name: String
        let image: String
        let config: String
        /// Points to pixels in the screenshot, and where the table's content starts in it.
        let scale: Double
        let origin: Double
        /// Where the table's left edge is in the screenshot, in points (a screen inside a
        /// device frame); 0 when the screenshot starts at it.
        var originX: Double?
        let probes: [FidelityProbe]
        /// Probe name → why tablesnap does not match it.
        var known: [String: String]?
    }
    let pairs: [Pair]
}

/// One probe value on both sides.
struct FidelityComparison {
    let probe: String
    let value: String
    let uikit: Double
    let tablesnap: Double
    let tolerance: Double
    var isWithin: Bool { abs(uikit - tablesnap) <= tolerance + 1e-9 }
    var line: String {
        let format = tolerance >= 6 ? "%.0f" : "%.2f"
        return "\(probe) \(value): UIKit \(String(format: format, uikit)), tablesnap \(String(format: format, tablesnap)) (tolerance \(String(format: format, tolerance)))"
    }
}

extension FidelityManifest.Pair {
    /// Every probe of the pair measured the same way on the UIKit picture and on `loaded`'s
    /// render (its viewport at its scale), and each probe's `frame` in `loaded`'s geometry.
    func compare(reference: RGBAImage, with loaded: LoadedTable, name: String) throws -> [FidelityComparison] {
        let png = try loaded.renderPNG(loaded.viewport())
        let rendered = try RGBAImage(pngData: png, name: name)
        let uikit = ProbedImage(image: reference, scale: scale, origin: origin, originX: originX ?? 0)
        let ours = ProbedImage(image: rendered, scale: Double(loaded.view.scale), origin: 0)
        var comparisons: [FidelityComparison] = []
        for probe in probes {
            let theirs = try uikit.measure(probe).get()
            if probe.frameOnly == true {
                guard let frame = probe.frame, let measured = theirs["y"] else {
                    throw FidelityFailure("\(probe.name): frameOnly needs an edge or line with a frame")
                }
                comparisons.append(FidelityComparison(probe: probe.name, value: "query \(frame)", uikit: uikitEdge(measured, probe),
                                                      tablesnap: try Self.geometryY(frame, loaded.geometry), tolerance: 0.5))
                continue
            }
            let mine = try ours.measure(probe).get()
            let names: [String] = probe.measure ?? {
                switch probe.kind {
                case .edge, .line: return ["y"]
                case .ink: return ["left", "width", "bottom"]
                case .color: return ["r", "g", "b"]
                }
            }()
            for name in names {
                guard let a = theirs[name], let b = mine[name] else { throw FidelityFailure("\(probe.name): no value '\(name)'") }
                comparisons.append(FidelityComparison(probe: probe.name, value: name, uikit: a, tablesnap: b, tolerance: probe.tolerance(of: name)))
            }
            // The geometry, as `query` reports it, against UIKit's measured edge.
            if let frame = probe.frame, let measured = theirs["y"] {
                let y = try Self.geometryY(frame, loaded.geometry)
                comparisons.append(FidelityComparison(probe: probe.name, value: "query \(frame)", uikit: uikitEdge(measured, probe), tablesnap: y, tolerance: 0.5))
            }
        }
        return comparisons
    }

    /// The row edge a measured UIKit position stands for: an edge is one; a separator is the
    /// last device pixel of its row, so the row ends half a pixel below the line's centre.
    func uikitEdge(_ measured: Double, _ probe: FidelityProbe) -> Double {
        probe.kind == .line ? measured + 0.5 / scale : measured
    }

    /// `row S:R top` or `row S:R bottom` in `geometry`.
    static func geometryY(_ frame: String, _ geometry: TableGeometry) throws -> Double {
        let words = frame.split(separator: " ")
        let parts = words.count == 3 ? words[1].split(separator: ":").compactMap { Int($0) } : []
        guard words.count == 3, words[0] == "row", parts.count == 2, ["top", "bottom"].contains(words[2]) else {
            throw FidelityFailure("frame '\(frame)': write 'row S:R top' or 'row S:R bottom'")
        }
        let row = geometry.frame(ofRow: RowPath(section: parts[0], row: parts[1]))
        return words[2] == "top" ? row.y : row.y + row.height
    }
}

/// One measurement taken the same way on a UIKit screenshot and on tablesnap's render of the
/// same table (docs/fidelity.md): positions in points of the table's content, whatever the
/// image's scale (a downsampled screenshot's 2.88 as well as 3) and wherever the table starts
/// in it (`origin`: the content's top, in points from the image's top; `originX`: the
/// table's left, for a screen drawn inside a device frame).
struct FidelityProbe: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable {
        /// Where column `x` changes from the colour at `from` to the colour at `to`, to a
        /// fraction of a pixel (each pixel between counts by how far it is still the first
        /// colour): a card's top or bottom edge, a band's end.
        case edge
        /// The centre of a thin line (a separator) between `from` and `to` on column `x`,
        /// weighted by how far each pixel differs from the background at `from`.
        case line
        /// The box of the pixels in `box` that differ from the box's top-left pixel by more
        /// than `threshold` (of 255 in any channel): text and glyph ink. Measures `left`,
        /// `right`, `width`, `top`, `bottom`, and the box's `centerX` and `centerY` (where a
        /// stand-in glyph of another size is placed).
        case ink
        /// The colour at (`x`, `y`), the median of a 3 × 3 pixel patch, as red, green and blue
        /// of 255; `line`: the colour of the thin line near it instead (of the pixels on column
        /// `x` within 1 pt of `y`, the one most unlike the pixel 2 pt above `y`).
        case color
    }

    let name: String
    let kind: Kind
    var x: Double?
    var y: Double?
    var from: Double?
    var to: Double?
    /// [left, top, right, bottom], points.
    var box: [Double]?
    var threshold: Int?
    var line: Bool?
    /// Which of an ink box's values to compare (default: left, width, bottom).
    var measure: [String]?
    /// A frame of tablesnap's geometry the UIKit value must equal too, as `query` reports it:
    /// `row S:R top`, `row S:R bottom` (for a `line`, the row its separator ends).
    var frame: String?
    /// The UIKit picture has something over it that tablesnap does not draw (a test tool's
    /// overlay tinting each view), so this probe is measured on UIKit's picture alone and
    /// compared with tablesnap's geometry (`frame`, required), not with its pixels.
    var frameOnly: Bool?

    /// The tolerance of a value of this probe (docs/fidelity.md): 0.5 pt for positions and
    /// bands, 1 pt for an ink box, 6/255 for a colour channel.
    func tolerance(of value: String) -> Double {
        switch kind {
        case .edge, .line: return 0.5
        case .ink: return 1
        case .color: return 6
        }
    }
}

/// An image's pixels placed in table points.
struct ProbedImage {
    let image: RGBAImage
    let scale: Double
    let origin: Double
    var originX = 0.0

    func pixel(_ x: Int, _ y: Int) -> (Double, Double, Double) {
        let (width, height) = (image.width, image.height)
        let cx = min(max(x, 0), width - 1), cy = min(max(y, 0), height - 1)
        let i = (cy * width + cx) * 4
        // Read through a buffer: in a debug build each `image.pixels[i]` copied the image's
        // value, most of the corpus probes' time.
        return image.pixels.withUnsafeBufferPointer { pixels in (Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + 2])) }
    }

    func px(_ x: Double) -> Int { Int(((x + originX) * scale).rounded(.down)) }
    func py(_ y: Double) -> Int { Int(((y + origin) * scale).rounded(.down)) }
    func points(py: Double) -> Double { py / scale - origin }

    static func difference(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
    }

    /// The probe's values by name, or why it could not be measured.
    func measure(_ probe: FidelityProbe) -> Result<[String: Double], FidelityFailure> {
        func missing(_ what: String) -> Result<[String: Double], FidelityFailure> { .failure(FidelityFailure("\(probe.name): \(what)")) }
        switch probe.kind {
        case .edge, .line:
            guard let x = probe.x, let from = probe.from, let to = probe.to else { return missing("an edge or line needs x, from and to") }
            let column = px(x), y0 = py(from), y1 = py(to)
            guard y0 < y1 else { return missing("from must be above to") }
            let first = pixel(column, y0), last = pixel(column, y1)
            if probe.kind == .edge {
                let span = ProbedImage.difference(first, last)
                guard span > 0 else { return missing("no change between \(from) and \(to)") }
                // The pixels still like the first colour, summed, put the edge.
                var still = 0.0
                for y in y0..<y1 { still += 1 - min(1, ProbedImage.difference(pixel(column, y), first) / span) }
                return .success(["y": points(py: Double(y0) + still)])
            }
            var weight = 0.0, moment = 0.0
            for y in y0...y1 {
                let w = ProbedImage.difference(pixel(column, y), first)
                weight += w
                moment += w * (Double(y) + 0.5)
            }
            guard weight > 0 else { return missing("no line between \(from) and \(to)") }
            return .success(["y": points(py: moment / weight)])
        case .ink:
            guard let box = probe.box, box.count == 4 else { return missing("ink needs box: [left, top, right, bottom]") }
            let (x0, y0, x1, y1) = (px(box[0]), py(box[1]), px(box[2]), py(box[3]))
            let background = pixel(x0, y0), threshold = Double(probe.threshold ?? 60)
            var (left, right, top, bottom) = (Int.max, Int.min, Int.max, Int.min)
            for y in y0..<y1 {
                for x in x0..<x1 where ProbedImage.difference(pixel(x, y), background) > threshold {
                    (left, right, top, bottom) = (min(left, x), max(right, x + 1), min(top, y), max(bottom, y + 1))
                }
            }
            guard left <= right else { return missing("no ink in \(box)") }
            let l = Double(left) / scale - originX, r = Double(right) / scale - originX
            let t = points(py: Double(top)), b = points(py: Double(bottom))
            return .success(["left": l, "right": r, "width": r - l, "top": t, "bottom": b,
                             "centerX": (l + r) / 2, "centerY": (t + b) / 2])
        case .color:
            guard let x = probe.x, let y = probe.y else { return missing("a colour needs x and y") }
            let (cx, cy) = (px(x), py(y))
            var patch: [(Double, Double, Double)] = []
            if probe.line == true {
                let around = pixel(cx, py(y - 2)), reach = Int(scale.rounded(.up))
                let ys = (cy - reach)...(cy + reach)
                let y = ys.max { ProbedImage.difference(pixel(cx, $0), around) < ProbedImage.difference(pixel(cx, $1), around) }!
                patch = [pixel(cx, y)]
            } else {
                for dy in -1...1 { for dx in -1...1 { patch.append(pixel(cx + dx, cy + dy)) } }
            }
            func median(_ channel: KeyPath<(Double, Double, Double), Double>) -> Double {
                patch.map { $0[keyPath: channel] }.sorted()[patch.count / 2]
            }
            return .success(["r": median(\.0), "g": median(\.1), "b": median(\.2)])
        }
    }
}

struct FidelityFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
