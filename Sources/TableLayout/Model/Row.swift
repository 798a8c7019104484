/// One row of a table: what UITableViewCell shows, as data.
public struct Row: Equatable, Sendable {
    /// UITableViewCell's built-in layouts.
    public enum Style: String, CaseIterable, Sendable { case `default`, subtitle, value1, value2 }

    public enum Accessory: String, CaseIterable, Sendable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton, `switch`
    }

    /// The control UIKit shows at the leading edge in editing mode.
    public enum Editing: String, CaseIterable, Sendable { case delete, insert }

    // The fields most rows set are stored in the row; every other field is in ``MoreFields``.

    public var id: String?
    public var style: Style = .default
    public var title: String?
    public var subtitle: String?
    public var detail: String?
    public var accessory: Accessory = .none
    /// nil: the section's or table's `rowHeight`.
    public var height: Height?
    /// The name of the cell template the row was made from, if any.
    public var cell: String?
    /// What placeholders read.
    public var data: DataValue?
    /// A free string, reported by `inspect` and hit tests.
    public var tag: String?
    /// The part the row belongs to (AOZ's row collection): rows next to each other in a
    /// section with the same part form one, and ``RowPosition`` says where in it a row
    /// stands; nil: none. A data source's rows take the source's name.
    public var part: String?
    /// The other fields, behind one reference that copies share until one of them changes
    /// (copy on write): most rows set none of them and share one instance, so a row is a
    /// third of the size and copies with a third of the reference counting.
    private var more = MoreFields.defaults

    /// Changes one of ``MoreFields``' fields, copying them first when they are shared.
    private mutating func changeMore(_ change: (inout MoreFields.Values) -> Void) {
        if !isKnownUniquelyReferenced(&more) { more = MoreFields(more.values) }
        change(&more.values)
    }

    /// The state of a `switch` accessory.
    ///
    /// - Complexity: O(1).
    public var isOn: Bool { get { more.values.isOn } set { changeMore { $0.isOn = newValue } } }
    /// The switch's pending state (AOZ's switch cell): an activity indicator is drawn in
    /// the switch's place, and a touch there selects the row (there is no switch to toggle).
    ///
    /// - Complexity: O(1).
    public var isPending: Bool { get { more.values.isPending } set { changeMore { $0.isPending = newValue } } }
    /// A PNG file shown at the leading edge (an absolute path, or relative to the working folder).
    ///
    /// - Complexity: O(1).
    public var imagePath: String? { get { more.values.imagePath } set { changeMore { $0.imagePath = newValue } } }
    /// The most lines of title; 0 is unlimited.
    ///
    /// - Complexity: O(1).
    public var lines: Int { get { more.values.lines } set { changeMore { $0.lines = newValue } } }
    /// - Complexity: O(1).
    public var isSelected: Bool { get { more.values.isSelected } set { changeMore { $0.isSelected = newValue } } }
    /// - Complexity: O(1).
    public var editing: Editing? { get { more.values.editing } set { changeMore { $0.editing = newValue } } }
    /// - Complexity: O(1).
    public var showsReorderControl: Bool { get { more.values.showsReorderControl } set { changeMore { $0.showsReorderControl = newValue } } }
    /// In a table that is editing: whether the row shows an editing control (DX's
    /// `canEditRow`; UIKit's default is yes).
    ///
    /// - Complexity: O(1).
    public var canEdit: Bool { get { more.values.canEdit } set { changeMore { $0.canEdit = newValue } } }
    /// In a table that is editing: whether the row shows a reorder control (DX's `canMoveRow`).
    ///
    /// - Complexity: O(1).
    public var canMove: Bool { get { more.values.canMove } set { changeMore { $0.canMove = newValue } } }
    /// - Complexity: O(1).
    public var indentationLevel: Int { get { more.values.indentationLevel } set { changeMore { $0.indentationLevel = newValue } } }
    /// - Complexity: O(1).
    public var background: Color? { get { more.values.background } set { changeMore { $0.background = newValue } } }
    /// - Complexity: O(1).
    public var textColor: Color? { get { more.values.textColor } set { changeMore { $0.textColor = newValue } } }
    /// - Complexity: O(1).
    public var tint: Color? { get { more.values.tint } set { changeMore { $0.tint = newValue } } }
    /// Drawn swiped open, its actions showing.
    ///
    /// - Complexity: O(1).
    public var swipe: SwipeActions? { get { more.values.swipe } set { changeMore { $0.swipe = newValue } } }
    /// `accessory` as written with placeholders (`accessory: "{kind}"`), read from the row's
    /// data when the row is made (docs/config.md, Data binding): an accessory's name, or
    /// nothing for none. When what it reads names no accessory, the text read stays here and
    /// drawing the row reports it; nil once it named one.
    ///
    /// - Complexity: O(1).
    public var accessoryText: String? { get { more.values.accessoryText } set { changeMore { $0.accessoryText = newValue } } }
    /// The width the row's content would like (GPJ's `preferredMaxWidth`; 0: none): the
    /// table's ``Table/contentPreferredMaxWidth`` is the largest, and `width: fit` uses it.
    ///
    /// - Complexity: O(1).
    public var preferredMaxWidth: Double { get { more.values.preferredMaxWidth } set { changeMore { $0.preferredMaxWidth = newValue } } }
    /// GPJ's round-corner separator cell (docs/config.md, Cards): the background drawn this far
    /// in from the row's edges, the table's background around it.
    ///
    /// - Complexity: O(1).
    public var backgroundInset: EdgeInsets { get { more.values.backgroundInset } set { changeMore { $0.backgroundInset = newValue } } }
    /// Which corners of the (inset) background are rounded, by ``cornerRadius``.
    ///
    /// - Complexity: O(1).
    public var corners: RowCorners { get { more.values.corners } set { changeMore { $0.corners = newValue } } }
    /// - Complexity: O(1).
    public var cornerRadius: Double { get { more.values.cornerRadius } set { changeMore { $0.cornerRadius = newValue } } }
    /// The row's own separator, drawn instead of the table's; nil: the table's.
    ///
    /// - Complexity: O(1).
    public var separator: RowSeparator? { get { more.values.separator } set { changeMore { $0.separator = newValue } } }
    /// How the row looks as the first, last or only row of its part (a template's `first:`,
    /// `last:`, `only:`); applied by ``positioned(_:)``.
    ///
    /// - Complexity: O(1).
    public var variants: RowVariants? { get { more.values.variants } set { changeMore { $0.variants = newValue } } }
    /// The key path the row shows and edits (docs/live-tables.md, Bindings).
    ///
    /// - Complexity: O(1).
    public var binding: RowBinding? { get { more.values.binding } set { changeMore { $0.binding = newValue } } }
    /// Made by `emptyCell` / `-ec` for an empty source.
    package var isEmptyPlaceholder: Bool { get { more.values.isEmptyPlaceholder } set { changeMore { $0.isEmptyPlaceholder = newValue } } }
    /// Custom content (docs/cells.md): an element tree drawn in place of the stock style's
    /// image and labels; nil: the stock cell.
    ///
    /// - Complexity: O(1).
    public var content: CellContent? { get { more.values.content } set { changeMore { $0.content = newValue } } }
    /// The typed value the row was made from (`Section(data:)`), as GPJ hands its data
    /// object to `didSelectAction`: `row.value as? ColorData`.
    ///
    /// - Complexity: O(1).
    public var value: (any Sendable)? {
        get { more.values.valueBox?.base }
        set { changeMore { $0.valueBox = newValue.map(RowValueBox.init) } }
    }
    /// Called with the row when it is selected (GPJ's `didSelectAction`, DX's
    /// `didSelectRowBlock`).
    ///
    /// - Complexity: O(1).
    public var onSelect: RowAction? { get { more.values.onSelect } set { changeMore { $0.onSelect = newValue } } }
    /// Asked before the row is selected through ``TableSelection``; false vetoes it.
    ///
    /// - Complexity: O(1).
    public var willSelect: RowSelectionCheck? { get { more.values.willSelect } set { changeMore { $0.willSelect = newValue } } }
    /// Whether ``TableSelection`` deselects the row after its action (DX's
    /// `shouldDeselectRow`, on by default); false: it stays selected.
    ///
    /// - Complexity: O(1).
    public var deselectsOnSelect: Bool { get { more.values.deselectsOnSelect } set { changeMore { $0.deselectsOnSelect = newValue } } }

    /// - Complexity: O(1).
    public init(title: String? = nil, style: Style = .default, height: Height? = nil) {
        self.title = title
        self.style = style
        self.height = height
    }

    /// Whether the background is drawn as GPJ's card: inset, or with corners rounded.
    package var hasCardBackground: Bool { backgroundInset != .zero || !corners.isEmpty }

    /// This row as it looks at `position`: its variant for its part position set over it,
    /// and `{@position}` in its texts filled.
    package func positioned(_ position: RowPosition) -> Row {
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
        if let content = row.content, content.mentionsPosition { row.content = content.fillingPosition(text) }
        return row
    }

    /// Whether the row's look depends on its position: it has variants, or a text that
    /// reads `{@position}` (a cheap byte test first).
    package var needsPosition: Bool { variants != nil || readsPosition }

    private var readsPosition: Bool {
        [title, subtitle, detail, tag].contains { $0.map(TextTemplate.mentionsPosition) ?? false }
            || content?.mentionsPosition == true
    }

    /// This row with `{…}` placeholders in its texts filled from its data and `index`.
    ///
    /// - Complexity: O(*p*), *p* the length of the row's texts and its content's.
    public func resolvingPlaceholders(index: Int?) -> Row {
        var row = self
        let values = PlaceholderValues(data: data, index: index)  // every text below reads through one index
        let fill = { (text: String?) in text.map { TextTemplate.render($0, values: values) } }
        row.title = fill(title)
        row.subtitle = fill(subtitle)
        row.detail = fill(detail)
        row.tag = fill(tag)
        if let content { row.content = content.filled(values) }
        if let swipe, swipe.readsData { row.swipe = swipe.filled(values) }
        if let text = accessoryText {
            let filled = TextTemplate.render(text, values: values)
            if let accessory = filled.isEmpty ? Accessory.none : Accessory(rawValue: filled) {
                row.accessory = accessory
                row.accessoryText = nil
            } else {
                row.accessoryText = filled
            }
        }
        return row
    }
}

