import ArgumentParser
import Foundation
import TableConfig
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshot

/// `tablesnap verify`: renders every config under a folder and compares it with its golden
/// (docs/cli.md, docs/snapshots.md).
struct VerifyCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "verify",
        abstract: "Render every config under a folder and compare it with the PNG beside it.",
        usage: "tablesnap verify [DIR] [options]",
        discussion: """
            Examples:
              tablesnap verify Snapshots --report out/report --junit out/junit.xml
              tablesnap verify Snapshots --filter 'style-*' --shard 1/4

            Exit status: 0 when every snapshot passes (or is recorded), 1 when any fails or the \
            filter selects nothing, 2 for bad input or an output that could not be written.
            """
    ))

    @Argument(help: "The folder of configs and goldens.")
    var directory = "Snapshots"

    @Flag(help: "Write every golden whose bytes change (the same as --record-mode all).")
    var record = false

    @Option(name: .customLong("record-mode"),
            help: "all, failed (missing or mismatching), missing, or never. Default: missing, or never when CI is set (and not false or 0).")
    var recordMode: RecordMode?

    @Option(name: [.short, .long], help: ArgumentHelp("Snapshots rendered at once (default: every core).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Write an HTML report (failures, their images, the passed ones) into this folder.", valueName: "DIR"))
    var report: String?

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Write a Markdown summary here (the counts, each failure and what differs): "
                               + "for $GITHUB_STEP_SUMMARY or a pull request's comment.", valueName: "FILE"))
    var summary: String?

    @Option(name: .customLong("copy-recorded"),
            help: ArgumentHelp("Also copy each golden this run records into this folder, under its path as verify prints it: for CI to hand the goldens back.", valueName: "DIR"))
    var copyRecorded: String?

    @Option(name: .customLong("report-url"),
            help: ArgumentHelp("Where the --report will be seen (a CI artifact's address): the summary links each failure to it.", valueName: "URL"))
    var reportURL: String?

    @Option(help: ArgumentHelp("Run shard I of N (a stable partition by path).", valueName: "I/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Only configs this pattern selects, as .gitignore reads it: a name at any depth unless it holds a /, * in a name, ** across folders, !GLOB excludes (the last match decides). Repeat for several.", valueName: "GLOB"))
    var filter: [String] = []

    @Flag(help: "Print the configs that would be verified (after --filter and --shard) and exit.")
    var list = false

    @OptionGroup var comparing: ToleranceOptions

    @OptionGroup var files: RootOption

    @Flag(help: "Treat a config's warnings as errors: it fails, and no golden is recorded from it.")
    var strict = false

    @Flag(help: "Print a JSON summary instead of lines.")
    var json = false

    @Flag(help: "List goldens whose config is gone (and remove temporaries left by killed runs), instead of verifying.")
    var prune = false

    @Flag(help: "With --prune: delete the orphan goldens.")
    var delete = false

    func validate() throws {
        if record, let recordMode, recordMode != .all {
            throw ValidationError("--record writes every golden; it cannot be combined with --record-mode \(recordMode.rawValue). Pass one of them.")
        }
        if delete && !prune { throw ValidationError("--delete only goes with --prune") }
    }

    @OptionGroup var fontOptions: FontOptions

    func run() throws {
        try fontOptions.apply()
        let suite: SnapshotSuite
        do { suite = try SnapshotSuite(root: directory) } catch { throw CommandFailure.badInput(Terminal.escaped(error.description)) }
        let terminal = Terminal()
        let leftovers = AtomicFile.removeLeftovers(under: directory)
        if prune {
            for leftover in leftovers { printOut("removed temporary " + Terminal.escaped(shown(leftover))) }
            for golden in suite.orphanGoldens() {
                if delete { try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(golden)) }
                printOut((delete ? "deleted " : "orphan ") + Terminal.escaped(shown(golden)))
            }
            return
        }
        let settings = try comparison()
        let configs = try selection(of: suite)
        if list {
            for config in configs { printOut(Terminal.escaped(shown(config))) }
            return
        }

        let start = Date()
        let total = configs.count
        let results = VerifyRunner.run(suite, configs: configs, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                       settings: settings) { result, done in
            terminal.showProgress("[\(done) done, \(total) configs] " + Terminal.escaped(result.name))
        }
        terminal.clearProgress()
        let seconds = Date().timeIntervalSince(start)
        let summary = Summary(results)
        if !json { printLines(results, mode: settings.mode, terminal: terminal) }

        // Each output on its own: one that cannot be written is said, and the others are
        // still written.
        var outputProblems: [String] = []
        var attachments: [String: [String]] = [:]
        var page: String?
        if let report {
            do {
                let written = try HTMLReport.write(results, suite: suite, seconds: seconds, to: report, folderAsGiven: directory)
                attachments = written.images
                page = written.page
                outputProblems += written.problems.map { "the report is missing an image: \($0)" }
            } catch {
                outputProblems.append("cannot write the report: \(error)")
            }
        }
        if let junit {
            let context = JUnitReport.Context(suiteName: URL(fileURLWithPath: directory).standardized.lastPathComponent)
            do { try AtomicFile.write(JUnitReport.xml(results, seconds: seconds, context: context, attachments: attachments), to: junit) } catch {
                outputProblems.append("cannot write JUnit XML: \(error)")
            }
        }
        if let summaryFile = self.summary {
            let markdown = MarkdownSummary.markdown(results, seconds: seconds, suite: directory, reportURL: reportURL)
            do { try AtomicFile.write(markdown, to: summaryFile) } catch {
                outputProblems.append("cannot write the summary: \(error)")
            }
        }
        if let copyRecorded {
            let (copied, problems) = copyRecordedGoldens(results, to: copyRecorded)
            outputProblems += problems
            if !json { printOut("copied \(copied) recorded golden\(copied == 1 ? "" : "s") to " + Terminal.escaped(copyRecorded)) }
        }
        if json {
            printOut(VerifyJSON.summary(results, summary: summary, seconds: seconds, report: page, junit: junit).jsonText)
        } else {
            if summary.failed > 0 {
                if let page { printOut("report: " + Terminal.escaped(page)) } else if report == nil {
                    printOut("(run with --report DIR to see the reference, actual and diff of each failure)")
                }
            }
            var line = "verify: " + terminal.paint("\(summary.passed) passed", .green) + ", "
            line += summary.failed > 0 ? terminal.paint("\(summary.failed) failed", .red) : "0 failed"
            line += ", \(summary.recorded) recorded in \(String(format: "%.1f", seconds)) s"
            printOut(line)
        }
        // Outputs that could not be written are said either way; failed snapshots decide the status.
        let problems = outputProblems.map(Terminal.escaped)
        if summary.failed > 0 { throw CommandFailure.failed(problems) }
        if !problems.isEmpty { throw CommandFailure.problems(problems) }
    }

    /// Copies the goldens `results` recorded into `folder`, each under its path as printed
    /// (`Snapshots/a/b.png`: unpacked where verify ran, it lands on the golden), or under the
    /// suite's folder alone when that folder is absolute or leads out with `..`.
    private func copyRecordedGoldens(_ results: [VerifyRunner.Outcome], to folder: String) -> (copied: Int, problems: [String]) {
        let asPrinted = !(directory as NSString).isAbsolutePath && !directory.split(separator: "/").contains("..")
        var copied = 0, problems: [String] = []
        for result in results {
            guard case .recorded = result.check.status else { continue }
            let relative = asPrinted ? (shown(result.golden) as NSString).standardizingPath : result.golden
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: shown(result.golden)))
                try AtomicFile.write(data, to: (folder as NSString).appendingPathComponent(relative), creatingFolders: true)
                copied += 1
            } catch {
                problems.append("cannot copy the recorded \(shown(result.golden)): \(error)")
            }
        }
        return (copied, problems)
    }

    /// A path under the folder, as the user named the folder.
    private func shown(_ relative: String) -> String {
        (directory as NSString).appendingPathComponent(relative)
    }

    /// The record mode, tolerance and pixel budget the flags ask for.
    private func comparison() throws -> VerifyRunner.Settings {
        if let jobs, jobs < 1 { throw CommandFailure.badInput("--jobs must be 1 or more, found \(jobs)") }
        let tolerance = try comparing.tolerance()
        let mode = record ? .all : recordMode ?? RecordMode.standard(environment: CommandContext.current.environment)
        return VerifyRunner.Settings(mode: mode, tolerance: tolerance, maxPixels: comparing.maxPixels, strict: strict,
                                     root: files.root)
    }

    /// The configs to verify after `--filter` and `--shard`. Selecting nothing fails (a
    /// typo in a filter must not pass CI); a shard that happens to get none passes, and says so.
    private func selection(of suite: SnapshotSuite) throws -> [String] {
        var shardParts: (Int, Int)?
        if let shard {
            let parts = shard.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let i = parts[0], let n = parts[1], n > 0, (1...n).contains(i) else {
                throw CommandFailure.badInput("--shard must be I/N with 1 ≤ I ≤ N, e.g. --shard 2/4; found '\(Terminal.escaped(shard))'")
            }
            shardParts = (i, n)
        }
        let filtered = suite.filtered(filter)
        if suite.configs.isEmpty {
            throw CommandFailure.nothingSelected("no configs (\(ConfigLoader.fileExtensions.map { "." + $0 }.joined(separator: ", "))) under \(Terminal.escaped(directory))")
        }
        if filtered.isEmpty {
            let patterns = filter.map { "'\(Terminal.escaped($0))'" }.joined(separator: ", ")
            throw CommandFailure.nothingSelected("no snapshots match --filter \(patterns) among the \(suite.configs.count) configs under \(Terminal.escaped(directory)); a pattern without / matches a name at any depth, e.g. --filter '*list*'")
        }
        guard let (i, n) = shardParts else { return filtered }
        let configs = SnapshotSuite.shard(filtered, index: i, of: n)
        if configs.isEmpty {
            let message = "verify: shard \(i)/\(n) has none of the \(filtered.count) selected snapshots; nothing to do"
            // Under --list, stdout is the list (empty): said on stderr.
            if list { CommandContext.current.writeError(message + "\n") } else { printOut(message) }
        }
        return configs
    }

    private func printLines(_ results: [VerifyRunner.Outcome], mode: RecordMode, terminal: Terminal) {
        for result in results {
            if !strict { printWarnings(result.warnings) }
            let config = Terminal.escaped(shown(result.config)) + (result.variant.map { " [\($0)]" } ?? "")
            switch result.check.status {
            case .passed:
                if mode == .all { printOut(terminal.paint("unchanged", .dim) + " " + config) }
            case .recorded(let what):
                printOut(terminal.paint("recorded (\(what))", .yellow) + " " + Terminal.escaped(shown(result.golden)))
            case .failed(let message):
                printOut(terminal.paint("FAIL", .red) + " \(config): " + Terminal.escaped(message))
            case .unrenderable(let message):
                printOut(terminal.paint("ERROR", .red) + " \(config): " + Terminal.escaped(message))
            }
        }
    }
}

