/// A height that is either given in points or measured from content (`automatic`).
public enum Height: Equatable, Hashable, Sendable {
    case points(Double)
    case automatic
}
