import Dispatch
import Foundation
import TableRaster

/// Renders every config of a suite and compares it with its golden, on `jobs` threads at
/// once. Each thread has its own fonts and text engine: nothing is shared but the queue.
public enum VerifyRunner {
    public struct Result: Sendable {
        public var config: String
        public var check: SnapshotCheck
        public var seconds: Double
    }

    public static func run(_ suite: SnapshotSuite, configs: [String], jobs: Int, mode: RecordMode,
                           tolerance: DiffTolerance = DiffTolerance()) -> [Result] {
        let queue = WorkQueue(count: configs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, configs.count))) { _ in
            let engine = Swift.Result { () throws(RenderError) in TextEngine(fonts: try FontSet()) }
            while let index = queue.next() {
                let config = configs[index]
                let start = DispatchTime.now().uptimeNanoseconds
                let check: SnapshotCheck
                do {
                    let png = try render(suite.path(of: config), engine: try engine.get())
                    check = SnapshotCheck.compare(png, goldenPath: suite.goldenPath(of: config), mode: mode, tolerance: tolerance)
                } catch {
                    check = SnapshotCheck(status: .failed("\(error)"))
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                queue.store(Result(config: config, check: check, seconds: seconds), at: index)
            }
        }
        return queue.results.compactMap { $0 }
    }

    /// The config's viewport, drawn as `render` draws it.
    public static func render(_ path: String, engine: TextEngine) throws -> Data {
        var loaded = try LoadedTable.load(path, engine: engine)
        return try loaded.render(loaded.viewport()).pngData()
    }
}

/// Hands out indices to worker threads and collects their results.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private(set) var results: [VerifyRunner.Result?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < results.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ result: VerifyRunner.Result, at index: Int) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }
}
