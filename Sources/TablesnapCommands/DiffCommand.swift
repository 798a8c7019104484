import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshot

/// `tablesnap diff`: compares two PNGs perceptually (docs/cli.md).
struct DiffCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs: perceptual colour distance, anti-aliasing recognised, a diff image.",
        discussion: """
            Examples:
              tablesnap diff before.png after.png -o diff.png
              tablesnap diff before.png after.png --max-diff-pixels 20 --json

            Exit status: 0 within tolerance, 1 a mismatch (different sizes too), 2 a file that \
            cannot be read or written.
            """
    ))

    @Argument(help: "The reference PNG.") var a: String
    @Argument(help: "The PNG to compare with it.") var b: String

    @Option(name: [.short, .long], help: ArgumentHelp("Write a diff image: differences red, anti-aliasing yellow, over a faded copy of A; for different sizes, what only A has magenta, only B blue.", valueName: "DIFF.png"))
    var out: String?

    @OptionGroup var comparing: ToleranceOptions

    @Flag(help: "Count anti-aliased pixels as differences too.")
    var strict = false

    @Flag(help: "Print JSON: match, differentPixels, antialiasedPixels, totalPixels, ratio, bounds (and largestDeltaE under --perceptual-precision).")
    var json = false

    @Option(help: ArgumentHelp("The config the PNGs were rendered from (as render draws it, without flags): name the rows the differences fall in.", valueName: "CONFIG"))
    var config: String?

    @OptionGroup var files: RootOption

    func run() throws {
        let tolerance = try comparing.tolerance(strict: strict)
        if let out { try PNGOutput.check(out, flag: "--out", stdoutReason: "diff prints its result on standard output") }
        let diff: ImageDiff
        do {
            diff = try ImageDiff.compare(png: try RGBAImage.bytes(ofFile: a, maxPixels: comparing.maxPixels), named: a,
                                         with: try RGBAImage.bytes(ofFile: b, maxPixels: comparing.maxPixels), named: b,
                                         options: tolerance.options, drawing: out != nil, maxPixels: comparing.maxPixels)
        } catch {
            throw CommandFailure.badInput(Terminal.escaped(error.description))
        }
        let match = tolerance.accepts(diff)
        // Loaded after the images are read: a PNG that cannot be read is said first.
        let places = try config.flatMap { config -> String? in
            guard !match else { return nil }
            let loaded = try LoadedTable.load(config, root: files.root)
            return ChangedRows.describe(diff.differingRows, in: loaded, viewport: loaded.viewport(), scale: Double(loaded.view.scale))
        }
        if let out, let image = diff.image {
            do { try AtomicFile.write(RenderEnvironment.current.stamp(image.pngData()), to: out) } catch {
                throw CommandFailure.badInput(Terminal.escaped("cannot write the diff image \(error)"))
            }
        }
        if json {
            var result = DiffJSON.result(diff, match: match)
            if case .object(var fields) = result, config != nil {
                fields.append(("changed", places.map(DataValue.string) ?? .null))
                result = .object(fields)
            }
            printOut(result.jsonText)
        } else {
            printOut((match ? "match: " : "mismatch: ") + DiffTolerance.summary(diff) + (places.map { "; " + Terminal.escaped($0) } ?? ""))
        }
        if !match { throw CommandFailure.failed([]) }
    }
}

/// The JSON shape of `diff --json` (docs/cli.md, `tablesnap diff`).
enum DiffJSON {
    static func result(_ diff: ImageDiff, match: Bool) -> DataValue {
        var bounds = DataValue.null
        if case .compared(_, _, let box?) = diff.outcome {
            bounds = .object([("x", .number(Double(box.x))), ("y", .number(Double(box.y))),
                              ("width", .number(Double(box.width))), ("height", .number(Double(box.height)))])
        }
        var fields: [(key: String, value: DataValue)] = [
            ("match", .bool(match)), ("differentPixels", .number(Double(diff.differentPixels))),
            ("antialiasedPixels", .number(Double(diff.antialiasedPixels))),
            ("totalPixels", .number(Double(diff.totalPixels))), ("ratio", .number(diff.ratio)), ("bounds", bounds),
        ]
        if let deltaE = diff.largestDeltaE { fields.append(("largestDeltaE", .number(deltaE))) }
        if case let .sizeMismatch(a, b) = diff.outcome {
            fields.append(("sizes", .object([("a", .array([.number(Double(a.width)), .number(Double(a.height))])),
                                              ("b", .array([.number(Double(b.width)), .number(Double(b.height))]))])))
        }
        return .object(fields)
    }
}
