import TableLayout

/// How a table is looked at (docs/config.md: `viewport`, `scale`, `appearance`): what a
/// render reads besides the table. Not part of the ``Table``: the same table is drawn at
/// other scales and appearances (variants, `--scale`, `--appearance`) without being laid out again.
public struct ViewSettings: Sendable, Equatable {
    /// nil: the viewport is the whole content.
    public var viewportHeight: Double?
    public var viewportOffset: Double = 0
    public var scale: Int = 2
    public var appearance: Appearance = .light
    /// The bars drawn around the table (`screen:`, docs/screen.md); nil: the table alone.
    public var screen: Screen?

    public init(viewportHeight: Double? = nil, viewportOffset: Double = 0, scale: Int = 2, appearance: Appearance = .light) {
        self.viewportHeight = viewportHeight
        self.viewportOffset = viewportOffset
        self.scale = scale
        self.appearance = appearance
    }

    /// The viewport for a layout whose content is `contentHeight` tall: with a screen, the
    /// device's height unless the config gives one.
    public func viewport(contentHeight: Double) -> Viewport {
        Viewport(offset: viewportOffset, height: viewportHeight ?? screenHeight ?? contentHeight)
    }

    private var screenHeight: Double? { screen.flatMap { $0.device }.flatMap(DeviceScreen.named)?.height }
}
