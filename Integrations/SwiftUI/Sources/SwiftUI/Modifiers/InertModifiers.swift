// Modifiers a first frame does not show (presentations, events, tasks, accessibility,
// animation, input): accepted so a screen compiles unmodified, and each reported once by
// name (`ResolutionReport.inert`; a strict snapshot fails on them).
extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { inertModifier("sheet") }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { inertModifier("sheet") }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { inertModifier("fullScreenCover") }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { inertModifier("fullScreenCover") }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { inertModifier("popover") }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { inertModifier("alert") }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { inertModifier("alert") }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inertModifier("alert") }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inertModifier("alert") }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inertModifier("alert") }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { inertModifier("alert") }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { inertModifier("alert") }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { inertModifier("alert") }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { inertModifier("alert") }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { inertModifier("confirmationDialog") }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { inertModifier("confirmationDialog") }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inertModifier("confirmationDialog") }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inertModifier("confirmationDialog") }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inertModifier("confirmationDialog") }
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { inertModifier("confirmationDialog") }
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { inertModifier("actionSheet") }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View { inertModifier("onAppear") }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { inertModifier("onDisappear") }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { inertModifier("onChange") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { inertModifier("onChange") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { inertModifier("onChange") }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { inertModifier("task") }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { inertModifier("task") }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { inertModifier("refreshable") }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { inertModifier("onReceive") }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { inertModifier("onSubmit") }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { inertModifier("onTapGesture") }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { inertModifier("onLongPressGesture") }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { inertModifier("onOpenURL") }
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { inertModifier("onDrag") }
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { inertModifier("draggable") }
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { inertModifier("gesture") }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { inertModifier("simultaneousGesture") }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { inertModifier("privacySensitive") }
    public func redacted(reason: RedactionReasons) -> some View { inertModifier("redacted") }
    public func unredacted() -> some View { inertModifier("unredacted") }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { inertModifier("textSelection") }
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { inertModifier("symbolEffect") }
    public func symbolEffect<E: SymbolEffect, U: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: U) -> some View { inertModifier("symbolEffect") }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { inertModifier("statusBarHidden") }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inertModifier("searchSuggestions") }
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { inertModifier("searchScopes") }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { inertModifier("scrollPosition") }
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { inertModifier("scrollTargetBehavior") }
    public func menuIndicator(_ visibility: Visibility) -> some View { inertModifier("menuIndicator") }
    /// A spinner is drawn as `ProgressView` draws one (docs/swiftui.md): the style changes nothing.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    /// A form is grouped on iOS whatever its style.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    /// A navigation view is a stack on an iPhone whatever its style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { inertModifier("contextMenu") }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { inertModifier("swipeActions") }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { inertModifier("navigationDestination") }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { inertModifier("navigationDestination") }
    public func help(_ textKey: LocalizedStringKey) -> some View { inertModifier("help") }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { inertModifier("interactiveDismissDisabled") }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { inertModifier("presentationDetents") }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { inertModifier("presentationDragIndicator") }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { inertModifier("presentationCornerRadius") }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inertModifier("presentationBackground") }
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { inertModifier("presentationBackground") }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View { inertModifier("fileImporter") }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (Result<[URL], Error>) -> Void) -> some View { inertModifier("fileImporter") }
    public func fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View { inertModifier("fileExporter") }
    /// A view pinned over the list's top or bottom edge (a button bar): not drawn, since the
    /// cell language has no layer over the list.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { inertModifier("safeAreaInset") }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { inertModifier("safeAreaInset") }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { inertModifier("contentMargins") }
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { inertModifier("contentMargins") }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { inertModifier("alignmentGuide") }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { inertModifier("alignmentGuide") }
    /// iOS 26's Liquid Glass behind a view: not drawn (a first frame on iOS 18 has none).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View { inertModifier("glassEffect") }

    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inertModifier("animation") }
    public func animation(_ animation: Animation?) -> some View { inertModifier("animation") }
    public func transition(_ t: AnyTransition) -> some View { inertModifier("transition") }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> some View { inertModifier("matchedGeometryEffect") }
    public func contentTransition(_ transition: ContentTransition) -> some View { inertModifier("contentTransition") }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { inertModifier("sensoryFeedback") }

    public func accessibilityLabel(_ label: Text) -> some View { inertModifier("accessibilityLabel") }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { inertModifier("accessibilityLabel") }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { inertModifier("accessibilityLabel") }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { inertModifier("accessibilityHint") }
    public func accessibilityHint(_ hint: Text) -> some View { inertModifier("accessibilityHint") }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { inertModifier("accessibilityValue") }
    public func accessibilityValue(_ value: Text) -> some View { inertModifier("accessibilityValue") }
    public func accessibilityIdentifier(_ identifier: String) -> some View { inertModifier("accessibilityIdentifier") }
    public func accessibilityHidden(_ hidden: Bool) -> some View { inertModifier("accessibilityHidden") }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { inertModifier("accessibilityElement") }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { inertModifier("accessibilityAddTraits") }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { inertModifier("accessibilityRemoveTraits") }
    public func accessibilitySortPriority(_ priority: Double) -> some View { inertModifier("accessibilitySortPriority") }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { inertModifier("accessibilityAction") }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { inertModifier("accessibilityRepresentation") }

    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { inertModifier("focused") }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { inertModifier("focused") }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inertModifier("submitLabel") }
    public func keyboardType(_ type: UIKeyboardType) -> some View { inertModifier("keyboardType") }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { inertModifier("textInputAutocapitalization") }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { inertModifier("autocapitalization") }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { inertModifier("autocorrectionDisabled") }
    public func disableAutocorrection(_ disable: Bool?) -> some View { inertModifier("disableAutocorrection") }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { inertModifier("textContentType") }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { inertModifier("scrollDismissesKeyboard") }
    public func scrollDisabled(_ disabled: Bool) -> some View { inertModifier("scrollDisabled") }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { inertModifier("scrollIndicators") }
    public func deleteDisabled(_ isDisabled: Bool) -> some View { inertModifier("deleteDisabled") }
    public func moveDisabled(_ isDisabled: Bool) -> some View { inertModifier("moveDisabled") }
}

