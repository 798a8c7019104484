import TableLayout

/// Reads a row's `content:` (docs/cells.md): a tree of elements, each a mapping with exactly
/// one key that names its kind (`hstack`, `text`, `symbol` …) beside the keys that kind
/// takes. Every key and value is checked where it is written, with the nearest name.
struct ElementDecoder {
    let files: FileRoot
    /// The row's data, when it is known as the row is read (a single row): placeholders in
    /// colours and symbol names are checked against it. Rows from a source are checked when drawn.
    let data: DataValue?
    /// The config's named colours (`colors:`), used by name wherever a colour is read.
    var palette: [String: CellColor] = [:]

    /// The kinds, by the key that names each (``ElementKinds``, the one table of kinds).
    static let kinds = ElementKinds.all.map(\.name)
    static let commonKeys = ElementKinds.commonKeys
    /// `image: {file, tint, contentMode}`'s keys: the file, and two of an image's own.
    static let imageFileKeys = ["file", "tint", "contentMode"]
    /// Keys a stack takes only as the content's outermost element (docs/cells.md, Layout margins).
    static let rootOnlyKeys = ["margins"]
    /// `padding: {…}`'s keys, and `{fill: WEIGHT}`'s.
    static let paddingKeys = ["top", "leading", "bottom", "trailing", "horizontal", "vertical"]
    static let fillKeys = ["fill"]

    /// Every key an element of `kind` may have: its kind's name, the common keys, its own.
    static func allowedKeys(of kind: ElementKind) -> [String] { [kind.name] + commonKeys + kind.keys }

    /// The `content:` value: the root element.
    func content(_ node: ConfigNode) throws(ConfigError) -> CellContent {
        var usesMargins = true
        if case .mapping(let pairs) = node.value, let margins = pairs.first(where: { $0.key.isText("margins") })?.value {
            usesMargins = try margins.bool("'margins'")
        }
        return CellContent(try element(node, depth: 0, isRoot: true), usesMargins: usesMargins)
    }

    /// An element: its kind's value read by the form its kind gives it (``ElementKind/Value``),
    /// made with its kind's defaults, then its keys read by name. Nothing here names a kind:
    /// a kind whose value and keys are of forms read here needs no change to this decoder.
    func element(_ node: ConfigNode, depth: Int, isRoot: Bool = false) throws(ConfigError) -> CellElement {
        let kind = try self.kind(of: node)
        let fields = try KeyedMapping(node, context: "a \(kind.name) element", allowedKeys: ElementDecoder.allowedKeys(of: kind))
        if !isRoot, let margins = ElementDecoder.rootOnlyKeys.lazy.compactMap({ fields.keyNode($0) }).first {
            throw ConfigError("'margins' is set on the content's outermost element only", at: margins.location)
        }
        let value = try fields.required(kind.name, hint: "")
        let what = "'\(kind.name)'"
        var settings = fields  // where `tint` and `contentMode` are read: `image: {file, …}` or beside it
        var element: CellElement
        switch kind.value {
        case .elements:
            guard depth < CellContent.maximumDepth else {
                throw ConfigError("stacks nest at most \(CellContent.maximumDepth) deep (docs/cells.md, Limits); this one is \(depth + 1) deep. Flatten the content",
                                  at: node.location)
            }
            var children: [CellElement] = []
            for child in try value.sequence(what) { children.append(try self.element(child, depth: depth + 1)) }
            element = kind.element(.elements(children))
        case .text:
            element = kind.element(.text(try value.text(what) ?? ""))
        case .imageFile:
            // `image: icon.png`, or `image: {file: icon.png, tint: tint, contentMode: center}`.
            var file = value
            if case .mapping = value.value {
                settings = try KeyedMapping(value, context: what, allowedKeys: ElementDecoder.imageFileKeys)
                file = try settings.required("file", hint: "the PNG's path, e.g. {file: icons/star.png, tint: tint}")
                for key in ["tint", "contentMode"] where settings[key] != nil {
                    if let twice = fields[key] {
                        throw ConfigError("'\(key)' is given twice, in 'image' and beside it; keep one", at: twice.location)
                    }
                }
            }
            element = kind.element(.text(try imagePath(file)))
        case .symbolName:
            guard let name = try value.text(what), !name.isEmpty else {
                throw ConfigError("\(what) names a symbol, e.g. symbol: gear", at: value.location)
            }
            try checkSymbol(name, at: value)
            element = kind.element(.text(name))
        case .colourOrNothing:
            var colour: CellColor?
            if !value.isNull { colour = try color(value, what) }
            element = kind.element(.colour(colour))
        case .onlyTrue:
            if !value.isNull, !(value.isText("true")) {
                if case .scalar(let scalar) = value.value, case .bool(true) = scalar.kind {} else {
                    throw ConfigError("\(what) takes no value (write `\(kind.name): true`); its colour is 'color'", at: value.location)
                }
            }
            element = kind.element(.nothing)
        case .weightOrNothing:
            var weight: Double?
            if !value.isNull { weight = try value.positiveLength("\(what) (its weight)") }
            element = kind.element(.weight(weight))
        }
        try readOwn(fields, settings: settings, into: &element)
        try readCommon(fields, into: &element)
        return element
    }

