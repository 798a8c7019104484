import SwiftUI
import TableLayout
import TablePipeline
import TableSnapshot

/// A SwiftUI view resolved as a device draws its first frame: the table tablesnap draws,
/// the appearance, the screen's bars (recorded, for the code that draws them), and what was
/// accepted and not drawn.
public struct ResolvedView: Sendable {
    /// The table the view's list draws as (docs/swiftui.md).
    public var table: TableLayout.Table
    public var appearance: Appearance
    public var device: SnapshotDevice
    /// `.navigationTitle`, `.toolbar` and `.searchable`, as written.
    public var chrome: ScreenChrome
    /// Modifiers accepted and not drawn (`sheet`, `onAppear`…), each once, in order met.
    public var inertModifiers: [String]
    /// What was drawn approximately (a font size mapped to a text style, an asset image…).
    public var warnings: [String]

    /// Evaluates `view` once with these settings and resolves it.
    ///
    /// - Complexity: O(*n*) in the views evaluated.
    @MainActor
    public init<V: SwiftUI.View>(_ view: V, device: SnapshotDevice = .iPhone16, appearance: ColorScheme = .light,
                                 contentSize: DynamicTypeSize = .large, layoutDirection: SwiftUI.LayoutDirection = .leftToRight,
                                 strings: AppStrings = AppStrings()) {
        let settings = ScreenSettings(width: device.width, colorScheme: appearance, dynamicTypeSize: contentSize,
                                      layoutDirection: layoutDirection, locale: strings.locale, strings: strings.strings)
        self.init(resolveScreen(view, settings: settings), device: device)
    }

    /// The screen reached from `view` by following its `NavigationLink`s named `path`, one
    /// screen after another (a link is named by its label's text, or one text of it): the
    /// destination evaluated in the link's environment, its navigation bar with a back button
    /// titled as the screen before it ("Back" when that one has no title).
    ///
    /// - Throws: `NavigationLinkNotFound` when a screen on the way has no link so named, or
    ///   its link pushes a value no `.navigationDestination(for:)` takes.
    /// - Complexity: O(*n*) in the views evaluated on the way.
    @MainActor
    public init<V: SwiftUI.View>(_ view: V, following path: [String], device: SnapshotDevice = .iPhone16,
                                 appearance: ColorScheme = .light, contentSize: DynamicTypeSize = .large,
                                 layoutDirection: SwiftUI.LayoutDirection = .leftToRight, strings: AppStrings = AppStrings()) throws {
        let settings = ScreenSettings(width: device.width, colorScheme: appearance, dynamicTypeSize: contentSize,
                                      layoutDirection: layoutDirection, locale: strings.locale, strings: strings.strings)
        var screen = resolveScreen(view, settings: settings)
        var screenName = screen.report.chrome.title.map { "the screen '\($0)'" } ?? "\(V.self)"
        for title in path {
            switch screen.following(title) {
            case .screen(let next): screen = next
            case .noLink(let available):
                throw NavigationLinkNotFound(title: title, screen: screenName, reason: available.isEmpty
                    ? "it has no NavigationLink" : "its links are " + available.map { "'\($0)'" }.joined(separator: ", "))
            case .noDestination:
                throw NavigationLinkNotFound(title: title, screen: screenName,
                                             reason: "the link's value has no .navigationDestination(for:) of its type")
            }
            screenName = screen.report.chrome.title.map { "the screen '\($0)'" } ?? "the screen of '\(title)'"
        }
        self.init(screen, device: device)
    }

    @MainActor
    private init(_ screen: ResolvedScreen, device: SnapshotDevice) {
        table = screen.table
        self.appearance = screen.appearance
        self.device = device
        chrome = ScreenChrome(screen.report.chrome)
        inertModifiers = screen.report.inert
        warnings = screen.report.warnings
    }
}

extension ResolvedView {
    /// The PNG `assertTableSnapshot(of:)` compares: the table, or with bars the whole screen,
    /// at the device's scale, in the view's appearance.
    ///
    /// - Throws: `RenderError` when the fonts cannot be loaded or the picture is too large.
    /// - Complexity: the render: O(log *n*) and the rows drawn.
    public func png() throws -> Data {
        let loaded = try loadedTable()
        return try loaded.renderPNG(loaded.viewport())
    }

    /// The table laid out as `png()` and the swift-snapshot-testing strategy draw it: at the
    /// device's scale, in the view's appearance, with the screen's bars.
    ///
    /// - Throws: `RenderError` when the fonts cannot be loaded.
    package func loadedTable() throws -> LoadedTable {
        LoadedTable(table: table, engine: try TableSnapshotter.engine.get(), appearance: appearance, scale: device.scale,
                    screen: chrome.screen(device: device))
    }
}

