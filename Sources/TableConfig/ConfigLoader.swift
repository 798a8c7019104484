import Foundation

/// Loads a config file (YAML or JSON) into a ``LoadedConfig``.
public enum ConfigLoader {
    /// The most rows a table may have: about 9 bytes each in the layout, so under 1 GiB.
    public static let maxRows = 100_000_000

    /// The extensions of config files (`verify` takes every such file as a config; `render`
    /// will not write over the golden beside one).
    public static let fileExtensions = ["yaml", "yml", "json"]

    /// Whether `path` is a config (docs/snapshots.md, "Configs"). By its name:
    /// a `.yaml`, `.yml` or `.json` file, not hidden, not a JSON schema (`*.schema.json`).
    /// With `folder`, `path` is relative to a folder searched for configs (`verify`,
    /// `serve`) and must also be recognisable as one: under no folder ``searchesFolder(named:)``
    /// skips, and with a top-level `width` key, the one key every config has (a CI workflow,
    /// an editor's settings, `package.json` have none). A file that cannot be read without
    /// following a link is judged by its name (its load then says what is wrong).
    /// - Complexity: O(n) in the path's length, and with `folder`, one read of at most 64 KiB.
    public static func isConfigFile(_ path: String, in folder: String? = nil) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard fileExtensions.contains(where: { name.hasSuffix("." + $0) }), !name.hasPrefix("."), !name.hasSuffix(".schema.json") else { return false }
        guard let folder else { return true }
        guard path.split(separator: "/").dropLast().allSatisfy({ searchesFolder(named: String($0)) }) else { return false }
        guard let text = openingText(of: folder.hasSuffix("/") ? folder + path : folder + "/" + path) else { return true }
        return hasWidthAtTop(text, json: name.hasSuffix(".json"))
    }

    /// Whether a search for configs looks inside a folder of this name: not hidden ones
    /// (`.git`, `.github`, `.vscode`, `.build`) nor other tools' dependencies and builds
    /// (`Pods`, `Carthage`, `node_modules`, `DerivedData`), where no config is and a large
    /// repository keeps most of its files.
    public static func searchesFolder(named name: String) -> Bool {
        !name.hasPrefix(".") && !["Pods", "Carthage", "node_modules", "DerivedData"].contains(name)
    }

    /// The first 64 KiB of a regular file, read without following a link or waiting on a
    /// FIFO; nil when it cannot be read so.
    private static func openingText(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 65536)
        let count = read(descriptor, &bytes, bytes.count)
        guard count >= 0 else { return nil }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// Whether `text` has `width` as a top-level key: in YAML, a line `width:` at its start
    /// (or a flow mapping `{…width…}`); in JSON, a key of the outer object (any `"width"`
    /// when the text does not parse, as a config being edited may not).
    private static func hasWidthAtTop(_ text: String, json: Bool) -> Bool {
        if json {
            if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) { return (object as? [String: Any])?["width"] != nil }
            return text.contains("\"width\"")
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            for key in ["width", "\"width\"", "'width'"] where line.hasPrefix(key) {
                if line.dropFirst(key.count).drop(while: { $0 == " " }).hasPrefix(":") { return true }
            }
            if line.hasPrefix("{"), line.contains("width") { return true }
        }
        return false
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
