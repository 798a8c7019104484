/// Rows' positions in their section and their part (AOZ's positions, docs/config.md, Positions
/// and position variants), read from the row and its two neighbours: O(log items) a row, and
/// only for rows whose look depends on it.
extension RowList {
    /// Row `index`'s position: top, bottom or only in the section; partTop, partBottom or
    /// partOnly in the run of rows next to it with the same ``Row/part`` (none without one).
    ///
    /// - Complexity: O(log *items*): the row and its two neighbours.
    public func position(ofRow index: Int) -> RowPosition {
        var position: RowPosition = []
        if index == 0 { position.insert(.top) }
        if index == count - 1 { position.insert(.bottom) }
        guard let part = part(ofRow: index) else { return position }
        if index == 0 || self.part(ofRow: index - 1) != part { position.insert(.partTop) }
        if index == count - 1 || self.part(ofRow: index + 1) != part { position.insert(.partBottom) }
        return position
    }

    /// Row `index`'s part, without building the row.
    ///
    /// - Complexity: O(log *items*).
    public func part(ofRow index: Int) -> String? {
        let (item, offset) = locate(index)
        return item.part(at: offset)
    }

    /// Row `offset` of `item` (row `index`) as it looks at its position: a variant's texts
    /// have their placeholders filled as the row's own are.
    func placedRow(_ item: Item, offset: Int, at index: Int) -> Row {
        let row = item.row(at: offset)
        guard row.needsPosition else { return row }
        let position = position(ofRow: index)
        guard let override = row.variants?.override(for: position),
              !override.fields.isDisjoint(with: [.title, .subtitle, .detail, .tag]) else { return row.positioned(position) }
        var (written, generatorIndex) = item.unresolvedRow(at: offset)
        written.height = row.height
        written.id = row.id  // a `repeat` row's id is filled from `{index}` (see RepeatedRows.ids)
        override.apply(to: &written)
        return written.resolvingPlaceholders(index: generatorIndex).fillingPosition(position)
    }

    /// The height row `offset` of `item` (row `index`) takes from its variant, if one
    /// applies there and sets it (only a row that may start or end a part has one).
    func positionedHeight(_ item: Item, offset: Int, at index: Int) -> Height? {
        guard item.mayStartOrEndPart(at: offset), let variants = item.variants(at: offset),
              let override = variants.override(for: position(ofRow: index)), override.fields.contains(.height) else { return nil }
        return override.values.height
    }
}

extension RowList.Item {
    /// Whether row `i` may start or end its part or section: an item's first and last rows,
    /// and, in a data source whose templates name different parts, a row beside another
    /// part. The rest are inside theirs, and their position never changes their look.
    func mayStartOrEndPart(at i: Int) -> Bool {
        if i == 0 || i == count - 1 { return true }
        guard case .data(let generator) = self, generator.partsVary else { return false }
        let part = part(at: i)
        return self.part(at: i - 1) != part || self.part(at: i + 1) != part
    }

    /// Row `i`'s part, without building it (but for a Swift value's row).
    ///
    /// - Complexity: O(1).
    public func part(at i: Int) -> String? {
        switch self {
        case .row(let row): return row.part
        case .repeated(let generator): return generator.template.part
        case .data(let generator): return generator.templates[generator.templateIndex(ofRow: i)].part
        case .values(let generator): return generator.row(at: i).part
        }
    }

    /// Whether row `i`'s height may depend on its position, without building it: it has
    /// variants, or it is measured (`automatic`, else `inherited`) and reads `{@position}`.
    /// A Swift value's row: no, its height is its value's `cellHeight`.
    package func heightDependsOnPosition(at i: Int, inherited: Height) -> Bool {
        func depends(_ row: Row) -> Bool {
            row.variants != nil || ((row.height ?? inherited) == .automatic && row.needsPosition)
        }
        switch self {
        case .row(let row): return depends(row)
        case .repeated(let generator): return generator.heights.isEmpty ? depends(generator.template) : generator.template.variants != nil
        case .data(let generator): return generator.needsPosition && depends(generator.templates[generator.templateIndex(ofRow: i)])
        case .values: return false
        }
    }

    /// Whether any row of this item has a height that may depend on its position.
    func anyHeightDependsOnPosition(inherited: Height) -> Bool {
        switch self {
        case .data(let generator):
            return generator.needsPosition && generator.templates.contains {
                $0.variants != nil || (($0.height ?? inherited) == .automatic && $0.needsPosition)
            }
        default: return heightDependsOnPosition(at: 0, inherited: inherited)
        }
    }

    /// Row `i`'s variants, without building it (none for a Swift value's row, whose height
    /// is its value's `cellHeight`).
    ///
    /// - Complexity: O(1).
    public func variants(at i: Int) -> RowVariants? {
        switch self {
        case .row(let row): return row.variants
        case .repeated(let generator): return generator.template.variants
        case .data(let generator): return generator.variants(ofRow: i)
        case .values: return nil
        }
    }
}
