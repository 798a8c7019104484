import Dispatch
import Foundation
import TableConfig
import TableRaster

/// Renders every config of a suite and compares it with its golden, on `jobs` threads at
/// once. Each thread has its own fonts and text engine: nothing is shared but the queue.
public enum VerifyRunner {
    public struct Result: Sendable {
        public var config: String
        public var check: SnapshotCheck
        public var seconds: Double
        /// The config's warnings (see ``ConfigWarnings``).
        public var warnings: [String]

        public init(config: String, check: SnapshotCheck, seconds: Double, warnings: [String] = []) {
            self.config = config
            self.check = check
            self.seconds = seconds
            self.warnings = warnings
        }
    }

    /// How a run compares: the record mode, the tolerance a config's `snapshot:` settings
    /// refine, and the largest image read.
    public struct Settings: Sendable {
        public var mode: RecordMode
        public var tolerance: DiffTolerance
        public var maxPixels: Int
        /// A config with warnings is an error: not compared, and no golden recorded from it.
        public var strict: Bool

        public init(mode: RecordMode, tolerance: DiffTolerance = DiffTolerance(), maxPixels: Int = RGBAImage.defaultMaxPixels,
                    strict: Bool = false) {
            self.mode = mode
            self.tolerance = tolerance
            self.maxPixels = maxPixels
            self.strict = strict
        }
    }

    public static func run(_ suite: SnapshotSuite, configs: [String], jobs: Int, mode: RecordMode,
                           tolerance: DiffTolerance = DiffTolerance()) -> [Result] {
        run(suite, configs: configs, jobs: jobs, settings: Settings(mode: mode, tolerance: tolerance))
    }

    public static func run(_ suite: SnapshotSuite, configs: [String], jobs: Int, settings: Settings,
                           progress: (@Sendable (Result, Int) -> Void)? = nil) -> [Result] {
        let queue = WorkQueue(count: configs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, configs.count))) { _ in
            let engine = Swift.Result { () throws(RenderError) in TextEngine(fonts: try FontSet()) }
            while let index = queue.next() {
                let config = configs[index]
                let start = DispatchTime.now().uptimeNanoseconds
                let check: SnapshotCheck
                var warnings: [String] = []
                do {
                    let rendered = try render(suite.path(of: config), engine: try engine.get())
                    warnings = rendered.warnings
                    if settings.strict, let first = warnings.first {
                        let more = warnings.count > 1 ? " (and \(warnings.count - 1) more warnings)" : ""
                        check = SnapshotCheck(status: .unrenderable("\(first)\(more); under --strict a warning is an error"))
                    } else {
                        check = SnapshotCheck.compare(rendered.png, goldenPath: suite.goldenPath(of: config), mode: settings.mode,
                                                      tolerance: settings.tolerance.refined(by: rendered.settings),
                                                      maxPixels: settings.maxPixels)
                    }
                } catch {
                    check = SnapshotCheck(status: .unrenderable("\(error)"))
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                let result = Result(config: config, check: check, seconds: seconds, warnings: warnings)
                let done = queue.store(result, at: index)
                progress?(result, done)
            }
        }
        return queue.results.compactMap { $0 }
    }

    /// The config's viewport, drawn as `render` draws it, the config's own snapshot
    /// settings, and its warnings.
    public static func render(_ path: String, engine: TextEngine) throws -> (png: Data, settings: SnapshotSettings, warnings: [String]) {
        var loaded = try LoadedTable.load(path, engine: engine)
        let viewport = loaded.viewport()
        let png = RenderEnvironment.current.stamp(try loaded.render(viewport).pngData())
        return (png, loaded.document.snapshot, ConfigWarnings.of(loaded, viewport: viewport))
    }
}

extension DiffTolerance {
    /// This tolerance with a config's own `snapshot:` values in place of its own.
    func refined(by settings: SnapshotSettings) -> DiffTolerance {
        var tolerance = self
        if let pixels = settings.maxDiffPixels { tolerance.maxDifferentPixels = pixels }
        if let ratio = settings.maxDiffRatio { tolerance.maxDifferentRatio = ratio }
        if let threshold = settings.threshold { tolerance.options.threshold = threshold }
        return tolerance
    }
}

/// Hands out indices to worker threads and collects their results.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var finished = 0
    private(set) var results: [VerifyRunner.Result?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < results.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Stores a result; returns how many are done.
    func store(_ result: VerifyRunner.Result, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
        finished += 1
        return finished
    }
}
