/// Custom cells in Swift (docs/cells.md, Swift): the same elements a config's `content:`
/// writes, built with ``ListBuilder`` as SwiftUI builds views:
///
///     Row().content {
///         CellElement.hstack(spacing: 12) {
///             CellElement.symbol("gear", tile: .semantic(.systemGray))
///             CellElement.text("General").width(.fill(weight: 1))
///             CellElement.badge("3")
///         }
///     }
///
/// (Each statement names `CellElement`: a line that starts with `.` would continue the
/// expression on the line before it.)
extension CellElement {
    public static func hstack(spacing: Double = 0, alignment: CellStack.Alignment? = nil,
                              distribution: CellStack.Distribution = .fill,
                              @ListBuilder<CellElement> _ children: () -> [CellElement]) -> CellElement {
        CellElement(.stack(CellStack(axis: .horizontal, spacing: spacing, alignment: alignment, distribution: distribution,
                                     children: children())))
    }

    public static func vstack(spacing: Double = 0, alignment: CellStack.Alignment? = nil,
                              distribution: CellStack.Distribution = .fill,
                              @ListBuilder<CellElement> _ children: () -> [CellElement]) -> CellElement {
        CellElement(.stack(CellStack(axis: .vertical, spacing: spacing, alignment: alignment, distribution: distribution,
                                     children: children())))
    }

    public static func text(_ text: String, style: TextStyleName = .body, weight: FontWeight? = nil, italic: Bool = false,
                            color: CellColor = .semantic(.label), lines: Int = 1,
                            alignment: CellText.Alignment = .natural) -> CellElement {
        CellElement(.text(CellText(text, font: CellFont(style, weight: weight, italic: italic), color: color, lines: lines,
                                   alignment: alignment)))
    }

    /// A text in `font`: a text style, or a point size (``CellFont/init(size:weight:italic:relativeTo:)``),
    /// its lines spaced by `lineSpacing` (by default the font's: docs/cells.md, Text).
    public static func text(_ text: String, font: CellFont, color: CellColor = .semantic(.label), lines: Int = 1,
                            alignment: CellText.Alignment = .natural, lineSpacing: LineSpacing = .font) -> CellElement {
        CellElement(.text(CellText(text, font: font, color: color, lines: lines, alignment: alignment, lineSpacing: lineSpacing)))
    }

    /// A pill with text (a count, a button), 2 pt above and below and 7 pt at the sides
    /// (``ElementKinds/badge``'s defaults, which a config's `badge:` has too).
    public static func badge(_ text: String, style: TextStyleName = .footnote, weight: FontWeight = .semibold,
                             color: CellColor = .semantic(.white), background: CellColor = .semantic(.systemRed)) -> CellElement {
        var element = ElementKinds.badge.element(.text(text))
        element.kind.text = CellText(text, font: CellFont(style, weight: weight), color: color)
        element.fill = background
        return element
    }

    public static func symbol(_ name: String, style: TextStyleName = .body, size: Double? = nil,
                              color: CellColor = .semantic(.tint), tile: CellColor? = nil) -> CellElement {
        CellElement(.symbol(CellSymbol(name, style: style, size: size, color: color, tile: tile)))
    }

    /// A PNG file (an absolute path, or relative to the working folder), `size` points square.
    public static func image(_ path: String, size: Double = 29, circular: Bool = false) -> CellElement {
        var element = CellElement(.image(path: path, circular: circular))
        element.width = .points(size)
        element.height = .points(size)
        return element
    }

    public static func dot(_ color: CellColor = .semantic(.systemBlue), size: Double = 10) -> CellElement {
        var element = ElementKinds.dot.element(.colour(color))
        element.width = .points(size)
        element.height = .points(size)
        return element
    }

    public static func rectangle(_ color: CellColor, width: ElementLength? = nil, height: ElementLength? = nil,
                                 cornerRadius: Double = 0) -> CellElement {
        var element = ElementKinds.rectangle.element(.colour(color))
        element.width = width
        element.height = height
        element.cornerRadius = cornerRadius
        return element
    }

    public static func divider() -> CellElement { ElementKinds.divider.element(.nothing) }
    public static func spacer(weight: Double = 1) -> CellElement { ElementKinds.spacer.element(.weight(weight)) }

    // Modifiers: each returns a changed copy, so they chain.
    public func id(_ id: String) -> CellElement { with { $0.id = id } }
    /// Names the element's action (reported by hit tests) and runs `perform` with the row
    /// when a selection by point lands on it.
    public func action(_ name: String, _ perform: (@Sendable (Row) -> Void)? = nil) -> CellElement {
        with { $0.action = name; $0.onTap = perform.map(RowAction.init) }
    }
    public func visible(_ condition: String) -> CellElement { with { $0.visible = condition } }
    public func padding(_ all: Double) -> CellElement { with { $0.padding = ElementInsets(all: all) } }
    public func padding(_ insets: ElementInsets) -> CellElement { with { $0.padding = insets } }
    public func width(_ width: ElementLength) -> CellElement { with { $0.width = width } }
    public func height(_ height: ElementLength) -> CellElement { with { $0.height = height } }
    public func minHeight(_ points: Double) -> CellElement { with { $0.minHeight = points } }
    public func background(_ color: CellColor, cornerRadius: Double = 0) -> CellElement {
        with { $0.fill = color; $0.cornerRadius = cornerRadius }
    }
    /// Width over height: the other side follows the one given (docs/cells.md).
    public func aspectRatio(_ ratio: Double) -> CellElement { with { $0.aspectRatio = ratio } }
    /// Circular or continuous rounded corners.
    public func cornerCurve(_ curve: CornerCurve) -> CellElement { with { $0.cornerCurve = curve } }
    /// An image's fit in its box.
    public func contentMode(_ mode: ImageContentMode) -> CellElement { with { $0.contentMode = mode } }
    /// An image drawn as a template: its alpha in `color`.
    public func tint(_ color: CellColor) -> CellElement { with { $0.tint = color } }

    private func with(_ change: (inout CellElement) -> Void) -> CellElement {
        var element = self
        change(&element)
        return element
    }
}

extension Row {
    /// A row of custom content (docs/cells.md), measured as it is drawn when its height is automatic.
    public func content(usesMargins: Bool = true, _ root: () -> CellElement) -> Row {
        var row = self
        row.content = CellContent(root(), usesMargins: usesMargins)
        return row
    }
}
