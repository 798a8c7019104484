import TableLayout

/// A font, as SwiftUI's: a text style (scaled by Dynamic Type), or a size in points
/// (`.system(size:)` fixed; `.custom(_:size:)` scaled as body, `relativeTo:` as that style);
/// a weight; italics. What tablesnap cannot draw of it (a custom family, a design, a weight
/// Inter has no file for) is drawn in the nearest it can, with a warning (docs/swiftui.md).
public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable, Sendable {
        /// Its name in SwiftUI, for the warning when it is drawn as another.
        let swiftName: String
        /// The weight tablesnap draws it in (Inter's files: regular, medium, semibold, bold).
        let name: FontWeight
        public static let ultraLight = Weight(swiftName: "ultraLight", name: .regular)
        public static let thin = Weight(swiftName: "thin", name: .regular)
        public static let light = Weight(swiftName: "light", name: .regular)
        public static let regular = Weight(swiftName: "regular", name: .regular)
        public static let medium = Weight(swiftName: "medium", name: .medium)
        public static let semibold = Weight(swiftName: "semibold", name: .semibold)
        public static let bold = Weight(swiftName: "bold", name: .bold)
        public static let heavy = Weight(swiftName: "heavy", name: .bold)
        public static let black = Weight(swiftName: "black", name: .bold)

        /// The warning when it is drawn as another weight; nil when drawn as itself.
        var approximation: String? {
            swiftName == name.rawValue ? nil : "font weight .\(swiftName) is drawn as .\(name.rawValue)"
        }
    }
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The warning when it is drawn in the default design; nil for the default.
        var approximation: String? { self == .default ? nil : "font design .\(self) is drawn in the default design" }
    }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
    public struct Width: Hashable, Sendable {
        let name: String
        public static let standard = Width(name: "standard"), condensed = Width(name: "condensed")
        public static let compressed = Width(name: "compressed"), expanded = Width(name: "expanded")
    }

    /// The text style; with a `pointSize`, the style it scales relative to (when `scales`).
    var style: TextStyleName
    var weight: Weight?
    var isItalic = false
    /// A size in points instead of the style's.
    var pointSize: Double?
    /// Whether `pointSize` scales with Dynamic Type as `style` does.
    var scales = false
    /// What of the font is drawn as something else, said as warnings where it is used.
    var approximations: [String] = []

    init(style: TextStyleName, weight: Weight? = nil) {
        self.style = style
        self.weight = weight
    }

    init(points: Double, weight: Weight?, scalingAs style: TextStyleName?) {
        self.style = style ?? .body
        self.weight = weight
        pointSize = points
        scales = style != nil
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
        Font(style: style.cellStyle).with(weight: weight).with(design: design)
    }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(style: style.cellStyle).with(design: design)
    }
    /// A fixed size: not scaled by Dynamic Type, as on iOS.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(points: Double(size), weight: nil, scalingAs: nil).with(weight: weight).with(design: design)
    }
    /// A custom family at `size`, scaled as body text is (SwiftUI's default for custom fonts);
    /// drawn in the system font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(points: Double(size), weight: nil, scalingAs: .body).with(family: name)
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(points: Double(size), weight: nil, scalingAs: style.cellStyle).with(family: name)
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(points: Double(fixedSize), weight: nil, scalingAs: nil).with(family: name)
    }
    /// A UIKit font: its text style when it is a preferred font, else its size and weight.
    public init(_ font: UIFont) {
        if let textStyle = font.textStyle, let style = TextStyleName(rawValue: textStyle.rawValue) {
            self.init(style: style)
        } else {
            self.init(points: Double(font.pointSize), weight: nil, scalingAs: nil)
            self = with(weight: Weight(font.weight))
        }
    }

    public func weight(_ weight: Weight) -> Font { with(weight: weight) }
    public func bold() -> Font { with(weight: .bold) }
    public func italic() -> Font { with { $0.isItalic = true } }
    /// Inter's figures are proportional: drawn as they are.
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { with(design: .monospaced) }
    public func smallCaps() -> Font { with { $0.approximations.append("small capitals are drawn as written") } }
    public func lowercaseSmallCaps() -> Font { smallCaps() }
    public func uppercaseSmallCaps() -> Font { smallCaps() }
    public func leading(_ leading: Leading) -> Font {
        leading == .standard ? self : with { $0.approximations.append("font leading .\(leading) is drawn as .standard") }
    }
    public func width(_ width: Width) -> Font {
        width == .standard ? self : with { $0.approximations.append("font width .\(width.name) is drawn as .standard") }
    }

    /// The cell language's font for it, with a weight and italics from the text or the
    /// environment when they set one.
    func cellFont(weight: Weight?, italic: Bool) -> CellFont {
        let weight = (weight ?? self.weight)?.name
        guard let pointSize else { return CellFont(style, weight: weight, italic: italic) }
        return CellFont(size: pointSize, weight: weight ?? .regular, italic: italic, relativeTo: scales ? style : nil)
    }

    /// Its size in points at a Dynamic Type size.
    func size(at dynamicTypeSize: DynamicTypeSize) -> Double {
        cellFont(weight: nil, italic: false).size(at: dynamicTypeSize.contentSize)
    }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }

    private func with(weight: Weight?) -> Font {
        guard let weight else { return self }
        return with { $0.weight = weight }
    }

    private func with(design: Design?) -> Font {
        guard let note = design?.approximation else { return self }
        return with { $0.approximations.append(note) }
    }

    private func with(family: String) -> Font {
        with { $0.approximations.append("custom font '\(family)' is drawn in the system font") }
    }
}

extension Font.Weight {
    /// The SwiftUI weight nearest a UIKit one.
    init(_ weight: UIFont.Weight) {
        let weights: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                 (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
        self = weights.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }?.1 ?? .regular
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
