import Foundation
import TableLayout

/// Reads an edit file against the config it edits: rows and sections in it are made as the
/// config makes them (templates, data, `repeat`), names stay names until applied.
public enum EditLoader {
    /// `inside`: a folder the edit file must lie in, after symbolic links (`tablesnap serve`'s
    /// folder); it is then read as a file a config names is (``FileRoot``): a regular file,
    /// from the descriptor checked, never blocking on a FIFO.
    public static func load(file path: String, for source: ConfigSource, inside folder: String? = nil) throws(ConfigError) -> EditScript {
        let text = try ConfigReader.text(ofFile: path, inside: folder, kind: "edit")
        return try load(text: text, file: path, for: source)
    }

    public static func load(text: String, file: String, for source: ConfigSource) throws(ConfigError) -> EditScript {
        guard let context = source.decoding else {
            throw ConfigError("the table was not loaded from a config, so edits cannot make its rows", file: file)
        }
        let root = try ConfigReader.parse(text, file: file,
                                          empty: "the edit file is empty; it is a list of steps, e.g. `- insertRows: {section: feed, at: 0, rows: [{title: New}]}` (docs/live-tables.md)")
        let decoder = EditDecoder(rows: context.rows, file: file)
        var steps: [EditScript.Step] = []
        for stepNode in try root.sequence("an edit file (a list of steps)") {
            steps.append(EditScript.Step(changes: try decoder.step(stepNode), location: stepNode.location))
        }
        return EditScript(steps: steps, file: file)
    }
}

extension ConfigSource {
    /// This source with data source `replacement.name` replaced, and `current` (this
    /// config's table, perhaps edited since) with the rows made from that source made
    /// again from the new data, where they are now; everything else stays as edited.
    package func replacingData(_ replacement: DataReplacement, in current: Table) throws(ConfigError) -> (source: ConfigSource, table: Table) {
        guard let context = decoding else { throw ConfigError("the table was not loaded from a config", file: file) }
        let name = replacement.source.name
        let config = try TableDecoder.decode(context.root, file: file, text: context.text, mode: context.mode, files: context.rows.files,
                                             replacing: [replacement.source])
        let oldDocument = context.rows.sources.named(name)?.document
        let newDocument = replacement.source.document
        // The new rows of each section (by id, else index) that the source makes.
        func rows(madeBy data: DataDocument?, in section: Section) -> [RowList.Item] {
            section.rows.items.filter { item in
                if case .data(let generator) = item { return generator.document === data }
                return false
            }
        }
        var table = current
        for s in table.sections.indices {
            let counterpart = table.sections[s].id.flatMap { id in config.table.sections.first { $0.id == id } }
                ?? (config.table.sections.indices.contains(s) ? config.table.sections[s] : nil)
            guard let counterpart else { continue }
            var replaced = false
            var items: [RowList.Item] = []
            for item in table.sections[s].rows.items {
                if case .data(let generator) = item, generator.document === oldDocument {
                    if !replaced { items += rows(madeBy: newDocument, in: counterpart) }
                    replaced = true
                } else {
                    items.append(item)
                }
            }
            if replaced { table.sections[s].rows = RowList(items) }
        }
        return (config.source, table)
    }
}

struct EditDecoder {
    let rows: RowDecoder
    let file: String

    static let kinds = ["insertRows", "deleteRows", "moveRow", "reloadRows", "insertSections", "deleteSections",
                        "moveSection", "reloadSections", "setHeight", "setData", "set", "batch"]

    /// A step: one edit, or `batch: [edits]`.
    func step(_ node: ConfigNode) throws(ConfigError) -> [EditScript.Change] {
        let (kind, value) = try kindAndValue(node)
        guard kind == "batch" else { return [try change(kind, value, at: node.location)] }
        var changes: [EditScript.Change] = []
        for editNode in try value.sequence("'batch' (a list of edits)") {
            let (innerKind, innerValue) = try kindAndValue(editNode)
            guard innerKind != "batch" else { throw ConfigError("a batch cannot hold another batch", at: editNode.location) }
            changes.append(try change(innerKind, innerValue, at: editNode.location))
        }
        return changes
    }

    private func kindAndValue(_ node: ConfigNode) throws(ConfigError) -> (String, ConfigNode) {
        guard case .mapping(let pairs) = node.value, pairs.count == 1 else {
            throw ConfigError("each step is one edit, e.g. - deleteRows: {section: feed, rows: [a]}; found \(node.kindDescription)", at: node.location)
        }
        let keyNode = pairs[0].key
        guard case .scalar(let key) = keyNode.value, EditDecoder.kinds.contains(key.text) else {
            let name = { if case .scalar(let key) = keyNode.value { return key.text }; return "?" }()
            var message = "unknown edit '\(name)'"
            if let near = NearestName.suggestion(for: name, among: EditDecoder.kinds) { message += "; did you mean '\(near)'?" }
            message += " Edits: \(NearestName.list(EditDecoder.kinds))"
            throw ConfigError(message, at: keyNode.location)
        }
        return (key.text, pairs[0].value)
    }

