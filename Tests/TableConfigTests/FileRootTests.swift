import Foundation
import Testing
@testable import TableConfig

/// `data`, `image` and `layout` files are read only inside the root: the config's folder
/// unless widened. Each way out (`..`, an absolute path, a symbolic link) is refused at the
/// `file:` value's line and column, naming the flag that allows it.
@Suite struct FileRootTests {
    /// project/ (the root) holds tables/ (the config's folder); outside/ is beside it.
    struct Project {
        let top: URL
        var root: URL { top.appendingPathComponent("project") }
        var tables: URL { root.appendingPathComponent("tables") }
        var outside: URL { top.appendingPathComponent("outside") }

        init() throws {
            top = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-root-\(UUID().uuidString)")
            for folder in [top.appendingPathComponent("project/tables/icons"), top.appendingPathComponent("project/shared"),
                           top.appendingPathComponent("outside")] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            for folder in ["project/tables", "project/shared", "outside"] {
                try Data(#"{"name": "secret in \#(folder)"}"#.utf8).write(to: top.appendingPathComponent("\(folder)/d.json"))
                try Data("mode {\n}\n".utf8).write(to: top.appendingPathComponent("\(folder)/l.tableViewConfig"))
                try Data("png".utf8).write(to: top.appendingPathComponent("\(folder)/i.png"))
            }
            try FileManager.default.createSymbolicLink(atPath: tables.appendingPathComponent("link.json").path,
                                                       withDestinationPath: outside.appendingPathComponent("d.json").path)
            try FileManager.default.createSymbolicLink(atPath: tables.appendingPathComponent("icons/linked").path,
                                                       withDestinationPath: outside.path)
        }

        func load(_ yaml: String, root: URL? = nil) throws(ConfigError) -> LoadedConfig {
            try ConfigLoader.load(text: yaml, file: tables.appendingPathComponent("t.yaml").path, root: root?.path)
        }

        func remove() { try? FileManager.default.removeItem(at: top) }
    }

    static func data(_ path: String) -> String { "width: 300\ndata:\n  d: {file: \(path)}\nsections: []\n" }
    static func image(_ path: String) -> String { "width: 300\nsections:\n  - rows:\n      - {image: {file: \(path)}}\n" }
    static func layout(_ path: String) -> String { "width: 300\nlayout: {file: \(path)}\n" }

    struct Escape: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: @Sendable (Project) -> String
        var line: Int
        var column: Int
        var reason: String
        var testDescription: String { name }
    }

    static let escapes: [Escape] = [
        Escape(name: "data up and out", yaml: { _ in data("../../../../../../../../etc/passwd") }, line: 3, column: 13, reason: "leaves"),
        Escape(name: "data up out of the root", yaml: { _ in data("../../outside/d.json") }, line: 3, column: 13, reason: "leaves"),
        Escape(name: "data absolute", yaml: { _ in data("/etc/passwd") }, line: 3, column: 13, reason: "is an absolute path outside"),
        Escape(name: "data through a link", yaml: { _ in data("link.json") }, line: 3, column: 13, reason: "is a symbolic link that leaves"),
        Escape(name: "data through a linked folder", yaml: { _ in data("icons/linked/d.json") }, line: 3, column: 13,
               reason: "is a symbolic link that leaves"),
        Escape(name: "image up", yaml: { _ in image("../../outside/i.png") }, line: 4, column: 24, reason: "leaves"),
        Escape(name: "image absolute", yaml: { image($0.outside.appendingPathComponent("i.png").path) },
               line: 4, column: 24, reason: "is an absolute path outside"),
        Escape(name: "image through a linked folder", yaml: { _ in image("icons/linked/i.png") }, line: 4, column: 24,
               reason: "is a symbolic link that leaves"),
        Escape(name: "layout up", yaml: { _ in layout("../../outside/l.tableViewConfig") }, line: 2, column: 16, reason: "leaves"),
        Escape(name: "layout absolute", yaml: { _ in layout("/etc/hostname") }, line: 2, column: 16, reason: "is an absolute path outside"),
    ]

    @Test(arguments: escapes)
    func aPathLeavingTheRootIsRefusedWhereItIsWritten(_ escape: Escape) throws {
        let project = try Project()
        defer { project.remove() }
        let error = #expect(throws: ConfigError.self) { try project.load(escape.yaml(project)) }
        #expect(error?.location?.line == escape.line && error?.location?.column == escape.column, "\(String(describing: error))")
        #expect(error?.message.contains(escape.reason + " the project root \(project.tables.path)") == true, "\(String(describing: error))")
        #expect(error?.message.contains("--root DIR") == true)
    }

