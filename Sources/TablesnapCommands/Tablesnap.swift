import ArgumentParser
import Foundation
import TableConfig
import TableRaster

/// `tablesnap`: one subcommand per file, each a thin layer over the libraries.
public struct Tablesnap: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tablesnap",
        abstract: "Lay out and render data-driven tables headlessly; snapshot-test them.",
        discussion: "docs/cli.md describes every command, flag, output and exit status.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, QueryCommand.self, InspectCommand.self, ApplyCommand.self, ChangesCommand.self, DiffCommand.self,
                      VerifyCommand.self, BenchCommand.self, ServeCommand.self]
    )

    public init() {}

    /// Runs the command line and exits with its status; a misspelt subcommand gets "did you
    /// mean …?" (exit 64).
    public static func runFromCommandLine(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        // Once, for the process (the hook is read without a lock); not for `bench`, whose
        // index and in-run baselines must get the same kind of memory.
        if arguments.first != "bench" { HugePages.enableForHeightIndex() }
        Foundation.exit(run(arguments))
    }

    /// Runs the command line in ``CommandContext/current`` and returns the status the binary
    /// exits with, having written what it writes; never exits the process. Tests run commands
    /// through it under a captured context.
    public static func run(_ arguments: [String]) -> Int32 {
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first), first != "help" {
            var message = "'\(Terminal.escaped(first))' is not a tablesnap command"
            if let near = NearestName.suggestion(for: first, among: names) { message += "; did you mean '\(near)'?" }
            message += "\ncommands: \(names.joined(separator: ", ")) (tablesnap --help)"
            return CommandFailure.report(CommandFailure.usage(message))
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return CommandFailure.report(error)
        }
    }
}
