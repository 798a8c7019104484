/// A height that is either given in points or measured from content (`automatic`).
public enum Height: Equatable, Hashable, Sendable {
    case points(Double)
    case automatic
}

extension Height {
    /// The longest length a table takes (a height, a spacing, an inset, a width), in points.
    /// Offsets are sums of heights: with lengths up to this, even `ConfigLoader.maxRows`
    /// rows sum to a finite number exact to the point, where two heights of 1e308 would sum
    /// to infinity and every later edit of the index to NaN.
    public static let maximumPoints: Double = 10_000_000

    /// Whether `points` is a length a table takes: from 0 to ``maximumPoints`` (so finite).
    package static func isValidPoints(_ points: Double) -> Bool {
        points >= 0 && points <= maximumPoints
    }
}
