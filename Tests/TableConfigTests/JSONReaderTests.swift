import Foundation
import Testing
@testable import TableConfig
import TableLayout
import TestSupport

/// The JSON reader against Foundation's `JSONSerialization` on random documents, minified
/// and pretty; errors at the right line and column on broken ones.
@Suite struct JSONReaderTests {
    /// A random JSON value and its text, written minified or with random white space.
    struct RandomJSON {
        var rng: SeededGenerator
        var pretty: Bool
        var text = ""
        /// Offsets (in UTF-8 bytes) where a value starts, for planting errors.
        var valueStarts: [Int] = []

        mutating func value(depth: Int) {
            valueStarts.append(text.utf8.count)
            let kind = depth > 5 ? Int.random(in: 0..<4, using: &rng) : Int.random(in: 0..<6, using: &rng)
            switch kind {
            case 0: text += ["true", "false", "null"][Int.random(in: 0..<3, using: &rng)]
            case 1: text += number()
            case 2, 3: text += string()
            case 4:
                text += "["
                let count = Int.random(in: 0..<5, using: &rng)
                for i in 0..<count {
                    if i > 0 { text += "," }
                    space()
                    value(depth: depth + 1)
                }
                space()
                text += "]"
            default:
                text += "{"
                let count = Int.random(in: 0..<5, using: &rng)
                for i in 0..<count {
                    if i > 0 { text += "," }
                    space()
                    text += "\"k\(i)\(string().dropFirst())"  // distinct keys: JSONSerialization keeps one of duplicates
                    space()
                    text += ":"
                    space()
                    value(depth: depth + 1)
                }
                space()
                text += "}"
            }
        }

        mutating func space() {
            guard pretty else { return }
            text += ["", " ", "\n", "\n    ", "\t", "\r\n"][Int.random(in: 0..<6, using: &rng)]
        }

        mutating func number() -> String {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: return "0"
            case 1: return "-0"
            case 2: return String(Int.random(in: -1_000_000...1_000_000, using: &rng))
            case 3: return "\(Int.random(in: -999...999, using: &rng)).\(Int.random(in: 0...99999, using: &rng))"
            case 4: return "\(Int.random(in: 1...9, using: &rng))e\(Int.random(in: -300...300, using: &rng))"
            case 5: return ["9007199254740993", "-9223372036854775808", "1.7976931348623157e308", "5e-324", "2.2250738585072014E-308"][Int.random(in: 0..<5, using: &rng)]
            case 6: return "\(Int.random(in: 0...9, using: &rng)).\(Int.random(in: 0...9, using: &rng))E+\(Int.random(in: 0...20, using: &rng))"
            default: return String(Double.random(in: -1e6...1e6, using: &rng))
            }
        }

