import TableLayout

extension ConfigNode {
    /// The table's width: at least one point, so that the picture is at least one pixel
    /// wide at every scale (a narrower table would reach Cairo as an image 0 pixels wide).
    func tableWidth() throws(ConfigError) -> Double {
        let width = try positiveLength("'width'")
        guard width >= 1 else {
            throw ConfigError("'width' must be at least 1 point (one pixel at scale 1), found \(DataValue.format(width)); "
                + "phones are 320 to 440 points wide", at: location)
        }
        return width
    }
}

extension ConfigNode {
    /// `indexTitles: [A, B, …]`: short texts for the section index, at most 100.
    func indexTitles() throws(ConfigError) -> [String] {
        let elements = try sequence("'indexTitles'")
        guard elements.count <= 100 else {
            throw ConfigError("'indexTitles' holds at most 100 titles (an index shows a letter or two each), found \(elements.count)",
                              at: location)
        }
        var titles: [String] = []
        for element in elements {
            guard let title = try element.text("an index title"), !title.isEmpty, title.count <= 3 else {
                throw ConfigError("an index title is a short text of 1 to 3 characters, e.g. A or #", at: element.location)
            }
            titles.append(title)
        }
        return titles
    }
}
