import TableLayout

/// The JSON Schema of a config file, for editors (docs/config.md, "Editors"), printed by
/// `tablesnap schema`. Every object's keys are the decoders' own key lists
/// (``TableDecoder/topLevelKeys``, ``RowDecoder/allKeys``, …) and every choice the model's
/// own cases, so a key or value added to a decoder is in the schema without a second list to
/// keep in step; ``valueKinds`` says what each key holds, and a test fails when a decoder's
/// key has no entry there. The schema checks the shape (keys, choices, types); the loader
/// checks the rest (ranges, templates by name, files), with the line, column and fix.
public enum ConfigSchema {
    /// What a key holds.
    indirect enum Kind: Sendable {
        /// Any value (`data`).
        case any
        case string, boolean, integer, number, null
        /// `true` and nothing else (a flag that is only ever switched on: `divider: true`).
        case onlyTrue
        /// Text shown as written: a string, number or boolean (`title: 1.50`).
        case text
        /// A length: a number of points from 0 to ``Height/maximumPoints``.
        case length
        /// A height: a length or `automatic` (measured as drawn).
        case dimension
        /// One of these names.
        case choice([String])
        /// `#RRGGBB` or `#RRGGBBAA`.
        case colour
        case list(Kind)
        /// An object with these keys (from a decoder's key list), each its kind.
        case object([String], required: [String] = [])
        /// An object whose keys are names, each value this kind (`cells`, `data`).
        case map(Kind)
        case either([Kind])
        /// A row: its keys are ``RowDecoder/allKeys`` (``template``: a template's).
        case row, template
        /// A custom cell's element (docs/cells.md): one of the element kinds, each an object
        /// with its kind's key, the common keys and its own; stacks hold elements again.
        case element
        /// A row's `content`: its outermost element, whose stack alone may set `margins`.
        case content
        /// Text with a `{placeholder}` in it, which the row's data fills.
        case placeholder
    }

    /// The kind of each key, by the key's name in its object. One table for every object:
    /// where one name means different things in two objects (a table's `separator`, a row's),
    /// ``kind(of:in:)`` tells them apart.
    static let valueKinds: [String: Kind] = [
        // The table.
        "width": .either([.number, .choice(["fit"])]), "style": .choice(TableStyle.allCases.map(\.rawValue)), "scale": .integer,
        "appearance": .choice(Appearance.allCases.map(\.rawValue)), "viewport": .object(TableDecoder.viewportKeys),
        "rowHeight": .dimension, "estimatedRowHeight": .length, "headerHeight": .dimension, "footerHeight": .dimension,
        "sectionSpacing": .length, "tableHeader": .object(TableDecoder.bandKeys), "tableFooter": .object(TableDecoder.bandKeys),
        "cells": .map(.template), "data": .any, "sections": .list(.object(TableDecoder.sectionKeys)),
        "layout": .either([.string, .object(DSLDecoder.layoutKeys, required: ["file"])]), "mode": .integer,
        "layoutDirection": .choice(LayoutDirection.allCases.map(\.rawValue)), "locale": .string,
        "contentSize": .choice(ContentSize.allCases.map(\.rawValue)), "indexTitles": .list(.text), "editing": .boolean,
        "presentation": .choice(TablePresentation.allCases.map(\.rawValue)),
        "framework": .choice(ListFramework.allCases.map(\.rawValue)),
        "snapshot": .object(SnapshotSettings.keys), "variants": .object(SnapshotVariant.keys), "screen": .object(ScreenDecoder.keys),
        // The viewport, bands, snapshot settings and variants.
        "height": .length, "offset": .number, "title": .text,
        "maxDiffPixels": .integer, "maxDiffRatio": .number, "threshold": .number, "perceptualPrecision": .number,
        "device": .list(.choice(DevicePreset.all.map(\.name))),
        // A section.
        "id": .text, "header": .either([.text, .object(TableDecoder.bandKeys)]), "footer": .either([.text, .object(TableDecoder.bandKeys)]),
        "rows": .list(.row),
        // A row.
        "subtitle": .text, "detail": .text, "accessory": .either([.choice(Row.Accessory.allCases.map(\.rawValue)), .placeholder]),
        "on": .either([.boolean, .choice(["pending"])]), "image": .object(RowDecoder.imageKeys, required: ["file"]),
        "lines": .integer, "selected": .boolean, "reorder": .boolean, "indent": .integer,
        "background": .colour, "textColor": .colour, "tint": .colour, "cell": .string, "type": .string, "tag": .text,
        "bind": .either([.string, .object(RowDecoder.bindKeys)]), "swipe": .object(SwipeDecoder.edges), "canEdit": .boolean, "canMove": .boolean,
        "preferredMaxWidth": .length, "part": .text, "backgroundInset": .either([.length, .object(CardDecoder.sideKeys)]),
        "corners": .either([.string, .list(.string)]), "cornerRadius": .length, "separator": .object(CardDecoder.separatorKeys),
        "repeat": .integer, "heights": .list(.length), "source": .string, "perRow": .any, "emptyCell": .any,
        "first": .object(variantKeys), "last": .object(variantKeys), "only": .object(variantKeys),
        "content": .content, "extends": .string,
        // Inside those.
        "file": .string, "color": .colour, "inset": .any, "position": .choice(RowSeparator.Position.allCases.map(\.rawValue)),
        "top": .length, "left": .length, "bottom": .length, "right": .length,
        "value": .string, "checked": .any,
        "leading": .list(.object(SwipeDecoder.actionKeys)), "trailing": .list(.object(SwipeDecoder.actionKeys)),
    ]

