import Testing
@testable import TableRaster
@testable import TableLayout
import TestSupport

/// Custom cells in the picture (docs/cells.md): the dot where the layout puts it and only
/// when the data says so, weights and italics drawn from their own faces, colours exactly
/// their values, symbols inside their boxes, and rows as tall as what is drawn in them.
@Suite struct CustomCellPixelTests {
    static let white: UInt32 = 0xFFFF_FFFF

    static func table(_ rows: [Row], width: Double = 390, appearance: Appearance = .light) -> Table {
        var table = Table(width: width) { Section { for row in rows { row } } }
        table.rowHeight = .automatic
        return table
    }

    /// Where an element of row `index` is drawn, in points of the viewport (left to right).
    static func frame(of id: String, row index: Int, in table: Table, geometry: TableGeometry) throws -> ElementFrame {
        let row = table.sections[0].rows[index]
        let measurer = FreeTypeTextMeasurer(engine: SharedFonts.engine)
        let box = CellContentFrame(row: row, style: table.style, tableWidth: table.width)
        let rowFrame = geometry.frame(ofRow: RowPath(section: 0, row: index))
        let layout = box.layout(try #require(row.content), rowHeight: rowFrame.height, contentSize: table.contentSize, measurer: measurer)
        let placed = try #require(layout.placed.first { $0.element.id == id })
        let top = rowFrame.y + CellContentFrame.top(of: layout, rowHeight: rowFrame.height)
        return ElementFrame(x: box.x + placed.frame.x, y: top + placed.frame.y, width: placed.frame.width, height: placed.frame.height)
    }

    /// Pixels of `frame` (points) that are not `background`, and those outside it in `area`.
    static func ink(_ pixels: RenderedPixels, in frame: ElementFrame, background: UInt32 = white) -> Int {
        let s = pixels.scale
        var count = 0
        for y in Int(frame.y * s)..<Int(((frame.y + frame.height) * s).rounded(.up)) {
            for x in Int(frame.x * s)..<Int(((frame.x + frame.width) * s).rounded(.up)) where pixels[x: x, y: y] != background {
                count += 1
            }
        }
        return count
    }

    static func mailRow(unread: Bool) -> Row {
        Row().data(.object([("unread", .bool(unread)), ("sender", .string("Grace Hopper"))])).content {
            CellElement.hstack(spacing: 6) {
                CellElement.dot(.semantic(.systemBlue), size: 10).visible("{unread}").id("dot")
                CellElement.text("{sender}", style: .headline).id("sender")
            }.padding(ElementInsets(top: 11, bottom: 11))
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theUnreadDotIsDrawnWhereItIsLaidOutAndOnlyWhenUnread(scale: Double) throws {
        let table = CustomCellPixelTests.table([CustomCellPixelTests.mailRow(unread: true), CustomCellPixelTests.mailRow(unread: false)])
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 120, scale: scale)
        let dot = try CustomCellPixelTests.frame(of: "dot", row: 0, in: table, geometry: geometry)
        #expect(dot.x == 20 && dot.width == 10)  // the 20 pt margin of a 390 pt table
        // Its centre is exactly systemBlue; its corners' outside is the background.
        #expect(pixels[x: Int((dot.x + 5) * scale), y: Int((dot.y + 5) * scale)] == 0xFF00_7AFF)
        #expect(pixels[x: Int(dot.x * scale) - 1, y: Int((dot.y + 5) * scale)] == CustomCellPixelTests.white)
        // The read row has no dot: its sender starts where the dot was, and nothing is blue.
        let sender = try CustomCellPixelTests.frame(of: "sender", row: 1, in: table, geometry: geometry)
        #expect(sender.x == 20)
        let rowTop = Int(geometry.frame(ofRow: RowPath(section: 0, row: 1)).y * scale)
        let blue = (rowTop..<pixels.height).contains { y in (0..<pixels.width).contains { pixels[x: $0, y: y] == 0xFF00_7AFF } }
        #expect(!blue)
    }

    /// The same word in each weight: more ink as the weight goes up; italics differ from upright.
    @Test func weightsAndItalicsAreDrawnFromTheirFaces() throws {
        let weights: [(FontWeight, Bool)] = [(.regular, false), (.medium, false), (.semibold, false), (.bold, false), (.regular, true)]
        let rows = weights.enumerated().map { k, w in
            Row().content { CellElement.text("Hamburgefonstiv", style: .title1, weight: w.0, italic: w.1).id("t\(k)") }
        }
        let table = CustomCellPixelTests.table(rows)
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 300, scale: 2)
        var inks: [Int] = []
        for k in weights.indices {
            let row = geometry.frame(ofRow: RowPath(section: 0, row: k))
            inks.append(CustomCellPixelTests.ink(pixels, in: ElementFrame(x: 0, y: row.y, width: 390, height: row.height)))
        }
        #expect(inks[0] < inks[1] && inks[1] < inks[2] && inks[2] < inks[3], "\(inks)")
        #expect(inks[4] != inks[0] && abs(inks[4] - inks[0]) < inks[0] / 5, "\(inks)")
    }

    /// A text's colour, a tile's and a badge's are exactly their values (inside the glyphs
    /// and shapes, where nothing is antialiased), light and dark.
    @Test(arguments: [Appearance.light, .dark])
    func coloursAreExactlyTheirValues(appearance: Appearance) throws {
        let row = Row().content {
            CellElement.hstack(spacing: 12) {
                CellElement.text("I", style: .largeTitle, weight: .bold, color: .semantic(.systemRed)).id("text")
                CellElement.symbol("gearshape.fill", tile: .semantic(.systemGray)).id("tile")
                CellElement.badge("88", background: .semantic(.systemGreen)).id("badge")
                CellElement.text("I", style: .largeTitle, weight: .bold).id("label")
            }
        }
        let table = CustomCellPixelTests.table([row])
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 60, scale: 3, appearance: appearance)
        func has(_ id: String, _ color: Color) throws -> Bool {
            let f = try CustomCellPixelTests.frame(of: id, row: 0, in: table, geometry: geometry)
            let want = 0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
            return (Int(f.y * 3)..<Int((f.y + f.height) * 3)).contains { y in
                (Int(f.x * 3)..<Int((f.x + f.width) * 3)).contains { pixels[x: $0, y: y] == want }
            }
        }
        #expect(try has("text", SemanticColor.systemRed.color(appearance)))
        #expect(try has("tile", SemanticColor.systemGray.color(appearance)))
        #expect(try has("badge", SemanticColor.systemGreen.color(appearance)))
        #expect(try has("label", SemanticColor.label.color(appearance)))
    }

