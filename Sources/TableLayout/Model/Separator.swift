/// The hairline drawn inside the bottom of each row but the last of a section.
/// It never adds height.
public struct Separator: Equatable, Sendable {
    public enum Style: String, CaseIterable, Sendable { case single, none }

    public var style: Style = .single
    /// nil: the palette's separator colour.
    public var color: Color? = nil
    /// From the cell's leading edge. nil (the default): automatic, as UIKit's: the separator
    /// starts where the cell's text starts, after its margin, indentation and image.
    public var insetLeft: Double? = nil
    public var insetRight: Double = 0

    /// - Complexity: O(1).
    public init(style: Style = .single, color: Color? = nil, insetLeft: Double? = nil, insetRight: Double = 0) {
        self.style = style
        self.color = color
        self.insetLeft = insetLeft
        self.insetRight = insetRight
    }
}
