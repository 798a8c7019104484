/// The rows of a section: single rows and generators (`repeat`, data sources, Swift
/// collections), concatenated, read as one collection of ``Row``. Generated rows are made
/// on demand, so a section of ten million rows costs what its few items cost.
///
/// The items live in a B+-tree (``RowTree``), so finding a row, inserting and
/// removing are O(log items) — a generator is split where an edit falls inside it — and
/// copies share everything an edit does not touch.
public struct RowList: RandomAccessCollection, Equatable, Sendable {
    public indirect enum Item: Equatable, Sendable {
        case row(Row)
        case repeated(RepeatedRows)
        /// `{source: NAME}`: a row per element (or per group of elements) of a data document.
        case data(DataRows)
        /// `Section(data:)`: a row per value of a Swift collection.
        case values(ValueRows)

        /// - Complexity: O(1).
        public var count: Int {
            switch self {
            case .row: return 1
            case .repeated(let generator): return generator.count
            case .data(let generator): return generator.count
            case .values(let generator): return generator.count
            }
        }

        /// Row `i` of this item, with its placeholders filled.
        ///
        /// - Complexity: O(1) to find the row in its item; filling its placeholders costs their length.
        public func row(at i: Int) -> Row {
            switch self {
            case .row(let row): return row.resolvingPlaceholders(index: nil)
            case .repeated(let generator): return generator.row(at: i)
            case .data(let generator): return generator.row(at: i)
            case .values(let generator): return generator.row(at: i)
            }
        }

        /// Row `i` before its placeholders are filled, with the index `{index}` reads.
        package func unresolvedRow(at i: Int) -> (row: Row, index: Int?) {
            switch self {
            case .row(let row): return (row, nil)
            case .repeated(let generator): return (generator.template, generator.firstIndex + i)
            case .data(let generator): return generator.unresolvedRow(at: i)
            case .values(let generator): return (generator.row(at: i), nil)
            }
        }

        /// The explicit height of row `i` (nil: inherit), without building the row.
        package func explicitHeight(at i: Int) -> Height? {
            switch self {
            case .row(let row): return row.height
            case .repeated(let generator): return generator.height(at: i)
            case .data(let generator): return generator.height(at: i)
            case .values(let generator): return generator.height(at: i)
            }
        }

        /// This one-row item with its height set (a measured height): a single row, a
        /// `repeat` row or a data row keeps what it is; a Swift-value row becomes a single row.
        package func settingHeight(_ height: Double) -> Item {
            switch self {
            case .row(var row):
                row.height = .points(height)
                row.variants = row.variants?.removing([.height])  // the measured height stands
                return .row(row)
            case .data(let generator) where generator.count == 1:
                return .data(generator.settingHeight(height))
            case .repeated(let generator) where generator.count == 1:
                return .repeated(generator.settingHeight(height))
            default:
                var row = self.row(at: 0)
                row.height = .points(height)
                return .row(row)
            }
        }

        /// The item for rows `range` of this one.
        func slice(_ range: Range<Int>) -> Item {
            switch self {
            case .row: return self
            case .repeated(let generator): return .repeated(generator.slice(range))
            case .data(let generator): return .data(generator.slice(range))
            case .values(let generator): return .values(generator.slice(range))
            }
        }
    }

    private var root: RowTreeNode?

    /// The tree's root, by identity: tests check that a list with one owner is edited in
    /// place (a root that changes identity was copied because something else held it).
    var treeIdentity: ObjectIdentifier? { root.map(ObjectIdentifier.init) }

    /// - Complexity: O(*items*).
    public init(_ items: [Item] = []) {
        root = RowTree.build(items.filter { $0.count > 0 })
    }

    /// - Complexity: O(*rows*).
    public init(_ rows: [Row]) {
        self.init(rows.map(Item.row))
    }

    /// - Complexity: O(1).
    public var startIndex: Int { 0 }
    /// - Complexity: O(1).
    public var endIndex: Int { root?.rowCount ?? 0 }

    /// The items in order (O(items)).
    ///
    /// - Complexity: O(*items*).
    public var items: [Item] {
        var items: [Item] = []
        RowTree.forEach(root) { item, _ in items.append(item) }
        return items
    }

    /// Calls `body` with every item in order and the index of its first row.
    package func forEachItem(_ body: (Item, _ firstRow: Int) -> Void) {
        RowTree.forEach(root, body)
    }

    /// The first non-nil answer of `find` for the items in order (with the index of each
    /// one's first row), looking no further.
    package func firstItem<Found>(_ find: (Item, _ firstRow: Int) -> Found?) -> Found? {
        var cursor = RowTree.Cursor(root)
        var start = 0
        while let entry = cursor.next() {
            if let found = find(entry.item, start) { return found }
            start += entry.rows
        }
        return nil
    }

    /// Walks the items in order, so reading every row costs O(rows), not a look-up each.
    public struct Iterator: IteratorProtocol {
        private var cursor: RowTree.Cursor
        private var entry: RowTreeNode.Entry?
        private var offset = 0
        private let list: RowList
        private var index = 0

        init(_ list: RowList) {
            self.list = list
            cursor = RowTree.Cursor(list.root)
        }

        /// - Complexity: O(1) amortised per row.
        public mutating func next() -> Row? {
            while offset == entry?.rows ?? 0 {
                guard let next = cursor.next() else { return nil }
                entry = next
                offset = 0
            }
            guard let entry else { return nil }
            defer { offset += 1; index += 1 }
            return list.placedRow(entry.item, offset: offset, at: index)
        }
    }

