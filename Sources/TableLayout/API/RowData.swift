/// A kind of data that knows its row, as GPJDataDrivenTableView's `XXXData` knows its
/// `XXXCell`: a section is built from an array of such values, of mixed kinds, and never
/// from index paths.
///
///     struct ColorData: RowData {
///         var name: String
///         var cellHeight: Height? { .points(60) }
///         func makeRow() -> Row { Row(name) }
///     }
///     Section(data: [ColorData(name: "Red"), TextData(text: "Hi")])
public protocol RowData: Sendable {
    /// The cell kind (the template name `inspect` reports): by default the type's name with
    /// a trailing `Data` replaced by `Cell` (`ColorData` → `ColorCell`).
    static var cellKind: String { get }
    /// The row's height; nil takes the section's or table's.
    var cellHeight: Height? { get }
    /// What the row shows.
    func makeRow() -> Row
    /// Called when the row is selected (GPJ's `didSelectAction`); nil for none.
    var didSelect: (@Sendable () -> Void)? { get }
}

extension RowData {
    package static var cellKind: String {
        let name = String(describing: Self.self)
        return CellNaming.cellKind(forDataType: name) ?? name
    }

    public var cellHeight: Height? { nil }
    public var didSelect: (@Sendable () -> Void)? { nil }

    /// The row for this value: its own row, with its kind, height and action.
    public func row() -> Row {
        var row = makeRow()
        row.cell = Self.cellKind
        if let height = cellHeight { row.height = height }
        if let action = didSelect { row.onSelect = RowAction { _ in action() } }
        return row
    }
}

extension Section {
    /// A section with a row for each value, of mixed kinds. The collection is kept and rows
    /// are made from it on demand; each row keeps its value (``Row/value``).
    public init<C: RandomAccessCollection & Sendable>(_ header: String? = nil, id: String? = nil, data: C)
    where C.Element == any RowData {
        self.init(id: id, header: header.map { SectionBand(title: $0) }, rows: RowList([.values(ValueRows(data))]))
    }

    /// A section with a row for each value of an array of mixed kinds (an array literal).
    public init(_ header: String? = nil, id: String? = nil, data: [any RowData]) {
        self.init(id: id, header: header.map { SectionBand(title: $0) }, rows: RowList([.values(ValueRows(data))]))
    }

    /// A section with a row for each value of one kind.
    public init<C: RandomAccessCollection & Sendable>(_ header: String? = nil, id: String? = nil, data: C)
    where C.Element: RowData {
        self.init(id: id, header: header.map { SectionBand(title: $0) }, rows: RowList([.values(ValueRows(data))]))
    }
}
