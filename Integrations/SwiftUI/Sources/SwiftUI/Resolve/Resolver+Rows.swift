import TableLayout

/// SwiftUI's list row metrics: at least 44 pt tall, content centred, 8 pt above and below it
/// (a one-line body text sits where a UIKit cell's title does: 11 pt from each edge).
let listRowMinHeight = 44.0
let listRowVerticalPadding = 8.0

extension Resolver {
    /// Pieces as the elements of a stack: a control row gives its label and value.
    func elements(_ pieces: [Piece]) -> [CellElement] {
        pieces.flatMap { piece -> [CellElement] in
            switch piece.kind {
            case .content(let element): return [element]
            case .row(let row):
                if row.isOn != nil { warn("a Toggle outside a list row is drawn without its switch") }
                return elements(row.label) + (row.detail.map { [.spacer(), $0] } ?? [])
            case .section(let section): return elements(section.children)
            case .list(let list): return elements(list.children)
            }
        }
    }

    /// The text of pieces (a header, a picker's choice, a toolbar button), words joined by
    /// spaces; nil when there is none.
    func plainString(_ pieces: [Piece]) -> String? {
        let texts = elements(pieces).flatMap(Resolver.texts)
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

    static func texts(_ element: CellElement) -> [String] {
        switch element.kind {
        case .text(let text), .badge(let text): return text.text.isEmpty ? [] : [text.text]
        case .stack(let stack): return stack.children.flatMap(texts)
        default: return []
        }
    }

    /// The one body text in the label colour an element is, if it is only that: a stock row's title.
    static func plainTitle(_ element: CellElement) -> (text: String, lines: Int)? {
        guard case .text(let text) = element.kind, text.font == CellFont(.body), text.color == .semantic(.label),
              text.alignment == .natural, element.padding == .zero, element.width == nil, element.height == nil,
              element.fill == nil, element.minHeight == 0, element.minWidth == 0 else { return nil }
        return (text.text, text.lines)
    }

    /// A stock value1 row's detail: a body text in secondaryLabel.
    static func plainDetail(_ element: CellElement) -> String? {
        guard case .text(let text) = element.kind, text.font == CellFont(.body), text.color == .semantic(.secondaryLabel),
              element.padding == .zero, element.width == nil, element.fill == nil else { return nil }
        return text.text
    }

    /// The rows a piece is in a list's section.
    func rows(_ piece: Piece) -> [Row] {
        switch piece.kind {
        case .content(let element):
            return [row(label: [element], detail: nil, accessory: .none, isOn: nil, traits: piece.traits)]
        case .row(let control):
            let first = row(label: elements(control.label), detail: control.detail, accessory: control.accessory,
                            isOn: control.isOn, traits: piece.traits)
            return [first] + control.followingRows.flatMap(rows)
        case .section(let section):
            warn("a Section inside a Section is drawn as its rows")
            return section.children.flatMap(rows)
        case .list(let list):
            warn("a List inside a List is drawn as its rows")
            return list.children.flatMap(rows)
        }
    }

    /// One row: a stock row (default, or value1 with a detail) when the label is a plain
    /// title, so it is drawn exactly as the cell language's stock row; otherwise custom content.
    func row(label: [CellElement], detail: CellElement?, accessory: Row.Accessory, isOn: Bool?, traits: RowTraits) -> Row {
        var detail = detail
        if let badge = traits.badge {
            let badgeText = CellElement.text(badge, color: .semantic(.secondaryLabel))
            if let value = detail {
                detail = CellElement.hstack(spacing: 8, alignment: .center) { [value, badgeText] }
            } else {
                detail = badgeText
            }
        }
        var row: Row
        if traits.insets == nil, label.count == 1, let title = Resolver.plainTitle(label[0]),
           detail == nil || Resolver.plainDetail(detail!) != nil {
            row = Row(title: title.text, style: detail == nil ? .default : .value1)
            row.detail = detail.flatMap(Resolver.plainDetail)
            row.lines = title.lines
        } else {
            row = Row()
            var content = rowContent(label: label, detail: detail, insets: traits.insets)
            var literals: [(key: String, value: DataValue)] = []
            Resolver.bindBraces(&content.root, into: &literals)
            if !literals.isEmpty { row.data = .object(literals) }
            row.content = content
        }
        row.height = .automatic
        if let isOn {
            row.accessory = .switch
            row.isOn = isOn
        } else {
            row.accessory = accessory
        }
        row.background = traits.background
        row.tint = traits.tint
        return row
    }

    func rowContent(label: [CellElement], detail: CellElement?, insets: EdgeInsets?) -> CellContent {
        var labelElement: CellElement
        if label.count == 1, Resolver.isHStack(label[0]), detail == nil {
            labelElement = label[0]
        } else if label.count == 1 {
            labelElement = label[0]
            if labelElement.width == nil, Resolver.isFlexible(labelElement) { labelElement.width = .fill(weight: 1) }
        } else {
            labelElement = .hstack(spacing: defaultHStackSpacing, alignment: .center) { label }
            labelElement.width = .fill(weight: 1)
        }
        var root: CellElement
        if let detail {
            if Resolver.keepsItsWidth(labelElement) {
                // A label of its own size (an image): the value still goes to the trailing side.
                root = .hstack(spacing: defaultHStackSpacing, alignment: .center) { [labelElement, .spacer(), detail] }
            } else {
                if labelElement.width == nil { labelElement.width = .fill(weight: 1) }
                root = .hstack(spacing: defaultHStackSpacing, alignment: .center) { [labelElement, detail] }
            }
        } else if Resolver.isHStack(labelElement), labelElement.padding == .zero,
                  labelElement.fill == nil {
            root = labelElement
            root.width = nil
        } else {
            root = .hstack(spacing: 0, alignment: .center) { [labelElement] }
        }
        root.minHeight = listRowMinHeight
        if let insets {
            root.padding = ElementInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
            return CellContent(root, usesMargins: false)
        }
        root.padding = ElementInsets(top: listRowVerticalPadding, bottom: listRowVerticalPadding)
        return CellContent(root)
    }

    /// A text with `{` in it would be read as a placeholder by the cell language: it becomes
    /// one that reads the text itself from the row's data (`{t0}` → "{a}").
    static func bindBraces(_ element: inout CellElement, into literals: inout [(key: String, value: DataValue)]) {
        func bound(_ text: inout CellText) {
            guard text.text.contains("{") else { return }
            let key = "t\(literals.count)"
            literals.append((key, .string(text.text)))
            text.text = "{\(key)}"
        }
        switch element.kind {
        case .text(var text):
            bound(&text)
            element.kind = .text(text)
        case .badge(var text):
            bound(&text)
            element.kind = .badge(text)
        case .stack(var stack):
            for i in stack.children.indices { bindBraces(&stack.children[i], into: &literals) }
            element.kind = .stack(stack)
        default: break
        }
    }

    /// Whether an element is a horizontal stack (the stack's axis is tablesnap's own).
    static func isHStack(_ element: CellElement) -> Bool {
        guard case .stack(let stack) = element.kind else { return false }
        return stack == CellStack(axis: .horizontal, spacing: stack.spacing, alignment: stack.alignment,
                                  distribution: stack.distribution, children: stack.children)
    }

    /// Whether an element keeps a width of its own in a row: a width in points, or a symbol,
    /// image or shape with none.
    static func keepsItsWidth(_ element: CellElement) -> Bool {
        switch element.width {
        case .fill?: return false
        case nil: return !isFlexible(element)
        default: return true
        }
    }

    /// Texts and stacks take a row's width; symbols, images and shapes keep their size.
    static func isFlexible(_ element: CellElement) -> Bool {
        switch element.kind {
        case .text, .stack: return true
        default: return false
        }
    }

    /// The table a list draws as, `width` points wide.
    func table(_ list: ListPiece, width: Double) -> Table {
        var sections: [TableLayout.Section] = []
        var loose: [Row] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            sections.append(TableLayout.Section(rows: RowList(loose)))
            loose = []
        }
        for piece in list.children {
            if case .section(let section) = piece.kind {
                closeLoose()
                var tableSection = TableLayout.Section(rows: RowList(section.children.flatMap(rows)))
                tableSection.header = section.header.map { SectionBand(title: $0) }
                tableSection.footer = section.footer.map { SectionBand(title: $0) }
                sections.append(tableSection)
            } else {
                loose += rows(piece)
            }
        }
        closeLoose()
        var table = Table(width: width, style: list.style, sections: sections)
        // SwiftUI's own section headers and footers, spaced as its List and Form space them.
        table.framework = .swiftUI
        table.rowHeight = .automatic
        // SwiftUI's list (a UICollectionView list since iOS 16) has no top padding above its
        // first section, which UITableView's grouped styles add (17.5 pt): ScanNow's Form
        // pictures put the first header's band at the list's top (docs/swiftui.md, "The
        // corpus's screens").
        if list.style != .plain { table.tableHeader = TableBand(height: 0) }
        table.contentSize = list.dynamicTypeSize.contentSize
        table.layoutDirection = list.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return table
    }
}

extension DynamicTypeSize {
    var contentSize: ContentSize {
        ContentSize.allCases[DynamicTypeSize.allCases.firstIndex(of: self) ?? 3]
    }
}
