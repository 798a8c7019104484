import ArgumentParser

/// `--root DIR`: the folder a config's `data`, `image` and `layout` files may be read from
/// (default: the config's folder, or the folder `verify` checks). See docs/config.md.
struct RootOption: ParsableArguments {
    @Option(help: ArgumentHelp("Read the config's data, image and layout files from anywhere inside this folder (default: the config's folder; for verify, its folder).", valueName: "DIR"))
    var root: String?
}
