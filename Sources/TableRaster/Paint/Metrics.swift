import TableLayout

/// UIKit's sizes, in points, for iOS 18 at the default text size (Large); docs/rendering.md
/// names the source of each. Text styles, which Dynamic Type scales, are in ``TextStyles``; the
/// stock cells' own sizes in their template, TableLayout's ``StockTemplate``.
enum Metrics {
    /// The layout margin (``TablePresentation/layoutMargin(tableWidth:framework:)``, docs/rendering.md, The look).
    static func margin(tableWidth: Double, presentation: TablePresentation = .fullScreen, framework: ListFramework) -> Double {
        CellControls.Size.margin(tableWidth: tableWidth, presentation: presentation, framework: framework)
    }
    static let insetGroupedCornerRadius = 10.0

    static let plainHeaderMinimumHeight = 28.0
    static let plainBandPadding = 4.0
    /// Around a titled header's or footer's text in the grouped styles, measured on the
    /// corpus (docs/fidelity.md), by what draws the list (``ListFramework``). With the empty
    /// bands of ``GroupedSpacing`` UIKit's (the `onion` pairs, iOS 16) give 62.75 pt from a
    /// group without a footer to the next group under a one-line header, 75.3 under a
    /// one-line footer, and 47.25 for a header titled `""`; SwiftUI's (`qtvc`, iOS 15) 55.3 and
    /// 76.0. The text's baselines are where both put them. Multiples of 1/4 pt, so offsets
    /// stay exact.
    static func groupedHeaderTop(_ framework: ListFramework) -> Double { framework == .uiKit ? 23.0 : 15.5 }
    static let groupedHeaderBottom = 6.75
    static let groupedFooterTop = 7.25
    static func groupedFooterBottom(_ framework: ListFramework) -> Double { framework == .uiKit ? 7.25 : 15.25 }

    static func accessoryWidth(_ accessory: Row.Accessory) -> Double { CellControls.Size.accessory(accessory) }

    /// The accessory glyphs' ink boxes, measured on the corpus (docs/fidelity.md), and their
    /// strokes. The chevron's right edge is its 8 pt box's, less half a point of cap; the
    /// checkmark's is 2 pt in from its 15 pt box's, and it sits 0.2 pt above the row's centre.
    static let chevronInk = (width: 6.9, height: 11.8)
    static let chevronStroke = 2.0
    static let checkmarkInk = (width: 14.6, height: 14.6)
    static let checkmarkStroke = 1.9
    static let checkmarkTrailingInset = 2.0
    static let checkmarkRaise = 0.2

    static let reorderControlWidth = CellControls.Size.reorderControl

    static func cellSpan(style: TableStyle, width: Double, presentation: TablePresentation = .fullScreen,
                         framework: ListFramework) -> (x: Double, width: Double) {
        CellControls.Size.cellSpan(style: style, width: width, presentation: presentation, framework: framework)
    }
}
