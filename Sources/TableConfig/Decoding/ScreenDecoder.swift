import TableLayout

/// Decodes a config's `screen:` (docs/screen.md): the bars drawn around the table.
enum ScreenDecoder {
    static let keys = ["device", "safeArea", "tint", "statusBar", "navigationBar", "search", "toolbar", "tabBar", "homeIndicator"]
    static let safeAreaKeys = ["top", "bottom"]
    static let statusBarKeys = ["time", "cellular", "wifi", "battery"]
    static let navigationBarKeys = ["title", "displayMode", "back", "leading", "trailing", "prompt"]
    static let itemKeys = ["id", "title", "symbol", "style", "action", "enabled"]
    static let searchKeys = ["placeholder", "text", "cancel", "scopes", "selectedScope", "hidesWhenScrolling"]
    static let tabBarKeys = ["items", "selected"]
    static let tabKeys = ["id", "title", "symbol", "badge", "action"]

    static func decode(_ node: ConfigNode) throws(ConfigError) -> Screen {
        let fields = try KeyedMapping(node, context: "'screen'", allowedKeys: keys)
        var screen = Screen()
        if let device = fields["device"] {
            let name = try device.text("screen 'device'") ?? ""
            guard DeviceScreen.named(name) != nil else { throw ConfigError(DevicePreset.unknown(name), at: device.location) }
            screen.device = name
        }
        if let node = fields["safeArea"] {
            let inset = try KeyedMapping(node, context: "screen 'safeArea'", allowedKeys: safeAreaKeys)
            if let top = inset["top"] { screen.safeAreaTop = try top.length("safeArea 'top'") }
            if let bottom = inset["bottom"] { screen.safeAreaBottom = try bottom.length("safeArea 'bottom'") }
        }
        if let node = fields["tint"] { screen.tint = try node.color("screen 'tint'") }
        if let node = fields["statusBar"] {
            if case .scalar = node.value {
                screen.statusBar = try node.bool("screen 'statusBar'") ? Screen.StatusBar() : nil
            } else {
                let bar = try KeyedMapping(node, context: "'statusBar'", allowedKeys: statusBarKeys)
                var status = Screen.StatusBar()
                if let time = bar["time"] { status.time = try time.text("statusBar 'time'") ?? "" }
                if let n = bar["cellular"] { status.cellularBars = try n.integer("statusBar 'cellular' (bars)", in: 0...4) }
                if let n = bar["wifi"] { status.wifiBars = try n.integer("statusBar 'wifi' (arcs)", in: 0...3) }
                if let n = bar["battery"] { status.batteryLevel = try n.integer("statusBar 'battery' (percent)", in: 0...100) }
                screen.statusBar = status
            }
        }
        if let node = fields["navigationBar"] {
            let bar = try KeyedMapping(node, context: "'navigationBar'", allowedKeys: navigationBarKeys)
            var navigation = Screen.NavigationBar()
            if let title = bar["title"] { navigation.title = try title.text("navigationBar 'title'") }
            if let mode = bar["displayMode"] { navigation.displayMode = try mode.choice("navigationBar 'displayMode'", as: Screen.TitleDisplayMode.self) }
            if let back = bar["back"] {
                // `back: Settings` (the previous title), `back: ""` or `back: true` (the chevron alone).
                if back.isText("true") { navigation.backTitle = "" } else if !back.isText("false") { navigation.backTitle = try back.text("navigationBar 'back'") ?? "" }
            }
            if let list = bar["leading"] { navigation.leading = try items(list, "navigationBar 'leading'") }
            if let list = bar["trailing"] { navigation.trailing = try items(list, "navigationBar 'trailing'") }
            if let prompt = bar["prompt"] { navigation.prompt = try prompt.text("navigationBar 'prompt'") }
            screen.navigationBar = navigation
        }
        if let node = fields["search"] {
            let fields = try KeyedMapping(node, context: "'search'", allowedKeys: searchKeys)
            var search = Screen.SearchField()
            if let n = fields["placeholder"] { search.placeholder = try n.text("search 'placeholder'") ?? "" }
            if let n = fields["text"] { search.text = try n.text("search 'text'") }
            if let n = fields["cancel"] { search.showsCancel = try n.bool("search 'cancel'") }
            if let n = fields["scopes"] {
                search.scopes = try n.sequence("search 'scopes'").map { (scope: ConfigNode) throws(ConfigError) -> String in
                    try scope.text("a scope's title") ?? ""
                }
            }
            if let n = fields["selectedScope"] {
                guard !search.scopes.isEmpty else { throw ConfigError("search 'selectedScope' needs 'scopes', e.g. scopes: [All, Unread]", at: n.location) }
                search.selectedScope = try n.integer("search 'selectedScope'", in: 0...(search.scopes.count - 1))
            }
            if let n = fields["hidesWhenScrolling"] { search.hidesWhenScrolling = try n.bool("search 'hidesWhenScrolling'") }
            screen.search = search
        }
        if let node = fields["toolbar"] { screen.toolbar = Screen.Toolbar(items: try items(node, "'toolbar'")) }
        if let node = fields["tabBar"] {
            let bar = try KeyedMapping(node, context: "'tabBar'", allowedKeys: tabBarKeys)
            let list = try bar.required("items", hint: "the tabs, e.g. items: [{title: Inbox, symbol: tray}]")
            var tabs: [Screen.TabBar.Item] = []
            for element in try list.sequence("tabBar 'items'") {
                let tab = try KeyedMapping(element, context: "a tab", allowedKeys: tabKeys)
                let title = try tab.required("title", hint: "the tab's title, e.g. title: Inbox")
                var item = Screen.TabBar.Item(title: try title.text("a tab's 'title'") ?? "")
                if let n = tab["id"] { item.id = try n.text("a tab's 'id'") }
                if let n = tab["symbol"] { item.symbol = try symbol(n) }
                if let n = tab["badge"] { item.badge = try n.text("a tab's 'badge'") }
                if let n = tab["action"] { item.action = try n.text("a tab's 'action'") }
                tabs.append(item)
            }
            guard !tabs.isEmpty else { throw ConfigError("'tabBar' needs at least one item", at: list.location) }
            var tabBar = Screen.TabBar(items: tabs)
            if let n = bar["selected"] { tabBar.selected = try n.integer("tabBar 'selected'", in: 0...(tabs.count - 1)) }
            screen.tabBar = tabBar
        }
        if let node = fields["homeIndicator"] { screen.showsHomeIndicator = try node.bool("screen 'homeIndicator'") }
        return screen
    }

