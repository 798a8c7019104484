import TableLayout

/// Reads JSON config text into a ``ConfigNode`` tree: the linear ``JSONScanner`` makes a
/// ``DataDocument``, and one walk front to back turns it into nodes, working out lines and
/// columns as it goes. YAML's parser reads most JSON too, but not all of it, and its errors
/// would speak of YAML.
enum JSONReader {
    /// Nesting deeper than this is refused rather than risking the stack: a JSON data file
    /// becomes a ``DataDocument`` (no tree of nodes, read without recursion).
    static let maxDepth = 512
    /// A config becomes a ``ConfigNode`` tree, which its readers walk recursively: it nests
    /// at most as deep as YAML may (``ConfigNode/maxDepth``), checked while scanning.

    /// With `deferringRows`, the `rows` of each of a config's `sections` are left as a
    /// ``DeferredJSONArray`` for ``JSONRowsDecoder``.
    static func read(_ text: String, file: String, deferringRows: Bool = false) throws(ConfigError) -> ConfigNode {
        try read(Array(text.utf8), file: file, deferringRows: deferringRows)
    }

    static func read(_ bytes: [UInt8], file: String, deferringRows: Bool = false) throws(ConfigError) -> ConfigNode {
        let document = try scan(bytes, file: file, maxValues: ConfigReader.maxValues, maxDepth: ConfigNode.maxDepth)
        return document.bytes.withUnsafeBufferPointer { buffer in
            var converter = Converter(bytes: buffer, file: file)
            return converter.node(document.root, place: deferringRows ? .root : .other)
        }
    }

    /// Scans `bytes` into a document; a syntax error names its line and column.
    static func scan(_ bytes: [UInt8], file: String, maxValues: Int, maxDepth: Int = maxDepth) throws(ConfigError) -> DataDocument {
        do {
            return try JSONScanner.scan(bytes, limits: .init(maxDepth: maxDepth, maxValues: maxValues))
        } catch {
            throw ConfigError("invalid JSON: \(error.message)", at: LineColumnIndex.location(of: error.offset, in: bytes, file: file))
        }
    }

    struct Converter {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        var position: LineColumnIndex

        /// `position`: where the walk starts (it moves forward only).
        init(bytes: UnsafeBufferPointer<UInt8>, file: String, position: LineColumnIndex = LineColumnIndex()) {
            self.bytes = bytes
            self.file = file
            self.position = position
        }

        /// Where a value stands in a config, as far as deferring `sections[i].rows` goes.
        enum Place { case other, root, sections, section }

        /// Nodes are made in document order, so the position only moves forward.
        mutating func location(_ offset: UInt32) -> SourceLocation {
            position.advance(to: Int(offset), in: bytes)
            return SourceLocation(file: file, line: position.line, column: position.column)
        }

        mutating func node(_ value: DataNode, place: Place = .other) -> ConfigNode {
            let location = location(value.offset)
            switch value.kind {
            case .object:
                var pairs: [(key: ConfigNode, value: ConfigNode)] = []
                pairs.reserveCapacity(value.count)
                value.forEachChild { keyOffset, child in
                    let keyLocation = self.location(keyOffset!)
                    let key = DataNode.decodeString(bytes, from: Int(keyOffset!))
                    let keyNode = ConfigNode(.scalar(.init(text: key, kind: .string)), at: keyLocation)
                    if place == .section, key == "rows", child.kind == .array {
                        let rowsLocation = self.location(child.offset)
                        let deferred = DeferredJSONArray(array: child, file: file, start: position)
                        pairs.append((keyNode, ConfigNode(.deferredArray(deferred), at: rowsLocation)))
                    } else {
                        pairs.append((keyNode, node(child, place: place == .root && key == "sections" ? .sections : .other)))
                    }
                    return true
                }
                return ConfigNode(.mapping(pairs), at: location)
            case .array:
                var elements: [ConfigNode] = []
                elements.reserveCapacity(value.count)
                value.forEachElement { elements.append(node($0, place: place == .sections ? .section : .other)) }
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
