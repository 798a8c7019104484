import SwiftUI

// Home Assistant's Privacy settings (Tests/Fidelity/corpus/ha-privacy-ios18.png), written from
// what the picture shows: a list of toggles, each in a section with a footer explaining it.
// Our own code. The picture's first group, the app's own picture-and-title header, is left
// out as in the pair's config: the pair's probes are lined up at the first toggle's group.

final class PrivacySettings: ObservableObject {
    @Published var messagingEnabled = true
    @Published var alertsEnabled = true
}

struct PrivacyView: View {
    @StateObject private var settings = PrivacySettings()

    var body: some View {
        List {
            Section {
                Toggle("Firebase Cloud Messaging", isOn: $settings.messagingEnabled)
            } footer: {
                Text("Firebase Cloud Messaging must be enabled for push notifications to function.")
            }
            Section {
                Toggle("Alerts", isOn: $settings.alertsEnabled)
            } footer: {
                Text("Allows checking for important alerts like security vulnerabilities.")
            }
        }
    }
}
