import Foundation

/// One snapshot compared with its golden: the outcome, and the files a report shows.
public struct SnapshotCheck: Sendable {
    public enum Status: Equatable, Sendable {
        case passed
        /// The golden was written: "new" or "updated".
        case recorded(String)
        case failed(String)
    }

    public var status: Status
    /// The rendered PNG (kept for failures, for the report and the artifacts).
    public var actual: Data?
    /// The diff image, when the pixels were compared and differ.
    public var diffImage: Data?

    /// Compares `actual` with the golden at `goldenPath`, recording as `mode` says. Equal
    /// bytes pass at once (renders are deterministic); only different bytes are decoded and
    /// compared pixel by pixel under `tolerance`.
    public static func compare(_ actual: Data, goldenPath: String, mode: RecordMode,
                               tolerance: DiffTolerance = DiffTolerance()) -> SnapshotCheck {
        guard let golden = FileManager.default.contents(atPath: goldenPath) else {
            if mode.records(missing: true, failed: false) { return record(actual, at: goldenPath, as: "new") }
            return SnapshotCheck(status: .failed("no golden at \(goldenPath); run with --record (or outside CI) to record it"), actual: actual)
        }
        if golden == actual {
            return mode == .all ? record(actual, at: goldenPath, as: "updated") : SnapshotCheck(status: .passed)
        }
        let diff: ImageDiff
        do {
            diff = ImageDiff(try RGBAImage(contentsOfPNG: goldenPath), try RGBAImage(pngData: actual, name: "the render"),
                             options: tolerance.options, drawing: true)
        } catch {
            if mode.records(missing: false, failed: true) { return record(actual, at: goldenPath, as: "updated") }
            return SnapshotCheck(status: .failed("cannot compare: \(error)"), actual: actual)
        }
        if tolerance.accepts(diff) {
            return mode == .all ? record(actual, at: goldenPath, as: "updated") : SnapshotCheck(status: .passed)
        }
        if mode.records(missing: false, failed: true) { return record(actual, at: goldenPath, as: "updated") }
        return SnapshotCheck(status: .failed(DiffTolerance.summary(diff)), actual: actual, diffImage: diff.image?.pngData())
    }

    private static func record(_ png: Data, at path: String, as what: String) -> SnapshotCheck {
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try png.write(to: URL(fileURLWithPath: path), options: .atomic)  // never a truncated golden
            return SnapshotCheck(status: .recorded(what))
        } catch {
            return SnapshotCheck(status: .failed("cannot write the golden \(path): \(error.localizedDescription)"), actual: png)
        }
    }
}
