import TableLayout

/// A row's fields: its own keys over its template's, each read and checked.
extension RowDecoder {
    /// A row from its own keys merged over its template's; the template's position
    /// variants apply to it but for the keys it sets itself.
    func row(from own: KeyedMapping) throws(ConfigError) -> Row {
        let own = try resolvingType(own)
        var row = try fieldsRow(from: own)
        if let variants = row.variants, own["cell"] != nil, !RowDecoder.variantKeys.contains(where: { own[$0] != nil }) {
            row.variants = variants.removing(Set(own.entries.compactMap { RowOverride.Field(rawValue: $0.key) }))
        }
        return row
    }

    /// `type: XData` on one row picks its template as a data element's `type` does
    /// (``CellNaming``: the template of that name, else `XCell`); it stands for `cell`.
    private func resolvingType(_ own: KeyedMapping) throws(ConfigError) -> KeyedMapping {
        guard let typeNode = own["type"] else { return own }
        if own["cell"] != nil {
            throw ConfigError("'type' picks the row's template as 'cell' does; give one of them", at: own.keyNode("type")?.location ?? typeNode.location)
        }
        guard let type = try typeNode.text("'type'") else {
            throw ConfigError("'type' must name a data type (XData is drawn by the template XCell)", at: typeNode.location)
        }
        var fields = own
        fields.remove(["type"])
        fields.setCell(try boundTemplate(for: type, element: "the row", at: typeNode.location), at: typeNode)
        return fields
    }

