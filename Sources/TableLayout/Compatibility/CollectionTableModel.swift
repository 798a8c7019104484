/// LRTableModel's `LRCollectionTableModel` (and its `SortableTableModel` and
/// `SearchTableModel` examples), done right: one section over an array of objects. Setting
/// the objects is a `refresh`; each insert, remove or replace is one batch with at most one
/// event; sorting reports moves, computed by identity, rather than a blunt refresh. Rows are
/// made from objects by `makeRow`.
///
/// A filter (LR's `SearchTableModel`) shows the objects that match and forgets none of the
/// others: ``objects`` keeps them all, the rows and the events speak of the shown ones
/// (``shownObjects``), and setting or clearing the filter is a `refresh`. LR's example tells
/// its listeners nothing when it filters (its search results controller reloads itself) and
/// a `refresh` only when the filter is cleared; here both are a `refresh`, so a listener
/// that mirrors the rows stays in step (docs/live-tables.md, "What differs from the
/// libraries"). Indexes given to the mutators are of ``objects``.
public final class CollectionTableModel<Element: Hashable> {
    public private(set) var objects: [Element]
    /// What the rows show: the objects the filter keeps, in order (all of them without one).
    public private(set) var shownObjects: [Element]
    /// Which objects are shown; nil: all.
    public private(set) var filter: ((Element) -> Bool)?
    /// The title of the section (`titleForSection:`): its header shows it as soon as it is
    /// set (a `reloadSection` for the live table's listeners; LR's hear nothing, as LR's
    /// table view asks for the title when it draws the header).
    public var sectionTitle: String? {
        didSet {
            guard sectionTitle != oldValue else { return }
            var section = live.table.sections[0]
            section.header = sectionTitle.map { SectionBand(title: $0) }
            _ = try? live.apply(.reloadSections([section]))
        }
    }
    public let live: LiveTable
    private let makeRow: (Element) -> Row
    private var lrListeners = ListenerList<LiveTable.LRChange>()
    /// The section's id in ``live``, so the header can be reloaded by name.
    private static var sectionID: String { "objects" }

    /// A model over `objects`; no event is sent (`initWithObjects:`).
    public init(objects: [Element] = [], sectionTitle: String? = nil, width: Double = 390,
                measurer: any TextMeasuring = EstimatingTextMeasurer(), makeRow: @escaping (Element) -> Row) {
        self.objects = objects
        shownObjects = objects
        self.sectionTitle = sectionTitle
        self.makeRow = makeRow
        let section = Section(id: Self.sectionID, header: sectionTitle.map { SectionBand(title: $0) },
                              rows: RowList(objects.map(makeRow)))
        live = LiveTable(layingOut: Table(width: width, sections: [section]), measurer: measurer)
    }

    public var numberOfSections: Int { 1 }
    public func numberOfRows(inSection section: Int) -> Int { shownObjects.count }
    /// The object row `indexPath` shows.
    public func object(at indexPath: RowPath) -> Element { shownObjects[indexPath.row] }

    // MARK: Listeners (LRSelfNotifyingTableModel)

    @discardableResult
    public func addListener(_ listener: @escaping (LiveTable.LRChange) -> Void) -> Int {
        lrListeners.add(listener)
    }

    /// The listener hears nothing more.
    public func removeListener(_ token: Int) {
        lrListeners.remove(token)
    }

    private func notify(_ events: [LREvent]) {
        let current = lrListeners.current
        for hear in current { hear(.willBeginUpdates) }
        for event in events { for hear in current { hear(.changed(event)) } }
        for hear in current { hear(.didEndUpdates) }
    }

    // MARK: The filter (LR's SearchTableModel)

    /// Shows only the objects `isIncluded` keeps (nil: all of them again): one `refresh`.
    /// - Complexity: O(n) in the objects, and the section laid out again.
    public func setFilter(_ isIncluded: ((Element) -> Bool)?) {
        filter = isIncluded
        relayOut()
        notify([.refresh])
    }

    /// Where object `index` of ``objects`` is shown (or would be, were it shown).
    private func shownIndex(ofObject index: Int) -> Int {
        guard let filter else { return index }
        return objects[..<index].lazy.filter(filter).count
    }

    private func isShown(_ object: Element) -> Bool { filter?(object) ?? true }

    // MARK: Mutators, one batch each

