import Testing
@testable import TableLayout
import TestSupport

/// The geometry against ``ReferenceLayout`` on thousands of random tables and viewports.
@Suite struct TableGeometryTests {
    let measurer = EstimatingTextMeasurer()

    /// Offsets worth probing: item boundaries, just beside them, and outside the content.
    /// A fixed number per table (the boundaries of 10 random items), not a share of its
    /// items: each probe scans the reference, so probing every item made the tests
    /// quadratic in the table's size; thousands of tables still reach every kind of boundary.
    static func probeOffsets(_ reference: ReferenceLayout, using rng: inout SeededGenerator) -> [Double] {
        var offsets: [Double] = [-50, -0.25, 0, reference.contentHeight, reference.contentHeight + 0.25, 1e9]
        guard !reference.items.isEmpty else { return offsets }
        for _ in 0..<10 {
            let item = reference.items[Int.random(in: 0..<reference.items.count, using: &rng)]
            offsets += [item.y, item.y - 0.25, item.y + 0.25, item.y + item.height / 2]
        }
        return offsets
    }

    @Test(arguments: 0..<1500)
    func visibleItemsMatchTheReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let table = RandomTables.make(using: &rng)
        let geometry = TableGeometry(table: table, measurer: measurer)
        let reference = ReferenceLayout(table, measurer: measurer)
        #expect(geometry.contentHeight == reference.contentHeight, "seed \(seed)")
        for offset in TableGeometryTests.probeOffsets(reference, using: &rng) {
            let heights: [Double] = [0, 0.25, 44, 300, Double(Int.random(in: 1...2000, using: &rng)), 1e9]
            let viewport = Viewport(offset: offset, height: heights.randomElement(using: &rng)!)
            let expected = reference.visible(viewport)
            let actual = geometry.visibleItems(in: viewport)
            #expect(actual == expected, "seed \(seed) viewport \(viewport)")
            if actual != expected { return }
        }
    }

    @Test(arguments: 0..<500)
    func framesAndHitTestsMatchTheReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let table = RandomTables.make(using: &rng)
        let geometry = TableGeometry(table: table, measurer: measurer)
        let reference = ReferenceLayout(table, measurer: measurer)
        for item in reference.items {
            switch item.kind {
            case .row(let ip):
                #expect(geometry.frame(ofRow: ip) == RowFrame(indexPath: ip, y: item.y, height: item.height), "seed \(seed)")
            case .header(let s):
                #expect(geometry.headerFrame(ofSection: s).y == item.y)
                #expect(geometry.headerFrame(ofSection: s).height == item.height)
            case .footer(let s):
                #expect(geometry.footerFrame(ofSection: s).y == item.y)
                #expect(geometry.footerFrame(ofSection: s).height == item.height)
            default:
                break
            }
        }
        let viewport = Viewport(offset: Double(Int.random(in: 0...Int(reference.contentHeight) + 1, using: &rng)),
                                height: Double(Int.random(in: 1...900, using: &rng)))
        for y in TableGeometryTests.probeOffsets(reference, using: &rng) {
            for x in [-1, 0, table.width / 2, table.width] {
                #expect(geometry.hitTest(x: x, y: y, in: viewport) == reference.hit(x: x, y: y, in: viewport),
                        "seed \(seed) point \(x),\(y) viewport \(viewport)")
            }
        }
    }

    @Test(arguments: 0..<300)
    func rowInsertsRemovalsAndResizesMatchARebuiltLayout(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var table = RandomTables.make(using: &rng)
        guard !table.sections.isEmpty else { return }
        var geometry = TableGeometry(table: table, measurer: measurer)
        for _ in 0..<20 {
            let s = Int.random(in: 0..<table.sections.count, using: &rng)
            let rows = table.sections[s].rows.count
            let h = rng.dyadicHeight(max: 100)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let r = Int.random(in: 0...rows, using: &rng)
                table.sections[s].rows.insert(Row(title: "new", height: .points(h)), at: r)
                geometry.insertRow(at: RowPath(section: s, row: r), height: h)
            case 1 where rows > 0:
                let r = Int.random(in: 0..<rows, using: &rng)
                table.sections[s].rows.remove(at: r)
                geometry.removeRow(at: RowPath(section: s, row: r))
            case 2 where rows > 0:
                let r = Int.random(in: 0..<rows, using: &rng)
                var row = table.sections[s].rows[r]
                row.height = .points(h)
                table.sections[s].rows.replace(at: r, with: row)
                let before = geometry.height(ofRow: RowPath(section: s, row: r))
                #expect(geometry.setHeight(h, ofRow: RowPath(section: s, row: r)) == before, "returns the height it replaced")
            default:
                break
            }
            #expect(geometry.brokenInvariant() == nil, "seed \(seed)")
        }
        let reference = ReferenceLayout(table, measurer: measurer)
        #expect(geometry.contentHeight == reference.contentHeight, "seed \(seed)")
        for offset in TableGeometryTests.probeOffsets(reference, using: &rng) {
            let viewport = Viewport(offset: offset, height: 400)
            #expect(geometry.visibleItems(in: viewport) == reference.visible(viewport), "seed \(seed)")
        }
    }

    /// What the live-table tests and the edits fuzzer rely on: a change anywhere is found.
    @Test func firstDifferenceFindsEachKindOfChange() {
        func geometry(_ sections: [Section]) -> TableGeometry { TableGeometry(table: Table(width: 320, sections: sections)) }
        let rows = RowList([Row(title: "a", height: .points(40)), Row(title: "b", height: .points(50))])
        let base = [Section(header: .init(title: "H"), rows: rows), Section(rows: rows)]
        #expect(geometry(base).firstDifference(from: geometry(base)) == nil)
        var taller = base
        taller[1].rows.replace(at: 1, with: Row(title: "b", height: .points(51)))
        var longer = base
        longer[0].rows.insert(Row(title: "c"), at: 2)
        var headerless = base
        headerless[0].header = nil
        for (name, changed) in [("a row's height", taller), ("a section's rows", longer), ("a header", headerless), ("the sections", Array(base.prefix(1)))] {
            #expect(geometry(base).firstDifference(from: geometry(changed)) != nil, "\(name)")
            #expect(geometry(changed).firstDifference(from: geometry(base)) != nil, "\(name)")
        }
    }

    @Test func stickyHeaderIsPushedUpByTheNextSection() {
        var table = Table(width: 320, style: .plain)
        table.sections = [
            Section(header: SectionBand(title: "A", height: .points(28)),
                    rows: RowList([RepeatedRows(count: 3, template: Row(title: "a"))].map(RowList.Item.repeated))),
            Section(header: SectionBand(title: "B", height: .points(28)), rows: RowList([Row(title: "b")])),
        ]
        let geometry = TableGeometry(table: table)
        // Section A: header 0..<28, rows 28..<160, footer 160 (0 high). Offset 150: the
        // header must sit at 160 − 28 = 132, pushed up by section B.
        let sticky = geometry.stickyHeader(atOffset: 150)
        #expect(sticky == SectionBandFrame(section: 0, y: 132, height: 28, isPinned: true))
        #expect(geometry.stickyHeader(atOffset: 10) == SectionBandFrame(section: 0, y: 10, height: 28, isPinned: true))
        var grouped = table
        grouped.style = .grouped
        #expect(TableGeometry(table: grouped).stickyHeader(atOffset: 10) == nil)
    }
}
