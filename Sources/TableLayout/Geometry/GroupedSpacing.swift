/// UITableView's vertical spacing in the grouped styles (`grouped`, `insetGrouped`), iOS 15
/// and later, as measured on the reference screenshots of docs/fidelity.md. UIKit gives every
/// section a header and a footer there: one without a title is an empty band, and the spacing
/// between two groups is the first one's footer and the second one's header, not a fixed gap.
/// (The paddings around a titled band's text are the renderer's, `Metrics`.)
public enum GroupedSpacing {
    /// The height of a header or footer without a title: two of them make the 35 pt gap between
    /// groups that have neither.
    public static let emptyBand = 17.5
    /// Above the first section when the table has no header view: as an empty footer would be,
    /// so the first group sits as far down as any other.
    public static let topPadding = 17.5
}
