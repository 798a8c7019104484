/// Where everything of a ``Screen`` is on its device at a scroll offset, in screen points
/// (docs/screen.md, Geometry): the bars, their buttons, the table's frame and the content
/// insets UIKit's automatic adjustment gives it (`contentInsetAdjustmentBehavior`), and the
/// large title's collapse into the inline bar as the table scrolls.
///
/// `offset` is how far the table has scrolled from rest (UIKit's `contentOffset.y` plus the
/// adjusted top inset): 0 shows the large title and the search field whole with the content's
/// top under them; each point scrolled first collapses the search field (when it hides on
/// scroll), then the large title, and past both slides the content under the inline bar.
public struct ScreenLayout: Equatable, Sendable {
    public let screen: Screen
    public let device: DeviceScreen
    public let offset: Double
    public let layoutDirection: LayoutDirection

    /// The status bar's frame (its height is the device's status bar, drawn or not).
    public let statusBar: ElementFrame
    /// The navigation bar from the safe area's top to its bottom edge now (nil: no bar, and no search field).
    public let navigationBar: ElementFrame?
    /// The prompt's line, the inline bar (44 / 50 pt), and what is left of the large title's
    /// 52 pt and of the search bar's 52 pt (and scope bar's 44) as the table scrolls.
    public let prompt: ElementFrame?
    public let inlineBar: ElementFrame?
    public let largeTitle: ElementFrame?
    public let searchBar: ElementFrame?
    public let scopeBar: ElementFrame?
    /// The large title's baseline and its leading x (its trailing x in right to left).
    public let largeTitleBaseline: Double?
    /// Whether the inline bar shows its centred title: always without a large title, and once
    /// the large title has scrolled under it.
    public let showsInlineTitle: Bool
    /// Whether content has scrolled under the top bar (or the bottom bars): UIKit draws the
    /// bar's material and hairline then, and nothing at the scroll edge (iOS 15's
    /// `scrollEdgeAppearance`).
    public let isContentUnderTopBar: Bool
    public let isContentUnderBottomBar: Bool
    public let toolbar: ElementFrame?
    public let tabBar: ElementFrame?
    public let homeIndicator: ElementFrame?
    /// Every button of every bar, the back button and the tab bar's items included.
    public let items: [PlacedBarItem]
    /// The table's content insets at rest (top: status bar, navigation bar, large title,
    /// search; bottom: toolbar, tab bar or the home indicator's area), as UIKit adjusts them.
    public let contentInsetTop: Double
    public let contentInsetBottom: Double
    /// Where the content's top (content y 0) is on the screen now.
    public let contentTop: Double
    /// The screen y where sticky headers pin and the visible content begins: the top bar's
    /// bottom edge now (the safe area's top without a navigation bar).
    public let visibleTop: Double
    /// The safe area's sides (a phone on its side: the sensor housing's room on both): the
    /// table's cells inset their content by them and bars their buttons; the table's content
    /// is laid out in the width between (``DeviceScreen/contentWidth``) from screen x
    /// `safeAreaLeft`, its cells' backgrounds reaching the screen's edges.
    public let safeAreaLeft: Double
    public let safeAreaRight: Double

    /// A bar button where it is drawn: its frame is its touch box (at least 44 pt wide on a
    /// symbol), as tall as its bar.
    public struct PlacedBarItem: Equatable, Sendable {
        public enum Place: String, Sendable { case back, leading, trailing, toolbar, tab, searchCancel }
        public var place: Place
        public var item: Screen.BarItem
        public var frame: ElementFrame
        /// The text's box (nil for a symbol alone), for the renderer and the probes.
        public var titleFrame: ElementFrame?
        /// A tab's: whether it is the selected one, its badge.
        public var isSelected: Bool
        public var badge: String?
    }

