import TableLayout

/// What an editor shows for a key of a config (docs/config.md, "Editors"): its sentence, the
/// range the loader checks, and an example. The sentences of a row's keys, the table's keys
/// and custom cells' element keys are the docs' own (docs/config.md's "Table keys" and "Rows"
/// tables, docs/cells.md's element tables): a test reads those tables and fails when a
/// sentence here differs from the docs' or a key has none.
extension ConfigSchema {
    struct KeyHelp: Sendable {
        /// The docs' sentence, as plain text (links by their text, backquotes kept).
        var text: String
        /// The smallest and largest number the loader accepts (numbers only; other forms of
        /// the value are left alone).
        var minimum: Double? = nil
        var maximum: Double? = nil
        /// Whether `minimum` itself is refused (`viewport: {height: 0}`).
        var exclusiveMinimum = false
        /// Values an editor may offer, as written in a config.
        var examples: [DataValue] = []

        init(_ text: String, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false, examples: [DataValue] = []) {
            self.text = text
            self.minimum = minimum
            self.maximum = maximum
            self.exclusiveMinimum = exclusiveMinimum
            self.examples = examples
        }

        /// A length: 0 to ``Height/maximumPoints`` points.
        static func points(_ text: String, examples: [DataValue] = []) -> KeyHelp {
            KeyHelp(text, minimum: 0, maximum: Height.maximumPoints, examples: examples)
        }

        /// A length greater than 0.
        static func positivePoints(_ text: String, examples: [DataValue] = []) -> KeyHelp {
            KeyHelp(text, minimum: 0, maximum: Height.maximumPoints, exclusiveMinimum: true, examples: examples)
        }
    }

