import TableLayout

/// An image: an SF Symbols name (`Image(systemName:)`, drawn as the cell language's symbol of
/// that name) or an asset (drawn as a grey square: tablesnap reads no asset catalogue).
public struct Image: View {
    enum Source: Hashable {
        case symbol(String)
        case asset(String)
    }
    let source: Source
    var isResizable = false

    public init(systemName: String) { source = .symbol(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name) }
    public init(uiImage: UIImage) {
        source = uiImage.isSymbol ? .symbol(uiImage.name ?? "") : .asset(uiImage.name ?? "")
    }
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { source = .asset(name) }
    public init(systemName: String, variableValue: Double?) { source = .symbol(systemName) }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public var body: Never { primitiveBody() }

    static let symbolNames = Set(SymbolNames.all)

    func element(in resolver: Resolver, defaultColor: CellColor? = nil) -> CellElement {
        switch source {
        case .symbol(var name):
            if resolver.environment.symbolVariantFill, Image.symbolNames.contains(name + ".fill") { name += ".fill" }
            if !Image.symbolNames.contains(name) {
                resolver.warn("no symbol named '\(name)' (drawn as questionmark.circle)"
                              + (SymbolNames.nearest(to: name).map { "; nearest: '\($0)'" } ?? ""))
                name = "questionmark.circle"
            }
            let font = resolver.environment.font ?? .body
            let color = resolver.foreground(default: defaultColor ?? .semantic(.label))
            // A font in points sizes the symbol as a text style does: a square of the
            // font's size and a fifth (docs/cells.md, Symbols).
            let side = font.pointSize == nil ? nil : (font.size(at: resolver.environment.dynamicTypeSize) * 1.2 * 64).rounded() / 64
            return CellElement(.symbol(CellSymbol(name, style: font.style, size: side, color: color)))
        case .asset(let name):
            resolver.warn("asset images are drawn as grey squares ('\(name)')")
            return .rectangle(.semantic(.systemGray5), width: .points(29), height: .points(29), cornerRadius: 6)
        }
    }
}

extension Image: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [.content(element(in: resolver))] }
}

public enum SymbolRenderingMode: Hashable, Sendable {
    case monochrome, hierarchical, palette, multicolor
}

public struct SymbolVariants: Hashable, Sendable {
    let isFill: Bool
    public static let none = SymbolVariants(isFill: false)
    public static let fill = SymbolVariants(isFill: true)
    public static let circle = SymbolVariants(isFill: false)
    public static let square = SymbolVariants(isFill: false)
    public static let slash = SymbolVariants(isFill: false)
}

extension EnvironmentValues {
    var symbolVariantFill: Bool {
        get { self[SymbolVariantFillKey.self] }
        set { self[SymbolVariantFillKey.self] = newValue }
    }
}

private struct SymbolVariantFillKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
