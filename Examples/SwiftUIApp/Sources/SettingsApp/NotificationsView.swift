import SwiftUI

/// The notification settings, shaped as Settings' own: icon tiles beside switches, an inline
/// choice without its label, a summary time, an advanced group.
public struct NotificationsView: View {
    @ObservedObject var model: AppModel
    @State private var previews = Previews.whenUnlocked
    @State private var badges = true
    @State private var summary = false
    @State private var showsAdvanced = false

    enum Previews: String, CaseIterable, Identifiable {
        case always = "Always", whenUnlocked = "When Unlocked", never = "Never"
        var id: Self { self }
    }

    public init(model: AppModel) { self.model = model }

    public var body: some View {
        Form {
            Section {
                Toggle(isOn: $model.notificationsEnabled) {
                    SettingsIcon(symbol: "bell.fill", color: .red, title: "Allow Notifications")
                }
                Toggle(isOn: $badges) {
                    SettingsIcon(symbol: "app.badge", color: .red, title: "Badges")
                }
                Toggle(isOn: $summary) {
                    SettingsIcon(symbol: "clock.fill", color: .indigo, title: "Scheduled Summary")
                }
            } footer: {
                Text("Notifications are grouped and delivered at the times you choose.")
            }

            Section("Show Previews") {
                Picker("Show Previews", selection: $previews) {
                    ForEach(Previews.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }

            Section {
                DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                    Toggle("Time Sensitive", isOn: .constant(true))
                }
                LabeledContent("Delivered Today") {
                    Text("12").font(.system(size: 17).monospacedDigit())
                }
            }
        }
        .navigationTitle("Notifications")
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// Settings' icon tile: a white symbol on a rounded square of a colour, then the title.
struct SettingsIcon: View {
    let symbol: String
    let color: Color
    let title: LocalizedStringKey

    var body: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: symbol)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(color, in: RoundedRectangle(cornerRadius: 7))
        }
    }
}

#Preview("Notifications") {
    NavigationStack { NotificationsView(model: .fixture) }
}
