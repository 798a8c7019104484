import TableLayout

/// GPJ's round-corner separator row keys (docs/config.md, Cards): `backgroundInset`,
/// `corners`, `cornerRadius`, and a row's own `separator`.
enum CardDecoder {
    static let sideKeys = ["top", "left", "bottom", "right"]
    static let separatorKeys = ["position", "inset", "color"]

    /// `backgroundInset: 15` (every side) or `{top, left, bottom, right}` (each 0 unless given).
    static func insets(_ node: ConfigNode, _ what: String) throws(ConfigError) -> EdgeInsets {
        if case .scalar = node.value {
            let all = try node.length(what)
            return EdgeInsets(top: all, left: all, bottom: all, right: all)
        }
        let sides = try KeyedMapping(node, context: what, allowedKeys: sideKeys)
        func side(_ name: String) throws(ConfigError) -> Double { try sides[name]?.length("'\(name)' of \(what)") ?? 0 }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    /// `corners: all`, `corners: topLeft` or `corners: [topLeft, topRight]` (`[]`: none).
    static func corners(_ node: ConfigNode) throws(ConfigError) -> RowCorners {
        let names = RowCorners.named.map(\.name)
        let elements: [ConfigNode]
        if case .sequence(let list) = node.value { elements = list } else { elements = [node] }
        var corners: RowCorners = []
        for element in elements {
            let name = try element.text("a corner") ?? "null"
            guard let corner = RowCorners.named.first(where: { $0.name == name }) else {
                var message = "unknown corner '\(NearestName.shown(name))'"
                if let near = NearestName.suggestion(for: name, among: names) { message += "; did you mean '\(near)'?" }
                throw ConfigError(message + " Corners: \(NearestName.list(names))", at: element.location)
            }
            corners.formUnion(corner.corners)
        }
        return corners
    }

    /// `separator: {position: top | bottom | both | none, inset: …, color: "#RRGGBB"}`.
    static func separator(_ node: ConfigNode) throws(ConfigError) -> RowSeparator {
        let fields = try KeyedMapping(node, context: "a row's 'separator'", allowedKeys: separatorKeys)
        var separator = RowSeparator()
        if let position = fields["position"] { separator.position = try position.choice("'position'", as: RowSeparator.Position.self) }
        if let inset = fields["inset"] { separator.inset = try insets(inset, "the separator's 'inset'") }
        if let color = fields["color"] { separator.color = try color.color("the separator's 'color'") }
        return separator
    }
}
