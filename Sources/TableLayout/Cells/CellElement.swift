/// One element of a custom cell's content (docs/cells.md): a stack of other elements, or a
/// leaf — text, an image, a symbol, a shape, a divider, a spacer — with the properties every
/// element has: padding, fixed or flexible size, minimum size, visibility, an id and an action.
///
/// Texts, image paths, symbol names, colours, visibility and actions may hold placeholders
/// (`{name}`); ``CellContent/filled(data:index:)`` reads them from the row's data before layout.
public struct CellElement: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case stack(CellStack)
        case text(CellText)
        /// A PNG file (a path; placeholders allowed), aspect-fit in the element's box.
        case image(path: String, circular: Bool)
        case symbol(CellSymbol)
        /// A filled circle (Mail's unread dot).
        case dot
        /// A filled rectangle, its corners rounded by ``CellElement/cornerRadius``.
        case rectangle
        /// Text in a pill (a count, a "GET" button): the text's style and colour, the
        /// element's ``CellElement/fill`` behind it.
        case badge(CellText)
        /// A one-pixel line across the stack it is in.
        case divider
        /// Flexible empty space along its stack's axis, shared with other spacers by weight.
        case spacer(weight: Double)
    }

    public var kind: Kind
    /// A name for hit tests (`query --point`, ``RowHit/element``).
    public var id: String?
    /// What a touch on the element does: reported by hit tests; in Swift, ``onTap`` runs.
    public var action: String?
    /// Run with the row when a selection by point lands on this element (Swift only).
    package var onTap: RowAction?
    /// nil: always shown. Otherwise a text (placeholders filled) that hides the element when
    /// it is empty, `false`, `0`, `no` or `null`; a hidden element takes no room (as a hidden
    /// arranged subview of a `UIStackView`).
    public var visible: String?
    public var padding: ElementInsets = .zero
    public var width: ElementLength?
    public var height: ElementLength?
    public var minWidth: Double = 0
    public var minHeight: Double = 0
    /// The colour of a shape, a badge's pill or a divider, or a stack's background.
    public var fill: CellColor?
    public var cornerRadius: Double = 0
    /// How the corners of ``cornerRadius`` curve: circular arcs (`CALayerCornerCurve.circular`,
    /// the default) or continuous (`.continuous`, SwiftUI's `RoundedRectangle(style: .continuous)`).
    public var cornerCurve: CornerCurve = .circular
    /// An image's fit in its box (`UIView.ContentMode`).
    public var contentMode: ImageContentMode = .aspectFit
    /// An image's tint: its alpha drawn in this colour, as a template image
    /// (`withRenderingMode(.alwaysTemplate)`); nil: its own colours.
    public var tint: CellColor?
    /// The width over the height the element keeps (`aspectRatio`): with only one of `width`
    /// and `height` in points or given by its stack, the other follows (docs/cells.md).
    public var aspectRatio: Double?

    /// - Complexity: O(1).
    public init(_ kind: Kind) { self.kind = kind }
}

/// The shape of rounded corners, as `CALayerCornerCurve`.
public enum CornerCurve: String, CaseIterable, Sendable { case circular, continuous }

/// How an image fills its box, as `UIView.ContentMode`: stretched to it, fitted inside it
/// (the default here), filling it (cropped), or at its own size in its middle (cropped).
public enum ImageContentMode: String, CaseIterable, Sendable {
    case scaleToFill, aspectFit, aspectFill, center
}

/// A fixed or a flexible length along one axis.
public enum ElementLength: Equatable, Sendable {
    case points(Double)
    /// Takes what its stack has left, shared by weight with other flexible elements.
    case fill(weight: Double)
}

/// Padding, by leading, trailing, top and bottom (leading is mirrored right to left).
public struct ElementInsets: Equatable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// - Complexity: O(1).
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// - Complexity: O(1).
    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    public static let zero = ElementInsets()
    /// - Complexity: O(1).
    public var horizontal: Double { leading + trailing }
    /// - Complexity: O(1).
    public var vertical: Double { top + bottom }
}