    /// The kind of `key` in the object whose keys are `keys`: the table's `separator`,
    /// `style` and `editing` differ from a row's.
    static func kind(of key: String, in keys: [String]) -> Kind? {
        let inTable = keys == TableDecoder.topLevelKeys
        switch key {
        case _ where screenObjects.contains(keys): return screenKind(of: key, in: keys)
        case "separator" where inTable: return .object(TableDecoder.separatorKeys)
        case "background" where inTable: return elementColour
        case "colors" where inTable: return .map(elementColour)
        // Both patterns need the `where`: on one, it binds only the last.
        case "tint" where keys == ElementDecoder.imageFileKeys, "contentMode" where keys == ElementDecoder.imageFileKeys:
            return elementValueKinds[key]
        case "style" where keys == TableDecoder.separatorKeys: return .choice(Separator.Style.allCases.map(\.rawValue))
        // A swipe action's style and colour may be read from the row's data.
        case "style" where keys == SwipeDecoder.actionKeys:
            return .either([.choice(SwipeActions.Action.Style.allCases.map(\.rawValue)), .placeholder])
        case "color" where keys == SwipeDecoder.actionKeys: return .either([.colour, .placeholder])
        case "style" where !inTable: return .choice(Row.Style.allCases.map(\.rawValue))
        case "editing" where !inTable: return .either([.choice(Row.Editing.allCases.map(\.rawValue)), .null])
        case "inset" where keys == TableDecoder.separatorKeys: return .object(TableDecoder.separatorInsetKeys)
        case "inset" where keys == CardDecoder.separatorKeys: return .either([.length, .object(CardDecoder.sideKeys)])
        case "appearance" where keys == SnapshotVariant.keys: return .list(.choice(Appearance.allCases.map(\.rawValue)))
        case "title" where keys == SwipeDecoder.actionKeys: return .text
        // A band's height: a section's may be `automatic` (the table's header and footer
        // take a number, which the loader says); a row's may be read from its data.
        case "height" where keys == TableDecoder.bandKeys: return .dimension
        case "height" where keys == RowDecoder.allKeys || keys == templateKeys || keys == variantKeys: return .either([.dimension, .placeholder])
        // An element's `padding: {…}` and `{fill: WEIGHT}`: points, a weight.
        case _ where keys == ElementDecoder.paddingKeys || keys == ElementDecoder.fillKeys: return .number
        default: return valueKinds[key]
        }
    }

