import Foundation
import Testing
@testable import TableLayout

/// The Swift API: tables declared in code, typed data, names and selection.
@Suite struct SwiftAPITests {
    @Test func theBuilderMakesTheSameModelAsWritingItOut() {
        let showPlum = true
        let built = Table(width: 390, style: .insetGrouped) {
            Section("Fruits", id: "fruits") {
                Row("Apple").id("apple").accessory(.checkmark)
                for name in ["Pear"] { Row(name).subtitle("green").style(.subtitle) }
                if showPlum { Row("Plum").height(60) }
            }
            Section {
                Row("Settings").toggle(isOn: true)
            }
        }
        var apple = Row(title: "Apple")
        apple.id = "apple"
        apple.accessory = .checkmark
        var pear = Row(title: "Pear", style: .subtitle)
        pear.subtitle = "green"
        var settings = Row(title: "Settings")
        settings.accessory = .switch
        settings.isOn = true
        let written = Table(width: 390, style: .insetGrouped, sections: [
            Section(id: "fruits", header: SectionBand(title: "Fruits"),
                    rows: RowList([apple, pear, Row(title: "Plum", height: .points(60))])),
            Section(rows: RowList([settings])),
        ])
        #expect(built == written)
    }

    struct ColorData: RowData {
        var name: String
        var cellHeight: Height? { .points(60) }
        func makeRow() -> Row { Row(name) }
    }

    struct Gap: RowData {
        var height: Double
        var cellHeight: Height? { .points(height) }
        func makeRow() -> Row { Row() }
    }

    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func append(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    struct TextData: RowData {
        var text: String
        var log: Log
        func makeRow() -> Row { Row(text) }
        var didSelect: (@Sendable () -> Void)? { { [text, log] in log.append("selected \(text)") } }
    }

    @Test func typedDataPicksItsCellKindAndHeightByName() {
        let log = Log()
        let section = Section(data: [ColorData(name: "Red"), Gap(height: 8), TextData(text: "Hi", log: log)])
        let rows = Array(section.rows)
        #expect(rows.map(\.cell) == ["ColorCell", "Gap", "TextCell"], "XData → XCell; no suffix, the name itself")
        #expect(rows.map(\.height) == [.points(60), .points(8), nil])
        #expect(rows.map(\.title) == ["Red", nil, "Hi"])
    }

    @Test func selectingByPointCallsTheRowsActionWithTheRow() throws {
        let log = Log()
        let table = Table(width: 320) {
            Section("Header", id: "main") {
                Row("One").id("one").data(.string("first")).onSelect { log.append("one: \($0.data?.placeholderText ?? "")") }
                Row("Two").id("two").onSelect { log.append("two: \($0.title ?? "")") }
            }
            Section(data: [TextData(text: "Typed", log: log)])
        }
        let laidOut = try LiveTable(table)
        // The header takes 28 pt (estimating measurer); rows are 44 pt.
        #expect(laidOut.select(x: 10, y: 30)?.title == "One")
        #expect(laidOut.select(x: 10, y: 28 + 44 + 1)?.title == "Two")
        #expect(laidOut.select(x: 10, y: 5) == nil, "a header is not a row")
        #expect(laidOut.select(x: 999, y: 30) == nil)
        let typedY = laidOut.geometry.frame(ofRow: RowPath(section: 1, row: 0)).y
        #expect(laidOut.select(x: 1, y: typedY)?.title == "Typed")
        #expect(log.all == ["one: first", "two: Two", "selected Typed"])
    }

    @Test func sectionsAndRowsAreFoundByName() throws {
        let log = Log()
        let laidOut = try LiveTable(Table(width: 320) {
            Section("A", id: "a") { Row("x").id("x") }
            Section("B", id: "b") { Row("y").id("y").onSelect { _ in log.append("y") } }
        })
        #expect(laidOut.section(named: "b")?.header?.title == "B")
        #expect(laidOut.row(named: "y", inSection: "b")?.title == "y")
        #expect(laidOut.row(named: "y", inSection: "a") == nil)
        #expect(laidOut.frame(ofRow: "x", inSection: "a") == laidOut.geometry.frame(ofRow: RowPath(section: 0, row: 0)))
        #expect(laidOut.select(row: "y", inSection: "b")?.title == "y")
        #expect(log.all == ["y"])
    }

    @Test func actionsCompareByIdentity() {
        let action = RowAction { _ in }
        #expect(action == action)
        #expect(action != RowAction { _ in })
    }

    /// A million values that count how many rows were made from them.
    struct Feed: RandomAccessCollection, Sendable {
        let made: Log
        var startIndex: Int { 0 }
        var endIndex: Int { 1_000_000 }
        subscript(i: Int) -> Message { Message(number: i, made: made) }
    }

    struct Message: RowData, Hashable {
        var number: Int
        var made: Log
        var cellHeight: Height? { .points(number % 3 == 0 ? 60 : 44) }
        func makeRow() -> Row {
            made.append("\(number)")
            return Row("Message \(number)")
        }
        static func == (a: Message, b: Message) -> Bool { a.number == b.number }
        func hash(into hasher: inout Hasher) { hasher.combine(number) }
    }

    @Test func aSectionOverACollectionMakesOnlyTheRowsAskedForAndKeepsTheirValues() throws {
        let made = Log()
        let table = Table(width: 390, sections: [Section("Feed", id: "feed", data: Feed(made: made))])
        let laidOut = try LiveTable(table)
        #expect(made.all.isEmpty, "laying out a million rows reads their heights, not their rows")
        #expect(laidOut.geometry.numberOfRows(inSection: 0) == 1_000_000)
        let frame = laidOut.geometry.frame(ofRow: RowPath(section: 0, row: 999_999))
        #expect(frame.height == 60 && frame.y == 28 + 333_333 * 60 + 666_666 * 44, "rows 0...999998: a third of them 60 pt")
        let row = table.sections[0].rows[123_456]
        #expect(row.title == "Message 123456" && row.cell == "Message", "no Data suffix: the type name")
        #expect((row.value as? Message)?.number == 123_456, "the row keeps the value it was made from")
        #expect(made.all == ["123456"])
        #expect(row == table.sections[0].rows[123_456] && row != table.sections[0].rows[123_457])
    }

    @Test func selectionHandsTheActionTheRowWithItsTypedValue() throws {
        let log = Log()
        let colors = [ColorData(name: "Red"), ColorData(name: "Blue")]
        var table = Table(width: 320, sections: [Section(data: colors)])
        table.sections[0].rows.replace(at: 1, with: Row("Green").onSelect { log.append("plain \($0.title ?? "")") })
        let laidOut = try LiveTable(table)
        let red = laidOut.select(x: 1, y: 1)
        #expect((red?.value as? ColorData)?.name == "Red")
        #expect(laidOut.select(x: 1, y: 61)?.title == "Green")
        #expect(log.all == ["plain Green"])
    }
}
