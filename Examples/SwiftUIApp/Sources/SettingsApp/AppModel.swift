import Combine
import Foundation

/// The app's state, as the screens read it.
public final class AppModel: ObservableObject {
    public enum Theme: String, CaseIterable, Identifiable {
        case system, light, dark
        public var id: String { rawValue }
        public var title: String {
            switch self {
            case .system: return "System"
            case .light: return "Light"
            case .dark: return "Dark"
            }
        }
    }

    @Published public var name: String
    @Published public var email: String
    @Published public var notificationsEnabled: Bool
    @Published public var soundsEnabled: Bool
    @Published public var theme: Theme
    @Published public var language: String
    @Published public var backupsKept: Int
    @Published public var storageUsed: Double
    @Published public var messages: [Message]

    public init(name: String, email: String, notificationsEnabled: Bool, soundsEnabled: Bool, theme: Theme,
                language: String, backupsKept: Int, storageUsed: Double, messages: [Message]) {
        self.name = name
        self.email = email
        self.notificationsEnabled = notificationsEnabled
        self.soundsEnabled = soundsEnabled
        self.theme = theme
        self.language = language
        self.backupsKept = backupsKept
        self.storageUsed = storageUsed
        self.messages = messages
    }

    /// The state the snapshots draw.
    public static var fixture: AppModel {
        AppModel(
            name: "Ada Lovelace", email: "ada@example.com", notificationsEnabled: true, soundsEnabled: false,
            theme: .system, language: "English", backupsKept: 3, storageUsed: 0.62,
            messages: [
                Message(id: 1, sender: "Grace Hopper", subject: "Compiler notes", preview: "The new pass is in; it finds the bug we saw on Tuesday.", date: "9:41", isUnread: true),
                Message(id: 2, sender: "Alan Turing", subject: "Lunch on Thursday?", preview: "The usual place at noon, if that suits.", date: "Yesterday", isUnread: false),
                Message(id: 3, sender: "Katherine Johnson", subject: "Trajectory figures", preview: "Attached are the numbers for the second window.", date: "Tuesday", isUnread: true),
            ])
    }
}

public struct Message: Identifiable, Hashable {
    public var id: Int
    public var sender: String
    public var subject: String
    public var preview: String
    public var date: String
    public var isUnread: Bool
}
