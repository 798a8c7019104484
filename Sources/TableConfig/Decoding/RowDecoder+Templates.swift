import TableLayout

/// Cell templates (`cells`), the rows a template name makes, and their position variants.
extension RowDecoder {
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
                                            allowedKeys: rowKeys.filter { !["id", "cell", "type"].contains($0) } + variantKeys)
            templates[name] = template
        }
        return templates
    }

    /// A row from template `name` with `own` keys over it.
    func templated(own: KeyedMapping, templateNode: ConfigNode, name: String?) throws(ConfigError) -> Row {
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
            throw ConfigError("no cell template named '\(name)'", file: files.configFolder)
        }
        var row = try row(from: template)
        row.cell = name
        return row
    }

    /// A template's `first:`, `last:`, `only:` (docs/config.md, Positions and position
    /// variants): each some row keys that override the template's for a row at that end of its
    /// part.
    func variants(of template: KeyedMapping) throws(ConfigError) -> RowVariants {
        let allowed = RowOverride.Field.allCases.map(\.rawValue)
        func variant(_ name: String) throws(ConfigError) -> RowOverride? {
            guard let node = template[name] else { return nil }
            let keys = try KeyedMapping(node, context: "the '\(name)' variant", allowedKeys: allowed)
            if let height = keys["height"], RowDecoder.heightPlaceholder(height) != nil {
                throw ConfigError("a variant's 'height' must be points or automatic; a height read from the data goes on the template", at: height.location)
            }
            let values = try fieldsRow(from: keys, isVariant: true)
            return RowOverride(fields: Set(keys.entries.compactMap { RowOverride.Field(rawValue: $0.key) }), values: values)
        }
        return RowVariants(first: try variant("first"), last: try variant("last"), only: try variant("only"))
    }
}
