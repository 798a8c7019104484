import Foundation
@testable import TableConfig
import TableLayout
@testable import TableRaster
import Testing
import TestSupport

/// The table of element kinds (``ElementKinds``, docs/architecture.md "Adding an element
/// kind") is the one home of each kind's keys, defaults, schema and doc line: walked kind by
/// kind, the decoder takes exactly the kind's keys (any other fails at its line and column),
/// the schema has exactly those keys with their sentences, docs/cells.md has the kind's line,
/// and the decoder, the Swift builder, the layout and the painter agree on its defaults.
@Suite struct ElementKindTableTests {
    /// A value each key takes (YAML), for every key some kind has.
    static let samples: [String: String] = [
        "spacing": "4", "alignment": "center", "distribution": "fillEqually", "background": "systemGreen", "cornerRadius": "3",
        "cornerCurve": "continuous", "margins": "false", "style": "footnote", "weight": "bold", "italic": "true", "color": "systemPink",
        "lines": "2", "size": "14", "relativeTo": "body", "lineSpacing": "2", "lineHeightMultiple": "1.2", "circular": "true",
        "contentMode": "center", "tint": "systemOrange", "tile": "systemGray", "id": "a", "action": "go", "visible": "true",
        "padding": "4", "width": "30", "height": "20", "minWidth": "1", "minHeight": "1", "aspectRatio": "1.5",
    ]

    /// A value each kind's own key takes.
    static func value(of kind: ElementKind) -> String {
        switch kind.value {
        case .elements: "[{text: a}]"
        case .text: "\"9+\""
        case .imageFile: "\"{picture}.png\""
        case .symbolName: "gear"
        case .colourOrNothing, .onlyTrue, .weightOrNothing: "null"
        }
    }

    static let file = "kinds.yaml"

    /// A config whose one row's content is `element` (a flow mapping's inside), on line 4.
    static func config(_ element: String) -> String {
        "width: 390\nrowHeight: automatic\nsections:\n  - rows: [{content: {\(element)}}]\n"
    }

    static func content(_ element: String) throws -> CellContent {
        let table = try ConfigLoader.load(text: config(element), file: file).table
        return try #require(table.sections[0].rows[0].content)
    }

    /// Every key the table gives a kind is read; `margins` on the outermost element only.
    @Test(arguments: ElementKinds.all.map(\.name))
    func theDecoderTakesEachKeyOfTheKind(name: String) throws {
        let kind = try #require(ElementKinds.named(name))
        for key in ElementDecoder.allowedKeys(of: kind) where key != kind.name {
            let sample = try #require(Self.samples[key], "no sample value for `\(key)`")
            // `relativeTo` scales a point size: it needs `size` beside it.
            let extra = key == "relativeTo" ? ", size: 14" : ""
            let written = "\(name): \(Self.value(of: kind)), \(key): \(sample)\(extra)"
            do {
                _ = try Self.content(written)
            } catch {
                Issue.record("\(name) refuses its key `\(key)`: \(error)")
            }
        }
    }