    private func change(_ kind: String, _ node: ConfigNode, at location: SourceLocation) throws(ConfigError) -> EditScript.Change {
        switch kind {
        case "insertRows":
            let fields = try KeyedMapping(node, context: "'insertRows'", allowedKeys: ["section", "at", "after", "before", "rows"])
            let rowsNode = try fields.required("rows", hint: "the rows to insert, e.g. rows: [{id: n1, title: New}]")
            return .edit(.insertRows(try rowList(rowsNode), section: try sectionRef(fields.required("section", hint: "the section's id or index")),
                                     at: try rowPlace(fields)), at: location)
        case "deleteRows":
            let fields = try KeyedMapping(node, context: "'deleteRows'", allowedKeys: ["section", "rows"])
            let refs = try fields.required("rows", hint: "the rows' ids or indexes, e.g. rows: [a, b]").sequence("'rows'")
            var rows: [RowRef] = []
            for ref in refs { rows.append(try rowRef(ref)) }
            return .edit(.deleteRows(rows, section: try sectionRef(fields.required("section", hint: "the section's id or index"))), at: location)
        case "moveRow":
            let fields = try KeyedMapping(node, context: "'moveRow'", allowedKeys: ["section", "row", "to"])
            let section = try sectionRef(fields.required("section", hint: "the section the row is in"))
            let row = try rowRef(fields.required("row", hint: "the row's id or index"))
            let to = try KeyedMapping(fields.required("to", hint: "where it goes, e.g. to: {section: inbox, at: 2}"),
                                      context: "'to'", allowedKeys: ["section", "at", "after", "before"])
            let target = try to["section"].map(sectionRef) ?? section
            return .edit(.moveRow(row, section: section, to: target, at: try rowPlace(to)), at: location)
        case "reloadRows":
            let fields = try KeyedMapping(node, context: "'reloadRows'", allowedKeys: ["section", "rows"])
            let rowsNode = try fields.required("rows", hint: "the rows' new content, each with its id")
            let made = try rowList(rowsNode)
            for (row, rowNode) in zip(made, try rowsNode.sequence("'rows'")) where row.id == nil {
                throw ConfigError("a reloaded row needs its 'id' (the row it replaces)", at: rowNode.location)
            }
            return .edit(.reloadRows(made, section: try sectionRef(fields.required("section", hint: "the section's id or index"))), at: location)
        case "insertSections":
            let fields = try KeyedMapping(node, context: "'insertSections'", allowedKeys: ["at", "after", "before", "sections"])
            let sections = try sectionList(fields.required("sections", hint: "the sections to insert, each with 'rows'"))
            return .edit(.insertSections(sections, at: try sectionPlace(fields)), at: location)
        case "deleteSections":
            var refs: [SectionRef] = []
            for ref in try node.sequence("'deleteSections' (a list of section ids or indexes)") { refs.append(try sectionRef(ref)) }
            return .edit(.deleteSections(refs), at: location)
        case "moveSection":
            let fields = try KeyedMapping(node, context: "'moveSection'", allowedKeys: ["section", "to"])
            let to = try KeyedMapping(fields.required("to", hint: "where it goes, e.g. to: {before: favourites}"),
                                      context: "'to'", allowedKeys: ["at", "after", "before"])
            return .edit(.moveSection(try sectionRef(fields.required("section", hint: "the section's id or index")),
                                      to: try sectionPlace(to)), at: location)
        case "reloadSections":
            let sectionsNode = node
            let sections = try sectionList(sectionsNode)
            for (section, sectionNode) in zip(sections, try sectionsNode.sequence("'reloadSections'")) where section.id == nil {
                throw ConfigError("a reloaded section needs its 'id' (the section it replaces)", at: sectionNode.location)
            }
            return .edit(.reloadSections(sections), at: location)
        case "setHeight":
            let fields = try KeyedMapping(node, context: "'setHeight'", allowedKeys: ["section", "row", "height"])
            return .edit(.setHeight(try fields.required("height", hint: "the measured height in points").length("'height'"),
                                    row: try rowRef(fields.required("row", hint: "the row's id or index")),
                                    section: try sectionRef(fields.required("section", hint: "the section's id or index"))), at: location)
        case "setData":
            let fields = try KeyedMapping(node, context: "'setData'", allowedKeys: ["name", "value", "file"])
            let nameNode = try fields.required("name", hint: "the data source to replace")
            guard let name = try nameNode.text("'name'"), !name.isEmpty else {
                throw ConfigError("'name' must name a data source", at: nameNode.location)
            }
            guard rows.sources.contains(name) else {
                var message = "no data source '\(name)'"
                if let near = NearestName.suggestion(for: name, among: rows.sources.names) { message += "; did you mean '\(near)'?" }
                throw ConfigError(message, at: nameNode.location)
            }
            let source: DataSource
            if let value = fields["value"] {
                source = try DataWriter.source(named: name, from: value, file: file, maxValues: ConfigReader.maxValues)
            } else if let fileNode = fields["file"] {
                let wrapped = ConfigNode(.mapping([(ConfigNode(.scalar(.init(text: "file", kind: .string)), at: fileNode.location), fileNode)]),
                                         at: fileNode.location)
                source = try DataDecoder.source(named: name, wrapped, files: rows.files.beside(file))
            } else {
                throw ConfigError("'setData' needs 'value' (the new data) or 'file' (a JSON or YAML file)", at: node.location)
            }
            return .setData(name: name, DataReplacement(source: source), at: location)
        default:  // "set"
            let fields = try KeyedMapping(node, context: "'set'", allowedKeys: ["section", "row", "value"])
            return .set(section: try sectionRef(fields.required("section", hint: "the section's id or index")),
                        row: try rowRef(fields.required("row", hint: "the row's id or index")),
                        value: try fields.required("value", hint: "the value to write").dataValue(), at: location)
        }
    }