/// The fields of a ``Row`` that most rows leave as they are, shared by copies until changed.
private final class MoreFields: Equatable, @unchecked Sendable {
    // Sendable: `values` is changed only through `Row.changeMore`, on an instance no other
    // row holds (copy on write), so no instance is changed while shared.
    struct Values: Equatable {
        var isOn = false
        var isPending = false
        var imagePath: String?
        var lines = 1
        var isSelected = false
        var editing: Row.Editing?
        var showsReorderControl = false
        var canEdit = true
        var canMove = false
        var indentationLevel = 0
        var background: Color?
        var textColor: Color?
        var tint: Color?
        var swipe: SwipeActions?
        var accessoryText: String?
        var preferredMaxWidth: Double = 0
        var backgroundInset: EdgeInsets = .zero
        var corners: RowCorners = []
        var cornerRadius: Double = 0
        var separator: RowSeparator?
        var variants: RowVariants?
        var content: CellContent?
        var binding: RowBinding?
        var isEmptyPlaceholder = false
        var valueBox: RowValueBox?
        var onSelect: RowAction?
        var willSelect: RowSelectionCheck?
        var deselectsOnSelect = true
    }

    var values: Values

    init(_ values: Values) {
        self.values = values
    }

    /// The instance every row starts with.
    static let defaults = MoreFields(Values())

    static func == (a: MoreFields, b: MoreFields) -> Bool {
        a === b || a.values == b.values
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
