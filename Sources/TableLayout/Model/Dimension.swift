/// A length that is either given in points or measured from content (`automatic`).
public enum Dimension: Equatable, Hashable, Sendable {
    case points(Double)
    case automatic
}
