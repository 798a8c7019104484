import Foundation
import SwiftUI
import TableLayout
import TableSnapshotSwiftUI
import Testing

/// Every rendered symbol against the cell-language table it stands for: the resolved table
/// must equal the table written with tablesnap's own builder (equal models draw equal
/// PNGs; a few are also compared as PNG bytes).
@MainActor @Suite struct RenderedSymbolTests {
    typealias TSection = TableLayout.Section
    typealias TText = CellElement

    /// A custom row as a SwiftUI list draws it: content centred, 8 pt above and below, at least 44 pt.
    func customRow(_ root: CellElement, accessory: Row.Accessory = .none) -> Row {
        var root = root
        root.minHeight = 44
        root.padding = ElementInsets(top: 8, bottom: 8)
        var row = Row()
        row.content = CellContent(root)
        row.height = .automatic
        row.accessory = accessory
        return row
    }

    func wrapped(_ element: CellElement) -> CellElement { .hstack(spacing: 0, alignment: .center) { [element] } }

    func one(_ rows: [Row], header: String? = nil, footer: String? = nil) -> TableLayout.Table {
        var section = TSection(rows: RowList(rows))
        section.header = header.map { SectionBand(title: $0) }
        section.footer = footer.map { SectionBand(title: $0) }
        return Render.expected([section])
    }

    @Test func textIsAStockRow() throws {
        let view = List { Text("Hello") }
        #expect(Render.table(view) == one([Render.row("Hello")]))
        // The same PNG bytes as the table written by hand.
        #expect(try Render.png(view) == Render.png(one([Render.row("Hello")])))
    }

    @Test func toggleIsASwitchRow() throws {
        let view = Form { Toggle("Wi-Fi", isOn: .constant(true)) }
        var row = Render.row("Wi-Fi")
        row.accessory = .switch
        row.isOn = true
        #expect(Render.table(view) == one([row]))
        #expect(try Render.png(view) == Render.png(one([row])))
    }

    @Test func navigationLinkIsADisclosureRow() {
        let view = List { NavigationLink("General") { Text("Detail") } }
        var row = Render.row("General")
        row.accessory = .disclosureIndicator
        #expect(Render.table(view) == one([row]))
    }

    @Test func labeledContentIsValue1() {
        let view = Form { LabeledContent("Version", value: "2.1") }
        var row = Render.row("Version", style: .value1)
        row.detail = "2.1"
        #expect(Render.table(view) == one([row]))
    }

    @Test func pickerNavigationLinkIsValue1WithChevron() {
        let view = Form {
            Picker("Theme", selection: .constant("dark")) {
                Text("Light").tag("light")
                Text("Dark").tag("dark")
            }.pickerStyle(.navigationLink)
        }
        var row = Render.row("Theme", style: .value1)
        row.detail = "Dark"
        row.accessory = .disclosureIndicator
        #expect(Render.table(view) == one([row]))
    }

    @Test func pickerMenuShowsTheChoiceAndChevrons() {
        let view = Form {
            Picker("Theme", selection: .constant(2)) {
                ForEach(1..<4) { Text("Option \($0)") }
            }
        }
        let detail = CellElement.hstack(spacing: 4, alignment: .center) {
            CellElement.text("Option 2", color: .semantic(.secondaryLabel))
            CellElement.symbol("chevron.up.chevron.down", style: .footnote, color: .semantic(.secondaryLabel))
        }
        var title = CellElement.text("Theme", lines: 0)
        title.width = .fill(weight: 1)
        let root = CellElement.hstack(spacing: 8, alignment: .center) { [title, detail] }
        #expect(Render.table(view) == one([customRow(root)]))
    }

    @Test func pickerInlineIsCheckmarkRows() {
        let view = Form {
            Picker("Size", selection: .constant("M")) {
                ForEach(["S", "M", "L"], id: \.self) { Text($0) }
            }.pickerStyle(.inline)
        }
        var rows = ["S", "M", "L"].map { Render.row($0) }
        rows[1].accessory = .checkmark
        #expect(Render.table(view) == one(rows))
    }

    @Test func sectionHeadersAndFootersInEveryForm() {
        let expected = Render.expected([
            { var s = TSection(rows: RowList([Render.row("A")])); s.header = SectionBand(title: "One"); return s }(),
            { var s = TSection(rows: RowList([Render.row("B")])); s.header = SectionBand(title: "Two"); s.footer = SectionBand(title: "Note"); return s }(),
            { var s = TSection(rows: RowList([Render.row("C")])); s.footer = SectionBand(title: "Only a footer"); return s }(),
            TSection(rows: RowList([Render.row("D")])),
        ])
        let view = List {
            Section("One") { Text("A") }
            Section { Text("B") } header: { Text("Two") } footer: { Text("Note") }
            Section(footer: Text("Only a footer")) { Text("C") }
            Section { Text("D") }
        }
        #expect(Render.table(view) == expected)
    }

    @Test func buttonRowsAreTinted() {
        let view = List {
            Button("Sign In") {}
            Button("Delete Account", role: .destructive) {}
        }
        func tinted(_ title: String, _ color: CellColor) -> Row {
            var text = CellElement.text(title, color: color, lines: 0)
            text.width = .fill(weight: 1)
            return customRow(wrapped(text))
        }
        #expect(Render.table(view) == one([tinted("Sign In", .semantic(.tint)), tinted("Delete Account", .semantic(.systemRed))]))
    }

    @Test func labelIsATintedSymbolAndItsTitle() {
        let view = List { Label("Airplane Mode", systemImage: "airplane") }
        let icon = CellElement.hstack(alignment: .center) { CellElement.symbol("airplane", color: .semantic(.tint)) }.width(.points(24))
        let root = CellElement.hstack(spacing: 16, alignment: .center) { [icon, CellElement.text("Airplane Mode", lines: 0)] }
        #expect(Render.table(view) == one([customRow(root)]))
    }

