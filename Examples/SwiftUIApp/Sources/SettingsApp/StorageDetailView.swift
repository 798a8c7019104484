import SwiftUI

/// A detail screen: what uses the storage, with a bar and labelled rows.
public struct StorageDetailView: View {
    @ObservedObject var model: AppModel

    public init(model: AppModel) { self.model = model }

    public var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 8) {
                    Text("iCloud").font(.headline)
                    ProgressView(value: model.storageUsed)
                    Text("62 GB of 100 GB used").font(.footnote).foregroundStyle(.secondary)
                }
                .padding(.vertical, 4)
            }
            Section("Apps") {
                Label("Photos", systemImage: "photo")
                    .badge("41 GB")
                Label("Backups", systemImage: "arrow.clockwise")
                    .badge("12 GB")
                Label("Messages", systemImage: "message")
                    .badge("6 GB")
            }
            Section {
                NavigationLink("Manage Storage") { Text("Manage") }
            }
        }
        .navigationTitle("Storage")
    }
}
