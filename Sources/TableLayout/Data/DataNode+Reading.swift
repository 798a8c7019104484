/// Reading a ``DataNode``: its kind, scalars, fields and elements, each parsed from the
/// document's bytes when asked for.
extension DataNode {
    public enum Kind: Sendable, Equatable { case null, bool, number, string, array, object }

    public var kind: Kind {
        switch document.bytes[Int(offset)] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: return .number
        }
    }

    var isContainer: Bool { kind == .array || kind == .object }

    /// The elements of an array or the fields of an object; 0 for other values.
    public var count: Int {
        isContainer ? Int(document.containers[Int(record)].count) : 0
    }

    /// The offset just past the value.
    package var endOffset: UInt32 {
        if isContainer { return document.containers[Int(record)].end }
        return document.bytes.withUnsafeBufferPointer { UInt32(DataNode.scalarEnd($0, Int(offset))) }
    }

    /// The text of a string; nil for other values.
    package var stringValue: String? {
        guard kind == .string else { return nil }
        return document.bytes.withUnsafeBufferPointer { DataNode.decodeString($0, from: Int(offset)) }
    }

    /// The number; nil for other values.
    package var numberValue: Double? {
        guard kind == .number else { return nil }
        return document.bytes.withUnsafeBufferPointer { bytes in
            let end = DataNode.scalarEnd(bytes, Int(offset))
            return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(offset)..<end]), as: UTF8.self))
        }
    }

    package var boolValue: Bool? {
        switch document.bytes[Int(offset)] {
        case UInt8(ascii: "t"): return true
        case UInt8(ascii: "f"): return false
        default: return nil
        }
    }

    package var isNull: Bool { kind == .null }

    // MARK: Containers

    /// Element `i` of an array (nil when out of range or not an array). O(1) for arrays of
    /// ``DataDocument/indexedArrayMinimum`` elements or more.
    public func element(_ i: Int) -> DataNode? {
        guard kind == .array, i >= 0, i < count else { return nil }
        let container = document.containers[Int(record)]
        if container.elements != DataDocument.Container.noElementIndex {
            return node(forIndexEntry: document.elementOffsets[Int(container.elements) + i])
        }
        var found: DataNode?
        var k = 0
        forEachChild { _, child in
            if k == i { found = child; return false }
            k += 1
            return true
        }
        return found
    }

    /// The node an element index entry names.
    package func node(forIndexEntry entry: UInt32) -> DataNode {
        if entry & DataDocument.recordFlag != 0 {
            let record = entry & ~DataDocument.recordFlag
            return DataNode(document: document, offset: document.containers[Int(record)].start, record: record)
        }
        return DataNode(document: document, offset: entry, record: 0)
    }

    /// The value of field `key` of an object (the last one written wins, as JSON parsers
    /// do); nil when absent or not an object.
    public subscript(key: String) -> DataNode? {
        guard kind == .object else { return nil }
        var wanted = key
        return wanted.withUTF8 { wantedBytes in
            var found: DataNode?
            forEachChild { keyOffset, child in
                if keyMatches(keyOffset!, wantedBytes) { found = child }
                return true
            }
            return found
        }
    }

    /// Calls `body` with each field's key and value, in order.
    package func forEachField(_ body: (String, DataNode) -> Void) {
        guard kind == .object else { return }
        forEachChild { keyOffset, child in
            body(document.bytes.withUnsafeBufferPointer { DataNode.decodeString($0, from: Int(keyOffset!)) }, child)
            return true
        }
    }

    /// Calls `body` with each element of an array, in order.
    package func forEachElement(_ body: (DataNode) -> Void) {
        guard kind == .array else { return }
        forEachChild { _, child in body(child); return true }
    }

    /// The value at a dotted key path (`a.b`, `items.0`; `.` is the value itself), as
    /// ``DataValue/value(atPath:)`` reads it.
    public func value(atPath path: String) -> DataNode? {
        if path == "." || path.isEmpty { return self }
        // One key, the common case (`type`, `height`, `id` of each feed element): no split, no
        // substrings; splitting was a tenth of a 1M-element feed's load (docs/performance.md).
        if kind == .object, !path.utf8.contains(UInt8(ascii: ".")) { return self[path] }
        var current = self
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current.kind {
            case .object:
                guard let next = current[String(component)] else { return nil }
                current = next
            case .array:
                guard let i = Int(component), let next = current.element(i) else { return nil }
                current = next
            default:
                return nil
            }
        }
        return current
    }

    /// The value as a ``DataValue`` tree: for the few rows that are drawn or reported.
    package var dataValue: DataValue {
        switch kind {
        case .null: return .null
        case .bool: return .bool(boolValue ?? false)
        case .number: return .number(numberValue ?? 0)
        case .string: return .string(stringValue ?? "")
        case .array:
            var elements: [DataValue] = []
            elements.reserveCapacity(count)
            forEachElement { elements.append($0.dataValue) }
            return .array(elements)
        case .object:
            var fields: [(key: String, value: DataValue)] = []
            fields.reserveCapacity(count)
            forEachField { fields.append(($0, $1.dataValue)) }
            return .object(fields)
        }
    }

    /// What a placeholder shows for this value (as ``DataValue/placeholderText``): strings
    /// as they are, numbers as written by ``DataValue/format(_:)``, booleans; nil otherwise.
    public var placeholderText: String? {
        switch kind {
        case .string: return stringValue
        case .number: return numberValue.map(DataValue.format)
        case .bool: return boolValue.map { $0 ? "true" : "false" }
        case .null, .array, .object: return nil
        }
    }

    // MARK: Walking

    /// Walks the children of this array or object: `body` gets the key's offset (objects)
    /// and the child, and returns false to stop. Nested containers are stepped over
    /// through their records, so a walk costs the container's own bytes.
    package func forEachChild(_ body: (UInt32?, DataNode) -> Bool) {
        let isObject = kind == .object
        let containers = document.containers
        document.bytes.withUnsafeBufferPointer { bytes in
            var p = Int(offset) + 1
            var nextRecord = Int(record) + 1
            while true {
                p = DataNode.skipWhitespace(bytes, p)
                let c = bytes[p]
                if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { return }
                if c == UInt8(ascii: ",") { p = DataNode.skipWhitespace(bytes, p + 1) }
                var keyOffset: UInt32?
                if isObject {
                    keyOffset = UInt32(p)
                    p = DataNode.skipWhitespace(bytes, DataNode.scalarEnd(bytes, p))
                    p = DataNode.skipWhitespace(bytes, p + 1)  // the ':'
                }
                let child: DataNode
                let v = bytes[p]
                if v == UInt8(ascii: "{") || v == UInt8(ascii: "[") {
                    let container = containers[nextRecord]
                    child = DataNode(document: document, offset: UInt32(p), record: UInt32(nextRecord))
                    p = Int(container.end)
                    nextRecord = Int(container.next)
                } else {
                    child = DataNode(document: document, offset: UInt32(p), record: 0)
                    p = DataNode.scalarEnd(bytes, p)
                }
                if !body(keyOffset, child) { return }
            }
        }
    }

    /// Whether the key string at `keyOffset` spells `wanted`.
    private func keyMatches(_ keyOffset: UInt32, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        document.bytes.withUnsafeBufferPointer { bytes in
            let start = Int(keyOffset) + 1
            var i = 0
            while true {
                let c = bytes[start + i]
                if c == UInt8(ascii: "\"") { return i == wanted.count }
                if c == UInt8(ascii: "\\") {
                    // Rare: compare the decoded key.
                    return DataNode.decodeString(bytes, from: Int(keyOffset)).utf8.elementsEqual(wanted)
                }
                if i == wanted.count || wanted[i] != c { return false }
                i += 1
            }
        }
    }

    // MARK: Byte-level scanning of valid JSON

    static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int) -> Int {
        var p = from
        while p < bytes.count {
            switch bytes[p] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): p += 1
            default: return p
            }
        }
        return p
    }

    /// The offset just past the scalar (string, number, literal) starting at `p`.
    package static func scalarEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ p: Int) -> Int {
        switch bytes[p] {
        case UInt8(ascii: "\""):
            var i = p + 1
            while true {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") { return i + 1 }
                i += c == UInt8(ascii: "\\") ? 2 : 1
            }
        case UInt8(ascii: "t"), UInt8(ascii: "n"): return p + 4
        case UInt8(ascii: "f"): return p + 5
        default:
            var i = p + 1
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                     UInt8(ascii: "+"), UInt8(ascii: "-"): i += 1
                default: return i
                }
            }
            return i
        }
    }

    /// The text of the (valid) string literal starting at `p`, escapes decoded.
    package static func decodeString(_ bytes: UnsafeBufferPointer<UInt8>, from p: Int) -> String {
        var i = p + 1
        while bytes[i] != UInt8(ascii: "\"") && bytes[i] != UInt8(ascii: "\\") { i += 1 }
        if bytes[i] == UInt8(ascii: "\"") {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(p + 1)..<i]), as: UTF8.self)
        }
        // UTF-8 bytes gathered in one buffer, made a String once: appending each run to a
        // String's scalar view copied the text so far, O(n²) for a string of many escapes
        // (a layout of N lines in a JSON config; issue 25).
        var utf8: [UInt8] = []
        utf8.reserveCapacity(i - p)
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(p + 1)..<i]))
        var run = i
        while true {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                return String(decoding: utf8, as: UTF8.self)
            }
            guard c == UInt8(ascii: "\\") else { i += 1; continue }
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
            let (scalar, length) = JSONEscape.decode(bytes, at: i)
            UTF8.encode(scalar) { utf8.append($0) }
            i += length
            run = i
        }
    }
}

