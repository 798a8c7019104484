import Testing
import TestSupport
@testable import TableConfig
import TableLayout

/// A row's accessory and its swipe actions read from its data (docs/config.md, Data binding):
/// each row of a source gets its own, and what names nothing is an error where it is written
/// (a single row's data) or where the row is drawn (a source's).
@Suite struct RowDataControlsTests {
    static let header = """
        width: 320
        data:
          settings:
            - {name: Wi-Fi, kind: disclosureIndicator, on: "no"}
            - {name: Airplane Mode, kind: switch}
            - {name: Dark, kind: checkmark}
            - {name: About, kind: ""}
          mail:
            - {sender: Ada, flag: Flag, flagColor: "#FF9500", delete: destructive}
            - {sender: Grace, flag: "", delete: normal}
            - {sender: Alan, flag: "", delete: ""}
        cells:
          setting: {title: "{name}", accessory: "{kind}"}
          message:
            title: "{sender}"
            swipe: {trailing: [{title: Trash, style: "{delete}"}, {title: "{flag}", color: "{flagColor}"}]}

        """

    static func rows(_ rows: String) throws -> [Row] { try RowsUnderHeader.load(rows, under: header) }

    @Test func eachRowOfASourceTakesTheAccessoryItsDataNames() throws {
        let rows = try Self.rows("{source: settings, cell: setting}")
        #expect(rows.map(\.accessory) == [.disclosureIndicator, .switch, .checkmark, .none])
        #expect(rows.allSatisfy { $0.accessoryText == nil })
    }

    @Test func eachRowOfASourceHasTheSwipeActionsItsDataGivesIt() throws {
        let rows = try Self.rows("{source: mail, cell: message}")
        let swipes = rows.map(\.swipe)
        // Ada: Trash (destructive) and Flag in orange; Grace: the empty flag title drops its
        // button; Alan: an empty style is the normal one.
        #expect(swipes[0]?.actions.map(\.title) == ["Trash", "Flag"])
        #expect(swipes[0]?.actions.map(\.style) == [.destructive, .normal])
        #expect(swipes[0]?.actions[1].color == Color(hex: "#FF9500"))
        #expect(swipes[1]?.actions.map(\.title) == ["Trash"] && swipes[1]?.actions[0].style == .normal)
        #expect(swipes[2]?.actions.map(\.style) == [.normal])
        #expect(rows.allSatisfy { $0.swipe?.actions.allSatisfy { $0.unresolved == nil } ?? true })
    }

    @Test func aRowWhoseEveryActionReadsEmptyIsNotSwiped() throws {
        let rows = try Self.rows("{title: Quiet, data: {a: \"\"}, swipe: {leading: [{title: \"{a}\"}]}}")
        #expect(rows[0].swipe == nil)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let row: String, message: String, column: Int
        var testDescription: String { row }
    }

    static let bad = [
        Bad(row: "{title: x, data: {k: checkmrk}, accessory: \"{k}\"}", message: "'accessory' reads 'checkmrk' from the row's data, which names no accessory; did you mean 'checkmark'?", column: 52),
        Bad(row: "{title: x, data: {s: loud}, swipe: {trailing: [{title: A, style: \"{s}\"}]}}", message: "a swipe action reads the style 'loud' (normal or destructive)", column: 44),
        Bad(row: "{title: x, data: {c: orange}, swipe: {trailing: [{title: A, color: \"{c}\"}]}}", message: "a swipe action reads the colour 'orange'", column: 46),
    ]

    @Test(arguments: bad)
    func aSingleRowsDataThatNamesNothingIsAnErrorAtItsKey(_ bad: Bad) throws {
        try RowsUnderHeader.expectError(in: bad.row, under: Self.header, containing: bad.message, column: bad.column)
    }

    /// A source's value is known when its row is made: what names nothing stays on the row
    /// for the renderer to report (TableRaster's SwipeActionsTests draw it).
    @Test func aSourcesValueThatNamesNothingStaysOnTheRow() throws {
        let text = """
            width: 320
            data: {list: [{k: chevron, s: loud}]}
            cells: {c: {title: x, accessory: "{k}", swipe: {trailing: [{title: A, style: "{s}"}]}}}
            sections: [{rows: [{source: list, cell: c}]}]
            """
        let row = try #require(ConfigLoader.load(text: text, file: "t.yaml").table.sections[0].rows.first)
        #expect(row.accessoryText == "chevron" && row.accessory == Row.Accessory.none)
        #expect(row.swipe?.actions.first?.unresolved?.contains("loud") == true)
    }
}
