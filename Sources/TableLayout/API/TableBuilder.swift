/// Builds a table's sections, or a section's rows, from statements: plain values, `if`,
/// `for` and optional values, as SwiftUI builds views.
@resultBuilder
public enum ListBuilder<Element> {
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    public static func buildEither(first part: [Element]) -> [Element] { part }
    public static func buildEither(second part: [Element]) -> [Element] { part }
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}

extension Table {
    /// A table declared in code, with the config's vocabulary:
    ///
    ///     Table(width: 390, style: .insetGrouped) {
    ///         Section("Fruits", id: "fruits") {
    ///             Row("Apple").accessory(.checkmark)
    ///             for name in ["Pear", "Plum"] { Row(name) }
    ///         }
    ///     }
    public init(width: Double, style: TableStyle = .plain, @ListBuilder<Section> sections: () -> [Section]) {
        self.init(width: width, style: style, sections: sections())
    }
}

extension Section {
    /// A section with an optional header title and id, and rows declared in code.
    public init(_ header: String? = nil, id: String? = nil, footer: String? = nil, @ListBuilder<Row> rows: () -> [Row]) {
        self.init(id: id, header: header.map { SectionBand(title: $0) }, footer: footer.map { SectionBand(title: $0) },
                  rows: RowList(rows()))
    }
}

extension Row {
    /// A row showing `title`, as `Row("Apple")` in a builder.
    public init(_ title: String) {
        self.init(title: title)
    }

    // Modifiers: each returns a changed copy, so they chain.
    public func id(_ id: String) -> Row { with { $0.id = id } }
    public func style(_ style: Style) -> Row { with { $0.style = style } }
    public func subtitle(_ text: String) -> Row { with { $0.subtitle = text } }
    public func detail(_ text: String) -> Row { with { $0.detail = text } }
    public func accessory(_ accessory: Accessory) -> Row { with { $0.accessory = accessory } }
    public func toggle(isOn: Bool) -> Row { with { $0.accessory = .switch; $0.isOn = isOn } }
    public func height(_ points: Double) -> Row { with { $0.height = .points(points) } }
    public func automaticHeight() -> Row { with { $0.height = .automatic } }
    public func lines(_ lines: Int) -> Row { with { $0.lines = lines } }
    public func data(_ data: DataValue) -> Row { with { $0.data = data } }
    public func tag(_ tag: String) -> Row { with { $0.tag = tag } }
    public func selected(_ isSelected: Bool = true) -> Row { with { $0.isSelected = isSelected } }
    public func image(_ path: String) -> Row { with { $0.imagePath = path } }
    public func onSelect(_ action: @escaping @Sendable (Row) -> Void) -> Row { with { $0.onSelect = RowAction(action) } }

    private func with(_ change: (inout Row) -> Void) -> Row {
        var row = self
        change(&row)
        return row
    }
}
