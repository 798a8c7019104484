import Foundation
import TableRaster
import TableSnapshot

/// A Swift package that compiles an app's chosen files on Linux against tablesnap's SwiftUI
/// subset without moving them (docs/swiftui.md, "Apps built from an Xcode project"). SwiftPM
/// wants a target's sources under its package's folder, so the package's target folder holds
/// a relative symbolic link to each chosen file (SwiftPM follows links to files); the
/// app's files stay where they are and the package builds whatever they say now.
///
/// The team's stand-ins for services the screens reach live in `Sources/NAME/Fixtures/`, in
/// the screens' own module: the app's files name those services without an `import`, so a
/// module of their own could not be seen from them unmodified.
struct SwiftUIPackage {
    /// The package's and its target's name.
    let name: String
    /// The Swift files to link, absolute, in order.
    let sources: [String]
    /// Where each source is linked, relative to `Sources/NAME/`.
    let linkPaths: [String]
    /// The app's resources folder, absolute (linked as `Resources`), if any.
    let resources: String?
    /// The tablesnap checkout whose `Integrations/SwiftUI` the package depends on, absolute.
    let tablesnap: String
    /// The package's folder, absolute.
    let out: String
    /// Whether the sources declare previews (the starter test snapshots them then).
    let hasPreviews: Bool

    struct Failure: Error { let message: String }

    /// The Swift files `patterns` select (`**/` any folders, `*` any run of characters but
    /// `/`, `?` one; a folder selects the files inside it), relative to `directory` unless
    /// absolute. A pattern that cannot be read, or selects no Swift file, is a failure.
    ///
    /// - Complexity: O(files under each pattern's fixed leading folders × pattern length).
    static func sources(_ patterns: [String], in directory: String) throws(Failure) -> [(file: String, link: String)] {
        var found: [(file: String, link: String)] = []
        for pattern in patterns {
            if let problem = problem(in: pattern) {
                throw Failure(message: "--sources '\(pattern)': \(problem)")
            }
            let absolute = pattern.hasPrefix("/")
            let base = absolute ? "/" : directory
            let relative = absolute ? String(pattern.dropFirst()) : pattern
            // Walk only from the pattern's leading names without wildcards.
            var names = relative.split(separator: "/").map(String.init)
            var fixed: [String] = []
            while names.count > 1, let first = names.first, !first.contains(where: { "*?\\".contains($0) }) {
                fixed.append(first)
                names.removeFirst()
            }
            let start = ([base] + fixed).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
            // A pattern with no `/` matches a name at any depth; anchor it at the folder instead.
            let glob = Glob(relative.contains("/") ? relative : "/" + relative)
            var matched: [String] = []
            for path in swiftFiles(under: start) {
                let inBase = String(path.dropFirst(base == "/" ? 1 : base.count + 1))
                if glob.matches(inBase) { matched.append(path) }
            }
            if matched.isEmpty {
                throw Failure(message: "--sources '\(pattern)' selects no Swift file (looked under \(start)); name files or folders relative to \(directory), with **/ for any folders")
            }
            // Linked under the last fixed folder's name, keeping the folders below it.
            let anchor = fixed.isEmpty ? base : start
            let label = fixed.last.map { $0 + "/" } ?? ""
            for file in matched where !found.contains(where: { $0.file == file }) {
                found.append((file, label + String(file.dropFirst(anchor == "/" ? 1 : anchor.count + 1))))
            }
        }
        // One module cannot hold two files of one name (swiftc refuses it).
        var seen: [String: String] = [:]
        for (file, _) in found {
            let name = (file as NSString).lastPathComponent
            if let other = seen[name] {
                throw Failure(message: "\(other) and \(file) have the same name, which one Swift module cannot hold; select one of them")
            }
            seen[name] = file
        }
        return found
    }