public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

public struct ActionSheet {
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = []) {}
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)
    public enum Anchor: Sendable { case bounds }
}

public enum HorizontalEdge: Int8, Hashable, Sendable { case leading, trailing }
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height") }
}
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let numericText = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback(), warning = SensoryFeedback(), error = SensoryFeedback()
    public static let selection = SensoryFeedback(), increase = SensoryFeedback(), decrease = SensoryFeedback()
    public static func impact(weight: Int = 0, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
}
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior()
}
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
    public static let isImage = AccessibilityTraits(rawValue: 32)
}
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel()
    public static let route = SubmitLabel(), search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(), `continue` = SubmitLabel()
}
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let username = UITextContentType(rawValue: "username")
    public static let name = UITextContentType(rawValue: "name")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
}
public enum ScrollDismissesKeyboardMode: Sendable { case automatic, immediately, interactively, never }
public enum ScrollIndicatorVisibility: Sendable { case automatic, visible, hidden, never }

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

/// Text selection on or off (`.textSelection(.enabled)`).
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: Self { Self() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: Self { Self() } }

/// A symbol's animation (`.bounce`, `.pulse`…): one frame has none.
public protocol SymbolEffect {}
public struct NamedSymbolEffect: SymbolEffect {
    let name: String
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
extension SymbolEffect where Self == NamedSymbolEffect {
    public static var bounce: Self { Self(name: "bounce") }
    public static var pulse: Self { Self(name: "pulse") }
    public static var variableColor: Self { Self(name: "variableColor") }
    public static var scale: Self { Self(name: "scale") }
    public static var appear: Self { Self(name: "appear") }
    public static var disappear: Self { Self(name: "disappear") }
    public static var wiggle: Self { Self(name: "wiggle") }
    public static var breathe: Self { Self(name: "breathe") }
    public static var rotate: Self { Self(name: "rotate") }
}

/// How a scroll view settles (`.paging`, `.viewAligned`).
public protocol ScrollTargetBehavior {}
public struct NamedScrollTargetBehavior: ScrollTargetBehavior {}
extension ScrollTargetBehavior where Self == NamedScrollTargetBehavior {
    public static var paging: Self { Self() }
    public static var viewAligned: Self { Self() }
}

/// `.progressViewStyle(.circular)`…: accepted, drawn as `ProgressView` draws.
public protocol ProgressViewStyle {}
public struct NamedProgressViewStyle: ProgressViewStyle {}
extension ProgressViewStyle where Self == NamedProgressViewStyle {
    public static var automatic: Self { Self() }
    public static var circular: Self { Self() }
    public static var linear: Self { Self() }
}

/// `.formStyle(.grouped)`…: a form is grouped on iOS.
public protocol FormStyle {}
public struct NamedFormStyle: FormStyle {}
extension FormStyle where Self == NamedFormStyle {
    public static var automatic: Self { Self() }
    public static var grouped: Self { Self() }
    public static var columns: Self { Self() }
}

/// A gesture (`TapGesture`, `LongPressGesture`, `DragGesture`…): accepted and not performed.
public protocol Gesture {}
public struct TapGesture: Gesture {
    public init(count: Int = 1) {}
    public func onEnded(_ action: @escaping () -> Void) -> Self { self }
}
public struct LongPressGesture: Gesture {
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    public func onEnded(_ action: @escaping (Bool) -> Void) -> Self { self }
    public func onChanged(_ action: @escaping (Bool) -> Void) -> Self { self }
}
public struct DragGesture: Gesture {
    public struct Value: Sendable {
        public var translation: CGSize = .zero
        public var location: CGPoint = .zero
        public var startLocation: CGPoint = .zero
    }
    public init(minimumDistance: CGFloat = 10) {}
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// `.navigationViewStyle(.stack)`…: a navigation view is a stack on an iPhone.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { Self() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { Self() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: Self { Self() } }

/// `.progressViewStyle(CircularProgressViewStyle(tint: .white))`: drawn as `ProgressView` draws.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
}

/// iOS 26's glass (`.regular.interactive()`, `.clear.tint(.blue)`): accepted, not drawn.
public struct Glass: Sendable {
    public static let regular = Glass(), clear = Glass(), identity = Glass()
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
    public func tint(_ color: Color?) -> Glass { self }
}

/// Where `.contentMargins` applies (scroll content, scroll indicators).
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement(), scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// A view's size, as an `.alignmentGuide` closure reads it (never called for a first frame).
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}


/// A file type (`UTType` of UniformTypeIdentifiers), for `.fileImporter`'s allowed types.
public struct UTType: Hashable, Sendable {
    public let identifier: String
    public init?(filenameExtension: String) { identifier = filenameExtension }
    public init(exportedAs identifier: String) { self.identifier = identifier }
    public init?(_ identifier: String) { self.identifier = identifier }
    public static let item = UTType(exportedAs: "public.item"), data = UTType(exportedAs: "public.data")
    public static let json = UTType(exportedAs: "public.json"), plainText = UTType(exportedAs: "public.plain-text")
    public static let image = UTType(exportedAs: "public.image"), pdf = UTType(exportedAs: "com.adobe.pdf")
    public static let text = UTType(exportedAs: "public.text"), zip = UTType(exportedAs: "public.zip-archive")
    public static let folder = UTType(exportedAs: "public.folder"), audio = UTType(exportedAs: "public.audio")
    public static let movie = UTType(exportedAs: "public.movie"), commaSeparatedText = UTType(exportedAs: "public.comma-separated-values-text")
}
