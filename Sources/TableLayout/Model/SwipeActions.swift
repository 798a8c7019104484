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

        /// - Complexity: O(1).
        public init(title: String, style: Style = .normal, color: Color? = nil) {
            self.title = title
            self.style = style
            self.color = color
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
}
