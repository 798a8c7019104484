/// What a touch at a point reaches in a row: the row, the part of it (content or one of
/// its controls, as UIKit routes the touch to a cell's subviews) and the row's id and tag
/// (docs/geometry.md, Hit tests: a hit reports the tag).
public struct RowHit: Equatable, Sendable {
    public var frame: RowFrame
    public var part: RowPart
    public var id: String?
    public var tag: String?

    public init(frame: RowFrame, part: RowPart, id: String?, tag: String?) {
        self.frame = frame
        self.part = part
        self.id = id
        self.tag = tag
    }

    /// The row under `(x, y)` (content coordinates; a sticky header in `viewport` covers the
    /// rows under it) and the part hit; nil off every row, and in an insetGrouped table's
    /// margins, where no cell is. `trailingInset`: a section index's width (see
    /// ``TextMeasuring/trailingContentInset``). Right-to-left tables are mirrored.
    public static func find(x: Double, y: Double, in viewport: Viewport, table: Table, geometry: TableGeometry,
                            trailingInset: Double) -> RowHit? {
        guard case .row(let frame)? = geometry.hitTest(x: x, y: y, in: viewport) else { return nil }
        let row = table.sections[frame.section].rows[frame.row]
        let controls = CellControls(row: row.asDrawn(tableIsEditing: table.isEditing), style: table.style, tableWidth: table.width, trailingInset: trailingInset)
        let leftToRightX = table.layoutDirection == .rightToLeft ? table.width - x : x
        guard let part = controls.part(atX: leftToRightX) else { return nil }
        return RowHit(frame: frame, part: part, id: row.id, tag: row.tag)
    }
}
