/// Where a cell's controls sit across the row, left to right (before any mirroring): the
/// editing control at the leading edge, then the content, then the accessory or reorder
/// control at the trailing edge. One owner for both the renderer's cell layout and the hit
/// test, so a touch lands on what is drawn there.
package struct CellControls: Sendable {
    /// UIKit's horizontal sizes in points (docs/rendering.md names the source of each).
    package enum Size {
        package static let indentation = 10.0
        package static let editingControl = 38.0
        package static let reorderControl = 20.0
        package static let accessoryGap = 10.0
        /// The ⓘ button of `detailButton` and `detailDisclosureButton`.
        package static let infoButton = 22.0

        /// The layout margin (``TablePresentation/layoutMargin(tableWidth:)``).
        package static func margin(tableWidth: Double, presentation: TablePresentation = .fullScreen,
                                   framework: ListFramework) -> Double {
            presentation.layoutMargin(tableWidth: tableWidth, framework: framework)
        }

        /// The width an accessory takes at the trailing edge (without the gap before it).
        package static func accessory(_ accessory: Row.Accessory) -> Double {
            switch accessory {
            case .none: return 0
            case .disclosureIndicator: return 8
            case .checkmark: return 15
            case .detailButton: return infoButton
            case .detailDisclosureButton: return infoButton + 14 + 8
            case .switch: return 51
            }
        }

        /// The horizontal span of cells: full width, or inset by the layout margin
        /// (insetGrouped cards move with the margin).
        package static func cellSpan(style: TableStyle, width: Double,
                                     presentation: TablePresentation = .fullScreen,
                                     framework: ListFramework) -> (x: Double, width: Double) {
            let inset = margin(tableWidth: width, presentation: presentation, framework: framework)
            return style == .insetGrouped ? (inset, max(0, width - 2 * inset)) : (0, width)
        }
    }

    /// The cell's horizontal span.
    package let cellX: Double
    package let cellWidth: Double
    /// The editing control's left edge, when the row shows one.
    package let editingX: Double?
    /// The accessory's (or reorder control's) left edge and width, when there is one.
    package let trailingControl: (x: Double, width: Double)?
    /// Where the content may start and must end (before an image and text are placed).
    package let contentLeading: Double
    package let contentTrailing: Double

    /// `row` as drawn (see ``Row/asDrawn(tableIsEditing:)``); `trailingInset`: room taken at
    /// the trailing edge by a section index; `presentation` and `framework`: where the table is
    /// shown and what draws it (its margins).
    package init(row: Row, style: TableStyle, tableWidth: Double, trailingInset: Double = 0,
                 presentation: TablePresentation = .fullScreen, framework: ListFramework = .uiKit) {
        (cellX, cellWidth) = Size.cellSpan(style: style, width: tableWidth, presentation: presentation, framework: framework)
        let margin = Size.margin(tableWidth: tableWidth, presentation: presentation, framework: framework)
        // A card's content sits inside its inset background (docs/config.md, Cards).
        var leading = cellX + row.backgroundInset.left + margin + Double(row.indentationLevel) * Size.indentation
        if row.editing != nil {
            editingX = leading
            leading += Size.editingControl
        } else {
            editingX = nil
        }
        var trailing = cellX + cellWidth - row.backgroundInset.right - margin - trailingInset
        let controlWidth = row.showsReorderControl ? Size.reorderControl : Size.accessory(row.accessory)
        if controlWidth > 0 {
            trailingControl = (trailing - controlWidth, controlWidth)
            trailing -= controlWidth + Size.accessoryGap
        } else {
            trailingControl = nil
        }
        contentLeading = leading
        contentTrailing = trailing
        reorders = row.showsReorderControl
        accessory = row.accessory == .switch && row.isPending ? .none : row.accessory
    }

    private let reorders: Bool
    private let accessory: Row.Accessory

    /// The part of the row at `x` (left to right, already unmirrored): a control's span
    /// across the full row height, UIKit's touch target; the chevron and checkmark are not
    /// buttons, so a touch there selects the row (`content`). Outside the cell's span
    /// (insetGrouped's margins) nothing is hit.
    package func part(atX x: Double) -> RowPart? {
        guard x >= cellX, x < cellX + cellWidth else { return nil }
        if let editingX, x >= editingX, x < editingX + Size.editingControl { return .editingControl }
        if let control = trailingControl, x >= control.x, x < control.x + control.width {
            if reorders { return .reorderControl }
            switch accessory {
            case .switch: return .switch
            case .detailButton, .detailDisclosureButton:
                if x < control.x + Size.infoButton { return .accessoryButton }
            case .none, .disclosureIndicator, .checkmark: break
            }
        }
        return .content
    }
}

/// The part of a row a touch hits, as UIKit routes it to a cell's subviews.
public enum RowPart: String, CaseIterable, Sendable {
    /// The cell itself: a touch here selects the row.
    case content
    /// The ⓘ of `detailButton` / `detailDisclosureButton` (`accessoryButtonTapped`).
    case accessoryButton
    /// The delete or insert control in editing mode.
    case editingControl
    /// The reorder grip.
    case reorderControl
    /// The `switch` accessory: a touch toggles it and does not select the row.
    case `switch`
}
