import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TableSnapshot

/// `tablesnap diff`: compares two PNGs perceptually (SPEC 3).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs: perceptual colour distance, anti-aliasing recognised, a diff image.",
        discussion: "Exit status: 0 within tolerance, 1 a mismatch (different sizes too), 2 a file that cannot be read."
    )

    @Argument(help: "The reference PNG.") var a: String
    @Argument(help: "The PNG to compare with it.") var b: String

    @Option(help: ArgumentHelp("Write a diff image: differences red, anti-aliasing yellow, over a faded copy of A.", valueName: "DIFF.png"))
    var out: String?

    @Option(help: "Colour distance from 0 to 1 under which pixels count as equal (pixelmatch's threshold).")
    var threshold: Double = 0.1

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels still counted a match (default 0 unless --max-diff-ratio is given).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Share of differing pixels (0 to 1) still counted a match.")
    var maxDiffRatio: Double?

    @Flag(help: "Count anti-aliased pixels as differences too.")
    var strict = false

    @Flag(help: "Print JSON: match, differentPixels, totalPixels, ratio, bounds.")
    var json = false

    func run() throws {
        guard (0...1).contains(threshold) else { throw InputFailure.report("--threshold must be from 0 to 1, found \(threshold)") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw InputFailure.report("--max-diff-pixels must be 0 or more") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) { throw InputFailure.report("--max-diff-ratio must be from 0 to 1") }
        let first: RGBAImage, second: RGBAImage
        do {
            first = try RGBAImage(contentsOfPNG: a)
            second = try RGBAImage(contentsOfPNG: b)
        } catch {
            throw InputFailure.report(error.description)
        }
        let tolerance = DiffTolerance(maxDifferentPixels: maxDiffPixels, maxDifferentRatio: maxDiffRatio,
                                      options: ImageDiff.Options(threshold: threshold, strict: strict))
        let diff = ImageDiff(first, second, options: tolerance.options, drawing: out != nil)
        let match = tolerance.accepts(diff)
        if let out, let image = diff.image {
            do { try image.pngData().write(to: URL(fileURLWithPath: out), options: .atomic) } catch {
                throw InputFailure.report("\(out): cannot write the diff image (\(error.localizedDescription))")
            }
        }
        if json {
            printOut(DiffJSON.result(diff, match: match).jsonText)
        } else {
            printOut((match ? "match: " : "mismatch: ") + DiffTolerance.summary(diff))
        }
        if !match { throw ExitCode(1) }
    }
}

/// The JSON shape of SPEC 3's `diff --json`.
enum DiffJSON {
    static func result(_ diff: ImageDiff, match: Bool) -> DataValue {
        var bounds = DataValue.null
        if case .compared(_, _, let box?) = diff.outcome {
            bounds = .object([("x", .number(Double(box.x))), ("y", .number(Double(box.y))),
                              ("width", .number(Double(box.width))), ("height", .number(Double(box.height)))])
        }
        var fields: [(key: String, value: DataValue)] = [
            ("match", .bool(match)), ("differentPixels", .number(Double(diff.differentPixels))),
            ("totalPixels", .number(Double(diff.totalPixels))), ("ratio", .number(diff.ratio)), ("bounds", bounds),
        ]
        if case let .sizeMismatch(a, b) = diff.outcome {
            fields.append(("sizes", .object([("a", .array([.number(Double(a.width)), .number(Double(a.height))])),
                                              ("b", .array([.number(Double(b.width)), .number(Double(b.height))]))])))
        }
        return .object(fields)
    }
}
