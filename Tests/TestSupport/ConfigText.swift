import TableLayout

/// Writes a table (as RandomTables makes them) back out as a JSON config, so that tests
/// can feed the command line the same table the reference layout sees.
public enum ConfigText {
    public static func json(of table: Table, extra: [(String, String)] = []) -> String {
        var fields: [(String, String)] = [("width", number(table.width)), ("style", string(table.style.rawValue)),
                                          ("rowHeight", dimension(table.rowHeight)),
                                          ("headerHeight", dimension(table.headerHeight)),
                                          ("footerHeight", dimension(table.footerHeight))]
        if let spacing = table.sectionSpacing { fields.append(("sectionSpacing", number(spacing))) }
        if let band = table.tableHeader { fields.append(("tableHeader", tableBand(band))) }
        if let band = table.tableFooter { fields.append(("tableFooter", tableBand(band))) }
        fields.append(("sections", "[" + table.sections.map(section).joined(separator: ", ") + "]"))
        return object(fields + extra)
    }

    static func section(_ section: Section) -> String {
        var fields: [(String, String)] = []
        if let header = section.header { fields.append(("header", band(header))) }
        if let footer = section.footer { fields.append(("footer", band(footer))) }
        if let h = section.headerHeight { fields.append(("headerHeight", dimension(h))) }
        if let h = section.footerHeight { fields.append(("footerHeight", dimension(h))) }
        if let h = section.rowHeight { fields.append(("rowHeight", dimension(h))) }
        let rows = section.rows.items.flatMap { item -> [String] in
            switch item {
            case .row(let row): return [object(rowFields(row))]
            case .repeated(let generator):
                var fields = [("repeat", String(generator.count))] + rowFields(generator.template)
                if !generator.heights.isEmpty { fields.append(("heights", "[" + generator.heights.map(number).joined(separator: ", ") + "]")) }
                return [object(fields)]
            case .data, .values:
                return (0..<item.count).map { object(rowFields(item.row(at: $0))) }
            }
        }
        fields.append(("rows", "[" + rows.joined(separator: ", ") + "]"))
        return object(fields)
    }

    static func rowFields(_ row: Row) -> [(String, String)] {
        var fields: [(String, String)] = [("lines", String(row.lines))]
        if let title = row.title { fields.append(("title", string(title))) }
        if let height = row.height { fields.append(("height", dimension(height))) }
        return fields
    }

    static func band(_ band: SectionBand) -> String {
        guard let height = band.height else { return string(band.title ?? "") }
        var fields = [("height", dimension(height))]
        if let title = band.title { fields.append(("title", string(title))) }
        return object(fields)
    }

    static func tableBand(_ band: TableBand) -> String {
        var fields = [("height", number(band.height))]
        if let title = band.title { fields.append(("title", string(title))) }
        return object(fields)
    }

    static func dimension(_ d: Height) -> String {
        switch d {
        case .points(let p): return number(p)
        case .automatic: return string("automatic")
        }
    }

    static func number(_ x: Double) -> String { DataValue.format(x) }
    static func string(_ s: String) -> String { "\"" + s + "\"" }
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
