import Foundation
import SwiftUI
import TableLayout
import TableSnapshotSwiftUI
import Testing

/// Views and modifiers real list screens use beyond the first set: each against the rows
/// and elements it stands for.
@MainActor @Suite struct MoreControlsTests {
    func rows<V: SwiftUI.View>(_ view: V) -> [Row] { Render.table(view).sections.flatMap { Array($0.rows) } }

    func texts(_ row: Row) -> [String] { row.title.map { [$0] } ?? row.content.map { Resolved.texts($0.root) } ?? [] }

    @Test func labelsHiddenDropsAControlsLabel() {
        let shown = rows(Form { Toggle("Wi-Fi", isOn: .constant(true)) })
        let hidden = rows(Form { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden() })
        #expect(texts(shown[0]) == ["Wi-Fi"])
        #expect(texts(hidden[0]).isEmpty)
        #expect(hidden[0].accessory == .switch && hidden[0].isOn == true)
        let picker = rows(Form { Picker("Size", selection: .constant(1)) { Text("Small").tag(1) }.labelsHidden() })
        #expect(texts(picker[0]) == ["Small"])
    }

    @Test func disclosureGroupsAreARowAndTheirRowsWhenOpen() {
        let closed = rows(Form { DisclosureGroup("Advanced") { Text("Proxy"); Text("DNS") } })
        #expect(closed.count == 1)
        #expect(texts(closed[0]) == ["Advanced"])
        let open = rows(Form { DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Proxy"); Text("DNS") } })
        #expect(open.map(texts) == [["Advanced"], ["Proxy"], ["DNS"]])
        guard case .stack(let stack)? = open[0].content?.root.kind, case .symbol(let chevron)? = stack.children.last?.kind else {
            Issue.record("no chevron"); return
        }
        #expect(chevron.name == "chevron.down")
    }

    @Test func emptyStatesAsyncImagesColourWellsAndGroupBoxes() {
        let empty = rows(List { ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")) })
        #expect(texts(empty[0]) == ["No Mail", "New mail appears here."])
        let search = rows(List { ContentUnavailableView.search })
        #expect(texts(search[0]) == ["No Results"])
        // The first frame: the placeholder, as before a download ends.
        let image = rows(List { AsyncImage(url: URL(string: "https://example.com/a.png")) { $0 } placeholder: { Text("Loading") } })
        #expect(texts(image[0]) == ["Loading"])
        let phase = rows(List { AsyncImage(url: nil) { phase in if phase.image == nil { Text("Empty") } } })
        #expect(texts(phase[0]) == ["Empty"])
        let well = rows(Form { ColorPicker("Accent", selection: .constant(.red)) })
        #expect(texts(well[0]) == ["Accent"])
        let box = rows(List { GroupBox("Usage") { Text("62 GB") } })
        #expect(texts(box[0]) == ["Usage", "62 GB"])
    }

    @Test func editButtonsAndOlderBarItemsAreToolbarItems() {
        let chrome = ResolvedView(List { Text("a") }.navigationBarItems(leading: EditButton(), trailing: Button("Add") {})).chrome
        #expect(chrome.toolbarItems.map(\.title) == ["Edit", "Add"])
        #expect(chrome.toolbarItems.map(\.placement) == ["navigationBarLeading", "navigationBarTrailing"])
    }

    @Test func lineSpacingAddsToTheText() {
        let spaced = rows(List { Text("One\nTwo").lineSpacing(6).bold() })
        guard case .stack(let stack)? = spaced[0].content?.root.kind, case .text(let text) = stack.children[0].kind else {
            Issue.record("not a text"); return
        }
        #expect(text.lineSpacing.extra == 6)
    }
}
