import ArgumentParser
import Foundation
import TableConfig

/// Bad input (config, data, PNG, a flag's value): said on stderr as `error: …`, exit 2.
enum InputFailure {
    static let exitCode = ExitCode(2)

    /// Prints `error: message` to standard error and returns the error that exits with 2.
    static func report(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return exitCode
    }

    static func report(_ error: ConfigError) -> ExitCode {
        report(error.description)
    }
}

/// Writes text to standard output.
func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Prints JSON to stdout as it is made, in pieces, then a newline.
func printOut(_ json: JSONStream) {
    var sink = JSONSink { FileHandle.standardOutput.write(Data($0.utf8)) }
    json.write(to: &sink)
    sink.append("\n")
    sink.flush()
}