    /// - Complexity: O(log *items*).
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Row `index`, with its placeholders filled (`{index}` counts within its generator),
    /// as it looks at its position (see ``position(ofRow:)``).
    ///
    /// - Complexity: O(log *items*), and filling the row's placeholders.
    public subscript(index: Int) -> Row {
        let (item, offset) = locate(index)
        return placedRow(item, offset: offset, at: index)
    }

    /// The item holding row `index`, and the row's offset in it. O(log items).
    ///
    /// - Complexity: O(log *items*).
    public func locate(_ index: Int) -> (item: Item, offset: Int) {
        precondition(index >= 0 && index < count, "RowList: row \(index) out of range 0..<\(count)")
        return RowTree.locate(root!, index)
    }

    /// Row `index` as an item of its own: a single row, or a one-row slice of its
    /// generator (so a row taken out of a data source keeps its element).
    ///
    /// - Complexity: O(log *items*).
    public func item(at index: Int) -> Item {
        let (item, offset) = locate(index)
        return item.slice(offset..<offset + 1)
    }

    /// Row `index` as written, before its placeholders are filled (its variant applied),
    /// and the index `{index}` reads (nil for a row not made by a generator): what shows
    /// which placeholders read nothing.
    package func unresolvedRow(at index: Int) -> (row: Row, index: Int?) {
        let (item, offset) = locate(index)
        var (row, generatorIndex) = item.unresolvedRow(at: offset)
        if let override = row.variants?.override(for: position(ofRow: index)) { override.apply(to: &row) }
        return (row, generatorIndex)
    }

    /// The explicit height of row `index` (nil: inherit), without building the row (but
    /// for a row whose variant applies at its position).
    package func explicitHeight(at index: Int) -> Height? {
        let (item, offset) = locate(index)
        if let height = positionedHeight(item, offset: offset, at: index) { return height }
        return item.explicitHeight(at: offset)
    }

    /// Inserts `row` before row `index`, splitting a generator when it falls inside one.
    ///
    /// - Complexity: O(log *items*); O(log *items*) more when the list's tree is shared with a copy (its path is copied).
    public mutating func insert(_ row: Row, at index: Int) {
        insert(.row(row), at: index)
    }

    /// Inserts an item (a row or a generator) before row `index`.
    ///
    /// - Complexity: O(log *items*); O(log *items*) more when the list's tree is shared with a copy (its path is copied).
    public mutating func insert(_ item: Item, at index: Int) {
        precondition(index >= 0 && index <= count, "RowList.insert: index out of range")
        guard item.count > 0 else { return }
        // A list that is the only owner of its tree (a live table's) changes it in place.
        RowTree.insert(item, at: index, into: &root)
    }

    /// Removes row `index` and returns it as an item of its own (see ``item(at:)``),
    /// splitting a generator when it falls inside one.
    @discardableResult
    /// - Complexity: O(log *items*) (a generator the row falls inside is cut in two).
    public mutating func remove(at index: Int) -> Item {
        precondition(index >= 0 && index < count, "RowList.remove: index out of range")
        return RowTree.takeRow(index, from: &root, replacement: nil)
    }

    /// Replaces row `index` by a one-row item; returns the row that was there, as an item.
    @discardableResult
    package mutating func replaceItem(at index: Int, with item: Item) -> Item {
        precondition(item.count == 1, "RowList.replaceItem: a one-row item")
        return updateItem(at: index) { _ in item }.old
    }

    /// Replaces row `index` by the one-row item `change` makes of it (as ``item(at:)`` gives
    /// it), in one descent; returns the row that was there and the one put there, as items.
    @discardableResult
    package mutating func updateItem(at index: Int, _ change: (Item) -> Item) -> (old: Item, new: Item) {
        precondition(index >= 0 && index < count, "RowList.updateItem: index out of range")
        var new: Item?
        let old: Item
        // The tree's parameter is optional (a removal passes none), so formally escaping.
        old = withoutActuallyEscaping(change) { change in
            RowTree.takeRow(index, from: &root, replacement: { old in
                let made = change(old)
                precondition(made.count == 1, "RowList.updateItem: a one-row item")
                new = made
                return made
            })
        }
        guard let new else { preconditionFailure("RowList.updateItem: the row was not found") }
        return (old, new)
    }

    /// Replaces row `index` by `row`.
    ///
    /// - Complexity: O(log *items*).
    public mutating func replace(at index: Int, with row: Row) {
        replaceItem(at: index, with: .row(row))
    }

    /// Whether the two lists hold the same rows. Lists cut into items alike are compared
    /// item by item; others (a generator cut by an edit and put back in pieces) row by row.
    ///
    /// - Complexity: O(1) when both share a tree; otherwise O(*items*), or O(*rows*) when they are cut differently.
    public static func == (lhs: RowList, rhs: RowList) -> Bool {
        lhs.root === rhs.root || lhs.count == rhs.count && (lhs.items == rhs.items || lhs.elementsEqual(rhs))
    }

    /// Whether the tree's counts and order hold (for tests). O(items).
    package func checkInvariants() -> Bool { RowTree.checkInvariants(root) }

    /// Whether they hold where an edit at row `row` changes the tree (for tests):
    /// O(width · depth), so a test can check after every step of a long run.
    func checkInvariants(around row: Int) -> Bool { RowTree.checkInvariants(root, around: row) }

    /// The tree, for tests that break it on purpose to see the checks fail.
    var rootForTests: RowTreeNode? { root }
}
