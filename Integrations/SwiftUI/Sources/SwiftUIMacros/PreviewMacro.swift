import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { SettingsView() }`: accepted so a file that has previews compiles on
/// Linux; it declares nothing (a preview's views are snapshotted through `PreviewProvider`
/// or a test, docs/swiftui.md).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
