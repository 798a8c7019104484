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
        /// Text shown as written: a string, number or boolean (`title: 1.50`).
        case text
        /// A length: a number, or text (`automatic`, `fit`, a `{placeholder}` read from data).
        case length
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
    }

    /// The kind of each key, by the key's name in its object. One table for every object:
    /// where one name means different things in two objects (a table's `separator`, a row's),
    /// ``kind(of:in:)`` tells them apart.
    static let valueKinds: [String: Kind] = [
        // The table.
        "width": .length, "style": .choice(TableStyle.allCases.map(\.rawValue)), "scale": .integer,
        "appearance": .choice(Appearance.allCases.map(\.rawValue)), "viewport": .object(TableDecoder.viewportKeys),
        "rowHeight": .length, "estimatedRowHeight": .length, "headerHeight": .length, "footerHeight": .length,
        "sectionSpacing": .length, "tableHeader": .object(TableDecoder.bandKeys), "tableFooter": .object(TableDecoder.bandKeys),
        "cells": .map(.template), "data": .any, "sections": .list(.object(TableDecoder.sectionKeys)),
        "layout": .either([.string, .object(LayoutDecoder.layoutKeys, required: ["file"])]), "mode": .integer,
        "layoutDirection": .choice(LayoutDirection.allCases.map(\.rawValue)),
        "contentSize": .choice(ContentSize.allCases.map(\.rawValue)), "indexTitles": .list(.text), "editing": .boolean,
        "snapshot": .object(SnapshotSettings.keys), "variants": .object(SnapshotVariant.keys),
        // The viewport, bands, snapshot settings and variants.
        "height": .length, "offset": .number, "title": .text,
        "maxDiffPixels": .integer, "maxDiffRatio": .number, "threshold": .number,
        "device": .list(.choice(DevicePreset.all.map(\.name))),
        // A section.
        "id": .text, "header": .either([.text, .object(TableDecoder.bandKeys)]), "footer": .either([.text, .object(TableDecoder.bandKeys)]),
        "rows": .list(.row),
        // A row.
        "subtitle": .text, "detail": .text, "accessory": .choice(Row.Accessory.allCases.map(\.rawValue)),
        "on": .either([.boolean, .choice(["pending"])]), "image": .object(RowDecoder.imageKeys, required: ["file"]),
        "lines": .integer, "selected": .boolean, "reorder": .boolean, "indent": .integer,
        "background": .colour, "textColor": .colour, "tint": .colour, "cell": .string, "type": .string, "tag": .text,
        "bind": .either([.string, .object(RowDecoder.bindKeys)]), "swipe": .object(SwipeDecoder.edges), "canEdit": .boolean, "canMove": .boolean,
        "preferredMaxWidth": .length, "part": .text, "backgroundInset": .either([.length, .object(CardDecoder.sideKeys)]),
        "corners": .either([.string, .list(.string)]), "cornerRadius": .length, "separator": .object(CardDecoder.separatorKeys),
        "repeat": .either([.integer, .string]), "heights": .list(.length), "source": .string, "perRow": .any, "emptyCell": .any,
        "first": .object(variantKeys), "last": .object(variantKeys), "only": .object(variantKeys),
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
        case "separator" where inTable: return .object(TableDecoder.separatorKeys)
        case "style" where keys == TableDecoder.separatorKeys: return .choice(Separator.Style.allCases.map(\.rawValue))
        case "style" where keys == SwipeDecoder.actionKeys: return .choice(SwipeActions.Action.Style.allCases.map(\.rawValue))
        case "style" where !inTable: return .choice(Row.Style.allCases.map(\.rawValue))
        case "editing" where !inTable: return .either([.choice(Row.Editing.allCases.map(\.rawValue)), .null])
        case "inset" where keys == TableDecoder.separatorKeys: return .object(TableDecoder.separatorInsetKeys)
        case "inset" where keys == CardDecoder.separatorKeys: return .either([.length, .object(CardDecoder.sideKeys)])
        case "appearance" where keys == SnapshotVariant.keys: return .list(.choice(Appearance.allCases.map(\.rawValue)))
        case "title" where keys == SwipeDecoder.actionKeys: return .text
        default: return valueKinds[key]
        }
    }

    /// The keys of every object the schema describes, for the test that each has a kind.
    static var objects: [[String]] {
        [TableDecoder.topLevelKeys, TableDecoder.sectionKeys, TableDecoder.viewportKeys, TableDecoder.bandKeys,
         TableDecoder.separatorKeys, TableDecoder.separatorInsetKeys, RowDecoder.allKeys, templateKeys,
         RowDecoder.imageKeys, RowDecoder.bindKeys, CardDecoder.sideKeys, CardDecoder.separatorKeys, SwipeDecoder.edges,
         SwipeDecoder.actionKeys, SnapshotSettings.keys, SnapshotVariant.keys, LayoutDecoder.layoutKeys, variantKeys]
    }

    /// A template's keys: a row's, less `id` and `cell`, with the position variants.
    static let templateKeys = RowDecoder.rowKeys.filter { $0 != "id" && $0 != "cell" } + RowDecoder.variantKeys

    /// A position variant's keys (`first:`, `last:`, `only:` of a template): the fields it
    /// may override.
    static let variantKeys = RowOverride.Field.allCases.map(\.rawValue)

    /// Keys of `keys` that have no kind (empty when the schema is whole).
    static func keysWithoutKind() -> [String] {
        objects.flatMap { keys in keys.filter { kind(of: $0, in: keys) == nil } }
    }

    /// The schema, as JSON (draft-07, which editors' YAML and JSON servers read).
    public static var json: DataValue {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string("https://github.com/tablesnap/tablesnap/schema/config.json")),
            ("title", .string("tablesnap config")),
            ("description", .string("A table for tablesnap: docs/config.md. Generated by `tablesnap schema`.")),
            ("definitions", .object([("row", schema(of: .object(RowDecoder.allKeys))),
                                     ("template", schema(of: .object(templateKeys)))])),
        ] + properties(TableDecoder.topLevelKeys, required: ["width"]))
    }

    private static func properties(_ keys: [String], required: [String]) -> [(String, DataValue)] {
        var pairs: [(String, DataValue)] = [("type", .string("object")),
                                            ("properties", .object(keys.map { ($0, schema(of: kind(of: $0, in: keys) ?? .any)) })),
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
        case .text: return .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])
        case .length: return .object([("type", .array([.string("number"), .string("string")]))])
        case .choice(let names): return .object([("enum", .array(names.map(DataValue.string)))])
        case .colour: return .object([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))])
        case .list(let element): return .object([("type", .string("array")), ("items", schema(of: element))])
        case .object(let keys, let required): return .object(properties(keys, required: required))
        case .map(let value): return .object([("type", .string("object")), ("additionalProperties", schema(of: value))])
        case .either(let kinds): return .object([("anyOf", .array(kinds.map(schema(of:))))])
        case .row: return .object([("$ref", .string("#/definitions/row"))])
        case .template: return .object([("$ref", .string("#/definitions/template"))])
        }
    }
}
