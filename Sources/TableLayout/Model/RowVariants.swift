/// A template's `first:`, `last:` and `only:` overrides: how a row looks as the first, the last
/// or the only row of its part (AOZ's positions used as variants, docs/config.md, Positions and
/// position variants), so a card's first row can round its top corners without a template of
/// its own.
///
/// A reference, so a ``Row`` can hold it (a row holding rows); immutable once made.
public final class RowVariants: Equatable, Sendable {
    public let first: RowOverride?
    public let last: RowOverride?
    /// For the only row of a part; without `only`, `first` then `last` apply (`last` wins
    /// where both set a field, but corners add up), so one row of a card takes both ends' look.
    public let only: RowOverride?

    /// - Complexity: O(1).
    public init(first: RowOverride? = nil, last: RowOverride? = nil, only: RowOverride? = nil) {
        self.first = first
        self.last = last
        if let only {
            self.only = only
        } else if let first, let last {
            self.only = first.then(last)
        } else {
            self.only = first ?? last
        }
    }

    /// The override for a row at `position` (its part bits), if any.
    ///
    /// - Complexity: O(1).
    public func override(for position: RowPosition) -> RowOverride? {
        switch position.part {
        case .partOnly: return only
        case .partTop: return first
        case .partBottom: return last
        default: return nil
        }
    }

    /// These variants without `fields` (the keys a row sets itself, which win over its
    /// template's variants); nil when nothing is left.
    ///
    /// - Complexity: O(*f*), *f* the fields removed.
    public func removing(_ fields: Set<RowOverride.Field>) -> RowVariants? {
        let trim = { (o: RowOverride?) in o.flatMap { $0.removing(fields) } }
        let (f, l, o) = (trim(first), trim(last), trim(only))
        guard f != nil || l != nil || o != nil else { return nil }
        return RowVariants(first: f, last: l, only: o ?? RowOverride(fields: [], values: Row()))
    }

    /// - Complexity: O(*f*), *f* the fields overridden.
    public static func == (a: RowVariants, b: RowVariants) -> Bool {
        a === b || (a.first == b.first && a.last == b.last && a.only == b.only)
    }
}

/// Some of a row's fields, to set over a row: `values` holds them, `fields` says which.
public struct RowOverride: Equatable, Sendable {
    /// The fields an override may set, named as config keys.
    public enum Field: String, CaseIterable, Sendable {
        case style, title, subtitle, detail, accessory, on, image, height, lines, selected, editing, reorder
        case canEdit, canMove, indent, background, textColor, tint, swipe, preferredMaxWidth, tag
        case backgroundInset, corners, cornerRadius, separator
    }

    public var fields: Set<Field>
    public var values: Row

    /// - Complexity: O(1).
    public init(fields: Set<Field>, values: Row) {
        self.fields = fields
        self.values = values
    }

    /// This override, then `next` over it; corners add up (a lone row of a card rounds
    /// its top ones and its bottom ones).
    func then(_ next: RowOverride) -> RowOverride {
        var values = self.values
        next.apply(to: &values)
        if fields.contains(.corners) { values.corners.formUnion(self.values.corners) }
        return RowOverride(fields: fields.union(next.fields), values: values)
    }

    func removing(_ fields: Set<Field>) -> RowOverride? {
        let left = self.fields.subtracting(fields)
        return left.isEmpty ? nil : RowOverride(fields: left, values: values)
    }

    /// Sets this override's fields of `row`.
    ///
    /// - Complexity: O(*f*), *f* the fields overridden.
    public func apply(to row: inout Row) {
        for field in fields {
            switch field {
            case .style: row.style = values.style
            case .title: row.title = values.title
            case .subtitle: row.subtitle = values.subtitle
            case .detail: row.detail = values.detail
            case .accessory: row.accessory = values.accessory
            case .on: (row.isOn, row.isPending) = (values.isOn, values.isPending)
            case .image: row.imagePath = values.imagePath
            case .height: row.height = values.height
            case .lines: row.lines = values.lines
            case .selected: row.isSelected = values.isSelected
            case .editing: row.editing = values.editing
            case .reorder: row.showsReorderControl = values.showsReorderControl
            case .canEdit: row.canEdit = values.canEdit
            case .canMove: row.canMove = values.canMove
            case .indent: row.indentationLevel = values.indentationLevel
            case .background: row.background = values.background
            case .textColor: row.textColor = values.textColor
            case .tint: row.tint = values.tint
            case .swipe: row.swipe = values.swipe
            case .preferredMaxWidth: row.preferredMaxWidth = values.preferredMaxWidth
            case .tag: row.tag = values.tag
            case .backgroundInset: row.backgroundInset = values.backgroundInset
            case .corners: row.corners = values.corners
            case .cornerRadius: row.cornerRadius = values.cornerRadius
            case .separator: row.separator = values.separator
            }
        }
    }
}
