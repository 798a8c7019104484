import TableLayout

/// A font, as SwiftUI's: the text styles (Dynamic Type), weights, italics; a point size
/// (`.system(size:)`, `.custom(_:size:)`) is drawn in the text style nearest that size at the
/// default text size, until the cell language takes point sizes (docs/swiftui.md).
public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable, Sendable {
        let name: FontWeight
        let isBold: Bool
        public static let ultraLight = Weight(name: .regular, isBold: false)
        public static let thin = Weight(name: .regular, isBold: false)
        public static let light = Weight(name: .regular, isBold: false)
        public static let regular = Weight(name: .regular, isBold: false)
        public static let medium = Weight(name: .medium, isBold: false)
        public static let semibold = Weight(name: .semibold, isBold: false)
        public static let bold = Weight(name: .bold, isBold: true)
        public static let heavy = Weight(name: .bold, isBold: true)
        public static let black = Weight(name: .bold, isBold: true)
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    var style: TextStyleName
    var weightName: FontWeight?
    var isItalic = false
    /// The point size asked for, when it was one (mapped to `style`).
    var pointSize: Double?

    init(style: TextStyleName, weight: FontWeight? = nil) {
        self.style = style
        self.weightName = weight
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title1)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption1)
    public static let caption2 = Font(style: .caption2)

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style.cellStyle, weight: weight?.name)
    }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font { Font(style: style.cellStyle) }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(style: nearestStyle(toPoints: Double(size)), weight: weight?.name)
        font.pointSize = Double(size)
        return font
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { system(size: size) }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font { system(size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { system(size: fixedSize) }
    public init(_ font: UIFont) {
        self = .system(size: font.pointSize)
    }

    public func weight(_ weight: Weight) -> Font { with { $0.weightName = weight.name } }
    public func bold() -> Font { with { $0.weightName = .bold } }
    public func italic() -> Font { with { $0.isItalic = true } }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func smallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func width(_ width: Width) -> Font { self }
    public struct Width: Hashable, Sendable {
        public static let standard = Width(), condensed = Width(), compressed = Width(), expanded = Width()
    }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }

    /// The text style whose size at the default text size (large) is nearest `points`.
    static func nearestStyle(toPoints points: Double) -> TextStyleName {
        let styles: [TextStyleName] = [.caption2, .caption1, .footnote, .subheadline, .callout, .body, .title3, .title2, .title1, .largeTitle]
        return styles.min { abs($0.size(at: .large) - points) < abs($1.size(at: .large) - points) } ?? .body
    }
}

extension Font.TextStyle {
    var cellStyle: TextStyleName {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        case .caption2: return .caption2
        }
    }
}
