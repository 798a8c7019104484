#if os(Linux)
@testable import SettingsApp
import SwiftUI
import TableSnapshotSwiftUI
import Testing

/// The app's screens, snapshotted as an iPhone 16 draws their first frame. Goldens are in
/// `__Snapshots__/` beside this file (record with `TABLESNAP_RECORD=missing`).
@MainActor @Suite struct ScreenSnapshotTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/SettingsApp/Resources").standardizedFileURL.path

    @Test func settings() {
        assertTableSnapshot(of: SettingsView(model: .fixture))
    }

    @Test func settingsDark() {
        assertTableSnapshot(of: SettingsView(model: .fixture), appearance: .dark)
    }

    @Test func settingsGerman() throws {
        let german = try AppStrings.load(folder: Self.resources, language: "de")
        assertTableSnapshot(of: SettingsView(model: .fixture), strings: german)
    }

    @Test func settingsRightToLeftAtAccessibilitySize() {
        assertTableSnapshot(of: SettingsView(model: .fixture), contentSize: .accessibility1, layoutDirection: .rightToLeft)
    }

    @Test func account() {
        assertTableSnapshot(of: NavigationStack { AccountView(model: .fixture) })
    }

    @Test func inbox() {
        assertTableSnapshot(of: InboxView(model: .fixture))
    }

    @Test func storage() {
        assertTableSnapshot(of: NavigationStack { StorageDetailView(model: .fixture) }, device: .iPhoneSE)
    }

    /// Each preview of `SettingsView_Previews`, with no view named in the test.
    @Test func previews() {
        assertPreviewSnapshots(of: SettingsView_Previews.self)
    }

    /// The account screen as the device shows it after tapping the account row: the back
    /// button titled "Settings".
    @Test func accountPushedFromSettings() {
        assertTableSnapshot(of: SettingsView(model: .fixture), following: ["Ada Lovelace"])
    }

    /// The language picker's own screen: its choices, the chosen one checked.
    @Test func languagePushedFromSettings() {
        assertTableSnapshot(of: SettingsView(model: .fixture), following: ["Language"], device: .iPhoneSE)
    }

    /// Every `#Preview` of the app (inbox, about, notifications), with no view named.
    @Test func everyPreview() {
        assertPreviewSnapshots(module: "SettingsApp")
    }

    @Test func settingsRecordsItsBars() {
        let resolved = ResolvedView(SettingsView(model: .fixture))
        #expect(resolved.chrome.title == "Settings")
        #expect(resolved.chrome.toolbarItems.map(\.title) == ["Done"])
        #expect(resolved.inertModifiers == ["confirmationDialog"])
    }
}
#endif
