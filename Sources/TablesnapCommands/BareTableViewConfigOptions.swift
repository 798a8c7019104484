import ArgumentParser
import TableConfig

/// `--data`, `--cells`, `--width`: what a bare `.tableViewConfig` file is read with (its
/// data provider, templates and table width; see docs/dsl.md).
struct BareTableViewConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("With a bare .tableViewConfig: the JSON or YAML object its -s keys read.", valueName: "FILE"))
    var data: String?

    @Option(help: ArgumentHelp("With a bare .tableViewConfig: the cell templates (a YAML or JSON mapping of names, as under cells:).", valueName: "FILE"))
    var cells: String?

    @Option(help: ArgumentHelp("With a bare .tableViewConfig: the table's width in points.", valueName: "POINTS"))
    var width: Double?

    var bare: BareTableViewConfig { BareTableViewConfig(data: data, cells: cells, width: width) }
}
