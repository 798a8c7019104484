import TableLayout

// Controls as list rows: each resolves to a `ControlRow` (its label, the value on its
// trailing side, its accessory), which a list draws as a stock row when it can (docs/swiftui.md).

/// A switch row: the row's switch accessory, on or off as the binding says.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: Never { primitiveBody() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        [Piece(.row(ControlRow(label: resolver.controlLabel(label), isOn: isOn.wrappedValue)))]
    }
}

/// A button: in a list, its label in the tint (red for `.destructive`), as iOS draws a
/// button row; `.borderedProminent` and `.bordered` draw a pill.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.label = label()
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.label = label()
    }
    public var body: Never { primitiveBody() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let style = resolver.environment.buttonStyle
        let ink: Color? = role == .destructive ? .red : (style == .plain ? nil : .accentColor)
        let foreground = resolver.environment.foregroundColor ?? ink
        if let custom = resolver.environment.customButtonStyle {
            return resolver.resolve(custom(ButtonStyleConfiguration(label: AnyView(label), role: role)))
        }
        switch style {
        case .borderedProminent, .bordered:
            let prominent = style == .borderedProminent
            let texts = resolver.with({ $0.foregroundColor = prominent ? .white : foreground }) { resolver.elements(resolver.resolve(label)) }
            var pill = CellElement.hstack(spacing: 6, alignment: .center) { texts }
            let tint = resolver.environment.tint ?? (role == .destructive ? .red : .accentColor)
            pill.fill = prominent ? resolver.cellColor(tint) : resolver.cellColor(tint.opacity(0.15))
            pill.cornerRadius = 8
            pill.padding = ElementInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
            return [.content(pill)]
        default:
            return resolver.with({ $0.foregroundColor = foreground }) { resolver.resolve(label) }
        }
    }
}

/// A link to another screen: a row with the disclosure chevron. The destination is drawn
/// only when a snapshot follows the link (`assertTableSnapshot(of:following:)`): a snapshot
/// is one screen.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The screen the link pushes, found in the resolver that met the link (a value's
    /// destination is the `.navigationDestination(for:)` of its type).
    let destination: @MainActor (Resolver) -> AnyView?
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = { _ in AnyView(destination) }
    }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
    public var body: Never { primitiveBody() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(destination: destination) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.init(destination: destination) { Text(title) } }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = { resolver in value.flatMap { resolver.destination(for: $0) } }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(value: value) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(value: value) { Text(title) } }
}

extension NavigationLink: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        // A link's label is drawn in the label colour, not the tint, even under a tinted button style.
        let pieces = resolver.resolve(label)
        resolver.links.append(LinkRecord(texts: resolver.elements(pieces).flatMap(Resolver.texts), environment: resolver.environment,
                                         destination: destination))
        return [Piece(.row(ControlRow(label: pieces, accessory: .disclosureIndicator)))]
    }
}

/// A label and a value on the trailing side, in secondaryLabel: the stock value1 row.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public var body: Never { primitiveBody() }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: String) { self.init(content: { Text(value) }, label: { Text(titleKey) }) }
    @_disfavoredOverload
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) { self.init(content: { Text(value) }, label: { Text(title) }) }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(titleKey) }) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(title) }) }
}

extension LabeledContent: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let labelPieces = resolver.resolve(label)
        let value = resolver.with({ $0.foregroundColor = $0.foregroundColor ?? .secondary }) { resolver.elements(resolver.resolve(content)) }
        let detail: CellElement? = value.isEmpty ? nil : value.count == 1 ? value[0] : .hstack(spacing: defaultHStackSpacing, alignment: .center) { value }
        return [Piece(.row(ControlRow(label: labelPieces, detail: detail)))]
    }
}

/// A choice among tagged views. In a form: `.menu` (automatic) draws the choice and ⌃⌄ on
/// the trailing side; `.navigationLink` the stock value1 row with a chevron; `.inline` a row
/// per choice with a checkmark on the chosen one; `.segmented` the segments in a pill.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }
    public var body: Never { primitiveBody() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
}

