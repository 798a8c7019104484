import TableLayout

/// A list of rows: the table tablesnap draws. `.listStyle` picks UIKit's table style
/// (automatic and `.insetGrouped`: insetGrouped; `.grouped`; `.plain` and `.inset`: plain).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
}

extension List: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [Piece(.list(resolver.listPiece(content)))] }
}

/// A form: a list in the grouped look of Settings (insetGrouped).
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

extension Form: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [Piece(.list(resolver.listPiece(content)))] }
}

extension Resolver {
    func listPiece<Content: View>(_ content: Content) -> ListPiece {
        let wasInList = isInList
        isInList = true
        defer { isInList = wasInList }
        let children = resolve(content)
        let style: TableStyle
        switch environment.listStyle {
        case .automatic, .insetGrouped, .sidebar: style = .insetGrouped
        case .grouped: style = .grouped
        case .plain, .inset: style = .plain
        }
        return ListPiece(style: style, children: children, colorScheme: environment.colorScheme,
                         dynamicTypeSize: environment.dynamicTypeSize, layoutDirection: environment.layoutDirection)
    }
}

/// A section of a list, with a header and a footer (any of their forms: a title, views,
/// `header:`/`footer:` closures). Header and footer views are drawn as their text.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
    public var body: Never { primitiveBody() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(header: EmptyView(), content: content(), footer: EmptyView()) }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(header: header, content: content(), footer: EmptyView()) }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.init(header: EmptyView(), content: content(), footer: footer) }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func resolve(in resolver: Resolver) -> [Piece] {
        let headerText = resolver.with({ $0.textCaseForText = nil }) { resolver.plainString(resolver.resolve(header)) }
        let footerText = resolver.plainString(resolver.resolve(footer))
        let children = resolver.resolve(content)
        guard resolver.isInList else {
            // A section outside a list (in a stack): its header, its content, its footer.
            let parts = [headerText.map { Piece.content(.text($0, style: .footnote, color: .semantic(.secondaryLabel), lines: 0)) }]
                + children.map(Optional.some)
                + [footerText.map { Piece.content(.text($0, style: .footnote, color: .semantic(.secondaryLabel), lines: 0)) }]
            return parts.compactMap { $0 }
        }
        return [Piece(.section(SectionPiece(header: headerText, footer: footerText, children: children)))]
    }
}

/// Views for each element of a collection (ranges, `Identifiable` values, `id:`); in a
/// picker, each element's id is the row's tag unless `.tag` says otherwise, as in SwiftUI.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    var inertNames: [String] = []
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, content: content, idOf: { $0.id })
    }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, idOf: { $0[keyPath: id] })
    }
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.init(data: data, content: content, idOf: { $0 })
    }

    /// Swipe to delete: accepted, not drawn.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.inertNames.append("onDelete")
        return copy
    }
    /// Drag to reorder: accepted, not drawn.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.inertNames.append("onMove")
        return copy
    }
    public func onInsert(of types: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach {
        var copy = self
        copy.inertNames.append("onInsert")
        return copy
    }
}

extension ForEach: PrimitiveView where Content: View {
    func resolve(in resolver: Resolver) -> [Piece] {
        inertNames.forEach(resolver.inert)
        return data.flatMap { element -> [Piece] in
            let id = AnyHashable(idOf(element))
            return resolver.resolve(content(element)).map { piece in
                var piece = piece
                if piece.traits.tag == nil { piece.traits.implicitTag = id }
                return piece
            }
        }
    }
}

/// The navigation container: its root view is the screen (the bars are drawn by the
/// screen-chrome code from what `.navigationTitle`/`.toolbar` record).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }
    public var body: Never { primitiveBody() }
}

extension NavigationStack: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(root) }
}

public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

extension NavigationView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(content) }
}

/// On an iPhone the split view shows its sidebar first: that is what is drawn.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
    }
    public var body: Never { primitiveBody() }
}

extension NavigationSplitView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(sidebar) }
}

public struct NavigationPath: Equatable {
    private var count_ = 0
    public init() {}
    public var count: Int { count_ }
    public var isEmpty: Bool { count_ == 0 }
    public mutating func append<V: Hashable>(_ value: V) { count_ += 1 }
    public mutating func removeLast(_ k: Int = 1) { count_ = max(0, count_ - k) }
}

/// A scroll view's content is drawn as it is (a list inside it is the table).
public struct ScrollView<Content: View>: View {
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

extension ScrollView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(content) }
}

public struct ScrollViewReader<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    public var body: Never { primitiveBody() }
}

extension ScrollViewReader: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(content) }
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Its content at an iPhone's size (393 × 852).
public struct GeometryReader<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: (GeometryProxy) -> Content) { self.content = content(GeometryProxy()) }
    public var body: Never { primitiveBody() }
}

extension GeometryReader: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(content) }
}

public struct GeometryProxy {
    public var size: CGSize { CGSize(width: 393, height: 852) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A tab view draws its first tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int { self.content = content() }
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

extension TabView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let tabs = resolver.resolve(content)
        return Array(tabs.prefix(1))
    }
}

public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
