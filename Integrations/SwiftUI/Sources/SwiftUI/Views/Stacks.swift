import TableLayout

public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing, listRowSeparatorLeading, listRowSeparatorTrailing }
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// SwiftUI's spacing between a stack's children when none is given, for text (about 8 pt
/// across, a little less down).
let defaultHStackSpacing = 8.0
let defaultVStackSpacing = 4.0

/// Views side by side: the cell language's `hstack` (its sharing rule is SwiftUI's: short
/// texts keep their width, the longest gives way).
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody() }
}

extension HStack: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let children = resolver.elements(resolver.resolve(content))
        let stackAlignment: CellStack.Alignment
        switch alignment {
        case .top: stackAlignment = .top
        case .center: stackAlignment = .center
        case .bottom: stackAlignment = .bottom
        case .firstTextBaseline, .lastTextBaseline: stackAlignment = .firstBaseline
        }
        var stack = CellElement.hstack(spacing: spacing.map(Double.init) ?? defaultHStackSpacing, alignment: stackAlignment) { children }
        // A stack with a spacer or a flexible child takes the width it is offered, as in SwiftUI.
        if children.contains(where: Resolver.isGreedy) { stack.width = .fill(weight: 1) }
        return [.content(stack)]
    }
}

/// Views one under the other: the cell language's `vstack`.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody() }
}

extension VStack: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let children = resolver.elements(resolver.resolve(content))
        var stack = CellElement.vstack(spacing: spacing.map(Double.init) ?? defaultVStackSpacing, alignment: alignment.cellAlignment) { children }
        if children.contains(where: Resolver.isGreedy) { stack.width = .fill(weight: 1) }
        return [.content(stack)]
    }
}

extension HorizontalAlignment {
    var cellAlignment: CellStack.Alignment {
        switch self {
        case .leading, .listRowSeparatorLeading: return .leading
        case .center: return .center
        case .trailing, .listRowSeparatorTrailing: return .trailing
        }
    }
}

public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

/// Layers, back to front. The cell language has no overlap: a shape or colour at the back
/// becomes the background of the layers in front, which are drawn side by side.
public struct ZStack<Content: View>: View {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

extension ZStack: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        var children = resolver.elements(resolver.resolve(content))
        guard children.count > 1 else { return children.map(Piece.content) }
        var background: CellElement?
        if case .rectangle = children[0].kind { background = children.removeFirst() }
        else if case .dot = children[0].kind { background = children.removeFirst() }
        if children.count > 1 { resolver.warn("ZStack's layers are drawn side by side (the cell language has no overlap)") }
        var stack = CellElement.hstack(spacing: 0, alignment: .center) { children }
        if let background {
            stack.fill = background.fill
            stack.cornerRadius = background.kind == .dot ? 1000 : background.cornerRadius
            stack.width = background.width
            stack.height = background.height
        }
        return [.content(stack)]
    }
}

/// Flexible space along its stack.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { primitiveBody() }
}

extension Spacer: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [.content(.spacer())] }
}

/// A hairline across its stack.
public struct Divider: View {
    public init() {}
    public var body: Never { primitiveBody() }
}

extension Divider: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [.content(.divider())] }
}

/// A title with an icon: the cell language's hstack of a symbol and a text. In a list the
/// icon takes the tint, as iOS draws it.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: Never { primitiveBody() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let titles = resolver.elements(resolver.resolve(title))
        let icons: [CellElement]
        if let image = icon as? Image {
            icons = [image.element(in: resolver, defaultColor: resolver.isInList ? resolver.tint : nil)]
        } else {
            icons = resolver.elements(resolver.resolve(icon))
        }
        switch resolver.environment.labelStyle {
        case .titleOnly: return titles.map(Piece.content)
        case .iconOnly: return icons.map(Piece.content)
        case .automatic, .titleAndIcon:
            // iOS puts a list row's label title 40 pt after the icon's leading edge.
            let iconBox = CellElement.hstack(alignment: .center) { icons }.width(.points(resolver.isInList ? 24 : 20))
            return [.content(.hstack(spacing: resolver.isInList ? 16 : 8, alignment: .center) { [iconBox] + titles })]
        }
    }
}

public enum LabelStyleKind: Hashable, Sendable { case automatic, titleOnly, iconOnly, titleAndIcon }

extension Resolver {
    /// Whether an element takes all the width it is offered: a spacer, or a `fill` width.
    static func isGreedy(_ element: CellElement) -> Bool {
        if case .spacer = element.kind { return true }
        if case .fill = element.width { return true }
        return false
    }
}