    /// The kind an element's one kind key names.
    private func kind(of node: ConfigNode) throws(ConfigError) -> ElementKind {
        guard case .mapping(let pairs) = node.value else {
            throw ConfigError("an element must be a mapping with one of \(NearestName.list(ElementDecoder.kinds)), e.g. {text: \"{name}\"}; found \(node.kindDescription)",
                              at: node.location)
        }
        let kindKeys = pairs.compactMap { pair -> String? in
            guard case .scalar(let scalar) = pair.key.value, ElementDecoder.kinds.contains(scalar.text) else { return nil }
            return scalar.text
        }
        guard kindKeys.count == 1, let name = kindKeys.first, let kind = ElementKinds.named(name) else {
            if kindKeys.count > 1 {
                throw ConfigError("an element has one kind; this one says \(NearestName.list(kindKeys)). Put each in an element of its own",
                                  at: node.location)
            }
            let written = pairs.compactMap { pair -> String? in if case .scalar(let s) = pair.key.value { return s.text } else { return nil } }
            var message = "an element needs one of \(NearestName.list(ElementDecoder.kinds)) naming its kind"
            for key in written where !ElementDecoder.commonKeys.contains(key) {
                if let near = NearestName.suggestion(for: key, among: ElementDecoder.kinds) {
                    message += "; did you mean '\(near)' for '\(NearestName.shown(key))'?"
                    break
                }
            }
            throw ConfigError(message, at: node.location)
        }
        return kind
    }

    // MARK: Keys by name

    /// The keys of a kind's own (``ElementKind/keys``), each read by its name into what the
    /// element holds: a stack's, a text's, a symbol's or an image's part, else the element
    /// itself (`color` a divider's line, `size` a dot's side). The key lists say which kind
    /// takes which key; `KeyedMapping` has refused the others with their line and column.
    private func readOwn(_ fields: KeyedMapping, settings: KeyedMapping, into element: inout CellElement) throws(ConfigError) {
        switch element.kind {
        case .stack(var stack):
            if let spacing = fields["spacing"] { stack.spacing = try spacing.length("'spacing'") }
            if let alignment = fields["alignment"] { stack.alignment = try alignmentValue(alignment, axis: stack.axis) }
            if let distribution = fields["distribution"] {
                stack.distribution = try distribution.choice("'distribution'", as: CellStack.Distribution.self)
            }
            element.kind = .stack(stack)
        case .text(var text), .badge(var text):
            try readText(fields, into: &text)
            element.kind.text = text
        case .symbol(var symbol):
            if let style = fields["style"] { symbol.style = try style.choice("'style'", as: TextStyleName.self) }
            if let size = fields["size"] { symbol.size = try size.positiveLength("'size'") }
            if let color = fields["color"] { symbol.color = try self.color(color, "'color'") }
            if let tile = fields["tile"] { symbol.tile = try color(tile, "'tile'") }
            element.kind = .symbol(symbol)
        case .image(let path, _):
            element.kind = .image(path: path, circular: try fields["circular"]?.bool("'circular'") ?? false)
        default:
            if let color = fields["color"] { element.fill = try self.color(color, "'color'") }
            if let size = fields["size"] {
                let side = try size.positiveLength("'size'")
                element.width = .points(side)
                element.height = .points(side)
            }
        }
        if let background = fields["background"] { element.fill = try color(background, "'background'") }
        if let mode = settings["contentMode"] ?? fields["contentMode"] {
            element.contentMode = try mode.choice("'contentMode'", as: ImageContentMode.self)
        }
        if let tint = settings["tint"] ?? fields["tint"] { element.tint = try color(tint, "'tint'") }
        if let radius = fields["cornerRadius"] { element.cornerRadius = try radius.length("'cornerRadius'") }
        if let curve = fields["cornerCurve"] { element.cornerCurve = try curve.choice("'cornerCurve'", as: CornerCurve.self) }
    }

