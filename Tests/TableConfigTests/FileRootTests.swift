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

        func load(_ yaml: String, root: URL? = nil) throws(ConfigError) -> TableDocument {
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
        #expect(document.context?.rows.sources.entries.first?.document.root.dataValue.jsonText == #"{"name": "secret in project/shared"}"#)
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
        _ = try EditLoader.load(text: "- setData: {name: d, file: d.json}\n", file: edits, for: document)
        let error = #expect(throws: ConfigError.self) {
            try EditLoader.load(text: "- setData: {name: d, file: ../../outside/d.json}\n", file: edits, for: document)
        }
        #expect(error?.location?.line == 1 && error?.message.contains("leaves the project root") == true, "\(String(describing: error))")
    }
}