    @Test func aWiderRootAllowsTheSameFilesAndStillStopsAtItsEdge() throws {
        let project = try Project()
        defer { project.remove() }
        let document = try project.load(FileRootTests.data("../shared/d.json"), root: project.root)
        #expect(document.source.decoding?.rows.sources.entries.first?.document.root.dataValue.jsonText == #"{"name": "secret in project/shared"}"#)
        let image = try project.load(FileRootTests.image("../shared/i.png"), root: project.root)
        #expect(image.table.sections[0].rows[0].imagePath == project.root.appendingPathComponent("shared/i.png").path)
        _ = try project.load(FileRootTests.layout("../shared/l.tableViewConfig"), root: project.root)
        _ = try project.load(FileRootTests.data(project.root.appendingPathComponent("shared/d.json").path), root: project.root)
        let error = #expect(throws: ConfigError.self) { try project.load(FileRootTests.data("../../outside/d.json"), root: project.root) }
        #expect(error?.message.contains("leaves the project root \(project.root.path)") == true, "\(String(describing: error))")
        // The linked folder leads out of the wider root too.
        #expect(throws: ConfigError.self) { try project.load(FileRootTests.data("icons/linked/d.json"), root: project.root) }
        // A root wide enough to hold the link's target allows it.
        _ = try project.load(FileRootTests.data("link.json"), root: project.top)
    }

