import Testing
@testable import TableConfig
import TableLayout

/// The layout DSL, rule by rule, as docs/dsl.md states AOZTableViewProvider's rules, with
/// the fixes docs/dsl.md names. Each test states the rule it checks.
@Suite struct DSLTests {
    /// The library's own test provider, plus a few more shapes.
    static let config = """
        width: 320
        data:
          array: ["1", "2", "3"]
          four: [a, b, c, d]
          emptyArray: []
          nilArray: null
          dictionary: {"1": 1, "2": 2}
          emptyDictionary: {}
          nested: [[x, y, z], [w]]
          multipleArray: [{subs: [1, 2, 3]}, {subs: [4, 5]}]
          people: [{name: Ann, friends: [Bo]}, {name: Cy, friends: []}]
          user: {profile: {city: Oslo}, tags: [t1, t2]}
          word: hello
        cells:
          A: {title: "{.}", height: 50}
          B: {height: 60}
          E: {title: empty, height: 30}
          H: {title: "Header {name}", height: 40}

        """

    struct Cell: Equatable, CustomStringConvertible {
        var cell: String
        var data: DataValue?
        var tag: String?
        var empty: Bool
        var description: String { "\(cell)|\(data.map { "\($0)" } ?? "nil")|\(tag ?? "-")|\(empty)" }
    }

    /// The sections a layout makes: for each, its rows as (template, data, tag, empty).
    static func evaluate(_ layout: String, mode: Int? = nil, extra: String = "") throws -> [[Cell]] {
        let indented = layout.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        let text = config + extra + "layout: |\n" + indented + "\n"
        let table = try ConfigLoader.load(text: text, file: "t.yaml", mode: mode).table
        return table.sections.map { section in
            section.rows.map { Cell(cell: $0.cell ?? "default", data: $0.data, tag: $0.tag, empty: $0.isEmptyPlaceholder) }
        }
    }

    static func counts(_ layout: String, mode: Int? = nil) throws -> [Int] {
        try evaluate(layout, mode: mode).map(\.count)
    }

    static func data(_ layout: String) throws -> [[DataValue?]] {
        try evaluate(layout).map { $0.map(\.data) }
    }

    // MARK: Grammar

    @Test func onlyModeSectionAndRowLinesCountEverythingElseIsAComment() throws {
        #expect(try DSLTests.counts("// comment\n# another\nRow\nrows\nrow\n  whatever -s array\nrow") == [2])
    }

    @Test func thereAreNoTrailingCommentsUnknownTokensAreSkipped() throws {
        #expect(try DSLTests.counts("row // see -s array") == [3], "-s array still applies")
        #expect(try DSLTests.evaluate("row 1 2 3 4 5") == DSLTests.evaluate("row"))
    }

    @Test func anyNewlineSplitsLinesAndIndentationDoesNotMatter() throws {
        let document = try ConfigLoader.load(text: DSLTests.config + "layout: \"row\\r\\n   row\\rrow\\u2028row\"\n", file: "t.yaml")
        #expect(document.table.sections.map(\.rows.count) == [4])
    }

    @Test func linesBeforeTheFirstModeAreModeZeroAndEmptyModesKeepTheirIndex() throws {
        let layout = "row\nmode\nrow\nrow\nmode\nmode extra tokens ignored\nrow -s array"
        #expect(try DSLTests.counts(layout, mode: 0) == [1])
        #expect(try DSLTests.counts(layout, mode: 1) == [2])
        #expect(try DSLTests.counts(layout, mode: 2) == [], "an empty mode has no sections")
        #expect(try DSLTests.counts(layout, mode: 3) == [3])
        #expect(try DSLTests.counts(layout, mode: 9) == [], "an out-of-range mode has no sections")
        #expect(try DSLTests.counts("mode\nrow\nmode\nrow\nrow", mode: 1) == [2], "a leading mode line starts mode 0")
    }

    @Test func theConfigsModeKeyPicksTheModeAndAFlagOverridesIt() throws {
        let layout = "mode\nrow\nmode\nrow\nrow"
        let indented = layout.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let text = DSLTests.config + "mode: 1\nlayout: |\n" + indented + "\n"
        #expect(try ConfigLoader.load(text: text, file: "t.yaml").table.sections.map(\.rows.count) == [2])
        #expect(try ConfigLoader.load(text: text, file: "t.yaml", mode: 0).table.sections.map(\.rows.count) == [1])
    }

