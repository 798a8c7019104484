import TableLayout
import Testing

/// The screen's geometry (docs/screen.md): safe areas, content insets, the collapse of the
/// search field and the large title as the table scrolls, bar buttons and hit tests.
@Suite struct ScreenLayoutTests {
    /// Every text 8 pt a character: widths are known without fonts.
    struct FixedWidth: ElementMeasuring {
        func measureText(_ text: String, font: CellFont, size: Double, maxWidth: Double, lines: Int) -> MeasuredText {
            MeasuredText(width: min(Double(text.count) * 8, maxWidth), height: 20, ascent: 16)
        }
    }

    static func layout(_ screen: Screen, _ device: String = "iphone13", offset: Double = 0, contentHeight: Double = 10_000,
                       direction: LayoutDirection = .leftToRight) throws -> ScreenLayout {
        ScreenLayout(screen, device: try #require(DeviceScreen.named(device)), layoutDirection: direction, offset: offset,
                     contentHeight: contentHeight, measurer: FixedWidth())
    }

    /// The status bar heights the issue names, per device: Apple's safe areas.
    @Test(arguments: [("se", 20.0, 20.0, 0.0), ("iphoneX", 44, 44, 34), ("iphone11", 48, 48, 34), ("iphone13Mini", 50, 50, 34),
                      ("iphone13", 47, 47, 34), ("iphone14Pro", 59, 54, 34), ("iphone16", 59, 54, 34), ("iphone16Pro", 62, 62, 34),
                      ("iphone16ProMax", 62, 62, 34), ("ipad", 24, 24, 20), ("ipadMiniLandscape", 24, 24, 20)])
    func devicesHaveApplesSafeAreas(name: String, top: Double, statusBar: Double, bottom: Double) throws {
        let device = try #require(DeviceScreen.named(name))
        #expect(device.safeArea.top == top && device.statusBarHeight == statusBar && device.safeArea.bottom == bottom)
        #expect(device.hasHomeIndicator == (bottom > 0))
    }

    /// Phones on their side (docs/screen.md, On its side): no status bar, the sensor housing's
    /// inset on both sides (44 pt on the X, useyourloaf's "Supporting iPhone X"; 177 px = 59 pt
    /// on the 14 Pro), 21 pt for the home indicator, none of either on the SE.
    @Test(arguments: [("seLandscape", 667.0, 375.0, 0.0, 0.0), ("iphoneXLandscape", 812, 375, 44, 21),
                      ("iphone13Landscape", 844, 390, 47, 21), ("iphone14ProLandscape", 852, 393, 59, 21),
                      ("iphone16ProLandscape", 874, 402, 62, 21), ("proMaxLandscape", 932, 430, 59, 21)])
    func phonesOnTheirSideHaveSideInsets(name: String, width: Double, height: Double, side: Double, bottom: Double) throws {
        let device = try #require(DeviceScreen.named(name))
        #expect(device.width == width && device.height == height && device.isPhoneOnItsSide)
        #expect(device.safeArea == DeviceScreen.Insets(top: 0, left: side, bottom: bottom, right: side))
        #expect(device.statusBarHeight == 0 && device.hasHomeIndicator == (bottom > 0))
        #expect(device.contentWidth == width - 2 * side)
    }

    /// On its side a phone of compact width takes 32 pt bars and no large title; the Max and
    /// Plus phones (regular width on their side) keep 44 and 49 pt bars, still without a large title.
    @Test func barsOnItsSideAreCompactUnlessTheWidthIsRegular() throws {
        let screen = Screen(navigationBar: .init(title: "Mail", displayMode: .large, leading: [.init(title: "Edit")],
                                                 trailing: [.init(symbol: "plus")]),
                            toolbar: .init(items: [.init(title: "A"), .flexibleSpace, .init(title: "B")]),
                            tabBar: .init(items: [.init(title: "A"), .init(title: "B")]))
        let compact = try Self.layout(screen, "iphone13Landscape")
        #expect(compact.statusBar.height == 0 && compact.largeTitle == nil && compact.showsInlineTitle)
        #expect(compact.inlineBar == ElementFrame(x: 0, y: 0, width: 844, height: 32))
        #expect(compact.contentInsetTop == 32 && compact.contentInsetBottom == 32 + 32 + 21)
        #expect(compact.tabBar == ElementFrame(x: 0, y: 390 - 53, width: 844, height: 53))
        #expect(compact.toolbar == ElementFrame(x: 0, y: 390 - 53 - 32, width: 844, height: 32))
        let regular = try Self.layout(screen, "proMaxLandscape")
        #expect(regular.largeTitle == nil && regular.inlineBar?.height == 44)
        #expect(regular.contentInsetTop == 44 && regular.contentInsetBottom == 49 + 44 + 21)
    }