    /// Lays `screen` out on `device` scrolled `offset` points from rest over `contentHeight`
    /// points of content; `measurer` gives titles their widths (the renderer's fonts, so
    /// buttons are where their text is drawn).
    ///
    /// - Complexity: O(bar items).
    public init(_ screen: Screen, device: DeviceScreen, contentSize: ContentSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                offset: Double = 0, contentHeight: Double = 0, measurer: ElementMeasuring) {
        var device = device
        if let top = screen.safeAreaTop { (device.safeArea.top, device.statusBarHeight) = (top, top) }
        if let bottom = screen.safeAreaBottom { device.safeArea.bottom = bottom }
        self.screen = screen
        self.device = device
        self.layoutDirection = layoutDirection
        let (w, h) = (device.width, device.height)
        let isPad = device.isPad
        let safeTop = device.safeArea.top
        let (insetLeft, insetRight) = (device.safeArea.left, device.safeArea.right)
        (safeAreaLeft, safeAreaRight) = (insetLeft, insetRight)
        statusBar = ElementFrame(x: 0, y: 0, width: w, height: device.statusBarHeight)

        // The bottom bars, from the screen's bottom up.
        var bottom = h
        var toolbarFrame: ElementFrame?, tabBarFrame: ElementFrame?
        if screen.tabBar != nil {
            let height = BarMetrics.tabBar(on: device) + device.safeArea.bottom
            tabBarFrame = ElementFrame(x: 0, y: h - height, width: w, height: height)
            bottom = h - height
        }
        if screen.toolbar != nil {
            let height = BarMetrics.toolbar(on: device) + (tabBarFrame == nil ? device.safeArea.bottom : 0)
            toolbarFrame = ElementFrame(x: 0, y: bottom - height, width: w, height: height)
            bottom -= height
        }
        toolbar = toolbarFrame
        tabBar = tabBarFrame
        contentInsetBottom = toolbarFrame == nil && tabBarFrame == nil ? device.safeArea.bottom : h - bottom
        if screen.showsHomeIndicator && device.hasHomeIndicator {
            let width = BarMetrics.homeIndicatorWidth(isPad: isPad)
            homeIndicator = ElementFrame(x: (w - width) / 2, y: h - BarMetrics.homeIndicatorBottom - BarMetrics.homeIndicatorHeight,
                                         width: width, height: BarMetrics.homeIndicatorHeight)
        } else {
            homeIndicator = nil
        }

        // The navigation bar's parts at rest, top to bottom, and what scrolling takes of them.
        let bar = screen.navigationBar
        let hasTopBar = bar != nil || screen.search != nil
        let promptHeight = bar?.prompt == nil ? 0 : BarMetrics.prompt
        let inlineHeight = hasTopBar ? BarMetrics.navigationBar(on: device) : 0
        let largeMetrics = BarMetrics.largeTitle(at: contentSize)
        // A phone on its side shows no large title: its height is compact, and the title is inline.
        let largeHeight = bar?.isLarge == true && !device.isPhoneOnItsSide ? largeMetrics.height : 0
        let searchHeight = screen.search == nil ? 0 : BarMetrics.searchBar
        let scopeHeight = screen.search.map { $0.scopes.isEmpty ? 0 : BarMetrics.scopeBar } ?? 0
        let searchCollapses = screen.search?.hidesWhenScrolling ?? false
        contentInsetTop = safeTop + promptHeight + inlineHeight + largeHeight + searchHeight + scopeHeight
        let maxOffset = max(0, contentHeight - (h - contentInsetTop - contentInsetBottom))
        let scrolled = min(max(0, offset.isFinite ? offset : 0), maxOffset)
        self.offset = scrolled
        // Scrolling takes the search bar's height first (when it hides), then the large title's.
        var left = scrolled
        func take(_ height: Double) -> Double {
            let taken = min(height, left)
            left -= taken
            return height - taken
        }
        let searchNow = searchCollapses ? take(searchHeight + scopeHeight) : searchHeight + scopeHeight
        let largeNow = take(largeHeight)
        let collapsible = (searchCollapses ? searchHeight + scopeHeight : 0) + largeHeight
        contentTop = contentInsetTop - scrolled

        var y = safeTop
        func slice(_ height: Double) -> ElementFrame {
            defer { y += height }
            return ElementFrame(x: 0, y: y, width: w, height: height)
        }
        if hasTopBar {
            let top = y
            prompt = promptHeight > 0 ? slice(promptHeight) : nil
            let inline = slice(inlineHeight)
            inlineBar = inline
            largeTitle = largeHeight > 0 ? slice(largeNow) : nil
            if largeHeight > 0 {
                largeTitleBaseline = inline.y + inline.height + largeMetrics.baseline - (largeHeight - largeNow)
            } else {
                largeTitleBaseline = nil
            }
            // The search field sits under the large title; collapsing, it shrinks from below.
            let searchPart = searchHeight / max(searchHeight + scopeHeight, 1)
            searchBar = searchHeight > 0 ? slice(searchNow * (scopeHeight > 0 ? searchPart : 1)) : nil
            scopeBar = scopeHeight > 0 ? slice(searchNow * (1 - searchPart)) : nil
            navigationBar = ElementFrame(x: 0, y: top, width: w, height: y - top)
            visibleTop = y
        } else {
            prompt = nil
            inlineBar = nil
            largeTitle = nil
            largeTitleBaseline = nil
            searchBar = nil
            scopeBar = nil
            navigationBar = nil
            visibleTop = safeTop
        }
        showsInlineTitle = largeHeight == 0 || scrolled >= collapsible
        isContentUnderTopBar = hasTopBar && scrolled > collapsible
        isContentUnderBottomBar = (toolbarFrame != nil || tabBarFrame != nil) && contentTop + contentHeight > bottom

        // Buttons.
        let margin = BarMetrics.barMargin(width: w, isPad: isPad)
        let barSize = BarMetrics.barTextSize
        var placed: [PlacedBarItem] = []
        func width(of item: Screen.BarItem) -> (box: Double, text: Double?) {
            if let title = item.title, item.symbol == nil {
                let font = CellFont(.body, weight: item.style == .done ? .semibold : .regular)
                let text = measurer.measureText(title, font: font, size: font.size(at: barSize), maxWidth: w / 2, lines: 1).width
                return (text, text)
            }
            return (BarMetrics.minimumTouch, nil)
        }
        func titleBox(_ x: Double, _ textWidth: Double?, in bar: ElementFrame) -> ElementFrame? {
            textWidth.map { ElementFrame(x: x, y: bar.y, width: $0, height: bar.height) }
        }
        if let bar, let inline = inlineBar {
            var x = insetLeft + margin
            if let previousTitle = bar.backTitle {
                let font = CellFont(.body)
                let titleX = insetLeft + BarMetrics.backTitleLeading
                func measured(_ words: String, maxWidth: Double) -> Double {
                    words.isEmpty ? 0 : measurer.measureText(words, font: font, size: font.size(at: barSize), maxWidth: maxWidth, lines: 1).width
                }
                let backTitle: String, text: Double
                if showsInlineTitle, let title = bar.title, !title.isEmpty {
                    // Beside a centred title, UIKit's back button shows the previous title when it
                    // ends a gap short of the title, else "Back", else the chevron alone (docs/screen.md).
                    let titleFont = CellFont(.headline, weight: .semibold)
                    let titleWidth = measurer.measureText(title, font: titleFont, size: titleFont.size(at: barSize), maxWidth: w, lines: 1).width
                    let room = (w - titleWidth) / 2 - BarMetrics.inlineTitleGap - titleX
                    (backTitle, text) = [previousTitle, BarMetrics.backFallbackTitle].lazy
                        .map { ($0, measured($0, maxWidth: w)) }.first { $0.1 <= room } ?? ("", 0)
                } else {
                    (backTitle, text) = (previousTitle, measured(previousTitle, maxWidth: w / 3))
                }
                let end = backTitle.isEmpty ? insetLeft + max(BarMetrics.minimumTouch, titleX - insetLeft) : titleX + text
                placed.append(PlacedBarItem(place: .back, item: Screen.BarItem(id: "back", title: backTitle, action: "back"),
                                            frame: ElementFrame(x: insetLeft, y: inline.y, width: end - insetLeft, height: inline.height),
                                            titleFrame: backTitle.isEmpty ? nil : ElementFrame(x: titleX, y: inline.y, width: text, height: inline.height),
                                            isSelected: false, badge: nil))
                x = end + BarMetrics.itemSpacing
            }
            for item in bar.leading where item.style != .flexibleSpace {
                let (box, text) = width(of: item)
                // A symbol's 44 pt box is centred on its glyph, whose leading edge is at the
                // margin, as a trailing one's trailing edge is (measured: UIKit's `.add` button,
                // docs/fidelity.md's `pointfree-tabnav` pairs).
                let boxLeft = text == nil ? x - (box - BarMetrics.symbolSide) / 2 : x
                placed.append(PlacedBarItem(place: .leading, item: item,
                                            frame: ElementFrame(x: boxLeft, y: inline.y, width: box, height: inline.height),
                                            titleFrame: titleBox(boxLeft, text, in: inline), isSelected: false, badge: nil))
                x = boxLeft + box + BarMetrics.itemSpacing
            }
            var edge = w - insetRight - margin
            for item in bar.trailing.reversed() where item.style != .flexibleSpace {
                let (box, text) = width(of: item)
                // A symbol's 44 pt box is centred on its glyph, whose edge is at the margin.
                let boxRight = text == nil ? edge + (box - BarMetrics.symbolSide) / 2 : edge
                placed.append(PlacedBarItem(place: .trailing, item: item,
                                            frame: ElementFrame(x: boxRight - box, y: inline.y, width: box, height: inline.height),
                                            titleFrame: titleBox(boxRight - box, text, in: inline), isSelected: false, badge: nil))
                edge = boxRight - box - BarMetrics.itemSpacing
            }
        }
        if let search = screen.search, search.showsCancel, let field = searchBar, field.height > 0 {
            let font = CellFont(.body)
            let text = measurer.measureText("Cancel", font: font, size: font.size(at: barSize), maxWidth: w / 3, lines: 1).width
            let frame = ElementFrame(x: w - insetRight - margin - text, y: field.y, width: text, height: min(field.height, BarMetrics.searchBar))
            placed.append(PlacedBarItem(place: .searchCancel, item: Screen.BarItem(id: "cancel", title: "Cancel", action: "cancelSearch"),
                                        frame: frame, titleFrame: frame, isSelected: false, badge: nil))
        }
        if let toolbar = screen.toolbar, let frame = toolbarFrame {
            let bar = ElementFrame(x: 0, y: frame.y, width: w, height: BarMetrics.toolbar(on: device))
            let sized = toolbar.items.map { $0.style == .flexibleSpace ? (box: 0.0, text: nil) : width(of: $0) }
            let fixed = sized.reduce(0) { $0 + $1.box }
            let flexible = toolbar.items.filter { $0.style == .flexibleSpace }.count
            let gaps = Double(max(0, toolbar.items.count - 1 - flexible))
            let room = w - insetLeft - insetRight - 2 * margin - fixed - gaps * BarMetrics.itemSpacing
            let flexWidth = flexible > 0 ? max(0, room) / Double(flexible) : 0
            var x = insetLeft + margin
            for (item, size) in zip(toolbar.items, sized) {
                if item.style == .flexibleSpace { x += flexWidth; continue }
                placed.append(PlacedBarItem(place: .toolbar, item: item, frame: ElementFrame(x: x, y: bar.y, width: size.box, height: bar.height),
                                            titleFrame: titleBox(x, size.text, in: bar), isSelected: false, badge: nil))
                x += size.box + BarMetrics.itemSpacing
            }
        }
        if let tabs = screen.tabBar, let frame = tabBarFrame, !tabs.items.isEmpty {
            // Items share the width between the safe area's sides equally.
            let each = (w - insetLeft - insetRight) / Double(tabs.items.count)
            for (k, tab) in tabs.items.enumerated() {
                let item = Screen.BarItem(id: tab.id, title: tab.title, symbol: tab.symbol, action: tab.action)
                placed.append(PlacedBarItem(place: .tab, item: item,
                                            frame: ElementFrame(x: insetLeft + Double(k) * each, y: frame.y, width: each,
                                                                height: BarMetrics.tabBar(on: device)),
                                            titleFrame: nil, isSelected: k == tabs.selected, badge: tab.badge))
            }
        }
        if layoutDirection == .rightToLeft {
            // Right to left, the bars are mirrored: the back button and leading items on the right.
            placed = placed.map { item in
                var item = item
                item.frame = ScreenLayout.mirrored(item.frame, width: w)
                item.titleFrame = item.titleFrame.map { ScreenLayout.mirrored($0, width: w) }
                return item
            }
        }
        items = placed
    }

