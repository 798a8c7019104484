import Foundation
import TableLayout

/// Decodes a whole config (docs/config.md) from its node tree.
enum TableDecoder {
    static let topLevelKeys = ["width", "style", "scale", "appearance", "viewport", "rowHeight", "estimatedRowHeight",
                               "headerHeight", "footerHeight", "sectionSpacing", "tableHeader", "tableFooter",
                               "separator", "cells", "data", "sections", "layout", "mode", "layoutDirection", "locale", "contentSize", "indexTitles", "editing",
                               "presentation", "framework", "snapshot", "variants", "screen", "colors", "background"]
    static let sectionKeys = ["id", "header", "footer", "headerHeight", "footerHeight", "rowHeight", "rows"]
    static let viewportKeys = ["height", "offset"]
    /// A section's header or footer written as a mapping, and the table's header and footer.
    static let bandKeys = ["title", "height"]
    static let separatorKeys = ["style", "color", "inset"]

    /// `colors: {brand: "#1F6FEB", muted: {light: "#6F787E", dark: "#9BA0A4"}}`: the app's
    /// colours, defined once and used by name in custom cells and the table's `background`.
    /// A name may not be a semantic colour's (it would hide it), nor hold a placeholder.
    static func namedColors(_ node: ConfigNode?) throws(ConfigError) -> [String: CellColor] {
        guard let node else { return [:] }
        guard case .mapping(let pairs) = node.value else {
            throw ConfigError("'colors' must be a mapping of names to colours, e.g. colors: {brand: \"#1F6FEB\"}; found \(node.kindDescription)",
                              at: node.location)
        }
        var palette: [String: CellColor] = [:]
        for (key, value) in pairs {
            guard case .scalar(let scalar) = key.value, !scalar.text.isEmpty, !TextTemplate.hasPlaceholders(scalar.text) else {
                throw ConfigError("names in 'colors' must be words, e.g. brand", at: key.location)
            }
            let name = scalar.text
            guard SemanticColor(rawValue: name) == nil, Color(hex: name) == nil else {
                throw ConfigError("'colors' may not redefine '\(name)', which names a colour already; pick another name, e.g. app\(name.prefix(1).uppercased() + name.dropFirst())",
                                  at: key.location)
            }
            guard palette[name] == nil else { throw ConfigError("'colors' names '\(name)' twice; keep one", at: key.location) }
            palette[name] = try ElementDecoder(files: FileRoot(folder: "/"), data: nil, palette: palette).color(value, "colour '\(name)'")
        }
        return palette
    }
    static let separatorInsetKeys = ["left", "right"]

