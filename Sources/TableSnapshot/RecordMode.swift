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

    /// The mode when none is asked for: a missing golden fails on CI (the `CI` environment
    /// variable is set) and is recorded, and said so, elsewhere.
    public static func standard(environment: [String: String]) -> RecordMode {
        environment["CI"].map { !$0.isEmpty } == true ? .never : .missing
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