    static func mirrored(_ frame: ElementFrame, width: Double) -> ElementFrame {
        ElementFrame(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The screen's size in points.
    ///
    /// - Complexity: O(1).
    public var width: Double { device.width }
    public var height: Double { device.height }

    /// The table x at screen x `x`: the table's content lies between the safe area's sides, and
    /// the strips under them belong to the cells they edge (a point there is its nearest edge).
    ///
    /// - Complexity: O(1).
    public func tableX(atScreenX x: Double) -> Double {
        min(max(x - safeAreaLeft, 0), device.contentWidth.nextDown)
    }

    /// The content y shown at screen y `y` (the table scrolls under the bars).
    ///
    /// - Complexity: O(1).
    public func contentY(atScreenY y: Double) -> Double { y - contentTop }

    /// The bar button under a point in screen coordinates (the last placed wins, as views on top do).
    ///
    /// - Complexity: O(bar items).
    public func barItem(atX x: Double, y: Double) -> PlacedBarItem? {
        items.last { $0.frame.contains(x: x, y: y) }
    }

    /// Whether a point is on a bar (the status bar, the navigation bar, a toolbar or tab bar),
    /// where a touch never reaches the table under it.
    ///
    /// - Complexity: O(1).
    public func isOnBar(x: Double, y: Double) -> Bool {
        guard x >= 0, x < width, y >= 0, y < height else { return false }
        if y < visibleTop { return true }
        let bottom = [toolbar, tabBar].compactMap { $0?.y }.min() ?? height
        return y >= bottom
    }
}
