import SwiftUI
import TableLayout
import TableSnapshot
import TableSnapshotTesting
import Testing
import XCTest

/// Fails the current test when `view` (or, with `following`, the screen its links named so
/// push, with its back button) no longer renders as its golden: the view is
/// evaluated once as `device`'s first frame (docs/swiftui.md), resolved into the cell
/// language and checked as `assertTableSnapshot(of: Table)` checks a table (same golden
/// format, names and record modes). Modifiers accepted and not drawn are printed once per
/// snapshot; with `strict: true` they fail the test.
///
///     @MainActor @Test func settings() {
///         assertTableSnapshot(of: SettingsView(model: .fixture), device: .iPhone16, appearance: .dark)
///     }
///
/// - Complexity: O(*n*) in the views evaluated, plus the render.
@MainActor
public func assertTableSnapshot<V: SwiftUI.View>(
    of view: V, following path: [String] = [], device: SnapshotDevice = .iPhone16, appearance: ColorScheme = .light,
    contentSize: DynamicTypeSize = .large, layoutDirection: SwiftUI.LayoutDirection = .leftToRight, strings: AppStrings = AppStrings(),
    strict: Bool = false, named name: String? = nil, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let resolve = { try ResolvedView(view, following: path, device: device, appearance: appearance, contentSize: contentSize,
                                     layoutDirection: layoutDirection, strings: strings) }
    checkSnapshot(resolve, subject: "\(V.self)", device: device, strict: strict, named: name, record: record,
                  fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// A resolved view against its golden, its inert modifiers and warnings said as `subject`'s.
@MainActor
private func checkSnapshot(
    _ resolve: () throws -> ResolvedView, subject: String, device: SnapshotDevice, strict: Bool, named name: String?,
    record: RecordMode?, fileID: String, filePath: StaticString, function: String, line: UInt, column: UInt
) {
    let resolved: ResolvedView
    do {
        resolved = try resolve()
    } catch {
        fail("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    if !resolved.inertModifiers.isEmpty {
        let message = "accepted and not drawn: " + resolved.inertModifiers.map { ".\($0)" }.joined(separator: ", ")
        if strict {
            fail("\(subject): \(message) (strict)", fileID: fileID, filePath: filePath, line: line, column: column)
        } else {
            print("warning: \(fileID):\(line): \(subject): \(message)")
        }
    }
    for warning in resolved.warnings { print("warning: \(fileID):\(line): \(subject): \(warning)") }
    // The screen's bars when the view set a title, toolbar or search (docs/swiftui.md): the
    // golden is then the whole screen, as the device shows it.
    let options = TableSnapshotter.Options(scale: device.scale, appearance: resolved.appearance,
                                           screen: resolved.chrome.screen(device: device))
    assertTableSnapshot(of: resolved.table, named: name, record: record, options: options,
                        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

private func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Snapshots every preview of `provider` (a `PreviewProvider`'s `previews`, each view of a
/// `Group` its own golden, named `<test name>.<index>`), as `assertTableSnapshot(of:)` does.
///
///     @MainActor @Test func previews() { assertPreviewSnapshots(of: SettingsView_Previews.self) }
///
/// - Complexity: O(*n*) in the views evaluated, plus one render per preview.
@MainActor
public func assertPreviewSnapshots<P: PreviewProvider>(
    of provider: P.Type, device: SnapshotDevice = .iPhone16, appearance: ColorScheme = .light, contentSize: DynamicTypeSize = .large,
    layoutDirection: SwiftUI.LayoutDirection = .leftToRight, strings: AppStrings = AppStrings(), strict: Bool = false,
    named name: String? = nil, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let base = name ?? String(function.prefix { $0 != "(" })
    for (index, view) in previewViews(provider.previews).enumerated() {
        assertTableSnapshot(of: view, device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection,
                            strings: strings, strict: strict, named: "\(base).\(index)", record: record,
                            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
}

/// Snapshots every `#Preview` of the test binary (of `module` alone when given), with no view
/// named in the test, as `assertTableSnapshot(of:)` does: a preview's golden is
/// `<file>.<name>`, or `<file>.<index>` for an unnamed one (its place among the file's
/// previews, from 0), in the test's folder of goldens. Fails when none is found.
///
///     @MainActor @Test func previews() { assertPreviewSnapshots(module: "SettingsApp") }
///
/// - Complexity: O(*t*) in the types of the binary, to find the previews, plus one render
///   per preview.
@MainActor
public func assertPreviewSnapshots(
    module: String? = nil, device: SnapshotDevice = .iPhone16, appearance: ColorScheme = .light, contentSize: DynamicTypeSize = .large,
    layoutDirection: SwiftUI.LayoutDirection = .leftToRight, strings: AppStrings = AppStrings(), strict: Bool = false,
    record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let previews = registeredPreviews().filter { module == nil || $0.fileID.hasPrefix(module! + "/") }
    guard !previews.isEmpty else {
        fail("no #Preview found" + (module.map { " in module \($0)" } ?? ""), fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    var unnamedInFile: [String: Int] = [:]
    for preview in previews {
        let file = String(preview.fileID.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
        let suffix: String
        if let name = preview.name {
            suffix = name.replacingOccurrences(of: "/", with: "-")
        } else {
            suffix = String(unnamedInFile[preview.fileID, default: 0])
            unnamedInFile[preview.fileID, default: 0] += 1
        }
        let resolve = { ResolvedView(preview.view(), device: device, appearance: appearance, contentSize: contentSize,
                                     layoutDirection: layoutDirection, strings: strings) }
        // Said as the preview's place: `#Preview("About") at SettingsApp/AboutView.swift:42`.
        let subject = "#Preview" + (preview.name.map { "(\"\($0)\")" } ?? "") + " at \(preview.fileID):\(preview.line)"
        checkSnapshot(resolve, subject: subject, device: device, strict: strict, named: "\(file).\(suffix)", record: record,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
}
