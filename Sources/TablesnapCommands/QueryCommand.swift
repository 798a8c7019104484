import ArgumentParser
import TableConfig
import TableLayout
import TablePipeline
import TableSnapshot

/// `tablesnap query`: the geometry of a viewport, a row, or a point, as JSON (docs/cli.md).
struct QueryCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "query",
        abstract: "Print what a viewport shows (or where a row is, or what a point hits) as JSON.",
        discussion: """
            Examples:
              tablesnap query table.yaml --offset 1200 --viewport-height 844
              tablesnap query table.yaml --row favourites:ada
              tablesnap query table.yaml --scroll-to feed:40 --position middle

            Exit status: 0, or 2 for a bad config, row or point.
            """
    ))

    // Flat groups, assembled into `viewportOptions` (see ViewportOptions for why).
    @OptionGroup var window: ViewportWindow
    @OptionGroup var configArgument: ConfigArgument
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var files: RootOption
    @OptionGroup var bareConfig: BareTableViewConfigOptions
    var viewportOptions: ViewportOptions {
        ViewportOptions(argument: configArgument, window: window, fontOptions: fontOptions, files: files, bareConfig: bareConfig)
    }
    @OptionGroup var strictness: StrictOption
    @OptionGroup var lookOptions: LookOptions

    @Option(help: ArgumentHelp("Print this row's frame instead: SECTION:ROW, each an index or an id.", valueName: "S:R"))
    var row: String?

    @Option(help: ArgumentHelp("Print the row (with the part hit, its id and tag) or header under this point (content coordinates; screen coordinates with a screen:, where a bar button answers with its id and action), or null.", valueName: "X,Y"))
    var point: String?

    func run() throws {
        let options = try viewportOptions.checked()
        let config = try options.load()
        let loaded = try lookOptions.look().applied(to: config)
        var viewport = try options.scrolledViewport(of: loaded)
        try strictness.report(ConfigWarnings.of(loaded, viewport: viewport) + options.offsetWarnings(loaded))
        let geometry = loaded.geometry
        // With a screen: screen coordinates, and the table's viewport is what shows under the bars.
        let screen = loaded.screenLayout(offset: viewport.offset)
        if let screen {
            let top = max(0, screen.contentY(atScreenY: screen.visibleTop))
            viewport = Viewport(offset: top, height: max(0, min(screen.height - screen.visibleTop, geometry.contentHeight - top)))
        }
        let shift = screen?.contentTop ?? 0

        if let row {
            let indexPath = try options.row(row, in: loaded, flag: "--row")
            var frame = geometry.frame(ofRow: indexPath)
            frame.y += shift
            printOut(QueryJSON.row(frame).jsonText)
        } else if let point {
            let parts = point.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let pointX = parts[0], let pointY = parts[1], pointX.isFinite, pointY.isFinite else {
                throw CommandFailure.badInput("--point must be X,Y in points, e.g. --point 100,250; found '\(point)'")
            }
            if let screen {
                if let item = screen.barItem(atX: pointX, y: pointY) {
                    printOut(QueryJSON.barItem(item).jsonText)
                    return
                }
                // A bar with no button there, or the screen's edge: nothing of the table.
                if screen.isOnBar(x: pointX, y: pointY) || pointX < 0 || pointX >= screen.width || pointY < 0 || pointY >= screen.height {
                    printOut("null")
                    return
                }
            }
            let y = pointY - shift
            let x = screen?.tableX(atScreenX: pointX) ?? pointX
            switch geometry.hitTest(x: x, y: y, in: viewport) {
            case .row:
                var hit = loaded.live.hitRow(x: x, y: y, in: viewport)
                hit?.frame.y += shift
                printOut(hit.map { QueryJSON.hit($0).jsonText } ?? "null")
            case .header(var frame):
                frame.y += shift
                printOut(QueryJSON.header(frame).jsonText)
            default: printOut("null")
            }
        } else if let target = try options.scrollTarget(in: loaded) {
            printOut(QueryJSON.scroll(target, position: options.position ?? .top, offset: viewport.offset).jsonText)
        } else {
            printOut(QueryJSON.visibleStream(geometry, in: viewport, contentPreferredMaxWidth: loaded.table.contentPreferredMaxWidth,
                                             screen: screen))
        }
    }
}
