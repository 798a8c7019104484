import TableLayout

/// The empty rows UIKit draws below a plain table's last row when the table has no footer
/// view (`UITableView.fillerRowHeight`, automatic: the table's row height): only their
/// separators show, down to the bottom of the viewport (the last real row draws its own).
struct FillerRows {
    let table: Table
    let geometry: TableGeometry

    /// The filler rows' height: the table's fixed row height, else its estimated one.
    var rowHeight: Double {
        if case .points(let height) = table.rowHeight, height > 0 { return height }
        return max(1, table.estimatedRowHeight)
    }

    /// Whether the table shows filler rows at all.
    var areShown: Bool {
        table.style == .plain && table.separator.style == .single && table.tableFooter == nil
    }

    /// The bottoms of the separators to draw, in viewport coordinates, for a viewport whose
    /// top is at content offset `top`: every filler row's down to `viewportHeight`.
    func separatorBottoms(top: Double, viewportHeight: Double) -> [Double] {
        guard areShown else { return [] }
        let contentEnd = geometry.contentHeight - top
        guard contentEnd < viewportHeight else { return [] }
        var bottoms: [Double] = []
        let height = rowHeight
        // Rows above the viewport's top are skipped arithmetically, not walked.
        var k = max(1, Int(((0 - contentEnd) / height).rounded(.down)))
        while contentEnd + Double(k) * height <= viewportHeight + height {
            bottoms.append(contentEnd + Double(k) * height)
            k += 1
        }
        return bottoms
    }
}
