import ArgumentParser
import TableLayout
import TablePipeline
import TableSnapshot

/// The viewport's top edge and height: `render`, `query` and `apply` take them alike.
struct ViewportWindow: ParsableArguments {
    @Option(help: "The viewport's top edge in points (default: the config's, else 0); clamped to the content. Join a negative value: --offset=-20.")
    var offset: Double?

    @Option(name: .customLong("viewport-height"), help: "The viewport's height in points (default: the config's, else the whole content).")
    var viewportHeight: Double?

    /// Bad values are bad input: exit 2, not a usage error.
    func check() throws {
        if let viewportHeight, !(viewportHeight > 0 && viewportHeight.isFinite) {
            throw CommandFailure.badInput("--viewport-height must be a number greater than 0, found \(viewportHeight)")
        }
        if let offset, !offset.isFinite { throw CommandFailure.badInput("--offset must be a finite number") }
    }
}

/// The config argument, its `mode` block and where to scroll: `render`'s and `query`'s own part
/// of `ViewportOptions`.
struct ConfigArgument: ParsableArguments {
    @Argument(help: "The table config (YAML or JSON; - reads it from standard input, its files relative to the current folder), or a bare .tableViewConfig layout (with --data, --cells, --width).")
    var config: String

    @Option(help: "Which `mode` block of the layout DSL to use (default: the config's `mode:`, else 0).")
    var mode: Int?

    @Option(name: .customLong("scroll-to"), help: ArgumentHelp("Scroll the viewport to this row first, as UIKit's scrollToRow(at:at:): SECTION:ROW, each an index or an id.", valueName: "S:R"))
    var scrollTo: String?

    @Option(help: "With --scroll-to: where the row ends up: top (below its sticky header), middle, bottom, or none (the least scrolling that shows it).")
    var position: ScrollPosition?
}

/// The config and viewport flags that `render` and `query` share, put together from the
/// option groups each command declares side by side.
///
/// The groups are flat in the command, not nested in one group: swift-argument-parser's debug
/// builds check a nested group again for each of their four checks at every level, which made
/// each in-process parse of `render` cost 0.1 s of the test suite's CPU (docs/testing.md).
struct ViewportOptions {
    let argument: ConfigArgument
    let window: ViewportWindow
    let fontOptions: FontOptions
    let files: RootOption
    let bareConfig: BareTableViewConfigOptions

    var config: String { argument.config }
    var mode: Int? { argument.mode }
    var scrollTo: String? { argument.scrollTo }
    var position: ScrollPosition? { argument.position }
    var offset: Double? { window.offset }
    var viewportHeight: Double? { window.viewportHeight }

    /// The config argument that reads standard input.
    static let standardInput = "-"

    /// Checks the flags' values (bad values are bad input: exit 2, not a usage error).
    func checked() throws -> ViewportOptions {
        try fontOptions.apply()
        try window.check()
        if let mode, mode < 0 { throw CommandFailure.badInput("--mode must be 0 or more, found \(mode)") }
        if position != nil, scrollTo == nil { throw CommandFailure.badInput("--position needs --scroll-to SECTION:ROW") }
        return self
    }

    /// Loads the config (errors: exit 2 with file:line:column).
    func load() throws -> LoadedTable {
        guard config == Self.standardInput else {
            return try LoadedTable.load(config, mode: mode, root: files.root, bare: bareConfig.bare)
        }
        let text = readStandardInput()
        return try LoadedTable.load(text: text, file: "<stdin>", mode: mode, root: files.root)
    }

    /// The config's viewport with these flags applied.
    func viewport(of loaded: LoadedTable) -> Viewport {
        loaded.viewport(offset: offset, height: viewportHeight)
    }

    /// `--offset` past the content is clamped to `[0, contentHeight − viewportHeight]`, as
    /// UIKit clamps a content offset; said as a warning (an error under `--strict`), so
    /// `--offset=-20` or a typo is not drawn silently as another offset (docs/cli.md, render).
    func offsetWarnings(_ loaded: LoadedTable) -> [String] {
        guard let offset, scrollTo == nil else { return [] }
        // With a screen, the offset is from rest and the room is what shows under the bars (docs/screen.md).
        if let screen = loaded.screenLayout(offset: offset) {
            guard screen.offset != offset else { return [] }
            let largest = loaded.screenLayout(offset: .greatestFiniteMagnitude)?.offset ?? 0
            return ["--offset \(DataValue.format(offset)) is outside 0 to \(DataValue.format(largest)) (the content's height less what the screen shows between its bars); clamped to \(DataValue.format(screen.offset))"]
        }
        let start = viewport(of: loaded)
        let clamped = loaded.geometry.clampedOffset(start)
        guard clamped != offset else { return [] }
        let largest = max(0, loaded.geometry.contentHeight - start.height)
        return ["--offset \(DataValue.format(offset)) is outside 0 to \(DataValue.format(largest)) (the content's height less the viewport's); clamped to \(DataValue.format(clamped))"]
    }

    /// The row `address` names (SECTION:ROW, each an index or an id), given by `flag`.
    func row(_ address: String, in loaded: LoadedTable, flag: String) throws -> RowPath {
        do { return try loaded.indexPath(of: address) } catch { throw CommandFailure.badInput(error.message(naming: flag)) }
    }

    /// `--scroll-to`'s row, checked against the table; nil without the flag.
    func scrollTarget(in loaded: LoadedTable) throws -> RowPath? {
        try scrollTo.map { try row($0, in: loaded, flag: "--scroll-to") }
    }

    /// The viewport, scrolled to `--scroll-to`'s row at `--position` (default top) when given,
    /// measuring the estimated rows it comes to show; laid out for what it shows.
    func scrolledViewport(of loaded: LoadedTable) throws -> Viewport {
        let start = viewport(of: loaded)
        guard let target = try scrollTarget(in: loaded) else {
            loaded.layOut(start)
            return start
        }
        return loaded.viewport(scrolledTo: target, at: position ?? .top, from: start)
    }
}

extension ScrollPosition: ExpressibleByArgument {}