    /// The keys of every object the schema describes, for the test that each has a kind.
    static var objects: [[String]] {
        [TableDecoder.topLevelKeys, TableDecoder.sectionKeys, TableDecoder.viewportKeys, TableDecoder.bandKeys,
         TableDecoder.separatorKeys, TableDecoder.separatorInsetKeys, RowDecoder.allKeys, templateKeys,
         RowDecoder.imageKeys, RowDecoder.bindKeys, CardDecoder.sideKeys, CardDecoder.separatorKeys, SwipeDecoder.edges,
         SwipeDecoder.actionKeys, SnapshotSettings.keys, SnapshotVariant.keys, DSLDecoder.layoutKeys, variantKeys,
         ElementDecoder.paddingKeys, ElementDecoder.fillKeys] + screenObjects
    }

    // MARK: The screen (docs/screen.md)

    static let screenObjects = [ScreenDecoder.keys, ScreenDecoder.safeAreaKeys, ScreenDecoder.statusBarKeys, ScreenDecoder.navigationBarKeys,
                                ScreenDecoder.itemKeys, ScreenDecoder.searchKeys, ScreenDecoder.tabBarKeys, ScreenDecoder.tabKeys]

    /// A bar button: a title, `flexibleSpace`, or an object.
    private static let barItem = Kind.either([.text, .object(ScreenDecoder.itemKeys)])

    /// The kinds of the screen's keys, which reuse names of the table's (`style`, `leading`, `device`).
    private static func screenKind(of key: String, in keys: [String]) -> Kind? {
        switch key {
        case "device": return .choice(DeviceScreen.all.map(\.name))
        case "safeArea": return .object(ScreenDecoder.safeAreaKeys)
        case "tint": return .colour
        case "statusBar": return .either([.boolean, .object(ScreenDecoder.statusBarKeys)])
        case "navigationBar": return .object(ScreenDecoder.navigationBarKeys)
        case "search": return .object(ScreenDecoder.searchKeys)
        case "toolbar", "leading", "trailing": return .list(barItem)
        case "tabBar": return .object(ScreenDecoder.tabBarKeys, required: ["items"])
        case "homeIndicator", "cancel", "hidesWhenScrolling", "enabled": return .boolean
        case "top", "bottom": return .length
        case "time", "title", "prompt", "placeholder", "text", "id", "action", "badge": return .text
        case "cellular", "wifi", "battery", "selectedScope", "selected": return .integer
        case "displayMode": return .choice(Screen.TitleDisplayMode.allCases.map(\.rawValue))
        case "back": return .either([.text])
        case "symbol": return .string
        case "style": return .choice(Screen.BarItem.Style.allCases.map(\.rawValue))
        case "scopes": return .list(.text)
        case "items": return .list(.object(ScreenDecoder.tabKeys, required: ["title"]))
        default: return nil
        }
    }

    /// A template's keys: ``RowDecoder/templateKeys``.
    static let templateKeys = RowDecoder.templateKeys

    // MARK: Custom cells' elements

    /// A colour an element takes: a semantic name, `#RRGGBB(AA)`, or a placeholder reading one.
    /// A colour in a custom cell: a name, `#RRGGBB`, a placeholder, or `{light, dark}`. A name
    /// of the config's `colors:` is not known to a schema: editors flag it, tablesnap takes it.
    private static let elementColour = Kind.either([.choice(SemanticColor.allCases.map(\.rawValue)), .colour, .placeholder,
                                                    .object(["light", "dark"], required: ["light", "dark"])])
    /// A length an element takes (`width`, `height`): points, `fill`, or `{fill: WEIGHT}`.
    private static let elementLength = Kind.either([.number, .choice(["fill"]), .object(ElementDecoder.fillKeys, required: ["fill"])])

    /// The kind of each key of an element, by name (``elementKind(of:in:)`` tells a
    /// stack's `alignment` from a text's, and gives each kind's own key its value).
    static let elementValueKinds: [String: Kind] = [
        // The common keys.
        "id": .text, "action": .text, "visible": .text, "padding": .either([.number, .object(ElementDecoder.paddingKeys)]),
        "width": elementLength, "height": elementLength, "minWidth": .number, "minHeight": .number,
        // Stacks.
        "spacing": .number, "distribution": .choice(CellStack.Distribution.allCases.map(\.rawValue)), "background": elementColour,
        "cornerRadius": .number, "margins": .boolean,
        // Text and badges.
        "style": .choice(TextStyleName.allCases.map(\.rawValue)), "weight": .choice(FontWeight.allCases.map(\.rawValue)),
        "italic": .boolean, "color": elementColour, "lines": .integer,
        "relativeTo": .choice(TextStyleName.allCases.map(\.rawValue)), "lineSpacing": .number, "lineHeightMultiple": .number,
        // Images, symbols, dots.
        "circular": .boolean, "size": .number, "tile": elementColour, "tint": elementColour, "aspectRatio": .number,
        "contentMode": .choice(ImageContentMode.allCases.map(\.rawValue)), "cornerCurve": .choice(CornerCurve.allCases.map(\.rawValue)),
    ]