    /// Replaces every object: one `refresh` (LR's `setObjects:`), the layout rebuilt.
    /// - Complexity: O(n), the section laid out again.
    public func setObjects(_ newObjects: [Element]) {
        objects = newObjects
        relayOut()
        notify([.refresh])
    }

    /// Appends `object`: an `insert` at its row when it is shown.
    public func add(_ object: Element) {
        insert(object, at: objects.count)
    }

    /// - Complexity: O(n) with a filter (where the object is shown), else O(log n).
    public func insert(_ object: Element, at index: Int) {
        objects.insert(object, at: index)
        guard isShown(object) else { return }
        let row = shownIndex(ofObject: index)
        shownObjects.insert(object, at: row)
        _ = try? live.apply(.insertRows([makeRow(object)], section: .index(0), at: .at(row)))
        notify([.insert(RowPath(section: 0, row: row))])
    }

    /// Removes the object at `index`: a `delete` at its row when it was shown.
    /// - Complexity: as ``insert(_:at:)``.
    public func remove(at index: Int) {
        let object = objects.remove(at: index)
        guard isShown(object) else { return }
        let row = shownIndex(ofObject: index)
        shownObjects.remove(at: row)
        _ = try? live.apply(.deleteRows([.index(row)], section: .index(0)))
        notify([.delete(RowPath(section: 0, row: row))])
    }

    /// Removes the first object equal to `object` (only that one, unlike `removeObject:`,
    /// which removed every equal object but reported one).
    public func remove(_ object: Element) {
        guard let index = objects.firstIndex(of: object) else { return }
        remove(at: index)
    }

    /// Replaces the object at `index`: an `update` at its row (a `delete` or an `insert`
    /// when the filter now hides or shows it).
    /// - Complexity: as ``insert(_:at:)``.
    public func replace(at index: Int, with object: Element) {
        let old = objects[index]
        objects[index] = object
        let row = shownIndex(ofObject: index)
        switch (isShown(old), isShown(object)) {
        case (false, false): return
        case (true, false):
            shownObjects.remove(at: row)
            _ = try? live.apply(.deleteRows([.index(row)], section: .index(0)))
            notify([.delete(RowPath(section: 0, row: row))])
        case (false, true):
            shownObjects.insert(object, at: row)
            _ = try? live.apply(.insertRows([makeRow(object)], section: .index(0), at: .at(row)))
            notify([.insert(RowPath(section: 0, row: row))])
        case (true, true):
            shownObjects[row] = object
            _ = try? live.performBatchUpdates { editor throws(LiveTableError) in
                try editor.deleteRows([.index(row)], in: .index(0))
                try editor.insertRows([makeRow(object)], in: .index(0), at: .at(row))
            }
            notify([.update(RowPath(section: 0, row: row))])
        }
    }

    /// Sorts the objects, reporting each shown row that moves (a delete and an insert each,
    /// in LR's words) rather than a refresh. Equal objects keep their order.
    /// - Complexity: O(n log n), the section laid out again.
    public func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        let old = objects
        let sorted = old.enumerated().sorted { a, b in
            areInIncreasingOrder(a.element, b.element) || (!areInIncreasingOrder(b.element, a.element) && a.offset < b.offset)
        }
        objects = sorted.map(\.element)
        // Identity: the object's place in the old array, so equal objects stay distinct.
        let shownBefore = old.indices.filter { isShown(old[$0]) }
        let shownAfter = sorted.filter { isShown($0.element) }.map(\.offset)
        let batches = TableDiff.batches(from: [TableDiff.Section(key: 0, rows: shownBefore)],
                                        to: [TableDiff.Section(key: 0, rows: shownAfter)])
        relayOut()
        notify(batches.flatMap(\.lrEvents))
    }

    /// The live table's one section made anew from the shown objects (its listeners are
    /// the model's own, which hear LR's words instead).
    private func relayOut() {
        shownObjects = filter.map { objects.filter($0) } ?? objects
        let section = Section(id: Self.sectionID, header: sectionTitle.map { SectionBand(title: $0) },
                              rows: RowList(shownObjects.map(makeRow)))
        _ = try? live.performBatchUpdates { editor throws(LiveTableError) in
            try editor.deleteSections([.index(0)])
            try editor.insertSections([section], at: .at(0))
        }
    }
}
