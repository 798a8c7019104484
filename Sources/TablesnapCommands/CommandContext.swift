import Foundation
import Synchronization

/// What a command reads from and writes to its surroundings: where its standard output
/// and error go, whether they are terminals, and the environment variables it consults.
/// A process has one set (``process``); a test runs a command line under its own
/// (``captured(environment:)``) with ``Tablesnap/run(_:)``, so tests running side by side
/// each get their own text without touching the process's file handles.
package struct CommandContext: Sendable {
    /// Writes text to standard output, as given (no newline added).
    let writeOut: @Sendable (String) -> Void
    /// Writes text to standard error, as given.
    let writeError: @Sendable (String) -> Void
    /// Writes bytes to standard output (`render -o -`'s PNG).
    let writeOutData: @Sendable (Data) -> Void
    let outputIsTerminal: Bool
    let errorIsTerminal: Bool
    /// The variables `verify` (`CI`) and the colours (`NO_COLOR`, `TERM`) consult.
    let environment: [String: String]
    /// The width ArgumentParser wraps its help and usage to; nil: the terminal's.
    let columns: Int?

    /// The process's own standard output and error.
    package static let process = CommandContext(
        writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        writeOutData: { FileHandle.standardOutput.write($0) },
        outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
        environment: ProcessInfo.processInfo.environment, columns: nil)

    /// The context of the command running on this task (and the threads it hands work to;
    /// see ``inParallel(_:_:)`` and ``Terminal``, which carry it there).
    @TaskLocal package static var current = CommandContext.process

    /// Text written to a captured context, kept until read.
    package final class Capture: Sendable {
        private let text = Mutex((out: "", error: "", bytes: Data()))
        package var standardOutput: String { text.withLock { $0.out } }
        /// The bytes written as data (a PNG), apart from the text.
        package var standardOutputBytes: Data { text.withLock { $0.bytes } }
        package var standardError: String { text.withLock { $0.error } }
        package init() {}
        fileprivate func append(out: String = "", error: String = "", bytes: Data = Data()) {
            text.withLock { $0.out += out; $0.error += error; $0.bytes += bytes }
        }
    }

    /// A context whose output is kept in `capture`, as when standard output and error are
    /// pipes: no terminal, so no colour and no progress line, and ArgumentParser wraps as it
    /// does when it finds no terminal (`$COLUMNS`, else 80 columns).
    package static func captured(in capture: Capture, environment: [String: String]) -> CommandContext {
        CommandContext(writeOut: { capture.append(out: $0) }, writeError: { capture.append(error: $0) },
                       writeOutData: { capture.append(bytes: $0) },
                       outputIsTerminal: false, errorIsTerminal: false, environment: environment,
                       columns: environment["COLUMNS"].flatMap { Int($0) } ?? 80)
    }
}