    /// What is wrong with a `--sources` pattern, if anything.
    static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "an empty pattern; write one such as 'App/Settings/**/*.swift'" }
        if pattern.hasSuffix("\\") { return "ends with '\\', which escapes nothing; remove it" }
        if pattern.contains("[") || pattern.contains("{") {
            return "character classes and braces ('[…]', '{…}') are not supported; use *, ? and **/, or give --sources once per pattern"
        }
        if pattern.split(separator: "/").contains("..") { return "'..' is not supported; name the files from a folder above them" }
        return nil
    }

    /// Every `.swift` file under `folder` (or `folder` itself), skipping hidden folders and
    /// build folders, sorted.
    static func swiftFiles(under folder: String) -> [String] {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: folder, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return folder.hasSuffix(".swift") ? [folder] : [] }
        var files: [String] = []
        guard let walker = fm.enumerator(atPath: folder) else { return [] }
        while let next = walker.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "DerivedData" || name.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append(folder == "/" ? "/" + next : folder + "/" + next) }
        }
        return files.sorted()
    }

    /// `to` relative to the folder `from` (both absolute, standardized).
    static func relativePath(from folder: String, to path: String) -> String {
        let a = folder.split(separator: "/"), b = path.split(separator: "/")
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: a.count - common)
        let parts = up + b[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    // MARK: The files

    var manifest: String {
        let dependency = SwiftUIPackage.relativePath(from: out, to: tablesnap + "/Integrations/SwiftUI")
        return """
            // swift-tools-version:6.0
            // Generated by `tablesnap swiftui package` (docs/swiftui.md, "Apps built from an Xcode
            // project"): the app's own files, linked from Sources/\(name), compiled on Linux against
            // tablesnap's SwiftUI subset. Generate it again rather than edit the links; the stand-ins
            // in Sources/\(name)/Fixtures and the tests in Tests/ are yours.
            import PackageDescription

            let package = Package(
                name: "\(name)",
                dependencies: [
                    .package(name: "tablesnap-swiftui", path: "\(dependency)"),
                ],
                targets: [
                    .target(
                        name: "\(name)",
                        dependencies: [
                            .product(name: "SwiftUI", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                            .product(name: "Combine", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                            .product(name: "UIKit", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                    .testTarget(
                        name: "\(name)Tests",
                        dependencies: [
                            "\(name)",
                            .product(name: "TableSnapshotSwiftUI", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                        ],
                        exclude: ["__Snapshots__"]
                    ),
                ]
            )

            """
    }

    var fixtures: String {
        """
        // Stand-ins for what the app's screens reach and this package does not compile: its
        // services, its other modules' types, its generated code (asset and string symbols).
        // They are in the screens' own module, so the app's files use them unmodified. Declare
        // here what the compiler says is missing, with values a snapshot can show, for example:
        //
        //     final class AccountService: ObservableObject {
        //         static let shared = AccountService()
        //         @Published var name = "Ada Lovelace"
        //     }

        """
    }

    var starterTest: String {
        let strings = resources == nil ? "" : """

            // The app's strings, for `strings:` (docs/swiftui.md, Localisation):
            //     let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            //         .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources").path
            //     let german = try AppStrings.load(folder: resources, language: "de")

            """
        let previews = hasPreviews
            ? "/// Every #Preview of the app's files, snapshotted with no test code (docs/swiftui.md, Previews).\n@MainActor @Test func previews() {\n    assertPreviewSnapshots(module: \"\(name)\")\n}\n"
            : "// The files declare no #Preview. Snapshot a screen with its fixtures, for example:\n//     @MainActor @Test func settings() { assertTableSnapshot(of: SettingsView()) }\n"
        return """
            import SwiftUI
            import TableSnapshotSwiftUI
            import Testing
            @testable import \(name)
            \(strings)
            \(previews)
            """
    }

    /// Writes the package into a temporary folder beside `out` and renames it to `out`, so
    /// that a reader sees the whole package or none of it.
    func write() throws(Failure) {
        let fm = FileManager.default
        let parent = (out as NSString).deletingLastPathComponent
        let temporary = parent + "/" + AtomicFile.temporaryPrefix + "\(getpid())-" + (out as NSString).lastPathComponent
        func attempt(_ what: String, _ body: () throws -> Void) throws(Failure) {
            do { try body() } catch {
                try? fm.removeItem(atPath: temporary)
                throw Failure(message: "\(what): \(CommandFailure.describe(error))")
            }
        }
        try attempt("cannot create \(parent)") { try fm.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        try? fm.removeItem(atPath: temporary)
        let target = "Sources/\(name)"
        // Links are made relative to where they will be: `temporary` is beside `out`, at its depth.
        for (source, link) in zip(sources, linkPaths) {
            let at = temporary + "/" + target + "/" + link
            let folder = (at as NSString).deletingLastPathComponent
            let final = out + "/" + target + "/" + (link as NSString).deletingLastPathComponent
            try attempt("cannot link \(source)") {
                try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try fm.createSymbolicLink(atPath: at, withDestinationPath: SwiftUIPackage.relativePath(from: final, to: source))
            }
        }
        if let resources {
            try attempt("cannot link \(resources)") {
                try fm.createSymbolicLink(atPath: temporary + "/Resources", withDestinationPath: SwiftUIPackage.relativePath(from: out, to: resources))
            }
        }
        let files = ["Package.swift": manifest, "\(target)/Fixtures/Fixtures.swift": fixtures,
                     "Tests/\(name)Tests/\(name)Tests.swift": starterTest]
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let at = temporary + "/" + path
            try attempt("cannot write \(out)/\(path)") {
                try fm.createDirectory(atPath: (at as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: at))
            }
        }
        try attempt("cannot move the package to \(out)") {
            guard !fm.fileExists(atPath: out) else { throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: out]) }
            try fm.moveItem(atPath: temporary, toPath: out)
        }
    }
}
