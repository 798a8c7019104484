/// A strict JSON (RFC 8259) reader that keeps the line and column of every value.
/// YAML's parser reads most JSON too, but not all of it, and its errors would speak of YAML.
struct JSONReader {
    private let bytes: [UInt8]
    private let file: String
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var values = 0

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maxDepth = 512

    static func read(_ text: String, file: String) throws(ConfigError) -> ConfigNode {
        var reader = JSONReader(bytes: Array(text.utf8), file: file)
        reader.skipWhitespace()
        let root = try reader.readValue()
        reader.skipWhitespace()
        guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return root
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var location: SourceLocation {
        // Columns count Unicode scalars: continuation bytes do not start a column.
        let column = bytes[lineStart..<position].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(file: file, line: line, column: column)
    }

    private func error(_ message: String) -> ConfigError {
        ConfigError("invalid JSON: \(message)", at: location)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
            default: return
            }
        }
    }

    private mutating func readValue() throws(ConfigError) -> ConfigNode {
        values += 1
        guard values <= ConfigReader.maxValues else { throw error("more than \(ConfigReader.maxValues) values") }
        guard position < bytes.count else { throw error("unexpected end of file; a value was expected") }
        let start = location
        switch bytes[position] {
        case UInt8(ascii: "{"): return try readObject(start)
        case UInt8(ascii: "["): return try readArray(start)
        case UInt8(ascii: "\""): return ConfigNode(.scalar(.init(text: try readString(), kind: .string)), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return ConfigNode(.scalar(.init(text: "true", kind: .bool(true))), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return ConfigNode(.scalar(.init(text: "false", kind: .bool(false))), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return ConfigNode(.scalar(.init(text: "null", kind: .null)), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber(start)
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'; a value was expected")
        }
    }

    private mutating func enter() throws(ConfigError) {
        depth += 1
        guard depth <= JSONReader.maxDepth else { throw error("nested more than \(JSONReader.maxDepth) levels deep") }
    }

    private mutating func readObject(_ start: SourceLocation) throws(ConfigError) -> ConfigNode {
        try enter()
        position += 1
        var pairs: [(key: ConfigNode, value: ConfigNode)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return ConfigNode(.mapping(pairs), at: start)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("a key in double quotes was expected") }
            let keyLocation = location
            let key = ConfigNode(.scalar(.init(text: try readString(), kind: .string)), at: keyLocation)
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("':' was expected after the key") }
            position += 1
            skipWhitespace()
            pairs.append((key, try readValue()))
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of file; '}' was expected") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; break }
            throw error("',' or '}' was expected")
        }
        depth -= 1
        return ConfigNode(.mapping(pairs), at: start)
    }

    private mutating func readArray(_ start: SourceLocation) throws(ConfigError) -> ConfigNode {
        try enter()
        position += 1
        var elements: [ConfigNode] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return ConfigNode(.sequence(elements), at: start)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of file; ']' was expected") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; break }
            throw error("',' or ']' was expected")
        }
        depth -= 1
        return ConfigNode(.sequence(elements), at: start)
    }

    private mutating func expectWord(_ word: String) throws(ConfigError) {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw error("unknown word; true, false, null, a number, a string, an object or an array was expected")
        }
        position += utf8.count
    }

    private mutating func readNumber(_ start: SourceLocation) throws(ConfigError) -> ConfigNode {
        let begin = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - from
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard digits() > 0 else { throw error("a digit was expected") }
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 { throw error("numbers may not start with 0") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("a digit was expected after '.'") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("a digit was expected in the exponent") }
        }
        let text = String(decoding: bytes[begin..<position], as: UTF8.self)
        guard let number = Double(text) else { throw error("'\(text)' is not a number") }
        return ConfigNode(.scalar(.init(text: text, kind: .number(number))), at: start)
    }

    private mutating func readString() throws(ConfigError) -> String {
        position += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                flush(position)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(position)
                position += 1
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try readHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        // A high surrogate must be followed by \u and a low one.
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                              bytes[position + 1] == UInt8(ascii: "u") else { throw error("a lone surrogate in \\u escape") }
                        position += 2
                        let low = try readHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in \\u escape") }
                        code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate in \\u escape") }
                    scalars.append(scalar)
                default:
                    position -= 1
                    throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
                run = position
            case 0..<0x20:
                throw error("control characters must be escaped in strings")
            default:
                position += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func readHex4() throws(ConfigError) -> UInt32 {
        guard position + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw error("four hex digits were expected after \\u")
        }
        position += 4
        return value
    }
}
