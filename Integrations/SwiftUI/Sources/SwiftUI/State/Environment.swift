import TableLayout

/// A key for a value in the environment, as SwiftUI's: an app's own keys work as Apple's.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment`: the system's (colour scheme, Dynamic Type
/// size, layout direction, locale…) and an app's own keys.
public struct EnvironmentValues: CustomStringConvertible {
    private var custom: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues" }

    // The system's values, at iOS's defaults for an iPhone's first frame.
    public var colorScheme: ColorScheme = .light
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    public var locale: Locale = Locale(identifier: "en_US")
    public var calendar: Calendar = Calendar(identifier: .gregorian)
    public var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    public var isEnabled = true
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var displayScale: CGFloat = 3
    public var isSearching = false
    public var editMode: Binding<EditMode>? = nil
    public var dismiss = DismissAction()
    public var openURL = OpenURLAction { _ in .handled }
    public var presentationMode: Binding<PresentationMode> = .constant(PresentationMode())
    public var scenePhase: ScenePhase = .active
    public var font: Font? = nil
    public var lineLimit: Int? = nil
    public var multilineTextAlignment: TextAlignment = .leading
    public var textCase: Text.Case? = .uppercase
    public var isPresented = false
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    public var legibilityWeight: LegibilityWeight? = .regular
    public var accessibilityReduceMotion = false
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    // Set by modifiers and read by the resolver.
    var foregroundColor: Color? = nil
    var tint: Color? = nil
    var fontWeight: Font.Weight? = nil
    var isItalic = false
    /// `.labelsHidden()`: controls draw without their labels.
    var labelsHidden = false
    /// `.lineSpacing(_:)`: points added between a text's lines.
    var lineSpacing = 0.0
    var pickerStyle: PickerStyleKind = .menu
    var buttonStyle: ButtonStyleKind = .automatic
    var labelStyle: LabelStyleKind = .automatic
    var toggleStyle: ToggleStyleKind = .automatic
    var listStyle: ListStyleKind = .automatic
    /// The strings `Text("key")` reads, for the chosen language (docs/swiftui.md, Localisation).
    package var strings: LocalizedStrings = LocalizedStrings()
}

/// `@Environment(\.colorScheme) var scheme`, or an app's own key; and, for an `@Observable`
/// object put there with `.environment(object)`, `@Environment(Model.self) var model`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: @MainActor (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    public init(_ type: Value.Type) where Value: AnyObject {
        read = { values in
            guard let object = values.objects[ObjectIdentifier(type)] as? Value else {
                preconditionFailure("no \(Value.self) in the environment: put one there with .environment(_:) (docs/swiftui.md)")
            }
            return object
        }
    }

    public init<T: AnyObject>(_ type: T.Type) where Value == T? {
        read = { values in values.objects[ObjectIdentifier(type)] as? T }
    }

    @MainActor public var wrappedValue: Value {
        read(Resolver.current?.environment ?? EnvironmentValues())
    }
}

/// `@EnvironmentObject var model: Model`: the object `.environmentObject(model)` put above.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    @MainActor public var wrappedValue: ObjectType {
        guard let object = Resolver.current?.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            preconditionFailure("no \(ObjectType.self) in the environment: pass it with .environmentObject(_:) (docs/swiftui.md)")
        }
        return object
    }

    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// Marks a property the framework updates (`@State`, `@Environment`…).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable { case standard, increased }
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

/// The text size a user chose (Dynamic Type), as SwiftUI's.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of Dynamic Type sizes (`\.sizeCategory`).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }

    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self) ?? 3]
    }

    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

/// `@Environment(\.dismiss) var dismiss; dismiss()`: nothing to dismiss in a snapshot.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// `@Environment(\.openURL) var openURL; openURL(url)`: opens nothing in a snapshot.
public struct OpenURLAction {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
    let handler: (URL) -> Result
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) { completion(true) }
}
