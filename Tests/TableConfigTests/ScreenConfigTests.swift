import Testing
@testable import TableConfig
import TableLayout

/// `screen:` in a config (docs/screen.md): read in YAML and JSON, its device picked by the
/// table's width when it names none, and each wrong value an error at its line and column.
@Suite struct ScreenConfigTests {
    /// `screen: …` on line 2, its value from column 9.
    static func load(_ screen: String, width: Int = 390) throws -> LoadedConfig {
        try ConfigLoader.load(text: "width: \(width)\nscreen: \(screen)\nsections: []\n", file: "t.yaml")
    }

    @Test func aScreenIsRead() throws {
        let yaml = """
            width: 393
            screen:
              device: iphone16
              tint: "#FF9500"
              statusBar: {time: "10:09", cellular: 2, battery: 40}
              navigationBar:
                title: Mail
                back: Settings
                leading: [Edit]
                trailing: [{symbol: plus, id: add, action: compose}, {title: Done, style: done}]
                prompt: Pick one
              search: {placeholder: Find, scopes: [All, Unread], selectedScope: 1, hidesWhenScrolling: false}
              toolbar: [{symbol: trash}, flexibleSpace, {title: Move, enabled: false}]
              tabBar: {items: [{title: Mail, symbol: envelope, badge: "3"}, {title: Settings, symbol: gear}], selected: 1}
              homeIndicator: false
            sections: []

            """
        let screen = try #require(try ConfigLoader.load(text: yaml, file: "t.yaml").view.screen)
        #expect(screen.device == "iphone16" && screen.tint == Color(red: 0xFF, green: 0x95, blue: 0) && !screen.showsHomeIndicator)
        #expect(screen.statusBar == Screen.StatusBar(time: "10:09", cellularBars: 2, wifiBars: 3, batteryLevel: 40))
        let bar = try #require(screen.navigationBar)
        #expect(bar.title == "Mail" && bar.backTitle == "Settings" && !bar.isLarge && bar.prompt == "Pick one")
        #expect(bar.leading == [Screen.BarItem(title: "Edit")])
        #expect(bar.trailing == [Screen.BarItem(id: "add", symbol: "plus", action: "compose"), Screen.BarItem(title: "Done", style: .done)])
        #expect(screen.search == Screen.SearchField(placeholder: "Find", scopes: ["All", "Unread"], selectedScope: 1, hidesWhenScrolling: false))
        #expect(screen.toolbar?.items == [Screen.BarItem(symbol: "trash"), .flexibleSpace, Screen.BarItem(title: "Move", isEnabled: false)])
        #expect(screen.tabBar?.selected == 1 && screen.tabBar?.items.first?.badge == "3")
        // JSON alike; no device: the first preset of the table's width.
        let json = try ConfigLoader.load(text: #"{"width": 390, "screen": {"navigationBar": {"title": "A"}}, "sections": []}"#, file: "t.json")
        #expect(json.view.screen?.device == "iphone13" && json.view.screen?.navigationBar?.title == "A")
        #expect(try Self.load("{statusBar: false}").view.screen?.statusBar == nil)
        #expect(try Self.load("{}", width: 391).view.screen?.device == nil)
    }

    @Test(arguments: [
        ("{device: iphone17}", "no device preset 'iphone17'", 18),
        ("{navigationBar: {title: A, displayMode: huge}}", "'displayMode' must be one of", 49),
        ("{navigationBar: {titel: A}}", "did you mean 'title'?", 26),
        ("{navigationBar: {trailing: [{id: x}]}}", "needs a 'title' or a 'symbol'", 37),
        ("{navigationBar: {trailing: [{symbol: plsu}]}}", "did you mean 'plus'?", 46),
        ("{tabBar: {items: []}}", "at least one item", 26),
        ("{tabBar: {items: [{title: A}], selected: 3}}", "'selected'", 50),
        ("{search: {selectedScope: 1}}", "needs 'scopes'", 34),
        ("{statusBar: {battery: 120}}", "'battery'", 31),
        ("{toolbar: [{title: A, style: bold}]}", "'style' must be one of", 38),
    ])
    func aWrongScreenIsAnErrorAtItsPlace(screen: String, message: String, column: Int) {
        #expect {
            _ = try Self.load(screen)
        } throws: { error in
            let error = error as? ConfigError
            return error?.location?.line == 2 && error?.location?.column == column && error?.message.contains(message) == true
        }
    }
}
