import Foundation
import TableConfig
import TableLayout
import TablePipeline
import TableRaster

/// Snapshot tests of tables from Swift: render (or describe as text), compare with a golden
/// beside the test file, record as asked, and describe a failure with the diff and where the
/// actual and diff images were kept. The test-framework glue is in TableSnapshotTesting.
public enum TableSnapshotter {
    public struct Options: Sendable {
        /// nil: the whole content (or, for a config, the config's viewport).
        public var viewport: Viewport?
        public var scale: Int
        public var appearance: Appearance
        public var tolerance: DiffTolerance
        /// The whole screen around the table (docs/screen.md); the viewport's offset scrolls it
        /// from rest. nil: the table alone.
        public var screen: Screen?

        public init(viewport: Viewport? = nil, scale: Int = 2, appearance: Appearance = .light, tolerance: DiffTolerance = DiffTolerance(),
                    screen: Screen? = nil) {
            self.viewport = viewport
            self.scale = scale
            self.appearance = appearance
            self.tolerance = tolerance
            self.screen = screen
        }
    }

    /// Where a snapshot's golden and artifacts go: the test file, the test, the snapshot.
    public struct Place: Sendable {
        public var testFile: String
        /// The test function (`settings()`), which names the artifacts' folder.
        public var test: String
        public var name: String

        public init(testFile: String, test: String, name: String) {
            self.testFile = testFile
            self.test = test
            self.name = name
        }
    }

    /// A snapshot that did not pass: the text to show, and the images to attach.
    public struct Failure: Sendable, Equatable {
        public var message: String
        public var actual: Data?
        public var diff: Data?

        public init(message: String, actual: Data? = nil, diff: Data? = nil) {
            self.message = message
            self.actual = actual
            self.diff = diff
        }
    }

    /// Fonts and layouts shared by every snapshot in the process.
    public static let engine = Result { () throws(RenderError) in TextEngine(fonts: try FontSet()) }

    /// The record mode from `TABLESNAP_RECORD` (`all`, `failed`, `missing`, `never`; `1` or
    /// `true` mean `all`), else `missing`, or `never` when `CI` is set.
    public static func recordMode(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        switch environment["TABLESNAP_RECORD"]?.lowercased() {
        case "1", "true", "yes": return .all
        case let value?: return RecordMode(rawValue: value) ?? RecordMode.standard(environment: environment)
        case nil: return RecordMode.standard(environment: environment)
        }
    }

