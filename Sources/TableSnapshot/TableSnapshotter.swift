import Foundation
import TableLayout
import TableRaster

/// Snapshot tests of tables from Swift: render, compare with a golden beside the test file,
/// record as the environment says, and describe a failure with the diff and where the
/// actual and diff images were kept. The test-framework glue is in TableSnapshotTesting.
public enum TableSnapshotter {
    public struct Options: Sendable {
        /// nil: the whole content.
        public var viewport: Viewport?
        public var scale: Int
        public var appearance: Appearance
        public var tolerance: DiffTolerance

        public init(viewport: Viewport? = nil, scale: Int = 2, appearance: Appearance = .light, tolerance: DiffTolerance = DiffTolerance()) {
            self.viewport = viewport
            self.scale = scale
            self.appearance = appearance
            self.tolerance = tolerance
        }
    }

    /// Fonts and layouts shared by every snapshot in the process.
    static let engine = Result { () throws(RenderError) in TextEngine(fonts: try FontSet()) }

    /// The record mode from `TABLESNAP_RECORD` (`all`, `failed`, `missing`, `never`; `1` or
    /// `true` mean `all`), else `missing`, or `never` when `CI` is set.
    public static func recordMode(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        switch environment["TABLESNAP_RECORD"]?.lowercased() {
        case "1", "true", "yes": return .all
        case let value?: return RecordMode(rawValue: value) ?? RecordMode.standard(environment: environment)
        case nil: return RecordMode.standard(environment: environment)
        }
    }

    /// `__Snapshots__/<test file name>/<name>.png` beside the test file.
    public static func goldenPath(testFile: String, name: String) -> String {
        let file = URL(fileURLWithPath: testFile)
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name).appendingPathExtension("png").path
    }

    /// Checks `table` against its golden; nil when it matches, else what to tell the user.
    public static func check(_ table: Table, named name: String, testFile: String, options: Options = Options(),
                             mode: RecordMode = recordMode()) -> String? {
        let golden = goldenPath(testFile: testFile, name: name)
        let png: Data
        do {
            var loaded = LoadedTable(table: table, engine: try engine.get(), appearance: options.appearance, scale: options.scale)
            png = RenderEnvironment.current.stamp(try loaded.render(options.viewport ?? loaded.viewport()).pngData())
        } catch {
            return "snapshot '\(name)' could not be rendered: \(error)"
        }
        let result = SnapshotCheck.compare(png, goldenPath: golden, mode: mode, tolerance: options.tolerance)
        switch result.status {
        case .passed:
            return nil
        case .recorded(let what):
            // As swift-snapshot-testing does: a recording run fails, so that it is looked at.
            return "recorded the \(what) golden for snapshot '\(name)' at \(golden); check it, then run the test again"
        case .unrenderable(let message):
            return "snapshot '\(name)' could not be rendered: \(message)"
        case .failed(let message):
            let artifacts = keep(result, name: name, testFile: testFile)
            return "snapshot '\(name)' does not match \(golden): \(message)." + artifacts
                + " If the change is intended, record it with TABLESNAP_RECORD=failed."
        }
    }

    /// Writes the actual and diff images where `TABLESNAP_ARTIFACTS` (or the temporary
    /// folder) says, and says where.
    private static func keep(_ result: SnapshotCheck, name: String, testFile: String) -> String {
        let root = ProcessInfo.processInfo.environment["TABLESNAP_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-artifacts")
        let folder = root.appendingPathComponent(URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent)
        var kept = ""
        for (label, data) in [("Actual", result.actual), ("Diff", result.diffImage)] {
            guard let data else { continue }
            let path = folder.appendingPathComponent("\(name).\(label.lowercased()).png").path
            do {
                try AtomicFile.write(data, to: path, creatingFolders: true)
                kept += " \(label): \(path)."
            } catch {
                kept += " (The \(label.lowercased()) image could not be kept: \(error).)"
            }
        }
        return kept
    }
}