/// The navigation bar's title, the toolbar's items and the search field a screen asked for.
public struct ScreenChrome: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        /// `ToolbarItemPlacement`'s name: `topBarTrailing`, `navigationBarLeading`, `automatic`…
        public var placement: String
        public var title: String
        public var systemImage: String?
        /// A tab's badge (`.badge(3)` on the tab's view); nil for toolbar items.
        public var badge: String?

        public init(placement: String, title: String, systemImage: String? = nil, badge: String? = nil) {
            self.placement = placement
            self.title = title
            self.systemImage = systemImage
            self.badge = badge
        }
    }
    public var title: String?
    /// `inline`, `large`, `automatic`; nil when not set.
    public var titleDisplayMode: String?
    public var toolbarItems: [Item]
    public var hasSearch: Bool
    public var searchPrompt: String?
    /// A `TabView`'s tabs (their `.tabItem` labels), in order; the first is the one drawn.
    public var tabs: [Item]
    /// Whether the screen was reached by following a link (`ResolvedView(_:following:)`).
    public var isPushed: Bool
    /// A pushed screen's back button: the previous screen's title ("Back" when it had none),
    /// "" for the chevron alone (`.toolbarRole(.editor)`), nil when there is none (the
    /// stack's first screen, `.navigationBarBackButtonHidden()`).
    public var backTitle: String?

    /// The bars tablesnap draws for them on `device` (docs/swiftui.md, "The screen"): a title,
    /// a toolbar or a search field put a navigation bar over the list, as a `NavigationStack`
    /// shows it; a `TabView`'s tabs a tab bar under it, the first selected; nil when the view
    /// set none of them (the list alone). A title shown
    /// `automatic` is large, as on a stack's first screen. Items go where their placement puts
    /// them on an iPhone: `cancellationAction`, `navigation` and the leading placements at the
    /// bar's leading edge, `bottomBar` in a bottom toolbar, `principal`, `status` and
    /// `keyboard` nowhere, the rest trailing (`confirmationAction` in semibold, as "Done").
    ///
    /// - Complexity: O(*n*) in the toolbar items.
    public func screen(device: SnapshotDevice) -> TableLayout.Screen? {
        guard title != nil || !toolbarItems.isEmpty || hasSearch || !tabs.isEmpty || isPushed else { return nil }
        typealias BarItem = TableLayout.Screen.BarItem
        var leading: [BarItem] = [], trailing: [BarItem] = [], bottom: [BarItem] = []
        for item in toolbarItems {
            let bar = BarItem(title: item.systemImage == nil ? item.title : nil, symbol: item.systemImage,
                              style: item.placement == "confirmationAction" ? .done : .plain)
            switch item.placement {
            case "cancellationAction", "navigation", "navigationBarLeading", "topBarLeading": leading.append(bar)
            case "bottomBar": bottom.append(bar)
            case "principal", "status", "keyboard": continue
            default: trailing.append(bar)
            }
        }
        // `automatic` is inline on a pushed screen, with or without its back button.
        let mode: TableLayout.Screen.TitleDisplayMode = switch titleDisplayMode {
        case "inline": .inline
        case "large": .large
        default: isPushed ? .inline : .automatic
        }
        let hasBar = title != nil || !leading.isEmpty || !trailing.isEmpty || hasSearch || isPushed
        return TableLayout.Screen(
            device: device.name,
            navigationBar: hasBar ? .init(title: title, displayMode: mode, backTitle: backTitle, leading: leading, trailing: trailing) : nil,
            search: hasSearch ? .init(placeholder: searchPrompt ?? "Search") : nil,
            toolbar: bottom.isEmpty ? nil : .init(items: bottom),
            tabBar: tabs.isEmpty ? nil : .init(items: tabs.map { .init(title: $0.title, symbol: $0.systemImage, badge: $0.badge) }))
    }

    init(_ info: ScreenChromeInfo) {
        title = info.title
        titleDisplayMode = info.titleDisplayMode
        toolbarItems = info.toolbarItems.map { Item(placement: $0.placement, title: $0.title, systemImage: $0.systemImage) }
        hasSearch = info.hasSearch
        searchPrompt = info.searchPrompt
        tabs = info.tabs.map { Item(placement: "tab", title: $0.title, systemImage: $0.systemImage, badge: $0.badge) }
        isPushed = info.isPushed
        backTitle = info.backTitle
    }
}

/// A link `ResolvedView(_:following:)` or `assertTableSnapshot(of:following:)` could not follow.
public struct NavigationLinkNotFound: Error, CustomStringConvertible {
    /// The name asked for, and the screen it was looked for on.
    public var title: String
    public var screen: String
    var reason: String

    public var description: String { "\(screen) has no NavigationLink '\(title)' to follow: \(reason)" }
}

/// A device a SwiftUI snapshot is drawn for: its width in points and its scale (the widths of
/// `tablesnap`'s device presets, docs/snapshots.md).
public struct SnapshotDevice: Equatable, Sendable {
    public var name: String
    public var width: Double
    public var scale: Int

    public init(name: String, width: Double, scale: Int) {
        self.name = name
        self.width = width
        self.scale = scale
    }

    public static let iPhoneSE = SnapshotDevice(name: "se", width: 375, scale: 2)
    public static let iPhone16 = SnapshotDevice(name: "iphone16", width: 393, scale: 3)
    public static let iPhone16Plus = SnapshotDevice(name: "iphone16Plus", width: 430, scale: 3)
    public static let iPhone16Pro = SnapshotDevice(name: "iphone16Pro", width: 402, scale: 3)
    public static let iPhone16ProMax = SnapshotDevice(name: "iphone16ProMax", width: 440, scale: 3)
    public static let iPad = SnapshotDevice(name: "ipad", width: 820, scale: 2)
}
