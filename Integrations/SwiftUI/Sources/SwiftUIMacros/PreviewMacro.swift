import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { SettingsView() }`: declares a type that registers the preview, as
/// Apple's macro does (a `PreviewRegistry`), so `assertPreviewSnapshots()` finds every
/// preview of a test binary with no view named (docs/swiftui.md, Previews).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let closure = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else { return [] }
        let name = node.arguments.first(where: { $0.label == nil })?.expression.description ?? "nil"
        let location = context.location(of: node)
        let file = location?.file.description ?? "\"\""
        let line = location?.line.description ?? "0"
        let column = location?.column.description ?? "0"
        // A unique name (the only names a declaration macro may introduce at a file's top
        // level); the runtime finds the type by the word in it (`registeredPreviews`).
        let typeName = context.makeUniqueName("__tablesnapPreview").text
        return ["""
        struct \(raw: typeName): SwiftUI.PreviewRegistry {
            static let fileID: String = \(raw: file)
            static let line: Int = \(raw: line)
            static let column: Int = \(raw: column)
            static let name: String? = \(raw: name)
            @MainActor static func makeView() -> any SwiftUI.View {
                \(closure.statements)
            }
        }
        """]
    }
}

@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
