import TableLayout
import ArgumentParser
import Foundation
import TableConfig
import TablePipeline
import TableRaster

/// `tablesnap`: one subcommand per file, each a thin layer over the libraries.
package struct Tablesnap: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "tablesnap",
        abstract: "Lay out and render data-driven tables headlessly; snapshot-test them.",
        discussion: "tablesnap --version prints the version. docs/cli.md describes every command, flag, output and exit status.",
        subcommands: [RenderCommand.self, QueryCommand.self, InspectCommand.self, ApplyCommand.self, ChangesCommand.self, DiffCommand.self,
                      VerifyCommand.self, BenchCommand.self, SchemaCommand.self, ServeCommand.self, SwiftUICommand.self]
    )

    package init() {}

    /// Runs the command line and exits with its status; a misspelt subcommand gets "did you
    /// mean …?" (exit 64).
    package static func runFromCommandLine(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        // Once, for the process (the hook is read without a lock); not for `bench`, whose
        // index and in-run baselines must get the same kind of memory.
        if arguments.first != "bench" { HugePages.enableForHeightIndex() }
        Foundation.exit(run(arguments))
    }

    /// Runs the command line in ``CommandContext/current`` and returns the status the binary
    /// exits with, having written what it writes; never exits the process. Tests run commands
    /// through it under a captured context.
    package static func run(_ arguments: [String]) -> Int32 {
        // Only the top level has --version (ArgumentParser's would list it on every command).
        if arguments == ["--version"] {
            CommandContext.current.writeOut(TablesnapVersion.current + "\n")
            return 0
        }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first), first != "help" {
            var message = "'\(Terminal.escaped(first))' is not a tablesnap command"
            if let near = NearestName.suggestion(for: first, among: names) { message += "; did you mean '\(near)'?" }
            message += "\ncommands: \(names.joined(separator: ", ")) (tablesnap --help)"
            return CommandFailure.report(CommandFailure.usage(message))
        }
        do {
            var command = try subcommandAlone(arguments) ?? parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return CommandFailure.report(error)
        }
    }

    /// A subcommand's configuration, marked as run under `tablesnap` (see ``subcommandAlone(_:)``).
    static func subcommand(_ configuration: CommandConfiguration) -> CommandConfiguration {
        var configuration = configuration
        configuration._superCommandName = "tablesnap"
        return configuration
    }

    /// `tablesnap SUBCOMMAND ARGS` parsed by the subcommand alone, or nil for the whole
    /// parser. Parsing from the root, ArgumentParser first checks every command line for
    /// `--generate-completion-script` by building two more parsers, 7.2 M of the 39 M
    /// instructions a `query` process runs (docs/performance.md, "Start-up"); a root that
    /// names a super command skips that check, and each subcommand's configuration does
    /// (``subcommand(_:)``), which is not read when it runs under this root. Only a command
    /// line that parses cleanly is taken: help, completion requests and every error go through
    /// the root, so they read as they always did.
    static func subcommandAlone(_ arguments: [String]) -> ParsableCommand? {
        guard let first = arguments.first,
              let command = configuration.subcommands.first(where: { $0.configuration.commandName == first }),
              command.configuration._superCommandName != nil,
              let parsed = try? command.parseAsRoot(Array(arguments.dropFirst())),
              type(of: parsed) == command else { return nil }
        return parsed
    }
}
