import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Table-wide editing (issue 12; docs/config.md, Editing mode, DXTableViewModel's `canEditRow`,
/// `canMoveRow` and `editingStyle` over UITableView's `isEditing`): an editing table draws
/// and measures exactly what the same rows with those controls set one by one draw, and its
/// hit test finds the controls there.
@Suite struct EditingModeTests {
    /// Rows covering each rule: default (delete), insert named, canEdit false, canMove, an
    /// accessory that editing hides, a long automatic title that the control makes wrap.
    static func rows(_ style: TableStyle = .plain) -> [Row] {
        func row(_ title: String, _ change: (inout Row) -> Void = { _ in }) -> Row {
            var row = Row(title: title)
            change(&row)
            return row
        }
        return [
            row("Plain"),
            row("Insert") { $0.editing = .insert },
            row("Cannot edit") { $0.canEdit = false },
            row("Movable") { $0.canMove = true },
            row("Fixed and movable") { $0.canEdit = false; $0.canMove = true },
            row("Has a switch") { $0.accessory = .switch; $0.isOn = true },
            row("Detail") { $0.accessory = .detailDisclosureButton; $0.style = .value1; $0.detail = "Value" },
            row(wrappingTitle(style)) {
                $0.lines = 0
                $0.height = .automatic
                $0.indentationLevel = 1
            },
        ]
    }

    /// A title that fits one line of a 390 pt row of `style` indented once but not once the editing
    /// control takes its 38 pt (found by measuring, so the fonts decide, not a guess).
    static func wrappingTitle(_ style: TableStyle) -> String {
        let measurer = FreeTypeTextMeasurer(engine: SharedFonts.engine)
        var row = Row(title: "")
        row.lines = 0
        row.indentationLevel = 1
        for words in 1...40 {
            row.title = (0..<words).map { "word\($0)" }.joined(separator: " ")
            let table = Table(width: 390, style: style, sections: [])
            let plain = measurer.rowHeight(for: row, in: table)
            let editing = measurer.rowHeight(for: row.asDrawn(tableIsEditing: true), in: table)
            if editing > plain { return row.title! }
        }
        return "no title wraps"
    }

    /// The rows with the controls written out by hand, as `editing` / `reorder` say them.
    static func explicit(_ rows: [Row]) -> [Row] {
        rows.map { original in
            var row = original
            if row.editing == nil, row.canEdit { row.editing = .delete }
            row.showsReorderControl = row.canMove
            row.accessory = .none
            row.canEdit = true
            row.canMove = false
            return row
        }
    }

    static func table(_ rows: [Row], style: TableStyle, editing: Bool, direction: LayoutDirection = .leftToRight) -> Table {
        var table = Table(width: 390, style: style)
        table.isEditing = editing
        table.layoutDirection = direction
        table.sections = [Section(header: SectionBand(title: "Editing"), rows: RowList(rows.map { .row($0) }))]
        return table
    }

    @Test(arguments: TableStyle.allCases, LayoutDirection.allCases)
    func anEditingTableDrawsTheControlsItsRowsWouldSpellOut(style: TableStyle, direction: LayoutDirection) throws {
        let editing = EditingModeTests.table(EditingModeTests.rows(style), style: style, editing: true, direction: direction)
        let spelled = EditingModeTests.table(EditingModeTests.explicit(EditingModeTests.rows(style)), style: style, editing: false, direction: direction)
        let notEditing = EditingModeTests.table(EditingModeTests.rows(style), style: style, editing: false, direction: direction)
        let (a, ga) = try RenderedPixels.render(editing, offset: 0, height: 700, scale: 2)
        let (b, gb) = try RenderedPixels.render(spelled, offset: 0, height: 700, scale: 2)
        let (c, gc) = try RenderedPixels.render(notEditing, offset: 0, height: 700, scale: 2)
        #expect(ga.contentHeight == gb.contentHeight)
        #expect(EditingModeTests.wrappingTitle(style) != "no title wraps")
        let last = RowPath(section: 0, row: 7)
        #expect(ga.frame(ofRow: last) == gb.frame(ofRow: last))
        // The control's room makes the long title wrap onto more lines than without it.
        #expect(ga.frame(ofRow: last).height > gc.frame(ofRow: last).height)
        #expect(a.all == b.all)
        #expect(a.all != c.all)
    }

    @Test func theHitTestFindsTheControlsOfAnEditingTable() throws {
        let table = EditingModeTests.table(EditingModeTests.rows(), style: .plain, editing: true)
        let live = try LiveTable(table)
        func part(_ row: Int, x: Double) -> RowPart? {
            let frame = live.geometry.frame(ofRow: RowPath(section: 0, row: row))
            return live.hitRow(x: x, y: frame.y + frame.height / 2)?.part
        }
        #expect(part(0, x: 30) == .editingControl)   // 16 pt margin + 38 pt control
        #expect(part(1, x: 30) == .editingControl)
        #expect(part(2, x: 30) == .content)          // canEdit: false
        #expect(part(3, x: 360) == .reorderControl)  // 20 pt grip ending at the 16 pt margin
        #expect(part(4, x: 30) == .content)
        #expect(part(4, x: 360) == .reorderControl)
        #expect(part(5, x: 360) == .content)          // the switch is hidden while editing
        #expect(part(6, x: 360) == .content)
        var still = table
        still.isEditing = false
        let notEditing = try LiveTable(still)
        let frame = notEditing.geometry.frame(ofRow: RowPath(section: 0, row: 5))
        #expect(notEditing.hitRow(x: 360, y: frame.y + 10)?.part == .switch)
        #expect(notEditing.hitRow(x: 30, y: notEditing.geometry.frame(ofRow: RowPath(section: 0, row: 0)).y + 10)?.part == .content)
    }
}
