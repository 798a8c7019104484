import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { SettingsView() }`: declares a type that registers the preview, as
/// Apple's macro does (a `PreviewRegistry`), so `assertPreviewSnapshots()` finds every
/// preview of a test binary with no view named (docs/swiftui.md, Previews). The body is a
/// view builder, as Apple's: declarations, then views. `@Previewable` declarations (`@State`
/// and the like) become the properties of a view wrapping the rest, as Apple's macro makes them.
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

        var previewable: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let attributes = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                previewable.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        let content: String
        if previewable.isEmpty {
            content = """
                @SwiftUI.ViewBuilder @MainActor static var content: some SwiftUI.View {
                    \(rest.joined(separator: "\n"))
                }
                @MainActor static func makeView() -> any SwiftUI.View { content }
            """
        } else {
            content = """
                struct Content: SwiftUI.View {
                    \(previewable.joined(separator: "\n"))
                    var body: some SwiftUI.View {
                        \(rest.joined(separator: "\n"))
                    }
                }
                @MainActor static func makeView() -> any SwiftUI.View { Content() }
            """
        }
        return ["""
        struct \(raw: typeName): SwiftUI.PreviewRegistry {
            static let fileID: String = \(raw: file)
            static let line: Int = \(raw: line)
            static let column: Int = \(raw: column)
            static let name: String? = \(raw: name)
        \(raw: content)
        }
        """]
    }
}

/// `@Previewable`: marks a `#Preview`'s state; the preview macro moves what it marks.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