    private func readCommon(_ fields: KeyedMapping, into element: inout CellElement) throws(ConfigError) {
        if let id = fields["id"] { element.id = try id.text("'id'") }
        if let action = fields["action"] { element.action = try action.text("'action'") }
        if let visible = fields["visible"] {
            guard case .scalar(let scalar) = visible.value else {
                throw ConfigError("'visible' must be true, false or a placeholder such as \"{unread}\", found \(visible.kindDescription)",
                                  at: visible.location)
            }
            if case .bool(let shown) = scalar.kind { element.visible = shown ? nil : "false" } else { element.visible = scalar.text }
        }
        if let padding = fields["padding"] { element.padding = try insets(padding) }
        if let width = fields["width"] { element.width = try length(width, "'width'") }
        if let height = fields["height"] { element.height = try length(height, "'height'") }
        if let minWidth = fields["minWidth"] { element.minWidth = try minWidth.length("'minWidth'") }
        if let minHeight = fields["minHeight"] { element.minHeight = try minHeight.length("'minHeight'") }
        if let ratio = fields["aspectRatio"] { element.aspectRatio = try ratio.positiveLength("'aspectRatio'") }
    }

    private func readText(_ fields: KeyedMapping, into text: inout CellText) throws(ConfigError) {
        if let style = fields["style"] {
            text.font = CellFont(try style.choice("'style'", as: TextStyleName.self), weight: nil, italic: text.font.italic)
        }
        if let weight = fields["weight"] { text.font.weight = try weight.choice("'weight'", as: FontWeight.self) }
        if let italic = fields["italic"] { text.font.italic = try italic.bool("'italic'") }
        if let color = fields["color"] { text.color = try self.color(color, "'color'") }
        if let lines = fields["lines"] { text.lines = try lines.integer("'lines'", in: 0...10_000) }
        if let alignment = fields["alignment"] { text.alignment = try alignment.choice("'alignment'", as: CellText.Alignment.self) }
        // A point size (`systemFont(ofSize:weight:)`), scaled with Dynamic Type only with `relativeTo`.
        var relativeTo: TextStyleName?
        if let node = fields["relativeTo"] { relativeTo = try node.choice("'relativeTo'", as: TextStyleName.self) }
        if let size = fields["size"] {
            let points = try size.positiveLength("'size'")
            text.font = CellFont(size: points, weight: text.font.weight, italic: text.font.italic, relativeTo: relativeTo)
        } else if let node = fields["relativeTo"] {
            throw ConfigError("'relativeTo' scales a point size with Dynamic Type: give the text a 'size' too, e.g. {size: 16, relativeTo: body}",
                              at: node.location)
        }
        if let spacing = fields["lineSpacing"] { text.lineSpacing.extra = try spacing.length("'lineSpacing'") }
        if let multiple = fields["lineHeightMultiple"] {
            text.lineSpacing.lineHeightMultiple = try multiple.positiveLength("'lineHeightMultiple'")
        }
    }

    /// `8`, or `{top, leading, bottom, trailing, horizontal, vertical}`.
    private func insets(_ node: ConfigNode) throws(ConfigError) -> ElementInsets {
        if case .scalar = node.value { return ElementInsets(all: try node.length("'padding'")) }
        let keys = try KeyedMapping(node, context: "'padding'", allowedKeys: ElementDecoder.paddingKeys)
        var insets = ElementInsets()
        func read(_ key: String) throws(ConfigError) -> Double? { try keys[key]?.length("'\(key)'") }
        if let h = try read("horizontal") { (insets.leading, insets.trailing) = (h, h) }
        if let v = try read("vertical") { (insets.top, insets.bottom) = (v, v) }
        if let top = try read("top") { insets.top = top }
        if let bottom = try read("bottom") { insets.bottom = bottom }
        if let leading = try read("leading") { insets.leading = leading }
        if let trailing = try read("trailing") { insets.trailing = trailing }
        return insets
    }

    /// A number of points, `fill`, or `{fill: WEIGHT}`.
    private func length(_ node: ConfigNode, _ what: String) throws(ConfigError) -> ElementLength {
        if node.isText("fill") { return .fill(weight: 1) }
        if case .mapping = node.value {
            let keys = try KeyedMapping(node, context: what, allowedKeys: ElementDecoder.fillKeys)
            return .fill(weight: try keys.required("fill", hint: "its weight, e.g. {fill: 2}").positiveLength("'fill'"))
        }
        guard case .scalar(let scalar) = node.value, case .number = scalar.kind else {
            throw ConfigError("\(what) must be a number of points, 'fill' or {fill: WEIGHT}, found \(node.kindDescription)", at: node.location)
        }
        return .points(try node.length(what))
    }

    private func alignmentValue(_ node: ConfigNode, axis: CellStack.Axis) throws(ConfigError) -> CellStack.Alignment {
        let names = ElementKinds.alignmentNames(axis)
        let what = "'alignment' of a\(axis == .horizontal ? "n hstack" : " vstack")"
        guard case .scalar(let scalar) = node.value, names.contains(scalar.text), let alignment = CellStack.Alignment(rawValue: scalar.text) else {
            let found = (try? node.text(what)).flatMap { $0 } ?? ""
            var message = "\(what) must be one of \(NearestName.list(names)), found \(node.kindDescription)"
            if let near = NearestName.suggestion(for: found, among: names) { message += "; did you mean '\(near)'?" }
            throw ConfigError(message, at: node.location)
        }
        return alignment
    }

