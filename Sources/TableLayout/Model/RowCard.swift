/// GPJDataDrivenTableView's round-corner separator cell (`GPJRoundCornerSeparatorData`,
/// docs/config.md, Cards): a row's background drawn inset, with some corners rounded, and a
/// hairline of its own at its top or bottom.

/// Distances in from each edge of a rectangle, in points (UIEdgeInsets).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    /// - Complexity: O(1).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = EdgeInsets()
}

/// Which corners of a row's background are rounded (UIRectCorner).
public struct RowCorners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// - Complexity: O(1).
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = RowCorners(rawValue: 1)
    public static let topRight = RowCorners(rawValue: 2)
    public static let bottomLeft = RowCorners(rawValue: 4)
    public static let bottomRight = RowCorners(rawValue: 8)
    public static let all: RowCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The corners by name, as config files write them.
    public static let named: [(name: String, corners: RowCorners)] = [
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight), ("all", .all),
    ]

    /// Left and right swapped (a right-to-left interface draws the row mirrored).
    ///
    /// - Complexity: O(1).
    public var mirrored: RowCorners {
        var corners: RowCorners = []
        if contains(.topLeft) { corners.insert(.topRight) }
        if contains(.topRight) { corners.insert(.topLeft) }
        if contains(.bottomLeft) { corners.insert(.bottomRight) }
        if contains(.bottomRight) { corners.insert(.bottomLeft) }
        return corners
    }
}

/// A row's own separator line: one device pixel at its top or bottom, `inset` in from the
/// row's edges. GPJ's two quirks are not copied: its bottom line *added* the bottom inset
/// (moving the line down, out of the row), and it hid the line for Top|Bottom; here the
/// bottom inset moves the line up, and `both` draws two lines.
public struct RowSeparator: Equatable, Hashable, Sendable {
    public enum Position: String, CaseIterable, Sendable { case top, bottom, both, none }

    public var position: Position
    public var inset: EdgeInsets
    /// GPJ's default when none is given: #F0F0F0.
    public var color: Color

    public static let defaultColor = Color(red: 0xF0, green: 0xF0, blue: 0xF0)

    /// - Complexity: O(1).
    public init(position: Position = .bottom, inset: EdgeInsets = .zero, color: Color = RowSeparator.defaultColor) {
        self.position = position
        self.inset = inset
        self.color = color
    }
}
