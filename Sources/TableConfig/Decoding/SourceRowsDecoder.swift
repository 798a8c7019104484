import TableLayout

/// `{source: NAME, cell: T, perRow: K | all, emptyCell: E, id: FIELD}` (docs/config.md, Data
/// and templates): a row per element of `data.NAME` (or per K elements, or one for all), the
/// element as its data. Without `cell`, each element's `type` picks the template
/// (GPJDataDrivenTableView's XData → XCell binding). The rows are one ``DataRows`` generator
/// over the document; what layout needs of every row (its template, its height when read from
/// data) is resolved here, once, in one pass over the elements.
extension RowDecoder {
    func sourceItems(_ own: KeyedMapping) throws(ConfigError) -> [RowList.Item] {
        let sourceNode = try own.required("source", hint: "a name in 'data'")
        for key in ["repeat", "heights"] {
            if let keyNode = own.keyNode(key) {
                throw ConfigError("'\(key)' does not go with 'source'; a source makes one row per element", at: keyNode.location)
            }
        }
        guard let name = try sourceNode.text("'source'"), !name.isEmpty else {
            throw ConfigError("'source' must name a value in 'data'", at: sourceNode.location)
        }
        guard let (source, value) = sources.lookUp(name) else {
            let known = sources.names
            var message = "no data source '\(name)'"
            if let near = NearestName.suggestion(for: name, among: known) { message += "; did you mean '\(near)'?" }
            message += known.isEmpty ? "; add it under 'data'" : " Data: \(NearestName.list(known))"
            throw ConfigError(message, at: sourceNode.location)
        }
        var perRow = 1
        if let perRowNode = own["perRow"] {
            if case .scalar(let scalar) = perRowNode.value, scalar.text == "all" {
                perRow = Int.max
            } else {
                perRow = try perRowNode.integer("'perRow'", in: 1...Int(Int32.max))
            }
        }
        if let typeNode = own.keyNode("type") {
            throw ConfigError("rows from a source take each element's 'type'; 'type' picks one row's template", at: typeNode.location)
        }
        let idField = try own["id"].flatMap { node throws(ConfigError) in try node.text("'id' (the element field that names each row)") }
        let elements = elementEntries(of: value)
        // The generator's own row keys win over the template's.
        var fields = own
        fields.remove(["source", "perRow", "emptyCell", "cell", "id"])
        if elements.isEmpty {
            guard let emptyNode = own["emptyCell"] else { return [] }
            var row = try templated(own: fields, templateNode: emptyNode, name: try emptyNode.text("'emptyCell'"))
            row.isEmptyPlaceholder = true
            if row.part == nil { row.part = name }
            return [.row(row)]
        }
        perRow = min(perRow, elements.count)
        let rowCount = (elements.count + perRow - 1) / perRow
        guard rowCount <= ConfigLoader.maxRows else {
            throw ConfigError("'\(name)' makes \(rowCount) rows, more than tablesnap lays out (\(ConfigLoader.maxRows))", at: sourceNode.location)
        }
        let document = source.document
        let firstElement = { (row: Int) in document.root.node(forIndexEntry: elements[elements.startIndex + row * perRow]) }
        let describe = { (row: Int) in "element \(row * perRow) of '\(name)'" }

        // Templates: one for all rows, or one per element type.
        var templates: [Row] = []
        var heightPaths: [(path: String, node: ConfigNode)?] = []
        var templateOfRow: [UInt16]?
        // Each template's name and where it is written (a built-in one: where it is named).
        var written: [(name: String, at: SourceLocation)] = []
        if let cellNode = own["cell"] {
            let templateName = try cellNode.text("'cell'") ?? RowDecoder.builtInTemplate
            try addTemplate(templateName, own: fields, at: cellNode, to: &templates, heightPaths: &heightPaths)
            written.append((templateName, self.templates[templateName]?.node.location ?? cellNode.location))
        } else {
            var indexOfType: [String: UInt16] = [:]
            var choices = [UInt16](repeating: 0, count: rowCount)
            for row in 0..<rowCount {
                let element = firstElement(row)
                guard let type = element["type"]?.stringValue else {
                    throw ConfigError("\(describe(row)) has no 'type' to pick its template; give each element a type or the generator a 'cell'",
                                      at: source.location(of: element))
                }
                if let index = indexOfType[type] {
                    choices[row] = index
                    continue
                }
                let templateName = try boundTemplate(for: type, element: describe(row), at: source.location(of: element))
                guard templates.count < Int(UInt16.max) else {
                    throw ConfigError("'\(name)' binds more than \(UInt16.max) kinds of element", at: sourceNode.location)
                }
                let index = UInt16(templates.count)
                try addTemplate(templateName, own: fields, at: sourceNode, to: &templates, heightPaths: &heightPaths)
                written.append((templateName, self.templates[templateName]?.node.location ?? sourceNode.location))
                indexOfType[type] = index
                choices[row] = index
            }
            templateOfRow = choices
        }

        // Heights read from the data, when a template asks for them.
        var heights: [Double]?
        if heightPaths.contains(where: { $0 != nil }) {
            var values = [Double](repeating: 0, count: rowCount)
            for row in 0..<rowCount {
                let template = templateOfRow.map { Int($0[row]) } ?? 0
                guard let (path, _) = heightPaths[template] else {
                    values[row] = .nan  // the template's own height rule
                    continue
                }
                let element = firstElement(row)
                let read = perRow == 1 ? element.value(atPath: path)?.numberValue : nil
                guard let height = read ?? (perRow == 1 ? nil : groupHeight(document, elements, row: row, perRow: perRow, path: path)),
                      Height.isValidPoints(height) else {
                    let found = element.value(atPath: path).map { $0.dataValue.jsonText } ?? "nothing"
                    throw ConfigError("\(describe(row)): 'height: \"{\(path)}\"' reads a number of points (0 or more, at most \(DataValue.format(Height.maximumPoints))), found \(found)",
                                      at: source.location(of: element))
                }
                values[row] = height
            }
            heights = values
        }
        // The source's rows form one part, named after it (or the part the generator or a
        // template names: gaps between cards of one feed).
        for t in templates.indices where templates[t].part == nil { templates[t].part = name }
        // A symbol name or colour a row reads from its element is checked when the row is
        // drawn (a million rows are not filled to load): its error names the row this way.
        let (chosen, templatesWritten, elementsPerRow) = (templateOfRow, written, perRow)
        let origin: @Sendable (Int) -> RowOrigin = { row in
            let (written, perRow) = (templatesWritten, elementsPerRow)
            let element = document.root.node(forIndexEntry: elements[elements.startIndex + row * perRow])
            let template = written[chosen.map { Int($0[row]) } ?? 0]
            return RowOrigin(location: template.at.description,
                             row: "element \(row * perRow) of '\(name)' (\(source.location(of: element))), drawn with the template '\(template.name)'")
        }
        let generator = DataRows(document: document, elements: elements, perRow: perRow, templates: templates,
                                 templateOfRow: templateOfRow.map { $0[...] }, heights: heights.map { $0[...] },
                                 idField: idField ?? defaultIDField(firstElement(0)), origin: origin)
        return [.data(generator)]
    }

