/// LRTableModel's `LRCollectionTableModel` (and its `SortableTableModel` example), done
/// right: one section over an array of objects. Setting the objects is a `refresh`; each
/// insert, remove or replace is one batch with one event; sorting reports moves, computed
/// by identity, rather than a blunt refresh. Rows are made from objects by `makeRow`.
public final class CollectionTableModel<Element: Hashable> {
    public private(set) var objects: [Element]
    /// The title of the section (`titleforSection:`).
    public var sectionTitle: String?
    public let live: LiveTable
    private let makeRow: (Element) -> Row
    private var lrListeners: [(token: Int, hear: (LiveTable.LRChange) -> Void)] = []
    private var nextToken = 0

    /// A model over `objects`; no event is sent (`initWithObjects:`).
    public init(objects: [Element] = [], width: Double = 390, measurer: any TextMeasuring = EstimatingTextMeasurer(),
                makeRow: @escaping (Element) -> Row) {
        self.objects = objects
        self.makeRow = makeRow
        let table = Table(width: width, sections: [Section(rows: RowList(objects.map(makeRow)))])
        live = LiveTable(table: table, geometry: TableGeometry(table: table, measurer: measurer), measurer: measurer)
    }

    public var numberOfSections: Int { 1 }
    public func numberOfRows(inSection section: Int) -> Int { objects.count }
    public func object(at indexPath: IndexPath) -> Element { objects[indexPath.row] }

    // MARK: Listeners (LRSelfNotifyingTableModel)

    @discardableResult
    public func addListener(_ listener: @escaping (LiveTable.LRChange) -> Void) -> Int {
        nextToken += 1
        lrListeners.append((nextToken, listener))
        return nextToken
    }

    /// The listener hears nothing more.
    public func removeListener(_ token: Int) {
        lrListeners.removeAll { $0.token == token }
    }

    private func notify(_ events: [LREvent]) {
        let current = lrListeners
        for listener in current { listener.hear(.willBeginUpdates) }
        for event in events { for listener in current { listener.hear(.changed(event)) } }
        for listener in current { listener.hear(.didEndUpdates) }
    }

    // MARK: Mutators, one batch each

    /// Replaces every object: one `refresh` (LR's `setObjects:`), the layout rebuilt.
    public func setObjects(_ newObjects: [Element]) {
        objects = newObjects
        relayOut()
        notify([.refresh])
    }

    /// Appends `object`: an `insert` at its index.
    public func add(_ object: Element) {
        insert(object, at: objects.count)
    }

    public func insert(_ object: Element, at index: Int) {
        objects.insert(object, at: index)
        _ = try? live.apply(.insertRows([makeRow(object)], section: .index(0), at: .at(index)))
        notify([.insert(IndexPath(section: 0, row: index))])
    }

    /// Removes the object at `index`: a `delete` there.
    public func remove(at index: Int) {
        objects.remove(at: index)
        _ = try? live.apply(.deleteRows([.index(index)], section: .index(0)))
        notify([.delete(IndexPath(section: 0, row: index))])
    }

    /// Removes the first object equal to `object` (only that one, unlike `removeObject:`,
    /// which removed every equal object but reported one).
    public func remove(_ object: Element) {
        guard let index = objects.firstIndex(of: object) else { return }
        remove(at: index)
    }

    /// Replaces the object at `index`: an `update` there.
    public func replace(at index: Int, with object: Element) {
        objects[index] = object
        _ = try? live.performBatchUpdates { editor throws(LiveTableError) in
            try editor.deleteRows([.index(index)], in: .index(0))
            try editor.insertRows([makeRow(object)], in: .index(0), at: .at(index))
        }
        notify([.update(IndexPath(section: 0, row: index))])
    }

    /// Sorts the objects, reporting each row that moves (a delete and an insert each, in
    /// LR's words) rather than a refresh. Equal objects keep their order.
    public func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        let old = objects
        let sorted = old.enumerated().sorted { a, b in
            areInIncreasingOrder(a.element, b.element) || (!areInIncreasingOrder(b.element, a.element) && a.offset < b.offset)
        }
        objects = sorted.map(\.element)
        // Identity: the object's place in the old array, so equal objects stay distinct.
        let batches = TableDiff.batches(from: [TableDiff.Section(key: 0, rows: Array(old.indices))],
                                        to: [TableDiff.Section(key: 0, rows: sorted.map(\.offset))])
        relayOut()
        notify(batches.flatMap(\.lrEvents))
    }

    /// The live table's one section made anew from `objects` (its listeners are the
    /// model's own, which hear LR's words instead).
    private func relayOut() {
        let rows = objects.map(makeRow)
        _ = try? live.performBatchUpdates { editor throws(LiveTableError) in
            try editor.deleteSections([.index(0)])
            try editor.insertSections([Section(title: sectionTitle, rows: rows)], at: .at(0))
        }
    }
}

extension Section {
    fileprivate init(title: String?, rows: [Row]) {
        self.init(header: title.map { SectionBand(title: $0) }, rows: RowList(rows))
    }
}