    /// Decodes `root`; `replacing` stands in for data sources of the same names (an edit's
    /// `setData`); `provider` is a bare layout's data (see ``BareTableViewConfig``).
    static func decode(_ root: ConfigNode, file: String, text: String, mode: Int?, files: FileRoot,
                       replacing: [DataSource] = [], provider: DataSource? = nil) throws(ConfigError) -> LoadedConfig {
        let top = try KeyedMapping(root, context: "the table", allowedKeys: topLevelKeys)
        let widthNode = try top.required("width", hint: "the table's width in points, e.g. width: 390 (or fit)")
        let fits = widthNode.isText("fit")
        var table = Table(width: fits ? 390 : try widthNode.tableWidth())
        var view = ViewSettings()
        var snapshot = SnapshotSettings()
        var warnings: [ConfigError] = []
        var chosenMode = 0

        if let node = top["style"] { table.style = try node.choice("'style'", as: TableStyle.self) }
        if let node = top["scale"] {
            guard case .scalar(let scalar) = node.value, case .number(let n) = scalar.kind, [1.0, 2, 3].contains(n) else {
                throw ConfigError("'scale' must be 1, 2 or 3, found \(scalarText(node))", at: node.location)
            }
            view.scale = Int(n)
        }
        if let node = top["appearance"] { view.appearance = try node.choice("'appearance'", as: Appearance.self) }
        if let node = top["viewport"] {
            let viewport = try KeyedMapping(node, context: "'viewport'", allowedKeys: viewportKeys)
            if let height = viewport["height"] { view.viewportHeight = try height.positiveLength("viewport 'height'") }
            if let offset = viewport["offset"] { view.viewportOffset = try offset.number("viewport 'offset'") }
        }
        if let node = top["rowHeight"] { table.rowHeight = try node.dimension("'rowHeight'") }
        if let node = top["estimatedRowHeight"] { table.estimatedRowHeight = try node.positiveLength("'estimatedRowHeight'") }
        if let node = top["headerHeight"] { table.headerHeight = try node.dimension("'headerHeight'") }
        if let node = top["footerHeight"] { table.footerHeight = try node.dimension("'footerHeight'") }
        if let node = top["sectionSpacing"] { table.sectionSpacing = try node.length("'sectionSpacing'") }
        if let node = top["tableHeader"] { table.tableHeader = try tableBand(node, name: "tableHeader") }
        if let node = top["tableFooter"] { table.tableFooter = try tableBand(node, name: "tableFooter") }
        if let node = top["separator"] { table.separator = try separator(node) }
        if let node = top["locale"], let identifier = try node.text("'locale'") {
            table.locale = identifier
            table.layoutDirection = LayoutDirection(locale: Locale(identifier: identifier))
        }
        if let node = top["layoutDirection"] { table.layoutDirection = try node.choice("'layoutDirection'", as: LayoutDirection.self) }
        if let node = top["contentSize"] { table.contentSize = try node.choice("'contentSize'", as: ContentSize.self) }
        if let node = top["indexTitles"] { table.indexTitles = try node.indexTitles() }
        if let node = top["editing"] { table.isEditing = try node.bool("'editing'") }
        if let node = top["presentation"] { table.presentation = try node.choice("'presentation'", as: TablePresentation.self) }
        if let node = top["framework"] { table.framework = try node.choice("'framework'", as: ListFramework.self) }
        if let node = top["mode"] { chosenMode = try node.integer("'mode'", in: 0...Int(Int32.max)) }
        if let mode { chosenMode = mode }
        if let node = top["snapshot"] { try snapshot.read(node) }
        if let node = top["variants"] { snapshot.variants = try SnapshotVariant.combinations(node) }
        if let node = top["screen"] {
            var screen = try ScreenDecoder.decode(node)
            // Without a device the table's width picks one (its first preset of that width).
            if screen.device == nil, !fits { screen.device = DeviceScreen.first(width: table.width)?.name }
            view.screen = screen
        }
        // The loaded config, once the table is made: each setting in its own home.
        func loaded(_ table: Table, rows: RowDecoder) -> LoadedConfig {
            let decoding = DecodingContext(root: root, text: text, mode: mode, rows: rows)
            var config = LoadedConfig(table: table, source: ConfigSource(file: file, files: files, mode: chosenMode, decoding: decoding))
            config.view = view
            config.snapshot = snapshot
            config.warnings = warnings
            return config
        }

        var sources = try DataDecoder.decode(top["data"], files: files)
        sources.provider = provider
        for replacement in replacing {
            sources.replace(with: replacement)
        }
        let palette = try namedColors(top["colors"])
        if let node = top["background"] { table.backgroundColor = try ElementDecoder(files: files, data: nil, palette: palette).color(node, "'background'") }
        let rows = RowDecoder(templates: try RowDecoder.templates(from: top["cells"]), files: files, sources: sources, palette: palette)

        if let layoutNode = top["layout"] {
            if let sections = top.keyNode("sections") {
                throw ConfigError("a table takes 'sections' or 'layout', not both; remove one", at: sections.location)
            }
            table.sections = try DSLDecoder.sections(layoutNode, mode: chosenMode, rows: rows, data: sources.value,
                                                        file: file, text: text,
                                                        warnings: &warnings)
            try checkRowCount(table.sections, at: layoutNode.location)
            if fits { table.width = try fittedWidth(table, widthNode) }
            table.boundData = boundData(of: table, sources: sources)
            return loaded(table, rows: rows)
        }
        let sectionsNode = try top.required("sections", hint: "a list of sections, each with 'rows' (or a 'layout')")
        var totalRows = 0
        var sectionIDs: [String: Int] = [:]  // id → the line it was first given on: one lookup a section, not a scan
        for sectionNode in try sectionsNode.sequence("'sections'") {
            let section = try self.section(sectionNode, rows: rows)
            if let id = section.id {
                if let first = sectionIDs[id] {
                    throw ConfigError("two sections have the id '\(id)' (first at line \(first)); section ids must be unique", at: sectionNode.location)
                }
                sectionIDs[id] = sectionNode.location.line
            }
            totalRows += section.rows.count
            guard totalRows <= ConfigLoader.maxRows else {
                throw ConfigError("the table has more than \(ConfigLoader.maxRows) rows, more than tablesnap lays out", at: sectionNode.location)
            }
            table.sections.append(section)
        }
        if fits { table.width = try fittedWidth(table, widthNode) }
        table.boundData = boundData(of: table, sources: sources)
        return loaded(table, rows: rows)
    }

    /// The data sources that single rows bind to, as values (forms are small).
    static func boundData(of table: Table, sources: DataSources) -> [String: DataValue] {
        var data: [String: DataValue] = [:]
        // A binding names a source (the decoder checks): without sources, no row walk.
        guard !sources.entries.isEmpty else { return data }
        for section in table.sections {
            section.rows.forEachItem { item, _ in
                guard case .row(let row) = item, let keyPath = row.binding?.keyPath else { return }
                let name = String(keyPath.prefix { $0 != "." })
                if data[name] == nil, let source = sources.named(name) {
                    data[name] = source.document.root.dataValue
                }
            }
        }
        return data
    }

