import Foundation
import TableConfig
import TableLayout

/// Writes text to standard output (the command's context's).
func printOut(_ text: String) {
    CommandContext.current.writeOut(text + "\n")
}

/// Prints `warnings` on stderr, a `warning:` line each, control characters escaped.
func printWarnings(_ warnings: [String]) {
    guard !warnings.isEmpty else { return }
    CommandContext.current.writeError(warnings.map { "warning: \(Terminal.escaped($0))\n" }.joined())
}

/// Prints JSON to stdout as it is made, in pieces, then a newline.
func printOut(_ json: JSONStream) {
    var sink = JSONSink(emit: CommandContext.current.writeOut)
    json.write(to: &sink)
    sink.append("\n")
    sink.flush()
}

/// Everything on standard input, as text (`render -`).
func readStandardInput() -> String {
    String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
}