    /// A symbol button's glyph starts at the bar's margin, its 44 pt touch box centred on the
    /// glyph, as a trailing one's glyph ends at it (measured: UIKit's `.add` button starts its
    /// ink 2 pt past the 16 and 20 pt margins, docs/fidelity.md's `pointfree-tabnav` pairs);
    /// the next button starts 16 pt past the touch box.
    @Test(arguments: [("iphoneX", 16.0), ("iphone11", 20), ("ipad", 20)])
    func symbolButtonsStartTheirGlyphAtTheMargin(device: String, margin: Double) throws {
        let screen = Screen(navigationBar: .init(leading: [.init(symbol: "plus"), .init(title: "Edit")], trailing: [.init(symbol: "gear")]))
        let layout = try Self.layout(screen, device)
        let leading = layout.items.filter { $0.place == .leading }
        let plus = try #require(leading.first), edit = try #require(leading.last)
        let side = BarMetrics.symbolSide, touch = BarMetrics.minimumTouch
        #expect(plus.frame.x + (touch - side) / 2 == margin && plus.frame.width == touch)
        #expect(edit.frame.x == plus.frame.x + touch + BarMetrics.itemSpacing)
        let gear = try #require(layout.items.first { $0.place == .trailing })
        #expect(gear.frame.x + (touch + side) / 2 == layout.width - margin)
    }

    /// Buttons keep the bar's margin inside the safe area's sides; tabs share the width
    /// between them; a point under the sensor housing is the row's nearest edge.
    @Test func onItsSideButtonsAndTabsStayInsideTheSafeArea() throws {
        let screen = Screen(navigationBar: .init(title: "Mail", backTitle: "", trailing: [.init(title: "Done")]),
                            toolbar: .init(items: [.init(title: "Left"), .flexibleSpace, .init(title: "Right")]),
                            tabBar: .init(items: [.init(title: "A"), .init(title: "B")]))
        let layout = try Self.layout(screen, "iphone13Landscape")
        #expect(layout.safeAreaLeft == 47 && layout.safeAreaRight == 47)
        let item = { (place: ScreenLayout.PlacedBarItem.Place) in layout.items.filter { $0.place == place } }
        #expect(item(.back).first?.frame.x == 47)
        let done = try #require(item(.trailing).first)
        #expect(done.frame.x + done.frame.width == 844 - 47 - 20)
        let tools = item(.toolbar)
        #expect(tools.first?.frame.x == 47 + 20 && tools.last.map { $0.frame.x + $0.frame.width } == 844 - 47 - 20)
        #expect(item(.tab).map(\.frame.x) == [47, 47 + 375] && item(.tab).allSatisfy { $0.frame.width == 375 })
        #expect(layout.tableX(atScreenX: 10) == 0 && layout.tableX(atScreenX: 100) == 53)
        #expect(layout.tableX(atScreenX: 840) < 750 && layout.tableX(atScreenX: 840) > 749.9)
        // Right to left, mirrored across the screen: the back button against the right side's inset.
        let mirrored = try Self.layout(screen, "iphone13Landscape", direction: .rightToLeft)
        let back = try #require(mirrored.items.first { $0.place == .back })
        #expect(back.frame.x + back.frame.width == 844 - 47)
    }

