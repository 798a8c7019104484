import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Swiped rows, measured from the picture: buttons of their colours in UIKit's order at the
/// swiped edge, the content slid by their width.
@Suite struct SwipeActionsTests {
    static let red: UInt32 = 0xFFFF_3B30, orange: UInt32 = 0xFFFF_9500, gray: UInt32 = 0xFF8E_8E93

    static func table(_ swipe: SwipeActions, direction: LayoutDirection = .leftToRight) -> Table {
        var row = Row(title: "Swiped")
        row.swipe = swipe
        var table = Table(width: 390)
        table.layoutDirection = direction
        table.sections = [Section(rows: RowList([row, Row(title: "Still")]))]
        return table
    }

    /// The colours met along the row's middle, left to right, each once per run.
    static func colourRuns(_ pixels: RenderedPixels, y: Int) -> [(colour: UInt32, start: Int, end: Int)] {
        var runs: [(colour: UInt32, start: Int, end: Int)] = []
        for x in 0..<pixels.width {
            let c = pixels[x: x, y: y]
            if let last = runs.last, last.colour == c { runs[runs.count - 1].end = x + 1 } else { runs.append((c, x, x + 1)) }
        }
        return runs.filter { [red, orange, gray].contains($0.colour) && $0.end - $0.start > 20 }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func trailingActionsStandAtTheRightEdgeFirstOutermost(scale: Double) throws {
        let swipe = SwipeActions(edge: .trailing, actions: [.init(title: "Delete", style: .destructive),
                                                           .init(title: "Flag", color: Color(red: 0xFF, green: 0x95, blue: 0)),
                                                           .init(title: "More")])
        let (pixels, _) = try RenderedPixels.render(Self.table(swipe), offset: 0, height: 88, scale: scale)
        let runs = Self.colourRuns(pixels, y: pixels.pixelEdge(6))
        #expect(runs.map(\.colour) == [Self.gray, Self.orange, Self.red])
        #expect(runs.last?.end == pixels.width, "Delete reaches the right edge")
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.end == $1.start }, "the buttons touch")
        // Each button holds its white title, centred.
        for run in runs {
            let ink = (run.start..<run.end).filter { x in (0..<pixels.pixelEdge(44)).contains { pixels[x: x, y: $0] == 0xFFFF_FFFF } }
            let centre = Double((ink.first ?? 0) + (ink.last ?? 0)) / 2
            #expect(abs(centre - Double(run.start + run.end) / 2) < 3 * scale)
        }
        // The content slid left by the buttons' width: the title's first ink is off the margin.
        let slid = Double(runs.last!.end - runs.first!.start) / scale
        let layout = SwipeLayout(swipe, contentSize: .large, engine: SharedFonts.engine)
        #expect(abs(slid - layout.totalWidth) <= 1 / scale)
        // The row below is untouched.
        #expect(Self.colourRuns(pixels, y: pixels.pixelEdge(66)).isEmpty)
    }

    @Test func leadingActionsStandAtTheLeftEdgeAndMirrorInRightToLeft() throws {
        let swipe = SwipeActions(edge: .leading, actions: [.init(title: "Unread", style: .destructive), .init(title: "Pin")])
        let (ltr, _) = try RenderedPixels.render(Self.table(swipe), offset: 0, height: 88, scale: 2)
        let left = Self.colourRuns(ltr, y: 12)
        #expect(left.map(\.colour) == [Self.red, Self.gray] && left.first?.start == 0)
        let (rtl, _) = try RenderedPixels.render(Self.table(swipe, direction: .rightToLeft), offset: 0, height: 88, scale: 2)
        let right = Self.colourRuns(rtl, y: 12)
        #expect(right.map(\.colour) == [Self.gray, Self.red] && right.last?.end == rtl.width, "leading is the right edge in RTL")
        #expect(zip(left, right.reversed()).allSatisfy { $0.end - $0.start == $1.end - $1.start })
    }
}

/// What a row's data names for its accessory or swipe actions is checked when the row is
/// drawn (docs/config.md, Data binding): a name that is none is an error, not a guess.
@Suite struct ReadFromDataRenderTests {
    @Test func anAccessoryOrActionReadFromDataThatNamesNothingIsARenderError() throws {
        var accessory = Row(title: "x")
        accessory.accessoryText = "chevron"
        var swipe = Row(title: "y")
        var action = SwipeActions.Action(title: "A")
        action.colorText = "orange"
        swipe.swipe = SwipeActions(edge: .trailing, actions: [action])
        for row in [accessory, swipe] {
            var table = Table(width: 390)
            table.sections = [Section(rows: RowList([row]))]
            #expect(throws: RenderError.self) { _ = try RenderedPixels.render(table, offset: 0, height: 44, scale: 1) }
        }
        // Filled from data that names one, the same rows draw.
        var named = accessory.data(.object([("k", .string("checkmark"))]))
        named.accessoryText = "{k}"
        var table = Table(width: 390)
        table.sections = [Section(rows: RowList([named]))]
        let rows = Array(table.sections[0].rows)
        #expect(rows[0].accessory == .checkmark)
        _ = try RenderedPixels.render(table, offset: 0, height: 44, scale: 1)
    }
}
