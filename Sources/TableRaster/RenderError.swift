/// A render that cannot be done: a size Cairo cannot hold, an image that cannot be read, a
/// font that is missing. Said on stderr with exit status 2.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