    /// The element-index entries of a source's value: an array's elements, nothing for
    /// null, the value itself otherwise (a single value is one element).
    private func elementEntries(of value: DataNode) -> ArraySlice<UInt32> {
        switch value.kind {
        case .null: return []
        case .array:
            let container = value.document.containers[Int(value.record)]
            if container.elements != DataDocument.Container.noElementIndex {
                let start = Int(container.elements)
                return value.document.elementOffsets[start..<start + Int(container.count)]
            }
            var entries: [UInt32] = []
            value.forEachElement { entries.append($0.indexEntry) }
            return entries[...]
        default:
            return [value.indexEntry]
        }
    }

    /// The height a `perRow` group reads (its data is the list of its elements).
    private func groupHeight(_ document: DataDocument, _ elements: ArraySlice<UInt32>, row: Int, perRow: Int, path: String) -> Double? {
        let first = elements.startIndex + row * perRow
        let group = DataValue.array((first..<min(elements.endIndex, first + perRow)).map {
            document.root.node(forIndexEntry: elements[$0]).dataValue
        })
        guard case .number(let height)? = group.value(atPath: path) else { return nil }
        return height
    }

    /// docs/live-tables.md, Identity: elements that are objects with an `id` field are named by it.
    private func defaultIDField(_ element: DataNode) -> String? {
        element.kind == .object && element["id"] != nil ? "id" : nil
    }

    private func addTemplate(_ name: String, own: KeyedMapping, at node: ConfigNode, to templates: inout [Row],
                             heightPaths: inout [(path: String, node: ConfigNode)?]) throws(ConfigError) {
        var fields = own
        fields.setCell(name, at: node)
        templates.append(try row(from: fields))
        heightPaths.append(heightKeyPath(of: fields))
    }

    /// The template an element's `type` names: the exact name, else `…Data` as `…Cell`.
    func boundTemplate(for type: String, element: String, at location: SourceLocation) throws(ConfigError) -> String {
        if templates[type] != nil || type == RowDecoder.builtInTemplate { return type }
        let cell = CellNaming.cellKind(forDataType: type)
        if let cell, templates[cell] != nil { return cell }
        let known = templates.keys.sorted()
        let wanted = cell.map { "'\(type)' or '\($0)'" } ?? "'\(type)'"
        throw ConfigError("\(element) has type '\(type)', but no cell template is named \(wanted). Templates: \(known.isEmpty ? "none" : NearestName.list(known))", at: location)
    }
}
