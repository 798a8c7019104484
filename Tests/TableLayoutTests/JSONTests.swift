import Testing
@testable import TableLayout
import TestSupport

/// JSON's one reader (``JSONScanner`` into a ``DataDocument``, read through ``DataNode``) and
/// one writer (``JSONWriter``, behind `jsonText` and ``JSONStream``) live together and agree:
/// whatever the writer writes, the reader reads back as the same value.
@Suite struct JSONTests {
    static func randomString(using rng: inout SeededGenerator) -> String {
        let pieces = ["a", "Zz", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "日本", "👩‍👩‍👧", "\u{2028}", "/", "{}[],:"]
        return (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func randomValue(depth: Int = 0, using rng: inout SeededGenerator) -> DataValue {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2:
            let numbers = [0, -0.0, 1, -7, 0.1, 1e15, 123_456_789.25, -1e-300, 1.7976931348623157e308, Double.leastNonzeroMagnitude]
            return .number(Bool.random(using: &rng) ? numbers.randomElement(using: &rng)! : Double.random(in: -1e6...1e6, using: &rng))
        case 3: return .string(randomString(using: &rng))
        case 4: return .array((0..<Int.random(in: 0...20, using: &rng)).map { _ in randomValue(depth: depth + 1, using: &rng) })
        default:
            return .object((0..<Int.random(in: 0...5, using: &rng)).map { _ in (randomString(using: &rng), randomValue(depth: depth + 1, using: &rng)) })
        }
    }

    @Test(arguments: 0..<200)
    func whatTheWriterWritesTheReaderReadsBack(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let value = Self.randomValue(using: &rng)
        let text = value.jsonText
        let document = try JSONScanner.scan(Array(text.utf8))
        #expect(document.root.dataValue == value, "seed \(seed): \(text)")
        // The streamed writer writes the same text.
        func stream(_ value: DataValue) -> JSONStream {
            switch value {
            case .array(let elements): return .array(elements.map(stream))
            case .object(let pairs): return .object(pairs.map { ($0.key, stream($0.value)) })
            default: return .value(value)
            }
        }
        #expect(stream(value).text == text, "seed \(seed)")
    }

    /// Numbers JSON cannot hold: `null` where people read the output, numbers that read back
    /// infinite where data from YAML must stay a number.
    @Test func nonFiniteNumbersAreWrittenAsTheirUseNeeds() throws {
        #expect(DataValue.number(.infinity).jsonText == "null" && DataValue.number(.nan).jsonText == "null")
        for n in [Double.infinity, -Double.infinity] {
            let text = JSONWriter.number(n, nonFinite: .overflowing)
            #expect(try JSONScanner.scan(Array(text.utf8)).root.numberValue == n)
        }
        #expect(JSONWriter.number(.nan, nonFinite: .overflowing) == "null")
    }
}
