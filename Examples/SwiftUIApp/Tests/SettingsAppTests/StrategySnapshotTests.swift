#if os(Linux)
@testable import SettingsApp
import Foundation
import SnapshotTesting
import SwiftUI
import TableSnapshotSwiftUIStrategy
import Testing

/// The settings screen through swift-snapshot-testing's `assertSnapshot` and tablesnap's
/// strategy for a view: that library records and names the golden.
@MainActor @Suite struct StrategySnapshotTests {
    @Test func settingsDark() throws {
        assertSnapshot(of: SettingsView(model: .fixture), as: .tablesnap(device: .iPhone16, appearance: .dark))
        // The same picture as assertTableSnapshot(of:appearance: .dark) records.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let strategy = try Data(contentsOf: folder.appendingPathComponent("StrategySnapshotTests/settingsDark.1.png"))
        let helper = try Data(contentsOf: folder.appendingPathComponent("ScreenSnapshotTests/settingsDark.png"))
        #expect(strategy == helper)
    }
}
#endif
