import Foundation
import TableLayout

/// The folder a config's `file:` paths (`data`, `image`, `layout`) may read from, and the one
/// place such a path is resolved.
///
/// Configs come from pull requests (`verify` runs them in CI), so a path must not publish the
/// machine's files: it resolves beside the config and must stay inside the root, after
/// `..` and after symbolic links. The root is the folder given to `verify`, else the
/// config's own folder; `--root DIR` (or `root:` in the API) widens it.
public struct FileRoot: Sendable, Equatable {
    /// The root as given, made absolute and tidied (`..` and `.` removed).
    public let path: String
    /// The root with symbolic links resolved, to compare resolved files against.
    let resolvedPath: String
    /// The config's folder, which relative paths start from.
    let configFolder: String

    /// The root for the config at `configFile`: `root` when given, else the config's folder.
    public init(configFile: String, root: String? = nil) {
        configFolder = FilePath.folder(of: configFile)
        path = root.map { FilePath.resolve($0) } ?? configFolder
        resolvedPath = FileRoot.resolvingLinks(path) ?? path
    }

    /// The root `folder`, relative paths starting there (`tablesnap serve FOLDER`).
    public init(folder: String) {
        self.init(configFile: FilePath.resolve("-", from: FilePath.resolve(folder)), root: folder)
    }

    /// The same root, with relative paths starting beside `file` (an edit file's `setData`).
    func beside(_ file: String) -> FileRoot {
        FileRoot(path: path, resolvedPath: resolvedPath,
                 configFolder: FilePath.folder(of: file))
    }

    private init(path: String, resolvedPath: String, configFolder: String) {
        self.path = path
        self.resolvedPath = resolvedPath
        self.configFolder = configFolder
    }

    /// The absolute path that the `file:` value at `node` names; `kind` says what it is for
    /// ("data", "image", "layout"). Refuses a path that leaves the root, or a file that is
    /// not there or not a regular file, at the node's line and column. The file is opened
    /// and checked as ``open(_:kind:at:)`` does; a caller that reads it later (an image, at
    /// draw time) reads it through ``read(resolved:kind:maxBytes:)``, which checks again.
    func resolve(_ written: String, kind: String, at node: ConfigNode) throws(ConfigError) -> String {
        try open(written, kind: kind, at: node).path
    }

    /// ``resolve(_:kind:at:)`` for an image: its header is read from the descriptor opened,
    /// and an image that declares more pixels than ``ImageHeader/maxPixelsPerImage`` is
    /// refused at `node`, before anything decodes it (docs/cells.md, Limits).
    func resolveImage(_ written: String, at node: ConfigNode) throws(ConfigError) -> String {
        let file = try open(written, kind: "image", at: node)
        if let size = ImageHeader.declaredSize(file.prefix(ImageHeader.bytesNeeded)),
           let refusal = ImageHeader.refusal(width: size.width, height: size.height, name: written) {
            throw ConfigError(refusal, at: node.location)
        }
        return file.path
    }

