import Foundation
import SwiftUICheck

// `swift run --package-path …/Integrations/SwiftUI swiftui-check PATH…`: what the app's Swift
// files under PATH use that tablesnap's SwiftUI subset lacks (docs/swiftui.md, "Checking a
// screen"). Exit status 0: nothing found; 1: findings, one a line; 2: bad usage or input.
let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty, !paths.contains("--help") else {
    FileHandle.standardError.write(Data("usage: swiftui-check PATH… (Swift files, or folders of them)\n".utf8))
    exit(paths.contains("--help") ? 0 : 2)
}
do {
    var files: [(path: String, text: String)] = []
    for path in paths {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CheckError("\(path): no such file or folder")
        }
        let found = isFolder.boolValue
            ? (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }.sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            : [path]
        for file in found { files.append((file, try String(contentsOfFile: file, encoding: .utf8))) }
    }
    let findings = ScreenCheck(symbols: try SubsetSymbols.load()).check(files)
    for finding in findings { print(finding) }
    print("\(files.count) file\(files.count == 1 ? "" : "s") checked: \(findings.isEmpty ? "nothing missing" : "\(findings.count) missing")")
    exit(findings.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("swiftui-check: \(error)\n".utf8))
    exit(2)
}
