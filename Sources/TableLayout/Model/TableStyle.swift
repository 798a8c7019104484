/// UITableView's styles. Only `plain` has sticky section headers.
public enum TableStyle: String, CaseIterable, Sendable {
    case plain, grouped, insetGrouped

    /// The space before each section when the table does not set `sectionSpacing`: none. In
    /// the grouped styles the space between groups is their empty or titled headers and
    /// footers (``GroupedSpacing``), as in UIKit.
    package var defaultSectionSpacing: Double { 0 }

    /// Whether sections without a header or footer still have one, an empty band
    /// (``GroupedSpacing/emptyBand``): the grouped styles.
    package var hasEmptyBands: Bool { self != .plain }

    /// The space above the first section of a table that has no header view.
    package var defaultTableHeaderHeight: Double { self == .plain ? 0 : GroupedSpacing.topPadding }

    /// Whether section headers stick to the top edge while their section scrolls.
    package var hasStickyHeaders: Bool { self == .plain }
}