    /// The table's keys (docs/config.md, "Table keys").
    static let tableHelp: [String: KeyHelp] = [
        "width": KeyHelp("the table's width in points (at least 1), or `fit`: the rows' largest `preferredMaxWidth`",
                         minimum: 1, maximum: Height.maximumPoints, examples: [.number(390), .string("fit")]),
        "style": KeyHelp("`plain` | `grouped` | `insetGrouped`", examples: [.string("insetGrouped")]),
        "scale": KeyHelp("PNG pixels per point: `1` | `2` | `3` (default 2)", minimum: 1, maximum: 3, examples: [.number(3)]),
        "appearance": KeyHelp("`light` | `dark`", examples: [.string("dark")]),
        "layoutDirection": KeyHelp("`leftToRight` | `rightToLeft`: drawn mirrored, as iOS in Hebrew or Arabic", examples: [.string("rightToLeft")]),
        "locale": KeyHelp("the interface's locale (`tr`, `ar-EG`): grouped headers' capitals follow its rules, and its script's direction is the default `layoutDirection`",
                          examples: [.string("tr"), .string("ar")]),
        "contentSize": KeyHelp("Dynamic Type: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5` (default `large`)",
                               examples: [.string("accessibility1")]),
        "indexTitles": KeyHelp("a section index at the trailing edge: 1–3 characters each, at most 100", examples: [.array([.string("A"), .string("B")])]),
        "editing": KeyHelp("`true`: the table is in editing mode (every row's editing control)", examples: [.bool(true)]),
        "presentation": KeyHelp("`fullScreen` | `formSheet`: an iPad's form sheet, whose cells have 16 pt margins and stock rows 15 pt above and below their text (52 pt for one line, with `rowHeight: automatic`; default `fullScreen`; the `ipadProFormSheet` device sets it)",
                                examples: [.string("formSheet")]),
        "framework": KeyHelp("`uiKit` | `swiftUI` | `swiftUITableView`: what draws the list; UIKit's titled headers have 23 pt above their text and its titled footers 7.25 pt below it, SwiftUI's `List` and `Form` 15.5 and 15.25, and UIKit draws a grouped header titled `\"\"` as a band with no text; `swiftUI` (iOS 16 and later, a collection view's list) has 20 pt margins from 375 pt wide, where UIKit has 16 up to 375; `swiftUITableView` is SwiftUI's list until iOS 15, a `UITableView` with SwiftUI's bands and UIKit's margins (default `uiKit`)",
                             examples: [.string("swiftUI")]),
        "viewport": KeyHelp("the part drawn: `{height, offset}` in points (default: the whole content)",
                            examples: [.object([("height", .number(844)), ("offset", .number(0))])]),
        "rowHeight": .points("rows' height: number ≥ 0 or `automatic` (measured as drawn)", examples: [.number(44), .string("automatic")]),
        "estimatedRowHeight": .positivePoints("the height of `automatic` rows that are not measured", examples: [.number(44)]),
        "headerHeight": .points("sections' header height: number ≥ 0 or `automatic`", examples: [.string("automatic")]),
        "footerHeight": .points("sections' footer height: number ≥ 0 or `automatic`", examples: [.string("automatic")]),
        "sectionSpacing": .points("points between sections (default 0: grouped styles space groups with UIKit's headers and footers)"),
        "tableHeader": KeyHelp("a header above the first section: `{title, height}`", examples: [.object([("title", .string("Hello")), ("height", .number(60))])]),
        "tableFooter": KeyHelp("a footer below the last section: `{title, height}`", examples: [.object([("height", .number(40))])]),
        "separator": KeyHelp("the line between rows: `{style: single | none, color, inset: {left, right}}`",
                             examples: [.object([("style", .string("single")), ("color", .string("#C6C6C8"))])]),
        "cells": KeyHelp("reusable cell templates by name; a row's `cell` picks one", examples: [.object([("person", .object([("style", .string("subtitle"))]))])]),
        "data": KeyHelp("any value; placeholders and sources read it"),
        "sections": KeyHelp("the sections, top to bottom: `{id, header, footer, rows}`"),
        "layout": KeyHelp("the sections from a layout file in tablesnap's DSL (docs/dsl.md): its path, or `{file}`", examples: [.string("settings.layout")]),
        "mode": KeyHelp("the layout's mode (a number the DSL's conditions read; default 0)", minimum: 0, maximum: Double(Int32.max)),
        "snapshot": KeyHelp("`verify`'s tolerance for this config: `{maxDiffPixels, maxDiffRatio, threshold or perceptualPrecision}` (docs/snapshots.md)",
                            examples: [.object([("maxDiffPixels", .number(20))])]),
        "variants": KeyHelp("one golden per combination: `{appearance: [light, dark], device: [se, proMax]}`",
                            examples: [.object([("appearance", .array([.string("light"), .string("dark")]))])]),
        "colors": KeyHelp("the app's colours by name, used by name in cells: each `#RRGGBB(AA)`, a semantic name, or `{light, dark}`",
                          examples: [.object([("brand", .string("#1F6FEB"))])]),
        "background": KeyHelp("the table's own background (default the style's): a colour, a name of `colors`, or `{light, dark}`",
                              examples: [.object([("light", .string("#EAF2FB")), ("dark", .string("#0B1622"))])]),
        "screen": KeyHelp("the whole iOS screen around the table: status bar, navigation bar, search, toolbar, tab bar (docs/screen.md)",
                          examples: [.object([("navigationBar", .object([("title", .string("People"))]))])]),
    ]