    /// `__Snapshots__/<test file name>/<name>.<ext>` beside the test file.
    public static func goldenPath(testFile: String, name: String, ext: String = "png") -> String {
        let file = URL(fileURLWithPath: testFile)
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name).appendingPathExtension(ext).path
    }

    /// Checks `table` against its golden; nil when it matches, else what to tell the user.
    public static func check(_ table: Table, named name: String, testFile: String, options: Options = Options(),
                             mode: RecordMode = recordMode()) -> String? {
        check(table, at: Place(testFile: testFile, test: name, name: name), options: options, mode: mode)?.message
    }

    /// Checks `table`, drawn with `options`, against its golden.
    public static func check(_ table: Table, at place: Place, options: Options = Options(), mode: RecordMode) -> Failure? {
        let drawing: SnapshotDrawing
        do {
            let loaded = LoadedTable(table: table, engine: try engine.get(), appearance: options.appearance, scale: options.scale,
                                     screen: options.screen)
            drawing = try SnapshotDrawing(loaded, viewport: options.viewport)
        } catch {
            return Failure(message: "snapshot '\(place.name)' could not be rendered: \(error)")
        }
        return compare(drawing.png, at: place, strategy: drawing.strategy(tolerance: options.tolerance), mode: mode)
    }

    /// Checks the config at `path` (relative to the test file's folder unless absolute),
    /// drawn as `tablesnap verify` draws it: its viewport, scale and appearance, its own
    /// `snapshot:` tolerance.
    public static func check(config path: String, at place: Place, mode: RecordMode) -> Failure? {
        let file = FilePath.resolve(path, from: FilePath.folder(of: place.testFile))
        let drawing: SnapshotDrawing
        do { drawing = try SnapshotDrawing(config: file, engine: try engine.get()) } catch {
            return Failure(message: "snapshot '\(place.name)' of \(file) could not be rendered: \(error)")
        }
        return compare(drawing.png, at: place, strategy: drawing.strategy(tolerance: DiffTolerance()), mode: mode)
    }

    /// Checks `text` (the geometry as JSON, say) against the golden text `<name>.<ext>`.
    public static func check(text: String, ext: String, at place: Place, mode: RecordMode) -> Failure? {
        compare(Data(text.utf8), at: place, strategy: .lines(pathExtension: ext), mode: mode)
    }

    /// The geometry of `table` in `viewport` (default: the whole content) as `tablesnap
    /// query` prints it, laid out with tablesnap's fonts.
    package static func geometryJSON(of table: Table, viewport: Viewport? = nil) throws -> String {
        let loaded = LoadedTable(table: table, engine: try engine.get())
        let viewport = viewport ?? loaded.viewport()
        loaded.layOut(viewport)
        return linePerItem(QueryJSON.visible(loaded.geometry.visibleItems(in: viewport)))
    }

    /// An object's fields one per line, and the elements of its arrays one per line, so a
    /// text golden's diff points at the row that changed.
    static func linePerItem(_ value: DataValue) -> String {
        guard case .object(let fields) = value else { return value.jsonText + "\n" }
        var lines: [String] = []
        for (index, field) in fields.enumerated() {
            let comma = index < fields.count - 1 ? "," : ""
            let key = JSONWriter.string(field.key)
            if case .array(let items) = field.value, !items.isEmpty {
                lines.append("  \(key): [")
                lines += items.enumerated().map { "    \($0.element.jsonText)" + ($0.offset < items.count - 1 ? "," : "") }
                lines.append("  ]" + comma)
            } else {
                lines.append("  \(key): \(field.value.jsonText)" + comma)
            }
        }
        return (["{"] + lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// Compares a snapshot with the place's golden, through the policy `verify` uses
    /// (``SnapshotCheck``), and turns the outcome into what the test says and keeps.
    private static func compare(_ data: Data, at place: Place, strategy: SnapshotStrategy, mode: RecordMode) -> Failure? {
        let ext = strategy.pathExtension
        let golden = goldenPath(testFile: place.testFile, name: place.name, ext: ext)
        let result = SnapshotCheck.compare(data, goldenPath: golden, mode: mode, strategy: strategy,
                                           howToRecord: "record it with record: .missing, TABLESNAP_RECORD=missing, or outside CI")
        let image = ext == "png"
        switch result.status {
        case .passed:
            forget(place)
            return nil
        case .recorded(let what):
            forget(place)
            // As swift-snapshot-testing does: a recording run fails, so that it is looked at.
            return Failure(message: "recorded the \(what) golden for snapshot '\(place.name)' at \(golden); check it, then run the test again")
        case .unrenderable(let message):
            return Failure(message: "snapshot '\(place.name)' could not be rendered: \(message)")
        case .failed(let message) where !FileManager.default.fileExists(atPath: golden):
            let kept = keep([("actual", ext, result.actual)], place: place)
            return Failure(message: "snapshot '\(place.name)': \(message)." + kept, actual: image ? result.actual : nil)
        case .failed(let message):
            let kept = keep([("actual", ext, result.actual), ("diff", "png", result.diffImage)], place: place)
            return Failure(message: "snapshot '\(place.name)' does not match \(golden): \(message)." + kept
                           + " If the change is intended, record it with TABLESNAP_RECORD=failed.",
                           actual: image ? result.actual : nil, diff: result.diffImage)
        }
    }

    /// The folder of a test's artifacts: `$TABLESNAP_ARTIFACTS` (default
    /// `$TMPDIR/tablesnap-artifacts`), then the test file's name, then the test's.
    package static func artifactsFolder(_ place: Place, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let root = environment["TABLESNAP_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-artifacts")
        let test = String(place.test.prefix { $0 != "(" })
        return root.appendingPathComponent(URL(fileURLWithPath: place.testFile).deletingPathExtension().lastPathComponent)
            .appendingPathComponent(test.isEmpty ? "test" : test)
    }

    /// Writes the snapshot's artifacts (its earlier ones gone first) and says where.
    private static func keep(_ files: [(label: String, ext: String, data: Data?)], place: Place) -> String {
        forget(place)
        let folder = artifactsFolder(place)
        var kept = ""
        for file in files {
            guard let data = file.data else { continue }
            let path = folder.appendingPathComponent("\(place.name).\(file.label).\(file.ext)").path
            do {
                try AtomicFile.write(data, to: path, creatingFolders: true)
                kept += " \(file.label.prefix(1).uppercased() + file.label.dropFirst()): \(path)."
            } catch {
                kept += " (The \(file.label) could not be kept: \(error).)"
            }
        }
        return kept
    }

    /// Removes a snapshot's artifacts from an earlier run (it passes now, or new ones come).
    private static func forget(_ place: Place) {
        let folder = artifactsFolder(place)
        guard let items = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for item in items where item.hasPrefix(place.name + ".actual.") || item.hasPrefix(place.name + ".diff.") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(item))
        }
    }
}
