import TableLayout

/// A view with a modifier applied, as a value: what `.font`, `.padding`, `.sheet`… return.
/// `apply` gets the resolver and the content's resolution (to call, inside an environment
/// change, or not at all).
struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: @MainActor (Resolver, () -> [Piece]) -> [Piece]
    var body: Never { primitiveBody() }
    func resolve(in resolver: Resolver) -> [Piece] { apply(resolver) { resolver.resolve(content) } }
}

extension View {
    func modified(_ apply: @escaping @MainActor (Resolver, () -> [Piece]) -> [Piece]) -> ModifiedView<Self> {
        ModifiedView(content: self, apply: apply)
    }

    /// The content resolved in a changed environment.
    func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
        modified { resolver, content in resolver.with(change, content) }
    }

    /// Each element the content resolves to, changed.
    func elementChange(_ change: @escaping @MainActor (inout CellElement, Resolver) -> Void) -> ModifiedView<Self> {
        modified { resolver, content in
            content().map { piece in
                var piece = piece
                switch piece.kind {
                case .content(var element):
                    change(&element, resolver)
                    piece.kind = .content(element)
                case .row(var row) where row.detail == nil && row.label.count == 1:
                    // A control's label (a Toggle's padding): its only element.
                    if case .content(var element) = row.label[0].kind {
                        change(&element, resolver)
                        row.label[0].kind = .content(element)
                        piece.kind = .row(row)
                    }
                default: break
                }
                return piece
            }
        }
    }

    /// The row traits of each piece the content resolves to, changed.
    func traitChange(_ change: @escaping @MainActor (inout RowTraits, Resolver) -> Void) -> ModifiedView<Self> {
        modified { resolver, content in
            content().map { piece in
                var piece = piece
                change(&piece.traits, resolver)
                return piece
            }
        }
    }

    /// A modifier that is accepted and not drawn: reported once by name.
    func inertModifier(_ name: String) -> ModifiedView<Self> {
        modified { resolver, content in
            resolver.inert(name)
            return content()
        }
    }
}

/// A modifier an app writes: `body(content:)` is evaluated with `content` standing for the
/// view it modifies.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier`'s `body(content:)` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { primitiveBody() }
}

extension _ViewModifier_Content: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        guard let content = resolver.modifierContents.popLast() else { return [] }
        defer { resolver.modifierContents.append(content) }
        return content()
    }
}

/// A view and a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func resolve(in resolver: Resolver) -> [Piece] {
        let content = self.content
        resolver.modifierContents.append { resolver.resolve(content) }
        defer { resolver.modifierContents.removeLast() }
        let outer = Resolver.current
        Resolver.current = resolver
        defer { Resolver.current = outer }
        return resolver.resolve(modifier.body(content: _ViewModifier_Content()))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { primitiveBody() }
}

extension View {
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier that does nothing.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}