    /// A row's keys (docs/config.md, "Rows"), a template's, and a position variant's.
    static let rowHelp: [String: KeyHelp] = {
        var help: [String: KeyHelp] = [
            "id": KeyHelp("name, unique in its section"),
            "style": KeyHelp("`default` | `subtitle` | `value1` | `value2`"),
            "accessory": KeyHelp("`none` | `disclosureIndicator` | `checkmark` | `detailButton` | `detailDisclosureButton` | `switch`, "
                                 + "or a placeholder that reads one from the row's data (`\"{kind}\"`; empty: none)"),
            "on": KeyHelp("the switch's state, `true` | `false` | `pending` (AOZ's pending state: an activity indicator drawn centred in "
                          + "the switch's place, the text where it was; a touch there selects the row); only with `accessory: switch`"),
            "image": KeyHelp("`{file: icon.png}`, relative to the config's folder and inside its root (see Files a config may read)"),
            "height": .points("number ≥ 0 or `automatic`", examples: [.number(44), .string("automatic")]),
            "lines": KeyHelp("most lines of title, 0 = unlimited (default 1)", minimum: 0, maximum: 10_000),
            "editing": KeyHelp("`delete` | `insert` (shown whether or not the table is editing)"),
            "indent": KeyHelp("indentation level, 0–100", minimum: 0, maximum: 100),
            "cell": KeyHelp("a template from `cells` (or the built-in `default`); the row's own keys win"),
            "type": KeyHelp("a data type that picks the row's template as a data element's `type` does (the template of that name, "
                            + "else `XData` → `XCell`; see Data and templates), in a config or an edit file; instead of `cell`; the row's `data` fills it"),
            "data": KeyHelp("any value; placeholders read it"),
            "tag": KeyHelp("free text"),
            "backgroundInset": .points("GPJ's card: the background drawn this far in from the row's edges, `15` (all sides) or "
                                       + "`{top, left, bottom, right}` (each ≥ 0, default 0); the content moves in by the left and right insets (see Cards)"),
            "corners": KeyHelp("which corners of the background are rounded: `all`, one of `topLeft`, `topRight`, `bottomLeft`, `bottomRight`, or a list of them"),
            "cornerRadius": .points("number ≥ 0 (default 0)"),
            "separator": KeyHelp("the row's own line, drawn instead of the table's: `{position: top | bottom | both | none, "
                                 + "inset: {top, left, bottom, right}, color: \"#RRGGBB\"}` (default bottom, no inset, #F0F0F0)"),
            "part": KeyHelp("a name: rows next to each other in a section with the same `part` form one part, as a data source's rows do (see Positions)"),
            "preferredMaxWidth": .points("number ≥ 0 (default 0): the width the row's content would like (GPJ's); `query` reports the largest as "
                                         + "`contentPreferredMaxWidth`, and `width: fit` makes the table that wide (an error when no row or template sets one)"),
            "content": KeyHelp("custom content: a tree of elements (stacks, text, images, symbols, shapes) drawn in place of the stock image and labels, "
                               + "measured as drawn; texts take a style or a point `size` (`relativeTo` a style to scale), `lineSpacing` and "
                               + "`lineHeightMultiple`; images `contentMode`, `tint` (`image: {file, tint, contentMode}`) and placeholders in their "
                               + "file names; any element `aspectRatio`; see cells.md"),
            "swipe": KeyHelp("drawn swiped open: `{trailing: [{title: Delete, style: destructive}, {title: Flag, color: \"#FF9500\"}]}` or "
                             + "`{leading: […]}`; `style` is `normal` (systemGray) or `destructive` (systemRed), `color` replaces it; the first "
                             + "action is nearest the edge. `title`, `style` and `color` may read the row's data (`\"{flagTitle}\"`, `\"{style}\"`, "
                             + "`\"{flagColor}\"`); an action whose title reads as empty is left out, so each row of a source has the buttons its data "
                             + "gives it, and a row left with none is not swiped"),
            "bind": KeyHelp("a live control's value from the data: `{value: path}` or `{checked: path}`", examples: [.object([("checked", .string("settings.wifi"))])]),
            "repeat": KeyHelp("this row, repeated: the number of rows (`{index}` in its text counts from 0)", minimum: 0, maximum: Double(ConfigLoader.maxRows),
                              examples: [.number(1000)]),
            "heights": KeyHelp("with `repeat`: the rows' heights, in turn", examples: [.array([.number(44), .number(60)])]),
            "first": KeyHelp("a template's fields for the first row of a part"),
            "last": KeyHelp("a template's fields for the last row of a part"),
            "only": KeyHelp("a template's fields for the only row of a part"),
            "extends": KeyHelp("the template this one starts from (its keys, then this one's)"),
        ]
        for key in ["title", "subtitle", "detail"] { help[key] = KeyHelp("text; any scalar is shown as written (`NO`, `1.50`)") }
        for key in ["selected", "reorder"] { help[key] = KeyHelp("true / false") }
        for key in ["canEdit", "canMove"] {
            help[key] = KeyHelp("true / false (default true, false): in an editing table, whether the row shows its editing control, and a reorder control")
        }
        for key in ["background", "textColor", "tint"] { help[key] = KeyHelp("`#RRGGBB` or `#RRGGBBAA`") }
        for key in ["source", "perRow", "emptyCell"] { help[key] = KeyHelp("a generator of rows from `data` (below)") }
        help["perRow"]?.minimum = 1
        help["perRow"]?.maximum = Double(Int32.max)
        return help
    }()