    @Test func stacksSpacersAndDividersAreTheCellLanguagesOwn() {
        let view = List {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Grace Hopper").font(.headline)
                    Text("Compiler notes").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("9:41").font(.footnote)
            }
        }
        let root = CellElement.hstack(spacing: 8, alignment: .center) {
            CellElement.vstack(spacing: 2, alignment: .leading) {
                CellElement.text("Grace Hopper", style: .headline, weight: .semibold, lines: 0)
                CellElement.text("Compiler notes", style: .subheadline, color: .semantic(.secondaryLabel), lines: 0)
            }
            CellElement.spacer()
            CellElement.text("9:41", style: .footnote, lines: 0)
        }
        #expect(Render.table(view) == one([customRow(root)]))
        let divided = List { VStack { Text("A"); Divider(); Text("B") } }
        var inner = CellElement.vstack(spacing: 4, alignment: .center) {
            CellElement.text("A", lines: 0)
            CellElement.divider()
            CellElement.text("B", lines: 0)
        }
        inner.width = .fill(weight: 1)
        #expect(Render.table(divided) == one([customRow(wrapped(inner))]))
    }

    @Test func textFieldsShowTheirValueOrPlaceholder() {
        let view = Form {
            TextField("Name", text: .constant(""))
            TextField("Name", text: .constant("Ada"))
            SecureField("Password", text: .constant("abc"))
        }
        func field(_ text: String, _ color: CellColor) -> Row {
            var element = CellElement.text(text, color: color, lines: 0)
            element.width = .fill(weight: 1)
            return customRow(wrapped(element))
        }
        #expect(Render.table(view) == one([field("Name", .semantic(.placeholderText)), field("Ada", .semantic(.label)), field("•••", .semantic(.label))]))
    }

    @Test func fontModifiersAndColours() throws {
        let view = List {
            Text("Bold").bold()
            Text("Semibold title").font(.title3).fontWeight(.semibold)
            Text("Italic").italic().foregroundColor(.red)
            Text("Two lines at most").lineLimit(2)
        }
        func text(_ element: CellElement) -> Row {
            var element = element
            element.width = .fill(weight: 1)
            return customRow(wrapped(element))
        }
        #expect(Render.table(view) == one([
            text(.text("Bold", weight: .bold, lines: 0)),
            text(.text("Semibold title", style: .title3, weight: .semibold, lines: 0)),
            text(.text("Italic", italic: true, color: .semantic(.systemRed), lines: 0)),
            Render.row("Two lines at most").with { $0.lines = 2 },
        ]))
    }

    @Test func bracesAreDrawnAsWritten() throws {
        let view = List { Text("{name} and {x}").bold() }
        var text = CellElement.text("{t0}", weight: .bold, lines: 0)
        text.width = .fill(weight: 1)
        var row = customRow(wrapped(text))
        row.data = .object([(key: "t0", value: .string("{name} and {x}"))])
        #expect(Render.table(view) == one([row]))
        // Drawn with the braces: not the empty text an unbound placeholder would give.
        #expect(try Render.png(view) != Render.png(List { Text(" and ").bold() }))
    }

    @Test func listStylesPickTheTableStyle() {
        #expect(Render.table(List { Text("A") }.listStyle(.plain)).style == .plain)
        #expect(Render.table(List { Text("A") }.listStyle(.grouped)).style == .grouped)
        #expect(Render.table(List { Text("A") }.listStyle(.insetGrouped)).style == .insetGrouped)
        #expect(Render.table(Form { Text("A") }).style == .insetGrouped)
    }

    @Test func rowModifiersSetTheRow() {
        let view = List {
            Text("Inbox").badge(3)
            Text("Red").listRowBackground(Color.red)
        }
        var inbox = Render.row("Inbox", style: .value1)
        inbox.detail = "3"
        var red = Render.row("Red")
        red.background = SemanticColor.systemRed.color(.light)
        #expect(Render.table(view) == one([inbox, red]))
    }

    @Test func disabledRowsAreDimmed() {
        let view = List { Text("Off").disabled(true) }
        var text = CellElement.text("Off", color: .semantic(.tertiaryLabel), lines: 0)
        text.width = .fill(weight: 1)
        #expect(Render.table(view) == one([customRow(wrapped(text))]))
    }

    @Test func environmentSetsTheTableAndAppearance() {
        let view = List { Text("A") }
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.dynamicTypeSize, .accessibility2)
            .environment(\.colorScheme, .dark)
        let resolved = ResolvedView(view)
        #expect(resolved.table.layoutDirection == .rightToLeft)
        #expect(resolved.table.contentSize == .accessibility2)
        #expect(resolved.appearance == .dark)
    }

    @Test func stepperAndProgressAndShapes() {
        let view = List {
            Stepper("Copies", value: .constant(2), in: 1...10)
            ProgressView(value: 0.25)
            HStack { Circle().fill(.green).frame(width: 12, height: 12); Text("Online") }
        }
        let table = Render.table(view)
        let rows = table.sections[0].rows
        #expect(rows.count == 3)
        guard case .stack(let stepperRoot)? = rows[0].content?.root.kind else { Issue.record("no stepper content"); return }
        #expect(stepperRoot.children.count == 2)
        let dot = CellElement.dot(.semantic(.systemGreen), size: 12)
        let online = CellElement.hstack(spacing: 8, alignment: .center) { [dot, CellElement.text("Online", lines: 0)] }
        #expect(rows[2] == customRow(online))
    }
}

extension Row {
    func with(_ change: (inout Row) -> Void) -> Row {
        var row = self
        change(&row)
        return row
    }
}
