/// The geometry of a table (docs/geometry.md): where every row, header and footer is, what a
/// viewport shows, what a point hits. Logarithmic in rows and sections throughout.
///
/// Every vertical piece of the table is one *item* of a ``HeightIndex``, in content order:
///
///     tableHeader, then per section: spacing, header, rows…, footer; then tableFooter
///
/// so offsets of rows, headers and footers are all prefix sums of one index, and a Fenwick
/// tree over items-per-section (rows + 3) finds the section of any item in O(log s).
public struct TableGeometry: Sendable {
    public let width: Double
    public let style: TableStyle
    // Internal (not private) for TableGeometry+Invariants.swift.
    private(set) var items: HeightIndex
    private(set) var sectionItemCounts: FenwickTree<Int>
    private(set) var rowCounts: [Int]

    /// Item slots before a section's rows: spacing and header.
    static let leadingItems = 2
    /// Item slots per section besides its rows: spacing, header, footer.
    static let bandItems = 3

    /// Lays out `table`, measuring `automatic` heights with `measurer`.
    /// - Complexity: O(n) for n rows (each `automatic` row measured once).
    public init(table: Table, measurer: any TextMeasuring = EstimatingTextMeasurer()) {
        width = table.width
        style = table.style
        rowCounts = table.sections.map(\.rows.count)
        sectionItemCounts = FenwickTree(rowCounts.map { $0 + TableGeometry.bandItems })
        let heights = ItemHeights(table: table, measurer: measurer)
        let spacing = table.resolvedSectionSpacing

        // Stack the items in content order, straight into the index's chunks.
        let itemCount = 2 + rowCounts.reduce(0, +) + TableGeometry.bandItems * table.sections.count
        var stacked = HeightIndex.Builder(expectedCount: itemCount)
        stacked.append(table.resolvedTableHeaderHeight)
        for section in table.sections {
            stacked.append(spacing)
            stacked.append(heights.headerHeight(of: section))
            heights.appendRowHeights(of: section, to: &stacked)
            stacked.append(heights.footerHeight(of: section))
        }
        stacked.append(table.tableFooter?.height ?? 0)
        items = stacked.build()
    }

    // MARK: Counts and sizes

    /// The height of everything: table header, sections, table footer.
    /// - Complexity: O(1).
    public var contentHeight: Double { items.totalHeight }

    public var numberOfSections: Int { rowCounts.count }