    /// The absolute path of the folder `written` names (an image path's folder before its
    /// first placeholder: `assets` of `assets/{image}.png`, the config's own of `{image}`),
    /// refused as ``locate(_:)`` refuses a path, or when it is not a folder.
    func resolveFolder(_ written: String, kind: String, at node: ConfigNode) throws(ConfigError) -> String {
        let full: String
        do { full = try locate(written) } catch {
            switch error {
            case .missing(let path): throw ConfigError("no \(kind) at \(path); `file` paths are relative to the config's folder", at: node.location)
            case .outside(let because): throw ConfigError(outside(written, kind: kind, because: because).message, at: node.location)
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else {
            throw ConfigError("the \(kind) \(full) is a file, not a folder: placeholders fill file names inside a folder", at: node.location)
        }
        return full
    }

    /// Why a path was refused by ``locate(_:)``.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// It names nothing (the absolute path it would be).
        case missing(String)
        /// It leaves the root: "leaves", "an absolute path outside" or "is a symbolic link that leaves".
        case outside(String)

        public var description: String {
            switch self {
            case .missing(let full): return "no file at \(full)"
            case .outside(let because): return because == "an absolute path outside" ? "is \(because) the root" : "\(because) the root"
            }
        }
    }

    /// The absolute path of `written` (relative to the config's folder, or absolute) when
    /// it names a file inside the root, after `..` and after symbolic links: the rule every
    /// file a config names follows, and the one `tablesnap serve` applies to the paths a
    /// browser asks for (docs/preview.md, Security).
    public func locate(_ written: String) throws(Refusal) -> String {
        let full = FilePath.resolve(written, from: configFolder)
        guard FileRoot.isInside(full, folder: path) || FileRoot.isInside(full, folder: resolvedPath) else {
            throw .outside(written.hasPrefix("/") ? "an absolute path outside" : "leaves")
        }
        guard FileManager.default.fileExists(atPath: full) else { throw .missing(full) }
        guard let resolved = FileRoot.resolvingLinks(full), FileRoot.isInside(resolved, folder: resolvedPath) else {
            throw .outside("is a symbolic link that leaves")
        }
        return full
    }

    /// The file that the `file:` value at `node` names, opened once and checked on its
    /// descriptor: a regular file (a FIFO would block, a device never end) whose real path
    /// lies inside the root. Read it from the descriptor returned, never by its name again:
    /// a symbolic link swapped after the check would lead elsewhere (docs/config.md).
    package func open(_ written: String, kind: String, at node: ConfigNode) throws(ConfigError) -> OpenedFile {
        do {
            return try open(FilePath.resolve(written, from: configFolder), written: written, kind: kind)
        } catch {
            throw ConfigError(error.message, at: node.location)
        }
    }

    /// The bytes of the file at `path` (absolute, as ``resolve(_:kind:at:)`` returned it),
    /// checked as ``open(_:kind:at:)`` checks, at most `maxBytes`: for a file read after
    /// decoding (an image, when drawn). Errors name the file and say why.
    public func read(resolved path: String, kind: String, maxBytes: Int) throws(ConfigError) -> [UInt8] {
        let file: OpenedFile
        do { file = try open(path, written: path, kind: kind) } catch {
            throw ConfigError(error.message, file: path)
        }
        return try file.read(maxBytes: maxBytes, what: "\(kind) files")
    }

    /// ``open(_:kind:at:)`` for the absolute path `full`, errors without a position.
    private func open(_ full: String, written: String, kind: String) throws(ConfigError) -> OpenedFile {
        FileReads.note(full)  // before the checks: a file not there yet is an input too
        guard FileRoot.isInside(full, folder: path) || FileRoot.isInside(full, folder: resolvedPath) else {
            throw outside(written, kind: kind, because: written.hasPrefix("/") ? "an absolute path outside" : "leaves")
        }
        let file: OpenedFile
        do { file = try OpenedFile(full) } catch {
            if error.code == ENOENT {
                let hint = kind == "config" || kind == "golden" ? "" : "; `file` paths are relative to the config's folder"
                throw ConfigError("no \(kind) file at \(full)\(hint)", file: full)
            }
            throw ConfigError("cannot read the \(kind) file \(full): \(error.reason)", file: full)
        }
        // Where the opened file is, asked of the descriptor: a link swapped after this
        // check changes nothing, since only this descriptor is read.
        if let real = file.realPath, real != full { FileReads.note(real) }  // a link's target: saving it changes the input
        guard let real = file.realPath, FileRoot.isInside(real, folder: resolvedPath) else {
            throw outside(written, kind: kind, because: "is a symbolic link that leaves")
        }
        guard file.kind == .regular else {
            throw ConfigError("the \(kind) file \(full) is \(file.kind.described), not a regular file; tablesnap reads only regular files. Name a file", file: full)
        }
        return file
    }

    private func outside(_ written: String, kind: String, because: String) -> ConfigError {
        let shown = written.count > 200 ? String(written.prefix(200)) + "…" : written
        let wording = because == "an absolute path outside" ? "is \(because)" : because
        return ConfigError("the \(kind) file '\(shown)' \(wording) the project root \(path); tablesnap reads only files inside it. "
                           + "Move the file under the root, or widen the root with --root DIR", file: written)
    }

    static func isInside(_ file: String, folder: String) -> Bool {
        folder == "/" || file == folder || file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