    /// The kind of `key` in an element of kind `element`: the kind's own key by the form of
    /// its value (``ElementKind/Value``), `alignment` by the kind (a stack's axis, a text's
    /// lines), the others by name.
    static func elementKind(of key: String, in element: ElementKind) -> Kind? {
        if key == element.name { return valueKind(element.value) }
        switch key {
        case "alignment" where element.axis != nil: return .choice(ElementKinds.alignmentNames(element.axis ?? .vertical))
        case "alignment": return .choice(CellText.Alignment.allCases.map(\.rawValue))
        default: return elementValueKinds[key]
        }
    }

    /// What a kind's own key holds, by the form of its value.
    private static func valueKind(_ value: ElementKind.Value) -> Kind {
        switch value {
        case .elements: return .list(.element)
        case .text: return .text
        case .imageFile: return .either([.string, .object(ElementDecoder.imageFileKeys, required: ["file"])])
        case .symbolName: return .either([.choice(SymbolNames.all), .placeholder])
        case .colourOrNothing: return .either([elementColour, .null])
        // `divider: true` (or nothing): the element is its kind alone.
        case .onlyTrue: return .either([.onlyTrue, .choice(["true"]), .null])
        case .weightOrNothing: return .either([.number, .null])
        }
    }

    /// One schema per element kind: an object with that kind's key (required) and the keys
    /// it takes. No two kinds share their kind key, so at most one of them matches. `margins`
    /// is the content's outermost element's alone (the loader refuses it deeper: `isRoot`).
    private static func elementSchema(isRoot: Bool) -> DataValue {
        .object([("oneOf", .array(ElementKinds.all.map { element in
            let keys = ElementDecoder.allowedKeys(of: element).filter { isRoot || !ElementDecoder.rootOnlyKeys.contains($0) }
            return .object(properties(keys, required: [element.name], help: { elementHelp[$0] }) {
                elementKind(of: $0, in: element)
            })
        }))])
    }

    /// A position variant's keys (`first:`, `last:`, `only:` of a template): the fields it
    /// may override.
    static let variantKeys = RowOverride.Field.allCases.map(\.rawValue)

    /// Keys of `keys` that have no kind (empty when the schema is whole), elements' keys too.
    static func keysWithoutKind() -> [String] {
        objects.flatMap { keys in keys.filter { kind(of: $0, in: keys) == nil } }
            + ElementKinds.all.flatMap { kind in ElementDecoder.allowedKeys(of: kind).filter { elementKind(of: $0, in: kind) == nil } }
    }

