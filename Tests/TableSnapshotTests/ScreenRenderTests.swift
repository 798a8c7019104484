import Foundation
import TableLayout
import TablePipeline
import TableSnapshot
import TestSupport
import Testing

/// The screen as drawn (docs/screen.md), probed on tablesnap's own pixels: the image is the
/// device's screen, the bar's material and hairline appear only once content is under it,
/// the table starts under the bars, the home indicator and the tab bar's tint are where the
/// layout puts them.
@Suite struct ScreenRenderTests {
    static func table(rows: Int = 60) -> Table {
        var table = Table(width: 390)
        table.style = .plain
        table.sections = [Section(rows: RowList((0..<rows).map { Row(title: "Row \($0)") }))]
        return table
    }

    static let screen = Screen(navigationBar: .init(title: "Inbox", trailing: [.init(id: "add", symbol: "plus", action: "add")]),
                               tabBar: .init(items: [.init(title: "Mail", symbol: "envelope"), .init(title: "Settings", symbol: "gear")]))

    static func render(_ loaded: LoadedTable, offset: Double) throws -> RGBAImage {
        try RGBAImage(pngData: try loaded.renderPNG(Viewport(offset: offset, height: 844)), name: "screen")
    }

    static func pixel(_ image: RGBAImage, x: Double, y: Double, scale: Double = 2) -> [UInt8] {
        let i = (Int(y * scale) * image.width + Int(x * scale)) * 4
        return Array(image.pixels[i..<i + 3])
    }

    @Test func theScreenIsTheDevicesAndTheTableStartsUnderTheBars() throws {
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine, screen: Self.screen)
        let image = try Self.render(loaded, offset: 0)
        #expect(image.width == 780 && image.height == 1688)  // iphone13 at 2x
        let layout = try #require(loaded.screenLayout(offset: 0))
        #expect(layout.contentTop == 47 + 44 + 52)
        // At rest the bar is clear (the table's white), its hairline absent.
        #expect(Self.pixel(image, x: 200, y: 50) == [255, 255, 255])
        #expect(Self.pixel(image, x: 200, y: layout.contentTop - 0.25) == [255, 255, 255])
        // The home indicator: black, centred 8 pt above the bottom.
        #expect(Self.pixel(image, x: 195, y: 844 - 10.5) == [0, 0, 0])
        // The table alone is the table's width and the viewport's height.
        let alone = try loaded.tableOnly().render(Viewport(offset: 0, height: 300))
        #expect(alone.widthPixels == 780 && alone.heightPixels == 600)
        // Without a viewport height the table alone keeps the device's, not the whole content.
        #expect(loaded.tableOnly().viewport().height == 844)
    }

    @Test func scrolledUnderTheBarItsMaterialAndHairlineShow() throws {
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine, screen: Self.screen)
        let layout = try #require(loaded.screenLayout(offset: 300))
        #expect(layout.isContentUnderTopBar && layout.showsInlineTitle && layout.visibleTop == 91)
        let image = try Self.render(loaded, offset: 300)
        // The material over white: #F9F9F9 at 94 %; the hairline in the pixel row under the bar.
        let material = Self.pixel(image, x: 5, y: 50)
        #expect(material.allSatisfy { abs(Int($0) - 249) <= 1 }, "\(material)")
        let hairline = Self.pixel(image, x: 5, y: 91.25)
        #expect(hairline.allSatisfy { $0 < 200 }, "\(hairline)")
        #expect(Self.pixel(image, x: 5, y: 92) == [255, 255, 255])
    }

    @Test func theSelectedTabTakesTheTint() throws {
        var screen = Self.screen
        screen.tint = Color(red: 255, green: 0, blue: 0)
        screen.tabBar?.selected = 1
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine, screen: screen)
        let image = try Self.render(loaded, offset: 0)
        let layout = try #require(loaded.screenLayout(offset: 0))
        let tabs = layout.items.filter { $0.place == .tab }
        func inkColours(_ item: ScreenLayout.PlacedBarItem) -> Set<[UInt8]> {
            var colours: Set<[UInt8]> = []
            for y in stride(from: item.frame.y + 4, to: item.frame.y + 30, by: 0.5) {
                for x in stride(from: item.frame.x, to: item.frame.x + item.frame.width, by: 0.5) {
                    colours.insert(Self.pixel(image, x: x, y: y))
                }
            }
            return colours
        }
        #expect(inkColours(tabs[1]).contains([255, 0, 0]), "the selected tab's symbol is tinted")
        #expect(!inkColours(tabs[0]).contains([255, 0, 0]), "the other is not")
    }

    /// A phone on its side (docs/screen.md, On its side): the table is laid out between the
    /// safe area's sides; a grouped cell's background reaches the screen's edges under the
    /// sensor housing, its text starts at the side's inset plus the margin, and an inset
    /// group's card stays inside the margins.
    @Test(arguments: [TableStyle.grouped, .insetGrouped])
    func onItsSideTheCellsContentIsInsetByTheSafeArea(style: TableStyle) throws {
        var table = Self.table(rows: 6)
        table.style = style
        table.width = 844
        let screen = Screen(device: "iphone13Landscape", navigationBar: .init(title: "Inbox"))
        let loaded = LoadedTable(table: table, engine: SharedFonts.engine, screen: screen)
        #expect(loaded.table.width == 844 - 2 * 47)
        let layout = try #require(loaded.screenLayout(offset: 0))
        let image = try RGBAImage(pngData: try loaded.renderPNG(Viewport(offset: 0, height: 390)), name: "landscape")
        #expect(image.width == 1688 && image.height == 780)
        let row = try #require(loaded.geometry.visibleItems(in: Viewport(offset: 0, height: 300)).rows.first)
        let y = layout.contentTop + row.y + 4  // above the text, inside the row
        let white: [UInt8] = [255, 255, 255]
        let edge = Self.pixel(image, x: 2, y: y), inside = Self.pixel(image, x: 47 + 10, y: y)
        if style == .grouped {
            #expect(edge == white && inside == white, "the cell's background spans the screen: \(edge) \(inside)")
        } else {
            #expect(edge != white && inside != white, "an inset group's card starts at the margin: \(edge) \(inside)")
            #expect(Self.pixel(image, x: 47 + 20 + 2, y: y) == white)
        }
        // The title's ink starts after the side's inset and the margin (the text column of a 750 pt table).
        var firstInk: Double?
        let textY = layout.contentTop + row.y + row.height / 2
        for x in stride(from: 0.0, to: 200, by: 0.5) where firstInk == nil {
            if Self.pixel(image, x: x, y: textY).allSatisfy({ $0 < 128 }) { firstInk = x }
        }
        let ink = try #require(firstInk)
        let textX = 47.0 + (style == .insetGrouped ? 20 + 20 : 20)
        #expect(ink >= textX && ink < textX + 3, "ink at \(ink), text column at \(textX)")
    }
}
