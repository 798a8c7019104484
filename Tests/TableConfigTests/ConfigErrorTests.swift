import Foundation
import Testing
import TestSupport
@testable import TableConfig

/// Every kind of bad config, fed in: each must fail with the file, line and column of the
/// culprit and a message that says what to do.
@Suite struct ConfigErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var file = "table.yaml"
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown top-level key", text: "width: 390\nrowHieght: 40\nsections: []\n",
             line: 2, column: 1, message: "unknown key 'rowHieght' in the table; did you mean 'rowHeight'?"),
        Case(name: "unknown key with no near match", text: "width: 390\nzzzzzzzzzzzz: 1\nsections: []\n",
             line: 2, column: 1, message: "known keys are 'width'"),
        Case(name: "unknown section key", text: "width: 390\nsections:\n  - header: A\n    rowz: []\n",
             line: 4, column: 5, message: "unknown key 'rowz' in a section; did you mean 'rows'?"),
        Case(name: "unknown row key", text: "width: 390\nsections:\n  - rows:\n      - {title: A, subtitel: B}\n",
             line: 4, column: 20, message: "did you mean 'subtitle'?"),
        Case(name: "width is text", text: "width: wide\nsections: []\n",
             line: 1, column: 8, message: "'width' must be a number, found the text \"wide\""),
        Case(name: "width is zero", text: "width: 0\nsections: []\n",
             line: 1, column: 8, message: "'width' must be greater than 0"),
        Case(name: "width under one point", text: "width: 0.1\nsections: []\n",
             line: 1, column: 8, message: "'width' must be at least 1 point (one pixel at scale 1), found 0.1"),
        Case(name: "editing is not a bool", text: "width: 390\nediting: maybe\nsections: []\n",
             line: 2, column: 10, message: "'editing' must be true or false"),
        Case(name: "canMove is not a bool", text: "width: 390\nsections:\n  - rows:\n      - {canMove: 2}\n",
             line: 4, column: 19, message: "'canMove' must be true or false"),
        Case(name: "on is neither a state nor pending", text: "width: 390\nsections:\n  - rows:\n      - {accessory: switch, on: maybe}\n",
             line: 4, column: 33, message: "'on' must be true, false or pending, found the text \"maybe\""),
        Case(name: "width fit without preferred widths", text: "width: fit\nsections:\n  - rows: [{title: a}]\n",
             line: 1, column: 8, message: "'width: fit' sizes the table to its rows' largest 'preferredMaxWidth', but no row sets one"),
        Case(name: "negative preferredMaxWidth", text: "width: 390\nsections:\n  - rows:\n      - {preferredMaxWidth: -3}\n",
             line: 4, column: 29, message: "'preferredMaxWidth' must be 0 or more, found -3"),
        Case(name: "missing width", text: "sections: []\n",
             line: 1, column: 1, message: "needs 'width'"),
        Case(name: "missing sections", text: "width: 390\n",
             line: 1, column: 1, message: "needs 'sections'"),
        Case(name: "negative row height", text: "width: 390\nsections:\n  - rows:\n      - {height: -4}\n",
             line: 4, column: 18, message: "'height' must be 0 or more, found -4"),
        // Two such heights would sum to infinity, and every later edit of the offsets to NaN.
        Case(name: "a row height past the longest length", text: "width: 390\nsections:\n  - rows:\n      - {height: 1e308}\n",
             line: 4, column: 18, message: "'height' must be at most 10000000 points, found 1e+308"),
        Case(name: "a data height past the longest length",
             text: "width: 390\ndata: {feed: [{h: 2e7}]}\ncells: {c: {title: x, height: '{h}'}}\nsections:\n  - rows:\n      - {source: feed, cell: c}\n",
             line: 2, column: 15, message: "reads a number of points (0 or more, at most 10000000), found 20000000"),
        Case(name: "NaN height", text: "width: 390\nrowHeight: .nan\nsections: []\n",
             line: 2, column: 12, message: "'rowHeight' must be a finite number"),
        Case(name: "height is a word", text: "width: 390\nrowHeight: auto\nsections: []\n",
             line: 2, column: 12, message: "or 'automatic', found 'auto'"),
        Case(name: "scale out of range", text: "width: 390\nscale: 4\nsections: []\n",
             line: 2, column: 8, message: "'scale' must be 1, 2 or 3, found 4"),
        Case(name: "zero viewport", text: "width: 390\nviewport: {height: 0}\nsections: []\n",
             line: 2, column: 20, message: "viewport 'height' must be greater than 0"),
        Case(name: "empty heights pattern", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 3, heights: []}\n",
             line: 4, column: 30, message: "'heights' must list at least one height"),
        Case(name: "heights without repeat", text: "width: 390\nsections:\n  - rows:\n      - {heights: [4]}\n",
             line: 4, column: 10, message: "'heights' goes with 'repeat: N'"),
        Case(name: "repeat beyond memory", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 100000000000}\n",
             line: 4, column: 18, message: "more rows than tablesnap lays out"),
        Case(name: "repeats adding up beyond memory",
             text: "width: 390\nsections:\n  - rows: [{repeat: 60000000}]\n  - rows: [{repeat: 60000000}]\n",
             line: 4, column: 5, message: "more than 100000000 rows"),
        Case(name: "repeat not whole", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 2.5}\n",
             line: 4, column: 18, message: "'repeat' must be a whole number"),
        Case(name: "repeat with one id for every row", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 2, id: x}\n",
             line: 4, column: 25, message: "every row of this 'repeat' would have the id 'x'; put {index} in it"),
        Case(name: "repeat id with a digit after {index}", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 2, id: 'r{index}-2'}\n",
             line: 4, column: 25, message: "no digit just before it and none after it"),
        Case(name: "repeat id with {index} twice", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 2, id: '{index}-{index}'}\n",
             line: 4, column: 25, message: "reads {index} once"),
        Case(name: "repeat ids meeting a single row's", text: "width: 390\nsections:\n  - rows:\n      - {id: row-3}\n      - {repeat: 5, id: 'row-{index}'}\n",
             line: 5, column: 9, message: "two rows of this section have the id 'row-3' (first at line 4)"),
        Case(name: "a single row's id inside earlier repeat ids", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 5, id: 'row-{index}'}\n      - {id: row-4}\n",
             line: 5, column: 9, message: "two rows of this section have the id 'row-4' (first at line 4)"),
        Case(name: "two repeats making one id", text: "width: 390\nsections:\n  - rows:\n      - {repeat: 5, id: 'r{index}'}\n      - {title: x}\n      - {repeat: 2, id: 'r{index}'}\n",
             line: 6, column: 9, message: "the id 'r0' (first at line 4)"),
        Case(name: "repeat ids meeting a single row's in JSON", text: "{\"width\": 390, \"sections\": [{\"rows\": [{\"id\": \"row-1\"},\n {\"repeat\": 3, \"id\": \"row-{index}\"}]}]}",
             file: "c.json", line: 2, column: 2, message: "two rows of this section have the id 'row-1' (first at line 1)"),
        Case(name: "bad colour", text: "width: 390\nsections:\n  - rows:\n      - {background: red}\n",
             line: 4, column: 22, message: "'background' must be a colour written #RRGGBB"),
        Case(name: "misspelt style", text: "width: 390\nstyle: groupd\nsections: []\n",
             line: 2, column: 8, message: "did you mean 'grouped'?"),
        Case(name: "misspelt accessory", text: "width: 390\nsections:\n  - rows:\n      - {accessory: chevron}\n",
             line: 4, column: 21, message: "'accessory' must be one of"),
        Case(name: "shortened accessory", text: "width: 390\nsections:\n  - rows:\n      - {accessory: disclosure}\n",
             line: 4, column: 21, message: "found 'disclosure'; did you mean 'disclosureIndicator'?"),
        Case(name: "unknown template", text: "width: 390\ncells:\n  person: {height: 60}\nsections:\n  - rows:\n      - {cell: persn}\n",
             line: 6, column: 16, message: "no cell template named 'persn'; did you mean 'person'?"),
        Case(name: "template with an unknown key", text: "width: 390\ncells:\n  person: {hieght: 60}\nsections: []\n",
             line: 3, column: 12, message: "unknown key 'hieght' in cell template 'person'"),
        Case(name: "duplicate key", text: "width: 390\nsections:\n  - id: a\n    id: b\n",
             line: 3, column: 5, message: "duplicate key 'id': set here and again later"),
        Case(name: "duplicate section ids", text: "width: 390\nsections:\n  - id: a\n  - id: a\n",
             line: 4, column: 5, message: "two sections have the id 'a'"),
        Case(name: "duplicate row ids", text: "width: 390\nsections:\n  - rows:\n      - {id: r}\n      - {id: r}\n",
             line: 5, column: 9, message: "two rows of this section have the id 'r' (first at line 4)"),
        Case(name: "switch state without a switch", text: "width: 390\nsections:\n  - rows:\n      - {on: true}\n",
             line: 4, column: 10, message: "add 'accessory: switch'"),
        Case(name: "lines negative", text: "width: 390\nsections:\n  - rows:\n      - {lines: -1}\n",
             line: 4, column: 17, message: "'lines' must be from 0 to"),
        Case(name: "sections not a list", text: "width: 390\nsections: {a: 1}\n",
             line: 2, column: 11, message: "'sections' must be a list, found a mapping"),
        Case(name: "table header without height", text: "width: 390\ntableHeader: {title: Hi}\nsections: []\n",
             line: 2, column: 14, message: "'tableHeader' needs 'height'"),
        Case(name: "broken YAML", text: "width: 390\nsections: [\n  {title: a\n",
             line: 4, column: 1, message: "invalid YAML"),
        Case(name: "YAML tab indentation", text: "width: 390\nsections:\n\t- rows: []\n",
             line: 3, column: 1, message: "invalid YAML"),
        Case(name: "root is a list", text: "- 1\n- 2\n",
             line: 1, column: 1, message: "the table must be a mapping"),
        Case(name: "broken JSON", text: "{\"width\": 390,\n \"sections\": [}\n", file: "table.json",
             line: 2, column: 15, message: "invalid JSON: unexpected character '}'"),
        Case(name: "JSON trailing comma", text: "{\"width\": 390, \"sections\": [],}", file: "table.json",
             line: 1, column: 31, message: "invalid JSON: a key in double quotes was expected"),
        Case(name: "JSON unknown key", text: "{\"width\": 390,\n  \"sectons\": []}", file: "table.json",
             line: 2, column: 3, message: "did you mean 'sections'?"),
        Case(name: "data is not a mapping", text: "width: 390\ndata: [1, 2]\nsections: []\n",
             line: 2, column: 7, message: "'data' must map names to values, found a list"),
        Case(name: "missing data file", text: "width: 390\ndata: {a: {file: nowhere.json}}\nsections: []\n",
             line: 2, column: 18, message: "no data file at"),
        Case(name: "missing layout file", text: "width: 390\nlayout: {file: nowhere.tableViewConfig}\n",
             line: 2, column: 16, message: "no layout file at"),
        Case(name: "neither sections nor layout", text: "width: 390\n",
             line: 1, column: 1, message: "(or a 'layout')"),
        // Inputs whose message used to say the wrong thing.
        Case(name: "two YAML documents", text: "width: 390\nsections: []\n---\nwidth: 2\n",
             line: 3, column: 1, message: "a second YAML document starts here"),
        Case(name: "YAML nested too deep", text: "width: 390\nsections: " + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "\n",
             line: 2, column: 12, message: "nests lists and mappings more than \(ConfigNode.maxDepth) deep"),
        // Past tablesnap's limit (under libyaml's): refused at the list that passes it, before Yams composes.
        Case(name: "YAML nested past the limit", text: "width: 390\nsections: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n",
             line: 2, column: 11 + ConfigNode.maxDepth - 1, message: "nests lists and mappings more than \(ConfigNode.maxDepth) deep"),
        Case(name: "repeat with a fraction", text: "width: 390\nsections: [{rows: [{repeat: 1.5}]}]\n",
             line: 2, column: 29, message: "'repeat' must be a whole number, found the number 1.5"),
        Case(name: "a 10,000-character unknown key", text: "{\"width\": 390, \"" + String(repeating: "k", count: 10_000) + "\": 1, \"sections\": []}",
             line: 1, column: 16, message: "unknown key '" + String(repeating: "k", count: 80) + "… (10000 characters)' in the table"),
        Case(name: "control character", text: "width: 390\nsections: [{rows: [{title: \"a\u{01}b\"}]}]\n",
             line: 2, column: 30, message: "a control character (U+0001) is not allowed in YAML"),
        Case(name: "!!int tag", text: "width: 390\nsections: [{header: !!int abc}]\n",
             line: 2, column: 21, message: "the YAML tag !!int is not supported"),
        Case(name: "custom tag", text: "width: !custom 390\nsections: []\n",
             line: 1, column: 8, message: "the YAML tag !custom is not supported"),
        Case(name: "binary tag", text: "width: 390\nsections: [{rows: [{title: !!binary aGVsbG8=}]}]\n",
             line: 2, column: 28, message: "the YAML tag !!binary is not supported"),
        Case(name: "tagged mapping", text: "width: 390\nsections: [!!omap {rows: []}]\n",
             line: 2, column: 12, message: "the YAML tag !!omap is not supported"),
    ]

    @Test func explicitTextTagsAreRead() throws {
        let row = try ConfigLoader.load(text: "width: 390\nsections: !!seq [{rows: [{title: !!str 42, subtitle: ! 7}]}]\n", file: "t.yaml")
            .table.sections[0].rows[0]
        #expect(row.title == "42" && row.subtitle == "7")
    }

    @Test func manyPlainValuesAreRefusedWithoutBlamingAliases() {
        let plain = "width: 390\nsections: [" + Array(repeating: "{}", count: 50).joined(separator: ", ") + "]\n"
        let error = #expect(throws: ConfigError.self) { try YAMLReader.read(plain, file: "big.yaml", maxValues: 40) }
        #expect(error?.message.contains("holds more than 40 values") == true && error?.message.contains("alias") == false, "\(String(describing: error))")
        let aliased = "a: &a [1, 2, 3, 4, 5, 6, 7, 8]\nb: [*a, *a, *a, *a, *a, *a]\n"
        let aliasError = #expect(throws: ConfigError.self) { try YAMLReader.read(aliased, file: "alias.yaml", maxValues: 40) }
        #expect(aliasError?.message.contains("aliases") == true, "\(String(describing: aliasError))")
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() throws {
        let folder = try TemporaryFolder.make("tablesnap-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.yaml").path
        try Data(Array("width: 390\nsections: [{rows: [{title: é".utf8) + [0xFF] + Array("}]}]\n".utf8)).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: ConfigError.self) { try ConfigLoader.load(file: file) }
        #expect(error?.location == SourceLocation(file: file, line: 2, column: 29), "\(String(describing: error))")
        #expect(error?.message.contains("byte 40 (0xFF)") == true, "\(String(describing: error))")
    }

    @Test func aFIFOIsReadAsAStream() throws {
        let folder = try TemporaryFolder.make("tablesnap-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("t.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("width: 321\nsections: []\n".utf8))
            try? handle?.close()
        }
        writer.start()
        #expect(try ConfigLoader.load(file: fifo).table.width == 321)
    }

    @Test(arguments: cases)
    func badConfigFailsAtItsPositionWithAFix(_ c: Case) {
        do {
            _ = try ConfigLoader.load(text: c.text, file: c.file)
            Issue.record("\(c.name): loaded without error")
        } catch {
            #expect(error.location == SourceLocation(file: c.file, line: c.line, column: c.column), "\(c.name): \(error)")
            #expect(error.message.contains(c.message), "\(c.name): \(error.message)")
            #expect(error.description.hasPrefix("\(c.file):\(c.line):\(c.column): "))
        }
    }

    @Test func aYAMLAliasBombIsRefusedQuickly() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "width: 390\nsections: []\n"
        #expect(throws: ConfigError.self) { try ConfigLoader.load(text: yaml, file: "bomb.yaml") }
        do { _ = try ConfigLoader.load(text: yaml, file: "bomb.yaml") } catch {
            #expect(error.message.contains("expands to more than"))
        }
    }

    /// Issue 25: YAML nested to the documented limit overflowed a 1 MiB stack (threads and
    /// sanitizer builds have less than the main thread's 8 MiB). Loaded on a thread with a
    /// 1 MiB stack, a config and a data file nested exactly to the limit load, and one level
    /// more is an error at its position: depth is checked before anything recurses.
    @Test func yamlAtTheNestingLimitLoadsOnAOneMiBStack() throws {
        let limit = YAMLReader.maxNesting
        // `data: {d: …}` is two levels, the top mapping one: the list nests to the limit.
        let inner = limit - 2
        let atLimit = "width: 390\ndata:\n  d: " + String(repeating: "[", count: inner) + String(repeating: "]", count: inner) + "\nsections: []\n"
        let past = "width: 390\ndata:\n  d: " + String(repeating: "[", count: inner + 1) + String(repeating: "]", count: inner + 1) + "\nsections: []\n"
        let block = "width: 390\ndata:\n" + (1...(limit - 1)).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\nsections: []\n"
        let folder = try TemporaryFolder.make("tablesnap-deep")
        try String(repeating: "[", count: limit - 1).appending(String(repeating: "]", count: limit - 1))
            .write(to: folder.appendingPathComponent("deep.yaml"), atomically: true, encoding: .utf8)
        let fromFile = "width: 390\ndata:\n  d: {file: deep.yaml}\nsections: []\n"
        // A JSON config nests no deeper than YAML: its tree is walked the same way.
        let json = "{\"width\": 390, \"data\": {\"d\": " + String(repeating: "[", count: inner) + String(repeating: "]", count: inner) + "}, \"sections\": []}"
        let results = SmallStack.run {
            [atLimit, block, past, fromFile].map { text in
                Result { () throws(ConfigError) in _ = try ConfigLoader.load(text: text, file: folder.appendingPathComponent("t.yaml").path) }
            }
        }
        for index in [0, 1, 3] {
            if case .failure(let error) = results[index] { Issue.record("case \(index) at the limit: \(error)") }
        }
        guard case .failure(let error) = results[2] else { Issue.record("one level past the limit must be refused"); return }
        #expect(error.location?.line == 3 && error.message.contains("nests lists and mappings more than \(limit) deep"), "\(error)")
        let jsonResult = SmallStack.run { Result { () throws(ConfigError) in _ = try ConfigLoader.load(text: json, file: "deep.json") } }
        if case .failure(let error) = jsonResult { Issue.record("a JSON config at the limit: \(error)") }
        let jsonPast = "{\"width\": 390, \"data\": {\"d\": " + String(repeating: "[", count: inner + 1) + String(repeating: "]", count: inner + 1) + "}, \"sections\": []}"
        let refused = #expect(throws: ConfigError.self) { try ConfigLoader.load(text: jsonPast, file: "deep.json") }
        #expect(refused?.message.contains("nested more than \(limit) levels deep") == true, "\(String(describing: refused))")
    }

    @Test func deeplyNestedJSONIsAnErrorNotACrash() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: ConfigError.self) { try ConfigLoader.load(text: json, file: "deep.json") }
    }

    @Test func unreadableFilesNameTheFile() throws {
        let folder = try TemporaryFolder.make("tablesnap-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.yaml").path
        let binary = folder.appendingPathComponent("binary.yaml")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        let empty = folder.appendingPathComponent("empty.yaml")
        try Data().write(to: empty)
        for (path, message) in [(missing, "no such file"), (binary.path, "not UTF-8"), (empty.path, "empty"),
                                (folder.path, "is a folder")] {
            do {
                _ = try ConfigLoader.load(file: path)
                Issue.record("\(path) loaded")
            } catch {
                #expect(error.file == path)
                #expect(error.message.contains(message), "\(error)")
            }
        }
    }
}
