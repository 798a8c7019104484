import Dispatch
import Foundation
import TableConfig
import TablePipeline
import TableRaster

/// Renders every config of a suite and compares it with its golden, on `jobs` threads at
/// once. Each thread has its own fonts and text engine: nothing is shared but the queue.
public enum VerifyRunner {
    public struct Outcome: Sendable {
        public var config: String
        /// The variant's suffix (`dark.iphone15`), nil for a config without `variants`.
        public var variant: String?
        public var check: SnapshotCheck
        public var seconds: Double
        /// The config's warnings (see ``ConfigWarnings``).
        public var warnings: [String]

        public init(config: String, variant: String? = nil, check: SnapshotCheck, seconds: Double, warnings: [String] = []) {
            self.config = config
            self.variant = variant
            self.check = check
            self.seconds = seconds
            self.warnings = warnings
        }

        /// What reports call the snapshot: the config, and its variant in brackets.
        public var name: String { variant.map { "\(config) [\($0)]" } ?? config }

        /// The golden, relative to the suite's folder: `a/b.png`, or `a/b.dark.se.png`.
        public var golden: String { SnapshotSuite.goldenName(of: config, variant: variant) }
    }

    /// How a run compares: the record mode, the tolerance a config's `snapshot:` settings
    /// refine, and the largest image read.
    public struct Settings: Sendable {
        public var mode: RecordMode
        public var tolerance: DiffTolerance
        public var maxPixels: Int
        /// A config with warnings is an error: not compared, and no golden recorded from it.
        public var strict: Bool
        /// The folder configs may read files from; nil: the suite's folder (``FileRoot``).
        public var root: String?

        public init(mode: RecordMode, tolerance: DiffTolerance = DiffTolerance(), maxPixels: Int = RGBAImage.defaultMaxPixels,
                    strict: Bool = false, root: String? = nil) {
            self.mode = mode
            self.tolerance = tolerance
            self.maxPixels = maxPixels
            self.strict = strict
            self.root = root
        }
    }

    package static func run(_ suite: SnapshotSuite, configs: [String], jobs: Int, mode: RecordMode,
                           tolerance: DiffTolerance = DiffTolerance()) -> [Outcome] {
        run(suite, configs: configs, jobs: jobs, settings: Settings(mode: mode, tolerance: tolerance))
    }

