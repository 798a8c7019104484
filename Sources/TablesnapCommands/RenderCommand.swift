import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshot

/// `tablesnap render`: draws a viewport of a table to a PNG (docs/cli.md).
struct RenderCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "render",
        abstract: "Draw a viewport of a table to a PNG.",
        discussion: """
            Examples:
              tablesnap render table.yaml -o table.png --offset 1200
              tablesnap render table.yaml -o dark.png --appearance dark --scale 3

            The PNG's path is printed. Without --out it is written into the current folder as \
            NAME.png; a golden (a PNG beside a config of the same name) is only replaced when \
            --out names it. CONFIG - reads the config from standard input; --out - writes the \
            PNG to standard output. Exit status: 0 written, 2 bad input or a file that cannot \
            be written.
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

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG to write, or - for standard output (default: ./NAME.png, never a golden).", valueName: "FILE.png"))
    var out: String?

    @Flag(help: "Draw the whole content, ignoring the viewport.")
    var full = false

    @OptionGroup var lookOptions: LookOptions

    @OptionGroup var drawingOptions: DrawingOptions

    func run() throws {
        let drawing = try drawingOptions.checked()
        let options = try viewportOptions.checked()
        if let out { try PNGOutput.check(out, flag: "--out") }
        if out == nil, options.config == ViewportOptions.standardInput {
            throw CommandFailure.badInput("a config read from standard input has no name to make the PNG's from; pass --out FILE.png (or --out - for standard output)")
        }
        let config = try options.load()
        // --full draws the content, not a screen.
        let look = try lookOptions.look(drawing: drawing, tableOnly: full)
        let loaded = look.applied(to: config)
        try strictness.report(loaded.warnings.map(\.description))
        let viewport: Viewport
        if full {
            try checkSize(of: Viewport(offset: 0, height: loaded.geometry.contentHeight), loaded)
            if options.scrollTo != nil { throw CommandFailure.badInput("--full draws the whole content; drop --scroll-to (or --full)") }
            // Measuring estimated rows can change the content's height: check it again.
            viewport = loaded.layOutWholeContent()
            try checkSize(of: viewport, loaded)
        } else {
            try checkSize(of: options.viewport(of: loaded), loaded)
            viewport = try options.scrolledViewport(of: loaded)
            try strictness.report(options.offsetWarnings(loaded))
        }
        try strictness.report(ConfigWarnings.placeholders(loaded, viewport: viewport) + ConfigWarnings.clippedText(loaded, viewport: viewport))
        let outPath = try out ?? defaultOutput(for: options.config)
        try PNGOutput.write(try look.render(loaded, viewport), to: outPath, what: "the PNG")
        // Said with --out as without (a script may read it), but never into the PNG's stream.
        if outPath != PNGOutput.standardOutput { printOut("wrote " + Terminal.escaped(outPath)) }
    }

    /// `NAME.png` in the current folder, unless that is a golden: a PNG beside a config of
    /// the same name, which only `--out` (or `verify --record`) may replace.
    private func defaultOutput(for config: String) throws -> String {
        let name = URL(fileURLWithPath: config).deletingPathExtension().lastPathComponent
        let path = name + ".png"
        let configs = ConfigLoader.fileExtensions.map { name + "." + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        if let owner = configs.first, FileManager.default.fileExists(atPath: path) {
            throw CommandFailure.badInput(Terminal.escaped("\(path) is the golden of \(owner) here; render elsewhere, or pass --out \(path) to replace it"))
        }
        return path
    }
}

extension RenderCommand {
    /// A viewport must have height, and fit in a Cairo surface.
    private func checkSize(of viewport: Viewport, _ loaded: LoadedTable) throws {
        try PNGOutput.checkDrawable(loaded, viewport, scale: drawingOptions.scale, config: viewportOptions.config, lowerScale: "lower --scale")
    }
}
