@testable import TableRaster
import TableLayout

extension CellLayout {
    /// The first two texts laid out in the cell (a stock template's title and its subtitle,
    /// detail or value), in the order they are drawn; nil when it has fewer.
    var titleAndSecondText: (title: ElementLayout.Placed, second: ElementLayout.Placed)? {
        let texts = content.layout.placed.filter { if case .text = $0.element.kind { true } else { false } }
        return texts.count >= 2 ? (texts[0], texts[1]) : nil
    }
}
