/// The height rules of docs/geometry.md, Heights: which value wins, when text is measured, and the
/// order in which a table's items are stacked.
struct ItemHeights {
    /// Generators of `automatic` rows longer than this take `estimatedRowHeight` instead of
    /// measuring every row up front (as UITableView does with its estimate).
    static let measuredGeneratorLimit = 10_000

    let table: Table
    let measurer: any TextMeasuring

    /// Section header height: the section's override, the header's own, the table default;
    /// `automatic` measures the title, and 0 when there is no header and no explicit height.
    func headerHeight(of section: Section) -> Double {
        band(section.header, override: section.headerHeight, tableDefault: table.headerHeight) {
            measurer.headerHeight(title: $0, in: table)
        }
    }

    func footerHeight(of section: Section) -> Double {
        band(section.footer, override: section.footerHeight, tableDefault: table.footerHeight) {
            measurer.footerHeight(title: $0, in: table)
        }
    }

    /// Calls `body` with the height of every row of `section`, in order.
    func forEachRowHeight(of section: Section, _ body: (Double) -> Void) {
        let inherited = section.rowHeight ?? table.rowHeight
        section.rows.forEachItem { item, start in
            forEachRowHeight(of: item, start: start, in: section.rows, inherited: inherited, body)
        }
    }

    /// Calls `body` with the height of every row of one item of a section's rows. An item
    /// whose rows' look depends on their position (variants, `{@position}`) takes the rows
    /// that may start or end a part (its first and last; in a data source whose templates
    /// name different parts, any row beside another part) as they look where they stand;
    /// its other rows are inside their part.
    private func forEachRowHeight(of item: RowList.Item, start: Int, in rows: RowList, inherited: Height, _ body: (Double) -> Void) {
        let last = item.count - 1
        let partsVary = if case .data(let generator) = item { generator.partsVary } else { false }
        guard last >= 0, partsVary || item.heightDependsOnPosition(at: 0, inherited: inherited)
                || item.heightDependsOnPosition(at: last, inherited: inherited) else {
            return forEachRowHeight(of: item, inherited: inherited, estimating: item.count > ItemHeights.measuredGeneratorLimit, body)
        }
        let estimating = item.count > ItemHeights.measuredGeneratorLimit
        // Row by row where parts vary inside the item; else its ends and its middle.
        let pieces = partsVary ? (0...last).map { $0..<$0 + 1 }
            : last == 0 ? [0..<1] : last == 1 ? [0..<1, 1..<2] : [0..<1, 1..<last, last..<last + 1]
        for piece in pieces {
            if piece.count == 1, item.mayStartOrEndPart(at: piece.lowerBound),
               item.heightDependsOnPosition(at: piece.lowerBound, inherited: inherited) {
                body(positionedRowHeight(rows, item, offset: piece.lowerBound, at: start + piece.lowerBound, inherited: inherited))
            } else {
                forEachRowHeight(of: item.slice(piece), inherited: inherited, estimating: estimating, body)
            }
        }
    }

    /// The height of row `index` of `rows` (row `offset` of `item`, found already) as it
    /// looks where it stands.
    func positionedRowHeight(_ rows: RowList, _ item: RowList.Item, offset: Int, at index: Int, inherited: Height) -> Double {
        let row = rows.placedRow(item, offset: offset, at: index)
        return rowHeight(row, explicit: row.height, inherited: inherited)
    }

    /// Calls `body` with the height of every row of one item, as written (`estimating`: an
    /// `automatic` generated row takes the estimate).
    private func forEachRowHeight(of item: RowList.Item, inherited: Height, estimating: Bool, _ body: (Double) -> Void) {
        switch item {
        case .row(let row):
            body(rowHeight(row, explicit: row.height, inherited: inherited))
        case .repeated(let generator):
            forEachHeight(of: generator, inherited: inherited, body)
        // Unpacked once: reading a row's height through the item would copy the generator
        // out of its box for every row.
        case .data(let generator):
            forEachHeight(count: generator.count, height: generator.height(at:), row: generator.row(at:), inherited: inherited,
                          estimating: estimating, body)
        case .values(let generator):
            forEachHeight(count: generator.count, height: generator.height(at:), row: generator.row(at:), inherited: inherited,
                          estimating: estimating, body)
        }
    }