    /// A bar's buttons: `- Done` (a title), `- {symbol: plus, action: add}`, `- flexibleSpace`.
    private static func items(_ node: ConfigNode, _ what: String) throws(ConfigError) -> [Screen.BarItem] {
        var items: [Screen.BarItem] = []
        for element in try node.sequence(what) {
            if case .scalar = element.value {
                if element.isText("flexibleSpace") { items.append(.flexibleSpace); continue }
                items.append(Screen.BarItem(title: try element.text("a bar button") ?? ""))
                continue
            }
            let fields = try KeyedMapping(element, context: "a bar button", allowedKeys: itemKeys)
            var item = Screen.BarItem()
            if let n = fields["id"] { item.id = try n.text("a bar button's 'id'") }
            if let n = fields["title"] { item.title = try n.text("a bar button's 'title'") }
            if let n = fields["symbol"] { item.symbol = try symbol(n) }
            if let n = fields["style"] { item.style = try n.choice("a bar button's 'style'", as: Screen.BarItem.Style.self) }
            if let n = fields["action"] { item.action = try n.text("a bar button's 'action'") }
            if let n = fields["enabled"] { item.isEnabled = try n.bool("a bar button's 'enabled'") }
            guard item.title != nil || item.symbol != nil || item.style == .flexibleSpace else {
                throw ConfigError("a bar button needs a 'title' or a 'symbol', e.g. {symbol: plus} or {title: Edit}", at: element.location)
            }
            items.append(item)
        }
        return items
    }

    private static func symbol(_ node: ConfigNode) throws(ConfigError) -> String {
        let name = try node.text("a symbol") ?? ""
        guard SymbolNames.all.contains(name) else {
            let near = SymbolNames.nearest(to: name).map { "; did you mean '\($0)'?" } ?? ""
            throw ConfigError("no symbol named '\(name)'\(near) (docs/cells.md lists the \(SymbolNames.all.count) symbols)", at: node.location)
        }
        return name
    }
}
