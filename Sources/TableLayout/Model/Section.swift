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
    /// What the section was made from (AOZ's section contents: the element or chunk of its
    /// `-s` source), reported by `inspect`; its header and footer texts read it.
    public var data: DataValue?
    /// A free string (AOZ's section tag), reported by `inspect`.
    public var tag: String?

    /// - Complexity: O(1).
    public init(id: String? = nil, header: SectionBand? = nil, footer: SectionBand? = nil, rows: RowList = RowList()) {
        self.id = id
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// The index of the row whose `id` is `id`, if any: single rows, and rows of data
    /// sources that name an id field (read element by element, so O(rows) for those), and
    /// rows of a `repeat` whose id reads `{index}` (the number read back, O(1) a generator).
    ///
    /// - Complexity: O(*items*) of the section; O(*rows*) for data sources with an id field (read element by element). A live table finds them in O(log n) (`RowIDIndex`).
    public func rowIndex(id: String) -> Int? {
        rows.firstItem { item, start in
            switch item {
            case .row(let row) where row.id == id:
                return start
            case .data(let generator) where generator.idField != nil:
                return (0..<generator.count).first { generator.id(ofRow: $0) == id }.map { start + $0 }
            case .repeated(let generator):
                return generator.offset(ofID: id).map { start + $0 }
            default:
                return nil
            }
        }
    }
}
