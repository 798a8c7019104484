import TableLayout

public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// SwiftUI's padding when none is given.
let defaultPadding = 16.0

extension CellElement {
    /// Padding added around the element: to its own when it has no fixed size, else around
    /// it in a stack of its own (padding is inside an element's width in the cell language).
    mutating func addPadding(_ insets: ElementInsets) {
        if case .points = width { self = CellElement.hstack(alignment: .center) { [self] } }
        else if case .points = height { self = CellElement.hstack(alignment: .center) { [self] } }
        padding = ElementInsets(top: padding.top + insets.top, leading: padding.leading + insets.leading,
                                bottom: padding.bottom + insets.bottom, trailing: padding.trailing + insets.trailing)
    }

    /// A background colour: a stack's or a badge's own fill, else a stack around the element.
    mutating func addBackground(_ color: CellColor) {
        switch kind {
        case .stack, .badge: break
        default:
            let inner = self
            self = CellElement.hstack(alignment: .center) { [inner] }
            width = inner.width.map { if case .fill = $0 { return $0 } else { return $0 } }
        }
        fill = color
    }
}

extension View {
    public func padding(_ insets: EdgeInsets) -> some View {
        elementChange { element, _ in
            element.addPadding(ElementInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
        }
    }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length.map(Double.init) ?? defaultPadding
        return elementChange { element, _ in
            element.addPadding(ElementInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                             bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
        }
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        elementChange { element, _ in
            if let width { element.width = .points(Double(width)) }
            if let height { element.height = .points(Double(height)) }
            if element.isDot, let side = [width, height].compactMap({ $0 }).min() {
                element.width = .points(Double(side))
                element.height = .points(Double(side))
            }
            if case .symbol(var symbol) = element.kind, let side = [width, height].compactMap({ $0 }).min() {
                symbol.size = Double(side)
                element.kind = .symbol(symbol)
            }
            if case .text(var text) = element.kind, width != nil {
                if alignment.horizontal == .center { text.alignment = .center }
                if alignment.horizontal == .trailing { text.alignment = .trailing }
                element.kind = .text(text)
            }
        }
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        elementChange { element, _ in
            if let maxWidth, maxWidth == .infinity {
                element.width = .fill(weight: 1)
                if case .text(var text) = element.kind {
                    switch alignment.horizontal {
                    case .center: text.alignment = .center
                    case .trailing, .listRowSeparatorTrailing: text.alignment = .trailing
                    default: break
                    }
                    element.kind = .text(text)
                }
            } else if let maxWidth, let minWidth, minWidth == maxWidth {
                element.width = .points(Double(maxWidth))
            }
            if let minWidth { element.minWidth = Double(minWidth) }
            if let minHeight { element.minHeight = Double(minHeight) }
            if let maxHeight, maxHeight == .infinity { element.height = .fill(weight: 1) }
        }
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        elementChange { element, resolver in
            if let color = style.asColor { element.addBackground(resolver.cellColor(color)) }
        }
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        elementChange { element, resolver in
            if let color = style.asColor {
                element.addBackground(resolver.cellColor(color))
                element.cornerRadius = Resolver.cornerRadius(of: shape, element: element)
            }
        }
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        elementChange { element, resolver in
            element.addBackground(.semantic(.systemBackground))
            element.cornerRadius = Resolver.cornerRadius(of: shape, element: element)
        }
    }
    /// A view behind: its colour, when it is a colour or a filled shape; other views are not drawn.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content())
    }
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modified { resolver, content in
            let behind = resolver.elements(resolver.resolve(background))
            return content().map { piece in
                var piece = piece
                guard case .content(var element) = piece.kind else { return piece }
                if let first = behind.first, let fill = first.fill, first.kind == .rectangle || first.isDot {
                    element.addBackground(fill)
                    element.cornerRadius = first.isDot ? 1000 : first.cornerRadius
                } else {
                    resolver.warn("a background that is not a colour or a shape is not drawn")
                }
                piece.kind = .content(element)
                return piece
            }
        }
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        elementChange { element, _ in
            if case .image(let path, _) = element.kind, shape is Circle {
                element.kind = .image(path: path, circular: true)
            } else {
                element.cornerRadius = Resolver.cornerRadius(of: shape, element: element)
            }
        }
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        elementChange { element, _ in element.cornerRadius = Double(radius) }
    }
    public func clipped(antialiased: Bool = false) -> some View { self }
    public func hidden() -> some View { modified { _, _ in [] } }
    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func equatable() -> some View { self }
    public func compositingGroup() -> some View { self }
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }

    // Drawn effects the cell language has no way to say: accepted, reported by name.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { inertModifier("overlay") }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { inertModifier("overlay") }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { inertModifier("overlay") }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { inertModifier("overlay") }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { inertModifier("border") }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { inertModifier("shadow") }
    public func opacity(_ opacity: Double) -> some View { inertModifier("opacity") }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { inertModifier("blur") }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { inertModifier("offset") }
    public func offset(_ offset: CGSize) -> some View { inertModifier("offset") }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { inertModifier("scaleEffect") }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { inertModifier("rotationEffect") }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { inertModifier("mask") }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { inertModifier("position") }
    public func brightness(_ amount: Double) -> some View { inertModifier("brightness") }
    public func saturation(_ amount: Double) -> some View { inertModifier("saturation") }
    public func grayscale(_ amount: Double) -> some View { inertModifier("grayscale") }
}

extension Resolver {
    static func cornerRadius<S: Shape>(of shape: S, element: CellElement) -> Double {
        switch shape {
        case let rounded as RoundedRectangle: return Double(rounded.cornerRadius)
        case is Capsule, is Circle, is Ellipse: return 1000
        default: return 0
        }
    }
}

public enum ContentMode: Hashable, Sendable { case fit, fill }
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }
public enum Prominence: Hashable, Sendable { case standard, increased }

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle(radians: 0)
}
