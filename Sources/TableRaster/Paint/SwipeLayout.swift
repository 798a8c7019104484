import TableLayout

/// A swiped row's action buttons: each as wide as its title plus padding (at least
/// `minimumWidth`), full row height, the first nearest the swiped edge.
struct SwipeLayout {
    struct Button {
        let action: SwipeActions.Action
        let title: TextBlock
        /// Left edge from the revealed area's left, left to right.
        let x: Double
        let width: Double
    }

    static let padding = 15.0
    static let minimumWidth = 60.0

    let swipe: SwipeActions
    let buttons: [Button]
    /// How far the content slides: the buttons' total width.
    let totalWidth: Double

    init(_ swipe: SwipeActions, contentSize: ContentSize, engine: TextEngine) {
        self.swipe = swipe
        let style = TextStyle(size: TextStyles(contentSize).subheadline.size, weight: .semibold)
        let titles = swipe.actions.map { engine.layout($0.title, style: style, maxWidth: 10_000, maxLines: 1) }
        let widths = titles.map { max(SwipeLayout.minimumWidth, ($0.width + 2 * SwipeLayout.padding).rounded(.up)) }
        totalWidth = widths.reduce(0, +)
        // Trailing: the first action is the rightmost; leading: the leftmost.
        var buttons: [Button] = []
        var x = swipe.edge == .trailing ? totalWidth : 0
        for (k, action) in swipe.actions.enumerated() {
            if swipe.edge == .trailing { x -= widths[k] }
            buttons.append(Button(action: action, title: titles[k], x: x, width: widths[k]))
            if swipe.edge == .leading { x += widths[k] }
        }
        self.buttons = buttons
    }
}
