import TableLayout

/// Random tables for property tests: every kind of header and footer, zero heights, empty
/// sections, explicit rows and generators, all three styles. Heights are multiples of 1/4
/// so sums are exact and answers can be compared with `==`.
public enum RandomTables {
    package static func make(using rng: inout SeededGenerator) -> Table {
        var table = Table(width: Double(Int.random(in: 100...500, using: &rng)),
                          style: TableStyle.allCases.randomElement(using: &rng)!)
        if Bool.random(using: &rng) { table.rowHeight = randomDimension(&rng) }
        if Bool.random(using: &rng) { table.headerHeight = randomDimension(&rng) }
        if Bool.random(using: &rng) { table.footerHeight = randomDimension(&rng) }
        if Bool.random(using: &rng) { table.sectionSpacing = rng.dyadicHeight(zeroOdds: 3, max: 30) }
        if Bool.random(using: &rng) { table.tableHeader = TableBand(title: "Top", height: rng.dyadicHeight(zeroOdds: 3)) }
        if Bool.random(using: &rng) { table.tableFooter = TableBand(height: rng.dyadicHeight(zeroOdds: 3)) }
        table.sections = (0..<Int.random(in: 0...7, using: &rng)).map { _ in randomSection(&rng) }
        return table
    }

    static func randomDimension(_ rng: inout SeededGenerator) -> Height {
        Int.random(in: 0..<4, using: &rng) == 0 ? .automatic : .points(rng.dyadicHeight(zeroOdds: 6, max: 80))
    }

    static func randomBand(_ rng: inout SeededGenerator) -> SectionBand? {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return nil
        case 1: return SectionBand(title: "Header")
        case 2: return SectionBand(title: "")
        case 3: return SectionBand(title: nil, height: randomDimension(&rng))
        default: return SectionBand(title: "Band", height: randomDimension(&rng))
        }
    }

    static func randomSection(_ rng: inout SeededGenerator) -> Section {
        var section = Section(header: randomBand(&rng), footer: randomBand(&rng))
        if Int.random(in: 0..<4, using: &rng) == 0 { section.headerHeight = randomDimension(&rng) }
        if Int.random(in: 0..<4, using: &rng) == 0 { section.footerHeight = randomDimension(&rng) }
        if Int.random(in: 0..<3, using: &rng) == 0 { section.rowHeight = randomDimension(&rng) }
        var items: [RowList.Item] = []
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            if Bool.random(using: &rng) {
                var row = Row(title: "Row")
                if Bool.random(using: &rng) { row.height = randomDimension(&rng) }
                row.lines = Int.random(in: 0...3, using: &rng)
                items.append(.row(row))
            } else {
                var template = Row(title: "Item {index}")
                if Bool.random(using: &rng) { template.height = randomDimension(&rng) }
                let heights = Bool.random(using: &rng)
                    ? (0..<Int.random(in: 1...4, using: &rng)).map { _ in rng.dyadicHeight(max: 90) } : []
                items.append(.repeated(RepeatedRows(count: Int.random(in: 0...60, using: &rng),
                                                    template: template, heights: heights)))
            }
        }
        section.rows = RowList(items)
        return section
    }
}

/// docs/geometry.md stated as plainly as possible: every item stacked in a flat list, every
/// question answered by scanning it. Slow and obviously right.
public struct ReferenceLayout {
    public enum Kind: Equatable { case tableHeader, spacing(Int), header(Int), row(RowPath), footer(Int), tableFooter }
    public struct Item { public var kind: Kind; public var y: Double; public var height: Double }

    public var items: [Item] = []
    let style: TableStyle
    let width: Double