    // MARK: Values with placeholders

    /// A semantic colour's name, `#RRGGBB(AA)`, a name of the config's `colors:`,
    /// `{light: …, dark: …}`, or a placeholder that reads a name or a hex colour.
    func color(_ node: ConfigNode, _ what: String) throws(ConfigError) -> CellColor {
        if case .mapping = node.value { return try ElementDecoder.adaptiveColor(node, what, palette: palette) }
        if case .scalar(let scalar) = node.value, let named = palette[scalar.text] { return named }
        guard case .scalar(let scalar) = node.value, scalar.kind == .string else {
            throw ConfigError("\(what) must be a colour: a name such as secondaryLabel or systemBlue, or #RRGGBB; found \(node.kindDescription)",
                              at: node.location)
        }
        if let color = CellColor(name: scalar.text) { return color }
        if TextTemplate.hasPlaceholders(scalar.text) {
            if let data {
                let filled = TextTemplate.render(scalar.text, data: data, index: nil)
                guard CellColor(name: filled) != nil else {
                    throw ConfigError("\(what) '\(scalar.text)' reads '\(NearestName.shown(filled))' from the row's data, which is not a colour; a colour is a name such as systemBlue, or #RRGGBB",
                                      at: node.location)
                }
            }
            return .unresolved(scalar.text)
        }
        var message = "\(what) '\(NearestName.shown(scalar.text))' is not a colour; write a name such as secondaryLabel or systemBlue, or #RRGGBB / #RRGGBBAA"
        if let near = NearestName.suggestion(for: scalar.text, among: SemanticColor.allCases.map(\.rawValue)) {
            message += "; did you mean '\(near)'?"
        }
        throw ConfigError(message, at: node.location)
    }

    /// `{light: COLOUR, dark: COLOUR}`: each side a name, a hex colour or a palette name,
    /// taken in its own appearance (`light: systemBlue` is systemBlue's light value).
    static func adaptiveColor(_ node: ConfigNode, _ what: String, palette: [String: CellColor]) throws(ConfigError) -> CellColor {
        let sides = try KeyedMapping(node, context: what, allowedKeys: ["light", "dark"])
        func side(_ key: String, _ appearance: Appearance) throws(ConfigError) -> Color {
            let value = try sides.required(key, hint: "a colour for each appearance, e.g. {light: \"#6F787E\", dark: \"#9BA0A4\"}")
            guard case .scalar(let scalar) = value.value, scalar.kind == .string,
                  let color = (palette[scalar.text] ?? CellColor(name: scalar.text))?.resolved(appearance) else {
                throw ConfigError("'\(key)' of \(what) must be a colour: a name such as systemBlue, #RRGGBB or a name of 'colors'; found \(value.kindDescription)",
                                  at: value.location)
            }
            return color
        }
        return .adaptive(light: try side("light", .light), dark: try side("dark", .dark))
    }

    private func checkSymbol(_ name: String, at node: ConfigNode) throws(ConfigError) {
        var shown = name
        if TextTemplate.hasPlaceholders(name) {
            guard let data else { return }
            shown = TextTemplate.render(name, data: data, index: nil)
        }
        guard SymbolNames.codePoint(shown) == nil else { return }
        var message = "no symbol named '\(NearestName.shown(shown))'"
        if shown != name { message += " (read by '\(name)' from the row's data)" }
        if let near = SymbolNames.nearest(to: shown) { message += "; did you mean '\(near)'?" }
        throw ConfigError(message + " docs/cells.md lists the \(SymbolNames.all.count) symbols", at: node.location)
    }

    /// An image path: the file beside the config (inside the root); with placeholders, the
    /// folder before the first placeholder must be inside the root, and what the data fills
    /// in must be a file name (checked when filled, ``CellElement``).
    private func imagePath(_ node: ConfigNode) throws(ConfigError) -> String {
        guard let written = try node.text("'image'"), !written.isEmpty else {
            throw ConfigError("'image' is the path of a PNG file beside the config, e.g. image: avatars/ada.png", at: node.location)
        }
        guard TextTemplate.hasPlaceholders(written) else { return try files.resolveImage(written, at: node) }
        let fixed = written.prefix { $0 != "{" }
        let folder = fixed.contains("/") ? String(fixed[..<(fixed.lastIndex(of: "/") ?? fixed.startIndex)]) : "."
        let resolvedFolder = try files.resolveFolder(folder.isEmpty ? "/" : folder, kind: "image folder", at: node)
        return resolvedFolder + "/" + written.dropFirst(folder == "." ? 0 : folder.count + 1)
    }
}