    /// The schema, as JSON (draft-07, which editors' YAML and JSON servers read).
    public static var json: DataValue {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string("https://github.com/tablesnap/tablesnap/schema/config.json")),
            ("title", .string("tablesnap config")),
            ("description", .string("A table for tablesnap: docs/config.md. Generated by `tablesnap schema`.")),
            ("definitions", .object([("row", schema(of: .object(RowDecoder.allKeys))),
                                     ("template", schema(of: .object(templateKeys))),
                                     ("content", elementSchema(isRoot: true)),
                                     ("element", elementSchema(isRoot: false))])),
        ] + properties(TableDecoder.topLevelKeys, required: ["width"]))
    }

    /// An object with `keys`, each of the kind `kinds` gives it (by default the kind the key
    /// has in an object of these keys), with its help (by default ``help(of:in:)``'s).
    private static func properties(_ keys: [String], required: [String], help: ((String) -> KeyHelp?)? = nil,
                                   kinds: ((String) -> Kind?)? = nil) -> [(String, DataValue)] {
        let kindOf = kinds ?? { kind(of: $0, in: keys) }
        let helpOf = help ?? { Self.help(of: $0, in: keys) }
        var pairs: [(String, DataValue)] = [("type", .string("object")),
                                            ("properties", .object(keys.map { ($0, described(schema(of: kindOf($0) ?? .any), by: helpOf($0))) })),
                                            ("additionalProperties", .bool(false))]
        if !required.isEmpty { pairs.append(("required", .array(required.map(DataValue.string)))) }
        return pairs
    }

    private static func schema(of kind: Kind) -> DataValue {
        switch kind {
        case .any: return .object([])
        case .string: return .object([("type", .string("string"))])
        case .boolean: return .object([("type", .string("boolean"))])
        case .integer: return .object([("type", .string("integer"))])
        case .number: return .object([("type", .string("number"))])
        case .null: return .object([("type", .string("null"))])
        case .onlyTrue: return .object([("const", .bool(true))])
        case .text: return .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])
        case .length: return .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(Height.maximumPoints))])
        case .dimension: return .object([("anyOf", .array([schema(of: .length), schema(of: .choice(["automatic"]))]))])
        case .choice(let names): return .object([("enum", .array(names.map(DataValue.string)))])
        case .colour: return .object([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))])
        case .list(let element): return .object([("type", .string("array")), ("items", schema(of: element))])
        case .object(let keys, let required): return .object(properties(keys, required: required))
        case .map(let value): return .object([("type", .string("object")), ("additionalProperties", schema(of: value))])
        case .either(let kinds): return .object([("anyOf", .array(kinds.map(schema(of:))))])
        case .row: return .object([("$ref", .string("#/definitions/row"))])
        case .template: return .object([("$ref", .string("#/definitions/template"))])
        case .element: return .object([("$ref", .string("#/definitions/element"))])
        case .content: return .object([("$ref", .string("#/definitions/content"))])
        case .placeholder: return .object([("type", .string("string")), ("pattern", .string("\\{[^{}]+\\}"))])
        }
    }

    /// `schema` with `help`'s sentence and examples, its numbers held to `help`'s range. Beside
    /// a `$ref`, draft-07 ignores other keys: the reference moves into an `allOf`.
    private static func described(_ schema: DataValue, by help: KeyHelp?) -> DataValue {
        guard let help else { return schema }
        var pairs: [(key: String, value: DataValue)] = [("description", .string(help.text))]
        let ranged = bounded(schema, by: help)
        if case .object(let inner) = ranged {
            if inner.contains(where: { $0.key == "$ref" }) { pairs.append(("allOf", .array([ranged]))) } else { pairs += inner }
        }
        if !help.examples.isEmpty { pairs.append(("examples", .array(help.examples))) }
        return .object(pairs)
    }

    /// `schema` with `help`'s minimum and maximum on its numbers: on each choice of an
    /// `anyOf`, on a list's items; text and other forms are left as they are.
    private static func bounded(_ schema: DataValue, by help: KeyHelp) -> DataValue {
        guard help.minimum != nil || help.maximum != nil, case .object(let pairs) = schema else { return schema }
        func isNumeric(_ type: DataValue?) -> Bool {
            switch type {
            case .string(let name): return name == "number" || name == "integer"
            case .array(let names): return names.contains { isNumeric($0) }
            default: return false
            }
        }
        if case .array(let choices)? = pairs.first(where: { $0.key == "anyOf" })?.value {
            return .object(pairs.map { $0.key == "anyOf" ? ($0.key, .array(choices.map { bounded($0, by: help) })) : $0 })
        }
        if let items = pairs.first(where: { $0.key == "items" })?.value {
            return .object(pairs.map { $0.key == "items" ? ($0.key, bounded(items, by: help)) : $0 })
        }
        guard isNumeric(pairs.first(where: { $0.key == "type" })?.value) else { return schema }
        var limited = pairs.filter { !["minimum", "maximum", "exclusiveMinimum"].contains($0.key) }
        if let minimum = help.minimum { limited.append((help.exclusiveMinimum ? "exclusiveMinimum" : "minimum", .number(minimum))) }
        if let maximum = help.maximum { limited.append(("maximum", .number(maximum))) }
        return .object(limited)
    }
}
