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

    /// Compares `actual` with the golden at `goldenPath` through `strategy`, recording as
    /// `mode` says: the one record policy of every snapshot tablesnap checks (`verify`, the
    /// Swift helper). Equal bytes pass at once (renders are deterministic); only different
    /// bytes reach the strategy. `folder`: the suite's folder, which the golden must lie in
    /// (``GoldenFile``). `howToRecord` ends the message of a missing golden.
    public static func compare(_ actual: Data, goldenPath: String, mode: RecordMode, strategy: SnapshotStrategy = .image(),
                               folder: String? = nil,
                               howToRecord: String = "run with --record (or outside CI) to record it") -> SnapshotCheck {
        let golden: Data
        do {
            switch try GoldenFile.read(goldenPath, folder: folder, kind: strategy.golden) {
            case .missing:
                if mode.records(missing: true, failed: false) { return record(actual, at: goldenPath, as: "new", folder: folder) }
                return SnapshotCheck(status: .failed("no golden at \(goldenPath); \(howToRecord)"), actual: actual)
            case .bytes(let bytes):
                golden = bytes
            }
        } catch {
            if mode.records(missing: false, failed: true) { return record(actual, at: goldenPath, as: "updated", folder: folder) }
            return SnapshotCheck(status: .failed(error.description), actual: actual)
        }
        // Bytes that would not change are not rewritten, even under `--record`.
        if golden == actual { return SnapshotCheck(status: .passed) }
        guard let difference = strategy.diffing(golden, actual, goldenPath) else {
            return mode == .all ? record(actual, at: goldenPath, as: "updated", folder: folder) : SnapshotCheck(status: .passed)
        }
        if mode.records(missing: false, failed: true) { return record(actual, at: goldenPath, as: "updated", folder: folder) }
        return SnapshotCheck(status: .failed(difference.message), actual: actual, expected: golden, diffImage: difference.diffImage)
    }

    /// Writes the golden (atomically: never a truncated one); in a suite, only inside its
    /// `folder`, through descriptors checked on the way (a folder swapped for a link out is
    /// refused, not written through).
    private static func record(_ data: Data, at path: String, as what: String, folder: String?) -> SnapshotCheck {
        if let refusal = GoldenFile.refusalToRecord(over: path) { return SnapshotCheck(status: .failed(refusal), actual: data) }
        do {
            if let folder {
                try AtomicFile.write(data, to: path, inside: folder)
            } else {
                try AtomicFile.write(data, to: path, creatingFolders: true)
            }
            return SnapshotCheck(status: .recorded(what))
        } catch {
            return SnapshotCheck(status: .failed("cannot write the golden \(error)"), actual: data)
        }
    }
}
