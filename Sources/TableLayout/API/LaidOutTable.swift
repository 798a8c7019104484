/// A table with its geometry: names instead of index paths, and selection by point or
/// name that calls the row's action with it (no index path in user code).
public struct LaidOutTable {
    public private(set) var table: Table
    public private(set) var geometry: TableGeometry

    public init(_ table: Table, measurer: any TextMeasuring = EstimatingTextMeasurer()) {
        self.table = table
        geometry = TableGeometry(table: table, measurer: measurer)
    }

    // MARK: Names (DXTableViewModel's sections and rows by name)

    /// The section named `id`.
    public func section(named id: String) -> Section? {
        table.sectionIndex(id: id).map { table.sections[$0] }
    }

    /// The row named `id` in the section named `section`.
    public func row(named id: String, inSection section: String) -> Row? {
        indexPath(ofRow: id, inSection: section).map { table.sections[$0.section].rows[$0.row] }
    }

    /// Where the named row is.
    public func frame(ofRow id: String, inSection section: String) -> RowFrame? {
        indexPath(ofRow: id, inSection: section).map { geometry.frame(ofRow: $0) }
    }

    func indexPath(ofRow id: String, inSection section: String) -> IndexPath? {
        guard let s = table.sectionIndex(id: section), let r = table.sections[s].rowIndex(id: id) else { return nil }
        return IndexPath(section: s, row: r)
    }

    // MARK: Selection

    /// Selects the row under `(x, y)` (content coordinates; a sticky header in `viewport`
    /// covers the rows under it): calls its action with the row and returns the row.
    @discardableResult
    public func select(x: Double, y: Double, in viewport: Viewport? = nil) -> Row? {
        let viewport = viewport ?? Viewport(offset: 0, height: geometry.contentHeight)
        guard case .row(let frame)? = geometry.hitTest(x: x, y: y, in: viewport) else { return nil }
        return select(frame.indexPath)
    }

    /// Selects the named row: calls its action with the row and returns the row.
    @discardableResult
    public func select(row id: String, inSection section: String) -> Row? {
        indexPath(ofRow: id, inSection: section).flatMap(select)
    }

    private func select(_ indexPath: IndexPath) -> Row? {
        let row = table.sections[indexPath.section].rows[indexPath.row]
        row.onSelect?.perform(row)
        return row
    }
}
