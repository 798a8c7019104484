import Foundation
import TableLayout

/// Reads `layout:` (the DSL inline, or `{file: path}`) and evaluates the chosen mode.
enum DSLDecoder {
    static let layoutKeys = ["file"]

    static func sections(_ node: ConfigNode, mode: Int, rows: RowDecoder, data: DataValue,
                         file: String, text: String,
                         warnings: inout [ConfigError]) throws(ConfigError) -> [Section] {
        let layoutText: String
        let locate: (DSLLexer.Token) -> (SourceLocation, note: String)
        let whole: SourceLocation
        switch node.value {
        case .scalar(let scalar) where scalar.kind != .null:
            layoutText = scalar.text
            whole = node.location
            if scalar.isLiteralBlock {
                // A `|` block: layout line k is file line (indicator line + k), shifted by
                // the block's indentation.
                let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let firstLine = node.location.line  // the line with the indicator
                let indent = fileLines.dropFirst(firstLine).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                    .map { $0.prefix { $0 == " " }.count } ?? 0
                locate = { (SourceLocation(file: file, line: firstLine + $0.line, column: indent + $0.column), "") }
            } else {
                // Quoted or JSON text: point at the string and say where inside it.
                locate = { (node.location, " (layout line \($0.line), column \($0.column))") }
            }
        case .mapping:
            let fields = try KeyedMapping(node, context: "'layout'", allowedKeys: layoutKeys)
            let pathNode = try fields.required("file", hint: "a .tableViewConfig file, e.g. layout: {file: table.tableViewConfig}")
            guard let path = try pathNode.text("'file'"), !path.isEmpty else {
                throw ConfigError("'file' must be the path of a layout file", at: pathNode.location)
            }
            let opened = try rows.files.open(path, kind: "layout", at: pathNode)
            let fullPath = opened.path
            layoutText = try ConfigReader.text(of: try opened.read(maxBytes: ConfigReader.maxFileBytes, what: "layout files"), file: fullPath)
            whole = SourceLocation(file: fullPath, line: 1, column: 1)
            locate = { (SourceLocation(file: fullPath, line: $0.line, column: $0.column), "") }
        default:
            throw ConfigError("'layout' must be the layout text (layout: |) or {file: path}, found \(node.kindDescription)", at: node.location)
        }
        var parser = DSLParser(templates: rows.templateNames, data: data, locate: locate)
        let modes = try parser.parse(layoutText, emptyLocation: whole)
        warnings += parser.warnings
        // An out-of-range mode has no sections, as in the library; tablesnap says so.
        guard modes.indices.contains(mode) else {
            warnings.append(ConfigError("mode \(mode) is past the last mode: the layout has \(modes.count) (0…\(modes.count - 1)), so the table is empty", at: whole))
            return []
        }
        let sections = try DSLEvaluator(data: data, template: rows.templateRow, bind: rows.boundTemplate).sections(of: modes[mode])
        return try readHeightsFromData(sections, rows: rows)
    }

    /// Rows whose template says `height: "{path}"` take that height from their contents.
    private static func readHeightsFromData(_ sections: [Section], rows: RowDecoder) throws(ConfigError) -> [Section] {
        var paths: [String: (path: String, node: ConfigNode)] = [:]
        for (name, template) in rows.templates {
            if let node = template["height"], let path = RowDecoder.heightPlaceholder(node) { paths[name] = (path, node) }
        }
        guard !paths.isEmpty else { return sections }
        var result = sections
        for s in result.indices {
            var items = result[s].rows.items
            for i in items.indices {
                guard case .row(var row) = items[i], let cell = row.cell, let (path, node) = paths[cell] else { continue }
                row.height = .points(try rows.heightFromData(row.data, path: path, node: node,
                                                             what: "the contents of row \(i) of section \(s)"))
                items[i] = .row(row)
            }
            result[s].rows = RowList(items)
        }
        return result
    }
}