    /// A symbol's ink lies inside its box and fills most of it, at the text style's size.
    @Test(arguments: ["star.fill", "gearshape.fill", "trash.fill", "person.fill", "envelope.fill"])
    func symbolsFillTheirBox(name: String) throws {
        let row = Row().content {
            CellElement.hstack { CellElement.symbol(name, style: .title1, color: .semantic(.label)).id("symbol") }.padding(10)
        }
        let table = CustomCellPixelTests.table([row])
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 80, scale: 2)
        let box = try CustomCellPixelTests.frame(of: "symbol", row: 0, in: table, geometry: geometry)
        #expect(box.width == CellElement.symbolSide(.title1, .large))
        let inside = CustomCellPixelTests.ink(pixels, in: box)
        let rowFrame = geometry.frame(ofRow: RowPath(section: 0, row: 0))
        let all = CustomCellPixelTests.ink(pixels, in: ElementFrame(x: 0, y: 0, width: 390, height: rowFrame.height - 1))
        #expect(inside == all && inside > 0, "\(name): \(all - inside) pixels outside the box")
        // Ink spans most of the box one way or the other (Material draws its glyphs in 16 to 20 of 24 units).
        let s = 2.0
        let rows = Int(box.y * s)..<Int((box.y + box.height) * s), columns = Int(box.x * s)..<Int((box.x + box.width) * s)
        let first = try #require(pixels.firstInk(rows: rows, columns: columns, background: CustomCellPixelTests.white))
        let last = try #require(pixels.lastInk(rows: rows, columns: columns, background: CustomCellPixelTests.white))
        let inkRows = rows.filter { y in columns.contains { pixels[x: $0, y: y] != CustomCellPixelTests.white } }
        let span = max(Double(last - first + 1), Double((inkRows.last ?? 0) - (inkRows.first ?? 0) + 1))
        #expect(span > box.width * s * 0.6, "\(name)")
    }

    /// Measure = draw: an automatic row is the height of its laid-out content, and the last
    /// line of wrapped text is drawn inside it (nothing clipped, nothing left over).
    @Test(arguments: [0, 1, 2, 3])
    func automaticRowsAreAsTallAsWhatIsDrawn(lines: Int) throws {
        let text = "Thanks for the draft. I ran it against the test suite overnight and the linker errors are gone; two warnings left."
        let row = Row().content {
            CellElement.vstack(spacing: 2) {
                CellElement.text("Grace Hopper", style: .headline)
                CellElement.text(text, style: .subheadline, color: .semantic(.label), lines: lines).id("preview")
            }.padding(ElementInsets(top: 10, bottom: 10))
        }
        let table = CustomCellPixelTests.table([row, Row("next")])
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 300, scale: 2)
        let rowFrame = geometry.frame(ofRow: RowPath(section: 0, row: 0))
        let preview = try CustomCellPixelTests.frame(of: "preview", row: 0, in: table, geometry: geometry)
        #expect(abs(preview.y + preview.height + 10 - rowFrame.height) < 1e-9)
        let lineHeight = SharedFonts.engine.lineHeight(TextStyle(size: 15))
        let expectedLines = lines == 1 ? 1 : lines == 2 ? 2 : 3
        // The first line's box, then subheadline's leading at Large (20 pt) a line.
        let spacing = LineSpacing(.points(TextStyleName.subheadline.leading(at: .large)))
        #expect(abs(preview.height - spacing.height(lines: expectedLines, lineBox: lineHeight)) < 1e-9, "lines \(lines)")
        // The last line has ink, and the 10 pt of padding under it has none (but the separator).
        let lastLine = ElementFrame(x: 0, y: preview.y + preview.height - lineHeight, width: 390, height: lineHeight)
        #expect(CustomCellPixelTests.ink(pixels, in: lastLine) > 0)
        let below = ElementFrame(x: 0, y: preview.y + preview.height + 1, width: 390, height: 8)
        #expect(CustomCellPixelTests.ink(pixels, in: below) == 0)
    }

    /// Every symbol name has a glyph in the pinned icon font, and there are at least 100.
    @Test func everySymbolHasAGlyph() throws {
        #expect(SymbolNames.all.count >= 100)
        let face = SharedFonts.engine.fonts.symbols
        let missing = SymbolNames.all.filter { name in
            guard let code = SymbolNames.codePoint(name), let scalar = Unicode.Scalar(code) else { return true }
            return !face.covers(scalar)
        }
        #expect(missing.isEmpty, "no glyph for \(missing)")
    }

    /// A symbol or colour read from a source's data that names nothing stops the render
    /// with the name and a suggestion (a single row's is refused when the config is read).
    @Test func aSymbolOrColourFromDataThatNamesNothingIsAnError() throws {
        for (element, expected) in [(CellElement.symbol("{s}"), "no symbol named 'starr'; did you mean 'star'?"),
                                    (CellElement.text("x", color: .unresolved("{s}")), "'starr' is not a colour")] {
            let row = Row().data(.object([("s", .string("starr"))])).content { element }
            let error = #expect(throws: RenderError.self) {
                _ = try RenderedPixels.render(CustomCellPixelTests.table([row]), offset: 0, height: 50, scale: 1)
            }
            #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
        }
    }

    /// Content whose outermost element has `height: fill` stretches to a fixed-height row
    /// when drawn, as the hit test lays it out (docs/cells.md, Heights): a dot at the top of
    /// a stretched vstack is drawn at the row's top, where a touch finds it.
    @Test func aStretchedRootIsDrawnWhereTheHitTestFindsIt() throws {
        var table = Table(width: 390) {
            Section {
                Row().content {
                    CellElement.vstack {
                        CellElement.dot(.semantic(.systemBlue), size: 10).id("dot")
                        CellElement.spacer()
                    }.height(.fill(weight: 1))
                }
            }
        }
        table.rowHeight = .points(100)
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 100, scale: 2)
        let dot = try CustomCellPixelTests.frame(of: "dot", row: 0, in: table, geometry: geometry)
        #expect(dot.y == 0, "laid out at the stretched root's top, not centred")
        #expect(pixels[x: Int((dot.x + 5) * 2), y: Int((dot.y + 5) * 2)] == 0xFF00_7AFF, "drawn there")
        #expect(pixels[x: Int((dot.x + 5) * 2), y: 100] == CustomCellPixelTests.white, "and not in the row's middle")
        let live = LiveTable(layingOut: table, measurer: FreeTypeTextMeasurer(engine: SharedFonts.engine))
        #expect(live.hitRow(x: dot.x + 5, y: dot.y + 5)?.element == "dot")
    }
}
