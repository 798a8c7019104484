/// Identity (SPEC 4.1) of a table's sections and rows, for diffs between whole tables.
extension TableDiff {
    /// A section: its id, or (without one) its position.
    public enum SectionKey: Hashable, Sendable {
        case id(String)
        case position(Int)
    }

    /// A row: its id; without one, its data (a source element's whole value), or its
    /// content — equal values are matched in order.
    public enum RowKey: Hashable, Sendable {
        case id(String)
        case value(DataValue)
        case content(String, String, String)
    }

    static func key(of row: Row) -> RowKey {
        if let id = row.id { return .id(id) }
        if let data = row.data { return .value(data) }
        return .content(row.title ?? "", row.subtitle ?? "", row.detail ?? "")
    }

    /// The batches that turn table `old` into table `new`, by identity; a row whose content
    /// differs is reloaded, a section whose own fields (header, footer, heights) differ is
    /// reloaded whole.
    public static func batches(from old: Table, to new: Table) -> [TableBatch] {
        let oldRows = old.sections.map { Array($0.rows) }
        let newRows = new.sections.map { Array($0.rows) }
        func sections(_ table: Table, _ rows: [[Row]]) -> [Section<SectionKey, RowKey>] {
            table.sections.enumerated().map { s, section in
                Section(key: section.id.map(SectionKey.id) ?? .position(s), rows: rows[s].map(key(of:)))
            }
        }
        return batches(from: sections(old, oldRows), to: sections(new, newRows),
                       sectionChanged: { o, n in !sameFields(old.sections[o], new.sections[n]) },
                       rowChanged: { o, n in oldRows[o.section][o.row] != newRows[n.section][n.row] })
    }

    private static func sameFields(_ a: TableLayout.Section, _ b: TableLayout.Section) -> Bool {
        a.id == b.id && a.header == b.header && a.footer == b.footer && a.headerHeight == b.headerHeight
            && a.footerHeight == b.footerHeight && a.rowHeight == b.rowHeight
    }
}

extension LiveTable {
    /// Replaces the whole table (a data source replaced, say): the batches are the identity
    /// diff from the old table, the layout is made anew, and the viewport keeps its top row
    /// when that row (by id) is still there.
    @discardableResult
    public func replaceTable(with newTable: Table) throws(LiveTableError) -> [TableBatch] {
        try LiveTable.checkIDs(newTable)
        let batches = TableDiff.batches(from: table, to: newTable)
        // The top row is followed by its ids: the new table has other index paths.
        var anchor: (section: String, row: String, distance: Double)?
        if let viewport, let top = anchorRow(viewport), let section = table.sections[top.row.section].id,
           let row = table.sections[top.row.section].rows[top.row.row].id {
            anchor = (section, row, top.distance)
        }
        replaceWhole(newTable)
        if var viewport {
            if keep == .visible, let anchor, let path = indexPath(ofRow: anchor.row, inSection: anchor.section) {
                viewport.offset = geometry.frame(ofRow: path).y - anchor.distance
            }
            viewport.offset = geometry.clampedOffset(viewport)
            self.viewport = viewport
        }
        notifyForReplace(batches)
        return batches
    }
}
