/// One element kind of a custom cell (docs/cells.md, Elements): the key that names it in a
/// config, the form of the value beside that key, the keys it takes of its own, its defaults
/// and its line of the docs' table. ``ElementKinds/all`` holds one entry a kind; the decoder
/// (TableConfig's `ElementDecoder`), the schema (`ConfigSchema`), the Swift builder
/// (`ElementBuilder`), the layout (``ElementLayout``) and the painter read their key lists and
/// defaults there, so a new kind is an entry, its case of ``CellElement/Kind``, its layout and
/// its drawing (docs/architecture.md, "Adding an element kind").
package struct ElementKind: Sendable {
    /// What a config writes beside the kind's key.
    package enum Value: Sendable {
        /// A list of elements (a stack's children).
        case elements
        /// Text; placeholders.
        case text
        /// A PNG's path, or `{file, tint, contentMode}`.
        case imageFile
        /// An SF Symbols name (``SymbolNames``); placeholders.
        case symbolName
        /// A colour, or nothing for the kind's ``ElementKind/fill``.
        case colourOrNothing
        /// `true`, or nothing: the kind alone.
        case onlyTrue
        /// A weight greater than 0, or nothing for 1.
        case weightOrNothing
    }

    /// The value as read (the decoder checks it first, with the line and column).
    package enum Written: Sendable {
        case elements([CellElement])
        case text(String)
        case colour(CellColor?)
        case weight(Double?)
        case nothing

        var children: [CellElement] { if case .elements(let children) = self { children } else { [] } }
        var string: String { if case .text(let text) = self { text } else { "" } }
        var colour: CellColor? { if case .colour(let colour) = self { colour } else { nil } }
        var number: Double? { if case .weight(let weight) = self { weight } else { nil } }
    }

    /// The key that names the kind (`hstack`, `dot` …).
    package let name: String
    package let value: Value
    /// The keys it takes besides its own name and ``ElementKinds/commonKeys``.
    package let keys: [String]
    /// The colour its shape is drawn in when the element names none (``CellElement/fill`` nil).
    package let fill: CellColor?
    /// Its side in points when neither `width` nor `height` sets it (a leaf that is not text).
    package let side: Double?
    /// Its text's font and colour, and its padding, before the config's keys change them.
    package let text: CellText?
    package let padding: ElementInsets
    /// docs/cells.md's Elements table: the value column (the schema's description of the
    /// kind's key, links read as their text) and the own-keys column, each default said
    /// from the entry's own value (``filled(_:)``).
    package var valueDoc: String { filled(valueTemplate) }
    package var keysDoc: String { filled(keysTemplate) }
    private let valueTemplate: String
    private let keysTemplate: String
    /// Whether an element's kind is this one.
    fileprivate let matches: @Sendable (CellElement.Kind) -> Bool
    private let kind: @Sendable (Written) -> CellElement.Kind

    /// The element of this kind a value makes, with the kind's defaults (a badge's text and
    /// padding; its colour, ``fill``, is the painter's when the element names none).
    ///
    /// - Complexity: O(1).
    package func element(_ written: Written) -> CellElement {
        var element = CellElement(kind(written))
        element.padding = padding
        element.fill = written.colour  // a shape's colour; nil: its kind's `fill`, when drawn
        return element
    }

    /// `template` with the kind's defaults in place of `$fill`, `$side`, `$font`, `$textColor`,
    /// `$top` and `$leading` (its padding's), so a doc line cannot say another default.
    private func filled(_ template: String) -> String {
        func name(_ color: CellColor?) -> String {
            if case .semantic(let semantic)? = color { semantic.rawValue } else { color.map { "\($0)" } ?? "none" }
        }
        let font = text.map { "\($0.font.style.rawValue) \($0.font.weight.rawValue)" } ?? ""
        return template.replacing("$fill", with: name(fill)).replacing("$side", with: side.map(ElementKinds.points) ?? "")
            .replacing("$font", with: font).replacing("$textColor", with: name(text?.color))
            .replacing("$top", with: ElementKinds.points(padding.top)).replacing("$leading", with: ElementKinds.points(padding.leading))
    }

    /// A stack's axis (its alignments across it differ); nil for the other kinds.
    package var axis: CellStack.Axis? {
        if case .stack(let stack) = kind(.elements([])) { stack.axis } else { nil }
    }

    /// docs/cells.md's row for the kind.
    package var docRow: String {
        "| `\(name)` | \(valueDoc) | \(keysDoc) | ![\(name)](../Examples/cells/\(name).png) |"
    }

    fileprivate init(_ name: String, value: Value, keys: [String], fill: CellColor? = nil, side: Double? = nil, text: CellText? = nil,
                     padding: ElementInsets = .zero, valueDoc: String, keysDoc: String,
                     matches: @escaping @Sendable (CellElement.Kind) -> Bool, kind: @escaping @Sendable (Written) -> CellElement.Kind) {
        (self.name, self.value, self.keys, self.fill, self.side, self.text, self.padding) = (name, value, keys, fill, side, text, padding)
        (valueTemplate, keysTemplate, self.matches, self.kind) = (valueDoc, keysDoc, matches, kind)
    }
}

