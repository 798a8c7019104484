import ArgumentParser
import TableConfig

/// `tablesnap schema`: the JSON Schema of config files, for editors (docs/config.md, "Editors").
struct SchemaCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of config files, for editors' completion and checks.",
        discussion: """
            Examples:
              tablesnap schema > tablesnap.schema.json

            Made from the config decoders' own keys and choices: it checks keys, choices and \
            types; tablesnap checks the rest when it reads a config.
            """
    ))

    func run() throws {
        printOut(ConfigSchema.json.jsonText)
    }
}
