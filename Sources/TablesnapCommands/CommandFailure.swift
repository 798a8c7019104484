import ArgumentParser
import Foundation
import TableConfig
import TableRaster

/// Why a command stopped, as a value. A command throws it (or a library's error, such as a
/// config's ``ConfigError``) where it finds it; ``report(_:in:)`` is the one place an error
/// becomes text on stderr and an exit status (docs/cli.md, "Exit status").
enum CommandFailure: Error, Equatable {
    /// Bad input: a config, data file, flag value or PNG that cannot be used, or an output
    /// that cannot be written. `error: message`, exit 2.
    case badInput(String)
    /// Several problems at once (the warnings of `--strict`, the outputs `verify` could not
    /// write): an `error:` line each, exit 2.
    case problems([String])
    /// The images differ or snapshots failed, as the command printed on stdout; `problems`
    /// (outputs that could not be written) get an `error:` line each. Exit 1.
    case failed([String])
    /// `verify` selected nothing (a typo in a filter must not pass CI): `error: message`, exit 1.
    case nothingSelected(String)
    /// A malformed command line that ArgumentParser does not see (a misspelt command):
    /// `error: message`, exit 64.
    case usage(String)

    /// Exit statuses (docs/cli.md).
    static let failedStatus: Int32 = 1
    static let badInputStatus: Int32 = 2
    static let usageStatus = ExitCode.validationFailure.rawValue
    /// An error no command has a message for (a failed system call, say): never 1, which
    /// says the images differ.
    static let unexpectedStatus: Int32 = 3

    /// What `error` says on stderr and the status it exits with; nil for ArgumentParser's
    /// own errors (help, a usage error), which it reports itself.
    static func outcome(of error: any Error) -> (stderr: String, status: Int32)? {
        switch error {
        case let failure as CommandFailure:
            switch failure {
            case .badInput(let message): return (lines([message]), badInputStatus)
            case .problems(let messages): return (lines(messages), badInputStatus)
            case .failed(let problems): return (lines(problems), failedStatus)
            case .nothingSelected(let message): return (lines([message]), failedStatus)
            case .usage(let message): return (lines([message]), usageStatus)
            }
        case let error as ConfigError: return outcome(of: CommandFailure.badInput(error.description))
        case let error as RenderError: return outcome(of: CommandFailure.badInput(error.description))
        case is ExitCode, is CleanExit, is ValidationError: return nil
        default:
            // ArgumentParser's own parse errors have statuses of their own (64, or 0 for
            // help); anything it would call a plain failure (1) is an error it does not
            // know either, and 1 is the contract's "images differ".
            guard Tablesnap.exitCode(for: error) == .failure else { return nil }
            return (lines(["\(describe(error)) (tablesnap has no message of its own for this error)"]), unexpectedStatus)
        }
    }

    /// What an error says: a Foundation error's localized sentence and the file it names,
    /// rather than its dump; any other error's description.
    static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError {
            let sentence = error.userInfo[NSLocalizedDescriptionKey] as? String ?? error.localizedDescription
            return error.filePath.map { "\(Terminal.escaped($0)): \(sentence)" } ?? sentence
        }
        if let error = error as? LocalizedError, let sentence = error.errorDescription { return sentence }
        return String(describing: error)
    }

    /// Every message's line with controls and bidirectional controls escaped (see
    /// ``Terminal/escaped(_:)``): a message quotes names and texts from files (a row id
    /// holding U+202E printed raw reversed the rest of the line; issue 25), and this is
    /// where every `error:` line is written.
    private static func lines(_ messages: [String]) -> String {
        messages.map { message in
            "error: " + message.split(separator: "\n", omittingEmptySubsequences: false).map { Terminal.escaped(String($0)) }.joined(separator: "\n") + "\n"
        }.joined()
    }

    /// Says `error` on the context's stderr (ArgumentParser's help and version on stdout, as
    /// it prints them) and returns the status the process exits with.
    static func report(_ error: any Error, in context: CommandContext = .current) -> Int32 {
        if let (text, status) = outcome(of: error) {
            context.writeError(text)
            return status
        }
        var text = Tablesnap.fullMessage(for: error, columns: context.columns)
        let status = Tablesnap.exitCode(for: error)
        // ArgumentParser says `Error:`; every other tablesnap error says `error:` (one
        // spelling for scripts that look for it).
        if text.hasPrefix("Error: ") { text = "error: " + text.dropFirst("Error: ".count) }
        if !text.isEmpty { (status == .success ? context.writeOut : context.writeError)(text + "\n") }
        return status.rawValue
    }
}
