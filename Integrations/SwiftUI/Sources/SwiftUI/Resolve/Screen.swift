import TableLayout

/// A SwiftUI screen resolved into tablesnap's model: the table its list draws as, the
/// appearance it asked for, and what the resolution noticed.
package struct ResolvedScreen {
    package var table: Table
    package var appearance: Appearance
    package var report: ResolutionReport
    /// The resolver that evaluated it: its links, for following one (`following(_:)`).
    let resolver: Resolver
}

/// What a snapshot sets before evaluating a screen (a device's first frame).
package struct ScreenSettings: Sendable {
    package var width: Double
    package var colorScheme: ColorScheme
    package var dynamicTypeSize: DynamicTypeSize
    package var layoutDirection: LayoutDirection
    package var locale: Locale
    package var strings: LocalizedStrings

    package init(width: Double, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                 layoutDirection: LayoutDirection = .leftToRight, locale: Locale = Locale(identifier: "en_US"),
                 strings: LocalizedStrings = LocalizedStrings()) {
        self.width = width
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.strings = strings
    }
}

/// Evaluates `view` once and resolves its list (the first `List` or `Form` it holds; a
/// screen with none is drawn as the rows of an insetGrouped list, with a warning).
///
/// - Complexity: O(*n*) in the views evaluated.
@MainActor
package func resolveScreen<V: View>(_ view: V, settings: ScreenSettings) -> ResolvedScreen {
    var environment = EnvironmentValues()
    environment.colorScheme = settings.colorScheme
    environment.dynamicTypeSize = settings.dynamicTypeSize
    environment.layoutDirection = settings.layoutDirection
    environment.locale = settings.locale
    environment.strings = settings.strings
    let resolver = Resolver(environment: environment)
    return screenOfPieces(resolver.resolve(view), resolver: resolver, width: settings.width)
}

/// The screen `pieces` draw: the first list they hold, or their views as the rows of an
/// insetGrouped list, in `resolver`'s environment.
@MainActor
func screenOfPieces(_ pieces: [Piece], resolver: Resolver, width: Double) -> ResolvedScreen {
    let environment = resolver.environment
    var lists: [ListPiece] = []
    for piece in pieces {
        if case .list(let list) = piece.kind { lists.append(list) }
    }
    let list: ListPiece
    if let first = lists.first {
        if lists.count > 1 { resolver.warn("the screen has \(lists.count) lists: the first is drawn") }
        list = first
    } else {
        resolver.warn("the screen has no List or Form: its views are drawn as the rows of an insetGrouped list")
        resolver.isInList = true
        list = ListPiece(style: .insetGrouped, children: pieces, colorScheme: environment.colorScheme,
                         dynamicTypeSize: environment.dynamicTypeSize, layoutDirection: environment.layoutDirection)
    }
    let table = resolver.table(list, width: width)
    return ResolvedScreen(table: table, appearance: list.colorScheme == .dark ? .dark : .light, report: resolver.report,
                          resolver: resolver)
}
