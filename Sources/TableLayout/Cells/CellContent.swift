/// A row's custom content (docs/cells.md): an element tree that replaces the stock cell's
/// image and labels, laid out between the cell's editing control and its accessory.
public struct CellContent: Equatable, Sendable {
    /// How deep stacks may nest (docs/cells.md, Limits): deeper is an error in a config; in
    /// Swift, elements deeper than this are not laid out.
    public static let maximumDepth = 16

    public var root: CellElement
    /// Whether the content sits inside the cell's layout margins (16 pt up to 375 pt wide,
    /// 20 pt from 390 pt, docs/cells.md), as a `UIListContentConfiguration` does; false: from
    /// the cell's edge (after the indentation and the editing control) to its accessory, for
    /// content that draws in the margin (Mail's unread dot).
    package var usesMargins: Bool

    /// - Complexity: O(1).
    public init(_ root: CellElement, usesMargins: Bool = true) {
        self.root = root
        self.usesMargins = usesMargins
    }

    /// The content with every placeholder filled from `data` and `index`, and the elements
    /// whose `visible` reads as false (or texts that come out empty) removed.
    ///
    /// - Complexity: O(*t* + *f*), *t* the length of its texts, *f* the fields of the objects
    ///   its placeholders read (each indexed once, ``PlaceholderValues``).
    public func filled(data: DataValue?, index: Int?) -> CellContent {
        filled(PlaceholderValues(data: data, index: index))
    }

    /// The content filled through `values`, shared with the row's other texts.
    package func filled(_ values: PlaceholderValues) -> CellContent {
        var content = self
        content.root = root.filled(values) ?? CellElement(.stack(CellStack(axis: .vertical, children: [])))
        return content
    }

    /// Whether anything in it reads `{@position}`.
    var mentionsPosition: Bool { root.anyText(TextTemplate.mentionsPosition) }

    func fillingPosition(_ text: String) -> CellContent {
        var content = self
        content.root = root.mappingTexts { TextTemplate.fillPosition($0, with: text) }
        return content
    }
}

extension CellElement {
    /// Whether a `visible` text shows its element: anything but empty, `false`, `0`, `no`, `null`.
    package static func isShown(_ text: String) -> Bool {
        let trimmed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return !["", "false", "0", "no", "null"].contains(trimmed.lowercased())
    }

    /// This element with its placeholders filled; nil when it is hidden.
    func filled(_ values: PlaceholderValues) -> CellElement? {
        func fillText(_ text: String) -> String { TextTemplate.render(text, values: values) }
        if let visible, !CellElement.isShown(fillText(visible)) { return nil }
        var element = self
        element.visible = nil
        element.id = id.map(fillText)
        element.action = action.map(fillText)
        element.fill = fill.map { $0.filled(values) }
        element.tint = tint.map { $0.filled(values) }
        switch kind {
        case .stack(var stack):
            stack.children = stack.children.compactMap { $0.filled(values) }
            element.kind = .stack(stack)
        case .text(var text), .badge(var text):
            text.text = fillText(text.text)
            text.color = text.color.filled(values)
            // An empty text takes no room, as a label with no text in a stack.
            if text.text.isEmpty { return nil }
            element.kind.text = text
        case .image(let path, let circular):
            // Placeholders fill file names, never folders: a value holding `/` or `..`
            // would reach outside the folder the config named (checked when it was read).
            let filled = fillText(path)
            let parts = filled.split(separator: "/")
            let safe = !TextTemplate.hasPlaceholders(path)
                || (parts.count == path.split(separator: "/").count && !parts.contains(".."))
            element.kind = .image(path: safe ? filled : "", circular: circular)
        case .symbol(var symbol):
            symbol.name = fillText(symbol.name)
            symbol.color = symbol.color.filled(values)
            symbol.tile = symbol.tile?.filled(values)
            element.kind = .symbol(symbol)
        default: break  // a kind with no text, path, name or colour of its own (`fill` is filled above)
        }
        return element
    }

    /// Whether `test` holds for any text, path, name or visibility in the tree.
    func anyText(_ test: (String) -> Bool) -> Bool {
        var found = false
        _ = mappingTexts { text in
            if !found, test(text) { found = true }
            return text
        }
        return found
    }

    /// The tree with `transform` applied to every text, image path, symbol name, id,
    /// action and visibility.
    func mappingTexts(_ transform: (String) -> String) -> CellElement {
        var element = self
        element.id = id.map(transform)
        element.action = action.map(transform)
        element.visible = visible.map(transform)
        switch kind {
        case .stack(var stack):
            stack.children = stack.children.map { $0.mappingTexts(transform) }
            element.kind = .stack(stack)
        case .text(var text), .badge(var text):
            text.text = transform(text.text)
            element.kind.text = text
        case .image(let path, let circular): element.kind = .image(path: transform(path), circular: circular)
        case .symbol(var symbol):
            symbol.name = transform(symbol.name)
            element.kind = .symbol(symbol)
        default: break  // a kind with no text, path or name
        }
        return element
    }
}

extension CellElement.Kind {
    /// A text's or a badge's text; nil for the other kinds (setting it changes nothing there).
    package var text: CellText? {
        get {
            switch self {
            case .text(let text), .badge(let text): text
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .text: self = .text(newValue)
            case .badge: self = .badge(newValue)
            default: break
            }
        }
    }
}