    @Test func rowsBeforeAnySectionFormAnImplicitSection() throws {
        #expect(try DSLTests.counts("row\nsection\nrow") == [1, 1])
        #expect(try DSLTests.counts("row\nrow\nsection\nsection") == [2, 1, 1])
    }

    @Test func aSectionWithoutRowLinesGetsOneDefaultRow() throws {
        #expect(try DSLTests.evaluate("section -c A -t t") == [[Cell(cell: "A", data: nil, tag: "t", empty: false)]])
    }

    @Test func aLayoutOfOnlyCommentsIsAnError() {
        #expect(throws: ConfigError.self) { try DSLTests.evaluate("// nothing here\nRow") }
    }

    // MARK: Flags

    @Test func sourceFlagIsIgnoredWhenLastOrFollowedByAFlagWhichItSwallows() throws {
        #expect(try DSLTests.evaluate("row -s") == DSLTests.evaluate("row"))
        #expect(try DSLTests.evaluate("row -s -c A") == DSLTests.evaluate("row"), "-s swallows -c; A is skipped")
        #expect(try DSLTests.counts("row -s -all -s array -n 2") == [2], "-all was swallowed, the second -s applies")
    }

    @Test func cellFlagPicksATemplateAndAnUnknownOneIsAnErrorWithItsPosition() throws {
        #expect(try DSLTests.evaluate("row -c A").first?.first?.cell == "A")
        #expect(try DSLTests.evaluate("row -c").first?.first?.cell == "default", "a flag with no argument is ignored")
        do {
            _ = try DSLTests.evaluate("row\nrow -s array -c Missing")
            Issue.record("an unknown template must be an error")
        } catch let error as ConfigError {
            // `layout: |` is line 19 of the config; the layout's second line is file line 21.
            #expect(error.location?.line == 21 && error.location?.column == 19, "\(error)")
            #expect(error.message.contains("no cell template named 'Missing'"))
        }
        #expect(throws: ConfigError.self) { try DSLTests.evaluate("row -s emptyArray -ec Nope") }
        #expect(throws: ConfigError.self) { try DSLTests.evaluate("section -h Nope") }
    }

    @Test func elementsPerRowTakesOnlyAWholePositiveNumber() throws {
        let four = "row -s four "
        #expect(try DSLTests.counts(four + "-n 2") == [2])
        #expect(try DSLTests.counts(four + "-n +3") == [2], "a leading + is accepted")
        for ignored in ["-n 0", "-n -1", "-n -3", "-n xxx", "-n 2.5", "-n 3x", "-n"] {
            #expect(try DSLTests.counts(four + ignored) == [4], "\(ignored) is ignored")
        }
        #expect(try DSLTests.counts(four + "-n 3 -n 1") == [4], "a later flag wins")
        #expect(try DSLTests.counts("row -s array -n 5 -n -1 -all -n 2") == [2], "-all then -n 2 gives 2")
        #expect(try DSLTests.data("row -s four -n 2 -all") == [[.array(["a", "b", "c", "d"].map(DataValue.string))]])
        #expect(try DSLTests.data("row -s four -n 3") == [[.array(["a", "b", "c"].map(DataValue.string)), .array([.string("d")])]])
    }

    @Test func elementSourceIsIgnoredOnSectionLinesAndHeaderOnRowLines() throws {
        #expect(try DSLTests.evaluate("section -es subs -c A").first?.first?.cell == "A", "-es and its argument are consumed")
        #expect(try DSLTests.evaluate("row -h H -c A").first?.first?.cell == "A")
    }

