import TableLayout

/// A SwiftUI screen resolved into tablesnap's model: the table its list draws as, the
/// appearance it asked for, and what the resolution noticed.
package struct ResolvedScreen {
    package var table: Table
    package var appearance: Appearance
    package var report: ResolutionReport
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
    let pieces = resolver.resolve(view)
    var lists: [ListPiece] = []
    func findLists(_ pieces: [Piece]) {
        for piece in pieces {
            if case .list(let list) = piece.kind { lists.append(list) }
        }
    }
    findLists(pieces)
    let list: ListPiece
    if let first = lists.first {
        if lists.count > 1 { resolver.warn("the screen has \(lists.count) lists: the first is drawn") }
        list = first
    } else {
        resolver.warn("the screen has no List or Form: its views are drawn as the rows of an insetGrouped list")
        resolver.isInList = true
        list = ListPiece(style: .insetGrouped, children: pieces, colorScheme: settings.colorScheme,
                         dynamicTypeSize: settings.dynamicTypeSize, layoutDirection: settings.layoutDirection)
    }
    let table = resolver.table(list, width: settings.width)
    return ResolvedScreen(table: table, appearance: list.colorScheme == .dark ? .dark : .light, report: resolver.report)
}