    /// The keys of the smaller objects: a section, the viewport, bands, separators, images,
    /// bindings, swipe actions, the snapshot settings and variants, by the object's keys.
    static func nestedHelp(of key: String, in keys: [String]) -> KeyHelp? {
        switch (keys, key) {
        case (TableDecoder.sectionKeys, "id"): return KeyHelp("the section's name, unique in the table (`--row people:0`)")
        case (TableDecoder.sectionKeys, "header"): return KeyHelp("the section's header: its title, or `{title, height}`")
        case (TableDecoder.sectionKeys, "footer"): return KeyHelp("the section's footer: its title, or `{title, height}`")
        case (TableDecoder.sectionKeys, "headerHeight"): return .points("this section's header height: number ≥ 0 or `automatic`")
        case (TableDecoder.sectionKeys, "footerHeight"): return .points("this section's footer height: number ≥ 0 or `automatic`")
        case (TableDecoder.sectionKeys, "rowHeight"): return .points("this section's rows' height, over the table's: number ≥ 0 or `automatic`")
        case (TableDecoder.sectionKeys, "rows"): return KeyHelp("the section's rows, top to bottom")
        case (TableDecoder.viewportKeys, "height"): return .positivePoints("the height drawn, in points (default: the whole content)", examples: [.number(844)])
        case (TableDecoder.viewportKeys, "offset"): return KeyHelp("how far down the content the drawing starts, in points", examples: [.number(0)])
        case (TableDecoder.bandKeys, "title"): return KeyHelp("its text")
        case (TableDecoder.bandKeys, "height"): return .points("its height in points (a section's may be `automatic`)")
        case (TableDecoder.separatorKeys, "style"): return KeyHelp("`single` | `none`")
        case (TableDecoder.separatorKeys, "color"): return KeyHelp("`#RRGGBB` or `#RRGGBBAA`")
        case (TableDecoder.separatorKeys, "inset"): return KeyHelp("`{left, right}` in points; left's default is at the text")
        case (TableDecoder.separatorInsetKeys, _): return .points("points from the \(key) edge")
        // An image's `{file}` and a layout's (the same key list: one sentence fits both).
        case (RowDecoder.imageKeys, "file"): return KeyHelp("the file's path, relative to the config's folder and inside its root", examples: [.string("icon.png")])
        case (RowDecoder.bindKeys, "value"): return KeyHelp("the data path whose value the control shows")
        case (RowDecoder.bindKeys, "checked"): return KeyHelp("the data path whose true or false the switch or checkmark shows")
        case (CardDecoder.sideKeys, _): return .points("points in from the \(key) edge (default 0)")
        case (CardDecoder.separatorKeys, "position"): return KeyHelp("`top` | `bottom` | `both` | `none` (default bottom)")
        case (CardDecoder.separatorKeys, "inset"): return .points("points on every side, or `{top, left, bottom, right}`")
        case (CardDecoder.separatorKeys, "color"): return KeyHelp("`#RRGGBB` or `#RRGGBBAA` (default #F0F0F0)")
        case (SwipeDecoder.edges, "leading"): return KeyHelp("the actions shown swiping right, the first nearest the edge")
        case (SwipeDecoder.edges, "trailing"): return KeyHelp("the actions shown swiping left, the first nearest the edge")
        case (SwipeDecoder.actionKeys, "title"): return KeyHelp("the button's text (may read the row's data; empty leaves the button out)")
        case (SwipeDecoder.actionKeys, "style"): return KeyHelp("`normal` (systemGray) | `destructive` (systemRed), or a placeholder")
        case (SwipeDecoder.actionKeys, "color"): return KeyHelp("`#RRGGBB` or `#RRGGBBAA` in place of the style's colour, or a placeholder")
        case (SnapshotSettings.keys, "maxDiffPixels"): return KeyHelp("how many pixels may differ and still match", minimum: 0, maximum: Double(Int32.max))
        case (SnapshotSettings.keys, "maxDiffRatio"): return KeyHelp("what share of the pixels may differ and still match, 0 to 1", minimum: 0, maximum: 1)
        case (SnapshotSettings.keys, "threshold"): return KeyHelp("how far a pixel's colour may move and still count as the same, 0 to 1", minimum: 0, maximum: 1)
        case (SnapshotSettings.keys, "perceptualPrecision"):
            return KeyHelp("in place of threshold: how close a pixel's colour must stay, 0 to 1, as swift-snapshot-testing's perceptualPrecision (CIE 1994 ΔE at most (1 − it) × 100)",
                           minimum: 0, maximum: 1)
        case (SnapshotVariant.keys, "appearance"): return KeyHelp("the appearances to draw: `light`, `dark`")
        case (SnapshotVariant.keys, "device"): return KeyHelp("the devices to draw for (their width and scale): \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        case (ElementDecoder.paddingKeys, _): return .points("points on the \(key) side\(["horizontal", "vertical"].contains(key) ? "s" : "")")
        case (ElementDecoder.fillKeys, "fill"): return .positivePoints("its share of the room left, against its siblings' `fill`")
        case (ElementDecoder.imageFileKeys, _): return elementHelp[key]
        case (["light", "dark"], _): return KeyHelp("the colour in the \(key) appearance: `#RRGGBB(AA)` or a semantic name")
        case (ScreenDecoder.keys, _), (ScreenDecoder.safeAreaKeys, _), (ScreenDecoder.statusBarKeys, _), (ScreenDecoder.navigationBarKeys, _),
             (ScreenDecoder.itemKeys, _), (ScreenDecoder.searchKeys, _), (ScreenDecoder.tabBarKeys, _), (ScreenDecoder.tabKeys, _):
            return screenHelp(of: key, in: keys)
        default: return nil
        }
    }

    /// The help for `key` in the object whose keys are `keys` (as ``kind(of:in:)`` tells the
    /// table's `separator` from a row's).
    static func help(of key: String, in keys: [String]) -> KeyHelp? {
        if keys == TableDecoder.topLevelKeys { return tableHelp[key] }
        if keys == RowDecoder.allKeys || keys == templateKeys || keys == variantKeys { return rowHelp[key] }
        return nestedHelp(of: key, in: keys)
    }

    /// Custom cells' keys (docs/cells.md, "Elements" and "Keys every element takes"): each
    /// kind's own value (its ``ElementKind/valueDoc``, links read as their text), the common
    /// keys, and the keys some kinds take.
    static let elementHelp: [String: KeyHelp] = {
        var help: [String: KeyHelp] = [
            "id": KeyHelp("a name `query --point` and the Swift hit test report (placeholders)"),
            "action": KeyHelp("what a touch does: reported by hit tests (placeholders: `\"buy:{name}\"`); in Swift the element's closure runs"),
            "visible": KeyHelp("`true`, `false`, or a placeholder: hidden when it reads empty, `false`, `0`, `no` or `null`. A hidden element takes "
                               + "no room and no spacing, as a hidden arranged subview of a `UIStackView`; so does a text or badge whose text comes out empty"),
            "padding": .points("points on every side, or `{top, leading, bottom, trailing, horizontal, vertical}`"),
            "spacing": .points("points between the stack's elements"),
            "alignment": KeyHelp("where the elements sit across the stack (a text: its lines' alignment)"),
            "distribution": KeyHelp("`fill` (default) | `fillEqually` | `equalSpacing`"),
            "background": KeyHelp("its background colour: a semantic name, `#RRGGBB(AA)`, or a placeholder"),
            "cornerRadius": .points("its corners' radius in points"),
            "margins": KeyHelp("`false`: the content fills the cell, without the layout margins (the outermost stack only)"),
            "style": KeyHelp("the text style (its size, weight and leading, as Dynamic Type's)"),
            "weight": KeyHelp("the font weight, over the style's"),
            "italic": KeyHelp("`true`: italic"),
            "color": KeyHelp("its colour: a semantic name, `#RRGGBB(AA)`, or a placeholder"),
            "lines": KeyHelp("most lines (default 1; 0 unlimited)", minimum: 0, maximum: 10_000),
            "circular": KeyHelp("`true`: the image clipped to a circle"),
            "size": .positivePoints("its size in points"),
            "tile": KeyHelp("a colour: the symbol drawn white on a rounded tile of it (the Settings icon tile)"),
            "cornerCurve": KeyHelp("on stacks, images and rectangles with a `cornerRadius`: `circular` (default, arcs) or `continuous` (a squircle, "
                                   + "as `cornerCurve = .continuous` layers and SwiftUI's cards: each corner curves from 1.53 radii along its edges)"),
            "aspectRatio": KeyHelp("width over height: with one of `width`/`height` given (or the width from the stack), the other follows — "
                                   + "`{image: photo.png, width: fill, aspectRatio: 1}` is a full-width square",
                                   minimum: 0, exclusiveMinimum: true, examples: [.number(1)]),
            "relativeTo": KeyHelp("the text style a point `size` scales with under Dynamic Type (default: it does not scale)", examples: [.string("body")]),
            "lineSpacing": .points("points added between lines, as NSParagraphStyle's `lineSpacing`"),
            "lineHeightMultiple": KeyHelp("the line height times this, as NSParagraphStyle's `lineHeightMultiple`", minimum: 0, exclusiveMinimum: true),
            "contentMode": KeyHelp("`scaleToFill` | `aspectFit` (default) | `aspectFill` | `center`"),
            "tint": KeyHelp("a colour: the image's alpha drawn in it (a template image, `withRenderingMode(.alwaysTemplate)`)"),
            "file": KeyHelp("the image's path beside the config; placeholders fill file names", examples: [.string("icon.png")]),
        ]
        for key in ["width", "height"] { help[key] = .points("points; `fill` (take what the stack has left); `{fill: WEIGHT}`") }
        for key in ["minWidth", "minHeight"] { help[key] = .points("points") }
        for kind in ElementKinds.all {
            // A weight is a number greater than 0 (`spacer: 2`).
            let positive = kind.value == .weightOrNothing
            help[kind.name] = KeyHelp(plainText(kind.valueDoc), minimum: positive ? 0 : nil, exclusiveMinimum: positive)
        }
        return help
    }()

    /// Markdown's links as their text (`[Symbols](#symbols)` → `Symbols`), as an editor shows a sentence.
    static func plainText(_ markdown: String) -> String {
        var text = "", rest = Substring(markdown)
        while let open = rest.firstIndex(of: "[") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "]"), rest[close...].dropFirst().first == "(",
                  let end = rest[close...].firstIndex(of: ")") else {
                text += rest[open...]
                return text
            }
            text += rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return text + rest
    }