extension Picker: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let chosen = AnyHashable(selection.wrappedValue)
        let options = resolver.with({ $0.labelStyle = .titleOnly }) { resolver.resolve(content) }
        func isChosen(_ piece: Piece) -> Bool { (piece.traits.tag ?? piece.traits.implicitTag) == chosen }
        let choice = options.first(where: isChosen).flatMap { resolver.plainString([$0]) } ?? ""
        let labelPieces = resolver.controlLabel(label)
        switch resolver.environment.pickerStyle {
        case .navigationLink:
            let detail = CellElement.text(choice, color: .semantic(.secondaryLabel))
            // The screen it pushes: its choices, the chosen one checked, under its label's title.
            let texts = resolver.elements(labelPieces).flatMap(Resolver.texts)
            let (selection, content, label) = (selection, content, label)
            let title = texts.joined(separator: " ")
            resolver.links.append(LinkRecord(texts: texts, environment: resolver.environment, destination: { _ in
                AnyView(List { Picker(selection: selection, content: { content }, label: { label }).pickerStyle(.inline) }
                    .navigationTitle(Text(verbatim: title)))
            }))
            return [Piece(.row(ControlRow(label: labelPieces, detail: detail, accessory: .disclosureIndicator)))]
        case .inline:
            let rows = options.map { option -> Piece in
                var label = option
                label.traits = RowTraits()
                return Piece(.row(ControlRow(label: [label], accessory: isChosen(option) ? .checkmark : .none)))
            }
            return rows
        case .segmented:
            let segments = options.map { option -> CellElement in
                let title = resolver.plainString([option]) ?? ""
                var segment = CellElement.hstack(alignment: .center) {
                    CellElement.text(title, style: .subheadline, weight: isChosen(option) ? .semibold : nil, alignment: .center)
                }
                segment.padding = ElementInsets(top: 6, leading: 4, bottom: 6, trailing: 4)
                if isChosen(option) {
                    segment.fill = resolver.environment.colorScheme == .dark ? .semantic(.systemGray) : .semantic(.white)
                    segment.cornerRadius = 7
                }
                return segment
            }
            var control = CellElement.hstack(spacing: 2, alignment: .fill, distribution: .fillEqually) { segments }
            control.fill = .semantic(.tertiarySystemFill)
            control.cornerRadius = 9
            control.padding = ElementInsets(all: 2)
            control.width = .fill(weight: 1)
            return [.content(control)]
        case .menu, .automatic, .wheel:
            let detail = CellElement.hstack(spacing: 4, alignment: .center) {
                CellElement.text(choice, color: .semantic(.secondaryLabel))
                CellElement.symbol("chevron.up.chevron.down", style: .footnote, color: .semantic(.secondaryLabel))
            }
            return [Piece(.row(ControlRow(label: labelPieces, detail: detail)))]
        }
    }
}

/// A text field: its text, or its placeholder in placeholderText when empty.
public struct TextField<Label: View>: View {
    let text: String
    let placeholder: Text
    let isSecure: Bool
    init(text: String, placeholder: Text, isSecure: Bool) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
    }
    public var body: Never { primitiveBody() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), isSecure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(title), isSecure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), isSecure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), isSecure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(title), isSecure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), isSecure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), isSecure: false)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(titleKey), isSecure: false)
    }
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(titleKey), isSecure: false)
    }
}

extension TextField: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        var element: CellElement
        if text.isEmpty {
            element = resolver.with({ $0.foregroundColor = $0.foregroundColor ?? Color(semantic: .placeholderText) }) {
                placeholder.element(in: resolver)
            }
        } else {
            element = Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text).element(in: resolver)
        }
        element.width = .fill(weight: 1)
        return [.content(element)]
    }
}