/// The table of element kinds, in the docs' order.
package enum ElementKinds {
    /// The keys every element takes (docs/cells.md, "Keys every element takes").
    package static let commonKeys = ["id", "action", "visible", "padding", "width", "height", "minWidth", "minHeight", "aspectRatio"]
    static let stackKeys = ["spacing", "alignment", "distribution", "background", "cornerRadius", "cornerCurve", "margins"]
    package static let textKeys = ["style", "weight", "italic", "color", "lines", "alignment", "size", "relativeTo", "lineSpacing",
                                   "lineHeightMultiple"]

    package static let hstack = ElementKind(
        "hstack", value: .elements, keys: stackKeys,
        valueDoc: "a list of elements, side by side (leading to trailing)",
        keysDoc: "`spacing`, `alignment` (\(alignments(.horizontal))), "
            + "`distribution` (`fill` (default) \\| `fillEqually` \\| `equalSpacing`), "
            + "`background`, `cornerRadius`",
        matches: { if case .stack(let stack) = $0 { stack.axis == .horizontal } else { false } },
        kind: { .stack(CellStack(axis: .horizontal, children: $0.children)) })
    package static let vstack = ElementKind(
        "vstack", value: .elements, keys: stackKeys,
        valueDoc: "a list of elements, one under the other",
        keysDoc: "`spacing`, `alignment` (\(alignments(.vertical))), `distribution`, `background`, `cornerRadius`",
        matches: { if case .stack(let stack) = $0 { stack.axis == .vertical } else { false } },
        kind: { .stack(CellStack(axis: .vertical, children: $0.children)) })
    package static let text = ElementKind(
        "text", value: .text, keys: textKeys, text: CellText(""),
        valueDoc: "text; placeholders",
        keysDoc: "`style`, `weight`, `italic`, `color`, `lines` (default \(CellText("").lines); 0 unlimited), "
            + "`alignment` (`natural` \\| `leading` \\| `center` \\| `trailing`), `size` (points, instead of the style's), "
            + "`relativeTo` (a style `size` scales with), `lineSpacing`, "
            + "`lineHeightMultiple` ([Text](#text))",
        matches: { if case .text = $0 { true } else { false } },
        kind: { .text(CellText($0.string)) })
    /// A Settings icon's side: an image's, and a symbol's tile's (``CellElement/tileSize``).
    static let iconSide = 29.0
    package static let image = ElementKind(
        "image", value: .imageFile, keys: ["circular", "cornerRadius", "cornerCurve", "contentMode", "tint"], side: iconSide,
        valueDoc: "a PNG's path beside the config, or `{file, tint, contentMode}`; placeholders fill file names "
            + "(`\"{image}\"`, `\"{image}.png\"`, `\"assets/{image}.png\"`)",
        keysDoc: "`circular`, `cornerRadius`, `contentMode` (`scaleToFill` \\| `aspectFit` (default) \\| `aspectFill` \\| `center`), "
            + "`tint` "
            + "(a colour: the image's alpha drawn in it, a template image) ($side pt square unless `width`/`height`/`aspectRatio`)",
        matches: { if case .image = $0 { true } else { false } },
        kind: { .image(path: $0.string, circular: false) })
    package static let symbol = ElementKind(
        "symbol", value: .symbolName, keys: ["style", "size", "color", "tile"],
        valueDoc: "an SF Symbols name ([Symbols](#symbols)); placeholders",
        keysDoc: "`style` (its size, default \(CellSymbol("").style.rawValue)), `size` (points), `color` (default the tint), "
            + "`tile` (a colour: the Settings icon tile)",
        matches: { if case .symbol = $0 { true } else { false } },
        kind: { .symbol(CellSymbol($0.string)) })
    package static let dot = ElementKind(
        "dot", value: .colourOrNothing, keys: ["size"], fill: .semantic(.systemBlue), side: 10,
        valueDoc: "its colour (default $fill)", keysDoc: "`size` (default $side)",
        matches: { if case .dot = $0 { true } else { false } },
        kind: { _ in .dot })
    package static let rectangle = ElementKind(
        "rectangle", value: .colourOrNothing, keys: ["cornerRadius", "cornerCurve"], fill: .semantic(.systemGray5),
        valueDoc: "its colour (default $fill)", keysDoc: "`cornerRadius`; its size from `width`/`height`",
        matches: { if case .rectangle = $0 { true } else { false } },
        kind: { _ in .rectangle })
    /// A badge's text, 2 pt above and below and 7 pt at the sides of its pill.
    static let badgeText = CellText("", font: CellFont(.footnote, weight: .semibold), color: .semantic(.white))
    static let badgePadding = ElementInsets(top: 2, leading: 7, bottom: 2, trailing: 7)
    package static let badge = ElementKind(
        "badge", value: .text, keys: textKeys + ["background", "cornerRadius"], fill: .semantic(.systemRed), text: badgeText,
        padding: badgePadding,
        valueDoc: "text in a pill (a count, a button)",
        keysDoc: "the text keys (default $font, $textColor), `background` (default $fill), `cornerRadius` (default: a pill); "
            + "padding $top pt above and below, $leading pt at the sides",
        matches: { if case .badge = $0 { true } else { false } },
        kind: { written in
            var text = badgeText
            text.text = written.string
            return .badge(text)
        })
    package static let divider = ElementKind(
        "divider", value: .onlyTrue, keys: ["color"], fill: .semantic(.separator),
        valueDoc: "`true`", keysDoc: "`color` (default $fill): a one-pixel line across the stack it is in",
        matches: { if case .divider = $0 { true } else { false } },
        kind: { _ in .divider })
    package static let spacer = ElementKind(
        "spacer", value: .weightOrNothing, keys: [],
        valueDoc: "its weight (default 1)", keysDoc: "flexible space along its stack",
        matches: { if case .spacer = $0 { true } else { false } },
        kind: { .spacer(weight: $0.number ?? 1) })

    /// Every kind, in the docs' order.
    package static let all = [hstack, vstack, text, image, symbol, dot, rectangle, badge, divider, spacer]

    /// The kind a config names `name`; nil: no kind.
    ///
    /// - Complexity: O(kinds).
    package static func named(_ name: String) -> ElementKind? { all.first { $0.name == name } }

    /// The entry of an element's kind.
    ///
    /// - Complexity: O(kinds).
    package static func of(_ kind: CellElement.Kind) -> ElementKind {
        all.first { $0.matches(kind) } ?? spacer
    }

    /// A stack's alignments across its axis (docs/cells.md), its default first marked.
    package static func alignmentNames(_ axis: CellStack.Axis) -> [String] {
        axis == .horizontal ? ["top", "center", "bottom", "firstBaseline", "fill"] : ["leading", "center", "trailing", "fill"]
    }

    private static func alignments(_ axis: CellStack.Axis) -> String {
        let standard = CellStack(axis: axis, children: []).alignment.rawValue
        return alignmentNames(axis).map { "`\($0)`" + ($0 == standard ? " (default)" : "") }.joined(separator: " \\| ")
    }

    fileprivate static func points(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
