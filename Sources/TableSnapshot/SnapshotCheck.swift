import Foundation
import TablePipeline
import TableRaster

/// One snapshot compared with its golden: the outcome, and the files a report shows.
public struct SnapshotCheck: Sendable {
    public enum Status: Equatable, Sendable {
        /// The pixels match the golden (with `--record`: its bytes would not change, so it
        /// was left alone).
        case passed
        /// The golden was written: "new" or "updated".
        case recorded(String)
        /// The render does not match the golden (or there is no golden to match).
        case failed(String)
        /// The config could not be rendered at all (JUnit's `<error>`, not `<failure>`).
        case unrenderable(String)

        /// A failure or an error: what makes `verify` exit 1.
        public var isFailure: Bool {
            switch self {
            case .failed, .unrenderable: return true
            case .passed, .recorded: return false
            }
        }

        public var message: String? {
            switch self {
            case .failed(let message), .unrenderable(let message): return message
            case .passed, .recorded: return nil
            }
        }
    }

    public var status: Status
    /// The rendered PNG (kept for failures, for the report and the artifacts).
    public var actual: Data?
    /// The golden's bytes as read for the comparison (the report shows these, not the file
    /// read again: it may have changed since).
    public var expected: Data?
    /// The diff image, when the pixels were compared and differ.
    public var diffImage: Data?

    public init(status: Status, actual: Data? = nil, expected: Data? = nil, diffImage: Data? = nil) {
        self.status = status
        self.actual = actual
        self.expected = expected
        self.diffImage = diffImage
    }

    /// Compares `actual` with the golden at `goldenPath`, recording as `mode` says. Equal
    /// bytes pass at once (renders are deterministic); only different bytes are decoded and
    /// compared pixel by pixel under `tolerance`, reading no image of more than `maxPixels`.
    /// `folder`: the suite's folder, which the golden must lie in (``GoldenFile``).
    /// `describe` names what the differing pixels fall in (``ChangedRows``), for the message.
    public static func compare(_ actual: Data, goldenPath: String, mode: RecordMode,
                               tolerance: DiffTolerance = DiffTolerance(),
                               maxPixels: Int = RGBAImage.defaultMaxPixels, folder: String? = nil,
                               describe: ((ImageDiff) -> String?)? = nil) -> SnapshotCheck {
        let golden: Data
        do {
            switch try GoldenFile.read(goldenPath, folder: folder, maxPixels: maxPixels) {
            case .missing:
                if mode.records(missing: true, failed: false) { return record(actual, at: goldenPath, as: "new") }
                return SnapshotCheck(status: .failed("no golden at \(goldenPath); run with --record (or outside CI) to record it"), actual: actual)
            case .bytes(let bytes):
                golden = bytes
            }
        } catch {
            if mode.records(missing: false, failed: true) { return record(actual, at: goldenPath, as: "updated") }
            return SnapshotCheck(status: .failed(error.description), actual: actual)
        }
        // Bytes that would not change are not rewritten, even under `--record`.
        if golden == actual { return SnapshotCheck(status: .passed) }
        let diff: ImageDiff
        do {
            diff = try ImageDiff.compare(png: golden, named: goldenPath, with: actual, named: "the render",
                                         options: tolerance.options, drawing: true, maxPixels: maxPixels)
        } catch {
            if mode.records(missing: false, failed: true) { return record(actual, at: goldenPath, as: "updated") }
            return SnapshotCheck(status: .failed("cannot compare: \(error)"), actual: actual)
        }
        if tolerance.accepts(diff) {
            return mode == .all ? record(actual, at: goldenPath, as: "updated") : SnapshotCheck(status: .passed)
        }
        if mode.records(missing: false, failed: true) { return record(actual, at: goldenPath, as: "updated") }
        var message = DiffTolerance.summary(diff)
        if let places = describe?(diff) { message += "; " + places }
        // A golden drawn elsewhere says which part of the environment differs.
        if let recorded = RenderEnvironment(png: golden), let here = RenderEnvironment(png: actual) {
            let differences = here.differences(from: recorded)
            if !differences.isEmpty { message += "; " + differences.joined(separator: "; ") }
        }
        return SnapshotCheck(status: .failed(message), actual: actual, expected: golden, diffImage: diff.image.map { RenderEnvironment.current.stamp($0.pngData()) })
    }

    private static func record(_ png: Data, at path: String, as what: String) -> SnapshotCheck {
        if let refusal = GoldenFile.refusalToRecord(over: path) { return SnapshotCheck(status: .failed(refusal), actual: png) }
        do {
            try AtomicFile.write(png, to: path, creatingFolders: true)  // never a truncated golden
            return SnapshotCheck(status: .recorded(what))
        } catch {
            return SnapshotCheck(status: .failed("cannot write the golden \(error)"), actual: png)
        }
    }
}
