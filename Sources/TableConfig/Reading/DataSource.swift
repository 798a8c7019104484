import Foundation
import TableLayout

/// A named value of `data`: a compact ``DataDocument``, and where its values came from, so
/// that a message about an element names the element's file, line and column.
struct DataSource {
    let name: String
    let document: DataDocument
    let origin: Origin

    enum Origin {
        /// A JSON file: positions are worked out from the document's own bytes.
        case json(file: String)
        /// Written from a YAML file or inline config values: each value's offset in the
        /// document, with the line and column it had in `file`.
        case mapped(file: String, positions: PositionMap)
    }

    /// Where the value at `offset` of the document was written.
    func location(of offset: UInt32) -> SourceLocation {
        switch origin {
        case .json(let file):
            return LineColumnIndex.location(of: Int(offset), in: document.bytes, file: file)
        case .mapped(let file, let positions):
            let (line, column) = positions.position(of: offset)
            return SourceLocation(file: file, line: line, column: column)
        }
    }

    func location(of node: DataNode) -> SourceLocation { location(of: node.offset) }
}

/// Offsets in a written document, ascending, with the line and column of each value in its
/// source (12 bytes a value).
struct PositionMap {
    private(set) var offsets: [UInt32] = []
    private var lines: [UInt32] = []
    private var columns: [UInt32] = []

    mutating func append(offset: Int, line: Int, column: Int) {
        offsets.append(UInt32(offset))
        lines.append(UInt32(clamping: line))
        columns.append(UInt32(clamping: column))
    }

    /// The position of the last value that starts at or before `offset`.
    func position(of offset: UInt32) -> (line: Int, column: Int) {
        var low = 0, high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return (1, 1) }
        return (Int(lines[low - 1]), Int(columns[low - 1]))
    }
}

/// Writes a ``ConfigNode`` (inline data, or a YAML data file) as JSON bytes (through
/// TableLayout's `JSONWriter`, YAML's infinities as numbers that read back infinite) and
/// scans them into a document with the one reader, keeping each value's original position.
enum DataWriter {
    static func source(named name: String, from node: ConfigNode, file: String, maxValues: Int) throws(ConfigError) -> DataSource {
        var writer = Writer()
        try writer.write(node)
        let document: DataDocument
        do {
            document = try JSONScanner.scan(writer.bytes, limits: .init(maxDepth: Int.max, maxValues: maxValues))
        } catch {
            // Only the value cap can fail here: the text was written as valid JSON.
            throw ConfigError("the data has too many values: \(error.message)", at: node.location)
        }
        return DataSource(name: name, document: document, origin: .mapped(file: file, positions: writer.positions))
    }

    private struct Writer {
        var bytes: [UInt8] = []
        var positions = PositionMap()

        mutating func write(_ node: ConfigNode) throws(ConfigError) {
            if case .deferredArray = node.value { return try write(node.resolved) }
            positions.append(offset: bytes.count, line: node.location.line, column: node.location.column)
            switch node.value {
            case .deferredArray: break  // resolved above
            case .scalar(let scalar):
                switch scalar.kind {
                case .null: bytes += "null".utf8
                case .bool(let flag): bytes += (flag ? "true" : "false").utf8
                case .number(let number): bytes += JSONWriter.number(number, nonFinite: .overflowing).utf8
                case .string: bytes += JSONWriter.string(scalar.text).utf8
                }
            case .sequence(let elements):
                bytes.append(UInt8(ascii: "["))
                for (i, element) in elements.enumerated() {
                    if i > 0 { bytes.append(UInt8(ascii: ",")) }
                    try write(element)
                }
                bytes.append(UInt8(ascii: "]"))
            case .mapping(let pairs):
                bytes.append(UInt8(ascii: "{"))
                for (i, pair) in pairs.enumerated() {
                    guard case .scalar(let key) = pair.key.value else {
                        throw ConfigError("keys in data must be names, found \(pair.key.kindDescription)", at: pair.key.location)
                    }
                    if i > 0 { bytes.append(UInt8(ascii: ",")) }
                    bytes += JSONWriter.string(key.text).utf8
                    bytes.append(UInt8(ascii: ":"))
                    try write(pair.value)
                }
                bytes.append(UInt8(ascii: "}"))
            }
        }
    }
}
