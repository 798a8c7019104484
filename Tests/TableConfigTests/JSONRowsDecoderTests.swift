import Foundation
import Testing
@testable import TableConfig
import TableLayout
import TestSupport

/// The JSON rows fast path (``JSONRowsDecoder``) against the checked path every other row
/// takes: on random configs, the same table or the same error (file, line, column, message);
/// and each of its own errors at its place.
@Suite struct JSONRowsDecoderTests {
    /// A random JSON config whose sections mix plain rows with every kind of row the fast
    /// path must hand to the checked path, written minified or spread over lines.
    struct RandomConfig {
        var rng: SeededGenerator
        var pretty: Bool

        static let texts = ["\"\"", "\"Row 1\"", "\"a\\\"b\"", "\"tab\\there\"", "\"\\u00e9t\\u00e9\"", "\"\\ud83d\\ude00\"",
                            "\"日本語\"", "\"{@position}\"", "\"{name} #{@index}\"", "\"NO\""]
        static let heights = ["0", "44", "-0", "12.5", "1e2", "0.5E1"]

        mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

        mutating func space() -> String {
            pretty ? pick(["", " ", "\n", "\n  ", "\t", "\r\n    "]) : ""
        }

        mutating func object(_ pairs: [(String, String)]) -> String {
            "{" + pairs.map { "\(space())\"\($0.0)\"\(space()):\(space())\($0.1)" }.joined(separator: ",") + space() + "}"
        }

        /// A row that the fast path reads itself: plain fields, strings, a height in points.
        mutating func plainRow() -> String {
            var pairs: [(String, String)] = []
            for field in PlainRowField.allCases.shuffled(using: &rng) where chance(50) {
                switch field {
                case .id: pairs.append(("id", "\"r\(Int.random(in: 0..<60, using: &rng))\""))
                case .height: pairs.append(("height", pick(RandomConfig.heights)))
                default: pairs.append((field.rawValue, pick(RandomConfig.texts)))
                }
            }
            return object(pairs)
        }

        /// A row the checked path must read: other keys, other kinds of value, bad values,
        /// escaped or repeated keys, generators, things that are not rows.
        mutating func otherRow() -> String {
            var pairs: [(String, String)] = []
            if chance(50) { pairs.append(("id", "\"r\(Int.random(in: 0..<60, using: &rng))\"")) }
            if chance(50) { pairs.append(("title", pick(RandomConfig.texts))) }
            switch Int.random(in: 0..<22, using: &rng) {
            case 0: pairs.append(("title", "42"))
            case 1: pairs.append(("subtitle", "null"))
            case 2: pairs.append(("detail", "true"))
            case 3: pairs.append(("tag", "[\"a\"]"))
            case 4: pairs.append(("height", pick(["-3", "1e400", "\"automatic\"", "\"tall\"", "null", "\"{h}\""])))
            case 5: pairs.append(("style", pick(["\"subtitle\"", "\"value1\"", "\"bogus\""])))
            case 6: pairs.append(("accessory", pick(["\"checkmark\"", "\"disclosure\""])))
            case 7: pairs.append(("cell", pick(["\"big\"", "\"default\"", "\"bgi\""])))
            case 8: pairs.append(("titel", "\"typo\""))
            case 9: pairs.append(("ti\\u0074le", "\"escaped key\""))
            case 10: pairs.append(("part", "\"p\"")); pairs.append(("part", "\"q\""))
            case 11: pairs.append(("repeat", pick(["2", "0", "-1"])))
            case 12: pairs.append(("data", "{\"h\": 30, \"name\": \"n\"}")); pairs.append(("height", "\"{h}\""))
            case 13: pairs.append(("selected", pick(["true", "\"yes\""])))
            case 14: pairs.append(("lines", "3"))
            case 15: pairs.append(("heights", "[10]"))
            case 16: pairs.append(("on", "true"))
            case 17: pairs.append(("id", "5"))
            case 18: return pick(["\"a row\"", "7", "null", "[]", "[{\"title\": \"x\"}]"])
            case 19: pairs.append(("source", "\"nothing\""))
            case 20: pairs.append(("background", pick(["\"#FF0000\"", "\"red\""])))
            default: pairs.append(("bind", "\"form.name\""))
            }
            return object(pairs.shuffled(using: &rng))
        }

