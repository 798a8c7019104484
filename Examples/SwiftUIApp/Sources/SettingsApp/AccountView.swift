import SwiftUI

/// The account form: the profile's fields and its security settings.
public struct AccountView: View {
    @ObservedObject var model: AppModel
    @State private var password = "hunter22"
    @State private var nickname = ""
    @State private var twoFactor = true
    @Environment(\.dismiss) private var dismiss

    public init(model: AppModel) { self.model = model }

    public var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $model.name)
                TextField("Nickname", text: $nickname)
                TextField("Email", text: $model.email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
            }
            Section {
                SecureField("Password", text: $password)
                Toggle(isOn: $twoFactor) {
                    Label("Two-Factor Authentication", systemImage: "lock.shield")
                }
            } header: {
                Text("Security")
            } footer: {
                Text("A code is sent to your phone when you sign in on a new device.")
            }
            Section {
                Button("Delete Account", role: .destructive) { dismiss() }
            }
        }
        .navigationTitle("Account")
        .navigationBarTitleDisplayMode(.inline)
    }
}
