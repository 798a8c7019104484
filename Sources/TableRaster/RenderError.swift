import TableLayout

/// A render that cannot be done: a size Cairo cannot hold, an image that cannot be read, a
/// font that is missing. Said on stderr with exit status 2.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The file at fault when it is not the config (a font file this machine lacks), or the
    /// place in the config a row was made at (`t.yaml:7:9`).
    public var subject: String?
    /// The row being drawn when it happened, so that what knows where rows come from
    /// (TablePipeline) can name the row's source, element and template.
    public var row: RowPath?

    public init(_ message: String, subject: String? = nil) {
        self.message = message
        self.subject = subject
    }

    public var description: String { subject.map { "\($0): \(message)" } ?? message }
}
