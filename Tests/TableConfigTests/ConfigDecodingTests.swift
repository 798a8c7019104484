import Testing
@testable import TableConfig
import TableLayout

@Suite struct ConfigDecodingTests {
    static let fullYAML = """
        width: 390
        style: insetGrouped
        scale: 3
        appearance: dark
        viewport: {height: 600, offset: 120}
        rowHeight: automatic
        estimatedRowHeight: 50
        headerHeight: 30
        footerHeight: automatic
        sectionSpacing: 12
        tableHeader: {title: Hello, height: 80}
        tableFooter: {height: 40}
        separator: {style: single, color: "#C6C6C8", inset: {left: 20, right: 4}}
        mode: 1
        cells:
          person: {style: subtitle, accessory: disclosureIndicator, height: 60, textColor: "#112233"}
        sections:
          - id: people
            header: People
            footer: {title: The end, height: 24}
            rowHeight: 50
            rows:
              - {id: ada, cell: person, title: Ada, subtitle: "{role}", data: {role: Analyst}, height: 70}
              - {title: Switch, accessory: switch, on: true, selected: true, editing: delete, reorder: true, indent: 2}
              - {repeat: 5, title: "Item {index}", heights: [10, 20]}
              - {title: NO, detail: 1.50, style: value2, lines: 0, tag: t1, tint: "#FF000080", background: "#ffffff"}
        """

    @Test func everyKeyOfTheSpecDecodes() throws {
        let document = try ConfigLoader.load(text: ConfigDecodingTests.fullYAML, file: "/tmp/full.yaml")
        let table = document.table
        #expect(table.width == 390 && table.style == .insetGrouped)
        #expect(document.view.scale == 3 && document.view.appearance == .dark && document.source.mode == 1)
        #expect(document.view.viewportHeight == 600 && document.view.viewportOffset == 120)
        #expect(table.rowHeight == .automatic && table.estimatedRowHeight == 50)
        #expect(table.headerHeight == .points(30) && table.footerHeight == .automatic)
        #expect(table.sectionSpacing == 12)
        #expect(table.tableHeader == TableBand(title: "Hello", height: 80) && table.tableFooter == TableBand(height: 40))
        #expect(table.separator == Separator(style: .single, color: Color(red: 0xC6, green: 0xC6, blue: 0xC8), insetLeft: 20, insetRight: 4))
        let section = table.sections[0]
        #expect(section.id == "people" && section.header == SectionBand(title: "People"))
        #expect(section.footer == SectionBand(title: "The end", height: .points(24)))
        #expect(section.rowHeight == .points(50))
        #expect(section.rows.count == 8)

        let ada = section.rows[0]
        #expect(ada.cell == "person" && ada.style == .subtitle && ada.accessory == .disclosureIndicator)
        #expect(ada.height == .points(70), "the row's own height wins over the template's")
        #expect(ada.textColor == Color(red: 0x11, green: 0x22, blue: 0x33))
        #expect(ada.subtitle == "Analyst", "placeholders read the row's data")

        let control = section.rows[1]
        #expect(control.accessory == .switch && control.isOn && control.isSelected)
        #expect(control.editing == .delete && control.showsReorderControl && control.indentationLevel == 2)

        #expect(section.rows[2].title == "Item 0" && section.rows[3].title == "Item 1")
        #expect(section.rows[2].height == .points(10) && section.rows[3].height == .points(20))

        let text = section.rows[7]
        #expect(text.title == "NO" && text.detail == "1.50", "scalars keep their text as written")
        #expect(text.style == .value2 && text.lines == 0 && text.tag == "t1")
        #expect(text.tint == Color(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func jsonAndYAMLGiveTheSameTable() throws {
        let yaml = "width: 320\nsections:\n  - header: A\n    rows:\n      - {title: x, height: 50}\n      - {repeat: 3, heights: [1, 2]}\n"
        let json = #"{"width": 320, "sections": [{"header": "A", "rows": [{"title": "x", "height": 50}, {"repeat": 3, "heights": [1, 2]}]}]}"#
        let fromYAML = try ConfigLoader.load(text: yaml, file: "t.yaml").table
        let fromJSON = try ConfigLoader.load(text: json, file: "t.json").table
        let fromJSONNamedYAML = try ConfigLoader.load(text: json, file: "t.yaml").table
        #expect(fromYAML == fromJSON)
        #expect(fromYAML == fromJSONNamedYAML)
    }

