import TableLayout

// Row modifiers (what a list row carries) and the styles of lists and controls.
extension View {
    /// The row's background (its colour in the view's colour scheme).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modified { resolver, content in
            let fill = view.flatMap { resolver.elements(resolver.resolve($0)).first?.fill }
            let color = fill.flatMap { $0.resolved(resolver.environment.colorScheme == .dark ? .dark : .light) }
            return content().map { piece in
                var piece = piece
                piece.traits.background = color
                return piece
            }
        }
    }
    /// The row's insets: its content from the row's edges instead of the layout margins.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { traitChange { traits, _ in traits.insets = insets } }
    /// Hiding one row's separator is not in the cell language yet: accepted, reported.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modified { resolver, content in
            if visibility == .hidden { resolver.inert("listRowSeparator") }
            return content()
        }
    }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inertModifier("listRowSeparatorTint") }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { inertModifier("listSectionSeparator") }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { inertModifier("listSectionSpacing") }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { inertModifier("listSectionSpacing") }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { inertModifier("listRowSpacing") }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { inertModifier("scrollContentBackground") }
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, EditMode?>, _ mode: EditMode) -> some View { self }

    /// A count or text on the row's trailing side, in secondaryLabel (0 draws nothing).
    public func badge(_ count: Int) -> some View { badgeChange { _ in count == 0 ? nil : String(count) } }
    public func badge(_ label: Text?) -> some View {
        badgeChange { resolver in label.map { $0.string(strings: resolver.environment.strings, locale: resolver.environment.locale) } }
    }
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badgeChange { resolver in key.map { $0.resolved(in: resolver.environment.strings) } }
    }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badgeChange { _ in label.map { String($0) } } }

    /// A row's badge; on a tab (`.tabItem { … }.badge(3)`), the tab bar item's.
    private func badgeChange(_ badge: @escaping @MainActor (Resolver) -> String?) -> some View {
        modified { resolver, content in
            let value = badge(resolver)
            let tabsBefore = resolver.report.chrome.tabs.count
            var pieces = content()
            for index in pieces.indices { pieces[index].traits.badge = value }
            if resolver.report.chrome.tabs.count > tabsBefore, let last = resolver.report.chrome.tabs.indices.last {
                resolver.report.chrome.tabs[last].badge = value
            }
            return pieces
        }
    }

    /// The value a picker matches against its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View { traitChange { traits, _ in traits.tag = AnyHashable(tag) } }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { traitChange { traits, _ in traits.tag = AnyHashable(tag) } }

    public func listStyle<S: ListStyle>(_ style: S) -> some View { environmentChange { $0.listStyle = style.kind } }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environmentChange { $0.pickerStyle = style.kind } }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environmentChange { $0.labelStyle = style.kind } }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { environmentChange { $0.toggleStyle = style.kind } }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentChange { $0.buttonStyle = style.kind; $0.customButtonStyle = nil }
    }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentChange { environment in
            environment.customButtonStyle = { configuration in AnyView(style.makeBody(configuration: configuration)) }
        }
    }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}

public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
public struct ListSectionSpacing: Sendable {
    public static let `default` = ListSectionSpacing()
    public static let compact = ListSectionSpacing()
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
}

public enum ListStyleKind: Hashable, Sendable { case automatic, plain, grouped, insetGrouped, inset, sidebar }
public enum PickerStyleKind: Hashable, Sendable { case automatic, menu, navigationLink, inline, segmented, wheel }
public enum ToggleStyleKind: Hashable, Sendable { case automatic, switchStyle, button, checkbox }
public enum ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }

public protocol ListStyle { var kind: ListStyleKind { get } }
public struct DefaultListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .automatic } }
public struct PlainListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .plain } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .grouped } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
public struct InsetListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .inset } }
public struct SidebarListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .sidebar } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

public protocol PickerStyle { var kind: PickerStyleKind { get } }
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .automatic } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .menu } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .navigationLink } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .inline } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .segmented } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .wheel } }
public struct PalettePickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .segmented } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

public protocol LabelStyle { var kind: LabelStyleKind { get } }
public struct DefaultLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .automatic } }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .titleOnly } }
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .iconOnly } }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .titleAndIcon } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

public protocol ToggleStyle { var kind: ToggleStyleKind { get } }
public struct DefaultToggleStyle: ToggleStyle { public init() {}; public var kind: ToggleStyleKind { .automatic } }
public struct SwitchToggleStyle: ToggleStyle { public init(tint: Color? = nil) {}; public var kind: ToggleStyleKind { .switchStyle } }
public struct ButtonToggleStyle: ToggleStyle { public init() {}; public var kind: ToggleStyleKind { .button } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// The built-in button styles.
public protocol PrimitiveButtonStyle { var kind: ButtonStyleKind { get } }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .automatic } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .plain } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .borderless } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .bordered } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .borderedProminent } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }

/// An app's own button style: `makeBody(configuration:)` is drawn with the button's label.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

public struct ButtonStyleConfiguration {
    public let label: AnyView
    public let role: ButtonRole?
    public var isPressed: Bool { false }
    public typealias Label = AnyView
}

extension EnvironmentValues {
    var customButtonStyle: (@MainActor (ButtonStyleConfiguration) -> AnyView)? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

private struct CustomButtonStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (ButtonStyleConfiguration) -> AnyView)? { nil }
}

public protocol DatePickerStyle {}
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }

public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }

public struct ButtonBorderShape: Sendable {
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}