    @Test func headerTemplateTitlesTheSectionFromItsContents() throws {
        let table = try ConfigLoader.load(text: DSLTests.config + "layout: |\n  section -s people -h H\n", file: "t.yaml").table
        #expect(table.sections.map(\.header?.title) == ["Header Ann", "Header Cy"])
        #expect(table.sections.first?.header?.height == .points(40))
        #expect(try ConfigLoader.load(text: DSLTests.config + "layout: |\n  section\n", file: "t.yaml").table.sections[0].header == nil,
                "no -h, no header")
    }

    /// `-f` (issue 12, tablesnap's extension, documented as one in docs/dsl.md): a section
    /// line's footer template, its title read from the section's contents like `-h`'s;
    /// consumed and ignored on a row line; an unknown template is an error at its place.
    @Test func footerTemplateTitlesTheSectionFromItsContents() throws {
        let table = try ConfigLoader.load(text: DSLTests.config + "layout: |\n  section -s people -f H -h H\n", file: "t.yaml").table
        #expect(table.sections.map(\.footer?.title) == ["Header Ann", "Header Cy"])
        #expect(table.sections.map(\.header?.title) == ["Header Ann", "Header Cy"])
        #expect(table.sections.first?.footer?.height == .points(40))
        let plain = try ConfigLoader.load(text: DSLTests.config + "layout: |\n  section -h H\n  row -f H -c A\n", file: "t.yaml").table
        #expect(plain.sections[0].footer == nil, "no -f on the section line, no footer")
        #expect(plain.sections[0].rows.count == 1 && plain.sections[0].rows[0].cell == "A", "-f and its argument are consumed on a row line")
        do {
            _ = try ConfigLoader.load(text: DSLTests.config + "layout: |\n  section -f Nope\n", file: "t.yaml")
            Issue.record("an unknown -f template must be an error")
        } catch {
            #expect(error.message.contains("-f Nope: no cell template named 'Nope'"), "\(error)")
            #expect(error.location?.line == 20 && error.location?.column == 14, "\(error)")
        }
    }

    /// Section contents and tag (issue 12; AOZ's `sectionContentsAtSection:` and tags,
    /// docs/dsl.md, Tags): each section carries the element it was made from and its -t, else
    /// its -s key.
    @Test func sectionsCarryTheirContentsAndTag() throws {
        let people = try ConfigLoader.load(text: DSLTests.config + "layout: |\n  section -s people\n  section -s four -n 3 -t quad\n  section\n", file: "t.yaml").table
        #expect(people.sections.map(\.tag) == ["people", "people", "quad", "quad", nil])
        #expect(people.sections[0].data?["name"] == .string("Ann"))
        #expect(people.sections[1].data?["name"] == .string("Cy"))
        #expect(people.sections[2].data == .array(["a", "b", "c"].map(DataValue.string)))
        #expect(people.sections[3].data == .array([.string("d")]))
        #expect(people.sections[4].data == nil)
    }

    // MARK: Inheritance

    @Test func rowsStartFromTheirSectionsFlags() throws {
        // Two table sections (3 elements, 2 per section), each with a row line that inherits -n 2.
        #expect(try DSLTests.counts("section -s array -n 2\nrow -s ..four") == [2, 2], "the row inherits -n 2")
        let rows = try DSLTests.evaluate("section -c A -t s\nrow\nrow -c B -t r")
        #expect(rows == [[Cell(cell: "A", data: nil, tag: "s", empty: false), Cell(cell: "B", data: nil, tag: "r", empty: false)]])
    }

    // MARK: Sections

    @Test func anArraySectionGivesASectionPerElementOrChunk() throws {
        #expect(try DSLTests.data("section -s array") == [[.string("1")], [.string("2")], [.string("3")]])
        #expect(try DSLTests.data("section -s four -n 3") == [[.array(["a", "b", "c"].map(DataValue.string))], [.array([.string("d")])]])
        #expect(try DSLTests.data("section -s array -all") == [[.array(["1", "2", "3"].map(DataValue.string))]])
    }

    @Test func anEmptyOrMissingSourceGivesNoSectionUnlessItHasAnEmptyCell() throws {
        #expect(try DSLTests.counts("section -s emptyArray") == [])
        #expect(try DSLTests.evaluate("section -s emptyArray -ec E") == [[Cell(cell: "E", data: nil, tag: "emptyArray", empty: true)]])
        #expect(try DSLTests.counts("section -s nilArray") == [])
        #expect(try DSLTests.counts("section -s noSuchKey") == [])
        #expect(try DSLTests.evaluate("section -s nilArray -ec E") == [[Cell(cell: "E", data: nil, tag: "nilArray", empty: true)]])
    }

    @Test func fixOneAMissingSourceDoesNotResetTheSectionIndex() throws {
        // The library put a nil-source section at index 0, collapsing the table; here the
        // sections after it keep their places.
        #expect(try DSLTests.counts("section -s array\nsection -s nilArray\nsection -c A") == [1, 1, 1, 1])
        #expect(try DSLTests.evaluate("section -c A\nsection -s nilArray -ec E").map { $0.map(\.cell) } == [["A"], ["E"]])
    }

    @Test func aNonArraySourceIsOneSectionWhoseRowsSeeIt() throws {
        #expect(try DSLTests.data("section -s dictionary\nrow -s 1\nrow -s 2") == [[.number(1), .number(2)]])
        #expect(try DSLTests.data("section -s dictionary") == [[.object([("1", .number(1)), ("2", .number(2))])]])
    }

    // MARK: Rows

    @Test func arrayRowsExpandEmptyOnesVanishUnlessTheyHaveAnEmptyCell() throws {
        #expect(try DSLTests.data("row -s array -c A") == [["1", "2", "3"].map(DataValue.string)])
        #expect(try DSLTests.counts("row -s emptyArray") == [0])
        #expect(try DSLTests.evaluate("row -s emptyArray -ec E") == [[Cell(cell: "E", data: nil, tag: "emptyArray", empty: true)]])
        #expect(try DSLTests.counts("row -s nilArray") == [0])
        #expect(try DSLTests.evaluate("row -s nilArray -ec E") == [[Cell(cell: "E", data: nil, tag: "nilArray", empty: true)]])
    }

    @Test func unsetMissingAndEmptyAreThreeDifferentThings() throws {
        // Unset (no -s): one row, no data, not empty. An empty dictionary is not empty.
        #expect(try DSLTests.evaluate("row -ec E") == [[Cell(cell: "default", data: nil, tag: nil, empty: false)]])
        #expect(try DSLTests.evaluate("row -s emptyDictionary -ec E") == [[Cell(cell: "default", data: .object([]), tag: "emptyDictionary", empty: false)]])
        #expect(try DSLTests.evaluate("row -s word").first?.first?.data == .string("hello"))
    }

    @Test func nestedArraysExpandIntoRows() throws {
        #expect(try DSLTests.data("section -s nested\nrow -c A") == [["x", "y", "z"].map(DataValue.string), [.string("w")]])
        #expect(try DSLTests.counts("section -s nested\nrow -n 2") == [2, 1])
        #expect(try DSLTests.data("section -s nested\nrow -all") == [[.array(["x", "y", "z"].map(DataValue.string))], [.array([.string("w")])]],
                "-all keeps one row holding the element")
    }

    @Test func elementSourceReadsEachElementTheCodesWayNotTheReadmes() throws {
        // The README says "two rows, then three"; the code gives 3 then 2.
        #expect(try DSLTests.counts("section -s multipleArray\nrow -es subs") == [3, 2])
        #expect(try DSLTests.counts("section -s people\nrow -es friends") == [1, 0])
        #expect(try DSLTests.evaluate("section -s people\nrow -es friends -ec E")[1] == [Cell(cell: "E", data: nil, tag: "friends", empty: true)])
        #expect(try DSLTests.data("section -s people\nrow -es name") == [[.string("Ann")], [.string("Cy")]])
        #expect(try DSLTests.counts("section -s people\nrow -es nothing") == [0, 0])
        #expect(try DSLTests.data("section -s array\nrow -es anything") == [[.string("1")], [.string("2")], [.string("3")]],
                "a string element has no keys: the row keeps the element")
        #expect(try DSLTests.counts("section -s multipleArray -n 2\nrow -es subs") == [1], "-es needs one element per section")
    }

    @Test func aRowKeyUnderAnArraySectionCollectsEveryElementsValue() throws {
        #expect(try DSLTests.data("section -s people\nrow -s name") == [[.string("Ann"), .string("Cy")], [.string("Ann"), .string("Cy")]])
    }

    @Test func aRowUnderASectionWhoseSourceIsMissingLosesItsSource() throws {
        // The row's -s is dropped at parse time (its section has no source to read), so it
        // falls back to the section's missing source: one empty row, tagged by the section.
        #expect(try DSLTests.evaluate("section -s nilArray -ec E\nrow -s array") == [[Cell(cell: "E", data: nil, tag: "nilArray", empty: true)]])
    }

    // MARK: Tags

    @Test func tagsFollowTheLibrarysPriority() throws {
        #expect(try DSLTests.evaluate("section -s people -t st\nrow -es name -t rt").first?.first?.tag == "rt")
        #expect(try DSLTests.evaluate("section -s people -t st\nrow -es name").first?.first?.tag == "st", "inherited")
        #expect(try DSLTests.evaluate("section -s people\nrow -es name").first?.first?.tag == "name")
        #expect(try DSLTests.evaluate("section -s dictionary\nrow -s 1").first?.first?.tag == "1")
        #expect(try DSLTests.evaluate("section -s dictionary\nrow").first?.first?.tag == "dictionary")
        #expect(try DSLTests.evaluate("row").first?.first?.tag == nil)
    }

    // MARK: Fix two: key paths and the table's data from inside a section

    @Test func keyPathsAndDotDotReachIntoData() throws {
        #expect(try DSLTests.data("row -s user.profile.city") == [[.string("Oslo")]])
        #expect(try DSLTests.data("section -s user\nrow -s profile.city\nrow -s ..word") == [[.string("Oslo"), .string("hello")]])
        #expect(try DSLTests.counts("section -s dictionary\nrow -s ..array") == [3])
    }

    // MARK: Templates reach the model

    @Test func rowsTakeTheirTemplatesFieldsAndHeightsAndTheBuiltInIs44() throws {
        let table = try ConfigLoader.load(text: DSLTests.config + "layout: |\n  row -s array -c A\n  row\n", file: "t.yaml").table
        let rows = Array(table.sections[0].rows)
        #expect(rows[0].title == "1" && rows[0].height == .points(50), "{.} shows a string element")
        #expect(rows[3].cell == "default" && rows[3].height == .points(44))
    }

    @Test func layoutAndSectionsTogetherAreAnError() {
        #expect(throws: ConfigError.self) {
            try ConfigLoader.load(text: DSLTests.config + "sections: []\nlayout: row\n", file: "t.yaml")
        }
    }

    /// What the library ignores in silence, tablesnap says with a position: a `-s` that
    /// names nothing at the top level of `data`, an unknown flag, a mode past the last.
    @Test func whatTheLibraryIgnoresSilentlyIsAWarningWithAPosition() throws {
        func warnings(_ layout: String, mode: Int? = nil) throws -> [String] {
            let indented = layout.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
            let text = DSLTests.config + "layout: |\n" + indented + "\n"
            return try ConfigLoader.load(text: text, file: "t.yaml", mode: mode).warnings.map(\.description)
        }
        // The layout's first line is line 20 of the config text.
        #expect(try warnings("section -s aray -c A") == ["t.yaml:20:14: -s aray: `data` has no 'aray'; did you mean 'array'? (the line gets no rows from it)"])
        #expect(try warnings("section -s array -c A\nrow -s ..nope -c A") == ["t.yaml:21:10: -s ..nope: `data` has no 'nope' (the line gets no rows from it)"])
        #expect(try warnings("section -s array -c A -cc B")
                == ["t.yaml:20:25: unknown flag '-cc' (ignored); did you mean '-c'?; flags are -s, -c, -ec, -h, -f, -n, -all, -es, -t"])
        #expect(try warnings("section -s array -c A\nmode\nsection -c B", mode: 2)
                == ["t.yaml:19:9: mode 2 is past the last mode: the layout has 2 (0…1), so the table is empty"])
        // What is not a mistake stays quiet: a key the section's own source lacks (read
        // per element), `..` keys that exist, plain words (comments), the last mode.
        #expect(try warnings("section -s people -c A\nrow -s friends -c A\nrow -s ..word -c A hello there") == [])
        #expect(try warnings("section -s array -c A\nmode\nsection -c B", mode: 1) == [])
    }

    /// A layout of many keys that read nothing gives the first 20 warnings and one that counts
    /// the rest at the first left out, not a line a key (docs/dsl.md, "Warnings").
    @Test func manyWarningsAreCountedPastTheLimit() throws {
        let lines = (0..<50).map { "section -s missing\($0) -c A" } + ["row -x"]
        let text = DSLTests.config + "layout: |\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
        let warnings = try ConfigLoader.load(text: text, file: "t.yaml").warnings.map(\.description)
        #expect(warnings.count == WarningList<ConfigError>.limit + 1)
        #expect(warnings.first?.hasPrefix("t.yaml:20:14: -s missing0:") == true)
        #expect(warnings[WarningList<ConfigError>.limit - 1].hasPrefix("t.yaml:39:14: -s missing19:"))
        // 30 keys and the unknown flag left out; the count sits where the first of them is.
        #expect(warnings.last == "t.yaml:40:14: 31 more warnings like the ones above (unknown flags, `-s` keys that read nothing); the first of them is here")
    }
}
