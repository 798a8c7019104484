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