        mutating func string() -> String {
            var out = "\""
            for _ in 0..<Int.random(in: 0..<8, using: &rng) {
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: out += ["\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t"][Int.random(in: 0..<8, using: &rng)]
                case 1: out += String(format: "\\u%04x", Int.random(in: 0x20...0xD7FF, using: &rng))
                case 2: out += "\\ud83d\\ude00"  // a surrogate pair: 😀
                case 3: out += ["é", "日本", "한", "😀", "ש", "\u{2028}"][Int.random(in: 0..<6, using: &rng)]
                case 4: out += "\\u0000"
                default: out += String(UnicodeScalar(UInt8(Int.random(in: 0x20...0x7E, using: &rng))))
                    .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                }
            }
            return out + "\""
        }
    }


    /// Whether `ours` is the value Foundation read. Numbers agree to 1e-15: Foundation's
    /// reader on Linux is not correctly rounded in the last bit (ours is Swift's `Double`
    /// parser, which is). U+FEFF is left out of the random strings: Foundation drops it.
    static func same(_ ours: DataValue, _ theirs: Any) -> Bool {
        switch ours {
        case .null: return theirs is NSNull
        case .bool(let b): return (theirs as? NSNumber)?.boolValue == b
        case .number(let n):
            guard let number = theirs as? NSNumber else { return false }
            let theirs = number.doubleValue
            return theirs == n || abs(theirs - n) <= 1e-15 * max(abs(theirs), abs(n))
        case .string(let s): return (theirs as? String) == s
        case .array(let elements):
            guard let array = theirs as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { same($0, $1) }
        case .object(let pairs):
            guard let object = theirs as? [String: Any], object.count == pairs.count else { return false }
            return pairs.allSatisfy { pair in object[pair.key].map { same(pair.value, $0) } ?? false }
        }
    }

    @Test(arguments: 0..<40)
    func readsWhatFoundationReads(seed: Int) throws {
        for k in 0..<100 {
            var generator = RandomJSON(rng: SeededGenerator(seed: UInt64(seed * 1000 + k)), pretty: k % 2 == 1)
            generator.value(depth: 0)
            let text = generator.text
            let document = try JSONReader.scan(Array(text.utf8), file: "r.json", maxValues: .max)
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(JSONReaderTests.same(document.root.dataValue, theirs), "seed \(seed).\(k): \(text)")
            // The config path reads the same values as the data path.
            let node = try JSONReader.read(text, file: "r.json")
            #expect(try node.dataValue() == document.root.dataValue, "seed \(seed).\(k)")
        }
    }

    /// A character planted where a value should start is an error at exactly that place.
    @Test(arguments: 0..<20)
    func brokenDocumentsFailAtTheirLineAndColumn(seed: Int) throws {
        for k in 0..<50 {
            var generator = RandomJSON(rng: SeededGenerator(seed: UInt64(seed * 977 + k)), pretty: k % 3 != 0)
            generator.value(depth: 0)
            let bytes = Array(generator.text.utf8)
            var rng = SeededGenerator(seed: UInt64(k))
            let at = generator.valueStarts[Int.random(in: 0..<generator.valueStarts.count, using: &rng)]
            let broken = Array(bytes[..<at]) + Array("#".utf8) + Array(bytes[at...])
            // Lines end at "\n" bytes ("\r\n" is one Character in Swift, so split bytes).
            let lines = broken[..<at].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let expectedLine = lines.count
            let expectedColumn = String(decoding: lines.last!, as: UTF8.self).unicodeScalars.count + 1
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(broken), options: [.fragmentsAllowed]) }
            do {
                _ = try JSONReader.scan(broken, file: "b.json", maxValues: .max)
                Issue.record("seed \(seed).\(k) read a broken document")
            } catch {
                #expect(error.location?.line == expectedLine && error.location?.column == expectedColumn,
                        "seed \(seed).\(k): \(error) — expected \(expectedLine):\(expectedColumn)")
                #expect(error.message.contains("unexpected character '#'"), "\(error)")
            }
        }
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { text }
    }

    static let broken: [Broken] = [
        Broken(text: "", line: 1, column: 1, message: "the document is empty"),
        Broken(text: "[1,]", line: 1, column: 4, message: "unexpected character ']'"),
        Broken(text: "{\"a\" 1}", line: 1, column: 6, message: "':' was expected"),
        Broken(text: "{\"a\": 1 \"b\": 2}", line: 1, column: 9, message: "',' or '}' was expected"),
        Broken(text: "[1 2]", line: 1, column: 4, message: "',' or ']' was expected"),
        Broken(text: "[01]", line: 1, column: 2, message: "numbers may not start with 0"),
        Broken(text: "[1.]", line: 1, column: 4, message: "a digit was expected after '.'"),
        Broken(text: "[1e+]", line: 1, column: 5, message: "a digit was expected in the exponent"),
        Broken(text: "[-]", line: 1, column: 3, message: "a digit was expected"),
        Broken(text: "[\"a\nb\"]", line: 1, column: 4, message: "control characters must be escaped"),
        Broken(text: "[\"\\x\"]", line: 1, column: 3, message: "unknown escape '\\x'"),
        Broken(text: "[\"\\ud800\"]", line: 1, column: 3, message: "lone surrogate"),
        Broken(text: "[\"\\u12\"]", line: 1, column: 3, message: "four hex digits"),
        Broken(text: "[\"abc", line: 1, column: 6, message: "unterminated string"),
        Broken(text: "[tru]", line: 1, column: 2, message: "unknown word"),
        Broken(text: "[1]\n x", line: 2, column: 2, message: "unexpected text after the JSON value"),
        Broken(text: "{\"é日\": [\n  1,\n  2,,\n]}", line: 3, column: 5, message: "unexpected character ','"),
        Broken(text: "[\n1,\n{\"a\": [\n", line: 4, column: 1, message: "unexpected end of file"),
        Broken(text: String(repeating: "[", count: 100_000), line: 1, column: 513, message: "nested more than 512 levels deep"),
    ]

    @Test(arguments: broken)
    func eachSyntaxErrorSaysWhatAndWhere(_ c: Broken) {
        do {
            _ = try JSONReader.scan(Array(c.text.utf8), file: "b.json", maxValues: .max)
            Issue.record("read \(c.text)")
        } catch {
            #expect(error.message.contains(c.message), "\(error)")
            #expect(error.location?.line == c.line && error.location?.column == c.column, "\(error)")
        }
    }

    @Test func invalidUTF8InAStringIsAnErrorAtItsByte() {
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] {
            let bytes = Array("[\"ok".utf8) + bad + Array("\"]".utf8)
            #expect(throws: ConfigError.self) { try JSONReader.scan(bytes, file: "u.json", maxValues: .max) }
        }
        #expect(throws: ConfigError.self) { try JSONReader.scan([0xFF], file: "u.json", maxValues: .max) }
    }

    @Test func aValueCapIsAnErrorNotAnAllocation() {
        let text = "[" + Array(repeating: "1", count: 1000).joined(separator: ",") + "]"
        #expect(throws: ConfigError.self) { try JSONReader.scan(Array(text.utf8), file: "c.json", maxValues: 999) }
        #expect((try? JSONReader.scan(Array(text.utf8), file: "c.json", maxValues: 1001)) != nil)
    }

    /// A minified document of 200,000 values on one line: the reader is linear, so this is
    /// quick; the quadratic column count it replaces took minutes on such a line.
    @Test func aOneLineDocumentWithAnErrorAtItsEndNamesTheColumn() {
        let body = Array(repeating: "{\"a\":1,\"b\":\"x\"}", count: 50_000).joined(separator: ",")
        let text = "[" + body + ",]"
        do {
            _ = try JSONReader.read(text, file: "long.json")
            Issue.record("read")
        } catch {
            #expect(error.location?.line == 1 && error.location?.column == text.count, "\(error)")
        }
    }
}
