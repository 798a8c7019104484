import Foundation
import TableLayout

/// Decodes rows, row generators and cell templates (SPEC 2.2–2.3).
struct RowDecoder {
    /// Keys a row or a cell template may set.
    static let rowKeys = ["id", "style", "title", "subtitle", "detail", "accessory", "on", "image", "height",
                          "lines", "selected", "editing", "reorder", "indent", "background", "textColor",
                          "tint", "cell", "data", "tag", "swipe"]
    static let generatorKeys = ["repeat", "heights"]
    static let sourceKeys = ["source", "perRow", "emptyCell"]

    /// The names `-c`, `-ec`, `-h` and `cell` may use: the templates and `default`.
    var templateNames: Set<String> { Set(templates.keys).union([RowDecoder.builtInTemplate]) }
    /// The template every table has: a plain default-style cell.
    static let builtInTemplate = "default"

    /// Templates by name, already checked.
    let templates: [String: KeyedMapping]
    /// The config's folder, for relative image paths.
    let baseDirectory: String
    /// The table's `data`, as one object.
    let data: DataValue

    /// Reads the `cells` mapping.
    static func templates(from node: ConfigNode?) throws(ConfigError) -> [String: KeyedMapping] {
        guard let node else { return [:] }
        guard case .mapping(let pairs) = node.value else {
            throw ConfigError("'cells' must map template names to cell templates, found \(node.kindDescription)", at: node.location)
        }
        var templates: [String: KeyedMapping] = [:]
        for (key, value) in pairs {
            guard let name = try key.text("a template name"), !name.isEmpty else {
                throw ConfigError("a template name must be text", at: key.location)
            }
            guard templates[name] == nil else {
                throw ConfigError("duplicate cell template '\(name)'; keep one", at: key.location)
            }
            let template = try KeyedMapping(value, context: "cell template '\(name)'",
                                            allowedKeys: rowKeys.filter { $0 != "id" && $0 != "cell" })
            templates[name] = template
        }
        return templates
    }

    /// Decodes one item of a section's `rows`: a row, a `repeat` generator, or the rows a
    /// `source` generator makes from `data`.
    func items(_ node: ConfigNode) throws(ConfigError) -> [RowList.Item] {
        let allKeys = RowDecoder.rowKeys + RowDecoder.generatorKeys + RowDecoder.sourceKeys
        let own = try KeyedMapping(node, context: "a row", allowedKeys: allKeys)
        if own["source"] != nil { return try sourceRows(own).map(RowList.Item.row) }
        for key in ["perRow", "emptyCell"] {
            if let keyNode = own.keyNode(key) {
                throw ConfigError("'\(key)' goes with 'source: NAME' (rows made from data)", at: keyNode.location)
            }
        }
        guard let countNode = own["repeat"] else {
            if let heights = own.keyNode("heights") {
                throw ConfigError("'heights' goes with 'repeat: N'; a single row takes 'height'", at: heights.location)
            }
            return [.row(try row(from: own))]
        }
        let count = try countNode.integer("'repeat'", in: 0...Int.max)
        guard count <= TableDocument.maxRows else {
            throw ConfigError("'repeat: \(count)' is more rows than tablesnap lays out (at most \(TableDocument.maxRows) in a table)", at: countNode.location)
        }
        if let id = own.keyNode("id") {
            throw ConfigError("rows made by 'repeat' cannot share one 'id'; give ids to single rows", at: id.location)
        }
        var heights: [Double] = []
        if let heightsNode = own["heights"] {
            let elements = try heightsNode.sequence("'heights'")
            guard !elements.isEmpty else {
                throw ConfigError("'heights' must list at least one height, e.g. heights: [44, 60]", at: heightsNode.location)
            }
            for element in elements { heights.append(try element.length("each of 'heights'")) }
        }
        return [.repeated(RepeatedRows(count: count, template: try row(from: own), heights: heights))]
    }

