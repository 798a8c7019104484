extension TableGeometry {
    /// The first place where this geometry and `other` lay out differently — the sections,
    /// a section's rows, a band's or a row's frame, the content height — or nil. O(rows):
    /// for tests and fuzzing, which check a live geometry against a fresh layout.
    /// - Complexity: O(n).
    public func firstDifference(from other: TableGeometry) -> String? {
        guard numberOfSections == other.numberOfSections else {
            return "\(numberOfSections) sections, the other \(other.numberOfSections)"
        }
        for s in 0..<numberOfSections {
            guard numberOfRows(inSection: s) == other.numberOfRows(inSection: s) else {
                return "section \(s) has \(numberOfRows(inSection: s)) rows, the other's \(other.numberOfRows(inSection: s))"
            }
            if headerFrame(ofSection: s) != other.headerFrame(ofSection: s) { return "section \(s)'s header frame differs" }
            if footerFrame(ofSection: s) != other.footerFrame(ofSection: s) { return "section \(s)'s footer frame differs" }
            for r in 0..<numberOfRows(inSection: s) {
                let path = RowPath(section: s, row: r)
                let (mine, theirs) = (frame(ofRow: path), other.frame(ofRow: path))
                if mine != theirs { return "row \(s):\(r) at y \(mine.y) height \(mine.height), the other's at y \(theirs.y) height \(theirs.height)" }
            }
        }
        return contentHeight == other.contentHeight ? nil : "content height \(contentHeight), the other's \(other.contentHeight)"
    }
}
