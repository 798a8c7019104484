import TableLayout

/// How a piece of text is set: its size in points, its weight, and how far apart its lines are.
public struct TextStyle: Hashable, Sendable {
    public var size: Double
    public var weight: FontSet.Weight
    public var italic: Bool
    /// Baseline to baseline after the first line (docs/rendering.md, Line spacing).
    public var lineSpacing: LineSpacing

    public init(size: Double, weight: FontSet.Weight = .regular, italic: Bool = false, lineSpacing: LineSpacing = .lineBox) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.lineSpacing = lineSpacing
    }

    /// The glyphs' part of the style (its lines' spacing set aside): what shaping depends on.
    var shaping: TextStyle { TextStyle(size: size, weight: weight, italic: italic) }

    /// A custom cell's font at `size` points (its text style's size at the table's Dynamic
    /// Type size), its lines spaced by `lineSpacing`.
    public init(_ font: CellFont, size: Double, lineSpacing: LineSpacing = .lineBox) {
        let weight: FontSet.Weight = switch font.weight {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
        self.init(size: size, weight: weight, italic: font.italic, lineSpacing: lineSpacing)
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
    /// The height of one line: the font's line box.
    public let lineHeight: Double
    /// Distance between baselines (``TextStyle/lineSpacing``'s pitch).
    public let pitch: Double
    /// From a line's top to its baseline.
    package let ascent: Double

    /// The widest line.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    /// The first line's box and a pitch per further line.
    public var height: Double { lines.isEmpty ? 0 : lineHeight + Double(lines.count - 1) * pitch }
    package var lineCount: Int { lines.count }
    public var isEmpty: Bool { lines.isEmpty }

    static func empty(_ style: TextStyle, lineHeight: Double, ascent: Double) -> TextBlock {
        TextBlock(lines: [], style: style, lineHeight: lineHeight,
                  pitch: style.lineSpacing.pitch(lineBox: lineHeight), ascent: ascent)
    }
}
