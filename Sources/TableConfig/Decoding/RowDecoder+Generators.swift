import TableLayout

/// The items of a section's `rows`: single rows and `repeat` generators (a `source` is
/// `SourceRowsDecoder`'s).
extension RowDecoder {
    /// Decodes one item of a section's `rows`: a row, a `repeat` generator, or the rows a
    /// `source` generator makes from `data`.
    func items(_ node: ConfigNode) throws(ConfigError) -> [RowList.Item] {
        let own = try KeyedMapping(node, context: "a row", allowedKeys: RowDecoder.allKeys)
        if own["source"] != nil { return try sourceItems(own) }
        for key in ["perRow", "emptyCell"] {
            if let keyNode = own.keyNode(key) {
                throw ConfigError("'\(key)' goes with 'source: NAME' (rows made from data)", at: keyNode.location)
            }
        }
        guard let countNode = own["repeat"] else {
            if let heights = own.keyNode("heights") {
                throw ConfigError("'heights' goes with 'repeat: N'; a single row takes 'height'", at: heights.location)
            }
            var single = try row(from: own)
            if let (path, node) = heightKeyPath(of: own) {
                single.height = .points(try heightFromData(single.data, path: path, node: node, what: "the row's data"))
            }
            return [.row(single)]
        }
        let count = try countNode.integer("'repeat'", in: 0...Int.max)
        guard count <= ConfigLoader.maxRows else {
            throw ConfigError("'repeat: \(count)' is more rows than tablesnap lays out (at most \(ConfigLoader.maxRows) in a table)", at: countNode.location)
        }
        var heights: [Double] = []
        if let heightsNode = own["heights"] {
            let elements = try heightsNode.sequence("'heights'")
            guard !elements.isEmpty else {
                throw ConfigError("'heights' must list at least one height, e.g. heights: [44, 60]", at: heightsNode.location)
            }
            for element in elements { heights.append(try element.length("each of 'heights'")) }
        }
        var template = try row(from: own)
        if let (path, node) = heightKeyPath(of: own) {
            template.height = .points(try heightFromData(template.data, path: path, node: node, what: "the rows' data"))
        }
        let generator = RepeatedRows(count: count, template: template, heights: heights)
        if let id = own["id"] {
            // docs/config.md, Generators: each row's id is the template's with `{index}` filled.
            switch generator.ids {
            case .same where count > 1:
                throw ConfigError("every row of this 'repeat' would have the id '\(template.id ?? "")'; put {index} in it, e.g. 'row-{index}', so each row has its own", at: id.location)
            case .ambiguous:
                throw ConfigError("a 'repeat' id reads {index} once, with no digit just before it and none after it, so each id names one row; e.g. 'row-{index}'", at: id.location)
            default: break
            }
        }
        return [.repeated(generator)]
    }
}
