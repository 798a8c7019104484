import SwiftUI
import TableSnapshotSwiftUI
import Testing

struct InertScreen: View {
    @State private var showSheet = false
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List {
                Text("Row")
                    .onAppear {}
                    .onChange(of: query) { _, _ in }
                    .task {}
                    .accessibilityLabel("Row")
                    .animation(.default, value: query)
                    .swipeActions { Button("Delete", role: .destructive) {} }
            }
            .sheet(isPresented: $showSheet) { Text("Sheet") }
            .alert("Oops", isPresented: $showSheet) { Button("OK") {} }
            .confirmationDialog("Sure?", isPresented: $showSheet) { Button("Yes") {} }
            .refreshable {}
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItem(placement: .topBarLeading) { Button { } label: { Image(systemName: "gear") } }
            }
            .searchable(text: $query, prompt: "Search mail")
        }
    }
}

@MainActor @Suite struct InertModifierTests {
    @Test func inertModifiersCompileAndAreReportedOnceByName() {
        let resolved = ResolvedView(InertScreen())
        // In the order resolution meets them: outermost first.
        #expect(resolved.inertModifiers == ["refreshable", "confirmationDialog", "alert", "sheet", "swipeActions", "animation",
                                            "accessibilityLabel", "task", "onChange", "onAppear"])
        #expect(resolved.table.sections[0].rows.count == 1)
    }

    @Test func barsAreRecordedForTheChrome() {
        let chrome = ResolvedView(InertScreen()).chrome
        #expect(chrome.title == "Inbox")
        #expect(chrome.titleDisplayMode == "inline")
        #expect(chrome.toolbarItems == [
            ScreenChrome.Item(placement: "topBarTrailing", title: "Edit", systemImage: nil),
            ScreenChrome.Item(placement: "topBarLeading", title: "", systemImage: "gear"),
        ])
        #expect(chrome.hasSearch)
        #expect(chrome.searchPrompt == "Search mail")
    }

    /// The recorded bars become the screen tablesnap draws (docs/swiftui.md, "The screen"):
    /// each placement at its edge, the title's mode, the search prompt; none: the list alone.
    @Test func theRecordedBarsBecomeTheScreensBars() throws {
        let screen = try #require(ResolvedView(InertScreen()).chrome.screen(device: .iPhone16))
        #expect(screen.device == "iphone16")
        let bar = try #require(screen.navigationBar)
        #expect(bar.title == "Inbox" && bar.displayMode == .inline)
        #expect(bar.trailing.map(\.title) == ["Edit"] && bar.leading.map(\.symbol) == ["gear"])
        #expect(screen.search?.placeholder == "Search mail" && screen.toolbar == nil)

        struct Placed: View {
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Notes")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .bottomBar) { Button("New") {} }
                            ToolbarItem(placement: .principal) { Text("Ignored") }
                        }
                }
            }
        }
        let placed = try #require(ResolvedView(Placed()).chrome.screen(device: .iPhoneSE))
        #expect(placed.navigationBar?.displayMode == .automatic && placed.navigationBar?.isLarge == true)
        #expect(placed.navigationBar?.trailing == [.init(title: "Done", style: .done)])
        #expect(placed.navigationBar?.leading == [.init(title: "Cancel")])
        #expect(placed.toolbar?.items == [.init(title: "New")] && placed.search == nil)

        struct Bare: View { var body: some View { List { Text("Row") } } }
        #expect(ResolvedView(Bare()).chrome.screen(device: .iPhone16) == nil)
    }

    /// A `TabView` draws its first tab under a tab bar of every tab's label; the first tab's
    /// title is the screen's, not the last one resolved.
    @Test func aTabViewsTabsBecomeTheTabBar() throws {
        struct Tabs: View {
            var body: some View {
                TabView {
                    NavigationStack { List { Text("Inbox row").badge(2) }.navigationTitle("Mail") }
                        .tabItem { Label("Mail", systemImage: "envelope") }
                        .badge(12)
                    NavigationStack { List { Text("Settings row") }.navigationTitle("Settings") }
                        .tabItem { Label("Settings", systemImage: "gear") }
                    Text("Updates")
                        .badge("New")
                        .tabItem { Label("Updates", systemImage: "bell") }
                }
            }
        }
        let resolved = ResolvedView(Tabs())
        #expect(resolved.inertModifiers.isEmpty)
        let screen = try #require(resolved.chrome.screen(device: .iPhone16))
        #expect(screen.navigationBar?.title == "Mail")
        #expect(screen.tabBar?.items.map(\.title) == ["Mail", "Settings", "Updates"])
        #expect(screen.tabBar?.items.map(\.symbol) == ["envelope", "gear", "bell"])
        // A tab's badge, given after or before `.tabItem`; a row's badge stays the row's.
        #expect(screen.tabBar?.items.map(\.badge) == ["12", nil, "New"])
        #expect(resolved.table.sections[0].rows[0].detail == "2")
        #expect(screen.tabBar?.selected == 0)
    }
}
