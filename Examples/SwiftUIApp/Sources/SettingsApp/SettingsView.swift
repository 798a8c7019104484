import SwiftUI
#if os(iOS)
import UIKit
#endif

/// The app's settings: an account header, preferences and an about section.
public struct SettingsView: View {
    @ObservedObject var model: AppModel
    @State private var showsSignOut = false

    public init(model: AppModel) { self.model = model }

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink {
                        AccountView(model: model)
                    } label: {
                        HStack(spacing: 12) {
                            Image(systemName: "person.crop.circle")
                                .font(.largeTitle)
                                .foregroundStyle(.blue)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(model.name).font(.headline)
                                Text(model.email).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }

                Section("General") {
                    Toggle("Notifications", isOn: $model.notificationsEnabled)
                    Toggle("Sounds", isOn: $model.soundsEnabled)
                        .disabled(!model.notificationsEnabled)
                    Picker("Appearance", selection: $model.theme) {
                        ForEach(AppModel.Theme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    Picker("Language", selection: $model.language) {
                        Text("English").tag("English")
                        Text("Deutsch").tag("Deutsch")
                    }
                    .pickerStyle(.navigationLink)
                }

                Section {
                    Stepper("Backups kept: \(model.backupsKept)", value: $model.backupsKept, in: 1...10)
                    LabeledContent("Storage") {
                        Text(model.storageUsed, format: .percent.precision(.fractionLength(0)))
                    }
                } header: {
                    Text("Backups")
                } footer: {
                    Text("Older backups are removed when a new one is made.")
                }

                Section("About") {
                    LabeledContent("Version", value: "2.4 (118)")
                    Button("Rate the App") { openStore() }
                    Button("Sign Out", role: .destructive) { showsSignOut = true }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
            .confirmationDialog("Sign out?", isPresented: $showsSignOut) {
                Button("Sign Out", role: .destructive) {}
            }
        }
    }

    private func openStore() {
        #if os(iOS)
        if let url = URL(string: "itms-apps://itunes.apple.com/app/id0") {
            UIApplication.shared.open(url)
        }
        #endif
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView(model: .fixture)
        SettingsView(model: .fixture)
            .environment(\.colorScheme, .dark)
            .previewDisplayName("Dark")
    }
}
