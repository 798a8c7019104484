import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `tablesnap serve` as its own process (the binary beside the test bundle), on a free
/// loopback port. In the test process the server would share Swift's cooperative threads
/// with every other test running at once, which can hold them for seconds; its own process
/// is what a user runs.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    private(set) var port = 0
    private let out = Pipe(), err = Pipe()

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts the server and returns once it has printed where it serves (awaited on a
    /// thread of its own: a start on a loaded machine takes a while).
    static func start(folder: URL, arguments: [String] = []) async throws -> ServeProcess {
        let server = ServeProcess(folder: folder, arguments: arguments)
        try server.process.run()
        let reading = ChildProcess.Unchecked(server.out.fileHandleForReading)
        let line = await ChildProcess.onOwnThread { () -> String in
            var line = ""
            while !line.contains("\n") {
                let data = reading.value.availableData
                if data.isEmpty { break }
                line += String(decoding: data, as: UTF8.self)
            }
            return line
        }
        guard line.hasPrefix("serving "), let port = Int(line.split(separator: ":").last?.prefix { $0.isNumber } ?? "") else {
            server.process.terminate()
            throw Failure(description: "tablesnap serve printed '\(line)'")
        }
        server.port = port
        server.firstLine = line
        return server
    }

    private init(folder: URL, arguments: [String]) {
        process.executableURL = ServeProcess.binary
        process.arguments = ["serve", folder.path, "--port", "0"] + arguments
        process.standardOutput = out
        process.standardError = err
    }

    private(set) var firstLine = ""

    /// Sends `signal` and awaits the exit; what it printed after the first line, on
    /// stdout and on stderr.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) async -> (status: Int32, out: String, err: String) {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let (status, _) = await ChildProcess.exit(of: process)
        return (status, String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
        }
    }

    /// The `tablesnap` binary beside the test bundle.
    static let binary: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("tablesnap").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("tablesnap")
    }()
}