    /// A row made of its own keys merged over its template's, variants as the template has them.
    func fieldsRow(from own: KeyedMapping, isVariant: Bool = false) throws(ConfigError) -> Row {
        var fields = own
        var templateName: String?
        if let cellNode = own["cell"] {
            guard let name = try cellNode.text("'cell'") else {
                throw ConfigError("'cell' must name a template from 'cells'", at: cellNode.location)
            }
            if let template = templates[name] {
                fields = KeyedMapping(merging: template, with: own)
            } else if name == RowDecoder.builtInTemplate {
                // The built-in template: a plain default-style cell, 44 pt (docs/config.md: the
                // built-in template `default`).
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
        var contentNode: ConfigNode?
        for (key, keyNode, value) in fields.entries {
            let what = "'\(key)'"
            switch key {
            case "id": row.id = try value.text(what)
            case "style": row.style = try value.choice(what, as: Row.Style.self)
            case "title": row.title = try value.text(what)
            case "subtitle": row.subtitle = try value.text(what)
            case "detail": row.detail = try value.text(what)
            case "accessory":
                if let text = value.placeholderText { row.accessoryText = text }
                else { row.accessory = try value.choice(what, as: Row.Accessory.self) }
            case "on": try RowDecoder.switchState(value, into: &row)
            case "image": row.imagePath = try imagePath(value)
            case "height": row.height = RowDecoder.heightPlaceholder(value) == nil ? try value.dimension(what) : nil
            case "lines": row.lines = try value.integer(what, in: 0...10_000)
            case "selected": row.isSelected = try value.bool(what)
            case "editing": row.editing = value.isNull ? nil : try value.choice(what, as: Row.Editing.self)
            case "reorder": row.showsReorderControl = try value.bool(what)
            case "canEdit": row.canEdit = try value.bool(what)
            case "canMove": row.canMove = try value.bool(what)
            case "preferredMaxWidth": row.preferredMaxWidth = try value.length(what)
            case "indent": row.indentationLevel = try value.integer(what, in: 0...100)
            case "background": row.background = try value.color(what)
            case "textColor": row.textColor = try value.color(what)
            case "tint": row.tint = try value.color(what)
            case "data": row.data = try value.dataValue()
            case "tag": row.tag = try value.text(what)
            case "bind": row.binding = try binding(value)
            case "swipe": row.swipe = try SwipeDecoder.swipe(value)
            case "part": row.part = try value.text(what)
            case "backgroundInset": row.backgroundInset = try CardDecoder.insets(value, what)
            case "corners": row.corners = try CardDecoder.corners(value)
            case "cornerRadius": row.cornerRadius = try value.length(what)
            case "separator": row.separator = try CardDecoder.separator(value)
            case "content": contentNode = value
            case "cell", "repeat", "heights", "first", "last", "only": break
            default:
                throw ConfigError("unknown key '\(key)' in a row", at: keyNode.location)
            }
        }
        if let contentNode {
            // Read after `data`: a single row's placeholders in colours and symbols are checked against it.
            row.content = try ElementDecoder(files: files, data: row.data, palette: palette).content(contentNode)
        }
        if let binding = row.binding { row = binding.applied(boundValue(binding.keyPath), to: row) }
        // A single row's own data is known now: what its accessory and swipe actions read
        // from it is checked here, where it is written (a source's rows, when drawn).
        if row.data != nil, row.accessoryText != nil || row.swipe?.readsData == true {
            let filled = row.resolvingPlaceholders(index: nil)
            if let text = filled.accessoryText, let node = fields["accessory"] {
                let names = Row.Accessory.allCases.map(\.rawValue)
                let near = NearestName.suggestion(for: text, among: names).map { "; did you mean '\($0)'?" } ?? "."
                throw ConfigError("'accessory' reads '\(text)' from the row's data, which names no accessory\(near) It takes \(NearestName.list(names)), or nothing for none",
                                  at: node.location)
            }
            if let bad = filled.swipe?.actions.lazy.compactMap(\.unresolved).first, let node = fields["swipe"] {
                throw ConfigError("a swipe action reads the \(bad) from the row's data, which names none", at: node.location)
            }
        }
        if !isVariant, row.accessory != .switch, row.accessoryText == nil, let on = fields.keyNode("on") {
            throw ConfigError("'on' sets a switch; add 'accessory: switch' or remove 'on'", at: on.location)
        }
        if fields.entries.contains(where: { RowDecoder.variantKeys.contains($0.key) }) {
            row.variants = try variants(of: fields)
        }
        return row
    }

    /// `bind: source.key` or `{value: …}` / `{checked: …}`: a key path that starts with a
    /// data source's name.
    private func binding(_ node: ConfigNode) throws(ConfigError) -> RowBinding {
        let keyPathNode: ConfigNode
        let kind: RowBinding.Kind
        if case .scalar = node.value {
            keyPathNode = node
            kind = .value
        } else {
            let fields = try KeyedMapping(node, context: "'bind'", allowedKeys: RowDecoder.bindKeys)
            guard fields.entries.count == 1, let entry = fields.entries.first else {
                throw ConfigError("'bind' takes one of 'value' and 'checked', e.g. bind: {checked: settings.wifi}", at: node.location)
            }
            keyPathNode = entry.value
            kind = entry.key == "checked" ? .checked : .value
        }
        guard let keyPath = try keyPathNode.text("'bind'"), !keyPath.isEmpty else {
            throw ConfigError("'bind' must be a key path into 'data', e.g. bind: profile.email", at: keyPathNode.location)
        }
        let source = String(keyPath.prefix { $0 != "." })
        guard sources.contains(source) else {
            var message = "'bind: \(keyPath)' names no data source '\(source)'"
            if let near = NearestName.suggestion(for: source, among: sources.names) { message += "; did you mean '\(near)'?" }
            throw ConfigError(message + "; a bound key path starts with a name in 'data'", at: keyPathNode.location)
        }
        return RowBinding(keyPath: keyPath, kind: kind)
    }

    /// The value a bound key path reads now (nil: nothing there).
    func boundValue(_ keyPath: String) -> DataValue? {
        let source = String(keyPath.prefix { $0 != "." })
        guard let entry = sources.named(source) else { return nil }
        let rest = keyPath.dropFirst(source.count + 1)
        return entry.document.root.value(atPath: rest.isEmpty ? "." : String(rest))?.dataValue
    }

    /// `on: true | false | pending`: the switch's state, or AOZ's pending state (a spinner).
    static func switchState(_ value: ConfigNode, into row: inout Row) throws(ConfigError) {
        if case .scalar(let scalar) = value.value, scalar.kind == .string, scalar.text == "pending" {
            row.isOn = false
            row.isPending = true
            return
        }
        guard case .scalar(let scalar) = value.value, case .bool(let on) = scalar.kind else {
            throw ConfigError("'on' must be true, false or pending, found \(value.kindDescription)", at: value.location)
        }
        row.isOn = on
        row.isPending = false
    }

    /// The key path a `height: "{path}"` reads from the row's data, from the row's own
    /// keys or its template's.
    func heightKeyPath(of own: KeyedMapping) -> (path: String, node: ConfigNode)? {
        var heightNode = own["height"]
        if heightNode == nil, let cell = own["cell"], case .scalar(let name) = cell.value {
            heightNode = templates[name.text]?["height"]
        }
        guard let heightNode, let path = RowDecoder.heightPlaceholder(heightNode) else { return nil }
        return (path, heightNode)
    }

    /// `"{height}"` → `height`: a height read from the data (GPJ's per-object `cellHeight`).
    static func heightPlaceholder(_ node: ConfigNode) -> String? {
        guard case .scalar(let scalar) = node.value, scalar.kind == .string, scalar.text.count > 2,
              scalar.text.hasPrefix("{"), scalar.text.hasSuffix("}") else { return nil }
        let path = scalar.text.dropFirst().dropLast()
        return path.contains("{") || path.contains("}") ? nil : String(path)
    }

    /// The height at `path` of `data`: a number from 0 to ``Height/maximumPoints``, or an error at `node`.
    func heightFromData(_ data: DataValue?, path: String, node: ConfigNode, what: String) throws(ConfigError) -> Double {
        guard case .number(let height)? = data?.value(atPath: path), Height.isValidPoints(height) else {
            let found = data?.value(atPath: path).map { $0.jsonText } ?? "nothing"
            throw ConfigError("'height: \"{\(path)}\"' reads a number of points (0 or more, at most \(DataValue.format(Height.maximumPoints))) from \(what), found \(found)",
                              at: node.location)
        }
        return height
    }

    private func imagePath(_ node: ConfigNode) throws(ConfigError) -> String {
        let image = try KeyedMapping(node, context: "'image'", allowedKeys: RowDecoder.imageKeys)
        guard let path = try image.required("file", hint: "the PNG to show, e.g. image: {file: icon.png}").text("'file'"), !path.isEmpty else {
            throw ConfigError("'file' must be the path of a PNG file", at: image.node.location)
        }
        return try files.resolveImage(path, at: image["file"] ?? node)
    }
}