/// A secure field: its text as bullets, or its placeholder.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public var body: Never { primitiveBody() }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: Text(titleKey), isSecure: true)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: Text(title), isSecure: true)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), isSecure: true)
    }
}

extension SecureField: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { field.resolve(in: resolver) }
}

/// A stepper: its label, and the − + control on the trailing side (a pill of two symbols).
public struct Stepper<Label: View>: View {
    let label: Label
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: Never { primitiveBody() }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }
}

extension Stepper: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        func half(_ symbol: String) -> CellElement {
            CellElement.hstack(alignment: .center) {
                CellElement.symbol(symbol, style: .body, color: resolver.foreground(default: .semantic(.label)))
            }.width(.points(46.5)).height(.points(32))
        }
        var control = CellElement.hstack(alignment: .center) {
            half("minus")
            CellElement.divider()
            half("plus")
        }
        control.fill = .semantic(.tertiarySystemFill)
        control.cornerRadius = 8
        return [Piece(.row(ControlRow(label: resolver.controlLabel(label), detail: control)))]
    }
}

/// A progress view: with a value, a bar in the tint on a systemGray5 track; without one, the
/// indeterminate spinner, drawn as the `arrow.clockwise` symbol (the cell language has no spinner).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    public var body: Never { primitiveBody() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        fraction = nil
        label = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { Double($0) / Double(total) }
        label = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { Double($0) / Double(total) }
        self.label = label()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { Double($0) / Double(total) }
        label = Text(titleKey)
    }
}

extension ProgressView: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let labelElements = label.map { resolver.elements(resolver.resolve($0)) } ?? []
        guard let fraction else {
            resolver.warn("an indeterminate ProgressView is drawn as the arrow.clockwise symbol")
            let spinner = CellElement.symbol("arrow.clockwise", style: .body, color: .semantic(.secondaryLabel))
            if labelElements.isEmpty { return [.content(spinner)] }
            return [.content(.vstack(spacing: 8, alignment: .center) { [spinner] + labelElements })]
        }
        let bar = Resolver.bar(fraction: fraction, color: resolver.tint)
        if labelElements.isEmpty { return [.content(bar)] }
        return [.content(CellElement.vstack(spacing: 8, alignment: .fill) { labelElements + [bar] }.width(.fill(weight: 1)))]
    }
}

/// A slider: the bar of a progress view with the thumb at the value.
public struct Slider<Label: View>: View {
    let fraction: Double
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? (Double(value.wrappedValue) - Double(bounds.lowerBound)) / span : 0
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? (Double(value.wrappedValue) - Double(bounds.lowerBound)) / span : 0
    }
    public var body: Never { primitiveBody() }
}

extension Slider: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let f = min(max(fraction, 0), 1)
        var parts: [CellElement] = []
        if f > 0 { parts.append(.rectangle(resolver.tint, width: .fill(weight: f), height: .points(4), cornerRadius: 2)) }
        parts.append(CellElement.dot(.semantic(.white), size: 27))
        if f < 1 { parts.append(.rectangle(.semantic(.systemGray5), width: .fill(weight: 1 - f), height: .points(4), cornerRadius: 2)) }
        return [.content(CellElement.hstack(alignment: .center) { parts }.width(.fill(weight: 1)))]
    }
}

/// A date picker: its label and the date in a grey pill (iOS's compact style).
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }
    public var body: Never { primitiveBody() }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let locale = resolver.environment.locale
        func pill(_ text: String) -> CellElement {
            var pill = CellElement.badge(text, style: .body, weight: .regular, color: .semantic(.label), background: .semantic(.tertiarySystemFill))
            pill.padding = ElementInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
            pill.cornerRadius = 6
            return pill
        }
        var pills: [CellElement] = []
        if components.contains(.date) {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            pills.append(pill(formatter.string(from: date)))
        }
        if components.contains(.hourAndMinute) {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            pills.append(pill(formatter.string(from: date)))
        }
        let detail = CellElement.hstack(spacing: 6, alignment: .center) { pills }
        return [Piece(.row(ControlRow(label: resolver.controlLabel(label), detail: detail)))]
    }
}

