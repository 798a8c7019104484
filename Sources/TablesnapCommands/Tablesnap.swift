import ArgumentParser

/// `tablesnap`: one subcommand per file, each a thin layer over the libraries.
public struct Tablesnap: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tablesnap",
        abstract: "Lay out and render data-driven tables headlessly; snapshot-test them.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, QueryCommand.self, InspectCommand.self, ApplyCommand.self, ChangesCommand.self, DiffCommand.self,
                      VerifyCommand.self, BenchCommand.self]
    )

    public init() {}
}
