import Foundation
import Combine
import SwiftUI
import TableLayout
import TablePipeline
import TableSnapshot
import TableSnapshotSwiftUI
import Testing

final class Library: ObservableObject {
    @Published var shelves = ["Fiction", "Poetry"]
}

struct Shelf: Hashable { let name: String }

struct LibraryView: View {
    @EnvironmentObject var library: Library
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Shelves") { ShelvesView() }
                NavigationLink(value: Shelf(name: "Poetry")) { Label("Poetry", systemImage: "book") }
                NavigationLink("Orphan", value: 3)
                NavigationLink { Text("Editor") .toolbarRole(.editor).navigationTitle("Edit") } label: { Text("Edit") }
                NavigationLink { List { Text("Hidden") }.navigationBarBackButtonHidden() } label: { Text("Hidden back") }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Shelf.self) { shelf in List { Text("Shelf \(shelf.name)") }.navigationTitle(shelf.name) }
        }
    }
}

/// A destination that reads the environment object the root screen was given.
struct ShelvesView: View {
    @EnvironmentObject var library: Library
    var body: some View {
        List { ForEach(library.shelves, id: \.self) { Text($0) } }
            .navigationTitle("Shelves")
    }
}

/// Following a `NavigationLink`: the destination is the screen, in the link's environment,
/// under a bar with a back button titled as the screen before it.
@MainActor @Suite struct NavigationTests {
    func titles(_ table: TableLayout.Table) -> [String] {
        table.sections.flatMap { $0.rows.map { $0.title ?? ($0.content.map { Resolved.texts($0.root).joined(separator: " ") } ?? "") } }
    }

    @Test func aFollowedLinkIsThePushedScreenWithItsBackButton() throws {
        let resolved = try ResolvedView(LibraryView().environmentObject(Library()), following: ["Shelves"])
        #expect(titles(resolved.table) == ["Fiction", "Poetry"])
        #expect(resolved.chrome.isPushed)
        #expect(resolved.chrome.backTitle == "Library")
        let bar = try #require(resolved.chrome.screen(device: .iPhone16)?.navigationBar)
        #expect(bar.backTitle == "Library")
        #expect(bar.title == "Shelves")
        #expect(!bar.isLarge)
        // The first screen has no back button and a large title.
        let root = try #require(ResolvedView(LibraryView().environmentObject(Library())).chrome.screen(device: .iPhone16)?.navigationBar)
        #expect(root.backTitle == nil && root.isLarge)
    }

    @Test func aValueLinkPushesItsTypesDestination() throws {
        let resolved = try ResolvedView(LibraryView().environmentObject(Library()), following: ["Poetry"])
        #expect(titles(resolved.table) == ["Shelf Poetry"])
        #expect(resolved.chrome.title == "Poetry")
        #expect(resolved.chrome.backTitle == "Library")
    }

    @Test func theEditorRoleAndAHiddenBackButton() throws {
        let editor = try ResolvedView(LibraryView().environmentObject(Library()), following: ["Edit"])
        #expect(editor.chrome.backTitle == "")
        let hidden = try ResolvedView(LibraryView().environmentObject(Library()), following: ["Hidden back"])
        #expect(hidden.chrome.backTitle == nil)
        let bar = try #require(hidden.chrome.screen(device: .iPhone16)?.navigationBar)
        #expect(bar.backTitle == nil && !bar.isLarge)
        // Two steps: the back title is the screen before the last.
        let twice = try ResolvedView(NavigationStack { List { NavigationLink("Library") { LibraryView() } }.navigationTitle("Home") }
                                        .environmentObject(Library()), following: ["Library", "Shelves"])
        #expect(twice.chrome.backTitle == "Library")
    }

    /// A `.navigationLink` picker pushes its choices, the chosen one checked, under its label.
    @Test func aNavigationLinkPickerPushesItsChoices() throws {
        let form = NavigationStack {
            Form {
                Picker("Language", selection: .constant("de")) {
                    Text("English").tag("en")
                    Text("Deutsch").tag("de")
                }
                .pickerStyle(.navigationLink)
            }
            .navigationTitle("Settings")
        }
        let pushed = try ResolvedView(form, following: ["Language"])
        let rows = pushed.table.sections.flatMap { Array($0.rows) }
        #expect(rows.map(\.title) == ["English", "Deutsch"])
        #expect(rows.map(\.accessory) == [.none, .checkmark])
        #expect(pushed.chrome.title == "Language" && pushed.chrome.backTitle == "Settings")
    }

    @Test func aLinkThatCannotBeFollowedSaysWhy() {
        #expect { try ResolvedView(LibraryView().environmentObject(Library()), following: ["Nope"]) } throws: { error in
            "\(error)" == "the screen 'Library' has no NavigationLink 'Nope' to follow: its links are 'Shelves', 'Poetry', 'Orphan', 'Edit', 'Hidden back'"
        }
        #expect { try ResolvedView(LibraryView().environmentObject(Library()), following: ["Orphan"]) } throws: { error in
            "\(error)".hasSuffix("the link's value has no .navigationDestination(for:) of its type")
        }
        // An untitled screen pushes a screen whose back button says "Back".
        let untitled = try? ResolvedView(List { NavigationLink("Next") { List { Text("x") } } }, following: ["Next"])
        #expect(untitled?.chrome.backTitle == "Back")
    }

    /// The whole pushed screen as a golden: the chevron and "Library" at the bar's leading edge.
    @Test func pushedScreenSnapshot() {
        assertTableSnapshot(of: LibraryView().environmentObject(Library()), following: ["Shelves"], device: .iPhoneSE)
    }

    /// `ResolvedView.png()` is the picture the snapshot compares: the golden's pixels, stamped
    /// with what drew it. Not byte for byte: the stamp names the tablesnap version, and a
    /// release re-records no golden whose pixels did not change (docs/snapshots.md).
    @Test func thePNGIsTheGoldens() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/NavigationTests/pushedScreenSnapshot.png")
        let resolved = try ResolvedView(LibraryView().environmentObject(Library()), following: ["Shelves"], device: .iPhoneSE)
        let png = try resolved.png()
        #expect(try RGBAImage(pngData: png, name: "png()") == RGBAImage(pngData: Data(contentsOf: golden), name: "golden"))
        #expect(RenderEnvironment(png: png) != nil, "stamped with what drew it")
    }
}

#Preview("Library") {
    LibraryView().environmentObject(Library())
}

#Preview {
    let title = "An unnamed preview"
    List { Text(title) }
}

#Preview("State") {
    @Previewable @State var isOn = true
    Form { Toggle("Previewable", isOn: $isOn) }
}

/// `#Preview`s are registered and found with no view named.
@MainActor @Suite struct PreviewRegistryTests {
    @Test func previewsAreFoundInFileOrder() throws {
        let previews = registeredPreviews().filter { $0.fileID == "SwiftUITests/NavigationTests.swift" }
        try #require(previews.map(\.name) == ["Library", nil, "State"])
        #expect(previews.map(\.line) == previews.map(\.line).sorted())
        let table = ResolvedView(previews[1].view()).table
        #expect(table.sections[0].rows[0].title == "An unnamed preview")
        // `@Previewable` state is the preview's own.
        let toggle = ResolvedView(previews[2].view()).table.sections[0].rows[0]
        #expect(toggle.title == "Previewable" && toggle.isOn == true)
    }

    @Test func everyPreviewSnapshotted() {
        assertPreviewSnapshots(module: "SwiftUITests", device: .iPhoneSE)
    }
}