    public func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }

    /// The bytes the geometry holds, for `bench`.
    package var allocatedBytes: Int {
        items.allocatedBytes + sectionItemCounts.allocatedBytes + rowCounts.capacity * MemoryLayout<Int>.stride
    }

    /// Whether `indexPath` names an existing row.
    /// - Complexity: O(1).
    public func contains(_ indexPath: RowPath) -> Bool {
        rowCounts.indices.contains(indexPath.section) && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    // MARK: Frames in content coordinates

    /// - Complexity: O(log n).
    public func frame(ofRow indexPath: RowPath) -> RowFrame {
        let location = items.location(ofIndex: itemIndex(ofRow: indexPath))
        return RowFrame(indexPath: indexPath, y: location.y, height: location.height)
    }

    /// Row `indexPath`'s height, without working out where it is.
    /// - Complexity: O(log n).
    public func height(ofRow indexPath: RowPath) -> Double {
        items.height(at: itemIndex(ofRow: indexPath))
    }

    /// The header's place in the content (where it is drawn when not pinned).
    /// - Complexity: O(log n).
    public func headerFrame(ofSection section: Int) -> SectionBandFrame {
        let location = items.location(ofIndex: headerItem(ofSection: section))
        return SectionBandFrame(section: section, y: location.y, height: location.height, isPinned: false)
    }

    /// - Complexity: O(log n).
    public func footerFrame(ofSection section: Int) -> SectionBandFrame {
        let location = items.location(ofIndex: footerItem(ofSection: section))
        return SectionBandFrame(section: section, y: location.y, height: location.height, isPinned: false)
    }

    public var tableHeaderFrame: TableBandFrame {
        TableBandFrame(y: 0, height: items.height(at: 0))
    }

    public var tableFooterFrame: TableBandFrame {
        let location = items.location(ofIndex: items.count - 1)
        return TableBandFrame(y: location.y, height: location.height)
    }

    // MARK: Viewports

    /// `offset` clamped to `[0, max(0, contentHeight − viewportHeight)]`.
    /// - Complexity: O(1).
    public func clampedOffset(_ viewport: Viewport) -> Double {
        let maxOffset = max(0, contentHeight - viewport.height)
        return min(max(viewport.offset, 0), maxOffset)
    }

    /// The header that sticks in a viewport at `offset` (plain style only): that of the
    /// section containing the top edge, at `min(max(offset, headerY), footerY − height)`.
    /// - Complexity: O(log n).
    public func stickyHeader(atOffset offset: Double) -> SectionBandFrame? {
        guard style.hasStickyHeaders, let top = items.location(at: offset) else { return nil }
        return stickyHeader(atOffset: offset, top: top)
    }

    /// The sticky header when `top` is the item at the viewport's top edge.
    private func stickyHeader(atOffset offset: Double, top: HeightIndex.Location) -> SectionBandFrame? {
        guard style.hasStickyHeaders, let section = sectionOfItem(top.index)?.section else { return nil }
        let header = headerFrame(ofSection: section)
        guard header.height > 0 else { return nil }
        let rowsEnd = items.offset(of: footerItem(ofSection: section))
        let y = min(max(offset, header.y), rowsEnd - header.height)
        return SectionBandFrame(section: section, y: y, height: header.height, isPinned: offset >= header.y)
    }

    /// Everything a viewport shows: rows, headers (sticky ones where they are drawn) and
    /// footers whose span intersects `[offset, offset + height)` after clamping, in order.
    /// - Complexity: O(log n + k) for the k items the viewport shows.
    public func visibleItems(in viewport: Viewport) -> VisibleItems {
        var visible = VisibleItems(offset: clampedOffset(viewport), viewportHeight: viewport.height, contentHeight: contentHeight,
                                   tableHeader: nil, rows: [], headers: [], footers: [], tableFooter: nil)
        visible.rows.reserveCapacity(32)
        // The walk borrows `self` instead of holding a copy, as the public iterator must (a
        // copy retains and releases each of the geometry's arrays), and files each item as
        // it classifies it instead of returning it through an optional enum.
        var walk = VisibleWalk(geometry: self, viewport: viewport)
        walk.collect(into: &visible, in: self)
        return visible
    }

    /// What ``visibleItems(in:)`` collects, made one item at a time (the sticky header
    /// first, then top to bottom), so a caller can stream a viewport of any size.
    /// - Complexity: O(log n) to start, O(1) amortized per item.
    public func visibleItemSequence(in viewport: Viewport) -> VisibleItemSequence {
        VisibleItemSequence(geometry: self, viewport: viewport)
    }

    /// One item a viewport shows.
    public enum VisibleItem: Equatable, Sendable {
        case tableHeader(TableBandFrame)
        case header(SectionBandFrame)
        case row(RowFrame)
        case footer(SectionBandFrame)
        case tableFooter(TableBandFrame)
    }

    public struct VisibleItemSequence: Sequence {
        let geometry: TableGeometry
        let viewport: Viewport

        public func makeIterator() -> Iterator { Iterator(geometry: geometry, viewport: viewport) }

        /// Walks the height index from the item at the viewport's top edge; O(log n) to
        /// start, O(1) amortised per item.
        public struct Iterator: IteratorProtocol {
            private let geometry: TableGeometry
            private var walk: VisibleWalk

            init(geometry: TableGeometry, viewport: Viewport) {
                self.geometry = geometry
                walk = VisibleWalk(geometry: geometry, viewport: viewport)
            }

            public mutating func next() -> VisibleItem? { walk.next(in: geometry) }
        }
    }

    /// Where a walk down a viewport is: the item at hand, its section and slot there, and
    /// the sticky header still to be given. Holds no reference to the geometry it walks.
    struct VisibleWalk {
        private let offset: Double
        private let end: Double
        private var location: HeightIndex.Location?
        private var position: (section: Int, slot: Int)?
        private let sticky: SectionBandFrame?
        private var stickyPending: Bool

        init(geometry: borrowing TableGeometry, viewport: Viewport) {
            offset = geometry.clampedOffset(viewport)
            end = offset + viewport.height
            location = viewport.height > 0 ? geometry.items.location(at: offset) : nil
            position = location.flatMap { geometry.sectionOfItem($0.index) }
            let top = offset
            let stuck = location.flatMap { geometry.stickyHeader(atOffset: top, top: $0) }
            sticky = stuck
            stickyPending = stuck != nil
        }

        mutating func next(in geometry: borrowing TableGeometry) -> VisibleItem? {
            if let sticky = takeSticky() { return .header(sticky) }
            while let current = location, current.y < end {
                let item = classify(current, at: position, in: geometry)
                step(from: current, in: geometry)
                if let item { return item }
            }
            location = nil
            return nil
        }

        /// Every item ``next(in:)`` would give, filed into `visible`.
        mutating func collect(into visible: inout VisibleItems, in geometry: borrowing TableGeometry) {
            if let sticky = takeSticky() { visible.headers.append(sticky) }
            while let current = location, current.y < end {
                if let item = classify(current, at: position, in: geometry) {
                    switch item {
                    case .tableHeader(let frame): visible.tableHeader = frame
                    case .header(let frame): visible.headers.append(frame)
                    case .row(let frame): visible.rows.append(frame)
                    case .footer(let frame): visible.footers.append(frame)
                    case .tableFooter(let frame): visible.tableFooter = frame
                    }
                }
                step(from: current, in: geometry)
            }
            location = nil
        }

        /// The sticky header, once, when it shows in the viewport.
        private mutating func takeSticky() -> SectionBandFrame? {
            guard stickyPending else { return nil }
            stickyPending = false
            guard let sticky, sticky.maxY > offset, sticky.y < end else { return nil }
            return sticky
        }

        @inline(__always)
        private mutating func step(from current: HeightIndex.Location, in geometry: borrowing TableGeometry) {
            location = geometry.items.item(after: current)
            if let next = location { position = geometry.advance(position, toItem: next.index) }
        }

        /// What the item at `location` is, or nil when it shows nothing (no height,
        /// section spacing, or the header already shown as sticky).
        @inline(__always)
        private func classify(_ location: HeightIndex.Location, at position: (section: Int, slot: Int)?,
                              in geometry: borrowing TableGeometry) -> VisibleItem? {
            guard location.height > 0 else { return nil }
            let item = geometry.item(at: location, position: position)
            if case .header(let band)? = item, band.section == sticky?.section { return nil }
            return item
        }
    }

    /// What is under `(x, y)` in content coordinates, with the viewport's sticky header on
    /// top of the rows it covers; nil outside the content.
    /// - Complexity: O(log n).
    public func hitTest(x: Double, y: Double, in viewport: Viewport) -> HitTarget? {
        guard x >= 0, x < width, y >= 0, y < contentHeight else { return nil }
        if let sticky = stickyHeader(atOffset: clampedOffset(viewport)), y >= sticky.y, y < sticky.maxY {
            return .header(sticky)
        }
        guard let location = items.location(at: y) else { return nil }
        switch item(at: location, position: sectionOfItem(location.index)) {
        case nil: return nil  // section spacing: nothing is drawn there
        case .tableHeader(let frame): return .tableHeader(frame)
        case .header(let frame): return .header(frame)
        case .row(let frame): return .row(frame)
        case .footer(let frame): return .footer(frame)
        case .tableFooter(let frame): return .tableFooter(frame)
        }
    }

    // MARK: Updates
    // Not public: a geometry changes only together with its table, through `LiveTable`
    // (docs/live-tables.md), so no caller can make the two disagree.

    /// Gives row `indexPath` a new height, in O(log n); returns the height it had.
    @discardableResult
    mutating func setHeight(_ height: Double, ofRow indexPath: RowPath) -> Double {
        items.setHeight(height, at: itemIndex(ofRow: indexPath))
    }

    /// Inserts a row of `height` so that it becomes row `indexPath` (`row` may equal the
    /// section's row count, to append).
    mutating func insertRow(at indexPath: RowPath, height: Double) {
        precondition(indexPath.row >= 0 && indexPath.row <= rowCounts[indexPath.section], "insertRow: row out of range")
        items.insert(height, at: firstItem(ofSection: indexPath.section) + TableGeometry.leadingItems + indexPath.row)
        sectionItemCounts.add(1, at: indexPath.section)
        rowCounts[indexPath.section] += 1
        checkInvariant(around: indexPath.section)
    }

    /// Removes row `indexPath`.
    /// Returns the height the row had.
    @discardableResult
    mutating func removeRow(at indexPath: RowPath) -> Double {
        let height = items.remove(at: itemIndex(ofRow: indexPath))
        sectionItemCounts.add(-1, at: indexPath.section)
        rowCounts[indexPath.section] -= 1
        checkInvariant(around: indexPath.section)
        return height
    }

    /// Inserts a section so that it becomes section `index`, with the heights of its
    /// spacing, header, rows and footer: O(rows · log n) for the items, O(sections) for
    /// the section counts.
    mutating func insertSection(at index: Int, spacing: Double, header: Double, rows: [Double], footer: Double) {
        precondition(index >= 0 && index <= rowCounts.count, "insertSection: index out of range")
        var item = index == rowCounts.count ? items.count - 1 : firstItem(ofSection: index)
        for height in [spacing, header] + rows + [footer] {
            items.insert(height, at: item)
            item += 1
        }
        rowCounts.insert(rows.count, at: index)
        sectionItemCounts = FenwickTree(rowCounts.map { $0 + TableGeometry.bandItems })
        checkInvariant(around: index)
    }

    /// Removes section `index` with all its items.
    mutating func removeSection(at index: Int) {
        precondition(rowCounts.indices.contains(index), "removeSection: no section \(index)")
        let first = firstItem(ofSection: index)
        for _ in 0..<(rowCounts[index] + TableGeometry.bandItems) { items.remove(at: first) }
        rowCounts.remove(at: index)
        sectionItemCounts = FenwickTree(rowCounts.map { $0 + TableGeometry.bandItems })
        checkInvariant(around: index)
    }

    /// The heights of section `index`'s spacing, header, rows and footer (to move it).
    /// - Complexity: O(r log n) for the section's r rows.
    package func sectionHeights(_ index: Int) -> (spacing: Double, header: Double, rows: [Double], footer: Double) {
        let first = firstItem(ofSection: index)
        let rows = (0..<rowCounts[index]).map { items.height(at: first + TableGeometry.leadingItems + $0) }
        return (items.height(at: first), items.height(at: headerItem(ofSection: index)), rows, items.height(at: footerItem(ofSection: index)))
    }

    mutating func setHeaderHeight(_ height: Double, ofSection section: Int) {
        items.setHeight(height, at: headerItem(ofSection: section))
    }

    mutating func setFooterHeight(_ height: Double, ofSection section: Int) {
        items.setHeight(height, at: footerItem(ofSection: section))
    }

    // MARK: Item arithmetic (kept here so no caller does any)

    private func firstItem(ofSection section: Int) -> Int {
        1 + sectionItemCounts.prefixSum(section)
    }

    private func headerItem(ofSection section: Int) -> Int {
        firstItem(ofSection: section) + 1
    }

    private func footerItem(ofSection section: Int) -> Int {
        firstItem(ofSection: section) + TableGeometry.leadingItems + rowCounts[section]
    }

    private func itemIndex(ofRow indexPath: RowPath) -> Int {
        precondition(contains(indexPath), "TableGeometry: no row \(indexPath)")
        return firstItem(ofSection: indexPath.section) + TableGeometry.leadingItems + indexPath.row
    }

    /// The section of item `index` and the item's slot in it (0 spacing, 1 header, then
    /// rows, then footer); nil for the table header and footer.
    private func sectionOfItem(_ index: Int) -> (section: Int, slot: Int)? {
        guard index > 0, index < items.count - 1 else { return nil }
        let (section, slot) = sectionItemCounts.descend(to: index - 1)
        return (section, slot)
    }

    /// What the item at `location` is, its section and slot being `position` (nil for the
    /// table's bands); nil for section spacing, where nothing is drawn.
    @inline(__always)
    private func item(at location: HeightIndex.Location, position: (section: Int, slot: Int)?) -> VisibleItem? {
        if location.index == 0 { return .tableHeader(TableBandFrame(y: location.y, height: location.height)) }
        guard let (section, slot) = position else { return .tableFooter(TableBandFrame(y: location.y, height: location.height)) }
        let band = SectionBandFrame(section: section, y: location.y, height: location.height, isPinned: false)
        switch slot {
        case 0: return nil
        case 1: return .header(band)
        case rowCounts[section] + TableGeometry.leadingItems: return .footer(band)
        default:
            return .row(RowFrame(indexPath: RowPath(section: section, row: slot - TableGeometry.leadingItems),
                                 y: location.y, height: location.height))
        }
    }

    /// The position of the item after `position`, without another descent.
    @inline(__always)
    private func advance(_ position: (section: Int, slot: Int)?, toItem index: Int) -> (section: Int, slot: Int)? {
        guard let (section, slot) = position else { return sectionOfItem(index) }
        if slot + 1 < rowCounts[section] + TableGeometry.bandItems { return (section, slot + 1) }
        return section + 1 < rowCounts.count ? (section + 1, 0) : nil
    }
}
