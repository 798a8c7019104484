/// UIKit's bar sizes in points, named once (docs/screen.md lists where each comes from:
/// "measured" ones on the corpus's pictures, docs/fidelity.md; the others Apple's documented
/// values, Human Interface Guidelines › Components and the bars' `intrinsicContentSize`).
package enum BarMetrics {
    /// `UINavigationBar`'s inline height: 44 pt on iPhone (documented; the corpus's
    /// `ha-location-history` pair measures it), 50 pt on iPad, 32 pt on a phone on its side
    /// whose width stays compact (``DeviceScreen/hasCompactBars``).
    package static func navigationBar(on device: DeviceScreen) -> Double {
        device.presentation == .formSheet ? formSheetBar : device.isPad ? 50 : device.hasCompactBars ? compactBar : 44
    }
    /// A form sheet's navigation bar: 56 pt (measured on `onion-settings-ipad-ios16`'s screenshot:
    /// the sheet's top 44 pt down the screen, its first group 117.5, under Eureka's 17.5 pt band).
    package static let formSheetBar = 56.0
    /// The bars' height in a compact height and width: navigation bar, toolbar and tab bar alike.
    package static let compactBar = 32.0
    /// What a large title adds under the inline bar: 52 pt (96 pt in all, documented).
    package static let largeTitle = 52.0
    /// The large title's baseline below the inline bar's bottom (its label sits 8 pt above the
    /// bar's bottom edge, its descender below the baseline: 52 − 8 − 0.24 × 34 ≈ 35.8).
    package static let largeTitleBaseline = 35.75
    /// The large title's room and baseline at a Dynamic Type size: at Large (34 pt) the
    /// figures above; a larger title adds its extra line height (SF Pro's 1.19 em) to the room
    /// and its extra ascender (0.95 em) to the baseline, as the bar grows with it (estimated).
    package static func largeTitle(at contentSize: ContentSize) -> (height: Double, baseline: Double) {
        let extra = max(0, CellFont(.largeTitle).size(at: contentSize) - 34)
        return (largeTitle + (extra * 1.19 * 4).rounded() / 4, largeTitleBaseline + (extra * 0.95 * 4).rounded() / 4)
    }
    /// A prompt's line above the title adds 30 pt (documented).
    package static let prompt = 30.0
    /// A `UISearchController`'s bar in the navigation bar: 52 pt, its field 36 pt tall with
    /// 10 pt corners, 8 pt from the bar's top (iOS 16–18's search bar).
    package static let searchBar = 52.0
    package static let searchField = 36.0
    package static let searchFieldTop = 8.0
    package static let searchFieldCornerRadius = 10.0
    /// A scope bar under the field: a 32 pt segmented control in 44 pt.
    package static let scopeBar = 44.0
    package static let segmentedControl = 32.0
    /// A toolbar's height over the home indicator area: 44 pt on iPhone, 50 on iPad, 32 with compact bars.
    package static func toolbar(on device: DeviceScreen) -> Double { device.isPad ? 50 : device.hasCompactBars ? compactBar : 44 }
    /// A tab bar's: 49 pt on iPhone, 50 on iPad (documented), 32 with compact bars.
    package static func tabBar(on device: DeviceScreen) -> Double { device.isPad ? 50 : device.hasCompactBars ? compactBar : 49 }
    /// Whether tab items set their title beside the symbol (13 pt) rather than under it:
    /// on iPads and phones on their side (the inline layout of `UITabBarItem`).
    package static func tabItemsAreInline(on device: DeviceScreen) -> Bool { device.isPad || device.isPhoneOnItsSide }
    package static let inlineTabTitleSize = 13.0
    /// Between an inline tab item's symbol and its title.
    package static let inlineTabGap = 6.0
    /// The bars' side margins: 16 pt on phones narrower than 414 pt (the corpus's 390 pt
    /// picture puts "Clear" 16 pt from the edge), 20 pt on wider ones and iPads.
    package static func barMargin(width: Double, isPad: Bool) -> Double { isPad || width >= 414 ? 20 : 16 }
    /// Between two bar buttons.
    package static let itemSpacing = 16.0
    /// A symbol button's glyph side and its touch box (HIG: 44 × 44 pt at least).
    package static let symbolSide = 24.0
    package static let minimumTouch = 44.0
    /// The back button, measured on UIKit's of iOS 17.5 and 18.5 (docs/fidelity.md's
    /// `a11ysnapshot-backbutton` pairs): the chevron's ink 11 × 18.67 pt, its leading edge
    /// 9.33 pt past the safe area's, a 2.6 pt stroke centred on the bar; the previous title's
    /// text from 30 pt (its first letter's ink at 30.7 on iOS 17.5, 32.0 on 18.5).
    package static let backChevronLeading = 28.0 / 3
    package static let backChevronWidth = 11.0
    package static let backChevronHeight = 56.0 / 3
    package static let backChevronStroke = 2.6
    package static let backTitleLeading = 30.0
    /// What the back button says when the previous screen's title does not fit beside the
    /// centred title (and the chevron alone when this does not fit either), as UIKit's does.
    package static let backFallbackTitle = "Back"
    /// The least room between the centred inline title and a bar button beside it.
    package static let inlineTitleGap = 8.0
    /// A tab bar item: its symbol's side, its symbol's centre below the bar's top (estimated),
    /// its title's baseline below the bar's top (10 pt medium text; measured on UIKit's tab
    /// bars of iOS 17.5 and 18.5, 45.0 pt in both: docs/fidelity.md's `a11ysnapshot-tabbars` pairs).
    package static let tabSymbolSide = 25.0
    package static let tabSymbolCenter = 17.0
    package static let tabTitleBaseline = 45.0
    package static let tabTitleSize = 10.0
    /// A badge: 18 pt tall, at least as wide, its centre 6 pt right of the symbol's right edge
    /// and 3 pt down from the bar's top plus 6.
    package static let badgeHeight = 18.0
    /// The home indicator: 134 × 5 pt on phones (documented), its bottom 8 pt above the
    /// screen's; iPads draw a longer one (an estimate: 315 pt).
    package static func homeIndicatorWidth(isPad: Bool) -> Double { isPad ? 315 : 134 }
    package static let homeIndicatorHeight = 5.0
    package static let homeIndicatorBottom = 8.0
    /// The size the inline title, the buttons and the search field's text are set at, whatever
    /// the Dynamic Type size (UIKit's bars do not scale them; the large title does): measured,
    /// "Location History" and "Clear" of `ha-location-history` are 17 pt under Dynamic Type medium.
    package static let barTextSize = ContentSize.large
    /// SF Pro's capital height in ems (1443 / 2048 units): bar texts centre their capitals on
    /// the bar's centre line (measured: "Clear" and the title in `ha-location-history`).
    package static let capHeight = 0.7046
}