/// `verify --json`: the counts, then each snapshot's outcome.
enum VerifyJSON {
    static func summary(_ results: [VerifyRunner.Outcome], summary: Summary, seconds: Double, report: String?, junit: String?) -> DataValue {
        let snapshots = results.map { result -> DataValue in
            let status: String
            switch result.check.status {
            case .passed: status = "passed"
            case .recorded(let what): status = "recorded-\(what)"
            case .failed: status = "failed"
            case .unrenderable: status = "error"
            }
            var fields: [(key: String, value: DataValue)] = [("config", .string(result.config)),
                                                             ("variant", result.variant.map(DataValue.string) ?? .null),
                                                             ("golden", .string(result.golden)), ("status", .string(status))]
            if let message = result.check.status.message { fields.append(("message", .string(message))) }
            return .object(fields)
        }
        return .object([
            ("passed", .number(Double(summary.passed))), ("failed", .number(Double(summary.failed))),
            ("errors", .number(Double(summary.unrenderable))), ("recorded", .number(Double(summary.recorded))),
            ("seconds", .number((seconds * 1000).rounded() / 1000)),
            ("report", report.map(DataValue.string) ?? .null), ("junit", junit.map(DataValue.string) ?? .null),
            ("snapshots", .array(snapshots)),
        ])
    }
}

extension RecordMode: ExpressibleByArgument {}
