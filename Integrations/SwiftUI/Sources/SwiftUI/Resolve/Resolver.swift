import TableLayout

/// Evaluates a view tree once, as a device's first frame, with its environment, and turns it
/// into pieces. Dynamic properties (`@Environment`) read the environment of the view being
/// evaluated through `Resolver.current`.
@MainActor
final class Resolver {
    /// The resolver evaluating a body now: what `@Environment` and `@EnvironmentObject` read.
    static var current: Resolver?

    var environment: EnvironmentValues
    var report = ResolutionReport()
    /// The content a custom `ViewModifier`'s `body(content:)` stands for, innermost last.
    var modifierContents: [() -> [Piece]] = []
    /// Whether the views being resolved are inside a `List` or `Form` (a `Label`'s icon takes the tint there).
    var isInList = false
    /// The `NavigationLink`s met, in order: the screens a snapshot can follow.
    var links: [LinkRecord] = []
    /// `.navigationDestination(for:)`'s views, by the value's type.
    var destinations: [ObjectIdentifier: @MainActor (Any) -> AnyView?] = [:]

    init(environment: EnvironmentValues) { self.environment = environment }

    /// - Complexity: O(*n*) in the views the tree evaluates.
    func resolve<V: View>(_ view: V) -> [Piece] {
        if let primitive = view as? PrimitiveView { return primitive.resolve(in: self) }
        let outer = Resolver.current
        Resolver.current = self
        defer { Resolver.current = outer }
        return resolve(view.body)
    }

    func with<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () -> T) -> T {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return body()
    }

    /// Notes a modifier that is accepted but not drawn (once per name).
    func inert(_ name: String) { report.noteInert(name) }

    func warn(_ message: String) { report.noteWarning(message) }

    // MARK: Colours and fonts in this environment

    /// A SwiftUI colour as the cell language's, in the current colour scheme.
    func cellColor(_ color: Color) -> CellColor { color.cellColor(in: environment) }

    /// The foreground a text or symbol takes here: the view's `.foregroundStyle`, else
    /// `fallback`, dimmed when the view is disabled.
    func foreground(default fallback: CellColor) -> CellColor {
        let color = environment.foregroundColor.map(cellColor) ?? fallback
        guard !environment.isEnabled else { return color }
        if color == .semantic(.label) || color == .semantic(.tint) { return .semantic(.tertiaryLabel) }
        return color
    }

    /// The tint here: `.tint(…)`/`.accentColor(…)`, else the table's.
    var tint: CellColor { environment.tint.map(cellColor) ?? .semantic(.tint) }
}

/// What the resolution noticed: modifiers accepted and not drawn, what it approximated, and
/// the screen's bars (title, toolbar, search) for the screen-chrome drawing.
package struct ResolutionReport {
    package private(set) var inert: [String] = []
    package private(set) var warnings: [String] = []
    package var chrome = ScreenChromeInfo()

    mutating func noteInert(_ name: String) {
        if !inert.contains(name) { inert.append(name) }
    }

    mutating func noteWarning(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}

/// The navigation bar's title, the toolbar's items and the search field a screen asked for:
/// recorded, not drawn (the bars are drawn around the table by the screen-chrome code).
package struct ScreenChromeInfo: Equatable, Sendable {
    package var title: String?
    package var titleDisplayMode: String?
    package var toolbarItems: [ToolbarItemInfo] = []
    package var searchPrompt: String?
    package var hasSearch = false
    /// A `TabView`'s tabs, from their `.tabItem` labels, in order (the first is drawn).
    package var tabs: [ToolbarItemInfo] = []
    /// Whether the screen was pushed (reached by following a link), and the back button's
    /// title then: the previous screen's, "" for the chevron alone, nil when hidden.
    package var isPushed = false
    package var backTitle: String?
    /// `.navigationBarBackButtonHidden()`, `.toolbarRole(.editor)` (the chevron without a title).
    var hidesBackButton = false
    var hidesBackTitle = false
    package init() {}
}

package struct ToolbarItemInfo: Equatable, Sendable {
    package var placement: String
    package var title: String
    package var systemImage: String?
    /// A tab's badge (`.badge(3)` on the tab's view).
    package var badge: String? = nil
}
