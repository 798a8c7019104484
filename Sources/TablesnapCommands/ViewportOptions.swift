import ArgumentParser
import TableLayout
import TableSnapshot

/// The config and viewport flags that `render` and `query` share.
struct ViewportOptions: ParsableArguments {
    @Argument(help: "The table config (YAML or JSON).")
    var config: String

    @Option(help: "The viewport's top edge in points (default: the config's, else 0); clamped to the content. Join a negative value: --offset=-20.")
    var offset: Double?

    @Option(name: .customLong("viewport-height"), help: "The viewport's height in points (default: the config's, else the whole content).")
    var viewportHeight: Double?

    @Option(help: "Which `mode` block of the layout DSL to use (default: the config's `mode:`, else 0).")
    var mode: Int?

    @OptionGroup var files: RootOption

    /// Checks the flags' values (bad values are bad input: exit 2, not a usage error).
    func checked() throws -> ViewportOptions {
        if let viewportHeight, !(viewportHeight > 0 && viewportHeight.isFinite) {
            throw InputFailure.report("--viewport-height must be a number greater than 0, found \(viewportHeight)")
        }
        if let offset, !offset.isFinite { throw InputFailure.report("--offset must be a finite number") }
        if let mode, mode < 0 { throw InputFailure.report("--mode must be 0 or more, found \(mode)") }
        return self
    }

    /// Loads the config (errors: exit 2 with file:line:column).
    func load() throws -> LoadedTable {
        do { return try LoadedTable.load(config, mode: mode, root: files.root) } catch { throw InputFailure.report(error) }
    }

    /// The config's viewport with these flags applied.
    func viewport(of loaded: LoadedTable) -> Viewport {
        loaded.viewport(offset: offset, height: viewportHeight)
    }
}
