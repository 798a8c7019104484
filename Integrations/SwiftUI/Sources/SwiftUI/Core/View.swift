/// A piece of an interface, as SwiftUI's `View`: a value whose `body` is other views.
/// tablesnap evaluates `body` once, as a device draws its first frame, and resolves the
/// views into its cell language (docs/swiftui.md).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

/// What the shim's own views answer for `body`: never asked, since the resolver draws them
/// itself (`PrimitiveView`); a caller that asks anyway gets this message.
func primitiveBody(_ file: StaticString = #file) -> Never {
    preconditionFailure("a SwiftUI primitive view's body is never evaluated; tablesnap resolves it directly")
}

/// A view the resolver turns into pieces itself instead of asking for its `body`.
@MainActor
protocol PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece]
}

/// No view.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [] }
}

/// Views built by a `ViewBuilder` block, in order.
public struct TupleView<T>: View {
    public var value: T
    let children: [AnyView]
    public init(_ value: T) {
        self.value = value
        self.children = []
    }
    init(_ value: T, children: [AnyView]) {
        self.value = value
        self.children = children
    }
    public var body: Never { primitiveBody() }
}

extension TupleView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { children.flatMap { resolver.resolve($0) } }
}

/// A type-erased view.
public struct AnyView: View {
    let resolveView: @MainActor (Resolver) -> [Piece]
    public init<V: View>(_ view: V) {
        resolveView = { $0.resolve(view) }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { primitiveBody() }
}

extension AnyView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { resolveView(resolver) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody() }
}

extension _ConditionalContent: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        switch storage {
        case .trueContent(let view): return resolver.resolve(view)
        case .falseContent(let view): return resolver.resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in resolver: Resolver) -> [Piece] {
        switch self {
        case .some(let view): return resolver.resolve(view)
        case .none: return []
        }
    }
}

/// The views of a `for` loop in a `ViewBuilder` block (SwiftUI itself asks for `ForEach`).
public struct _ViewArray<Content: View>: View {
    let views: [Content]
    public var body: Never { primitiveBody() }
}

extension _ViewArray: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { views.flatMap { resolver.resolve($0) } }
}

/// Builds a view from a block of views, as SwiftUI's `ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @MainActor
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [AnyView] = []
        for view in repeat each content { children.append(AnyView(view)) }
        return TupleView((repeat each content), children: children)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    @MainActor
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewArray<Content> { _ViewArray(views: components) }
}

/// Views side by side in their container: `Group { … }` adds no layout of its own, and a
/// modifier on it applies to each.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

extension Group: PrimitiveView where Content: View {
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(content) }
}
