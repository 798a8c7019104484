import TableLayout

/// An empty state (iOS 17): a large symbol in secondaryLabel, the title in title2 bold and the
/// description in secondaryLabel, centred; `.search` says no results.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: Never { primitiveBody() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(titleKey, systemImage: name) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// "No Results", as a search with none shows.
    public static var search: Self { ContentUnavailableView("No Results", systemImage: "magnifyingglass") }
    public static func search(text: String) -> Self {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text(verbatim: "Check the spelling or try a new search."))
    }
}

extension ContentUnavailableView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        var header: [CellElement] = []
        if let label = label as? SwiftUI.Label<Text, Image> {
            var symbol = label.icon.element(in: resolver, defaultColor: .semantic(.secondaryLabel))
            if case .symbol(var cellSymbol) = symbol.kind {
                cellSymbol.size = 58
                symbol.kind = .symbol(cellSymbol)
            }
            header.append(symbol)
            header += resolver.with({ $0.font = .title2.bold(); $0.multilineTextAlignment = .center }) {
                resolver.elements(resolver.resolve(label.title))
            }
        } else {
            header = resolver.with({ $0.font = .title2.bold(); $0.multilineTextAlignment = .center }) { resolver.elements(resolver.resolve(label)) }
        }
        let texts = resolver.with({ $0.foregroundColor = $0.foregroundColor ?? .secondary; $0.multilineTextAlignment = .center }) {
            resolver.elements(resolver.resolve(description))
        }
        let buttons = resolver.elements(resolver.resolve(actions))
        var stack = CellElement.vstack(spacing: 8, alignment: .center) { header + texts + buttons }
        stack.width = .fill(weight: 1)
        stack.padding = ElementInsets(top: 24, bottom: 24)
        return [.content(stack)]
    }
}
