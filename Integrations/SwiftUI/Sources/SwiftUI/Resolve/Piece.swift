import TableLayout

/// What a view resolves to: the elements a stack holds, a row of a list, a section or a
/// whole list. Views resolve into these; a container decides what they become (a `Text` is a
/// row in a `List` and a child in an `HStack`).
struct Piece {
    enum Kind {
        /// Text, a symbol, a shape or a stack of them: a row's content in a list.
        case content(CellElement)
        /// A control that is a row of its own in a list (toggle, link, picker, button…).
        case row(ControlRow)
        case section(SectionPiece)
        case list(ListPiece)
    }
    var kind: Kind
    /// What row modifiers (`.listRowBackground`, `.badge`, `.tag`…) said of the row this
    /// piece becomes.
    var traits = RowTraits()

    init(_ kind: Kind, traits: RowTraits = RowTraits()) {
        self.kind = kind
        self.traits = traits
    }

    static func content(_ element: CellElement) -> Piece { Piece(.content(element)) }
}

/// The row modifiers of a list row.
struct RowTraits {
    var background: TableLayout.Color?
    var badge: String?
    var tag: AnyHashable?
    /// A `ForEach` element's id: the tag a picker matches when `.tag` gave none.
    var implicitTag: AnyHashable?
    var tint: TableLayout.Color?
    var insets: EdgeInsets?
    var separatorHidden = false
}

/// A control drawn as a list row: its label, its value on the trailing side, its accessory.
struct ControlRow {
    var label: [Piece]
    /// The value shown on the trailing side (a picker's choice, a `LabeledContent`'s value).
    var detail: CellElement?
    var accessory: Row.Accessory = .none
    var isOn: Bool?
    /// Rows that follow this one in its section (an inline picker's choices).
    var followingRows: [Piece] = []
}

struct SectionPiece {
    var header: String?
    var footer: String?
    var children: [Piece]
}

/// A `List` or a `Form`, with the settings of the environment it was resolved in.
struct ListPiece {
    var style: TableStyle
    var children: [Piece]
    var colorScheme: ColorScheme
    var dynamicTypeSize: DynamicTypeSize
    var layoutDirection: LayoutDirection
}
