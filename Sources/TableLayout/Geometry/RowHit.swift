/// What a touch at a point reaches in a row: the row, the part of it (content or one of
/// its controls, as UIKit routes the touch to a cell's subviews) and the row's id and tag
/// (docs/geometry.md, Hit tests: a hit reports the tag).
public struct RowHit: Equatable, Sendable {
    public var frame: RowFrame
    public var part: RowPart
    public var id: String?
    public var tag: String?
    /// In a custom cell (docs/cells.md): the innermost element with an id or an action under
    /// the point, its id and action (placeholders filled); nil elsewhere.
    public var element: String?
    public var action: String?
    /// That element's Swift action (``CellElement/onTap``).
    package var elementTap: RowAction?

    public init(frame: RowFrame, part: RowPart, id: String?, tag: String?, element: String? = nil, action: String? = nil,
                elementTap: RowAction? = nil) {
        self.frame = frame
        self.part = part
        self.id = id
        self.tag = tag
        self.element = element
        self.action = action
        self.elementTap = elementTap
    }

    /// The row under `(x, y)` (content coordinates; a sticky header in `viewport` covers the
    /// rows under it) and the part hit; nil off every row, and in an insetGrouped table's
    /// margins, where no cell is. `trailingInset`: a section index's width (see
    /// ``TextMeasuring/trailingContentInset(in:)``). Right-to-left tables are mirrored. With a
    /// `measurer`, a custom cell's element under the point is named (laid out as it is drawn).
    public static func find(x: Double, y: Double, in viewport: Viewport, table: Table, geometry: TableGeometry,
                            trailingInset: Double, measurer: (any TextMeasuring)? = nil) -> RowHit? {
        guard case .row(let frame)? = geometry.hitTest(x: x, y: y, in: viewport) else { return nil }
        let row = table.sections[frame.section].rows[frame.row]
        // The row placed as it is drawn (``CellContentFrame``: its controls and content).
        let box = CellContentFrame(row: row.asDrawn(tableIsEditing: table.isEditing), style: table.style, tableWidth: table.width,
                                   trailingInset: trailingInset, presentation: table.presentation,
                                   framework: table.framework)
        let leftToRightX = table.layoutDirection == .rightToLeft ? table.width - x : x
        guard let part = box.controls.part(atX: leftToRightX) else { return nil }
        var hit = RowHit(frame: frame, part: part, id: row.id, tag: row.tag)
        if part == .content, let measurer, let content = row.content, row.swipe == nil {
            let layout = box.layout(content, rowHeight: frame.height, contentSize: table.contentSize, measurer: measurer)
            let top = frame.y + CellContentFrame.top(of: layout, rowHeight: frame.height)
            if let element = layout.target(atX: leftToRightX - box.x, y: y - top) {
                hit.element = element.id
                hit.action = element.action
                hit.elementTap = element.onTap
            }
        }
        return hit
    }
}
