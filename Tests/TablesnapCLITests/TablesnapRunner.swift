import Foundation
import TablesnapCommands

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
    /// process's environment; `input`, when given, is its standard input.
    static func runBinary(_ arguments: [String], in directory: URL? = nil, executable: URL? = nil,
                    environment: [String: String?] = [:], input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["CI"] = nil
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let input, let inputPipe {
            // Small inputs only (a config): written before the outputs are read.
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }
}
