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