    /// `{source: NAME, cell: T, perRow: K | all, emptyCell: E}`: a row per element of
    /// `data.NAME` (or per K elements, or one for all), the element as its data. Without
    /// `cell`, each element's `type` picks the template (GPJDataDrivenTableView's
    /// XData → XCell binding).
    private func sourceRows(_ own: KeyedMapping) throws(ConfigError) -> [Row] {
        let sourceNode = try own.required("source", hint: "a name in 'data'")
        for key in ["repeat", "heights", "id"] {
            if let keyNode = own.keyNode(key) {
                throw ConfigError("'\(key)' does not go with 'source'; a source makes one row per element", at: keyNode.location)
            }
        }
        guard let name = try sourceNode.text("'source'"), !name.isEmpty else {
            throw ConfigError("'source' must name a value in 'data'", at: sourceNode.location)
        }
        // A name `data` defines as null is an empty source, not a typo.
        let defined: DataValue? = data[name] ?? {
            if case .found(let value) = KeyValueLookup.value(of: data, forKeyPath: name) { return value }
            return nil
        }()
        guard let value = defined else {
            var known: [String] = []
            if case .object(let pairs) = data { known = pairs.map(\.key) }
            var message = "no data source '\(name)'"
            if let near = NearestName.suggestion(for: name, among: known) { message += "; did you mean '\(near)'?" }
            message += known.isEmpty ? "; add it under 'data'" : " Data: \(NearestName.list(known))"
            throw ConfigError(message, at: sourceNode.location)
        }
        var perRow = 1
        if let perRowNode = own["perRow"] {
            if case .scalar(let scalar) = perRowNode.value, scalar.text == "all" {
                perRow = -1
            } else {
                perRow = try perRowNode.integer("'perRow'", in: 1...Int(Int32.max))
            }
        }
        let elements: [DataValue]
        switch value {
        case .array(let array): elements = array
        case .null: elements = []
        default: elements = [value]  // a single value is one element
        }
        // The generator's own row keys win over the template's.
        var fields = own
        fields.remove(["source", "perRow", "emptyCell", "cell"])
        if elements.isEmpty {
            guard let emptyNode = own["emptyCell"] else { return [] }
            var row = try templated(own: fields, templateNode: emptyNode, name: try emptyNode.text("'emptyCell'"))
            row.isEmptyPlaceholder = true
            return [row]
        }
        let groups: [(data: DataValue, first: DataValue)]
        if perRow == 1 {
            groups = elements.map { ($0, $0) }
        } else {
            let size = perRow < 0 ? elements.count : perRow
            groups = Swift.stride(from: 0, to: elements.count, by: size).map {
                (.array(Array(elements[$0..<min(elements.count, $0 + size)])), elements[$0])
            }
        }
        var byTemplate: [String: Row] = [:]
        var rows: [Row] = []
        rows.reserveCapacity(groups.count)
        for (index, group) in groups.enumerated() {
            let templateName: String
            if let cellNode = own["cell"] {
                templateName = try cellNode.text("'cell'") ?? RowDecoder.builtInTemplate
            } else {
                templateName = try boundTemplate(for: group.first, index: index, source: name, at: sourceNode.location)
            }
            let template: Row
            if let made = byTemplate[templateName] {
                template = made
            } else {
                template = try templated(own: fields, templateNode: own["cell"] ?? sourceNode, name: templateName)
                byTemplate[templateName] = template
            }
            var row = template
            row.data = group.data
            rows.append(row)
        }
        return rows
    }

    /// The template an element's `type` names: the exact name, else `…Data` as `…Cell`.
    private func boundTemplate(for element: DataValue, index: Int, source: String, at location: SourceLocation) throws(ConfigError) -> String {
        guard case .string(let type)? = element["type"] else {
            throw ConfigError("element \(index) of '\(source)' has no 'type' to pick its template; give each element a type or the generator a 'cell'", at: location)
        }
        if templates[type] != nil || type == RowDecoder.builtInTemplate { return type }
        if type.hasSuffix("Data") {
            let cell = String(type.dropLast(4)) + "Cell"
            if templates[cell] != nil { return cell }
        }
        let known = templates.keys.sorted()
        let wanted = type.hasSuffix("Data") ? "'\(type)' or '\(type.dropLast(4))Cell'" : "'\(type)'"
        throw ConfigError("element \(index) of '\(source)' has type '\(type)', but no cell template is named \(wanted). Templates: \(known.isEmpty ? "none" : NearestName.list(known))", at: location)
    }

