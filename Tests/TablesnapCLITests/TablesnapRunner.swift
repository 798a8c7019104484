import Foundation
import TablesnapCommands
import TestSupport

/// Runs `tablesnap` command lines: in this process (``run(_:)``, most tests), or through the
/// built binary (``runBinary(_:in:executable:environment:)``) where the process itself is
/// under test — its exit, its working directory, its environment, its terminal, a kill.
enum TablesnapRunner {
    struct Result: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
        /// All of stdout as bytes: in process, its text then what was written as data
        /// (`render -o -`'s PNG); from the binary, as written.
        var stdoutBytes = Data()
    }

    /// The binary beside the test bundle (`swift build` puts both in one folder), or
    /// `$TABLESNAP_BIN`.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["TABLESNAP_BIN"] { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("tablesnap").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("tablesnap")
    }()

    /// Runs the command line in this process as the binary runs it with its output on pipes:
    /// the same texts on stdout and stderr and the status it would exit with, from
    /// `Tablesnap.run`, the code the binary runs. The output goes to a context of this call's
    /// own, so tests running in parallel never see each other's; like ``runBinary``, `CI`
    /// is removed from the environment the command sees. Paths must be absolute (the working
    /// directory is the process's), and no `--fonts` (it sets the process's environment).
    static func run(_ arguments: [String]) -> Result {
        let capture = CommandContext.Capture()
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        let status = CommandContext.$current.withValue(.captured(in: capture, environment: environment)) {
            Tablesnap.run(arguments)
        }
        return Result(status: status, stdout: capture.standardOutput, stderr: capture.standardError, stdoutBytes: Data(capture.standardOutput.utf8) + capture.standardOutputBytes)
    }

    /// Runs the binary (or `executable`); `environment` entries are added to (or, with nil, removed from) this
    /// process's environment; `input`, when given, is its standard input. Awaited, not waited
    /// for: the child runs while the test's thread serves other tests (``ChildProcess``).
    static func runBinary(_ arguments: [String], in directory: URL? = nil, executable: URL? = nil,
                          environment: [String: String?] = [:], input: Data? = nil) async throws -> Result {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["CI"] = nil
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        if let directory { process.currentDirectoryURL = directory }
        let output = try await ChildProcess.run(process, input: input)
        return Result(status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self),
                      stderr: String(decoding: output.stderr, as: UTF8.self), stdoutBytes: output.stdout)
    }
}
