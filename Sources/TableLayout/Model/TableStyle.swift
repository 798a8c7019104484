/// UITableView's styles. Only `plain` has sticky section headers and no default spacing.
public enum TableStyle: String, CaseIterable, Sendable {
    case plain, grouped, insetGrouped

    /// The space before each section when the table does not set `sectionSpacing`.
    public var defaultSectionSpacing: Double { self == .plain ? 0 : 20 }

    /// Whether section headers stick to the top edge while their section scrolls.
    public var hasStickyHeaders: Bool { self == .plain }
}
