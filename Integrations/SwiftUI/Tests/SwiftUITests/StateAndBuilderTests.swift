import Combine
import Foundation
import Observation
import SwiftUI
import TableLayout
import TableSnapshotSwiftUI
import Testing

final class AccountModel: ObservableObject {
    @Published var name = "Ada Lovelace"
    @Published var notifications = true
}

@Observable final class Counter {
    var count = 3
}

struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct Fruit: Identifiable {
    var id: String { name }
    var name: String
}

struct StateScreen: View {
    @State private var isOn = true
    @StateObject private var model = AccountModel()
    @Environment(\.accentName) private var accentName
    @Environment(\.colorScheme) private var colorScheme
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
    var showExtra: Bool

    var body: some View {
        List {
            Toggle("On", isOn: $isOn)
            Text(model.name)
            Text("Accent \(accentName)")
            Text(colorScheme == .dark ? "Dark" : "Light")
            ForEach(fruits) { Text($0.name) }
            ForEach(0..<2) { Text("Row \($0)") }
            ForEach(["x"], id: \.self) { Text($0) }
            if showExtra { Text("Extra") } else { Text("No extra") }
            switch fruits.count {
            case 2: Text("Two")
            default: Text("Many")
            }
            NameRow(name: $model.name)
        }
    }
}

struct NameRow: View {
    @Binding var name: String
    var body: some View { Text("Name: \(name)") }
}

struct ObservedScreen: View {
    @EnvironmentObject var account: AccountModel
    @Bindable var counter: Counter
    var body: some View {
        Form {
            Toggle("Notifications", isOn: $account.notifications)
            Stepper("Count \(counter.count)", value: $counter.count, in: 0...9)
        }
    }
}

struct Boxed: ViewModifier {
    func body(content: Content) -> some View { content.font(.headline) }
}

@MainActor @Suite struct StateAndBuilderTests {
    func titles(_ table: TableLayout.Table) -> [String] {
        table.sections.flatMap { section in (0..<section.rows.count).map { section.rows[$0] } }.map { row in
            row.title ?? row.content.map { Resolved.texts($0.root).joined(separator: " ") } ?? ""
        }
    }

    @Test func stateEnvironmentForEachAndBuilderBranches() {
        let view = StateScreen(showExtra: false).environment(\.accentName, "blue").environment(\.colorScheme, .dark)
        let table = Render.table(view)
        #expect(titles(table) == ["On", "Ada Lovelace", "Accent blue", "Dark", "Apple", "Pear", "Row 0", "Row 1", "x",
                                  "No extra", "Two", "Name: Ada Lovelace"])
        #expect(table.sections[0].rows[0].isOn)
    }

    @Test func environmentObjectAndBindable() {
        let account = AccountModel()
        account.notifications = false
        let table = Render.table(ObservedScreen(counter: Counter()).environmentObject(account))
        #expect(titles(table) == ["Notifications", "Count 3"])
        #expect(table.sections[0].rows[0].isOn == false)
    }

    @Test func customViewModifiersApply() {
        let table = Render.table(List { Text("Hi").modifier(Boxed()) })
        #expect(table.sections[0].rows[0].content.map { Resolved.texts($0.root) } == ["Hi"])
        guard case .stack(let stack)? = table.sections[0].rows[0].content?.root.kind,
              case .text(let text) = stack.children[0].kind else { Issue.record("not a text"); return }
        #expect(text.font == CellFont(.headline))
    }

    @Test func bindingsWriteThrough() {
        @State var value = 1
        let binding = $value
        binding.wrappedValue = 5
        #expect(value == 5)
        let model = AccountModel()
        let name = ObservedObject(wrappedValue: model).projectedValue.name
        name.wrappedValue = "Grace"
        #expect(model.name == "Grace")
    }
}

/// Reads the texts of a custom row's content.
enum Resolved {
    static func texts(_ element: CellElement) -> [String] {
        switch element.kind {
        case .text(let text), .badge(let text): return [text.text]
        case .stack(let stack): return stack.children.flatMap(texts)
        default: return []
        }
    }
}
