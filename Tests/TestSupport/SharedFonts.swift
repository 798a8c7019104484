import TableRaster

/// One font set and text engine for a whole test process: loading fonts is slow enough to
/// matter when hundreds of tests each need them.
public enum SharedFonts {
    public static let engine: TextEngine = {
        do { return TextEngine(fonts: try FontSet()) } catch { preconditionFailure("fonts missing: \(error); run make deps") }
    }()

    /// The measurer the CLI lays tables out with.
    public static var measurer: FreeTypeTextMeasurer { FreeTypeTextMeasurer(engine: engine) }
}
