import TableLayout

/// A colour, as SwiftUI's: the system colours by name (each light and dark, as iOS draws
/// them), fixed sRGB colours, and UIKit's semantic colours through `Color(uiColor:)`.
public struct Color: Hashable, Sendable, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case semantic(SemanticColor)
        case rgba(Double, Double, Double, Double)
        /// An asset catalogue's colour, which tablesnap cannot read: drawn as systemGray.
        case named(String)
    }
    let storage: Storage
    var opacity: Double = 1

    init(semantic: SemanticColor) { storage = .semantic(semantic) }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgba(red, green, blue, opacity)
    }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(white: Double, opacity: Double = 1) { storage = .rgba(white, white, white, opacity) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        storage = .rgba(r, g, b, opacity)
    }
    public init(_ name: String, bundle: Bundle? = nil) { storage = .named(name) }
    public init(uiColor: UIColor) { self.init(uiColor) }
    public init(_ uiColor: UIColor) {
        switch uiColor.storage {
        case .named(let name): storage = SemanticColor(rawValue: name).map { .semantic($0) } ?? .named(name)
        case .rgba(let r, let g, let b, let a): storage = .rgba(r, g, b, a)
        }
    }

    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity *= opacity
        return color
    }

    public static let red = Color(semantic: .systemRed)
    public static let orange = Color(semantic: .systemOrange)
    public static let yellow = Color(semantic: .systemYellow)
    public static let green = Color(semantic: .systemGreen)
    public static let mint = Color(semantic: .systemMint)
    public static let teal = Color(semantic: .systemTeal)
    public static let cyan = Color(semantic: .systemCyan)
    public static let blue = Color(semantic: .systemBlue)
    public static let indigo = Color(semantic: .systemIndigo)
    public static let purple = Color(semantic: .systemPurple)
    public static let pink = Color(semantic: .systemPink)
    public static let brown = Color(semantic: .systemBrown)
    public static let gray = Color(semantic: .systemGray)
    public static let white = Color(semantic: .white)
    public static let black = Color(semantic: .black)
    public static let clear = Color(semantic: .clear)
    public static let primary = Color(semantic: .label)
    public static let secondary = Color(semantic: .secondaryLabel)
    public static let accentColor = Color(semantic: .tint)

    /// The cell language's colour for this one in `environment`'s colour scheme (a colour
    /// with an opacity becomes the fixed colour it is in that scheme).
    func cellColor(in environment: EnvironmentValues) -> CellColor {
        let appearance: Appearance = environment.colorScheme == .dark ? .dark : .light
        switch storage {
        case .semantic(let name) where opacity == 1:
            if name == .tint, let tint = environment.tint, tint != self { return tint.cellColor(in: environment) }
            return .semantic(name)
        case .semantic(let name):
            var color = name.color(appearance)
            color.alpha = UInt8((Double(color.alpha) * opacity).rounded())
            return .fixed(color)
        case .rgba(let r, let g, let b, let a):
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            return .fixed(TableLayout.Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a * opacity)))
        case .named:
            return .semantic(.systemGray)
        }
    }

    /// The fixed colour in a scheme (a row background is one colour).
    func fixedColor(in environment: EnvironmentValues) -> TableLayout.Color? {
        let appearance: Appearance = environment.colorScheme == .dark ? .dark : .light
        return cellColor(in: environment).resolved(appearance)
    }

    static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

/// What fills a shape or colours text (`Color`, `.tint`, `HierarchicalShapeStyle`…).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary` as styles.
public struct HierarchicalShapeStyle: ShapeStyle {
    let color: Color
    public static let primary = HierarchicalShapeStyle(color: Color(semantic: .label))
    public static let secondary = HierarchicalShapeStyle(color: Color(semantic: .secondaryLabel))
    public static let tertiary = HierarchicalShapeStyle(color: Color(semantic: .tertiaryLabel))
    public static let quaternary = HierarchicalShapeStyle(color: Color(semantic: .quaternaryLabel))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// `.tint` as a style: the tint of the view's environment.
public struct TintShapeStyle: ShapeStyle { public init() {} }

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Gradients and materials: drawn as their first colour (gradients) or a fill (materials).
public struct LinearGradient: ShapeStyle, View {
    let colors: [Color]
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = colors }
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = gradient.colors }
    public var body: Never { primitiveBody() }
}

public struct Gradient: Hashable, Sendable {
    let colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}

public struct Material: ShapeStyle {
    public static let regularMaterial = Material()
    public static let thinMaterial = Material()
    public static let ultraThinMaterial = Material()
    public static let thickMaterial = Material()
    public static let bar = Material()
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regularMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle {
    /// The colour this style draws in, if it is one.
    var asColor: Color? {
        switch self {
        case let color as Color: return color
        case let style as HierarchicalShapeStyle: return style.color
        case is TintShapeStyle: return .accentColor
        case let gradient as LinearGradient: return gradient.colors.first
        case is Material: return Color(semantic: .secondarySystemBackground)
        default: return nil
        }
    }
}

/// A point in a view's unit square.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
