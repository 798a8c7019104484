import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `tablesnap serve` as its own process (the binary beside the test bundle), on a free
/// loopback port. In the test process the server would share Swift's cooperative threads
/// with every other test running at once, which can hold them for seconds; its own process
/// is what a user runs.
final class ServeProcess {
    let process = Process()
    let port: Int
    private let out = Pipe(), err = Pipe()

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(folder: URL, arguments: [String] = []) throws {
        process.executableURL = ServeProcess.binary
        process.arguments = ["serve", folder.path, "--port", "0"] + arguments
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var line = ""
        while !line.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        guard line.hasPrefix("serving "), let port = Int(line.split(separator: ":").last?.prefix { $0.isNumber } ?? "") else {
            process.terminate()
            throw Failure(description: "tablesnap serve printed '\(line)'")
        }
        self.port = port
        firstLine = line
    }

    let firstLine: String

    /// Sends `signal` and waits for the exit; what it printed after the first line, on
    /// stdout and on stderr.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, out: String, err: String) {
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    deinit { if process.isRunning { stop() } }

    /// The `tablesnap` binary beside the test bundle.
    static let binary: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("tablesnap").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("tablesnap")
    }()
}