    /// `width: fit`: the table as wide as its rows' largest `preferredMaxWidth`, as GPJ's
    /// width auto-fit.
    private static func fittedWidth(_ table: Table, _ node: ConfigNode) throws(ConfigError) -> Double {
        let width = table.contentPreferredMaxWidth
        guard width >= 1 else {
            throw ConfigError("'width: fit' sizes the table to its rows' largest 'preferredMaxWidth', but no row sets one "
                + "of at least 1 point; set 'preferredMaxWidth' on a row or cell template, or give the width in points", at: node.location)
        }
        return width
    }

    private static func checkRowCount(_ sections: [Section], at location: SourceLocation) throws(ConfigError) {
        let rows = sections.reduce(0) { $0 + $1.rows.count }
        guard rows <= ConfigLoader.maxRows else {
            throw ConfigError("the layout makes \(rows) rows, more than tablesnap lays out (\(ConfigLoader.maxRows))", at: location)
        }
    }

    private static func scalarText(_ node: ConfigNode) -> String {
        if case .scalar(let scalar) = node.value { return scalar.text }
        return node.kindDescription
    }

    static func section(_ node: ConfigNode, rows decoder: RowDecoder) throws(ConfigError) -> Section {
        let fields = try KeyedMapping(node, context: "a section", allowedKeys: sectionKeys)
        var section = Section()
        if let id = fields["id"] { section.id = try id.text("section 'id'") }
        if let header = fields["header"] { section.header = try band(header, name: "header") }
        if let footer = fields["footer"] { section.footer = try band(footer, name: "footer") }
        if let node = fields["headerHeight"] { section.headerHeight = try node.dimension("'headerHeight'") }
        if let node = fields["footerHeight"] { section.footerHeight = try node.dimension("'footerHeight'") }
        if let node = fields["rowHeight"] { section.rowHeight = try node.dimension("'rowHeight'") }
        var items: [RowList.Item] = []
        if let rowsNode = fields["rows"], case .deferredArray(let rows) = rowsNode.value {
            items = try JSONRowsDecoder(decoder: decoder).items(rows)
        } else if let rowsNode = fields["rows"] {
            let rowNodes = try rowsNode.sequence("'rows'")
            items.reserveCapacity(rowNodes.count)
            var claims = RowIDClaims()  // claimant: the row's index in `rowNodes`
            for (k, rowNode) in rowNodes.enumerated() {
                let generated = try decoder.items(rowNode)
                for item in generated {
                    if let conflict = claims.claim(item, by: k) {
                        throw duplicateRowID(conflict.id, firstLine: rowNodes[conflict.first].location.line, at: rowNode.location)
                    }
                }
                items += generated
            }
            if let conflict = claims.conflict() {
                throw duplicateRowID(conflict.id, firstLine: rowNodes[conflict.first].location.line, at: rowNodes[conflict.second].location)
            }
        }
        section.rows = RowList(items)
        return section
    }

    static func duplicateRowID(_ id: String, firstLine: Int, at location: SourceLocation) -> ConfigError {
        ConfigError("two rows of this section have the id '\(id)' (first at line \(firstLine)); row ids must be unique in a section", at: location)
    }

    /// A section header or footer: a string, or `{title, height}`.
    private static func band(_ node: ConfigNode, name: String) throws(ConfigError) -> SectionBand? {
        if case .scalar = node.value { return try node.text("'\(name)'").map { SectionBand(title: $0) } }
        let fields = try KeyedMapping(node, context: "'\(name)'", allowedKeys: bandKeys)
        return SectionBand(title: try fields["title"]?.text("'\(name)' title"),
                           height: try fields["height"]?.dimension("'\(name)' height"))
    }

    private static func tableBand(_ node: ConfigNode, name: String) throws(ConfigError) -> TableBand {
        let fields = try KeyedMapping(node, context: "'\(name)'", allowedKeys: bandKeys)
        let height = try fields.required("height", hint: "its height in points, e.g. \(name): {title: Hello, height: 60}")
        return TableBand(title: try fields["title"]?.text("'\(name)' title"), height: try height.length("'\(name)' height"))
    }

    private static func separator(_ node: ConfigNode) throws(ConfigError) -> Separator {
        let fields = try KeyedMapping(node, context: "'separator'", allowedKeys: separatorKeys)
        var separator = Separator()
        if let style = fields["style"] { separator.style = try style.choice("separator 'style'", as: Separator.Style.self) }
        if let color = fields["color"] { separator.color = try color.color("separator 'color'") }
        if let insetNode = fields["inset"] {
            let inset = try KeyedMapping(insetNode, context: "separator 'inset'", allowedKeys: separatorInsetKeys)
            if let left = inset["left"] { separator.insetLeft = try left.length("inset 'left'") }
            if let right = inset["right"] { separator.insetRight = try right.length("inset 'right'") }
        }
        return separator
    }
}
