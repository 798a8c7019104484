/// `Section(data:)`: a row per value of a Swift collection of ``RowData``, made when asked
/// for. The collection is kept as it is (no array of rows), and each row keeps the value it
/// was made from (``Row/value``), so an action gets the typed data back.
public struct ValueRows: Equatable, Sendable {
    private let storage: RowDataStorage
    private var range: Range<Int>

    /// Rows for a collection of values of one kind.
    ///
    /// - Complexity: O(1): the collection is kept, not copied.
    public init<C: RandomAccessCollection & Sendable>(_ values: C) where C.Element: RowData {
        storage = RowDataStorage(count: values.count) { values[values.index(values.startIndex, offsetBy: $0)] }
        range = 0..<values.count
    }

    /// Rows for a collection of values of mixed kinds.
    ///
    /// - Complexity: O(1): the collection is kept, not copied.
    public init<C: RandomAccessCollection & Sendable>(_ values: C) where C.Element == any RowData {
        storage = RowDataStorage(count: values.count) { values[values.index(values.startIndex, offsetBy: $0)] }
        range = 0..<values.count
    }

    /// - Complexity: O(1).
    public var count: Int { range.count }

    /// The value row `i` is made from.
    ///
    /// - Complexity: O(1) (the collection's subscript).
    public func value(at i: Int) -> any RowData { storage.element(range.lowerBound + i) }

    /// Row `i`: the value's row, keeping the value.
    ///
    /// - Complexity: O(1) and the row's `makeRow`.
    public func row(at i: Int) -> Row {
        let value = value(at: i)
        var row = value.row()
        row.value = value
        return row
    }

    /// The value's `cellHeight`, without making its row.
    ///
    /// - Complexity: O(1) and the value's `cellHeight`.
    public func height(at i: Int) -> Height? { value(at: i).cellHeight }

    package func slice(_ range: Range<Int>) -> ValueRows {
        var slice = self
        slice.range = (self.range.lowerBound + range.lowerBound)..<(self.range.lowerBound + range.upperBound)
        return slice
    }

    /// - Complexity: O(1): the same collection and range.
    public static func == (a: ValueRows, b: ValueRows) -> Bool { a.storage === b.storage && a.range == b.range }
}

/// A collection of row values behind one type.
private final class RowDataStorage: Sendable {
    let count: Int
    let element: @Sendable (Int) -> any RowData

    init(count: Int, element: @escaping @Sendable (Int) -> any RowData) {
        self.count = count
        self.element = element
    }
}
