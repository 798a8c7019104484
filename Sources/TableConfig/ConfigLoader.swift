/// Loads a config file (YAML or JSON) into a ``LoadedConfig``.
public enum ConfigLoader {
    /// The most rows a table may have: about 9 bytes each in the layout, so under 1 GiB.
    public static let maxRows = 100_000_000

    /// The extensions of config files (`verify` takes every such file as a config; `render`
    /// will not write over the golden beside one).
    public static let fileExtensions = ["yaml", "yml", "json"]

    /// Whether `path` names a config file by its extension.
    public static func isConfigFile(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix("." + $0) }
    }

    /// Reads and decodes the config at `path`. Every error names the file, and where it can,
    /// the line and column. `mode` picks the DSL's mode instead of the config's `mode:`.
    /// `data`, `image` and `layout` files are read only inside `root` (default: the
    /// config's folder; see ``FileRoot``).
    /// A bare `.tableViewConfig` file is read with `bare`'s data, cells and width (see
    /// ``BareTableViewConfig``); those flags go with nothing else.
    /// `inside`: a folder the config itself must lie in, after symbolic links (`verify`'s
    /// suite, whose configs come from pull requests); it is then read as a file a config
    /// names is (``FileRoot``): a regular file, from the descriptor checked.
    public static func load(file path: String, mode: Int? = nil, root: String? = nil, bare: BareTableViewConfig = BareTableViewConfig(),
                            inside folder: String? = nil) throws(ConfigError) -> LoadedConfig {
        if BareTableViewConfig.isLayoutFile(path) { return try bare.load(file: path, mode: mode, root: root) }
        guard bare.isEmpty else {
            throw ConfigError("--data, --cells and --width go with a bare .tableViewConfig file; a config names its data under 'data:', its templates under 'cells:' and its width as 'width:'", file: path)
        }
        let text = try ConfigReader.text(ofFile: path, inside: folder, kind: "config")
        return try load(text: text, file: path, mode: mode, root: root)
    }

    /// Decodes config text as if read from `file` (relative paths resolve beside `file`).
    public static func load(text: String, file: String, mode: Int? = nil, root: String? = nil) throws(ConfigError) -> LoadedConfig {
        try TableDecoder.decode(try ConfigReader.parse(text, file: file, deferringRows: true), file: file, text: text, mode: mode,
                                files: FileRoot(configFile: file, root: root))
    }
}
