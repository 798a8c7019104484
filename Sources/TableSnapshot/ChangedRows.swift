import TableLayout
import TablePipeline

/// What a failing snapshot changed, named: the rows, headers and footers whose drawn frames
/// the differing pixels fall in, with the changed span in points (docs/snapshots.md, "What
/// changed"). `verify`, `diff --config` and the Swift helpers add it to a failure's message,
/// and the report shows it: `in row feed:3 'Item 3' (y 120–141 pt)`.
public enum ChangedRows {
    /// At most this many places are named one by one.
    static let shown = 5

    /// The places of `loaded`'s drawing of `viewport` at `scale` that pixel rows
    /// `differingRows` (ascending, as ``ImageDiff/differingRows``) fall in; nil when none.
    public static func describe(_ differingRows: [Int], in loaded: LoadedTable, viewport: Viewport, scale: Double) -> String? {
        guard !differingRows.isEmpty, scale > 0 else { return nil }
        // With a screen (docs/screen.md) the picture's y is a screen y: the content's top is
        // where the layout puts it, and what shows is under the top bar.
        let screen = loaded.screenLayout(offset: viewport.offset)
        let visible: VisibleItems
        let top: Double  // content y = top + picture y
        var barChanges: [(y: Double, text: String)] = []
        if let screen {
            let from = max(0, screen.contentY(atScreenY: screen.visibleTop))
            visible = loaded.geometry.visibleItems(in: Viewport(offset: from, height: max(0, min(screen.height - screen.visibleTop,
                                                                                                 loaded.geometry.contentHeight - from))))
            top = -screen.contentTop
            let barRows = differingRows.map { Double($0) / scale }.filter { screen.isOnBar(x: 0, y: $0) }
            if let first = barRows.first, let last = barRows.last {
                barChanges = [(first + top, "the bars (y \(format(first))–\(format(last + 1 / scale)) pt of the screen)")]
            }
        } else {
            visible = loaded.geometry.visibleItems(in: viewport)
            top = visible.offset
        }
        // Runs of pixel rows, as content spans in points.
        var spans: [(lo: Double, hi: Double)] = []
        for y in differingRows {
            let lo = top + Double(y) / scale, hi = top + Double(y + 1) / scale
            if let last = spans.last, lo - last.hi <= 1 / scale { spans[spans.count - 1].hi = hi } else { spans.append((lo, hi)) }
        }
        func changed(in y: Double, _ maxY: Double) -> (Double, Double)? {
            let parts = spans.filter { $0.lo < maxY && $0.hi > y }
            guard let first = parts.first, let last = parts.last else { return nil }
            return (max(first.lo, y), min(last.hi, maxY))
        }
        var places: [(y: Double, text: String)] = []
        let table = loaded.table
        // A pinned header is drawn over the rows under it: what changed there is the header's.
        let pinned = visible.headers.filter(\.isPinned)
        for header in visible.headers {
            guard let span = changed(in: header.y, header.maxY) else { continue }
            places.append((span.0, "the header of section \(name(ofSection: header.section, in: table))\(quoted(table.sections[header.section].header?.title)) \(points(span))"))
        }
        for row in visible.rows {
            var lo = row.y
            for header in pinned where header.y <= lo && header.maxY > lo { lo = header.maxY }
            guard lo < row.maxY, let span = changed(in: lo, row.maxY) else { continue }
            places.append((span.0, "row \(address(of: row.indexPath, in: table))\(quoted(title(of: row.indexPath, in: table))) \(points(span))"))
        }
        for footer in visible.footers {
            guard let span = changed(in: footer.y, footer.maxY) else { continue }
            places.append((span.0, "the footer of section \(name(ofSection: footer.section, in: table))\(quoted(table.sections[footer.section].footer?.title)) \(points(span))"))
        }
        for (band, what) in [(visible.tableHeader, "the table header"), (visible.tableFooter, "the table footer")] {
            if let band, let span = changed(in: band.y, band.maxY) { places.append((span.0, "\(what) \(points(span))")) }
        }
        places = barChanges + places.filter { place in screen.map { !$0.isOnBar(x: 0, y: place.y - top) } ?? true }
        places.sort { $0.y < $1.y }
        guard !places.isEmpty else {
            return "between rows (y \(format(spans[0].lo))–\(format(spans[spans.count - 1].hi)) pt)"
        }
        let named = places.prefix(shown).map(\.text).joined(separator: ", ")
        return "in " + named + (places.count > shown ? " and \(places.count - shown) more" : "")
    }

    /// `S:R` as `--row` takes it: each side the id when there is one, else the index.
    static func address(of indexPath: RowPath, in table: Table) -> String {
        let section = table.sections[indexPath.section]
        let row = section.rows[indexPath.row]
        return (section.id ?? String(indexPath.section)) + ":" + (row.id ?? String(indexPath.row))
    }

    static func name(ofSection index: Int, in table: Table) -> String {
        table.sections[index].id ?? String(index)
    }

    /// The row's title as drawn (its placeholders filled).
    static func title(of indexPath: RowPath, in table: Table) -> String? {
        let (row, index) = table.sections[indexPath.section].rows.unresolvedRow(at: indexPath.row)
        return row.title.map { TextTemplate.render($0, data: row.data, index: index) }
    }

    private static func quoted(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        let short = text.count > 40 ? text.prefix(39) + "…" : Substring(text)
        return " '\(short)'"
    }

    private static func points(_ span: (Double, Double)) -> String {
        "(y \(format(span.0))–\(format(span.1)) pt)"
    }

    private static func format(_ value: Double) -> String {
        DataValue.format((value * 10).rounded() / 10)
    }
}
