import Foundation

/// When goldens are written, as users of swift-snapshot-testing know it.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every golden.
    case all
    /// Write goldens that are missing or that no longer match.
    case failed
    /// Write only missing goldens.
    case missing
    /// Never write; a missing golden fails.
    case never

    /// The mode when none is asked for: a missing golden fails on CI and is recorded, and
    /// said so, elsewhere.
    public static func standard(environment: [String: String]) -> RecordMode {
        isCI(environment) ? .never : .missing
    }

    /// Whether the `CI` environment variable says this is a CI run: set to anything but
    /// empty, `false` or `0` (as `CI=false make test` means to be read).
    package static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !value.isEmpty && value != "false" && value != "0"
    }

    func records(missing: Bool, failed: Bool) -> Bool {
        switch self {
        case .all: return true
        case .failed: return missing || failed
        case .missing: return missing
        case .never: return false
        }
    }
}
