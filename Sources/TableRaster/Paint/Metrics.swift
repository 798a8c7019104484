import TableLayout

/// UIKit's sizes, in points, for iOS 18 at the default text size (Large); docs/rendering.md
/// names the source of each. Text styles, which Dynamic Type scales, are in ``TextStyles``.
enum Metrics {
    static let minimumRowHeight = 44.0
    /// Space above and below a cell's text.
    static let cellVerticalPadding = 11.0
    static let subtitleGap = 2.0
    /// The layout margin: 16 pt, or 20 pt on the widest phones (414 pt and up: the Plus, Max
    /// and Pro Max models), as UIKit's `systemMinimumLayoutMargins`.
    static func margin(tableWidth: Double) -> Double { CellControls.Size.margin(tableWidth: tableWidth) }
    static let insetGroupedCornerRadius = 10.0
    static let imageSize = 29.0
    static let imageGap = 15.0

    static let plainHeaderMinimumHeight = 28.0
    static let plainBandPadding = 4.0
    static let groupedHeaderTop = 16.0
    static let groupedHeaderBottom = 7.0
    static let groupedFooterTop = 7.0
    static let groupedFooterBottom = 7.0

    static func accessoryWidth(_ accessory: Row.Accessory) -> Double { CellControls.Size.accessory(accessory) }

    static let reorderControlWidth = CellControls.Size.reorderControl

    static func cellSpan(style: TableStyle, width: Double) -> (x: Double, width: Double) {
        CellControls.Size.cellSpan(style: style, width: width)
    }
}
