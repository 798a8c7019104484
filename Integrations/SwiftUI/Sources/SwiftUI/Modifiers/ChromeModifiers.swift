import TableLayout

// The screen's bars: `.navigationTitle`, `.toolbar` and `.searchable` are recorded in
// `ResolutionReport.chrome` for the code that draws the bars around the table; nothing is
// drawn here.
extension View {
    public func navigationTitle(_ title: Text) -> some View {
        modified { resolver, content in
            resolver.report.chrome.title = title.string(strings: resolver.environment.strings, locale: resolver.environment.locale)
            return content()
        }
    }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modified { resolver, content in
            resolver.report.chrome.titleDisplayMode = "\(displayMode)"
            return content()
        }
    }
    /// A tab's label in the tab bar (`Label("Mail", systemImage: "envelope")`). Only the first
    /// tab is drawn, so only its title, toolbar and search become the screen's: a later tab's
    /// are taken back after its content is resolved.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = label()
        return modified { resolver, content in
            let before = resolver.report.chrome
            let pieces = content()
            let tab = ToolbarItem(placement: .automatic) { label }.items(in: resolver)
            if !before.tabs.isEmpty {
                let tabs = resolver.report.chrome.tabs
                resolver.report.chrome = before
                resolver.report.chrome.tabs = tabs
            }
            var tabs = tab.isEmpty ? [ToolbarItemInfo(placement: "tab", title: "", systemImage: nil)] : tab
            // `.badge(3).tabItem { … }`: the badge the tab's view was given.
            tabs[0].badge = pieces.first?.traits.badge
            resolver.report.chrome.tabs += tabs
            return pieces
        }
    }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modified { resolver, content in
            if hidesBackButton { resolver.report.chrome.hidesBackButton = true }
            return content()
        }
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// `.editor` draws a pushed screen's back button without its title, as iOS does.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modified { resolver, content in
            if role.name == "editor" { resolver.report.chrome.hidesBackTitle = true }
            return content()
        }
    }

    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let toolbar = content()
        return modified { resolver, content in
            resolver.report.chrome.toolbarItems += toolbar.toolbarItems(in: resolver)
            return content()
        }
    }
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let toolbar = content()
        return modified { resolver, content in
            resolver.report.chrome.toolbarItems += ToolbarItem(placement: .automatic) { toolbar }.items(in: resolver)
            return content()
        }
    }

    /// The older form of `.toolbar`: the items at the bar's leading and trailing edges.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modified { resolver, content in
            resolver.report.chrome.hasSearch = true
            resolver.report.chrome.searchPrompt = prompt?.string(strings: resolver.environment.strings, locale: resolver.environment.locale)
            return content()
        }
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

public struct ToolbarRole: Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic"), navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser"), editor = ToolbarRole(name: "editor")
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
}

public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// What a `.toolbar { … }` block holds; an app's own toolbar content has a `body`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that lists its items itself (the shim's own).
@MainActor
protocol PrimitiveToolbarContent {
    func items(in resolver: Resolver) -> [ToolbarItemInfo]
}

extension ToolbarContent {
    /// The items, as the bars will draw them.
    func toolbarItems(in resolver: Resolver) -> [ToolbarItemInfo] {
        if let primitive = self as? PrimitiveToolbarContent { return primitive.items(in: resolver) }
        return body.toolbarItems(in: resolver)
    }
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public var body: Never { primitiveBody() }
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
    func items(in resolver: Resolver) -> [ToolbarItemInfo] {
        let pieces = resolver.resolve(content)
        let elements = resolver.elements(pieces)
        let symbol = elements.lazy.compactMap(ToolbarItemInfo.firstSymbol).first
        let title = resolver.plainString(pieces) ?? ""
        guard !title.isEmpty || symbol != nil else { return [] }
        return [ToolbarItemInfo(placement: placement.name, title: title, systemImage: symbol)]
    }
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public var body: Never { primitiveBody() }
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    func items(in resolver: Resolver) -> [ToolbarItemInfo] {
        resolver.resolve(content).flatMap { piece in
            ToolbarItem(placement: placement) { PieceView(piece: piece) }.items(in: resolver)
        }
    }
}

/// A piece already resolved, as a view (a toolbar group's items one by one).
struct PieceView: View, PrimitiveView {
    let piece: Piece
    var body: Never { primitiveBody() }
    func resolve(in resolver: Resolver) -> [Piece] { [piece] }
}

public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    public var body: Never { primitiveBody() }
    let children: [any ToolbarContent]
    func items(in resolver: Resolver) -> [ToolbarItemInfo] { children.flatMap { $0.toolbarItems(in: resolver) } }
}

public struct EmptyToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    public var body: Never { primitiveBody() }
    func items(in resolver: Resolver) -> [ToolbarItemInfo] { [] }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func items(in resolver: Resolver) -> [ToolbarItemInfo] { self?.toolbarItems(in: resolver) ?? [] }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyToolbarContent { EmptyToolbarContent() }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var children: [any ToolbarContent] = []
        for item in repeat each content { children.append(item) }
        return TupleToolbarContent(children: children)
    }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> C? { content }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> C? { content }
    public static func buildEither<C: ToolbarContent>(first: C) -> TupleToolbarContent { TupleToolbarContent(children: [first]) }
    public static func buildEither<C: ToolbarContent>(second: C) -> TupleToolbarContent { TupleToolbarContent(children: [second]) }
}

extension ToolbarItemInfo {
    static func firstSymbol(_ element: CellElement) -> String? {
        switch element.kind {
        case .symbol(let symbol): return symbol.name
        case .stack(let stack): return stack.children.lazy.compactMap(firstSymbol).first
        default: return nil
        }
    }
}