    // MARK: Pieces

    private func sectionRef(_ node: ConfigNode) throws(ConfigError) -> SectionRef {
        if case .scalar(let scalar) = node.value, case .number = scalar.kind {
            return .index(try node.integer("a section index", in: 0...Int(Int32.max)))
        }
        guard let id = try node.text("a section id or index") else { throw ConfigError("a section id or index was expected", at: node.location) }
        return .id(id)
    }

    private func rowRef(_ node: ConfigNode) throws(ConfigError) -> RowRef {
        if case .scalar(let scalar) = node.value, case .number = scalar.kind {
            return .index(try node.integer("a row index", in: 0...Int(Int32.max)))
        }
        guard let id = try node.text("a row id or index") else { throw ConfigError("a row id or index was expected", at: node.location) }
        return .id(id)
    }

    private func rowPlace(_ fields: KeyedMapping) throws(ConfigError) -> RowPlace {
        let given = ["at", "after", "before"].filter { fields[$0] != nil }
        guard given.count <= 1 else {
            throw ConfigError("give one of 'at', 'after' and 'before', not \(given.joined(separator: " and "))", at: fields.keyNode(given[1])!.location)
        }
        if let at = fields["at"] { return .at(try at.integer("'at'", in: 0...Int(Int32.max))) }
        if let after = fields["after"] { return .after(try rowRef(after)) }
        if let before = fields["before"] { return .before(try rowRef(before)) }
        return .end
    }

    private func sectionPlace(_ fields: KeyedMapping) throws(ConfigError) -> SectionPlace {
        let given = ["at", "after", "before"].filter { fields[$0] != nil }
        guard given.count <= 1 else {
            throw ConfigError("give one of 'at', 'after' and 'before', not \(given.joined(separator: " and "))", at: fields.keyNode(given[1])!.location)
        }
        if let at = fields["at"] { return .at(try at.integer("'at'", in: 0...Int(Int32.max))) }
        if let after = fields["after"] { return .after(try sectionRef(after)) }
        if let before = fields["before"] { return .before(try sectionRef(before)) }
        return .end
    }

    /// Rows as a config's `rows` makes them; generators are expanded (up to a limit).
    private func rowList(_ node: ConfigNode) throws(ConfigError) -> [Row] {
        var made: [Row] = []
        for rowNode in try node.sequence("'rows'") {
            for item in try rows.items(rowNode) {
                guard made.count + item.count <= 100_000 else {
                    throw ConfigError("an edit inserts at most 100000 rows; insert a section for more", at: rowNode.location)
                }
                // A single row is kept as written (its placeholders are filled when read);
                // a generated row is made now, with its index.
                if case .row(let row) = item { made.append(row) } else { for i in 0..<item.count { made.append(item.row(at: i)) } }
            }
        }
        return made
    }

    private func sectionList(_ node: ConfigNode) throws(ConfigError) -> [Section] {
        var sections: [Section] = []
        for sectionNode in try node.sequence("a list of sections") { sections.append(try TableDecoder.section(sectionNode, rows: rows)) }
        return sections
    }
}
