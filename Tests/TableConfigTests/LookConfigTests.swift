import Testing
@testable import TableConfig
import TableLayout

/// The config keys of the iOS look: how a table is drawn, not what it holds.
@Suite struct LookConfigTests {
    @Test func layoutDirectionIsReadAndDefaultsToLeftToRight() throws {
        #expect(try ConfigLoader.load(text: "width: 390\nsections: []\n", file: "t.yaml").table.layoutDirection == .leftToRight)
        let table = try ConfigLoader.load(text: "width: 390\nlayoutDirection: rightToLeft\nsections: []\n", file: "t.yaml").table
        #expect(table.layoutDirection == .rightToLeft)
        let json = try ConfigLoader.load(text: #"{"width": 390, "layoutDirection": "leftToRight", "sections": []}"#, file: "t.json")
        #expect(json.table.layoutDirection == .leftToRight)
    }

    /// `locale:` is kept for the capitals, and a right-to-left language's direction is the
    /// default; a `layoutDirection` given wins, in either order (docs/config.md, Locale).
    @Test func aLocaleIsReadAndGivesItsDirection() throws {
        func table(_ lines: String) throws -> Table { try ConfigLoader.load(text: "width: 390\n\(lines)sections: []\n", file: "t.yaml").table }
        #expect(try table("").locale == nil)
        #expect(try table("locale: tr\n").locale == "tr")
        #expect(try table("locale: tr\n").layoutDirection == .leftToRight)
        for rightToLeft in ["ar", "he", "fa", "ur", "ar-EG"] {
            #expect(try table("locale: \(rightToLeft)\n").layoutDirection == .rightToLeft, "\(rightToLeft)")
        }
        #expect(try table("locale: ar\nlayoutDirection: leftToRight\n").layoutDirection == .leftToRight)
        #expect(try table("layoutDirection: leftToRight\nlocale: ar\n").layoutDirection == .leftToRight)
    }

    @Test func aWrongLayoutDirectionIsAnErrorWithItsPosition() {
        #expect {
            _ = try ConfigLoader.load(text: "width: 390\nlayoutDirection: rtl\nsections: []\n", file: "t.yaml")
        } throws: { error in
            let error = error as? ConfigError
            return error?.location?.line == 2 && error?.location?.column == 18
                && error?.message.contains("'layoutDirection' must be one of") == true
        }
    }

    @Test func separatorInsetIsAutomaticUnlessGiven() throws {
        #expect(try ConfigLoader.load(text: "width: 390\nsections: []\n", file: "t.yaml").table.separator.insetLeft == nil)
        let table = try ConfigLoader.load(text: "width: 390\nseparator: {inset: {left: 0}}\nsections: []\n", file: "t.yaml").table
        #expect(table.separator.insetLeft == 0)
    }

    @Test func contentSizeIsReadAndCheckedWithItsPosition() throws {
        #expect(try ConfigLoader.load(text: "width: 390\nsections: []\n", file: "t.yaml").table.contentSize == .large)
        let table = try ConfigLoader.load(text: "width: 390\ncontentSize: accessibility3\nsections: []\n", file: "t.yaml").table
        #expect(table.contentSize == .accessibility3)
        #expect {
            _ = try ConfigLoader.load(text: "width: 390\ncontentSize: xxLarge2\nsections: []\n", file: "t.yaml")
        } throws: { error in
            let error = error as? ConfigError
            return error?.location?.line == 2 && error?.message.contains("did you mean 'xxLarge'?") == true
        }
    }

    @Test func swipeActionsAreRead() throws {
        let yaml = "width: 390\nsections:\n  - rows:\n      - {title: A, swipe: {trailing: [{title: Delete, style: destructive}, {title: Flag, color: \"#FF9500\"}]}}\n"
        let row = try ConfigLoader.load(text: yaml, file: "t.yaml").table.sections[0].rows[0]
        #expect(row.swipe == SwipeActions(edge: .trailing, actions: [.init(title: "Delete", style: .destructive),
                                                                    .init(title: "Flag", color: Color(red: 0xFF, green: 0x95, blue: 0))]))
    }

    @Test(arguments: [
        ("{trailing: [{title: A}], leading: [{title: B}]}", "give 'leading' or 'trailing'"),
        ("{}", "give 'leading' or 'trailing'"),
        ("{trailing: []}", "must list at least one action"),
        ("{trailing: [{style: destructive}]}", "needs 'title'"),
        ("{trailing: [{title: A, style: loud}]}", "'style' must be one of"),
        ("{trailing: [{title: A, colour: red}]}", "unknown key 'colour' in a swipe action"),
        ("{trailing: {title: A}}", "'trailing' must be a list"),
        ("{sideways: [{title: A}]}", "unknown key 'sideways' in 'swipe'"),
    ])
    func aWrongSwipeIsAnErrorWithItsPosition(swipe: String, message: String) {
        let yaml = "width: 390\nsections:\n  - rows:\n      - title: A\n        swipe: \(swipe)\n"
        #expect {
            _ = try ConfigLoader.load(text: yaml, file: "t.yaml")
        } throws: { error in
            guard let error = error as? ConfigError, let line = error.location?.line else { return false }
            return line == 5 && error.message.contains(message)
        }
    }

    @Test func indexTitlesAreReadAndChecked() throws {
        let table = try ConfigLoader.load(text: "width: 390\nindexTitles: [A, B, \"#\"]\nsections: []\n", file: "t.yaml").table
        #expect(table.indexTitles == ["A", "B", "#"])
        for (yaml, message) in [("indexTitles: A", "'indexTitles' must be a list"), ("indexTitles: [A, \"\"]", "1 to 3 characters"),
                                ("indexTitles: [A, Long]", "1 to 3 characters"),
                                ("indexTitles: [\(Array(repeating: "A", count: 101).joined(separator: ", "))]", "at most 100")] {
            #expect {
                _ = try ConfigLoader.load(text: "width: 390\n\(yaml)\nsections: []\n", file: "t.yaml")
            } throws: { error in
                (error as? ConfigError)?.location?.line == 2 && (error as? ConfigError)?.message.contains(message) == true
            }
        }
    }
}
