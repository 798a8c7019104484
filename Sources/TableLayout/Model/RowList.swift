/// The rows of a section: single rows and generators, concatenated, read as one collection
/// of ``Row``. Generated rows are made on demand, so a section of ten million rows costs
/// what its few items cost.
public struct RowList: RandomAccessCollection, Equatable, Sendable {
    public enum Item: Equatable, Sendable {
        case row(Row)
        case repeated(RepeatedRows)

        public var count: Int {
            switch self {
            case .row: return 1
            case .repeated(let generator): return generator.count
            }
        }
    }

    public private(set) var items: [Item]
    /// `itemStarts[k]` is the index of item k's first row; one more entry holds the count.
    private var itemStarts: [Int]

    public init(_ items: [Item] = []) {
        self.items = items
        itemStarts = RowList.starts(of: items)
    }

    public init(_ rows: [Row]) {
        self.init(rows.map(Item.row))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { itemStarts[itemStarts.count - 1] }

    /// Row `index`, with its placeholders filled (`{index}` counts within its generator).
    public subscript(index: Int) -> Row {
        let (item, offset) = locate(index)
        switch items[item] {
        case .row(let row): return row.resolvingPlaceholders(index: nil)
        case .repeated(let generator): return generator.row(at: offset)
        }
    }

    /// The explicit height of row `index` (nil: inherit), without building the row.
    public func explicitHeight(at index: Int) -> Height? {
        let (item, offset) = locate(index)
        switch items[item] {
        case .row(let row): return row.height
        case .repeated(let generator): return generator.height(at: offset)
        }
    }

    /// Inserts `row` before row `index`, splitting a generator when it falls inside one.
    public mutating func insert(_ row: Row, at index: Int) {
        precondition(index >= 0 && index <= count, "RowList.insert: index out of range")
        guard index < count else {
            items.append(.row(row))
            itemStarts = RowList.starts(of: items)
            return
        }
        let (item, offset) = locate(index)
        if offset == 0 {
            items.insert(.row(row), at: item)
        } else if case .repeated(let generator) = items[item] {
            items.replaceSubrange(item...item, with: [
                .repeated(generator.slice(0..<offset)),
                .row(row),
                .repeated(generator.slice(offset..<generator.count)),
            ])
        }
        itemStarts = RowList.starts(of: items)
    }

    /// Removes row `index`, splitting a generator when it falls inside one.
    public mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "RowList.remove: index out of range")
        let (item, offset) = locate(index)
        switch items[item] {
        case .row:
            items.remove(at: item)
        case .repeated(let generator):
            let parts = [generator.slice(0..<offset), generator.slice(offset + 1..<generator.count)]
            items.replaceSubrange(item...item, with: parts.filter { $0.count > 0 }.map(Item.repeated))
        }
        itemStarts = RowList.starts(of: items)
    }

    /// Replaces row `index` by `row`.
    public mutating func replace(at index: Int, with row: Row) {
        remove(at: index)
        insert(row, at: index)
    }

    public static func == (lhs: RowList, rhs: RowList) -> Bool { lhs.items == rhs.items }

    /// The item holding row `index` and the row's offset in it, by binary search.
    private func locate(_ index: Int) -> (item: Int, offset: Int) {
        precondition(index >= 0 && index < count, "RowList: row \(index) out of range 0..<\(count)")
        var low = 0, high = items.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if itemStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return (low, index - itemStarts[low])
    }

    private static func starts(of items: [Item]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(items.count + 1)
        for item in items { starts.append(starts[starts.count - 1] + item.count) }
        return starts
    }
}
