import TableLayout

/// Decodes a row's `swipe: {trailing: [{title: Delete, style: destructive}, …]}` (or
/// `leading:`): the row drawn swiped open with those actions.
enum SwipeDecoder {
    static let edges = SwipeActions.Edge.allCases.map(\.rawValue)
    static let actionKeys = ["title", "style", "color"]

    static func swipe(_ node: ConfigNode) throws(ConfigError) -> SwipeActions {
        let mapping = try KeyedMapping(node, context: "'swipe'", allowedKeys: edges)
        let given = edges.filter { mapping[$0] != nil }
        guard given.count == 1, let name = given.first, let edge = SwipeActions.Edge(rawValue: name), let list = mapping[name] else {
            throw ConfigError("'swipe' shows one edge's actions: give 'leading' or 'trailing' (a row is swiped one way at a time)",
                              at: node.location)
        }
        let elements = try list.sequence("'\(name)'")
        guard !elements.isEmpty else {
            throw ConfigError("'\(name)' must list at least one action, e.g. [{title: Delete, style: destructive}]", at: list.location)
        }
        var actions: [SwipeActions.Action] = []
        for element in elements { actions.append(try action(element)) }
        return SwipeActions(edge: edge, actions: actions)
    }

    private static func action(_ node: ConfigNode) throws(ConfigError) -> SwipeActions.Action {
        let fields = try KeyedMapping(node, context: "a swipe action", allowedKeys: actionKeys)
        let title = try fields.required("title", hint: "the button's text, e.g. {title: Delete}").text("'title'") ?? ""
        var action = SwipeActions.Action(title: title)
        // A placeholder is read from the row's data when the row is made (docs/config.md, Swipe actions).
        if let style = fields["style"] {
            if let text = style.placeholderText { action.styleText = text }
            else { action.style = try style.choice("'style'", as: SwipeActions.Action.Style.self) }
        }
        if let color = fields["color"] {
            if let text = color.placeholderText { action.colorText = text }
            else { action.color = try color.color("'color'") }
        }
        return action
    }
}
