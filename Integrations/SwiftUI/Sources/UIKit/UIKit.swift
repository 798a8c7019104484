// The UIKit names SwiftUI screens reach for (colours, fonts, images, the application's
// `open`), on Linux. Nothing here draws: a `UIColor` is a name or a value that SwiftUI's
// `Color(uiColor:)` turns into the cell language's colour; the rest is inert.
@_exported import Foundation

public typealias CGFloat = Foundation.CGFloat

/// A colour: one of UIKit's semantic or system colours by name, or sRGB components.
open class UIColor: NSObject, @unchecked Sendable {
    package enum Storage: Equatable {
        case named(String)
        case rgba(Double, Double, Double, Double)
    }
    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(Double(red), Double(green), Double(blue), Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .rgba(Double(white), Double(white), Double(white), Double(alpha))
    }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        storage = .rgba(Double(brightness), Double(brightness), Double(brightness), Double(alpha))
    }
    /// An asset catalogue's colour: drawn as systemGray (tablesnap reads no asset catalogue).
    public init?(named name: String) { storage = .named(name) }
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = dynamicProvider(UITraitCollection()).storage
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard case .rgba(let r, let g, let b, _) = storage else { return self }
        return UIColor(storage: .rgba(r, g, b, Double(alpha)))
    }

    private static func named(_ name: String) -> UIColor { UIColor(storage: .named(name)) }

    public static var label: UIColor { named("label") }
    public static var secondaryLabel: UIColor { named("secondaryLabel") }
    public static var tertiaryLabel: UIColor { named("tertiaryLabel") }
    public static var quaternaryLabel: UIColor { named("quaternaryLabel") }
    public static var placeholderText: UIColor { named("placeholderText") }
    public static var link: UIColor { named("link") }
    public static var separator: UIColor { named("separator") }
    public static var opaqueSeparator: UIColor { named("opaqueSeparator") }
    public static var systemBackground: UIColor { named("systemBackground") }
    public static var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    public static var tertiarySystemGroupedBackground: UIColor { named("secondarySystemBackground") }
    public static var systemFill: UIColor { named("systemFill") }
    public static var secondarySystemFill: UIColor { named("secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { named("tertiarySystemFill") }
    public static var systemBlue: UIColor { named("systemBlue") }
    public static var systemGreen: UIColor { named("systemGreen") }
    public static var systemIndigo: UIColor { named("systemIndigo") }
    public static var systemOrange: UIColor { named("systemOrange") }
    public static var systemPink: UIColor { named("systemPink") }
    public static var systemPurple: UIColor { named("systemPurple") }
    public static var systemRed: UIColor { named("systemRed") }
    public static var systemTeal: UIColor { named("systemTeal") }
    public static var systemYellow: UIColor { named("systemYellow") }
    public static var systemMint: UIColor { named("systemMint") }
    public static var systemCyan: UIColor { named("systemCyan") }
    public static var systemBrown: UIColor { named("systemBrown") }
    public static var systemGray: UIColor { named("systemGray") }
    public static var systemGray2: UIColor { named("systemGray2") }
    public static var systemGray3: UIColor { named("systemGray3") }
    public static var systemGray4: UIColor { named("systemGray4") }
    public static var systemGray5: UIColor { named("systemGray5") }
    public static var systemGray6: UIColor { named("systemGray6") }
    public static var tintColor: UIColor { named("tint") }
    public static var white: UIColor { named("white") }
    public static var black: UIColor { named("black") }
    public static var clear: UIColor { named("clear") }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
}

/// The traits a dynamic colour is asked with: light, at the default size.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits a screen reads while drawing: light (the snapshot sets its own appearance).
    public static var current: UITraitCollection { UITraitCollection() }
    public enum Style: Int, Sendable { case unspecified, light, dark }
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
    public override init() {}
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// A font: its size and weight (no glyphs are drawn through it).
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
    public let pointSize: CGFloat
    public let weight: Weight
    /// The text style of a preferred font (SwiftUI's `Font(uiFont)` draws it as that style).
    public let textStyle: TextStyle?
    public init(size: CGFloat, weight: Weight) {
        pointSize = size
        self.weight = weight
        textStyle = nil
    }
    public init?(name: String, size: CGFloat) {
        pointSize = size
        weight = .regular
        textStyle = nil
    }
    init(textStyle: TextStyle) {
        // Sizes at the default text size (Large), from the Human Interface Guidelines' table.
        let sizes: [String: CGFloat] = ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
                                        "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11]
        pointSize = sizes[textStyle.rawValue] ?? 17
        weight = textStyle == .headline ? .semibold : .regular
        self.textStyle = textStyle
    }
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(textStyle: style) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight) }
}

/// An image: its name (asset or symbol); tablesnap draws symbols through SwiftUI's `Image`.
open class UIImage: NSObject, @unchecked Sendable {
    public let name: String?
    public let isSymbol: Bool
    /// An empty image (`UIImage()`).
    public override init() {
        name = nil
        isSymbol = false
    }
    public init?(named name: String) {
        self.name = name
        isSymbol = false
    }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        self.name = name
        isSymbol = false
    }
    public init?(systemName name: String) {
        self.name = name
        isSymbol = true
    }
    public init?(data: Data) {
        name = nil
        isSymbol = false
    }
    public init?(contentsOfFile path: String) {
        name = path
        isSymbol = false
    }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public var size: CGSize { CGSize(width: 29, height: 29) }
    public func pngData() -> Data? { nil }
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

/// The application: `open` opens nothing, `canOpenURL` says no.
@MainActor
open class UIApplication: NSObject {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public func registerForRemoteNotifications() {}
    public func setAlternateIconName(_ name: String?, completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    public var alternateIconName: String? { nil }
    public var supportsAlternateIcons: Bool { false }
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }
}

open class UIEvent: NSObject {}

/// The device: an iPhone on iOS 18, in portrait.
@MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "18.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
}

public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac, vision }

/// The screen of an iPhone 16: 393 × 852 points at 3×.
@MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    public var scale: CGFloat { 3 }
}

/// The pasteboard: holds what is put there, for the test that reads it back.
@MainActor
open class UIPasteboard: NSObject {
    public static let general = UIPasteboard()
    public var string: String?
    public var url: URL?
}

/// Haptics: none in a snapshot.
@MainActor
open class UIImpactFeedbackGenerator: NSObject {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func impactOccurred() {}
    public func prepare() {}
}

@MainActor
open class UINotificationFeedbackGenerator: NSObject {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public override init() {}
    public func notificationOccurred(_ type: FeedbackType) {}
    public func prepare() {}
}

@MainActor
open class UISelectionFeedbackGenerator: NSObject {
    public override init() {}
    public func selectionChanged() {}
    public func prepare() {}
}

/// Drag and drop's item provider: holds nothing (drag and drop is not drawn).
open class NSItemProvider: NSObject, @unchecked Sendable {
    public override init() {}
    public convenience init(object: Any) { self.init() }
}

/// A view and a view controller: accepted so files that subclass or hold them compile
/// (`UIHostingController` is SwiftUI's); tablesnap draws SwiftUI views, not these.
@MainActor
open class UIView: NSObject {
    public override init() {}
    public init(frame: CGRect) {}
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var tintColor: UIColor!
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

@MainActor
open class UIViewController: NSObject {
    public override init() {}
    open var view: UIView! = UIView()
    open var title: String?
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// A swipe recogniser's directions (screens list which swipes they configure).
@MainActor
open class UISwipeGestureRecognizer: NSObject {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}
