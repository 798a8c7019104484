import ArgumentParser
import Foundation

/// `--strict`: a config's warnings (unknown DSL flags, a `-s` naming nothing, a mode past
/// the last, placeholders that read nothing in the rows drawn) become errors (exit 2).
struct StrictOption: ParsableArguments {
    @Flag(help: "Treat the config's warnings as errors (exit 2).")
    var strict = false

    /// Prints `warnings` on stderr; under `--strict` they are errors that end the command.
    func report(_ warnings: [String]) throws {
        if strict, !warnings.isEmpty { throw CommandFailure.problems(warnings.map(Terminal.escaped)) }
        printWarnings(warnings)
    }
}
