/// A section of a table: an optional header and footer around rows.
public struct Section: Equatable, Sendable {
    /// A name, unique in the table, to address the section by.
    public var id: String?
    public var header: SectionBand?
    public var footer: SectionBand?
    /// Overrides the table's `headerHeight` for this section.
    public var headerHeight: Height?
    /// Overrides the table's `footerHeight` for this section.
    public var footerHeight: Height?
    /// Overrides the table's `rowHeight` for rows of this section.
    public var rowHeight: Height?
    public var rows: RowList

    public init(id: String? = nil, header: SectionBand? = nil, footer: SectionBand? = nil, rows: RowList = RowList()) {
        self.id = id
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// The index of the row whose `id` is `id`, if any. Looks at single rows only:
    /// generated rows share their template's id.
    public func rowIndex(id: String) -> Int? {
        var start = 0
        for item in rows.items {
            if case .row(let row) = item, row.id == id { return start }
            start += item.count
        }
        return nil
    }
}
