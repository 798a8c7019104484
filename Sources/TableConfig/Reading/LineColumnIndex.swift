/// Turns byte offsets into lines and columns (1-based; columns count Unicode scalars, as
/// editors do). Readers keep offsets; a line and column is worked out only for a message,
/// or, walking a document front to back, incrementally, so a one-line file of any length
/// costs one pass, not a scan per value.
struct LineColumnIndex {
    private var offset = 0
    private(set) var line = 1
    private(set) var column = 1

    init() {}

    /// A position known already: `offset` is at `line` and `column`.
    init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Moves forward to `target` (at or after the current offset).
    mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        precondition(target >= offset, "LineColumnIndex moves forward only")
        var p = offset
        while p < target {
            let c = bytes[p]
            if c == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            p += 1
        }
        offset = target
    }

    /// The line and column of `offset` in `bytes`, by one scan from the start.
    static func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var position = LineColumnIndex()
        bytes.withUnsafeBufferPointer { position.advance(to: min(offset, $0.count), in: $0) }
        return (position.line, position.column)
    }

    static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let (line, column) = of(offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }
}
