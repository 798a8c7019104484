/// Something wrong with a config: where, and what to do about it. Turned into the text
/// `FILE:LINE:COL: message` only at the edge (the command line).
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// nil when the problem has no position (an unreadable file, say); `file` still names it.
    public var location: SourceLocation?
    public var file: String
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    public init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    public var description: String {
        if let location { return "\(location): \(message)" }
        return "\(file): \(message)"
    }
}
