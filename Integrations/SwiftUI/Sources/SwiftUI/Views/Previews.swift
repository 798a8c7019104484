/// SwiftUI's older preview protocol: `previews` are views a snapshot can draw
/// (`assertPreviewSnapshots(of:)` draws each of a provider's previews).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

extension View {
    /// Preview settings are accepted and not drawn; a snapshot says its own device.
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

public struct InterfaceOrientation: Sendable {
    public static let portrait = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation()
    public static let landscapeRight = InterfaceOrientation()
}

/// The views a `previews` block holds, one per preview (a `Group` of previews is several).
@MainActor
package func previewViews<V: View>(_ previews: V) -> [AnyView] {
    if let tuple = previews as? TupleViewChildren { return tuple.childViews }
    if let group = previews as? GroupChildren { return group.childViews }
    return [AnyView(previews)]
}

@MainActor
protocol TupleViewChildren { var childViews: [AnyView] { get } }
@MainActor
protocol GroupChildren { var childViews: [AnyView] { get } }

extension TupleView: TupleViewChildren {
    var childViews: [AnyView] { children }
}

extension Group: GroupChildren where Content: View {
    var childViews: [AnyView] { previewViews(content) }
}