    package static func run(_ suite: SnapshotSuite, configs: [String], jobs: Int, settings: Settings,
                           progress: (@Sendable (Outcome, Int) -> Void)? = nil) -> [Outcome] {
        let queue = WorkQueue(count: configs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, configs.count))) { _ in
            let engine = Result { () throws(RenderError) in TextEngine(fonts: try FontSet()) }
            while let index = queue.next() {
                let config = configs[index]
                var results: [Outcome] = []
                do {
                    try SnapshotSuite.checkName(config, in: suite)
                    let loaded = try LoadedTable.load(suite.path(of: config), engine: try engine.get(), root: settings.root ?? suite.root,
                                                      inside: suite.root)
                    let variants: [SnapshotVariant?] = loaded.snapshot.variants.isEmpty ? [nil] : loaded.snapshot.variants
                    for variant in variants {
                        let start = DispatchTime.now().uptimeNanoseconds
                        var result = check(variant.map(loaded.applying) ?? loaded, config: config, variant: variant?.suffix,
                                           suite: suite, settings: settings)
                        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                        results.append(result)
                    }
                } catch {
                    results = [Outcome(config: config, check: SnapshotCheck(status: .unrenderable("\(error)")), seconds: 0)]
                }
                for result in results { progress?(result, queue.finish()) }
                queue.store(results, at: index)
            }
        }
        return collisionsFailed(queue.results.flatMap { $0 ?? [] })
    }

    /// One snapshot, as ``run(_:configs:jobs:settings:progress:)`` checks it: `config`'s
    /// variant with the suffix `variant` (nil: a config without variants). `tablesnap serve`
    /// accepts a change with it under `RecordMode.failed`, as `verify --record-mode failed
    /// --filter` would (docs/preview.md).
    package static func runOne(_ suite: SnapshotSuite, config: String, variant: String?, settings: Settings,
                              engine: TextEngine) -> Outcome {
        do {
            try SnapshotSuite.checkName(config, in: suite)
            // As `run` reads it: the config inside the suite's folder, from the descriptor
            // checked (a config swapped for a link out since the review is refused, not rendered).
            let loaded = try LoadedTable.load(suite.path(of: config), engine: engine, root: settings.root ?? suite.root,
                                              inside: suite.root)
            let variants = loaded.snapshot.variants
            if let variant {
                guard let chosen = variants.first(where: { $0.suffix == variant }) else {
                    return Outcome(config: config, variant: variant,
                                  check: SnapshotCheck(status: .unrenderable("\(config) has no variant '\(variant)'")), seconds: 0)
                }
                return check(loaded.applying(chosen), config: config, variant: variant, suite: suite, settings: settings)
            }
            guard variants.isEmpty else {
                return Outcome(config: config, check: SnapshotCheck(status: .unrenderable("\(config) has variants; name one")), seconds: 0)
            }
            return check(loaded, config: config, variant: nil, suite: suite, settings: settings)
        } catch {
            return Outcome(config: config, variant: variant, check: SnapshotCheck(status: .unrenderable("\(error)")), seconds: 0)
        }
    }

    /// Two snapshots with one golden (a variant `a.dark` of `a.yaml` and a config
    /// `a.dark.yaml`) would overwrite each other's: both fail, naming each other.
    private static func collisionsFailed(_ results: [Outcome]) -> [Outcome] {
        let byGolden = Dictionary(grouping: results.indices, by: { results[$0].golden })
        var results = results
        for (golden, indices) in byGolden where indices.count > 1 {
            let names = indices.map { results[$0].name }.joined(separator: " and ")
            for index in indices {
                results[index].check = SnapshotCheck(status: .unrenderable("\(names) would all use the golden \(golden); rename a config or a variant"))
            }
        }
        return results
    }

    /// Renders one snapshot of a loaded config and compares it with its golden.
    private static func check(_ loaded: LoadedTable, config: String, variant: String?, suite: SnapshotSuite,
                              settings: Settings) -> Outcome {
        let golden = suite.path(of: SnapshotSuite.goldenName(of: config, variant: variant))
        do {
            let drawing = try SnapshotDrawing(loaded)
            let warnings = drawing.warnings
            if settings.strict, let first = warnings.first {
                let more = warnings.count > 1 ? " (and \(warnings.count - 1) more warnings)" : ""
                return Outcome(config: config, variant: variant,
                              check: SnapshotCheck(status: .unrenderable("\(first)\(more); under --strict a warning is an error")),
                              seconds: 0, warnings: warnings)
            }
            let strategy = drawing.strategy(tolerance: settings.tolerance, maxPixels: settings.maxPixels)
            let check = SnapshotCheck.compare(drawing.png, goldenPath: golden, mode: settings.mode, strategy: strategy, folder: suite.root)
            return Outcome(config: config, variant: variant, check: check, seconds: 0, warnings: warnings)
        } catch {
            return Outcome(config: config, variant: variant, check: SnapshotCheck(status: .unrenderable("\(error)")), seconds: 0)
        }
    }
}

extension DiffTolerance {
    /// This tolerance with a config's own `snapshot:` values in place of its own.
    package func refined(by settings: SnapshotSettings) -> DiffTolerance {
        var tolerance = self
        if let pixels = settings.maxDiffPixels { tolerance.maxDifferentPixels = pixels }
        if let ratio = settings.maxDiffRatio { tolerance.maxDifferentRatio = ratio }
        // A config's colour measure replaces the run's, whichever of the two each names.
        if let threshold = settings.threshold { (tolerance.options.threshold, tolerance.options.perceptualPrecision) = (threshold, nil) }
        if let precision = settings.perceptualPrecision { tolerance.options.perceptualPrecision = precision }
        return tolerance
    }
}

/// Hands out indices to worker threads and collects their results.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var finished = 0
    private(set) var results: [[VerifyRunner.Outcome]?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < results.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Counts one more snapshot done; returns how many are.
    func finish() -> Int {
        lock.lock()
        defer { lock.unlock() }
        finished += 1
        return finished
    }

    func store(_ results: [VerifyRunner.Outcome], at index: Int) {
        lock.lock()
        self.results[index] = results
        lock.unlock()
    }
}