    /// A row from template `name` with `own` keys over it.
    private func templated(own: KeyedMapping, templateNode: ConfigNode, name: String?) throws(ConfigError) -> Row {
        guard let name else { throw ConfigError("a template name was expected", at: templateNode.location) }
        var fields = own
        fields.setCell(name, at: templateNode)
        return try row(from: fields)
    }

    /// The row a DSL `-c`/`-ec`/`-h` template name makes, before its data is set.
    func templateRow(_ name: String) throws(ConfigError) -> Row {
        if name == RowDecoder.builtInTemplate, templates[name] == nil {
            var row = Row(height: .points(44))
            row.cell = name
            return row
        }
        guard let template = templates[name] else {
            throw ConfigError("no cell template named '\(name)'", file: baseDirectory)
        }
        var row = try row(from: template)
        row.cell = name
        return row
    }

    /// A row from its own keys merged over its template's.
    func row(from own: KeyedMapping) throws(ConfigError) -> Row {
        var fields = own
        var templateName: String?
        if let cellNode = own["cell"] {
            guard let name = try cellNode.text("'cell'") else {
                throw ConfigError("'cell' must name a template from 'cells'", at: cellNode.location)
            }
            if let template = templates[name] {
                fields = KeyedMapping(merging: template, with: own)
            } else if name == RowDecoder.builtInTemplate {
                // The built-in template: a plain default-style cell, 44 pt (SPEC 2.5).
                if own["height"] == nil { fields.setDefault("height", ConfigNode(.scalar(.init(text: "44", kind: .number(44))), at: cellNode.location)) }
            } else {
                let known = [RowDecoder.builtInTemplate] + templates.keys.sorted()
                var message = "no cell template named '\(name)'"
                if let near = NearestName.suggestion(for: name, among: known) { message += "; did you mean '\(near)'?" }
                message += " Templates: \(NearestName.list(known))"
                throw ConfigError(message, at: cellNode.location)
            }
            templateName = name
        }
        var row = Row()
        row.cell = templateName
        for (key, keyNode, value) in fields.entries {
            let what = "'\(key)'"
            switch key {
            case "id": row.id = try value.text(what)
            case "style": row.style = try value.choice(what, as: Row.Style.self)
            case "title": row.title = try value.text(what)
            case "subtitle": row.subtitle = try value.text(what)
            case "detail": row.detail = try value.text(what)
            case "accessory": row.accessory = try value.choice(what, as: Row.Accessory.self)
            case "on": row.isOn = try value.bool(what)
            case "image": row.imagePath = try imagePath(value)
            case "height": row.height = try value.dimension(what)
            case "lines": row.lines = try value.integer(what, in: 0...10_000)
            case "selected": row.isSelected = try value.bool(what)
            case "editing": row.editing = value.isNull ? nil : try value.choice(what, as: Row.Editing.self)
            case "reorder": row.showsReorderControl = try value.bool(what)
            case "indent": row.indentationLevel = try value.integer(what, in: 0...100)
            case "background": row.background = try value.color(what)
            case "textColor": row.textColor = try value.color(what)
            case "tint": row.tint = try value.color(what)
            case "data": row.data = try value.dataValue()
            case "tag": row.tag = try value.text(what)
            case "swipe": row.swipe = try SwipeDecoder.swipe(value)
            case "cell", "repeat", "heights": break
            default:
                throw ConfigError("unknown key '\(key)' in a row", at: keyNode.location)
            }
        }
        if row.accessory != .switch, let on = fields.keyNode("on") {
            throw ConfigError("'on' sets a switch; add 'accessory: switch' or remove 'on'", at: on.location)
        }
        return row
    }

    private func imagePath(_ node: ConfigNode) throws(ConfigError) -> String {
        let image = try KeyedMapping(node, context: "'image'", allowedKeys: ["file"])
        guard let path = try image.required("file", hint: "the PNG to show, e.g. image: {file: icon.png}").text("'file'"), !path.isEmpty else {
            throw ConfigError("'file' must be the path of a PNG file", at: image.node.location)
        }
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).standardizedFileURL.path
    }
}