        mutating func section(_ s: Int) -> String {
            var pairs: [(String, String)] = []
            if chance(80) { pairs.append(("id", "\"s\(s)\"")) }
            if chance(10) {
                pairs.append(("rows", pick(["5", "\"rows\"", "{}", "null"])))
            } else if chance(95) {
                let rows = (0..<Int.random(in: 0..<14, using: &rng)).map { _ in chance(70) ? plainRow() : otherRow() }
                pairs.append(("rows", "[" + rows.map { space() + $0 }.joined(separator: ",") + space() + "]"))
            }
            if chance(20) { pairs.append(("header", "\"Header\"")) }
            return object(pairs.shuffled(using: &rng))
        }

        mutating func config() -> String {
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { section($0) }
            var pairs: [(String, String)] = [
                ("width", "390"),
                ("cells", "{\"big\": {\"height\": 80, \"style\": \"subtitle\"}}"),
                ("data", "{\"form\": {\"name\": \"Ann\"}}"),
                ("sections", "[" + sections.map { space() + $0 }.joined(separator: ",") + space() + "]"),
            ]
            pairs.shuffle(using: &rng)
            return object(pairs)
        }
    }

    static let file = "rows.json"

    /// The table `text` decodes to, or its error; with `deferringRows`, section rows take
    /// the fast path.
    static func decode(_ text: String, deferringRows: Bool) -> Result<Table, ConfigError> {
        Result { () throws(ConfigError) -> Table in
            let root = try ConfigReader.parse(text, file: file, deferringRows: deferringRows)
            return try TableDecoder.decode(root, file: file, text: text, mode: nil,
                                           files: FileRoot(configFile: file, root: nil)).table
        }
    }

    @Test func theFastPathDecodesRandomConfigsAsTheCheckedPathDoes() {
        var tables = 0, errors = 0, plainRows = 0
        for seed in 0..<1500 {
            var random = RandomConfig(rng: SeededGenerator(seed: UInt64(seed)), pretty: seed % 2 == 1)
            let text = random.config()
            let fast = Self.decode(text, deferringRows: true)
            let checked = Self.decode(text, deferringRows: false)
            #expect(fast == checked, "seed \(seed):\n\(text)")
            switch checked {
            case .success(let table): tables += 1; plainRows += table.sections.reduce(0) { $0 + $1.rows.count }
            case .failure: errors += 1
            }
        }
        // Both outcomes are common, so both paths are exercised.
        #expect(tables > 200 && errors > 200 && plainRows > 1000, "tables \(tables), errors \(errors), rows \(plainRows)")
    }

    @Test func aConfigDecodesAgainFromItsDeferredRows() throws {
        // `setData` decodes the loaded config's tree again: its deferred rows must read again.
        let text = #"{"width": 390, "sections": [{"rows": [{"id": "a", "title": "A"}, {"title": "B", "style": "subtitle"}]}]}"#
        let root = try ConfigReader.parse(text, file: Self.file, deferringRows: true)
        let first = try TableDecoder.decode(root, file: Self.file, text: text, mode: nil, files: FileRoot(configFile: Self.file, root: nil))
        let second = try TableDecoder.decode(root, file: Self.file, text: text, mode: nil, files: FileRoot(configFile: Self.file, root: nil))
        #expect(first.table == second.table)
        #expect(first.table.sections[0].rows.count == 2)
        #expect(first.table.sections[0].rows[1].style == .subtitle)
    }