/// A link: its label in the tint, as a button's.
public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { primitiveBody() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

extension Link: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        resolver.with({ $0.foregroundColor = $0.foregroundColor ?? .accentColor }) { resolver.resolve(label) }
    }
}

/// A menu: its label in the tint (its items are not drawn: the menu is closed).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { primitiveBody() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

extension Menu: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        resolver.with({ $0.foregroundColor = $0.foregroundColor ?? .accentColor }) { resolver.resolve(label) }
    }
}

/// A share link: its label (default "Share" with the share symbol) in the tint.
public struct ShareLink<Label: View>: View {
    let label: Label
    public init<I>(item: I, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { primitiveBody() }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    public init<I>(item: I) { label = SwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    public init<I>(_ titleKey: LocalizedStringKey, item: I) { label = SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") }
}

extension ShareLink: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        resolver.with({ $0.foregroundColor = $0.foregroundColor ?? .accentColor }) { resolver.resolve(label) }
    }
}

extension Resolver {
    /// A progress bar: the tint for `fraction` of a systemGray5 track, 4 pt tall.
    static func bar(fraction: Double, color: CellColor) -> CellElement {
        let f = min(max(fraction, 0), 1)
        var parts: [CellElement] = []
        if f > 0 { parts.append(.rectangle(color, width: .fill(weight: f), height: .points(4), cornerRadius: 2)) }
        if f < 1 { parts.append(.spacer(weight: 1 - f)) }
        var track = CellElement.hstack(alignment: .center) { parts }
        track.fill = .semantic(.systemGray5)
        track.cornerRadius = 2
        track.width = .fill(weight: 1)
        track.height = .points(4)
        return track
    }
}

extension Resolver {
    /// A control's label, or none under `.labelsHidden()`.
    func controlLabel<L: View>(_ label: L) -> [Piece] {
        environment.labelsHidden ? [] : resolve(label)
    }
}

/// The button that toggles a list's editing mode: "Edit" in the tint (the list is not editing
/// on the first frame).
public struct EditButton: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func resolve(in resolver: Resolver) -> [Piece] { resolver.resolve(Button("Edit") {}) }
}

/// A colour well: the label, and the chosen colour as a circle on the trailing side.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }
    public var body: Never { primitiveBody() }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let well = CellElement.dot(resolver.cellColor(selection.wrappedValue), size: 28)
        return [Piece(.row(ControlRow(label: resolver.controlLabel(label), detail: well)))]
    }
}

/// A group of rows under a disclosure row: the title with a chevron in the tint (pointing
/// down when expanded, and the content's rows after it). Collapsed unless bound open.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = false
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }
    public var body: Never { primitiveBody() }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

extension DisclosureGroup: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let chevron = CellElement.symbol(isExpanded ? "chevron.down" : "chevron.right", style: .footnote, color: resolver.tint)
        let following = isExpanded ? resolver.resolve(content) : []
        return [Piece(.row(ControlRow(label: resolver.resolve(label), detail: chevron, followingRows: following)))]
    }
}

/// A box of views: its label in headline over its content, on a rounded fill.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public var body: Never { primitiveBody() }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension GroupBox: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        let title = resolver.with({ $0.font = $0.font ?? .headline }) { resolver.elements(resolver.resolve(label)) }
        var box = CellElement.vstack(spacing: 8, alignment: .leading) { title + resolver.elements(resolver.resolve(content)) }
        box.fill = .semantic(.secondarySystemBackground)
        box.cornerRadius = 8
        box.padding = ElementInsets(all: 16)
        box.width = .fill(weight: 1)
        return [.content(box)]
    }
}
