import Foundation
import Testing
import TestSupport
@testable import TableConfig
import TableLayout

/// Custom cells in configs (docs/cells.md): every element kind read, templates that extend
/// templates, YAML merge keys, and every bad key and value refused at its position.
@Suite struct CellConfigTests {
    /// A config of one row whose `content` is `element` (flow YAML), line 3 column 18 on.
    static func config(_ element: String, data: String? = nil) -> String {
        "width: 390\nsections:\n  - rows: [{content: \(element)\(data.map { ", data: \($0)" } ?? "")}]\n"
    }

    static func content(_ text: String) throws -> CellContent {
        let row = try ConfigLoader.load(text: text, file: "t.yaml").table.sections[0].rows[0]
        return try #require(row.content)
    }

    @Test func readsEveryElementKind() throws {
        let content = try CellConfigTests.content(CellConfigTests.config("""
            {hstack: [{dot: systemBlue, size: 8, visible: "{unread}"}, {symbol: gear, tile: systemGray, id: gear},
            {vstack: [{text: "{name}", style: headline, weight: bold, italic: true, color: "#FF0000", lines: 2, alignment: trailing},
            {badge: "3", background: systemRed}, {divider: true, color: separator}, {rectangle: systemGray5, height: 4, width: fill}],
            spacing: 2, alignment: fill}, {spacer: 2}], spacing: 8, alignment: firstBaseline, distribution: equalSpacing,
            padding: {vertical: 10, leading: 4}, margins: false, background: systemGray6, cornerRadius: 8, action: open}
            """, data: "{name: Ada, unread: true}"))
        #expect(content.usesMargins == false)
        guard case .stack(let stack) = content.root.kind else { Issue.record("not a stack"); return }
        #expect(stack.axis == .horizontal && stack.spacing == 8 && stack.alignment == .firstBaseline && stack.distribution == .equalSpacing)
        #expect(content.root.padding == ElementInsets(top: 10, leading: 4, bottom: 10, trailing: 0))
        #expect(content.root.fill == .semantic(.systemGray6) && content.root.cornerRadius == 8 && content.root.action == "open")
        #expect(stack.children.count == 4)
        #expect(stack.children[0].visible == nil)  // filled: the row's data says unread
        #expect(stack.children[0].fill == .semantic(.systemBlue) && stack.children[0].width == .points(8))
        guard case .symbol(let gear) = stack.children[1].kind else { Issue.record("not a symbol"); return }
        #expect(gear.name == "gear" && gear.tile == .semantic(.systemGray) && stack.children[1].id == "gear")
        guard case .stack(let inner) = stack.children[2].kind, case .text(let text) = inner.children[0].kind else {
            Issue.record("not a vstack of text"); return
        }
        #expect(text.text == "Ada" && text.font == CellFont(.headline, weight: .bold, italic: true) && text.lines == 2)
        #expect(text.color == .fixed(Color(red: 255, green: 0, blue: 0)) && text.alignment == .trailing)
        if case .badge(let badge) = inner.children[1].kind { #expect(badge.text == "3") } else { Issue.record("not a badge") }
        #expect(inner.children[2].kind == .divider && inner.children[3].width == .fill(weight: 1))
        #expect(stack.children[3].kind == .spacer(weight: 2))
    }

    /// Issue 31's keys: point sizes, paragraph spacing, an image's mode, tint and ratio.
    @Test func readsPointSizesLineSpacingAndImageSettings() throws {
        let content = try CellConfigTests.content(CellConfigTests.config(
            "{vstack: [{text: a, size: 16, weight: bold}, {text: b, size: 15, relativeTo: footnote, lineSpacing: 4, lineHeightMultiple: 1.2}, "
            + "{rectangle: systemRed, aspectRatio: 2}]}"))
        guard case .stack(let stack) = content.root.kind, case .text(let a) = stack.children[0].kind,
              case .text(let b) = stack.children[1].kind else { Issue.record("not a vstack of texts"); return }
        #expect(a.font == CellFont(size: 16, weight: .bold) && a.font.size(at: .accessibility1) == 16)
        #expect(b.font == CellFont(size: 15, relativeTo: .footnote) && b.lineSpacing == LineSpacing(.font, lineHeightMultiple: 1.2, extra: 4))
        #expect(stack.children[2].aspectRatio == 2)
    }

    /// `{placeholder}` in an image path, with a row's data or a source's: the file name is
    /// filled; the folder before it is checked when the config is read.
    @Test(arguments: ["\"{image}\"", "\"{image}.png\"", "\"assets/{image}.png\"", "{file: \"assets/{image}.png\", tint: tint}"])
    func imagePathsTakePlaceholders(_ written: String) throws {
        let folder = try TemporaryFolder.make("image-placeholders")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let name = written.contains(".png") ? "red" : "red.png"
        let expected = (written.contains("assets") ? folder.appendingPathComponent("assets") : folder).appendingPathComponent("red.png").path
        let yaml = """
            width: 390
            data:
              photos: [{image: \(name)}]
            cells:
              photo: {content: {image: \(written), contentMode: aspectFill}}
            sections:
              - rows: [{cell: photo, data: {image: \(name)}}, {source: photos, cell: photo}]
            """
        let file = folder.appendingPathComponent("t.yaml").path
        try yaml.write(toFile: file, atomically: true, encoding: .utf8)
        let rows = try ConfigLoader.load(file: file).table.sections[0].rows
        let single = try #require(rows.first?.content)
        guard case .image(let path, _) = single.root.kind else { Issue.record("not an image"); return }
        #expect(FilePath.resolve(path) == FilePath.resolve(expected), "\(path)")
        #expect(single.root.contentMode == .aspectFill)
        if written.contains("tint") { #expect(single.root.tint == .semantic(.tint)) }
    }

    @Test func hiddenElementsAreRemovedWhenTheDataSaysSo() throws {
        let content = try CellConfigTests.content(CellConfigTests.config(
            "{hstack: [{dot: systemBlue, visible: \"{unread}\"}, {text: \"{name}\"}, {text: \"{missing}\"}]}", data: "{name: Ada, unread: false}"))
        guard case .stack(let stack) = content.root.kind else { Issue.record("not a stack"); return }
        #expect(stack.children.count == 1)  // the dot is hidden and the empty text takes no room
    }

    @Test func templatesExtendTemplates() throws {
        let text = """
            width: 390
            cells:
              base: {height: 60, content: {text: "{name}"}, accessory: checkmark}
              middle: {extends: base, accessory: disclosureIndicator, tag: m}
              top: {extends: middle, tag: t}
            sections:
              - rows: [{cell: top, data: {name: Ada}}, {cell: middle}]
            """
        let rows = try ConfigLoader.load(text: text, file: "t.yaml").table.sections[0].rows
        #expect(rows[0].height == .points(60) && rows[0].accessory == .disclosureIndicator && rows[0].tag == "t")
        #expect(rows[1].tag == "m" && rows[0].content != nil)
    }

    @Test func yamlMergeKeysMergeMappings() throws {
        let text = """
            width: 390
            base: &base {height: 50, accessory: checkmark, tag: base}
            other: &other {tag: other, lines: 3}
            sections:
              - rows:
                  - {<<: *base, title: A, tag: own}
                  - {<<: [*other, *base], title: B}
            """
        // `base` and `other` are not table keys: read them as data of a template instead.
        let config = text.replacingOccurrences(of: "base: &base", with: "cells:\n  base: &base")
            .replacingOccurrences(of: "other: &other", with: "  other: &other")
        let rows = try ConfigLoader.load(text: config, file: "t.yaml").table.sections[0].rows
        #expect(rows[0].height == .points(50) && rows[0].accessory == .checkmark && rows[0].tag == "own")
        #expect(rows[1].tag == "other" && rows[1].lines == 3 && rows[1].height == .points(50))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static func bad(_ name: String, _ element: String, column: Int, _ message: String, data: String? = nil) -> Case {
        Case(name: name, text: config(element, data: data), line: 3, column: column, message: message)
    }

    static let cases: [Case] = [
        bad("unknown element kind", "{txet: Hello}", column: 22, "did you mean 'text' for 'txet'?"),
        bad("two kinds", "{text: a, dot: systemBlue}", column: 22, "an element has one kind"),
        bad("not a mapping", "[text]", column: 22, "an element must be a mapping"),
        bad("unknown key of a kind", "{text: a, tile: systemBlue}", column: 32, "unknown key 'tile' in a text element"),
        bad("misspelt key", "{text: a, wieght: bold}", column: 32, "did you mean 'weight'?"),
        bad("unknown text style", "{text: a, style: headlin}", column: 39, "did you mean 'headline'?"),
        bad("unknown weight", "{text: a, weight: heavy}", column: 40, "'weight' must be one of 'regular', 'medium', 'semibold' or 'bold'"),
        bad("unknown colour", "{text: a, color: secondaryLable}", column: 39, "did you mean 'secondaryLabel'?"),
        bad("colour is a number", "{dot: 12}", column: 28, "'dot' must be a colour"),
        bad("colour placeholder reads no colour", "{text: a, color: \"{c}\"}", column: 39, "reads 'blue' from the row's data, which is not a colour",
            data: "{c: blue}"),
        bad("unknown symbol", "{symbol: gearshape.fil}", column: 31, "no symbol named 'gearshape.fil'; did you mean 'gearshape.fill'?"),
        bad("symbol placeholder reads no symbol", "{symbol: \"{s}\"}", column: 31, "no symbol named 'starr' (read by '{s}' from the row's data); did you mean 'star'?",
            data: "{s: starr}"),
        bad("hstack alignment of a vstack", "{hstack: [], alignment: leading}", column: 46, "'alignment' of an hstack must be one of 'top'"),
        bad("vstack alignment of an hstack", "{vstack: [], alignment: top}", column: 46, "'alignment' of a vstack must be one of 'leading'"),
        bad("unknown distribution", "{hstack: [], distribution: fillEqual}", column: 49, "did you mean 'fillEqually'?"),
        bad("stack of a non-list", "{hstack: {text: a}}", column: 31, "'hstack' must be a list"),
        bad("negative spacing", "{hstack: [], spacing: -1}", column: 44, "'spacing' must be 0 or more"),
        bad("width is a word", "{text: a, width: wide}", column: 39, "'width' must be a number of points, 'fill' or {fill: WEIGHT}"),
        bad("padding key", "{text: a, padding: {left: 3}}", column: 42, "unknown key 'left' in 'padding'"),
        bad("lines out of range", "{text: a, lines: -1}", column: 39, "'lines' must be from 0 to 10000"),
        bad("visible is a list", "{dot: systemBlue, visible: [a]}", column: 49, "'visible' must be true, false or a placeholder"),
        bad("margins inside", "{hstack: [{vstack: [], margins: false}]}", column: 45, "'margins' is set on the content's outermost element only"),
        bad("divider with a value", "{divider: thick}", column: 32, "'divider' takes no value"),
        bad("spacer weight", "{spacer: 0}", column: 31, "'spacer' (its weight) must be greater than 0"),
        bad("missing image", "{image: nothere.png}", column: 30, "no image file at"),
        bad("image leaves the root", "{image: \"../{a}.png\"}", column: 30, "leaves the project root"),
        bad("image folder missing", "{image: \"nowhere/{a}.png\"}", column: 30, "no image folder at"),
        bad("relativeTo without a size", "{text: a, relativeTo: body}", column: 44, "give the text a 'size' too"),
        bad("contentMode misspelt", "{image: {file: \"{a}.png\", contentMode: fit}}", column: 61, "'contentMode' must be one of"),
        bad("image mapping without a file", "{image: {tint: red}}", column: 30, "'image' needs 'file'"),
        Case(name: "stacks nested too deep",
             text: config(String(repeating: "{vstack: [", count: 17) + String(repeating: "]}", count: 17)),
             line: 3, column: 22 + 10 * 16, message: "stacks nest at most 16 deep"),
        Case(name: "template extends itself", text: "width: 390\ncells:\n  a: {extends: a}\nsections: []\n",
             line: 3, column: 16, message: "template 'a' extends itself"),
        Case(name: "templates extend in a cycle",
             text: "width: 390\ncells:\n  a: {extends: b}\n  b: {extends: c}\n  c: {extends: a}\nsections: []\n",
             line: 5, column: 16, message: "templates extend each other in a cycle: 'a' → 'b' → 'c' → 'a'"),
        Case(name: "extends names nothing", text: "width: 390\ncells:\n  a: {extends: bsae}\n  base: {}\nsections: []\n",
             line: 3, column: 16, message: "'extends: bsae' names no template; did you mean 'base'?"),
        Case(name: "merge key of a scalar", text: "width: 390\nsections:\n  - rows: [{<<: 3}]\n",
             line: 3, column: 17, message: "a merge key (<<) takes a mapping or a list of mappings"),
        Case(name: "merge key list of scalars", text: "width: 390\nsections:\n  - rows: [{<<: [3]}]\n",
             line: 3, column: 18, message: "found the number 3 in the list"),
    ]

    @Test(arguments: cases)
    func badContentFailsAtItsPositionWithAFix(_ c: Case) {
        do {
            _ = try ConfigLoader.load(text: c.text, file: "t.yaml")
            Issue.record("\(c.name): loaded without error")
        } catch {
            #expect(error.location == SourceLocation(file: "t.yaml", line: c.line, column: c.column), "\(c.name): \(error)")
            #expect(error.message.contains(c.message), "\(c.name): \(error.message)")
        }
    }
}
