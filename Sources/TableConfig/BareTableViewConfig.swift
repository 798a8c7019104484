import Foundation
import TableLayout

/// A `.tableViewConfig` file on its own (AOZTableViewProvider reads one beside its data
/// provider, docs/dsl.md, A bare `.tableViewConfig` file): the layout DSL, the data its `-s`
/// keys read (`--data`, an object whose keys are the provider's), the cell templates
/// (`--cells`, else every row is `default`), and the table's width (`--width`).
public struct BareTableViewConfig: Sendable, Equatable {
    public var data: String?
    public var cells: String?
    public var width: Double?

    public init(data: String? = nil, cells: String? = nil, width: Double? = nil) {
        (self.data, self.cells, self.width) = (data, cells, width)
    }

    public var isEmpty: Bool { data == nil && cells == nil && width == nil }

    /// Whether `path` is a bare layout file (by its extension, as AOZ names them).
    package static func isLayoutFile(_ path: String) -> Bool {
        path.hasSuffix(".tableViewConfig")
    }

    /// The table the layout at `file` makes: as a config `{width, cells, layout: {file}}`
    /// would, its data the `--data` object. Files stay inside `root` (default: the layout's
    /// folder; see ``FileRoot``); `--data` and `--cells` paths are relative to the working folder.
    func load(file: String, mode: Int?, root: String?) throws(ConfigError) -> LoadedConfig {
        guard let width else {
            throw ConfigError("a bare .tableViewConfig needs the table's width: add --width POINTS (e.g. --width 390)", file: file)
        }
        guard width.isFinite, width >= 1 else {
            throw ConfigError("--width must be at least 1 point, found \(DataValue.format(width))", file: file)
        }
        guard width <= Height.maximumPoints else {
            throw ConfigError("--width must be at most \(DataValue.format(Height.maximumPoints)) points, found \(DataValue.format(width))", file: file)
        }
        let files = FileRoot(configFile: file, root: root)
        let start = SourceLocation(file: file, line: 1, column: 1)
        func node(_ value: ConfigNode.Value) -> ConfigNode { ConfigNode(value, at: start) }
        func scalar(_ text: String, _ kind: ConfigNode.Scalar.Kind = .string) -> ConfigNode { node(.scalar(.init(text: text, kind: kind))) }

        var pairs: [(key: ConfigNode, value: ConfigNode)] = [
            (scalar("width"), scalar(DataValue.format(width), .number(width))),
            (scalar("layout"), node(.mapping([(scalar("file"), scalar(URL(fileURLWithPath: file).lastPathComponent))]))),
        ]
        if let cells {
            let opened = try BareTableViewConfig.open(cells, flag: "--cells", kind: "cells", files: files)
            let path = opened.path
            let text = try ConfigReader.text(of: try opened.read(maxBytes: ConfigReader.maxFileBytes, what: "configs"), file: path)
            let cellsRoot = try ConfigReader.parse(text, file: path)
            pairs.append((scalar("cells"), cellsRoot))
        }
        var provider: DataSource?
        if let data {
            let source = try DataFileReader.read(try BareTableViewConfig.open(data, flag: "--data", kind: "data", files: files), name: "")
            guard source.document.root.kind == .object else {
                throw ConfigError("--data must hold an object, the data provider whose keys the layout's -s names (e.g. {\"account\": …}), found \(source.document.root.kind == .array ? "an array" : "a single value")",
                                  at: source.location(of: source.document.root))
            }
            provider = source
        }
        return try TableDecoder.decode(node(.mapping(pairs)), file: file, text: "", mode: mode, files: files, provider: provider)
    }

    /// `--data` / `--cells`: a path from the working folder, inside the root.
    private static func open(_ written: String, flag: String, kind: String, files: FileRoot) throws(ConfigError) -> OpenedFile {
        let absolute = URL(fileURLWithPath: written, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
        do {
            return try files.open(absolute, kind: kind, at: ConfigNode(.scalar(.init(text: written, kind: .string)),
                                                                      at: SourceLocation(file: flag, line: 1, column: 1)))
        } catch {
            throw ConfigError(error.message, file: "\(flag) \(written)")
        }
    }
}
