import TableLayout

/// How a piece of text is set: its size in points and its weight.
public struct TextStyle: Hashable, Sendable {
    public var size: Double
    public var weight: FontSet.Weight
    public var italic: Bool

    public init(size: Double, weight: FontSet.Weight = .regular, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// A custom cell's font at `size` points (its text style's size at the table's Dynamic Type size).
    public init(_ font: CellFont, size: Double) {
        let weight: FontSet.Weight = switch font.weight {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
        self.init(size: size, weight: weight, italic: font.italic)
    }
}

/// Glyphs of one font, in visual order, positioned from the start of their line.
struct GlyphRun {
    let face: FontFace
    var glyphs: [UInt32] = []
    /// Pen position of each glyph: x from the line's left edge, y below the baseline.
    var positions: [(x: Double, y: Double)] = []
}

/// One line of laid-out text.
struct TextLine {
    var runs: [GlyphRun]
    var width: Double
    /// Whether its paragraph is right-to-left (its first strong character is, by Unicode's
    /// rules P2 and P3): natural alignment puts it on the right.
    var isRightToLeft = false
}

/// Text broken into lines and shaped, ready to draw; its size is exactly what is drawn.
public struct TextBlock {
    var lines: [TextLine]
    let style: TextStyle
    /// Distance between baselines.
    public let lineHeight: Double
    /// From a line's top to its baseline.
    package let ascent: Double

    /// The widest line.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    public var height: Double { Double(lines.count) * lineHeight }
    package var lineCount: Int { lines.count }
    public var isEmpty: Bool { lines.isEmpty }

    static func empty(_ style: TextStyle, lineHeight: Double, ascent: Double) -> TextBlock {
        TextBlock(lines: [], style: style, lineHeight: lineHeight, ascent: ascent)
    }
}
