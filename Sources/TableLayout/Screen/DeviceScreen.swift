/// A device's screen as UIKit lays a full-screen view controller out on it: its size in points,
/// its scale, its safe area and its status bar (docs/screen.md, Devices). The figures are
/// Apple's: the points and pixels of each device (Apple's Human Interface Guidelines, Layout ›
/// Specifications) and the safe-area insets its simulator reports (`UIWindow.safeAreaInsets`).
public struct DeviceScreen: Equatable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Int
    /// `safeAreaInsets`: upright, the status bar's (or the sensor housing's) room at the top
    /// and the home indicator's at the bottom; a phone on its side has no status bar, the
    /// sensor housing's room on both sides and a shorter home indicator area.
    public var safeArea: Insets
    /// The status bar's own height (`statusBarFrame`): the safe area's top but on the phones of
    /// the Dynamic Island with a 59 pt safe area, whose status bar is 54 pt.
    public var statusBarHeight: Double
    /// An iPad: its bars are 50 pt tall and its bar buttons 20 pt from the edges.
    public var isPad: Bool
    /// A home indicator instead of a home button.
    public var hasHomeIndicator: Bool
    /// Where a table on this screen is shown: a form sheet's is laid out with its margins and
    /// row heights (``TablePresentation``).
    public var presentation: TablePresentation

    public struct Insets: Equatable, Sendable {
        public var top: Double, left: Double, bottom: Double, right: Double

        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }
    }

    public init(name: String, width: Double, height: Double, scale: Int, safeArea: Insets, statusBarHeight: Double? = nil,
                isPad: Bool = false, hasHomeIndicator: Bool? = nil, presentation: TablePresentation = .fullScreen) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.statusBarHeight = statusBarHeight ?? safeArea.top
        self.isPad = isPad
        self.hasHomeIndicator = hasHomeIndicator ?? (safeArea.bottom > 0)
        self.presentation = presentation
    }

    private static func phone(_ name: String, _ width: Double, _ height: Double, scale: Int = 3, top: Double,
                              statusBar: Double? = nil) -> DeviceScreen {
        DeviceScreen(name: name, width: width, height: height, scale: scale, safeArea: Insets(top: top, bottom: top > 20 ? 34 : 0),
                     statusBarHeight: statusBar)
    }

    /// `portrait` on its side (docs/screen.md, On its side): the status bar hidden (UIKit hides it
    /// in a compact height), the sensor housing's inset on both sides (the portrait top's:
    /// 44 on the X, 59 on the 14 Pro), and 21 pt for the home indicator.
    private static func onItsSide(_ portrait: DeviceScreen) -> DeviceScreen {
        let side = portrait.hasHomeIndicator ? portrait.safeArea.top : 0
        return DeviceScreen(name: portrait.name + "Landscape", width: portrait.height, height: portrait.width, scale: portrait.scale,
                            safeArea: Insets(top: 0, left: side, bottom: portrait.hasHomeIndicator ? 21 : 0, right: side),
                            statusBarHeight: 0, hasHomeIndicator: portrait.hasHomeIndicator)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double) -> DeviceScreen {
        DeviceScreen(name: name, width: width, height: height, scale: 2, safeArea: Insets(top: 24, bottom: 20), isPad: true)
    }

    /// An iPad's form sheet as the screen: no status bar or home indicator of its own, a 56 pt
    /// navigation bar, and a table with a form sheet's margins and rows.
    private static func formSheet(_ name: String, _ width: Double, _ height: Double) -> DeviceScreen {
        DeviceScreen(name: name, width: width, height: height, scale: 2, safeArea: Insets(), isPad: true,
                     hasHomeIndicator: false, presentation: .formSheet)
    }

    /// Every preset, in the order `--device` lists them: the home-button iPhone SE (20 pt
    /// status bar), the notch phones (X/XS/11 Pro 44, XR/11 48, 12/13 mini 50, 12/13/14/16e 47),
    /// the Dynamic Island phones (59 pt safe area under a 54 pt status bar; 62 on the 16 Pro and
    /// Pro Max), each phone again on its side (`NAMELandscape`), iPads (24 pt status bar,
    /// 20 pt home indicator area) upright and on their side, and an iPad's form sheet.
    ///
    /// - Complexity: O(1).
    public static let all: [DeviceScreen] = phones + phones.map(onItsSide) + pads + sheets

    private static let phones: [DeviceScreen] = [
        phone("se", 375, 667, scale: 2, top: 20),
        phone("iphoneX", 375, 812, top: 44),
        phone("iphone11", 414, 896, scale: 2, top: 48),
        phone("iphone13Mini", 375, 812, top: 50),
        phone("iphone13", 390, 844, top: 47),
        phone("iphone14Pro", 393, 852, top: 59, statusBar: 54),
        phone("iphone15", 393, 852, top: 59, statusBar: 54),
        phone("iphone15Pro", 393, 852, top: 59, statusBar: 54),
        phone("plus", 430, 932, top: 59, statusBar: 54),
        phone("proMax", 430, 932, top: 59, statusBar: 54),
        phone("iphone16e", 390, 844, top: 47),
        phone("iphone16", 393, 852, top: 59, statusBar: 54),
        phone("iphone16Plus", 430, 932, top: 59, statusBar: 54),
        phone("iphone16Pro", 402, 874, top: 62),
        phone("iphone16ProMax", 440, 956, top: 62),
    ]

    private static let pads: [DeviceScreen] = [
        pad("ipad", 820, 1180),
        pad("ipadLandscape", 1180, 820),
        pad("ipadMini", 744, 1133),
        pad("ipadMiniLandscape", 1133, 744),
        pad("ipadPro13", 1032, 1376),
        pad("ipadPro13Landscape", 1376, 1032),
    ]

    /// The form sheet of the iPad Pro 12.9″ on its side under iPadOS 16: 704 × 936 pt, 331 pt
    /// from the screen's left and 44 pt from its top (measured on Onion Browser's screenshot,
    /// docs/fidelity.md's `onion-settings-ipad-ios16`).
    private static let sheets: [DeviceScreen] = [
        formSheet("ipadProFormSheet", 704, 936),
    ]

    /// A phone on its side: its height is compact (no status bar, no large title).
    ///
    /// - Complexity: O(1).
    public var isPhoneOnItsSide: Bool { !isPad && width > height }

    /// Whether its bars take their compact height (32 pt): a phone on its side whose width is
    /// still compact, every one narrower than 414 pt upright (the Plus, Max, XR and 11 are
    /// regular width on their side and keep 44 and 49 pt bars).
    ///
    /// - Complexity: O(1).
    public var hasCompactBars: Bool { isPhoneOnItsSide && height < 414 }

    /// The width the table's content is laid out in: the screen's less the safe area's sides
    /// (a cell's content view is inset by them, UIKit's `insetsContentViewsToSafeArea`).
    ///
    /// - Complexity: O(1).
    public var contentWidth: Double { width - safeArea.left - safeArea.right }

    /// - Complexity: O(presets).
    public static func named(_ name: String) -> DeviceScreen? { all.first { $0.name == name } }

    /// The first preset `width` points wide (a config's table width picks its device when its
    /// `screen:` names none).
    ///
    /// - Complexity: O(presets).
    public static func first(width: Double) -> DeviceScreen? { all.first { $0.width == width } }
}
