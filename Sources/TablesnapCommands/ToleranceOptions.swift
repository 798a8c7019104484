import ArgumentParser
import TableSnapshot

/// The comparison flags `diff` and `verify` share: how different two images may be and
/// still match, and the largest image read.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "Colour distance from 0 to 1 under which pixels count as equal (pixelmatch's threshold).")
    var threshold: Double = 0.1

    @Option(name: .customLong("perceptual-precision"),
            help: "In place of --threshold: how close (0 to 1) a pixel's colour must be, as swift-snapshot-testing's perceptualPrecision (CIE 1994 ΔE at most (1 - it) × 100).")
    var perceptualPrecision: Double?

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels still counted a match (default 0 unless --max-diff-ratio is given).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Share of differing pixels (0 to 1) still counted a match.")
    var maxDiffRatio: Double?

    @Option(name: .customLong("max-pixels"), help: ArgumentHelp("The most pixels an image may have to be read; a PNG's header is checked before its pixels are.", valueName: "N"))
    var maxPixels: Int = RGBAImage.defaultMaxPixels

    /// The tolerance asked for (bad values are bad input: exit 2).
    func tolerance(strict: Bool = false) throws -> DiffTolerance {
        guard (0...1).contains(threshold) else { throw CommandFailure.badInput("--threshold must be from 0 to 1, found \(threshold)") }
        if let perceptualPrecision, !(0...1).contains(perceptualPrecision) {
            throw CommandFailure.badInput("--perceptual-precision must be from 0 to 1, found \(perceptualPrecision)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw CommandFailure.badInput("--max-diff-pixels must be 0 or more, found \(maxDiffPixels)") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) { throw CommandFailure.badInput("--max-diff-ratio must be from 0 to 1, found \(maxDiffRatio)") }
        guard (1...(1 << 40)).contains(maxPixels) else { throw CommandFailure.badInput("--max-pixels must be from 1 to \(1 << 40), found \(maxPixels)") }
        return DiffTolerance(maxDifferentPixels: maxDiffPixels, maxDifferentRatio: maxDiffRatio,
                             options: ImageDiff.Options(threshold: threshold, strict: strict, perceptualPrecision: perceptualPrecision))
    }
}