    @Test func everyDevicePresetHasAScreenAndLandscapeIPadsAreWide() {
        for device in DeviceScreen.all {
            #expect(device.height > 0 && device.width > 0 && [2, 3].contains(device.scale), "\(device.name)")
            if device.name.hasSuffix("Landscape") { #expect(device.width > device.height, "\(device.name)") }
        }
        #expect(Set(DeviceScreen.all.map(\.name)).count == DeviceScreen.all.count)
    }

    /// Insets at rest: status bar + 44 + 52 (large title) + 52 (search) on top; the tab bar's
    /// 49 + 34 at the bottom; without bars the safe area's.
    @Test func contentInsetsAddTheBarsUp() throws {
        let bare = try Self.layout(Screen())
        #expect(bare.contentInsetTop == 47 && bare.contentInsetBottom == 34 && bare.navigationBar == nil)
        let full = try Self.layout(Screen(navigationBar: .init(title: "Mail"), search: .init(),
                                          tabBar: .init(items: [.init(title: "A"), .init(title: "B")])))
        #expect(full.contentInsetTop == 47 + 44 + 52 + 52)
        #expect(full.contentInsetBottom == 49 + 34)
        #expect(full.tabBar == ElementFrame(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(full.inlineBar == ElementFrame(x: 0, y: 47, width: 390, height: 44))
        #expect(full.largeTitle == ElementFrame(x: 0, y: 91, width: 390, height: 52))
        #expect(full.searchBar == ElementFrame(x: 0, y: 143, width: 390, height: 52))
        #expect(full.contentTop == 195 && full.visibleTop == 195 && !full.isContentUnderTopBar && !full.showsInlineTitle)
        // Inline with a toolbar over the tab bar, and a prompt.
        let inline = try Self.layout(Screen(navigationBar: .init(title: "Wi-Fi", backTitle: "Settings", prompt: "Choose"),
                                            toolbar: .init(items: [.init(title: "Edit")]), tabBar: .init(items: [.init(title: "A")])))
        #expect(inline.contentInsetTop == 47 + 30 + 44 && inline.showsInlineTitle)
        #expect(inline.contentInsetBottom == 49 + 34 + 44)
        #expect(inline.toolbar == ElementFrame(x: 0, y: 844 - 83 - 44, width: 390, height: 44))
    }

    /// Beside a centred inline title the back button shows the previous title when it ends
    /// 8 pt short of the title, else "Back", else the chevron alone, as UIKit's does. With 8 pt
    /// a character on a 390 pt phone, a title of n characters leaves (390 − 8n) / 2 − 8 − 30 pt
    /// after the back title's start (30 pt, measured): "Settings" (64 pt) fits up to n = 23,
    /// "Back" (32 pt) up to n = 31.
    @Test func theBackButtonFallsBackToBackThenTheChevronAlone() throws {
        func back(titleLength n: Int, displayMode: Screen.TitleDisplayMode = .inline, rightToLeft: Bool = false) throws -> ScreenLayout.PlacedBarItem {
            let screen = Screen(navigationBar: .init(title: String(repeating: "m", count: n), displayMode: displayMode, backTitle: "Settings"))
            let layout = try Self.layout(screen, direction: rightToLeft ? .rightToLeft : .leftToRight)
            return try #require(layout.items.first { $0.place == .back })
        }
        for n in 1...48 {
            let room = (390 - 8 * Double(n)) / 2 - 8 - 30
            let expected = 64 <= room ? "Settings" : 32 <= room ? "Back" : ""
            let item = try back(titleLength: n)
            #expect(item.item.title == expected, "a title of \(n) characters")
            let end = expected.isEmpty ? 44 : 30 + 8 * Double(expected.count)
            #expect(item.frame == ElementFrame(x: 0, y: 47, width: end, height: 44), "a title of \(n) characters")
            #expect(item.titleFrame == (expected.isEmpty ? nil : ElementFrame(x: 30, y: 47, width: 8 * Double(expected.count), height: 44)))
        }
        // At each boundary, both ways; mirrored right to left the same choice.
        #expect(try back(titleLength: 23).item.title == "Settings" && back(titleLength: 24).item.title == "Back")
        #expect(try back(titleLength: 31).item.title == "Back" && back(titleLength: 32).item.title == "")
        #expect(try back(titleLength: 24, rightToLeft: true).item.title == "Back")
        // A large title at rest is not beside the button: the previous title stays (up to a third of the bar).
        #expect(try back(titleLength: 40, displayMode: .large).item.title == "Settings")
    }

    /// Scrolling takes the search bar's height first, then the large title's; past both the
    /// content slides under the inline bar, which shows its title, material and hairline.
    /// Checked against a brute-force model of the same rule at every offset.
    @Test func theSearchFieldThenTheLargeTitleCollapse() throws {
        let screen = Screen(navigationBar: .init(title: "Mail"), search: .init())
        for step in 0...300 {
            let offset = Double(step) * 0.5
            let layout = try Self.layout(screen, offset: offset)
            let search = max(0, 52 - offset), large = max(0, 52 - max(0, offset - 52))
            #expect(layout.searchBar?.height == search, "offset \(offset)")
            #expect(layout.largeTitle?.height == large, "offset \(offset)")
            #expect(layout.visibleTop == 47 + 44 + large + search)
            #expect(layout.contentTop == 195 - offset)
            #expect(layout.showsInlineTitle == (offset >= 104))
            #expect(layout.isContentUnderTopBar == (offset > 104))
        }
        // A search field that stays: only the large title collapses.
        var staying = Screen(navigationBar: .init(title: "Mail"), search: .init())
        staying.search?.hidesWhenScrolling = false
        let layout = try Self.layout(staying, offset: 30)
        #expect(layout.searchBar?.height == 52 && layout.largeTitle?.height == 22)
    }

    /// The large title grows with Dynamic Type and its room with it; the inline bar keeps 44 pt.
    @Test func theLargeTitleGrowsWithDynamicType() throws {
        let screen = Screen(navigationBar: .init(title: "Notes"))
        let device = try #require(DeviceScreen.named("iphone13"))
        var heights: [Double] = []
        for size in ContentSize.allCases {
            let layout = ScreenLayout(screen, device: device, contentSize: size, contentHeight: 10_000, measurer: FixedWidth())
            #expect(layout.inlineBar?.height == 44)
            heights.append(try #require(layout.largeTitle?.height))
        }
        #expect(heights == heights.sorted() && heights[3] == 52 && heights.first == 52 && heights.last! > 52 + 20)
    }

    @Test func offsetsAreClampedToTheContent() throws {
        let screen = Screen(navigationBar: .init(title: "T", displayMode: .inline))
        let short = try Self.layout(screen, offset: 500, contentHeight: 300)
        #expect(short.offset == 0)
        let long = try Self.layout(screen, offset: 1e9, contentHeight: 2000)
        #expect(long.offset == 2000 - (844 - 91 - 34))
        #expect(try Self.layout(screen, offset: -.infinity).offset == 0)
    }

    /// `automatic` is large on the stack's first screen, inline under a back button.
    @Test func automaticDisplayModeFollowsTheBackButton() {
        #expect(Screen.NavigationBar(title: "A").isLarge)
        #expect(!Screen.NavigationBar(title: "A", backTitle: "Back").isLarge)
        #expect(Screen.NavigationBar(title: "A", displayMode: .large, backTitle: "Back").isLarge)
        #expect(!Screen.NavigationBar(title: "A", displayMode: .inline).isLarge)
    }

    /// Buttons from the edges at the bar's margin (16 pt under 414 pt), the back button's title
    /// after its chevron; hit tests name them; right to left mirrors them.
    @Test func barButtonsArePlacedAndHit() throws {
        let screen = Screen(navigationBar: .init(title: "T", backTitle: "Back",
                                                 trailing: [.init(id: "add", symbol: "plus", action: "add"), .init(id: "edit", title: "Edit")]),
                            tabBar: .init(items: [.init(id: "one", title: "One"), .init(id: "two", title: "Two", badge: "2")], selected: 1))
        let layout = try Self.layout(screen)
        let edit = try #require(layout.items.first { $0.item.id == "edit" })
        #expect(edit.frame == ElementFrame(x: 390 - 16 - 32, y: 47, width: 32, height: 44))
        let add = try #require(layout.items.first { $0.item.id == "add" })
        #expect(add.frame.x + add.frame.width == 390 - 16 - 32 - 16 + 10)  // a 44 pt box round a 24 pt glyph
        let back = try #require(layout.items.first { $0.place == .back })
        #expect(back.titleFrame?.x == 30 && back.titleFrame?.width == 32)  // measured, docs/fidelity.md
        #expect(layout.barItem(atX: 360, y: 60)?.item.id == "edit")
        #expect(layout.barItem(atX: 300, y: 800)?.item.id == "two")
        #expect(layout.barItem(atX: 300, y: 800)?.isSelected == true)
        #expect(layout.barItem(atX: 200, y: 60) == nil)
        #expect(layout.isOnBar(x: 200, y: 60) && layout.isOnBar(x: 10, y: 830) && !layout.isOnBar(x: 200, y: 400))
        let mirrored = try Self.layout(screen, direction: .rightToLeft)
        for (a, b) in zip(layout.items, mirrored.items) {
            #expect(b.frame.x == 390 - a.frame.x - a.frame.width)
        }
        #expect(mirrored.barItem(atX: 30, y: 60)?.item.id == "edit")
    }

    /// A picture taken in another simulator's window: the safe area's top overrides the device's.
    @Test func theSafeAreaCanBeOverridden() throws {
        var screen = Screen(navigationBar: .init(title: "T", displayMode: .inline))
        screen.safeAreaTop = 54
        let layout = try Self.layout(screen)
        #expect(layout.inlineBar?.y == 54 && layout.contentInsetTop == 98 && layout.statusBar.height == 54)
    }
}
