/// Reads JSON text (RFC 8259) into a ``DataDocument`` in one pass, in time linear in its
/// length: every byte is looked at once, nesting is kept on an explicit stack (never the
/// call stack), and positions are byte offsets — turned into a line and column only when
/// an error is reported. The one JSON reader: configs, data files and inline data written
/// as JSON (TableConfig's `DataWriter`) all become documents through it, and are read
/// where they stand through ``DataNode``.
package struct JSONScanner {
    /// A syntax error at a byte offset.
    package struct Failure: Error {
        package var offset: Int
        package var message: String
    }

    package struct Limits {
        package var maxDepth = 512
        package var maxValues = Int.max

        package init(maxDepth: Int = 512, maxValues: Int = Int.max) {
            self.maxDepth = maxDepth
            self.maxValues = maxValues
        }
    }

    private struct Open {
        var record: Int
        var count: UInt32 = 0
        var isObject: Bool
        /// Where this array's element entries begin in the scratch list.
        var scratchBase: Int
    }

    /// Scans `bytes` (a leading UTF-8 byte-order mark is skipped).
    package static func scan(_ bytes: [UInt8], limits: Limits = Limits()) throws(Failure) -> DataDocument {
        guard bytes.count <= DataDocument.maxBytes else {
            throw Failure(offset: 0, message: "the document is \(bytes.count) bytes; at most \(DataDocument.maxBytes) are read")
        }
        var containers: [DataDocument.Container] = []
        var pool: [UInt32] = []
        let root: Int
        do {
            root = try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> Int in
                var scanner = Scanner(bytes: buffer, limits: limits)
                let root = try scanner.run()
                containers = scanner.containers
                pool = scanner.pool
                return root
            }
        }
        return DataDocument(bytes: bytes, containers: containers, elementOffsets: pool, rootOffset: UInt32(root))
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: Limits
        var p = 0
        var values = 0
        var containers: [DataDocument.Container] = []
        var pool: [UInt32] = []
        var scratch: [UInt32] = []
        var stack: [Open] = []

        init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits) {
            self.bytes = bytes
            self.limits = limits
        }

        func fail(_ message: String, at offset: Int? = nil) -> Failure {
            Failure(offset: offset ?? p, message: message)
        }

        mutating func skipWhitespace() {
            while p < bytes.count {
                switch bytes[p] {
                case 0x20, 0x0A, 0x0D, 0x09: p += 1
                default: return
                }
            }
        }

        /// Returns the root value's offset.
        mutating func run() throws(Failure) -> Int {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { p = 3 }
            skipWhitespace()
            let root = p
            guard p < bytes.count else { throw fail("the document is empty; a value was expected") }
            value: while true {
                // A value starts at `p`. An opened container goes straight on to its first
                // element or field, unless it is empty.
                if try startValue() { continue value }
                // A value has ended: close containers, or go on to the next element or field.
                while let top = stack.last {
                    stack[stack.count - 1].count += 1
                    skipWhitespace()
                    guard p < bytes.count else { throw fail("unexpected end of file; '\(top.isObject ? "}" : "]")' was expected") }
                    let c = bytes[p]
                    if c == UInt8(ascii: ",") {
                        p += 1
                        skipWhitespace()
                        if top.isObject { try readKey() }
                        continue value
                    }
                    guard c == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                        throw fail(top.isObject ? "',' or '}' was expected" : "',' or ']' was expected")
                    }
                    close()
                }
                break
            }
            skipWhitespace()
            guard p == bytes.count else { throw fail("unexpected text after the JSON value") }
            return root
        }

        /// Reads a scalar, or opens a container; true when a non-empty container was opened
        /// (its first value comes next).
        mutating func startValue() throws(Failure) -> Bool {
            skipWhitespace()
            guard p < bytes.count else { throw fail("unexpected end of file; a value was expected") }
            values += 1
            guard values <= limits.maxValues else { throw fail("more than \(limits.maxValues) values; data files hold at most that many") }
            let c = bytes[p]
            let inArray = stack.last.map { !$0.isObject } ?? false
            guard c == UInt8(ascii: "{") || c == UInt8(ascii: "[") else {
                if inArray { scratch.append(UInt32(p)) }
                try readScalar()
                return false
            }
            if inArray { scratch.append(UInt32(containers.count) | DataDocument.recordFlag) }
            let isObject = c == UInt8(ascii: "{")
            guard stack.count < limits.maxDepth else { throw fail("nested more than \(limits.maxDepth) levels deep") }
            stack.append(Open(record: containers.count, isObject: isObject, scratchBase: scratch.count))
            containers.append(DataDocument.Container(start: UInt32(p), end: 0, count: 0, next: 0,
                                                     elements: DataDocument.Container.noElementIndex))
            p += 1
            skipWhitespace()
            guard p < bytes.count else { throw fail("unexpected end of file; '\(isObject ? "}" : "]")' was expected") }
            if bytes[p] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                close()
                return false
            }
            if isObject { try readKey() }
            return true
        }

        mutating func close() {
            let open = stack.removeLast()
            p += 1
            var container = containers[open.record]
            container.end = UInt32(p)
            container.count = open.count
            container.next = UInt32(containers.count)
            if !open.isObject {
                if open.count >= DataDocument.indexedArrayMinimum {
                    container.elements = UInt32(pool.count)
                    pool.append(contentsOf: scratch[open.scratchBase...])
                }
                scratch.removeSubrange(open.scratchBase...)
            }
            containers[open.record] = container
        }

        /// A key and its ':' (the value follows).
        mutating func readKey() throws(Failure) {
            guard p < bytes.count, bytes[p] == UInt8(ascii: "\"") else { throw fail("a key in double quotes was expected") }
            try readString()
            skipWhitespace()
            guard p < bytes.count, bytes[p] == UInt8(ascii: ":") else { throw fail("':' was expected after the key") }
            p += 1
        }

        mutating func readScalar() throws(Failure) {
            switch bytes[p] {
            case UInt8(ascii: "\""): try readString()
            case UInt8(ascii: "t"): try expect("true")
            case UInt8(ascii: "f"): try expect("false")
            case UInt8(ascii: "n"): try expect("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try readNumber()
            default:
                let scalar = JSONScanner.character(bytes, at: p)
                throw fail("unexpected character '\(scalar)'; a value was expected")
            }
        }

        mutating func expect(_ word: StaticString) throws(Failure) {
            let count = word.utf8CodeUnitCount
            let matches = p + count <= bytes.count && (0..<count).allSatisfy { bytes[p + $0] == word.utf8Start[$0] }
            guard matches else {
                throw fail("unknown word; true, false, null, a number, a string, an object or an array was expected")
            }
            p += count
        }

        mutating func readNumber() throws(Failure) {
            if bytes[p] == UInt8(ascii: "-") { p += 1 }
            let integerStart = p
            guard digits() > 0 else { throw fail("a digit was expected") }
            if bytes[integerStart] == UInt8(ascii: "0"), p - integerStart > 1 {
                throw fail("numbers may not start with 0", at: integerStart)
            }
            if p < bytes.count, bytes[p] == UInt8(ascii: ".") {
                p += 1
                guard digits() > 0 else { throw fail("a digit was expected after '.'") }
            }
            if p < bytes.count, bytes[p] | 0x20 == UInt8(ascii: "e") {
                p += 1
                if p < bytes.count, bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-") { p += 1 }
                guard digits() > 0 else { throw fail("a digit was expected in the exponent") }
            }
        }

        mutating func digits() -> Int {
            let from = p
            while p < bytes.count, bytes[p] &- UInt8(ascii: "0") < 10 { p += 1 }
            return p - from
        }

        /// A string literal: escapes checked, control characters refused, UTF-8 validated.
        mutating func readString() throws(Failure) {
            p += 1
            while p < bytes.count {
                let c = bytes[p]
                if c == UInt8(ascii: "\"") { p += 1; return }
                if c == UInt8(ascii: "\\") {
                    guard let (_, length) = JSONEscape.decodeChecked(bytes, at: p) else {
                        if p + 1 < bytes.count, bytes[p + 1] == UInt8(ascii: "u") {
                            throw fail("a \\u escape needs four hex digits and may not be a lone surrogate")
                        }
                        throw fail("unknown escape '\\\(p + 1 < bytes.count ? JSONScanner.character(bytes, at: p + 1) : "")'")
                    }
                    p += length
                } else if c < 0x20 {
                    throw fail("control characters must be escaped in strings (\\n, \\t, \\u00XX)")
                } else if c < 0x80 {
                    p += 1
                } else {
                    guard let length = UTF8Check.sequenceLength(bytes, at: p) else {
                        throw fail("the text is not valid UTF-8 here")
                    }
                    p += length
                }
            }
            throw fail("unterminated string")
        }
    }
}

extension JSONScanner {
    /// The character at `p`, for a message: the UTF-8 scalar that starts there, or the byte.
    package static func character(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> String {
        if let length = UTF8Check.sequenceLength(bytes, at: p) {
            let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[p..<p + length]), as: UTF8.self)
            return scalar.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control } ? scalar : "\\u{\(String(scalar.unicodeScalars.first!.value, radix: 16))}"
        }
        return "byte 0x" + String(bytes[p], radix: 16)
    }
}

/// UTF-8 validation of one sequence (RFC 3629: no overlong forms, no surrogates, at most
/// U+10FFFF).
package enum UTF8Check {
    /// The length of the valid sequence at `p`, or nil.
    package static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> Int? {
        let lead = bytes[p]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard p + length <= bytes.count, (low...high).contains(bytes[p + 1]) else { return nil }
        for i in 2..<length where bytes[p + i] & 0xC0 != 0x80 { return nil }
        return length
    }
}