/// A horizontal or vertical stack: `UIStackView` with the parts a cell needs.
public struct CellStack: Equatable, Sendable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    /// Across the axis: `top`/`center`/`bottom`/`firstBaseline` in a horizontal stack,
    /// `leading`/`center`/`trailing` in a vertical one; `fill` stretches every child.
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, center, trailing, top, bottom, firstBaseline
    }
    /// Along the axis: `fill` (each child its size, spacers and `fill` children the rest),
    /// `fillEqually` (every child the same length), `equalSpacing` (what is left goes
    /// between the children).
    public enum Distribution: String, CaseIterable, Sendable { case fill, fillEqually, equalSpacing }

    package var axis: Axis
    public var spacing: Double
    public var alignment: Alignment
    public var distribution: Distribution
    public var children: [CellElement]

    /// - Complexity: O(1).
    public init(axis: Axis, spacing: Double = 0, alignment: Alignment? = nil, distribution: Distribution = .fill,
                children: [CellElement]) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment ?? (axis == .horizontal ? .center : .leading)
        self.distribution = distribution
        self.children = children
    }
}

/// A text element's words and how they are set.
public struct CellText: Equatable, Sendable {
    public enum Alignment: String, CaseIterable, Sendable {
        /// The interface's leading side, or the right for a right-to-left paragraph (UILabel's natural).
        case natural, leading, center, trailing
    }

    public var text: String
    public var font: CellFont
    public var color: CellColor
    /// The most lines; 0 is unlimited. The last kept line ends in "…".
    public var lines: Int
    public var alignment: Alignment
    /// How its lines are spaced (docs/cells.md, Text): by default its font's (``LineSpacing/font``),
    /// with the paragraph's `lineHeightMultiple` and `lineSpacing` when set.
    public var lineSpacing: LineSpacing
    /// Its height is rounded up to a whole point, as a UILabel's intrinsic size is: a stock
    /// cell's lone label (``StockTemplate``), whose row UIKit sizes from it (a two-line title's
    /// row 65.0 pt, not 64.3; docs/fidelity.md, the onion pairs). Its lines sit in the middle.
    package var roundsHeightUp = false

    /// - Complexity: O(1).
    public init(_ text: String, font: CellFont = CellFont(.body), color: CellColor = .semantic(.label), lines: Int = 1,
                alignment: Alignment = .natural, lineSpacing: LineSpacing = .font) {
        self.text = text
        self.font = font
        self.color = color
        self.lines = lines
        self.alignment = alignment
        self.lineSpacing = lineSpacing
    }

    /// The spacing its lines get at `contentSize`: ``LineSpacing/font`` resolved to the font's.
    ///
    /// - Complexity: O(1).
    public func resolvedLineSpacing(at contentSize: ContentSize) -> LineSpacing {
        guard lineSpacing.base == .font else { return lineSpacing }
        var resolved = font.lineSpacing(at: contentSize)
        resolved.lineHeightMultiple = lineSpacing.lineHeightMultiple
        resolved.extra = lineSpacing.extra
        return resolved
    }
}

/// A symbol by its SF Symbols name (``SymbolNames``), drawn from the pinned icon font.
public struct CellSymbol: Equatable, Sendable {
    public var name: String
    /// The text style whose size the symbol takes (as `UIImage.SymbolConfiguration(textStyle:)`).
    public var style: TextStyleName
    /// Its side in points, instead of the style's size.
    public var size: Double?
    public var color: CellColor
    /// The Settings icon tile: the symbol in white on a 29 pt square of this colour with
    /// rounded corners.
    public var tile: CellColor?

    /// - Complexity: O(1).
    public init(_ name: String, style: TextStyleName = .body, size: Double? = nil, color: CellColor = .semantic(.tint),
                tile: CellColor? = nil) {
        self.name = name
        self.style = style
        self.size = size
        self.color = color
        self.tile = tile
    }
}
