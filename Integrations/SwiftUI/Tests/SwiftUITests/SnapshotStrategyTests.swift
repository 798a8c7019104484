import Foundation
import SnapshotTesting
import SwiftUI
import TableSnapshotSwiftUI
import TableSnapshotSwiftUIStrategy
import Testing

final class StrategyModel: ObservableObject {
    @Published var name: String
    @Published var notifications = true

    init(name: String) { self.name = name }
}

struct StrategyScreen: View {
    @ObservedObject var model: StrategyModel

    var body: some View {
        Form {
            Section("Account") {
                LabeledContent("Name", value: model.name)
                Toggle("Notifications", isOn: $model.notifications)
            }
        }
        .navigationTitle("Settings")
    }
}

/// `assertSnapshot(of: some View, as: .tablesnap(…))`: swift-snapshot-testing records and
/// names the golden, tablesnap resolves, draws and compares the view.
@MainActor @Suite struct SnapshotStrategyTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SnapshotStrategyTests")

    @Test func aViewMatchesItsGolden() throws {
        let view = StrategyScreen(model: StrategyModel(name: "Ada Lovelace"))
        assertSnapshot(of: view, as: .tablesnap(device: .iPhoneSE, appearance: .dark), named: "settings")
        // One way to draw: the golden is the PNG assertTableSnapshot(of:) compares.
        let golden = try Data(contentsOf: Self.folder.appendingPathComponent("aViewMatchesItsGolden.settings.png"))
        #expect(golden == (try ResolvedView(view, device: .iPhoneSE, appearance: .dark).png()))
    }

    @Test func aChangedViewFailsNamingTheRow() throws {
        let changed = StrategyScreen(model: StrategyModel(name: "Grace Hopper"))
        let message = try #require(verifySnapshot(of: changed, as: .tablesnap(device: .iPhoneSE, appearance: .dark), named: "settings",
                                                  record: .never, snapshotDirectory: Self.folder.path, testName: "aViewMatchesItsGolden"))
        #expect(message.contains("tablesnap: ") && message.contains("pixels differ"), "\(message)")
        #expect(message.contains("'Name'") && !message.contains("'Notifications'"), "\(message)")
    }
}