    /// Appends the height of every row of `section` to `builder`: generator patterns and
    /// constant heights in bulk, other rows one at a time.
    func appendRowHeights(of section: Section, to builder: inout HeightIndex.Builder) {
        let inherited = section.rowHeight ?? table.rowHeight
        section.rows.forEachItem { item, start in
            if case .repeated(let generator) = item, generator.template.variants == nil,
               let bulk = bulkHeights(of: generator, inherited: inherited) {
                builder.append(cycling: bulk.pattern, from: bulk.phase, count: generator.count)
            } else {
                forEachRowHeight(of: item, start: start, in: section.rows, inherited: inherited) { builder.append($0) }
            }
        }
    }

    /// A generator's heights as a cycle, when they need no measuring.
    private func bulkHeights(of generator: RepeatedRows, inherited: Height) -> (pattern: [Double], phase: Int)? {
        if !generator.heights.isEmpty { return (generator.heights, generator.firstIndex % generator.heights.count) }
        switch generator.template.height ?? inherited {
        case .points(let points): return ([points], 0)
        case .automatic where generator.count > ItemHeights.measuredGeneratorLimit: return ([table.estimatedRowHeight], 0)
        case .automatic: return nil
        }
    }

    /// The height of one row given its own height and what it inherits; only an
    /// `automatic` row has its placeholders filled, to be measured.
    func rowHeight(_ row: Row, explicit: Height?, inherited: Height) -> Double {
        switch explicit ?? inherited {
        case .points(let points): return points
        case .automatic: return measurer.rowHeight(for: row.resolvingPlaceholders(index: nil), in: table)
        }
    }

    /// Whether row `index` of `section` was given `estimatedRowHeight` rather than measured:
    /// an `automatic` row of a generator longer than ``measuredGeneratorLimit``.
    func isEstimated(_ index: Int, in section: Section) -> Bool {
        let (item, offset) = section.rows.locate(index)
        guard item.count > ItemHeights.measuredGeneratorLimit else { return false }
        // A first or last row with position variants is measured where it stands.
        if offset == 0 || offset == item.count - 1,
           item.heightDependsOnPosition(at: offset, inherited: section.rowHeight ?? table.rowHeight) { return false }
        switch item {
        case .row: return false
        case .repeated(let generator) where !generator.heights.isEmpty: return false
        case .repeated, .data, .values:
            return (item.explicitHeight(at: offset) ?? section.rowHeight ?? table.rowHeight) == .automatic
        }
    }

    private func forEachHeight(of generator: RepeatedRows, inherited: Height, _ body: (Double) -> Void) {
        guard let (pattern, phase) = bulkHeights(of: generator, inherited: inherited) else {
            for i in 0..<generator.count {
                body(measurer.rowHeight(for: generator.row(at: i).positioned([]), in: table))
            }
            return
        }
        var k = phase
        for _ in 0..<generator.count {
            body(pattern[k])
            k += 1
            if k == pattern.count { k = 0 }
        }
    }

    /// Heights of a generator whose rows each carry their own (data sources, Swift
    /// collections): a row is built only when it must be measured, and not at all when the
    /// generator is long enough to take the estimate (measured later, when shown).
    private func forEachHeight(count: Int, height: (Int) -> Height?, row: (Int) -> Row, inherited: Height,
                               estimating: Bool, _ body: (Double) -> Void) {
        for i in 0..<count {
            switch height(i) ?? inherited {
            case .points(let points): body(points)
            case .automatic where estimating: body(table.estimatedRowHeight)
            case .automatic: body(measurer.rowHeight(for: row(i).positioned([]), in: table))
            }
        }
    }

    /// A band's height. Without a title (no band, or an empty title) a band the config does
    /// not size is empty: 0 pt in plain tables, UIKit's empty band in the grouped styles
    /// (docs/geometry.md, Heights); but UIKit's grouped tables draw a title that is the empty
    /// string as a titled band with no text.
    private func band(_ band: SectionBand?, override: Height?, tableDefault: Height,
                      measure: (String) -> Double) -> Double {
        let empty = table.style.hasEmptyBands ? GroupedSpacing.emptyBand : 0
        let explicit = override ?? band?.height
        guard band != nil || explicit != nil else { return empty }
        switch explicit ?? tableDefault {
        case .points(let points): return points
        case .automatic:
            guard let title = band?.title else { return empty }
            if title.isEmpty, !(table.style.hasEmptyBands && table.framework == .uiKit) { return empty }
            return measure(title)
        }
    }
}
