/// A table as data: sections of rows, with the defaults UITableView has.
public struct Table: Equatable, Sendable {
    public var width: Double
    public var style: TableStyle = .plain
    public var rowHeight: Height = .points(44)
    /// Used for `automatic` rows that are not measured.
    public var estimatedRowHeight: Double = 44
    public var headerHeight: Height = .automatic
    public var footerHeight: Height = .automatic
    /// nil: the style's default (0; the grouped styles space their groups with headers and footers).
    public var sectionSpacing: Double?
    public var tableHeader: TableBand?
    public var tableFooter: TableBand?
    public var separator = Separator()
    public var sections: [Section]
    /// The data sources rows are bound to (`bind`), by name: what bound rows show, and what
    /// setting their values changes.
    public var boundData: [String: DataValue] = [:]
    /// Drawn mirrored for a right-to-left interface; the geometry does not change.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The interface's locale, a BCP 47 identifier (`tr`, `de-CH`, `ar-EG`): grouped section
    /// headers are set in capitals by its rules (Turkish `i` is `İ`). nil: the rules of no
    /// language. Text, numbers and dates are drawn as given (docs/config.md, `locale`).
    public var locale: String?
    /// Dynamic Type: the text size every text style is scaled to (measuring included).
    public var contentSize: ContentSize = .large
    /// The table's own background (an app's tinted grouped table), per appearance; nil: the
    /// style's (systemBackground, or systemGroupedBackground for the grouped styles).
    public var backgroundColor: CellColor?
    /// The section index's titles (`sectionIndexTitles`); empty: no index.
    public var indexTitles: [String] = []
    /// UITableView's `isEditing`: every row shows its editing control (see ``Row/asDrawn(tableIsEditing:)``).
    public var isEditing = false
    /// Where the table is shown: a form sheet's cells have 16 pt margins and 52 pt rows.
    public var presentation: TablePresentation = .fullScreen
    /// What draws the list: UIKit's table (its section title views) or SwiftUI's `List` and
    /// `Form`, whose titled headers and footers are spaced differently.
    public var framework: ListFramework = .uiKit

    /// - Complexity: O(1).
    public init(width: Double, style: TableStyle = .plain, sections: [Section] = []) {
        self.width = width
        self.style = style
        self.sections = sections
    }

    /// The space placed before every section.
    package var resolvedSectionSpacing: Double { sectionSpacing ?? style.defaultSectionSpacing }

    /// The height of the table's header: its own, else the style's top padding (17.5 pt in
    /// the grouped styles, docs/geometry.md).
    package var resolvedTableHeaderHeight: Double { tableHeader?.height ?? style.defaultTableHeaderHeight }

    /// The index of the section whose `id` is `id`, if any.
    ///
    /// - Complexity: O(*sections*).
    public func sectionIndex(id: String) -> Int? {
        sections.firstIndex { $0.id == id }
    }
}