    /// The keys of `screen:` and its bars (docs/screen.md).
    static func screenHelp(of key: String, in keys: [String]) -> KeyHelp? {
        switch (keys, key) {
        case (ScreenDecoder.keys, "device"): return KeyHelp("the device whose screen it is (size, scale, safe areas, status bar): a preset name",
                                                            examples: [.string("iphone16")])
        case (ScreenDecoder.keys, "safeArea"): return KeyHelp("the safe area's insets in points, over the device's: `{top, bottom}`")
        case (ScreenDecoder.keys, "tint"): return KeyHelp("the bars' tint (buttons, the selected tab): `#RRGGBB(AA)` or a semantic name")
        case (ScreenDecoder.keys, "statusBar"): return KeyHelp("`false`: not drawn; `true` or `{time, cellular, wifi, battery}` (default drawn, 9:41)")
        case (ScreenDecoder.keys, "navigationBar"): return KeyHelp("the navigation bar: `{title, displayMode, back, leading, trailing, prompt}`")
        case (ScreenDecoder.keys, "search"): return KeyHelp("a search field under the title: `{placeholder, text, cancel, scopes, selectedScope, hidesWhenScrolling}`")
        case (ScreenDecoder.keys, "toolbar"): return KeyHelp("the bottom toolbar's items, leading to trailing (`flexibleSpace` between them)")
        case (ScreenDecoder.keys, "tabBar"): return KeyHelp("the tab bar: `{items: [{title, symbol, badge}], selected}`")
        case (ScreenDecoder.keys, "homeIndicator"): return KeyHelp("`false`: the home indicator is not drawn (default: drawn on devices that have one)")
        case (ScreenDecoder.safeAreaKeys, _): return .points("points of the safe area at the \(key)")
        case (ScreenDecoder.statusBarKeys, "time"): return KeyHelp("the time shown (default 9:41)", examples: [.string("9:41")])
        case (ScreenDecoder.statusBarKeys, "cellular"): return KeyHelp("the cellular bars shown, 0–4 (default 4)", minimum: 0, maximum: 4)
        case (ScreenDecoder.statusBarKeys, "wifi"): return KeyHelp("the Wi-Fi arcs shown, 0–3 (default 3)", minimum: 0, maximum: 3)
        case (ScreenDecoder.statusBarKeys, "battery"): return KeyHelp("the battery's charge in percent, 0–100 (default 100)", minimum: 0, maximum: 100)
        case (ScreenDecoder.navigationBarKeys, "title"): return KeyHelp("the title")
        case (ScreenDecoder.navigationBarKeys, "displayMode"): return KeyHelp("`automatic` | `inline` | `large`, as `navigationBarTitleDisplayMode`")
        case (ScreenDecoder.navigationBarKeys, "back"): return KeyHelp("the back button: the previous screen's title, or `true` (or an empty title) for the chevron alone")
        case (ScreenDecoder.navigationBarKeys, "leading"): return KeyHelp("the buttons at the bar's leading edge: a title or `{id, title, symbol, style, action, enabled}`")
        case (ScreenDecoder.navigationBarKeys, "trailing"): return KeyHelp("the buttons at the bar's trailing edge: a title or `{id, title, symbol, style, action, enabled}`")
        case (ScreenDecoder.navigationBarKeys, "prompt"): return KeyHelp("a line of text above the title")
        case (ScreenDecoder.itemKeys, "id"): return KeyHelp("a name hit tests report")
        case (ScreenDecoder.itemKeys, "title"): return KeyHelp("the button's text")
        case (ScreenDecoder.itemKeys, "symbol"): return KeyHelp("an SF Symbols name drawn instead of a title")
        case (ScreenDecoder.itemKeys, "style"): return KeyHelp("`plain` | `done` (semibold, as UIBarButtonItem's `.done`) | `flexibleSpace` (a toolbar's space: takes the room left)")
        case (ScreenDecoder.itemKeys, "action"): return KeyHelp("what a touch does, reported by hit tests")
        case (ScreenDecoder.itemKeys, "enabled"): return KeyHelp("`false`: drawn dimmed")
        case (ScreenDecoder.searchKeys, "placeholder"): return KeyHelp("the placeholder (default Search)")
        case (ScreenDecoder.searchKeys, "text"): return KeyHelp("the text typed in the field")
        case (ScreenDecoder.searchKeys, "cancel"): return KeyHelp("`true`: the Cancel button is shown")
        case (ScreenDecoder.searchKeys, "scopes"): return KeyHelp("the scope bar's titles")
        case (ScreenDecoder.searchKeys, "selectedScope"): return KeyHelp("the selected scope's index", minimum: 0, maximum: 100)
        case (ScreenDecoder.searchKeys, "hidesWhenScrolling"): return KeyHelp("`false`: the field stays when the table scrolls (default: it hides, as UIKit's)")
        case (ScreenDecoder.tabBarKeys, "items"): return KeyHelp("the tabs, leading to trailing: `{id, title, symbol, badge, action}`")
        case (ScreenDecoder.tabBarKeys, "selected"): return KeyHelp("the selected tab's index", minimum: 0, maximum: 100)
        case (ScreenDecoder.tabKeys, "id"): return KeyHelp("a name hit tests report")
        case (ScreenDecoder.tabKeys, "title"): return KeyHelp("the tab's title")
        case (ScreenDecoder.tabKeys, "symbol"): return KeyHelp("an SF Symbols name: the tab's glyph")
        case (ScreenDecoder.tabKeys, "badge"): return KeyHelp("a badge's text (a count)")
        case (ScreenDecoder.tabKeys, "action"): return KeyHelp("what a touch does, reported by hit tests")
        default: return nil
        }
    }
}
