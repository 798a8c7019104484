import TableLayout

/// A `NavigationLink` met while resolving a screen: its label's texts (how a snapshot names
/// it), the environment it was in (what its destination inherits: objects, strings, colour
/// scheme) and its destination.
struct LinkRecord {
    var texts: [String]
    var environment: EnvironmentValues
    var destination: @MainActor (Resolver) -> AnyView?

    /// Whether `title` names this link: its label's text, or one text of it (a link whose
    /// label is a stack of a name and a detail is named by either).
    func isNamed(_ title: String) -> Bool {
        texts.joined(separator: " ") == title || texts.contains(title)
    }
}

extension Resolver {
    /// The view `.navigationDestination(for:)` gives `value`, nil when none is registered for its type.
    func destination<P: Hashable>(for value: P) -> AnyView? {
        destinations[ObjectIdentifier(P.self)].flatMap { $0(value) }
    }
}

extension View {
    /// The view a `NavigationLink(value:)` of `D` pushes: drawn when a snapshot follows
    /// such a link (nothing of it is drawn on the screen that holds the link).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modified { resolver, content in
            resolver.destinations[ObjectIdentifier(D.self)] = { value in (value as? D).map { AnyView(destination($0)) } }
            return content()
        }
    }
}

/// What following a link gave.
package enum FollowedLink {
    case screen(ResolvedScreen)
    /// No link of the screen is named so; the names of those it has.
    case noLink(available: [String])
    /// The link pushes a value that no `.navigationDestination(for:)` takes.
    case noDestination
}

extension ResolvedScreen {
    /// The screen the link named `title` pushes, evaluated in the link's environment as the
    /// device draws it after the push: the back button titled with this screen's title
    /// ("Back" when it has none), this screen's tab bar kept.
    ///
    /// - Complexity: O(*n*) in the views the destination evaluates.
    @MainActor
    package func following(_ title: String) -> FollowedLink {
        guard let link = resolver.links.first(where: { $0.isNamed(title) }) else {
            return .noLink(available: resolver.links.map { $0.texts.joined(separator: " ") })
        }
        guard let destination = link.destination(resolver) else { return .noDestination }
        let next = Resolver(environment: link.environment)
        let pushed = next.resolve(destination)
        var chrome = next.report.chrome
        chrome.isPushed = true
        chrome.backTitle = chrome.hidesBackButton ? nil : chrome.hidesBackTitle ? "" : (report.chrome.title ?? "Back")
        if chrome.tabs.isEmpty { chrome.tabs = report.chrome.tabs }
        next.report.chrome = chrome
        return .screen(screenOfPieces(pushed, resolver: next, width: table.width))
    }
}
