/// A multi-line text editor: its text, wrapped, across the row as a `TextField`'s (an empty
/// editor draws nothing; SwiftUI's has no placeholder).
public struct TextEditor: View {
    let text: String
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.text = text.wrappedValue }
    public var body: Never { primitiveBody() }
}

extension TextEditor: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        TextField<Text>(text: text, placeholder: Text(verbatim: ""), isSecure: false).resolve(in: resolver)
    }
}

/// A selection in a text editor or field (iOS 18): the first frame shows none.
public struct TextSelection: Hashable, Sendable {
    public init(insertionPoint: String.Index) {}
    public init(range: Range<String.Index>) {}
}
