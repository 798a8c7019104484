/// One row of a table: what UITableViewCell shows, as data.
public struct Row: Equatable, Sendable {
    /// UITableViewCell's built-in layouts.
    public enum Style: String, CaseIterable, Sendable { case `default`, subtitle, value1, value2 }

    public enum Accessory: String, CaseIterable, Sendable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton, `switch`
    }

    /// The control UIKit shows at the leading edge in editing mode.
    public enum Editing: String, CaseIterable, Sendable { case delete, insert }

    public var id: String?
    public var style: Style = .default
    public var title: String?
    public var subtitle: String?
    public var detail: String?
    public var accessory: Accessory = .none
    /// The state of a `switch` accessory.
    public var isOn: Bool = false
    /// The switch's pending state (AOZ's switch cell): an activity indicator is drawn in
    /// the switch's place, and a touch there selects the row (there is no switch to toggle).
    public var isPending: Bool = false
    /// A PNG file shown at the leading edge (an absolute path, or relative to the working folder).
    public var imagePath: String?
    /// nil: the section's or table's `rowHeight`.
    public var height: Height?
    /// The most lines of title; 0 is unlimited.
    public var lines: Int = 1
    public var isSelected: Bool = false
    public var editing: Editing?
    public var showsReorderControl: Bool = false
    /// In a table that is editing: whether the row shows an editing control (DX's
    /// `canEditRow`; UIKit's default is yes).
    public var canEdit: Bool = true
    /// In a table that is editing: whether the row shows a reorder control (DX's `canMoveRow`).
    public var canMove: Bool = false
    public var indentationLevel: Int = 0
    public var background: Color?
    public var textColor: Color?
    public var tint: Color?
    /// Drawn swiped open, its actions showing.
    public var swipe: SwipeActions?
    /// The name of the cell template the row was made from, if any.
    public var cell: String?
    /// What placeholders read.
    public var data: DataValue?
    /// The width the row's content would like (GPJ's `preferredMaxWidth`; 0: none): the
    /// table's ``Table/contentPreferredMaxWidth`` is the largest, and `width: fit` uses it.
    public var preferredMaxWidth: Double = 0
    /// A free string, reported by `inspect` and hit tests.
    public var tag: String?
    /// GPJ's round-corner separator cell (seed-libraries §1.5): the background drawn this far
    /// in from the row's edges, the table's background around it.
    public var backgroundInset: EdgeInsets = .zero
    /// Which corners of the (inset) background are rounded, by ``cornerRadius``.
    public var corners: RowCorners = []
    public var cornerRadius: Double = 0
    /// The row's own separator, drawn instead of the table's; nil: the table's.
    public var separator: RowSeparator?
    /// The part the row belongs to (AOZ's row collection): rows next to each other in a
    /// section with the same part form one, and ``RowPosition`` says where in it a row
    /// stands; nil: none. A data source's rows take the source's name.
    public var part: String?
    /// How the row looks as the first, last or only row of its part (a template's `first:`,
    /// `last:`, `only:`); applied by ``positioned(_:)``.
    public var variants: RowVariants?
    /// The key path the row shows and edits (SPEC 4.4).
    public var binding: RowBinding?
    /// Made by `emptyCell` / `-ec` for an empty source.
    public var isEmptyPlaceholder: Bool = false
    /// The typed value the row was made from (`Section(data:)`), as GPJ hands its data
    /// object to `didSelectAction`: `row.value as? ColorData`.
    public var value: (any Sendable)? {
        get { valueBox?.base }
        set { valueBox = newValue.map(RowValueBox.init) }
    }
    private var valueBox: RowValueBox?
    /// Called with the row when it is selected (GPJ's `didSelectAction`, DX's
    /// `didSelectRowBlock`).
    public var onSelect: RowAction?
    /// Asked before the row is selected through ``TableSelection``; false vetoes it.
    public var willSelect: RowSelectionCheck?
    /// Whether ``TableSelection`` deselects the row after its action (DX's
    /// `shouldDeselectRow`, on by default); false: it stays selected.
    public var deselectsOnSelect: Bool = true

    public init(title: String? = nil, style: Style = .default, height: Height? = nil) {
        self.title = title
        self.style = style
        self.height = height
    }

    /// Whether the background is drawn as GPJ's card: inset, or with corners rounded.
    public var hasCardBackground: Bool { backgroundInset != .zero || !corners.isEmpty }

    /// This row as it looks at `position`: its variant for its part position set over it,
    /// and `{@position}` in its texts filled.
    public func positioned(_ position: RowPosition) -> Row {
        var row = self
        if let override = variants?.override(for: position) { override.apply(to: &row) }
        return row.fillingPosition(position)
    }

    /// This row with `{@position}` in its texts filled.
    func fillingPosition(_ position: RowPosition) -> Row {
        guard readsPosition else { return self }
        var row = self
        let text = position.text
        let fill = { (value: String?) in value.map { TextTemplate.fillPosition($0, with: text) } }
        row.title = fill(row.title)
        row.subtitle = fill(row.subtitle)
        row.detail = fill(row.detail)
        row.tag = fill(row.tag)
        return row
    }

    /// Whether the row's look depends on its position: it has variants, or a text that
    /// reads `{@position}` (a cheap byte test first).
    public var needsPosition: Bool { variants != nil || readsPosition }

    private var readsPosition: Bool {
        [title, subtitle, detail, tag].contains { $0.map(TextTemplate.mentionsPosition) ?? false }
    }

    /// This row with `{…}` placeholders in its texts filled from its data and `index`.
    public func resolvingPlaceholders(index: Int?) -> Row {
        var row = self
        let fill = { (text: String?) in text.map { TextTemplate.render($0, data: data, index: index) } }
        row.title = fill(title)
        row.subtitle = fill(subtitle)
        row.detail = fill(detail)
        row.tag = fill(tag)
        return row
    }
}

/// Keeps ``Row/value`` comparable: values compare as `AnyHashable` when they are
/// `Hashable`, else by their reflected description.
private struct RowValueBox: Equatable, Sendable {
    let base: any Sendable

    static func == (a: RowValueBox, b: RowValueBox) -> Bool {
        if let x = a.base as? AnyHashable, let y = b.base as? AnyHashable { return x == y }
        return type(of: a.base) == type(of: b.base) && String(reflecting: a.base) == String(reflecting: b.base)
    }
}
