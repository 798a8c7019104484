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
    static func margin(tableWidth: Double) -> Double { tableWidth >= 414 ? 20 : 16 }
    static let indentationWidth = 10.0
    static let insetGroupedCornerRadius = 10.0
    static let imageSize = 29.0
    static let imageGap = 15.0
    static let editingControlWidth = 38.0
    static let accessoryGap = 10.0

    static let plainHeaderMinimumHeight = 28.0
    static let plainBandPadding = 4.0
    static let groupedHeaderTop = 16.0
    static let groupedHeaderBottom = 7.0
    static let groupedFooterTop = 7.0
    static let groupedFooterBottom = 7.0

    /// The width an accessory takes at the trailing edge (without the gap before it).
    static func accessoryWidth(_ accessory: Row.Accessory) -> Double {
        switch accessory {
        case .none: return 0
        case .disclosureIndicator: return 8
        case .checkmark: return 15
        case .detailButton: return 22
        case .detailDisclosureButton: return 22 + 14 + 8
        case .switch: return 51
        }
    }

    static let reorderControlWidth = 20.0

    /// The horizontal span of cells: full width, or inset by the layout margin with rounded
    /// groups (insetGrouped cards move with the margin).
    static func cellSpan(style: TableStyle, width: Double) -> (x: Double, width: Double) {
        let inset = margin(tableWidth: width)
        return style == .insetGrouped ? (inset, max(0, width - 2 * inset)) : (0, width)
    }
}
