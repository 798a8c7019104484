import TableLayout

/// Cell templates (`cells`), the rows a template name makes, and their position variants.
extension RowDecoder {
    /// Reads the `cells` mapping; a template with `extends: NAME` is NAME's keys with its
    /// own over them (docs/cells.md, Templates), NAME resolved first, a cycle refused.
    static func templates(from node: ConfigNode?) throws(ConfigError) -> [String: KeyedMapping] {
        guard let node else { return [:] }
        guard case .mapping(let pairs) = node.value else {
            throw ConfigError("'cells' must map template names to cell templates, found \(node.kindDescription)", at: node.location)
        }
        var written: [String: KeyedMapping] = [:]
        var order: [String] = []
        for (key, value) in pairs {
            guard let name = try key.text("a template name"), !name.isEmpty else {
                throw ConfigError("a template name must be text", at: key.location)
            }
            guard written[name] == nil else {
                throw ConfigError("duplicate cell template '\(name)'; keep one", at: key.location)
            }
            written[name] = try KeyedMapping(value, context: "cell template '\(name)'", allowedKeys: templateKeys)
            order.append(name)
        }
        var templates: [String: KeyedMapping] = [:]
        for name in order { try resolveExtends(name, written: written, into: &templates, chain: []) }
        return templates
    }

    /// Template `name` with what it extends merged under it (iteratively along the chain,
    /// each template once, so a chain of any length is linear).
    private static func resolveExtends(_ name: String, written: [String: KeyedMapping], into templates: inout [String: KeyedMapping],
                                       chain: [String]) throws(ConfigError) {
        var chain = chain
        var current = name
        // Walk to the first template already resolved, or one that extends nothing.
        while templates[current] == nil, let template = written[current], let base = template["extends"] {
            chain.append(current)
            guard let baseName = try base.text("'extends'"), !baseName.isEmpty else {
                throw ConfigError("'extends' names another template in 'cells'", at: base.location)
            }
            if let loop = chain.firstIndex(of: baseName) {
                let cycle = (chain[loop...] + [baseName]).map { "'\($0)'" }.joined(separator: " → ")
                throw ConfigError(chain.count - loop == 1 ? "template '\(baseName)' extends itself; remove 'extends'"
                                                          : "templates extend each other in a cycle: \(cycle); one of them must not extend",
                                  at: base.location)
            }
            guard written[baseName] != nil else {
                var message = "'extends: \(baseName)' names no template"
                if let near = NearestName.suggestion(for: baseName, among: Array(written.keys)) { message += "; did you mean '\(near)'?" }
                throw ConfigError(message + " Templates: \(NearestName.list(written.keys.sorted()))", at: base.location)
            }
            current = baseName
        }
        if templates[current] == nil, let template = written[current] { templates[current] = template }
        // Merge back down the chain: each template's keys over its base's.
        for child in chain.reversed() {
            guard let base = templates[written[child]?["extends"].flatMap({ try? $0.text("") }).flatMap { $0 } ?? ""],
                  var own = written[child] else { continue }
            own.remove(["extends"])
            templates[child] = KeyedMapping(merging: base, with: own)
        }
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
