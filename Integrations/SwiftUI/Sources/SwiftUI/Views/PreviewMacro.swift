/// `#Preview { … }`, as Apple declares it: it declares a `PreviewRegistry` for the preview,
/// which `assertPreviewSnapshots()` finds and snapshots.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait, _ moreTraits: PreviewTrait..., body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// A preview's traits (`.sizeThatFitsLayout`, `.landscapeLeft`…): accepted.
public struct PreviewTrait: Sendable {
    public static let sizeThatFitsLayout = PreviewTrait()
    public static let portrait = PreviewTrait()
    public static let landscapeLeft = PreviewTrait()
    public static let landscapeRight = PreviewTrait()
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait() }
}

/// `@Previewable @State var isOn = true` inside a `#Preview`: the preview's own state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")