    public init(_ table: Table, measurer: some TextMeasuring) {
        style = table.style
        width = table.width
        var y = 0.0
        func add(_ kind: Kind, _ height: Double) {
            items.append(Item(kind: kind, y: y, height: height))
            y += height
        }
        // UIKit's grouped styles: an untitled header or footer is 17.5 pt, and so is the space
        // above the first section when there is no table header (docs/geometry.md).
        let grouped = table.style != .plain
        let empty = grouped ? 17.5 : 0
        func band(_ band: SectionBand?, _ override: Height?, _ fallback: Height, measure: (String) -> Double) -> Double {
            if band == nil && override == nil && band?.height == nil { return empty }
            switch override ?? band?.height ?? fallback {
            case .points(let p): return p
            case .automatic:
                // No title is empty; so is "" but in UIKit's grouped tables, where it is a
                // titled band with no text (docs/geometry.md).
                guard let title = band?.title else { return empty }
                return title.isEmpty && !(grouped && table.framework == .uiKit) ? empty : measure(title)
            }
        }
        add(.tableHeader, table.tableHeader?.height ?? (grouped ? 17.5 : 0))
        for (s, section) in table.sections.enumerated() {
            add(.spacing(s), table.sectionSpacing ?? 0)
            add(.header(s), band(section.header, section.headerHeight, table.headerHeight) {
                measurer.headerHeight(title: $0, in: table)
            })
            for (r, row) in section.rows.enumerated() {
                switch row.height ?? section.rowHeight ?? table.rowHeight {
                case .points(let p): add(.row(RowPath(section: s, row: r)), p)
                case .automatic:
                    add(.row(RowPath(section: s, row: r)), measurer.rowHeight(for: row, in: table))
                }
            }
            add(.footer(s), band(section.footer, section.footerHeight, table.footerHeight) {
                measurer.footerHeight(title: $0, in: table)
            })
        }
        add(.tableFooter, table.tableFooter?.height ?? 0)
    }

    public var contentHeight: Double { items.last.map { $0.y + $0.height } ?? 0 }

    func section(of kind: Kind) -> Int? {
        switch kind {
        case .spacing(let s), .header(let s), .footer(let s): return s
        case .row(let ip): return ip.section
        case .tableHeader, .tableFooter: return nil
        }
    }

    public func clamp(_ viewport: Viewport) -> Double {
        min(max(viewport.offset, 0), max(0, contentHeight - viewport.height))
    }

    public func sticky(at offset: Double) -> SectionBandFrame? {
        guard style == .plain else { return nil }
        guard let top = items.first(where: { $0.height > 0 && $0.y <= offset && offset < $0.y + $0.height }),
              let s = section(of: top.kind) else { return nil }
        let header = items.first { $0.kind == .header(s) }!
        let footer = items.first { $0.kind == .footer(s) }!
        guard header.height > 0 else { return nil }
        let y = min(max(offset, header.y), footer.y - header.height)
        return SectionBandFrame(section: s, y: y, height: header.height, isPinned: offset >= header.y)
    }

    public func visible(_ viewport: Viewport) -> VisibleItems {
        let offset = clamp(viewport)
        let end = offset + viewport.height
        func shows(_ y: Double, _ h: Double) -> Bool { viewport.height > 0 && h > 0 && y < end && y + h > offset }
        let stuck = sticky(at: offset)
        var result = VisibleItems(offset: offset, viewportHeight: viewport.height, contentHeight: contentHeight,
                                  tableHeader: nil, rows: [], headers: [], footers: [], tableFooter: nil)
        for item in items {
            switch item.kind {
            case .row(let ip) where shows(item.y, item.height):
                result.rows.append(RowFrame(indexPath: ip, y: item.y, height: item.height))
            case .header(let s):
                let frame = stuck?.section == s ? stuck!
                    : SectionBandFrame(section: s, y: item.y, height: item.height, isPinned: false)
                if shows(frame.y, frame.height) { result.headers.append(frame) }
            case .footer(let s) where shows(item.y, item.height):
                result.footers.append(SectionBandFrame(section: s, y: item.y, height: item.height, isPinned: false))
            case .tableHeader where shows(item.y, item.height):
                result.tableHeader = TableBandFrame(y: item.y, height: item.height)
            case .tableFooter where shows(item.y, item.height):
                result.tableFooter = TableBandFrame(y: item.y, height: item.height)
            default:
                break
            }
        }
        return result
    }

    public func hit(x: Double, y: Double, in viewport: Viewport) -> HitTarget? {
        guard x >= 0, x < width else { return nil }
        if let stuck = sticky(at: clamp(viewport)), y >= stuck.y, y < stuck.maxY { return .header(stuck) }
        guard let item = items.first(where: { $0.height > 0 && $0.y <= y && y < $0.y + $0.height }) else { return nil }
        switch item.kind {
        case .tableHeader: return .tableHeader(TableBandFrame(y: item.y, height: item.height))
        case .tableFooter: return .tableFooter(TableBandFrame(y: item.y, height: item.height))
        case .spacing: return nil
        case .header(let s): return .header(SectionBandFrame(section: s, y: item.y, height: item.height, isPinned: false))
        case .footer(let s): return .footer(SectionBandFrame(section: s, y: item.y, height: item.height, isPinned: false))
        case .row(let ip): return .row(RowFrame(indexPath: ip, y: item.y, height: item.height))
        }
    }
}
