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
}
