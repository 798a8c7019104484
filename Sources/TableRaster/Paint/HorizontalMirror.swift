import TableLayout

/// Turns left-to-right positions into drawn ones: unchanged, or mirrored across the table
/// for a right-to-left interface, as UIKit mirrors a table (margins, images, accessories,
/// controls and text areas change sides; text and images themselves are not flipped).
struct HorizontalMirror {
    let tableWidth: Double
    let direction: LayoutDirection

    var isOn: Bool { direction == .rightToLeft }

    /// The drawn left edge of the span `[x, x + width)`.
    func x(_ x: Double, width: Double) -> Double {
        isOn ? tableWidth - x - width : x
    }

    /// An alignment as drawn: left and right change places; natural alignment takes the
    /// interface's leading side for all but right-to-left paragraphs.
    func alignment(_ alignment: TextAlignment) -> TextAlignment {
        switch alignment {
        case .left: return isOn ? .right : .left
        case .right: return isOn ? .left : .right
        case .center: return .center
        case .natural: return .natural(interface: direction)
        }
    }
}
