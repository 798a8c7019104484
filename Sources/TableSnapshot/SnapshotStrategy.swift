import Foundation
import TablePipeline

/// How a snapshot is stored and told apart from its golden, in the shape users of
/// swift-snapshot-testing know (`Snapshotting`: a path extension and a `Diffing`): `verify`,
/// the Swift helper (`assertTableSnapshot`, `assertGeometrySnapshot`) and the
/// `.tablesnap` strategies of the TableSnapshotStrategy product all compare through one.
/// When a golden is recorded is not the strategy's: that is ``SnapshotCheck``'s, for every
/// strategy alike (docs/snapshots.md, Record modes).
public struct SnapshotStrategy {
    /// The golden's extension (`png`, `json`): how it is named beside its snapshot's name.
    public var pathExtension: String
    /// How the golden is read: its size limit, and for images the pixel budget.
    var golden: GoldenFile.Kind
    /// Whether `actual` still matches `golden` (bytes that are equal never reach it; `name`
    /// is the golden's, for messages): nil, or what differs and the image that shows it.
    public var diffing: (_ golden: Data, _ actual: Data, _ name: String) -> SnapshotDifference?

    /// PNGs compared perceptually under `tolerance` (pixelmatch's measure, docs/snapshots.md),
    /// reading no image of more than `maxPixels`. `describe` names what the differing pixels
    /// fall in (``ChangedRows``); a golden drawn in another ``RenderEnvironment`` says which
    /// part of it differs.
    public static func image(tolerance: DiffTolerance = DiffTolerance(), maxPixels: Int = RGBAImage.defaultMaxPixels,
                             describe: ((ImageDiff) -> String?)? = nil) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "png", golden: .image(maxPixels: maxPixels)) { golden, actual, name in
            let diff: ImageDiff
            do {
                diff = try ImageDiff.compare(png: golden, named: name, with: actual, named: "the render",
                                             options: tolerance.options, drawing: true, maxPixels: maxPixels)
            } catch {
                return SnapshotDifference(message: "cannot compare: \(error)")
            }
            guard !tolerance.accepts(diff) else { return nil }
            var message = DiffTolerance.summary(diff)
            if let places = describe?(diff) { message += "; " + places }
            if let recorded = RenderEnvironment(png: golden), let here = RenderEnvironment(png: actual) {
                let differences = here.differences(from: recorded)
                if !differences.isEmpty { message += "; " + differences.joined(separator: "; ") }
            }
            return SnapshotDifference(message: message, diffImage: diff.image.map { RenderEnvironment.current.stamp($0.pngData()) })
        }
    }

    /// Text (the geometry as JSON, say) compared line by line: the first line that differs
    /// is named, with both sides.
    public static func lines(pathExtension: String, maxBytes: Int = 64 << 20) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: pathExtension, golden: .text(maxBytes: maxBytes)) { golden, actual, _ in
            let expected = String(decoding: golden, as: UTF8.self).components(separatedBy: "\n")
            let lines = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
            guard expected != lines else { return nil }
            let line = zip(expected, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, lines.count)
            let show = { (lines: [String]) in line < lines.count ? "'\(lines[line].prefix(200))'" : "(no line)" }
            return SnapshotDifference(message: "line \(line + 1) is \(show(lines)), the golden has \(show(expected))")
        }
    }
}

/// What a strategy found between a golden and a snapshot.
public struct SnapshotDifference: Sendable, Equatable {
    /// What differs, without the golden's name (the caller says which snapshot it is).
    public var message: String
    /// An image of the differences, for the report and the artifacts.
    public var diffImage: Data?

    public init(message: String, diffImage: Data? = nil) {
        self.message = message
        self.diffImage = diffImage
    }
}