    /// Any key the kind does not list — another kind's, or one no kind has — fails at the
    /// key's line and column, naming it.
    @Test(arguments: ElementKinds.all.map(\.name))
    func theDecoderRefusesEveryOtherKey(name: String) throws {
        let kind = try #require(ElementKinds.named(name))
        let own = Set(ElementDecoder.allowedKeys(of: kind))
        let others = Set(Self.samples.keys).subtracting(own).union(["colour", "fill"]).sorted()
        #expect(others.count >= 3)
        for key in others {
            let prefix = "\(name): \(Self.value(of: kind)), "
            let line = Self.config(prefix + "\(key): \(Self.samples[key] ?? "1")")
            let fourth = line.split(separator: "\n")[3]
            let column = try #require(fourth.range(of: prefix)).upperBound.utf16Offset(in: fourth) + 1
            do throws(ConfigError) {
                _ = try ConfigLoader.load(text: line, file: Self.file)
                Issue.record("\(name) takes `\(key)`, which its entry does not list")
            } catch {
                #expect(error.location?.line == 4 && error.location?.column == column && error.message.contains("'\(key)'"),
                        "\(name) `\(key)`: \(error)")
            }
        }
    }

    /// The schema's object for each kind has exactly the decoder's keys (the outermost
    /// element `margins` too, where a stack takes it), each with its sentence; the kind's own
    /// key says the docs' value column.
    @Test func theSchemaHasEachKindsKeysAndSentences() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ConfigSchema.json.jsonText.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        for (definition, isRoot) in [("element", false), ("content", true)] {
            let choices = try #require((definitions[definition] as? [String: Any])?["oneOf"] as? [[String: Any]])
            #expect(choices.count == ElementKinds.all.count)
            for kind in ElementKinds.all {
                let object = try #require(choices.first { ($0["required"] as? [String]) == [kind.name] }, "\(definition): \(kind.name)")
                let properties = try #require(object["properties"] as? [String: [String: Any]])
                let keys = ElementDecoder.allowedKeys(of: kind).filter { isRoot || !ElementDecoder.rootOnlyKeys.contains($0) }
                #expect(Set(properties.keys) == Set(keys), "\(definition) \(kind.name): \(Set(properties.keys).symmetricDifference(keys))")
                for (key, property) in properties {
                    #expect(property["description"] as? String == ConfigSchema.elementHelp[key]?.text, "\(kind.name) `\(key)`")
                }
                #expect(properties[kind.name]?["description"] as? String == ConfigSchema.plainText(kind.valueDoc))
            }
        }
    }

    /// docs/cells.md's Elements table is the table's rows, in its order, each default said
    /// from the entry's own value.
    @Test func theDocsElementsTableIsTheTables() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: repository.appendingPathComponent("docs/cells.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Elements"))
        let rows = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        let differences = zip(rows, ElementKinds.all.map(\.docRow)).filter { $0 != $1 }.map { "docs:  \($0)\ntable: \($1)" }
        #expect(rows.count == ElementKinds.all.count, "docs/cells.md's Elements table: \(rows.count) rows, \(ElementKinds.all.count) kinds")
        #expect(differences.isEmpty, "docs/cells.md's Elements table differs from ElementKinds:\n\(differences.joined(separator: "\n"))")
        #expect(ElementKinds.dot.valueDoc.contains("systemBlue") && ElementKinds.image.keysDoc.contains("29 pt square"))
    }

    /// Each kind's value written alone, in a config and in Swift, is the same element: the
    /// builder's defaults are the table's (badge's text, padding and pill; dot's and image's
    /// side; spacer's weight …), where a shape's unnamed colour is its kind's `fill`.
    @Test func theBuilderAndTheDecoderMakeTheSameElements() throws {
        let pairs: [(String, CellElement)] = [
            ("hstack: []", CellElement.hstack { }), ("vstack: []", CellElement.vstack { }), ("text: a", CellElement.text("a")),
            ("symbol: gear", CellElement.symbol("gear")), ("dot: null", CellElement.dot()),
            ("rectangle: null", CellElement.rectangle(try #require(ElementKinds.rectangle.fill))), ("badge: \"3\"", CellElement.badge("3")),
            ("divider: true", CellElement.divider()), ("spacer: null", CellElement.spacer()),
        ]
        #expect(Set(pairs.map { String($0.0.prefix { $0 != ":" }) }).union(["image"]) == Set(ElementKinds.all.map(\.name)))
        let measurer = EstimatingTextMeasurer()
        for (written, built) in pairs {
            let decoded = try Self.content(written).root
            let kind = ElementKinds.of(decoded.kind)
            #expect(kind.name == ElementKinds.of(built.kind).name)
            #expect(decoded.kind == built.kind && decoded.padding == built.padding, "\(written)")
            #expect((decoded.fill ?? kind.fill) == (built.fill ?? kind.fill), "\(written): its colour")
            // Laid out alone in an hstack, the two take the same room.
            func frame(_ element: CellElement) -> ElementFrame {
                let root = CellElement(.stack(CellStack(axis: .horizontal, children: [element])))
                return ElementLayout(root, width: 300, measurer: measurer).placed[1].frame
            }
            #expect(frame(decoded) == frame(built), "\(written)")
        }
        // An image's side: 29 pt from the table, from the builder's default, and as laid out.
        let image = try Self.content("hstack: [{image: \"{picture}.png\"}]").root
        let placed = ElementLayout(image, width: 300, measurer: measurer).placed[1].frame
        let side = try #require(ElementKinds.image.side)
        #expect(placed.width == side && placed.height == side)
        let built = ElementLayout(CellElement.hstack { CellElement.image("x.png") }, width: 300, measurer: measurer).placed[1].frame
        #expect(built == placed)
        let dot = ElementLayout(try Self.content("hstack: [{dot: null}]").root, width: 300, measurer: measurer).placed[1].frame
        #expect(dot.width == ElementKinds.dot.side && dot.height == ElementKinds.dot.side)
    }

    /// The painter draws a shape that names no colour in its kind's `fill`: the same pixels
    /// as the shape given that colour, and not those of another colour.
    @Test(arguments: ElementKinds.all.filter { $0.fill != nil }.map(\.name))
    func thePainterDrawsTheKindsColour(name: String) throws {
        let kind = try #require(ElementKinds.named(name))
        func pixels(_ colour: CellColor?) throws -> RenderedPixels {
            var element = kind.element(kind.value == .text ? .text("3") : .nothing)
            element.fill = colour
            element.width = .points(40)
            element.height = .points(20)
            let root = CellElement(.stack(CellStack(axis: kind.name == "divider" ? .vertical : .horizontal, children: [element])))
            var table = Table(width: 200) { Section { Row().content { root } } }
            table.rowHeight = .points(44)
            table.separator.style = .none
            return try RenderedPixels.render(table, offset: 0, height: 44, scale: 2).0
        }
        let unnamed = try pixels(nil)
        #expect(unnamed == (try pixels(kind.fill)), "\(name)")
        #expect(unnamed != (try pixels(.semantic(.systemGreen))), "\(name)")
    }
}
