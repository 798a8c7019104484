import TableLayout

/// Text, as SwiftUI's: verbatim, localised (`Text("key")`), formatted, joined with `+`.
/// Drawn as one text element of the cell language: the first run's font and colour for all
/// of it (docs/swiftui.md, Known differences).
public struct Text: View {
    enum Source {
        case verbatim(String)
        case key(LocalizedStringKey, tableName: String?)
        case formatted(@Sendable (Locale) -> String)
        case symbol(String)
    }
    struct Run {
        var source: Source
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var color: Color?
    }
    var runs: [Run]

    public enum DateStyle: Hashable, Sendable {
        case time, date, relative, offset, timer

        func format(_ date: Date, locale: Locale) -> String {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch self {
            case .time:
                formatter.dateStyle = .none
                formatter.timeStyle = .short
            case .date:
                formatter.dateStyle = .long
                formatter.timeStyle = .none
            case .relative, .offset, .timer:
                // Relative to now would differ from run to run: drawn as the date and time.
                formatter.dateStyle = .medium
                formatter.timeStyle = .short
            }
            return formatter.string(from: date)
        }
    }

    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    init(runs: [Run]) { self.runs = runs }
    init(source: Source) { runs = [Run(source: source)] }

    public init(verbatim content: String) { self.init(source: .verbatim(content)) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(source: .verbatim(String(content))) }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(source: .key(key, tableName: tableName))
    }

    public init(_ date: Date, style: DateStyle) {
        self.init(source: .formatted { style.format(date, locale: $0) })
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        let text = format.format(input)
        self.init(source: .formatted { _ in text })
    }

    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        let text = formatter.string(for: subject) ?? ""
        self.init(source: .formatted { _ in text })
    }

    public init(_ image: Image) {
        if case .symbol(let name) = image.source { self.init(source: .symbol(name)) } else { self.init(source: .verbatim("")) }
    }

    // Foundation on Linux lets a string literal be an AttributedString: disfavoured, so
    // `Text("key")` stays a localised key as on iOS.
    @_disfavoredOverload
    public init(_ attributed: AttributedString) { self.init(source: .verbatim(String(attributed.characters))) }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(source: .verbatim("0:00"))
    }

    public var body: Never { primitiveBody() }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    private func withRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for i in text.runs.indices { change(&text.runs[i]) }
        return text
    }

    public func font(_ font: Font?) -> Text { withRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { withRuns { $0.weight = weight } }
    public func bold() -> Text { withRuns { $0.weight = .bold } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { withRuns { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { withRuns { $0.color = color } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { withRuns { $0.color = style.asColor } }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// The text with no environment: verbatim runs and keys as written (for interpolation).
    var verbatimString: String { string(strings: LocalizedStrings(), locale: Locale(identifier: "en_US")) }

    func string(strings: LocalizedStrings, locale: Locale) -> String {
        runs.map { run in
            switch run.source {
            case .verbatim(let text): return text
            case .key(let key, let table): return key.resolved(in: strings, tableName: table)
            case .formatted(let format): return format(locale)
            case .symbol: return ""
            }
        }.joined()
    }

    /// The text element this text draws as in `resolver`'s environment.
    func element(in resolver: Resolver) -> CellElement {
        let environment = resolver.environment
        var string = string(strings: environment.strings, locale: environment.locale)
        let first = runs.first
        let font = first?.font ?? environment.font ?? .body
        let weight = first?.weight ?? environment.fontWeight
        let italic = first?.italic ?? (environment.isItalic || font.isItalic)
        for note in font.approximations + [(weight ?? font.weight)?.approximation].compactMap({ $0 }) { resolver.warn(note) }
        let color = first?.color.map(resolver.cellColor).map { resolver.environment.isEnabled ? $0 : .semantic(.tertiaryLabel) }
            ?? resolver.foreground(default: .semantic(.label))
        if runs.count > 1, runs.contains(where: { $0.font != first?.font || $0.weight != first?.weight || $0.color != first?.color }) {
            resolver.warn("Text + Text is drawn in its first part's font and colour")
        }
        if runs.contains(where: { if case .symbol = $0.source { return true } else { return false } }) {
            resolver.warn("Text(Image) inside text is left out")
        }
        if let textCase = environment.textCaseForText {
            string = textCase == .uppercase ? string.uppercased(with: environment.locale) : string.lowercased(with: environment.locale)
        }
        var cellText = CellText(string, font: font.cellFont(weight: weight, italic: italic), color: color,
                                lines: environment.lineLimit ?? 0)
        cellText.lineSpacing.extra += environment.lineSpacing
        switch environment.multilineTextAlignment {
        case .leading: cellText.alignment = .natural
        case .center: cellText.alignment = .center
        case .trailing: cellText.alignment = .trailing
        }
        return CellElement(.text(cellText))
    }
}

extension Text: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] { [.content(element(in: resolver))] }
}

extension EnvironmentValues {
    /// `.textCase` applied to a text itself (not the section header's default uppercase,
    /// which the table draws).
    var textCaseForText: Text.Case? {
        get { self[TextCaseForTextKey.self] }
        set { self[TextCaseForTextKey.self] = newValue }
    }
}

private struct TextCaseForTextKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}
