extension LiveTable {
    /// The row and the part of it under `(x, y)` (content coordinates; a sticky header in
    /// `viewport` covers the rows under it; no viewport: the whole content), with its id
    /// and tag; nil off every row.
    /// - Complexity: O(log n), plus laying out the row's custom content when it has some.
    public func hitRow(x: Double, y: Double, in viewport: Viewport? = nil) -> RowHit? {
        RowHit.find(x: x, y: y, in: viewport ?? Viewport(offset: 0, height: geometry.contentHeight),
                    table: table, geometry: geometry, trailingInset: measurer.trailingContentInset(in: table),
                    measurer: measurer)
    }
}
