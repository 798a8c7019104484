import SwiftUI

/// The inbox: a plain list of messages with an unread dot, searchable.
public struct InboxView: View {
    @ObservedObject var model: AppModel
    @State private var query = ""

    public init(model: AppModel) { self.model = model }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(model.messages) { message in
                    NavigationLink(value: message) {
                        MessageRow(message: message)
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {}
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .searchable(text: $query, prompt: "Search")
            .refreshable {}
        }
    }
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender).font(.headline)
                    Spacer()
                    Text(message.date).font(.subheadline).foregroundStyle(.secondary)
                }
                Text(message.subject).font(.subheadline)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
    }
}

#Preview("Inbox") {
    InboxView(model: .fixture)
}
