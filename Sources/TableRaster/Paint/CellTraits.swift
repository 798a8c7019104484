import Foundation
import TableLayout

/// What a table says about how all its cells are laid out, beyond their own rows: the
/// Dynamic Type size and the room a section index takes at the trailing edge. Measuring and
/// drawing read the same traits, so an `automatic` row is as tall as what is drawn in it.
public struct CellTraits: Equatable, Sendable {
    public var contentSize: ContentSize
    /// The section index bar's width (0: no index); cells' content ends this much sooner.
    package var sectionIndexWidth: Double
    /// The table is in editing mode: rows are laid out as ``Row/asDrawn(tableIsEditing:)`` says.
    public var isEditing: Bool
    /// The table's ``Table/locale``: the rules grouped headers' capitals follow.
    public var locale: String?
    /// The table's ``Table/presentation``: a form sheet's margins and row padding.
    public var presentation: TablePresentation = .fullScreen
    /// The table's ``Table/framework``: how its titled headers and footers are spaced.
    public var framework: ListFramework = .uiKit

    public init(contentSize: ContentSize = .large, sectionIndexWidth: Double = 0, isEditing: Bool = false, locale: String? = nil) {
        self.contentSize = contentSize
        self.sectionIndexWidth = sectionIndexWidth
        self.isEditing = isEditing
        self.locale = locale
    }

    /// `text` in capitals, as UIKit sets a grouped header: by the locale's rules when there
    /// is one (`istanbul` is `İSTANBUL` in Turkish), else by Unicode's default mapping.
    func capitals(_ text: String) -> String {
        guard let locale else { return text.uppercased() }
        return text.uppercased(with: Locale(identifier: locale))
    }

    /// The traits of `table`, its index measured with `engine`: the one reading of a table's
    /// traits, by the renderer when it draws and by ``FreeTypeTextMeasurer`` when it measures.
    public init(table: Table, engine: TextEngine) {
        self.init(table: table, indexWidth: table.indexTitles.isEmpty ? 0 : SectionIndexLayout.width(of: table.indexTitles, engine: engine))
    }

    /// The traits of `table` with its index's width already measured.
    init(table: Table, indexWidth: Double) {
        self.init(contentSize: table.contentSize, sectionIndexWidth: indexWidth, isEditing: table.isEditing, locale: table.locale)
        presentation = table.presentation
        framework = table.framework
    }

    public static let standard = CellTraits()
}