    @Test func plainRowsBecomeTheRowsTheyWrite() throws {
        let text = #"{"width": 390, "sections": [{"rows": [{"id": "a", "title": "T\u00e9", "subtitle": "S", "detail": "D", "tag": "g", "part": "p", "height": 12.5}, {}]}]}"#
        let rows = try ConfigLoader.load(text: text, file: Self.file).table.sections[0].rows
        var expected = Row(title: "Té", height: .points(12.5))
        expected.id = "a"
        expected.subtitle = "S"
        expected.detail = "D"
        expected.tag = "g"
        expected.part = "p"
        #expect(rows[0] == expected)
        #expect(rows[1] == Row())
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var lines: [String]
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    /// Errors among plain rows, each at its place: whichever path reads a row, the position
    /// and the fix are the same.
    static let cases: [Case] = [
        Case(name: "duplicate id between plain rows",
             lines: [#"{"width": 390, "sections": [{"rows": ["#, #"  {"id": "a", "title": "A"},"#, #"  {"title": "B"},"#, #"    {"id": "a"}"#, "]}]}"],
             line: 4, column: 5, message: "two rows of this section have the id 'a' (first at line 2); row ids must be unique in a section"),
        Case(name: "duplicate id after a checked row",
             lines: [#"{"width": 390, "sections": [{"rows": ["#, #"  {"id": "a", "style": "value1"},"#, #"  {"title": "é", "accessory": "checkmark"},"#, #"  {"title": "B", "id": "a"}"#, "]}]}"],
             line: 4, column: 3, message: "two rows of this section have the id 'a' (first at line 2)"),
        Case(name: "a checked row repeats a plain row's id",
             lines: [#"{"width": 390, "sections": [{"rows": [{"id": "x"},"#, #"  {"id": "x", "selected": true}]}]}"#],
             line: 2, column: 3, message: "two rows of this section have the id 'x' (first at line 1)"),
        Case(name: "unknown key after plain rows",
             lines: [#"{"width": 390, "sections": [{"rows": ["#, #"  {"title": "A"},"#, #"  {"title": "B", "subtitel": "b"}"#, "]}]}"],
             line: 3, column: 18, message: "unknown key 'subtitel' in a row; did you mean 'subtitle'?"),
        Case(name: "a negative height",
             lines: [#"{"width": 390, "sections": [{"rows": ["#, #"  {"title": "A", "height": -4}"#, "]}]}"],
             line: 2, column: 28, message: "'height' must be 0 or more, found -4"),
        Case(name: "a height too large for a number",
             lines: [#"{"width": 390, "sections": [{"rows": [{"height": 1e999}]}]}"#],
             line: 1, column: 50, message: "'height' must be a finite number"),
        Case(name: "a repeated key",
             lines: [#"{"width": 390, "sections": [{"rows": ["#, #"  {"title": "A",  "title": "B"}"#, "]}]}"],
             line: 2, column: 19, message: "duplicate key 'title' in a row (first at line 2); keep one"),
        Case(name: "a row that is not a mapping",
             lines: [#"{"width": 390, "sections": [{"rows": ["#, #"  {"title": "A"}, "B""#, "]}]}"],
             line: 2, column: 19, message: "a row must be a mapping of keys to values, found the text \"B\""),
        Case(name: "rows that are not a list",
             lines: [#"{"width": 390, "sections": [{"rows": {"title": "A"}}]}"#],
             line: 1, column: 38, message: "'rows' must be a list, found a mapping"),
    ]

    @Test(arguments: cases)
    func eachErrorAmongPlainRowsIsAtItsPlace(_ c: Case) {
        let text = c.lines.joined(separator: "\n")
        for deferringRows in [true, false] {
            guard case .failure(let error) = Self.decode(text, deferringRows: deferringRows) else {
                Issue.record("\(c.name): decoded without an error")
                continue
            }
            #expect(error.location == SourceLocation(file: Self.file, line: c.line, column: c.column), "\(c.name): \(error)")
            #expect(error.message.contains(c.message), "\(c.name): \(error.message)")
        }
    }

    @Test func aByteOrderMarkDoesNotShiftPositions() throws {
        let text = "\u{FEFF}" + #"{"width": 390, "sections": [{"rows": [{"id": "a"},"# + "\n" + #" {"id": "a"}]}]}"#
        #expect(throws: ConfigError("two rows of this section have the id 'a' (first at line 1); row ids must be unique in a section",
                                    at: SourceLocation(file: Self.file, line: 2, column: 2))) {
            try ConfigLoader.load(text: text, file: Self.file)
        }
    }
}
