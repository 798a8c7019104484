import Foundation
import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// `on: pending` (issue 12; docs/config.md, Rows: `on`; AOZTableViewSwitchCell's states Off,
/// On and Pending, a spinner in the switch's place): the indicator is drawn centred where
/// the switch would be, nothing else in the row moves, and a touch there selects the row.
@Suite struct PendingSwitchTests {
    static func table(pending: Bool, direction: LayoutDirection) -> Table {
        var table = Table(width: 390, style: .plain)
        table.rowHeight = .points(60)
        table.layoutDirection = direction
        var row = Row(title: "Syncing")
        row.accessory = .switch
        row.isOn = true
        row.isPending = pending
        table.sections = [Section(rows: RowList([.row(row)]))]
        return table
    }

    @Test(arguments: LayoutDirection.allCases)
    func theSpinnerTakesTheSwitchsPlaceAndNothingElseMoves(direction: LayoutDirection) throws {
        let scale = 3.0
        let (pending, _) = try RenderedPixels.render(PendingSwitchTests.table(pending: true, direction: direction),
                                                          offset: 0, height: 60, scale: scale)
        let (switched, _) = try RenderedPixels.render(PendingSwitchTests.table(pending: false, direction: direction),
                                                      offset: 0, height: 60, scale: scale)
        // The switch's span: 51 pt ending at the margin, 20 pt on a 390 pt table
        // (docs/rendering.md, Margins; mirrored right to left).
        let switchX = direction == .leftToRight ? 390 - 20 - 51.0 : 20.0
        let centre = (x: switchX + 25.5, y: 30.0)
        let white: UInt32 = 0xFFFF_FFFF
        var inkByOctant = Array(repeating: 0, count: 8)
        for y in 0..<pending.height - 2 {  // above the bottom separator
            for x in 0..<pending.width {
                let inSwitch = Double(x) / scale >= switchX - 2 && Double(x) / scale < switchX + 53
                if !inSwitch {
                    #expect(pending[x: x, y: y] == switched[x: x, y: y], "(\(x), \(y)) outside the switch changed")
                    continue
                }
                guard pending[x: x, y: y] != white else { continue }
                let (dx, dy) = ((Double(x) + 0.5) / scale - centre.x, (Double(y) + 0.5) / scale - centre.y)
                let distance = (dx * dx + dy * dy).squareRoot()
                #expect(distance < 10 && distance > 3, "ink at (\(x), \(y)) is \(distance) pt from the centre")
                let octant = Int(((atan2(dy, dx) + .pi) / (2 * .pi) * 8).rounded()) % 8
                inkByOctant[octant] += 1
            }
        }
        #expect(inkByOctant.allSatisfy { $0 > 0 }, "\(inkByOctant)")
        let live = LiveTable(layingOut: PendingSwitchTests.table(pending: true, direction: direction),
                             measurer: FreeTypeTextMeasurer(engine: SharedFonts.engine))
        #expect(live.hitRow(x: centre.x, y: 30)?.part == .content)
        let still = try LiveTable(PendingSwitchTests.table(pending: false, direction: direction))
        #expect(still.hitRow(x: centre.x, y: 30)?.part == .switch)
    }
}
