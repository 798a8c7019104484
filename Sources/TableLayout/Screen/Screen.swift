/// The iOS screen drawn around a table (docs/screen.md): the status bar, a navigation bar with
/// its title, buttons and search field, a bottom toolbar or a tab bar, and the home
/// indicator. Each part is optional; a `Screen()` with nothing set draws the status bar and
/// the home indicator of its device only. What it describes is laid out by ``ScreenLayout``.
public struct Screen: Equatable, Sendable {
    /// The device whose screen this is (``DeviceScreen/all``); nil: the preset of the table's width.
    public var device: String?
    /// The status bar (nil: none drawn, its height still taken as UIKit's safe area).
    public var statusBar: StatusBar?
    public var navigationBar: NavigationBar?
    /// A search field in the navigation bar (`.searchable`, `UISearchController`).
    public var search: SearchField?
    /// A bottom toolbar (`ToolbarItem(placement: .bottomBar)`, `setToolbarItems`); above the tab bar when both are set.
    public var toolbar: Toolbar?
    public var tabBar: TabBar?
    /// The home indicator of devices without a home button.
    public var showsHomeIndicator: Bool
    /// The app's tint (`UIWindow.tintColor`, SwiftUI's `.tint`): bar buttons and the selected
    /// tab; nil: systemBlue.
    public var tint: Color?
    /// The safe area's top and bottom instead of the device's: a picture taken in a window of
    /// another simulator (a swift-snapshot-testing device config drawn in the key window).
    public var safeAreaTop: Double?
    public var safeAreaBottom: Double?

    public init(device: String? = nil, statusBar: StatusBar? = StatusBar(), navigationBar: NavigationBar? = nil,
                search: SearchField? = nil, toolbar: Toolbar? = nil, tabBar: TabBar? = nil, showsHomeIndicator: Bool = true) {
        self.device = device
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.search = search
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.showsHomeIndicator = showsHomeIndicator
    }

    /// The status bar's content: the time and the indicators, as a simulator's screenshot shows them.
    public struct StatusBar: Equatable, Sendable {
        /// Apple's marketing pictures say 9:41.
        public var time: String
        /// Signal bars out of four; Wi-Fi arcs out of three; nil: not drawn.
        public var cellularBars: Int?
        public var wifiBars: Int?
        /// From 0 to 100.
        public var batteryLevel: Int

        public init(time: String = "9:41", cellularBars: Int? = 4, wifiBars: Int? = 3, batteryLevel: Int = 100) {
            self.time = time
            self.cellularBars = cellularBars
            self.wifiBars = wifiBars
            self.batteryLevel = batteryLevel
        }
    }

    /// A button of a bar: a title or a symbol, UIKit's `UIBarButtonItem`.
    public struct BarItem: Equatable, Sendable {
        public enum Style: String, CaseIterable, Sendable {
            /// A tinted title in body text, or a symbol.
            case plain
            /// "Done": the title in semibold (`UIBarButtonItem.Style.done`, SwiftUI's confirmationAction).
            case done
            /// A toolbar's flexible space: takes the room left, draws nothing.
            case flexibleSpace
        }
        public var id: String?
        public var title: String?
        /// An SF Symbols name (docs/cells.md lists those drawn).
        public var symbol: String?
        public var style: Style
        /// What a hit test on it reports (`query --point`).
        public var action: String?
        public var isEnabled: Bool

        public init(id: String? = nil, title: String? = nil, symbol: String? = nil, style: Style = .plain,
                    action: String? = nil, isEnabled: Bool = true) {
            self.id = id
            self.title = title
            self.symbol = symbol
            self.style = style
            self.action = action
            self.isEnabled = isEnabled
        }

        public static let flexibleSpace = BarItem(style: .flexibleSpace)
    }

    /// `navigationBarTitleDisplayMode` / `UINavigationItem.LargeTitleDisplayMode`.
    public enum TitleDisplayMode: String, CaseIterable, Sendable {
        /// Large on the first screen of a stack (no back button), inline on the screens pushed on it.
        case automatic
        case inline
        case large
    }

    public struct NavigationBar: Equatable, Sendable {
        public var title: String?
        public var displayMode: TitleDisplayMode
        /// The previous screen's title on the back button; "" draws the chevron alone;
        /// nil: no back button (the stack's first screen).
        public var backTitle: String?
        public var leading: [BarItem]
        public var trailing: [BarItem]
        /// A line of text above the title (`UINavigationItem.prompt`).
        public var prompt: String?

        public init(title: String? = nil, displayMode: TitleDisplayMode = .automatic, backTitle: String? = nil,
                    leading: [BarItem] = [], trailing: [BarItem] = [], prompt: String? = nil) {
            self.title = title
            self.displayMode = displayMode
            self.backTitle = backTitle
            self.leading = leading
            self.trailing = trailing
            self.prompt = prompt
        }

        /// Whether the title is drawn large at rest: `automatic` is large on a stack's first
        /// screen, as `UINavigationBar.prefersLargeTitles` with `.automatic` items shows it.
        ///
        /// - Complexity: O(1).
        public var isLarge: Bool {
            switch displayMode {
            case .large: true
            case .inline: false
            case .automatic: backTitle == nil
            }
        }
    }

    public struct SearchField: Equatable, Sendable {
        public var placeholder: String
        /// Text typed into it (drawn in place of the placeholder, with the clear button).
        public var text: String?
        /// The Cancel button beside an active field.
        public var showsCancel: Bool
        /// A scope bar's titles under the field (empty: none), and the selected one.
        public var scopes: [String]
        public var selectedScope: Int
        /// Collapsed as the table scrolls, before the large title (`hidesSearchBarWhenScrolling`, true by default).
        public var hidesWhenScrolling: Bool

        public init(placeholder: String = "Search", text: String? = nil, showsCancel: Bool = false, scopes: [String] = [],
                    selectedScope: Int = 0, hidesWhenScrolling: Bool = true) {
            self.placeholder = placeholder
            self.text = text
            self.showsCancel = showsCancel
            self.scopes = scopes
            self.selectedScope = selectedScope
            self.hidesWhenScrolling = hidesWhenScrolling
        }
    }

    public struct Toolbar: Equatable, Sendable {
        public var items: [BarItem]

        public init(items: [BarItem]) {
            self.items = items
        }
    }

    public struct TabBar: Equatable, Sendable {
        public struct Item: Equatable, Sendable {
            public var id: String?
            public var title: String
            public var symbol: String?
            /// A red badge's text ("3", "New"); nil: none.
            public var badge: String?
            public var action: String?

            public init(id: String? = nil, title: String, symbol: String? = nil, badge: String? = nil, action: String? = nil) {
                self.id = id
                self.title = title
                self.symbol = symbol
                self.badge = badge
                self.action = action
            }
        }
        public var items: [Item]
        public var selected: Int

        public init(items: [Item], selected: Int = 0) {
            self.items = items
            self.selected = selected
        }
    }
}
