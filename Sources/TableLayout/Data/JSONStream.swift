/// JSON written while it is made: an object's fields or an array's elements may come from a
/// sequence that makes each one when it is written, so output of any length (100 M rows)
/// takes memory for one element, not for the whole text. Written by ``JSONWriter``, as
/// ``DataValue/jsonText`` writes the same value.
public indirect enum JSONStream {
    case value(DataValue)
    case object([(key: String, value: JSONStream)])
    /// An array, its elements made as they are written.
    case elements(AnySequence<JSONStream>)

    /// An array whose elements are made, one at a time, from `elements`.
    public static func array<S: Sequence>(_ elements: S) -> JSONStream where S.Element == JSONStream {
        .elements(AnySequence(elements))
    }

    /// Writes the JSON text to `sink`, in pieces.
    public func write(to sink: inout JSONSink) {
        switch self {
        case .value(let value): sink.append(value.jsonText)  // one value: JSONWriter.write
        case .object(let pairs):
            sink.append("{")
            for (i, pair) in pairs.enumerated() {
                if i > 0 { sink.append(", ") }
                sink.append(JSONWriter.string(pair.key))
                sink.append(": ")
                pair.value.write(to: &sink)
            }
            sink.append("}")
        case .elements(let elements):
            sink.append("[")
            var first = true
            for element in elements {
                if !first { sink.append(", ") }
                first = false
                element.write(to: &sink)
            }
            sink.append("]")
        }
    }

    /// The whole text at once (for tests and small values).
    public var text: String {
        var whole = ""
        var sink = JSONSink(capacity: .max) { whole += $0 }
        write(to: &sink)
        sink.flush()
        return whole
    }
}

/// Collects written text and hands it on in pieces of about `capacity` bytes.
public struct JSONSink {
    private var buffer = ""
    private let capacity: Int
    private let emit: (String) -> Void

    public init(capacity: Int = 1 << 16, emit: @escaping (String) -> Void) {
        self.capacity = capacity
        self.emit = emit
    }

    public mutating func append(_ text: String) {
        buffer += text
        if buffer.utf8.count >= capacity { flush() }
    }

    /// Hands on what is collected.
    public mutating func flush() {
        guard !buffer.isEmpty else { return }
        emit(buffer)
        buffer = ""
    }
}
