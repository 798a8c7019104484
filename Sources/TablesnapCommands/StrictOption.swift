import ArgumentParser
import Foundation

/// `--strict`: a config's warnings (unknown DSL flags, a `-s` naming nothing, a mode past
/// the last, placeholders that read nothing in the rows drawn) become errors (exit 2).
struct StrictOption: ParsableArguments {
    @Flag(help: "Treat the config's warnings as errors (exit 2).")
    var strict = false

    /// Prints `warnings` on stderr, as errors that end the command under `--strict`.
    func report(_ warnings: [String]) throws {
        guard !warnings.isEmpty else { return }
        let label = strict ? "error" : "warning"
        let text = warnings.map { "\(label): \(Terminal.escaped($0))\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
        if strict { throw InputFailure.exitCode }
    }
}
