import ArgumentParser
import Foundation

/// `tablesnap swiftui`: tools for snapshotting an app's own SwiftUI screens (docs/swiftui.md).
/// Only text and links are written here: the root package does not depend on the subset.
struct SwiftUICommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "swiftui",
        abstract: "Tools for snapshotting an app's own SwiftUI screens on Linux.",
        subcommands: [SwiftUIPackageCommand.self]
    ))
}

/// `tablesnap swiftui package`: a package whose target links an Xcode project's chosen files.
struct SwiftUIPackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package",
        abstract: "Generate a Swift package that compiles an app's chosen SwiftUI files on Linux, without moving them.",
        discussion: """
            Examples:
              tablesnap swiftui package --sources 'App/Settings/**/*.swift' --resources App/Resources \\
                --tablesnap ../tablesnap --out .tablesnap/SettingsSnapshots

            The package's target links each selected file (relative symbolic links), so it \
            builds the app's files as they are now; put stand-ins for the services they reach \
            in its Sources/NAME/Fixtures. docs/swiftui.md, "Apps built from an Xcode project".
            """
    )

    @Option(name: .long, help: ArgumentHelp("Swift files to compile: a pattern relative to the current folder (**/ any folders, * any name part), or a folder; repeatable.", valueName: "GLOB"))
    var sources: [String] = []

    @Option(name: .long, help: ArgumentHelp("The app's resources folder (Localizable.strings, .xcstrings), linked as the package's Resources.", valueName: "DIR"))
    var resources: String?

    @Option(name: .long, help: ArgumentHelp("A tablesnap checkout: the package depends on its Integrations/SwiftUI.", valueName: "DIR"))
    var tablesnap: String

    @Option(name: .long, help: ArgumentHelp("The package's folder, which must not exist yet.", valueName: "DIR"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("The package's and module's name (default: the --out folder's name).", valueName: "NAME"))
    var name: String?

    func validate() throws {
        if sources.isEmpty { throw ValidationError("give --sources at least once, for example --sources 'App/Settings/**/*.swift'") }
    }

    func run() throws {
        let fm = FileManager.default
        let directory = fm.currentDirectoryPath
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
        }
        let outPath = absolute(out)
        if fm.fileExists(atPath: outPath) {
            throw CommandFailure.badInput("\(out): exists; tablesnap swiftui package writes a new folder only (remove it to generate again, or name another --out)")
        }
        let moduleName = name ?? (outPath as NSString).lastPathComponent
        guard SwiftUIPackageCommand.isIdentifier(moduleName) else {
            throw CommandFailure.badInput("'\(moduleName)' cannot name a Swift module (letters, digits and _, not starting with a digit); give --name")
        }
        var isFolder: ObjCBool = false
        let checkout = absolute(tablesnap)
        guard fm.fileExists(atPath: checkout + "/Integrations/SwiftUI/Package.swift") else {
            throw CommandFailure.badInput("\(tablesnap): not a tablesnap checkout (no Integrations/SwiftUI/Package.swift in it)")
        }
        var resourcesPath: String?
        if let resources {
            let path = absolute(resources)
            guard fm.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandFailure.badInput("\(resources): --resources names no folder")
            }
            resourcesPath = path
        }
        let found: [(file: String, link: String)]
        do { found = try SwiftUIPackage.sources(sources, in: directory) } catch { throw CommandFailure.badInput(error.message) }
        let hasPreviews = found.contains { entry in
            guard let text = try? String(contentsOfFile: entry.file, encoding: .utf8) else { return false }
            return text.contains("#Preview") || text.contains("PreviewProvider")
        }
        let package = SwiftUIPackage(name: moduleName, sources: found.map(\.file), linkPaths: found.map(\.link), resources: resourcesPath,
                                     tablesnap: checkout, out: outPath, hasPreviews: hasPreviews)
        do { try package.write() } catch { throw CommandFailure.badInput(error.message) }
        printOut("""
            wrote \(out): \(found.count) Swift file\(found.count == 1 ? "" : "s") linked in Sources/\(moduleName)\(resourcesPath == nil ? "" : ", Resources linked")
            build and test it on Linux: swift test --package-path \(out)

            """)
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" } && name.unicodeScalars.allSatisfy(\.isASCII)
    }
}
