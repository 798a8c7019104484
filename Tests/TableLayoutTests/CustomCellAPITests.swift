import Synchronization
import Testing
@testable import TableLayout

/// Custom cells in Swift: GPJ's FlexibleCellExample, a row with its own Hello and World
/// buttons, each a target of its own with its own action.
@Suite struct CustomCellAPITests {
    final class Taps: Sendable {
        let log = Mutex<[String]>([])
        func add(_ entry: String) { log.withLock { $0.append(entry) } }
        var entries: [String] { log.withLock { $0 } }
    }

    func table(_ taps: Taps) throws -> LiveTable {
        let buttons = Row().data(.object([("name", .string("Ada"))])).automaticHeight().onSelect { row in
            taps.add("row \(row.data?.value(atPath: "name")?.placeholderText ?? "")")
        }.content {
            CellElement.hstack(spacing: 10) {
                CellElement.text("{name}").width(.fill(weight: 1))
                CellElement.badge("Hello", background: .semantic(.systemBlue)).id("hello").action("sayHello") { row in
                    taps.add("hello \(row.data?.value(atPath: "name")?.placeholderText ?? "")")
                }
                CellElement.badge("World", background: .semantic(.systemGreen)).id("world").action("sayWorld") { row in
                    taps.add("world \(row.data?.value(atPath: "name")?.placeholderText ?? "")")
                }
            }.padding(ElementInsets(top: 12, bottom: 12))
        }
        return try LiveTable(Table(width: 390) { Section { buttons.id("buttons") } })
    }

    /// Where an element is drawn, from the same layout the hit test uses.
    func frame(of id: String, in live: LiveTable) -> ElementFrame? {
        let row = live.table.sections[0].rows[0]
        let box = CellContentFrame(row: row, style: .plain, tableWidth: 390)
        let height = live.geometry.frame(ofRow: RowPath(section: 0, row: 0)).height
        let layout = box.layout(row.content!, rowHeight: height, contentSize: .large, measurer: live.measurer)
        let top = CellContentFrame.top(of: layout, rowHeight: height)
        return layout.placed.first { $0.element.id == id }.map {
            ElementFrame(x: box.x + $0.frame.x, y: top + $0.frame.y, width: $0.frame.width, height: $0.frame.height)
        }
    }

    @Test func eachButtonIsATargetWithItsAction() throws {
        let taps = Taps()
        let live = try table(taps)
        let hello = try #require(frame(of: "hello", in: live)), world = try #require(frame(of: "world", in: live))
        #expect(hello.x + hello.width <= world.x)
        let hit = live.hitRow(x: hello.x + 2, y: hello.y + 2)
        #expect(hit?.element == "hello" && hit?.action == "sayHello")
        #expect(live.hitRow(x: world.x + world.width - 2, y: world.y + 2)?.element == "world")
        #expect(live.hitRow(x: 30, y: hello.y + 2)?.element == nil)

        live.select(x: hello.x + 2, y: hello.y + 2)
        live.select(x: world.x + 2, y: world.y + 2)
        live.select(x: 30, y: hello.y + 2)
        #expect(taps.entries == ["hello Ada", "world Ada", "row Ada"])
    }

    @Test func tableSelectionRunsTheElementsAction() throws {
        let taps = Taps()
        let live = try table(taps)
        let selection = TableSelection(live)
        let world = try #require(frame(of: "world", in: live))
        #expect(selection.select(x: world.x + 1, y: world.y + 1) != nil)
        #expect(taps.entries == ["world Ada"])
    }

    /// `automatic` rows of custom content are as tall as their content (estimating measurer:
    /// 12 pt of padding, a footnote badge of 13 × 1.2 + 4).
    @Test func automaticHeightIsTheContentsHeight() throws {
        let live = try table(Taps())
        let height = live.geometry.frame(ofRow: RowPath(section: 0, row: 0)).height
        let body = (17 * 1.2 * 64).rounded() / 64
        #expect(height == 24 + max(body, (13 * 1.2 * 64).rounded() / 64 + 4))
    }
}
