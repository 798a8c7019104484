import Foundation
import TableConfig

/// Writes text to standard output.
func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Prints `warnings` on stderr, a `warning:` line each, control characters escaped.
func printWarnings(_ warnings: [String]) {
    guard !warnings.isEmpty else { return }
    FileHandle.standardError.write(Data(warnings.map { "warning: \(Terminal.escaped($0))\n" }.joined().utf8))
}

/// Prints JSON to stdout as it is made, in pieces, then a newline.
func printOut(_ json: JSONStream) {
    var sink = JSONSink { FileHandle.standardOutput.write(Data($0.utf8)) }
    json.write(to: &sink)
    sink.append("\n")
    sink.flush()
}
