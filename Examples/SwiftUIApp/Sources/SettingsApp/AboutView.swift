import SwiftUI

/// The about screen, as apps write it: an icon and the app's name in point sizes over the
/// legal links, with a footer in the app's own font.
public struct AboutView: View {
    let version: String

    public init(version: String) { self.version = version }

    public var body: some View {
        List {
            Section {
                VStack(spacing: 6) {
                    Image(systemName: "gearshape.fill")
                        .font(.system(size: 56))
                        .foregroundStyle(.gray)
                    Text("Settings Demo")
                        .font(.system(size: 22, weight: .bold))
                    Text("Version \(version)")
                        .font(.system(size: 13))
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
            }
            Section("Legal") {
                NavigationLink("Privacy Policy") { Text("Privacy") }
                NavigationLink("Licences") { Text("Licences") }
            }
            Section {
                Button("Contact Support") {}
                Button("Rate on the App Store") {}
            } footer: {
                Text("Made with care in Berlin.")
                    .font(.custom("Georgia-Italic", size: 13))
            }
        }
        .navigationTitle("About")
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("About") {
    NavigationStack { AboutView(version: "2.4 (118)") }
}

#Preview {
    NavigationStack { AboutView(version: "3.0 beta") }
        .environment(\.colorScheme, .dark)
}