    /// A file saved over (a new file renamed onto its name) after it was opened is still
    /// where it was: the descriptor's real path is its old place, not "no path", so a config
    /// saved while it is read is not taken for one outside the root.
    @Test func aFileSavedOverWhileOpenIsStillWhereItWas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opened-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.yaml").path
        try "width: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try OpenedFile(path)
        try "width: 2\n".write(toFile: path, atomically: true, encoding: .utf8)  // renamed over it
        #expect(file.realPath == URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        try FileManager.default.removeItem(atPath: path)
        #expect(file.realPath == URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
    }

    @Test func pathsInsideTheRootResolveBesideTheConfig() throws {
        let project = try Project()
        defer { project.remove() }
        try Data("png".utf8).write(to: project.tables.appendingPathComponent("icons/a.png"))
        let yaml = "width: 320\nsections:\n  - rows:\n      - {image: {file: icons/a.png}}\n      - {image: {file: \(project.tables.path)/./icons/../i.png}}\n"
        let rows = try project.load(yaml).table.sections[0].rows
        #expect(rows[0].imagePath == project.tables.appendingPathComponent("icons/a.png").path)
        #expect(rows[1].imagePath == project.tables.appendingPathComponent("i.png").path)
    }

    @Test func aMissingImageNamesTheConfigLine() throws {
        let project = try Project()
        defer { project.remove() }
        let error = #expect(throws: ConfigError.self) { try project.load(FileRootTests.image("nope.png")) }
        #expect(error?.location?.line == 4 && error?.location?.column == 24)
        #expect(error?.message.contains("no image file at \(project.tables.path)/nope.png") == true, "\(String(describing: error))")
    }

    @Test func anEditsDataFileStaysInsideTheConfigsRoot() throws {
        let project = try Project()
        defer { project.remove() }
        let document = try project.load("width: 300\ndata:\n  d: {value: [{name: x}]}\nsections: [{rows: [{source: d, cell: default, title: '{name}'}]}]\n")
        let edits = project.tables.appendingPathComponent("e.yaml").path
        _ = try EditLoader.load(text: "- setData: {name: d, file: d.json}\n", file: edits, for: document.source)
        let error = #expect(throws: ConfigError.self) {
            try EditLoader.load(text: "- setData: {name: d, file: ../../outside/d.json}\n", file: edits, for: document.source)
        }
        #expect(error?.location?.line == 1 && error?.message.contains("leaves the project root") == true, "\(String(describing: error))")
    }
    // MARK: What is read is what was checked (issue 25)

    /// The file is opened once and its descriptor checked: a link swapped to a file outside
    /// after the check reads nothing from outside, since only the checked descriptor is read.
    @Test func aLinkSwappedAfterTheCheckIsNotFollowed() throws {
        let project = try Project()
        defer { project.remove() }
        let swapped = project.tables.appendingPathComponent("swapped.json").path
        try FileManager.default.createSymbolicLink(atPath: swapped, withDestinationPath: "d.json")
        let files = FileRoot(configFile: project.tables.appendingPathComponent("t.yaml").path)
        let node = ConfigNode(.scalar(.init(text: "swapped.json", kind: .string)),
                              at: SourceLocation(file: "t.yaml", line: 3, column: 13))
        let opened = try files.open("swapped.json", kind: "data", at: node)
        try FileManager.default.removeItem(atPath: swapped)
        try FileManager.default.createSymbolicLink(atPath: swapped, withDestinationPath: project.outside.appendingPathComponent("d.json").path)
        let text = String(decoding: try opened.read(maxBytes: 1 << 20, what: "data files"), as: UTF8.self)
        #expect(text.contains("project/tables") && !text.contains("outside"), "\(text)")
        // And opened now, the same name is refused: the descriptor's real path leaves the root.
        let error = #expect(throws: ConfigError.self) { try files.open("swapped.json", kind: "data", at: node) }
        #expect(error?.message.contains("is a symbolic link that leaves") == true, "\(String(describing: error))")
    }

    /// Only regular files: a FIFO would block the open (and the read) forever, a device
    /// never end. Each is refused at once, by its kind, at the `file:` value's position.
    @Test func aFIFOADeviceAndAFolderAreRefusedByKindAtTheirPosition() throws {
        let project = try Project()
        defer { project.remove() }
        let fifo = project.tables.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Should the open block (the bug), a writer comes after a while, so the test fails
        // instead of hanging: the config then loads.
        let rescue = Thread {
            for _ in 0..<50 {
                usleep(100_000)
                let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 {
                    _ = "[1]".withCString { write(descriptor, $0, 3) }
                    close(descriptor)
                    return
                }
            }
        }
        rescue.start()
        let fifoError = #expect(throws: ConfigError.self) { try project.load(FileRootTests.data("pipe.json")) }
        #expect(fifoError?.location?.line == 3 && fifoError?.location?.column == 13, "\(String(describing: fifoError))")
        #expect(fifoError?.message.contains("is a FIFO (named pipe), not a regular file") == true, "\(String(describing: fifoError))")

        let folderError = #expect(throws: ConfigError.self) { try project.load(FileRootTests.data("icons")) }
        #expect(folderError?.location?.line == 3 && folderError?.location?.column == 13, "\(String(describing: folderError))")
        #expect(folderError?.message.contains("is a folder, not a regular file") == true, "\(String(describing: folderError))")

        // `--root /` with `file: /dev/zero`: refused before a byte is read (it read 1 GiB).
        let zero = #expect(throws: ConfigError.self) { try project.load(FileRootTests.data("/dev/zero"), root: URL(fileURLWithPath: "/")) }
        #expect(zero?.location?.line == 3 && zero?.message.contains("/dev/zero is a device, not a regular file") == true,
                "\(String(describing: zero))")
        let layout = #expect(throws: ConfigError.self) { try project.load(FileRootTests.layout("/dev/zero"), root: URL(fileURLWithPath: "/")) }
        #expect(layout?.location?.line == 2 && layout?.message.contains("is a device") == true, "\(String(describing: layout))")
        let image = #expect(throws: ConfigError.self) { try project.load(FileRootTests.image("/dev/zero"), root: URL(fileURLWithPath: "/")) }
        #expect(image?.location?.line == 4 && image?.message.contains("is a device") == true, "\(String(describing: image))")
    }

    /// An image is read when drawn, long after the config: it is read through the root
    /// again, from a descriptor checked then (the renderer gets ``FileRoot/read(resolved:kind:maxBytes:)``).
    @Test func anImageReadLaterIsCheckedAgainOnItsDescriptor() throws {
        let project = try Project()
        defer { project.remove() }
        let document = try project.load(FileRootTests.image("i.png"))
        let path = try #require(document.table.sections[0].rows[0].imagePath)
        let files = try #require(document.source.files)
        #expect(try files.read(resolved: path, kind: "image", maxBytes: 100) == Array("png".utf8))
        // Swapped for a link out of the root since the config was read: refused.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: project.outside.appendingPathComponent("i.png").path)
        let error = #expect(throws: ConfigError.self) { try files.read(resolved: path, kind: "image", maxBytes: 100) }
        #expect(error?.message.contains("is a symbolic link that leaves the project root") == true, "\(String(describing: error))")
        // Past the stated size: refused unread.
        try FileManager.default.removeItem(atPath: path)
        try Data(count: 101).write(to: URL(fileURLWithPath: path))
        let large = #expect(throws: ConfigError.self) { try files.read(resolved: path, kind: "image", maxBytes: 100) }
        #expect(large?.message.contains("image files of at most 100 bytes are read") == true, "\(String(describing: large))")
    }
}
