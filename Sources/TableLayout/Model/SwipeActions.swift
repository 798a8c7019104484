/// A row drawn in its swiped state, as `UISwipeActionsConfiguration` shows it: the cell's
/// content slid aside and its actions revealed at the leading or trailing edge.
public struct SwipeActions: Equatable, Sendable {
    public enum Edge: String, CaseIterable, Sendable { case leading, trailing }

    /// One button, as `UIContextualAction`.
    public struct Action: Equatable, Sendable {
        public enum Style: String, CaseIterable, Sendable { case normal, destructive }

        public var title: String
        public var style: Style
        /// nil: the style's colour (systemRed for destructive, systemGray otherwise).
        public var color: Color?
        /// `style` and `color` as written with placeholders, read from the row's data when
        /// the row is made; what names no style or colour stays here, and drawing the row
        /// reports it. nil: given as they are.
        public var styleText: String?
        public var colorText: String?

        /// - Complexity: O(1).
        public init(title: String, style: Style = .normal, color: Color? = nil) {
            self.title = title
            self.style = style
            self.color = color
        }

        /// Whether a placeholder read something that is not a style or a colour.
        ///
        /// - Complexity: O(1).
        public var unresolved: String? {
            if let styleText { return "style '\(styleText)' (normal or destructive)" }
            if let colorText { return "colour '\(colorText)' (#RRGGBB or #RRGGBBAA)" }
            return nil
        }
    }

    public var edge: Edge
    /// In UIKit's order: the first action is the one nearest the edge.
    public var actions: [Action]

    /// - Complexity: O(1).
    public init(edge: Edge, actions: [Action]) {
        self.edge = edge
        self.actions = actions
    }

    /// Whether any action reads the row's data.
    ///
    /// - Complexity: O(*a* + *t*), the actions and the length of their titles.
    public var readsData: Bool {
        actions.contains { TextTemplate.hasPlaceholders($0.title) || $0.styleText != nil || $0.colorText != nil }
    }

    /// The actions with their placeholders filled (docs/config.md, Swipe actions): an action
    /// whose title reads as empty is left out, so the data says which buttons a row has;
    /// nil when none is left (the row is not swiped).
    func filled(_ values: PlaceholderValues) -> SwipeActions? {
        var swipe = self
        swipe.actions = actions.compactMap { (written: Action) -> Action? in
            var action = written
            action.title = TextTemplate.render(written.title, values: values)
            if action.title.isEmpty, TextTemplate.hasPlaceholders(written.title) { return nil }
            if let text = written.styleText {
                let filled = TextTemplate.render(text, values: values)
                if let style = filled.isEmpty ? Action.Style.normal : Action.Style(rawValue: filled) {
                    (action.style, action.styleText) = (style, nil)
                } else {
                    action.styleText = filled
                }
            }
            if let text = written.colorText {
                let filled = TextTemplate.render(text, values: values)
                if filled.isEmpty {
                    (action.color, action.colorText) = (nil, nil)
                } else if let color = Color(hex: filled) {
                    (action.color, action.colorText) = (color, nil)
                } else {
                    action.colorText = filled
                }
            }
            return action
        }
        return swipe.actions.isEmpty ? nil : swipe
    }
}
