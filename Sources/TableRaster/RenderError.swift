/// A render that cannot be done: a size Cairo cannot hold, an image that cannot be read, a
/// font that is missing. Said on stderr with exit status 2.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The file at fault when it is not the config (a font file this machine lacks).
    public var subject: String?

    public init(_ message: String, subject: String? = nil) {
        self.message = message
        self.subject = subject
    }

    public var description: String { subject.map { "\($0): \(message)" } ?? message }
}
