/// Where UIKit's `scrollToRow(at:at:)` puts a row (DXTableViewModel's and AOZ's "scroll to
/// row"; docs/geometry.md, Viewports): the offset reached, clamped to the content.
public enum ScrollPosition: String, CaseIterable, Sendable {
    /// The row's top just below its section's sticky header (plain style), else at the top edge.
    case top
    /// The row's centre at the viewport's centre.
    case middle
    /// The row's bottom at the viewport's bottom edge.
    case bottom
    /// The least scrolling that shows the whole row: none when it is shown already (below
    /// the sticky header), else as `top` when it is above, as `bottom` when below.
    case none
}

extension TableGeometry {
    /// The offset a viewport of `viewport.height` at `viewport.offset` scrolls to so that row
    /// `indexPath` is at `position`, clamped to `[0, max(0, contentHeight − height)]`.
    /// - Complexity: O(log n).
    public func scrollOffset(toRow indexPath: RowPath, at position: ScrollPosition, in viewport: Viewport) -> Double {
        let row = frame(ofRow: indexPath)
        // A sticky header of the row's own section stays pinned over the rows under it.
        let header = style.hasStickyHeaders ? headerFrame(ofSection: indexPath.section).height : 0
        let top = row.y - header
        let bottom = row.maxY - viewport.height
        let target: Double
        switch position {
        case .top: target = top
        case .middle: target = row.y + row.height / 2 - viewport.height / 2
        case .bottom: target = bottom
        case .none:
            let current = clampedOffset(viewport)
            if top < current { target = top } else if bottom > current { target = bottom } else { target = current }
        }
        return clampedOffset(Viewport(offset: target, height: viewport.height))
    }
}

extension ScrollPosition {
    /// The offset scrolled to when rows near the target are `estimated`: measures what the
    /// viewport at `offset()` shows (as UIKit measures the cells it scrolls to), then asks
    /// again on the new heights, until the answer stays (a few rounds at most).
    package static func settledOffset(height: Double, offset: () -> Double, measure: (Viewport) -> Void) -> Double {
        var target = offset()
        for _ in 0..<8 {
            measure(Viewport(offset: target, height: height))
            let again = offset()
            if again == target { break }
            target = again
        }
        return target
    }
}
