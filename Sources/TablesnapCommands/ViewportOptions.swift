import ArgumentParser
import TableLayout
import TableSnapshot

/// The config and viewport flags that `render` and `query` share.
struct ViewportOptions: ParsableArguments {
    @Argument(help: "The table config (YAML or JSON), or a bare .tableViewConfig layout (with --data, --cells, --width).")
    var config: String

    @Option(help: "The viewport's top edge in points (default: the config's, else 0); clamped to the content. Join a negative value: --offset=-20.")
    var offset: Double?

    @Option(name: .customLong("viewport-height"), help: "The viewport's height in points (default: the config's, else the whole content).")
    var viewportHeight: Double?

    @Option(help: "Which `mode` block of the layout DSL to use (default: the config's `mode:`, else 0).")
    var mode: Int?

    @OptionGroup var fontOptions: FontOptions

    @Option(name: .customLong("scroll-to"), help: ArgumentHelp("Scroll the viewport to this row first, as UIKit's scrollToRow(at:at:): SECTION:ROW, each an index or an id.", valueName: "S:R"))
    var scrollTo: String?

    @Option(help: "With --scroll-to: where the row ends up: top (below its sticky header), middle, bottom, or none (the least scrolling that shows it).")
    var position: ScrollPosition?

    @OptionGroup var files: RootOption

    @OptionGroup var bareLayout: BareLayoutOptions

    /// Checks the flags' values (bad values are bad input: exit 2, not a usage error).
    func checked() throws -> ViewportOptions {
        try fontOptions.apply()
        if let viewportHeight, !(viewportHeight > 0 && viewportHeight.isFinite) {
            throw InputFailure.report("--viewport-height must be a number greater than 0, found \(viewportHeight)")
        }
        if let offset, !offset.isFinite { throw InputFailure.report("--offset must be a finite number") }
        if let mode, mode < 0 { throw InputFailure.report("--mode must be 0 or more, found \(mode)") }
        if position != nil, scrollTo == nil { throw InputFailure.report("--position needs --scroll-to SECTION:ROW") }
        return self
    }

    /// Loads the config (errors: exit 2 with file:line:column).
    func load() throws -> LoadedTable {
        do { return try LoadedTable.load(config, mode: mode, root: files.root, bare: bareLayout.bare) } catch { throw InputFailure.report(error) }
    }

    /// The config's viewport with these flags applied.
    func viewport(of loaded: LoadedTable) -> Viewport {
        loaded.viewport(offset: offset, height: viewportHeight)
    }

    /// `--scroll-to`'s row, checked against the table; nil without the flag.
    func scrollTarget(in loaded: LoadedTable) throws -> IndexPath? {
        try scrollTo.map { try RowAddress.parse($0, in: loaded.document.table, geometry: loaded.geometry, flag: "--scroll-to") }
    }

    /// The viewport, scrolled to `--scroll-to`'s row at `--position` (default top) when given,
    /// measuring the estimated rows it comes to show; laid out for what it shows.
    func scrolledViewport(of loaded: inout LoadedTable) throws -> Viewport {
        let start = viewport(of: loaded)
        guard let target = try scrollTarget(in: loaded) else {
            loaded.layOut(start)
            return start
        }
        let position = position ?? .top
        var table = loaded
        let offset = ScrollPosition.settledOffset(height: start.height,
                                                  offset: { table.geometry.scrollOffset(toRow: target, at: position, in: start) },
                                                  measure: { table.layOut($0) })
        loaded = table
        let scrolled = Viewport(offset: offset, height: start.height)
        loaded.layOut(scrolled)
        return scrolled
    }
}

extension ScrollPosition: ExpressibleByArgument {}
