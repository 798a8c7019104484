import TableLayout

/// Reads JSON config text into a ``ConfigNode`` tree: the linear ``JSONScanner`` makes a
/// ``DataDocument``, and one walk front to back turns it into nodes, working out lines and
/// columns as it goes. YAML's parser reads most JSON too, but not all of it, and its errors
/// would speak of YAML.
enum JSONReader {
    /// Nesting deeper than this is refused rather than risking the stack.
    static let maxDepth = 512

    static func read(_ text: String, file: String) throws(ConfigError) -> ConfigNode {
        try read(Array(text.utf8), file: file)
    }

    static func read(_ bytes: [UInt8], file: String) throws(ConfigError) -> ConfigNode {
        let document = try scan(bytes, file: file, maxValues: ConfigReader.maxValues)
        return document.bytes.withUnsafeBufferPointer { buffer in
            var converter = Converter(bytes: buffer, file: file)
            return converter.node(document.root)
        }
    }

    /// Scans `bytes` into a document; a syntax error names its line and column.
    static func scan(_ bytes: [UInt8], file: String, maxValues: Int) throws(ConfigError) -> DataDocument {
        do {
            return try JSONScanner.scan(bytes, limits: .init(maxDepth: maxDepth, maxValues: maxValues))
        } catch {
            throw ConfigError("invalid JSON: \(error.message)", at: TextPosition.location(of: error.offset, in: bytes, file: file))
        }
    }

    private struct Converter {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        var position = TextPosition()

        init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
            self.bytes = bytes
            self.file = file
        }

        /// Nodes are made in document order, so the position only moves forward.
        mutating func location(_ offset: UInt32) -> SourceLocation {
            position.advance(to: Int(offset), in: bytes)
            return SourceLocation(file: file, line: position.line, column: position.column)
        }

        mutating func node(_ value: DataNode) -> ConfigNode {
            let location = location(value.offset)
            switch value.kind {
            case .object:
                var pairs: [(key: ConfigNode, value: ConfigNode)] = []
                pairs.reserveCapacity(value.count)
                value.forEachChild { keyOffset, child in
                    let keyLocation = self.location(keyOffset!)
                    let key = DataNode.decodeString(bytes, from: Int(keyOffset!))
                    pairs.append((ConfigNode(.scalar(.init(text: key, kind: .string)), at: keyLocation), node(child)))
                    return true
                }
                return ConfigNode(.mapping(pairs), at: location)
            case .array:
                var elements: [ConfigNode] = []
                elements.reserveCapacity(value.count)
                value.forEachElement { elements.append(node($0)) }
                return ConfigNode(.sequence(elements), at: location)
            case .string:
                return ConfigNode(.scalar(.init(text: value.stringValue ?? "", kind: .string)), at: location)
            case .number:
                let end = DataNode.scalarEnd(bytes, Int(value.offset))
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(value.offset)..<end]), as: UTF8.self)
                return ConfigNode(.scalar(.init(text: text, kind: .number(Double(text) ?? .nan))), at: location)
            case .bool:
                let flag = value.boolValue ?? false
                return ConfigNode(.scalar(.init(text: flag ? "true" : "false", kind: .bool(flag))), at: location)
            case .null:
                return ConfigNode(.scalar(.init(text: "null", kind: .null)), at: location)
            }
        }
    }
}
