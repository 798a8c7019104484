extension Table {
    /// The largest `preferredMaxWidth` of any row (GPJ's `contentPreferredMaxWidth`, what
    /// its width auto-fit sizes the table to); 0 when no row sets one. A `repeat` generator
    /// counts its template once; rows made from data or Swift values are each read (one
    /// element may bind a template of its own), so this costs O(those rows). A template's
    /// position variants count as if they applied.
    ///
    /// - Complexity: O(*items*), and O(*rows*) for rows made from Swift values.
    public var contentPreferredMaxWidth: Double {
        var widest = 0.0
        for section in sections {
            section.rows.forEachItem { item, _ in
                switch item {
                case .row(let row): widest = max(widest, row.widestPreferredMaxWidth)
                case .repeated(let generator): widest = max(widest, generator.template.widestPreferredMaxWidth)
                case .data(let generator):
                    // A source's rows take their templates' width: no row need be made.
                    for template in generator.templates { widest = max(widest, template.widestPreferredMaxWidth) }
                case .values:
                    for i in 0..<item.count { widest = max(widest, item.unresolvedRow(at: i).row.preferredMaxWidth) }
                }
            }
        }
        return widest
    }
}

extension Row {
    /// The widest `preferredMaxWidth` the row may take: its own, or a position variant's.
    var widestPreferredMaxWidth: Double {
        let overrides = [variants?.first, variants?.last, variants?.only].compactMap { $0 }
        return overrides.filter { $0.fields.contains(.preferredMaxWidth) }.map(\.values.preferredMaxWidth).reduce(preferredMaxWidth, max)
    }
}
