/// The table's own header or footer view: an optional title in a band of fixed height.
public struct TableBand: Equatable, Sendable {
    public var title: String?
    public var height: Double

    /// - Complexity: O(1).
    public init(title: String? = nil, height: Double) {
        self.title = title
        self.height = height
    }
}

/// A section header or footer: a title, and optionally its own height.
public struct SectionBand: Equatable, Sendable {
    public var title: String?
    /// nil: the section's or table's default (`headerHeight` / `footerHeight`).
    public var height: Height?

    /// - Complexity: O(1).
    public init(title: String? = nil, height: Height? = nil) {
        self.title = title
        self.height = height
    }
}