/// JSON's backslash escapes (RFC 8259 §7), shared by the validating reader and the
/// document's string reads.
package enum JSONEscape {
    /// The scalar the escape at `p` (a backslash) stands for and its length in bytes, or
    /// nil (with the offset of the fault) when it is not a valid escape.
    package static func decodeChecked(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> (Unicode.Scalar, Int)? {
        guard p + 1 < bytes.count else { return nil }
        switch bytes[p + 1] {
        case UInt8(ascii: "\""): return ("\"", 2)
        case UInt8(ascii: "\\"): return ("\\", 2)
        case UInt8(ascii: "/"): return ("/", 2)
        case UInt8(ascii: "b"): return ("\u{08}", 2)
        case UInt8(ascii: "f"): return ("\u{0C}", 2)
        case UInt8(ascii: "n"): return ("\n", 2)
        case UInt8(ascii: "r"): return ("\r", 2)
        case UInt8(ascii: "t"): return ("\t", 2)
        case UInt8(ascii: "u"):
            guard let high = hex4(bytes, p + 2) else { return nil }
            if (0xDC00..<0xE000).contains(high) { return nil }
            if (0xD800..<0xDC00).contains(high) {
                guard p + 7 < bytes.count, bytes[p + 6] == UInt8(ascii: "\\"), bytes[p + 7] == UInt8(ascii: "u"),
                      let low = hex4(bytes, p + 8), (0xDC00..<0xE000).contains(low) else { return nil }
                guard let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)) else { return nil }
                return (scalar, 12)
            }
            guard let scalar = Unicode.Scalar(high) else { return nil }
            return (scalar, 6)
        default:
            return nil
        }
    }

    /// As ``decodeChecked(_:at:)``, for an escape already validated.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> (Unicode.Scalar, Int) {
        decodeChecked(bytes, at: p) ?? ("\u{FFFD}", 2)
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ p: Int) -> UInt32? {
        guard p + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for i in p..<p + 4 {
            let c = bytes[i]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}