    /// Table-wide editing (issue 12; docs/config.md, Editing mode canEdit / canMove): the keys
    /// reach the model, on rows and on cell templates; the table is not editing unless it says
    /// so.
    @Test func editingCanEditAndCanMoveDecode() throws {
        let yaml = """
            width: 320
            editing: true
            cells:
              fixed: {canEdit: false, canMove: true}
            sections:
              - rows:
                  - {title: a}
                  - {title: b, cell: fixed}
                  - {title: c, canMove: true, editing: insert}
                  - {repeat: 3, title: "r{index}", canEdit: false}
            """
        let table = try ConfigLoader.load(text: yaml, file: "t.yaml").table
        #expect(table.isEditing)
        let rows = table.sections[0].rows
        #expect(rows[0].canEdit && !rows[0].canMove)
        #expect(!rows[1].canEdit && rows[1].canMove)
        #expect(rows[2].canMove && rows[2].editing == .insert)
        #expect(!rows[5].canEdit)
        #expect(rows[0].asDrawn(tableIsEditing: true).editing == .delete)
        #expect(rows[5].asDrawn(tableIsEditing: true).editing == nil)
        #expect(try !ConfigLoader.load(text: "width: 320\nsections: []\n", file: "t.yaml").table.isEditing)
    }

    /// `on: pending` (issue 12; AOZ's switch cell's Pending state; docs/config.md, Rows: `on`).
    @Test func aSwitchCanBePending() throws {
        let yaml = "width: 320\nsections:\n  - rows:\n      - {accessory: switch, on: pending}\n      - {accessory: switch, on: true}\n"
        let rows = try ConfigLoader.load(text: yaml, file: "t.yaml").table.sections[0].rows
        #expect(rows[0].isPending && !rows[0].isOn)
        #expect(!rows[1].isPending && rows[1].isOn)
    }

    @Test func jsonStringsAreTextAndEscapesDecode() throws {
        let json = #"{"width": 320, "sections": [{"rows": [{"title": "\u00e9\ud83d\ude00 \"q\" \/ \n", "subtitle": "44"}]}]}"#
        let row = try ConfigLoader.load(text: json, file: "t.json").table.sections[0].rows[0]
        #expect(row.title == "é😀 \"q\" / \n")
        #expect(row.subtitle == "44")
    }

    @Test func defaultsAreUIKits() throws {
        let document = try ConfigLoader.load(text: "width: 390\nsections: [{rows: [{title: a}]}]\n", file: "t.yaml")
        #expect(document.view == ViewSettings())
        #expect(document.table.style == .plain && document.table.rowHeight == .points(44))
        #expect(document.table.resolvedSectionSpacing == 0)
        #expect(document.table.separator == Separator())
    }

    /// docs/config.md, Generators: a `repeat`'s id is filled from `{index}` row by row (and the
    /// template's data), and each row is found by its own id.
    @Test func aRepeatIDIsFilledPerRow() throws {
        for text in ["width: 390\nsections:\n  - rows:\n      - {title: a, id: first}\n      - {repeat: 3, id: 'msg-{index}-{kind}', data: {kind: mail}, title: 'M {index}'}\n",
                     "{\"width\": 390, \"sections\": [{\"rows\": [{\"title\": \"a\", \"id\": \"first\"}, {\"repeat\": 3, \"id\": \"msg-{index}-{kind}\", \"data\": {\"kind\": \"mail\"}, \"title\": \"M {index}\"}]}]}"] {
            let section = try ConfigLoader.load(text: text, file: text.hasPrefix("{") ? "t.json" : "t.yaml").table.sections[0]
            #expect(section.rows.map(\.id) == ["first", "msg-0-mail", "msg-1-mail", "msg-2-mail"])
            #expect(section.rowIndex(id: "msg-2-mail") == 3 && section.rowIndex(id: "msg-3-mail") == nil && section.rowIndex(id: "msg-02-mail") == nil)
        }
    }
}
