import TableLayout

/// A shape: `Circle` is the cell language's dot, `Rectangle`, `RoundedRectangle` and
/// `Capsule` its rectangle; filled with `.fill`, else the foreground (label) colour.
/// Strokes are drawn filled (the cell language has no outlines).
public protocol Shape: View, Sendable {
    /// The element this shape is, filled with `color`.
    func shapeElement(_ color: CellColor) -> CellElement
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: self, color: content.asColor, isStroke: false)
    }
    public func fill() -> some View { ShapeView(shape: self, color: nil, isStroke: false) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, color: content.asColor, isStroke: true)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(shape: self, color: content.asColor, isStroke: true)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, color: content.asColor, isStroke: true)
    }
    public var body: Never { primitiveBody() }
}

struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let color: Color?
    let isStroke: Bool
    var body: Never { primitiveBody() }
    func resolve(in resolver: Resolver) -> [Piece] {
        if isStroke { resolver.warn("shape strokes are drawn filled") }
        let fill = color.map(resolver.cellColor) ?? resolver.foreground(default: .semantic(.label))
        return [.content(shape.shapeElement(fill))]
    }
}

/// Shapes resolve as themselves filled with the foreground colour.
struct ShapeResolving {
    @MainActor static func resolve<S: Shape>(_ shape: S, in resolver: Resolver) -> [Piece] {
        [.content(shape.shapeElement(resolver.foreground(default: .semantic(.label))))]
    }
}

public struct FillStyle: Hashable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct StrokeStyle: Hashable, Sendable {
    public init(lineWidth: CGFloat = 1, lineCap: Int = 0, lineJoin: Int = 0, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: Shape {
    public init() {}
    public func shapeElement(_ color: CellColor) -> CellElement { .dot(color, size: 10) }
}

extension Circle: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { ShapeResolving.resolve(self, in: resolver) }
}

public struct Ellipse: Shape {
    public init() {}
    public func shapeElement(_ color: CellColor) -> CellElement { .dot(color, size: 10) }
}

extension Ellipse: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { ShapeResolving.resolve(self, in: resolver) }
}

public struct Rectangle: Shape {
    public init() {}
    public func shapeElement(_ color: CellColor) -> CellElement { .rectangle(color, width: .fill(weight: 1)) }
}

extension Rectangle: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { ShapeResolving.resolve(self, in: resolver) }
}

public struct RoundedRectangle: Shape {
    let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
    public func shapeElement(_ color: CellColor) -> CellElement {
        .rectangle(color, width: .fill(weight: 1), cornerRadius: Double(cornerRadius))
    }
}

extension RoundedRectangle: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { ShapeResolving.resolve(self, in: resolver) }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func shapeElement(_ color: CellColor) -> CellElement { .rectangle(color, width: .fill(weight: 1), cornerRadius: 1000) }
}

extension Capsule: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { ShapeResolving.resolve(self, in: resolver) }
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Color: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [.content(.rectangle(resolver.cellColor(self), width: .fill(weight: 1)))] }
}

extension LinearGradient: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        resolver.warn("gradients are drawn in their first colour")
        return [.content(.rectangle(resolver.cellColor(colors.first ?? .clear), width: .fill(weight: 1)))]
    }
}

/// A frame's size when the element is a shape: a dot's diameter follows the frame.
extension CellElement {
    var isDot: Bool { if case .dot = kind { return true } else { return false } }
}

/// A shape whose type is erased (`AnyShape(isOn ? Capsule() : Rectangle())`): the shape it wraps.
public struct AnyShape: Shape {
    let element: @Sendable (CellColor) -> CellElement
    public init<S: Shape>(_ shape: S) { element = { shape.shapeElement($0) } }
    public func shapeElement(_ color: CellColor) -> CellElement { element(color) }
}

extension AnyShape: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { ShapeResolving.resolve(self, in: resolver) }
}
// `.clipShape(.capsule)`, `.background(.blue, in: .rect(cornerRadius: 8))`: the shapes by
// their static names (iOS 17), each the shape it names.
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
