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

    @OptionGroup var viewportOptions: ViewportOptions
    @OptionGroup var strictness: StrictOption

    @Option(help: ArgumentHelp("Print this row's frame instead: SECTION:ROW, each an index or an id.", valueName: "S:R"))
    var row: String?

    @Option(help: ArgumentHelp("Print the row (with the part hit, its id and tag) or header under this point (content coordinates), or null.", valueName: "X,Y"))
    var point: String?

    func run() throws {
        let options = try viewportOptions.checked()
        let loaded = try options.load()
        let viewport = try options.scrolledViewport(of: loaded)
        try strictness.report(ConfigWarnings.of(loaded, viewport: viewport) + options.offsetWarnings(loaded))
        let geometry = loaded.geometry

        if let row {
            let indexPath = try options.row(row, in: loaded, flag: "--row")
            printOut(QueryJSON.row(geometry.frame(ofRow: indexPath)).jsonText)
        } else if let point {
            let parts = point.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                throw CommandFailure.badInput("--point must be X,Y in points, e.g. --point 100,250; found '\(point)'")
            }
            switch geometry.hitTest(x: x, y: y, in: viewport) {
            case .row:
                let hit = loaded.live.hitRow(x: x, y: y, in: viewport)
                printOut(hit.map { QueryJSON.hit($0).jsonText } ?? "null")
            case .header(let frame): printOut(QueryJSON.header(frame).jsonText)
            default: printOut("null")
            }
        } else if let target = try options.scrollTarget(in: loaded) {
            printOut(QueryJSON.scroll(target, position: options.position ?? .top, offset: viewport.offset).jsonText)
        } else {
            printOut(QueryJSON.visibleStream(geometry, in: viewport, contentPreferredMaxWidth: loaded.table.contentPreferredMaxWidth))
        }
    }
}
