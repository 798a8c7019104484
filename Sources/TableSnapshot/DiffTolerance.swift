/// How much difference still counts as a match: at most `maxDifferentPixels` differing
/// pixels and/or at most `maxDifferentRatio` of all pixels. With neither given, no pixel
/// may differ. A size mismatch never matches.
public struct DiffTolerance: Sendable, Equatable {
    public var maxDifferentPixels: Int?
    public var maxDifferentRatio: Double?
    public var options: ImageDiff.Options

    public init(maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil, options: ImageDiff.Options = .init()) {
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
        self.options = options
    }

    /// swift-snapshot-testing's tolerance, as apps write it in `.image(precision: 0.99,
    /// perceptualPrecision: 0.98)`: at least `precision` of the pixels match, a pixel
    /// matching when the CIE 1994 ΔE of its colour from the golden's is at most
    /// (1 − `perceptualPrecision`) × 100, and every pixel counted (that library recognises no
    /// anti-aliasing). Each is clamped to 0 … 1; 1 and 1: no pixel may differ at all.
    /// (docs/snapshots.md, "Perceptual precision".)
    /// (A function, not an initialiser: `DiffTolerance()` stays the default tolerance.)
    public static func precision(_ precision: Double = 1, perceptualPrecision: Double = 1) -> DiffTolerance {
        let precision = min(1, max(0, precision)), perceptual = min(1, max(0, perceptualPrecision))
        return DiffTolerance(maxDifferentRatio: precision < 1 ? 1 - precision : nil,
                             options: ImageDiff.Options(strict: true, perceptualPrecision: perceptual))
    }

    public func accepts(_ diff: ImageDiff) -> Bool {
        guard case .compared(let different, _, _) = diff.outcome else { return false }
        if maxDifferentPixels != nil || maxDifferentRatio == nil, different > (maxDifferentPixels ?? 0) { return false }
        if let ratio = maxDifferentRatio, diff.ratio > ratio { return false }
        return true
    }

    /// One line for people: what differs, how much, where.
    public static func summary(_ diff: ImageDiff) -> String {
        switch diff.outcome {
        case let .sizeMismatch(a, b):
            var text = "the sizes differ: \(a.width) × \(a.height) against \(b.width) × \(b.height) pixels"
            if case let .compared(different, _, _) = diff.overlap {
                text += "; in the area both cover, \(different) pixels differ"
            }
            if let undrawn = diff.undrawn { text += "; \(undrawn)" }
            return text
        case let .compared(different, antialiased, bounds):
            var text = "\(different) of \(diff.totalPixels) pixels differ (\(percent(diff.ratio)))"
            if let bounds { text += " within x \(bounds.x), y \(bounds.y), \(bounds.width) × \(bounds.height) px" }
            if antialiased > 0 { text += "; \(antialiased) anti-aliased pixels not counted" }
            if let deltaE = diff.largestDeltaE {
                // As swift-snapshot-testing words it: the perceptual precision that would let the worst pixel through.
                let precision = ((1 - min(deltaE, 100) / 100) * 10_000).rounded(.down) / 10_000
                text += "; the largest colour difference is ΔE*94 \(Double(Int((deltaE * 100).rounded())) / 100) (perceptualPrecision \(precision) or less lets it through)"
            }
            return text
        }
    }

    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value == 0 { return "0%" }
        if value < 0.01 { return "<0.01%" }
        return String(Double(Int((value * 100).rounded())) / 100) + "%"
    }
}


