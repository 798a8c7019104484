import ArgumentParser
import Foundation
import TableSnapshot

/// `tablesnap verify`: renders every config under a folder and compares it with its golden
/// (SPEC 3; docs/snapshots.md).
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every config under a folder and compare it with the PNG beside it.",
        discussion: "Exit status: 0 when every snapshot passes (or is recorded), 1 when any fails, 2 for bad input."
    )

    @Argument(help: "The folder of configs and goldens (default: Snapshots).")
    var directory = "Snapshots"

    @Flag(help: "Write every golden (the same as --record-mode all).")
    var record = false

    @Option(name: .customLong("record-mode"), help: "all, failed (missing or mismatching), missing, or never. Default: missing, or never when CI is set.")
    var recordMode: RecordMode?

    @Option(help: "Snapshots rendered at once (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Write an HTML report of the failures into this folder.", valueName: "DIR"))
    var report: String?

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Run shard I of N (a stable partition by path).", valueName: "I/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Only configs whose path (relative to the folder) matches: * in a name, ** across folders.", valueName: "GLOB"))
    var filter: String?

    @Flag(help: "List goldens whose config is gone, instead of verifying.")
    var prune = false

    @Flag(help: "With --prune: delete them.")
    var delete = false

    func run() throws {
        let suite: SnapshotSuite
        do { suite = try SnapshotSuite(root: directory) } catch { throw InputFailure.report(error.description) }
        if prune {
            for golden in suite.orphanGoldens() {
                let path = (directory as NSString).appendingPathComponent(golden)
                if delete { try? FileManager.default.removeItem(atPath: path) }
                printOut((delete ? "deleted " : "orphan ") + path)
            }
            return
        }
        guard jobs > 0 else { throw InputFailure.report("--jobs must be 1 or more") }
        var configs = suite.filtered(filter)
        if let shard {
            let parts = shard.split(separator: "/").map { Int($0) }
            guard parts.count == 2, let i = parts[0], let n = parts[1], n > 0, (1...n).contains(i) else {
                throw InputFailure.report("--shard must be I/N with 1 ≤ I ≤ N, e.g. --shard 2/4; found '\(shard)'")
            }
            configs = SnapshotSuite.shard(configs, index: i, of: n)
        }
        let mode = record ? .all : recordMode ?? RecordMode.standard(environment: ProcessInfo.processInfo.environment)

        let start = Date()
        let results = VerifyRunner.run(suite, configs: configs, jobs: jobs, mode: mode)
        let seconds = Date().timeIntervalSince(start)
        for result in results {
            switch result.check.status {
            case .passed: break
            case .recorded(let what): printOut("recorded (\(what)) \(suite.goldenPath(of: result.config))")
            case .failed(let message): printOut("FAIL \(suite.path(of: result.config)): \(message)")
            }
        }
        let summary = Summary(results)
        if let report {
            do {
                let page = try HTMLReport.write(results, suite: suite, seconds: seconds, to: report)
                if summary.failed > 0 { printOut("report: \(page)") }
            } catch {
                throw InputFailure.report("\(report): cannot write the report (\(error.localizedDescription))")
            }
        } else if summary.failed > 0 {
            printOut("(run with --report DIR to see the reference, actual and diff of each failure)")
        }
        if let junit {
            do { try JUnitReport.xml(results, seconds: seconds).write(toFile: junit, atomically: true, encoding: .utf8) } catch {
                throw InputFailure.report("\(junit): cannot write JUnit XML (\(error.localizedDescription))")
            }
        }
        printOut("verify: \(summary.passed) passed, \(summary.failed) failed, \(summary.recorded) recorded in \(String(format: "%.1f", seconds)) s")
        if summary.failed > 0 { throw ExitCode(1) }
    }
}

extension RecordMode: ExpressibleByArgument {}
