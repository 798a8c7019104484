import Foundation
import SwiftUI
import TableLayout
import TableSnapshotSwiftUI
import Testing
import UIKit

/// A settings screen written in the style of real public apps' (docs/swiftui.md, "The
/// subset against real screens"): hosted in a `UIHostingController` subclass, its preview in
/// a `.stack` navigation view, sections per swipe direction, a prompt editor, a capsule
/// filter chip with iOS 26 glass.
struct GestureSettingsScreen: View {
    @State private var prompt = "You are a helpful assistant."
    @State private var server = ""
    @State private var importing = false
    let directions: [UISwipeGestureRecognizer.Direction] = [.left, .right]

    var body: some View {
        List {
            Section("Prompt") {
                TextEditor(text: $prompt)
                TextField("Server address", text: $server, onCommit: {})
            }
            ForEach(directions, id: \.rawValue) { direction in
                Section(direction == .left ? "Swipe left" : "Swipe right") {
                    Text("Open sidebar")
                }
            }
            Section {
                HStack { Image(systemName: "line.3.horizontal.decrease"); Text("Filter") }
                    .padding(.horizontal, 8)
                    .modifier(Chip())
            }
        }
        .contentMargins(.top, 4)
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { _ in }
        .safeAreaInset(edge: .bottom) { Button("Save") {} }
        .presentationCornerRadius(16)
        .presentationBackground(.ultraThinMaterial)
    }

    struct Chip: ViewModifier {
        func body(content: Content) -> some View {
            if #available(iOS 26.0, *) {
                content.glassEffect(.regular.interactive(), in: .capsule)
                    .accessibilityRepresentation { Text("Filter") }
                    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            } else {
                content.background(.thinMaterial).clipShape(.capsule)
            }
        }
    }
}

final class GestureSettingsHostingController: UIHostingController<GestureSettingsScreen> {}

extension RenderedSymbolTests {
    @Test func aTextEditorIsItsTextAcrossTheRow() {
        let view = Form { TextEditor(text: .constant("You are helpful.")); TextEditor(text: .constant("")) }
        var element = CellElement.text("You are helpful.", color: .semantic(.label), lines: 0)
        element.width = .fill(weight: 1)
        var empty = CellElement.text("", color: .semantic(.placeholderText), lines: 0)
        empty.width = .fill(weight: 1)
        #expect(Render.table(view) == one([customRow(wrapped(element)), customRow(wrapped(empty))]))
    }

    @Test func shapesNamedByTheirStaticMembersAreThoseShapes() {
        let chip = HStack { Text("Filter") }
        #expect(Render.table(List { chip.clipShape(.capsule) }) == Render.table(List { chip.clipShape(Capsule()) }))
        #expect(Render.table(List { chip.background(.blue, in: .rect(cornerRadius: 8)) })
                == Render.table(List { chip.background(.blue, in: RoundedRectangle(cornerRadius: 8)) }))
        #expect(Render.table(List { chip.background(.blue, in: .circle) }) == Render.table(List { chip.background(.blue, in: Circle()) }))
        #expect(Render.table(List { AnyShape(Capsule()).fill(.red) }) == Render.table(List { Capsule().fill(.red) }))
        // The capsule is the cell language's fully rounded element.
        #expect(Render.table(List { chip.clipShape(.capsule) }).sections[0].rows[0].content?.root.cornerRadius == 1000)
    }

    @Test func aNavigationViewStyleDrawsTheStackAPhoneShows() {
        let plain = ResolvedView(NavigationView { List { Text("Servers") } })
        for styled in [ResolvedView(NavigationView { List { Text("Servers") } }.navigationViewStyle(.stack)),
                       ResolvedView(NavigationView { List { Text("Servers") } }.navigationViewStyle(StackNavigationViewStyle()))] {
            #expect(styled.table == plain.table)
            #expect(styled.inertModifiers.isEmpty)
        }
    }

    @Test func aHostedRealStyleScreenCompilesDrawsAndReportsWhatItDoesNotDraw() {
        let host = GestureSettingsHostingController(rootView: GestureSettingsScreen())
        let resolved = ResolvedView(host.rootView)
        #expect(resolved.table.sections.map { $0.header?.title } == ["Prompt", "Swipe left", "Swipe right", nil])
        #expect(Set(resolved.inertModifiers) == ["presentationBackground", "presentationCornerRadius", "safeAreaInset", "fileImporter",
                                                  "contentMargins", "glassEffect", "accessibilityRepresentation", "alignmentGuide"])
        #expect(resolved.inertModifiers.count == 8)
        #expect(UIImage().name == nil && UITraitCollection.current.userInterfaceStyle == .light)
    }
}
