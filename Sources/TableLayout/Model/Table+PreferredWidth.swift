extension Table {
    /// The largest `preferredMaxWidth` of any row (GPJ's `contentPreferredMaxWidth`, what
    /// its width auto-fit sizes the table to); 0 when no row sets one. A `repeat` generator
    /// counts its template once; rows made from data or Swift values are each read (one
    /// element may bind a template of its own), so this costs O(those rows).
    public var contentPreferredMaxWidth: Double {
        var widest = 0.0
        for section in sections {
            section.rows.forEachItem { item, _ in
                switch item {
                case .row(let row): widest = max(widest, row.preferredMaxWidth)
                case .repeated(let generator): widest = max(widest, generator.template.preferredMaxWidth)
                case .data(let generator):
                    // A source's rows take their templates' width: no row need be made.
                    for template in generator.templates { widest = max(widest, template.preferredMaxWidth) }
                case .values:
                    for i in 0..<item.count { widest = max(widest, item.unresolvedRow(at: i).row.preferredMaxWidth) }
                }
            }
        }
        return widest
    }
}
