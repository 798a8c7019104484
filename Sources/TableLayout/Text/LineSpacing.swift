/// How far apart the lines of a text are, baseline to baseline (docs/rendering.md, Line
/// spacing). The first line is always the font's line box (its ascender and descender), so a
/// text of one line is as tall whatever its spacing; each further line adds the *pitch*.
///
/// - A custom cell's text in a text style is spaced by the style's leading in Apple's table
///   (``TextStyleName/leading(at:)``), as a UILabel with a Dynamic Type font is on iOS 17
///   and later (body 17 pt at Large: 22 pt).
/// - A stock cell's labels are in text styles, and take the style's leading too (body 22 pt
///   at Large, as UITableViewCell's title of several lines measures on iOS 16).
/// - Section headers and footers are spaced by their font's line box rounded to a whole
///   point: 16.0 pt for a 13 pt footer, 14.0 for a 12 pt one, as measured on UITableView's
///   and SwiftUI's footers (docs/fidelity.md).
/// - A text set in a point size (``CellFont/pointSize``) is spaced by its line box, as
///   `systemFont(ofSize:)` is.
/// - `lineHeightMultiple` and `lineSpacing` are NSParagraphStyle's: the pitch is the line box
///   times the multiple (instead of the base), plus the spacing.
public struct LineSpacing: Hashable, Sendable {
    /// What the pitch starts from.
    public enum Base: Hashable, Sendable {
        /// The font's: its text style's leading at the table's content size, or its line box
        /// when it is set in a point size (a custom cell's text; resolved by ``ElementLayout``).
        case font
        /// The font's line box (ascender and descender).
        case lineBox
        /// The font's line box rounded to a whole point (section headers' and footers' labels).
        case roundedLineBox
        /// A pitch in points (a text style's leading, resolved for a content size).
        case points(Double)
    }

    public var base: Base
    /// NSParagraphStyle's `lineHeightMultiple`: the pitch is the line box times it (nil: the base).
    public var lineHeightMultiple: Double?
    /// NSParagraphStyle's `lineSpacing`: points added between lines.
    public var extra: Double

    /// - Complexity: O(1).
    public init(_ base: Base = .lineBox, lineHeightMultiple: Double? = nil, extra: Double = 0) {
        self.base = base
        self.lineHeightMultiple = lineHeightMultiple
        self.extra = extra
    }

    /// The font's own line box, nothing added (TableRaster's default for text it sets itself).
    public static let lineBox = LineSpacing()
    /// Section headers' and footers' labels: the line box rounded to a whole point.
    public static let system = LineSpacing(.roundedLineBox)
    /// A custom cell's text: its font's spacing.
    public static let font = LineSpacing(.font)

    /// The distance from one baseline to the next for a font whose line box is `lineBox` points.
    ///
    /// - Complexity: O(1).
    public func pitch(lineBox: Double) -> Double {
        let base: Double
        if let lineHeightMultiple {
            base = lineBox * lineHeightMultiple
        } else {
            switch self.base {
            case .lineBox, .font: base = lineBox
            case .roundedLineBox: base = lineBox.rounded()
            case .points(let points): base = points
            }
        }
        return max(0, base + extra)
    }

    /// The height of `lines` lines: the first line's box, then a pitch per further line.
    ///
    /// - Complexity: O(1).
    public func height(lines: Int, lineBox: Double) -> Double {
        lines <= 0 ? 0 : lineBox + Double(lines - 1) * pitch(lineBox: lineBox)
    }
}
