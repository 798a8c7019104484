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

    /// The size in points at a Dynamic Type size.
    /// - Complexity: O(1).
    public func size(at contentSize: ContentSize) -> Double {
        sizes[ContentSize.allCases.firstIndex(of: contentSize) ?? 3]
    }

    /// The weight the style has when none is given (Headline is Body's size, semibold).
    package var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// The weights tablesnap draws (Inter's Regular, Medium, SemiBold and Bold files).
public enum FontWeight: String, CaseIterable, Sendable { case regular, medium, semibold, bold }

/// A text element's font: a text style (so Dynamic Type scales it), a weight, italics.
public struct CellFont: Hashable, Sendable {
    public var style: TextStyleName
    public var weight: FontWeight
    public var italic: Bool

    /// - Complexity: O(1).
    public init(_ style: TextStyleName, weight: FontWeight? = nil, italic: Bool = false) {
        self.style = style
        self.weight = weight ?? style.defaultWeight
        self.italic = italic
    }

    /// The size in points at a Dynamic Type size.
    /// - Complexity: O(1).
    public func size(at contentSize: ContentSize) -> Double { style.size(at: contentSize) }
}
