/// Where a row stands (AOZTableViewProvider's `AOZTableViewCellPosition`, docs/config.md,
/// Positions and position variants): first or last of its section, and first or last of its
/// **part** — the run of rows next to each other with the same ``Row/part`` (the rows of one
/// data source, one DSL row line). A row with no part has no part bits.
public struct RowPosition: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// - Complexity: O(1).
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RowPosition(rawValue: 1)
    public static let bottom = RowPosition(rawValue: 2)
    /// The only row of its section.
    public static let only: RowPosition = [.top, .bottom]
    public static let partTop = RowPosition(rawValue: 4)
    public static let partBottom = RowPosition(rawValue: 8)
    /// The only row of its part.
    public static let partOnly: RowPosition = [.partTop, .partBottom]

    /// The position's names, a section's then a part's: `only` for top and bottom together,
    /// `partOnly` likewise; a row in the middle of both has none.
    ///
    /// - Complexity: O(1).
    public var names: [String] {
        var names: [String] = []
        if contains(.only) { names.append("only") } else if contains(.top) { names.append("top") } else if contains(.bottom) { names.append("bottom") }
        if contains(.partOnly) { names.append("partOnly") } else if contains(.partTop) { names.append("partTop") } else if contains(.partBottom) { names.append("partBottom") }
        return names
    }

    /// What `{@position}` shows: the names joined by a space (`top partOnly`); empty in the
    /// middle of both.
    ///
    /// - Complexity: O(1).
    public var text: String { names.joined(separator: " ") }

    /// The part bits alone.
    ///
    /// - Complexity: O(1).
    public var part: RowPosition { intersection(.partOnly) }
}
