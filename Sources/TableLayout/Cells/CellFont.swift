/// iOS's text styles (`UIFont.TextStyle`), by the names an iOS developer writes.
public enum TextStyleName: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes at each content size, in `ContentSize.allCases` order (xSmall … xxxLarge,
    /// accessibility1 … 5): Apple's Human Interface Guidelines, Typography › Specifications ›
    /// Dynamic Type sizes (iOS).
    var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// Leading (baseline to baseline) in points at each content size, in the same order and
    /// from the same table of Apple's Human Interface Guidelines (Typography › Specifications
    /// › Dynamic Type sizes, iOS: "Size / Leading"); docs/rendering.md, Line spacing.
    var leadings: [Double] {
        switch self {
        case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title1: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption1: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 49]
        }
    }

    /// The size in points at a Dynamic Type size.
    ///
    /// - Complexity: O(1).
    public func size(at contentSize: ContentSize) -> Double {
        sizes[ContentSize.allCases.firstIndex(of: contentSize) ?? 3]
    }

    /// The distance between baselines of its lines at a Dynamic Type size (Apple's leading):
    /// what a label in this style spaces its lines by on iOS 17 and later.
    ///
    /// - Complexity: O(1).
    public func leading(at contentSize: ContentSize) -> Double {
        leadings[ContentSize.allCases.firstIndex(of: contentSize) ?? 3]
    }

    /// The weight the style has when none is given (Headline is Body's size, semibold).
    package var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// The weights tablesnap draws (Inter's Regular, Medium, SemiBold and Bold files).
public enum FontWeight: String, CaseIterable, Sendable { case regular, medium, semibold, bold }

/// A text element's font: a text style (so Dynamic Type scales it), or a size in points
/// (`systemFont(ofSize:weight:)`, scaled only when asked, as `UIFontMetrics(forTextStyle:)`
/// scales it); a weight; italics.
public struct CellFont: Hashable, Sendable {
    /// The text style; with a ``pointSize``, the style it scales relative to (when ``scales``).
    public var style: TextStyleName
    public var weight: FontWeight
    public var italic: Bool
    /// A size in points instead of the style's (nil: the style's size).
    public var pointSize: Double?
    /// Whether ``pointSize`` scales with Dynamic Type as ``style`` does (`relativeTo:`): by
    /// the style's size at the content size over its size at Large.
    public var scales: Bool

    /// - Complexity: O(1).
    public init(_ style: TextStyleName, weight: FontWeight? = nil, italic: Bool = false) {
        self.style = style
        self.weight = weight ?? style.defaultWeight
        self.italic = italic
        self.pointSize = nil
        self.scales = true
    }

    /// The system font at `size` points (`systemFont(ofSize:weight:)`), fixed at every content
    /// size; with `relativeTo`, scaled as that text style is.
    ///
    /// - Complexity: O(1).
    public init(size: Double, weight: FontWeight = .regular, italic: Bool = false, relativeTo: TextStyleName? = nil) {
        self.style = relativeTo ?? .body
        self.weight = weight
        self.italic = italic
        self.pointSize = size
        self.scales = relativeTo != nil
    }

    /// The size in points at a Dynamic Type size.
    ///
    /// - Complexity: O(1).
    public func size(at contentSize: ContentSize) -> Double {
        guard let pointSize else { return style.size(at: contentSize) }
        guard scales else { return pointSize }
        return pointSize * style.size(at: contentSize) / style.size(at: .large)
    }

    /// How its lines are spaced at a Dynamic Type size, before a text's own paragraph
    /// settings: a text style's leading, or the line box of a font set in points.
    ///
    /// - Complexity: O(1).
    public func lineSpacing(at contentSize: ContentSize) -> LineSpacing {
        pointSize == nil ? LineSpacing(.points(style.leading(at: contentSize))) : .lineBox
    }
}
