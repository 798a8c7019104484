import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshot

/// `tablesnap apply CONFIG EDITS`: drives a table through a sequence of changes and says,
/// per step, what changed and what the viewport shows then (docs/live-tables.md, The commands).
struct ApplyCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "apply",
        abstract: "Apply an edit file to a table: print each step's events and the geometry after it.",
        discussion: """
            Each step of EDITS is one batch (`batch: [...]` groups edits). Rows and sections are named \
            by id or index. With a viewport, the row at its top edge stays put across the steps \
            (--keep offset keeps the numeric offset instead, as UITableView does).

            Examples:
              tablesnap apply feed.yaml edits.yaml --json
              tablesnap apply feed.yaml edits.yaml --offset 1200 --frames out/steps
            """
    ))

    @Argument(help: "The table config (YAML or JSON).")
    var config: String

    @Argument(help: "The edit file (YAML or JSON): a list of steps.")
    var edits: String

    @Flag(help: "Print JSON: {\"steps\": [{\"events\": [...], \"geometry\": {...}}]}.")
    var json = false

    @Option(help: "batch (UIKit's batch events) or lr (LRTableModel's single-row events).")
    var events: EventJSON.Style = .batch

    @OptionGroup var window: ViewportWindow

    @Option(help: "visible (the top row stays in place) or offset (the numeric offset stays).")
    var keep: LiveTable.ViewportKeeping = .visible

    @Option(name: [.short, .long], help: ArgumentHelp("Write the final viewport to this PNG.", valueName: "FINAL.png"))
    var out: String?

    @Option(help: ArgumentHelp("Write one PNG per step to this folder (0.png before any step).", valueName: "DIR"))
    var frames: String?

    @Option(name: .customLong("write-data"),
            help: ArgumentHelp("Write the data sources that 'set' changed to this folder, as NAME.json.", valueName: "DIR"))
    var writeData: String?

    @OptionGroup var fontOptions: FontOptions

    @OptionGroup var files: RootOption

    func run() throws {
        try fontOptions.apply()
        try window.check()
        if let out { try PNGOutput.check(out, flag: "--out", stdoutReason: "apply prints its steps on standard output") }
        let loaded = try LoadedTable.load(config, root: files.root)
        let script = try loaded.editScript(file: edits)
        // The sources as loaded, to tell which ones the steps' 'set' edits changed (--write-data).
        let dataAsLoaded = loaded.table.boundData
        let live = loaded.live
        var viewport = loaded.viewport(offset: window.offset, height: window.viewportHeight)
        viewport.offset = live.geometry.clampedOffset(viewport)
        live.viewport = viewport
        live.keep = keep
        // With no viewport height given, the viewport is the whole content, step after step.
        let wholeContent = window.viewportHeight == nil && loaded.view.viewportHeight == nil

        if let frames {
            // Temporaries a killed run left beside its frames (once no process with their PID runs).
            AtomicFile.removeLeftovers(under: frames)
            try writeFrame(loaded, to: frames, step: 0, wholeContent: wholeContent)
        }
        var steps: [DataValue] = []
        var lines: [String] = []
        for (k, step) in script.steps.enumerated() {
            let batches = try loaded.apply(step)
            if wholeContent { live.viewport?.height = live.geometry.contentHeight }
            let shown = live.viewport ?? Viewport(offset: 0, height: live.geometry.contentHeight)
            live.measureEstimatedRows(in: shown)
            let visible = live.geometry.visibleItems(in: live.viewport ?? shown)
            if json {
                steps.append(.object([("events", .array(EventJSON.events(batches, style: events))),
                                      ("geometry", QueryJSON.visible(visible))]))
            } else {
                lines.append("step \(k + 1) (\(step.location.line):\(step.location.column))")
                lines += EventJSON.text(batches, style: events)
                var shown = "none"
                if let first = visible.rows.first, let last = visible.rows.last {
                    shown = "\(first.section):\(first.row) to \(last.section):\(last.row)"
                }
                let height = DataValue.format(visible.contentHeight), offset = DataValue.format(visible.offset)
                lines.append("  contentHeight \(height), offset \(offset), rows \(shown)")
            }
            if let frames { try writeFrame(loaded, to: frames, step: k + 1, wholeContent: wholeContent) }
        }
        if let out { try writePNG(loaded, to: out, wholeContent: wholeContent) }
        if let writeData {
            let changed = live.table.boundData.sorted(by: { $0.key < $1.key }).filter { dataAsLoaded[$0.key] != $0.value }
            // A name becomes one file in DIR: one that is not a plain file name would write
            // into folders under DIR (or above it). Refused before anything is written.
            if let bad = changed.first(where: { $0.key.contains("/") || $0.key == "." || $0.key == ".." || $0.key.contains("\0") }) {
                throw CommandFailure.badInput(Terminal.escaped("--write-data: the data source '\(bad.key)' cannot be written as \(writeData)/NAME.json: its name is not a file name (it holds '/', or is '.' or '..'); rename the source in the config"))
            }
            for (name, value) in changed {
                let path = URL(fileURLWithPath: writeData).appendingPathComponent("\(name).json").path
                do { try AtomicFile.write(value.jsonText + "\n", to: path, creatingFolders: true) } catch {
                    throw CommandFailure.badInput("--write-data: \(error)")
                }
            }
        }
        printOut(json ? DataValue.object([("steps", .array(steps))]).jsonText : lines.joined(separator: "\n"))
    }

    private func writeFrame(_ loaded: LoadedTable, to folder: String, step: Int, wholeContent: Bool) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.badInput("--frames \(folder): cannot make the folder: \(error.localizedDescription)")
        }
        try writePNG(loaded, to: URL(fileURLWithPath: folder).appendingPathComponent("\(step).png").path, wholeContent: wholeContent)
    }

    /// The live table's viewport (or the whole content) drawn as `render` draws, through the
    /// pipeline: the same size check and advice, layout, stamp and atomic write.
    private func writePNG(_ loaded: LoadedTable, to path: String, wholeContent: Bool) throws {
        let live = loaded.live
        let lowerScale = "lower the config's `scale`"
        var viewport = live.viewport ?? Viewport(offset: 0, height: live.geometry.contentHeight)
        if wholeContent {
            try PNGOutput.checkDrawable(loaded, Viewport(offset: 0, height: live.geometry.contentHeight), config: config,
                                        lowerScale: lowerScale)
            // Measuring estimated rows can change the content's height: checked again below.
            viewport = loaded.layOutWholeContent()
        }
        try PNGOutput.checkDrawable(loaded, viewport, config: config, lowerScale: lowerScale)
        try PNGOutput.write(loaded, viewport, to: path)
    }
}
