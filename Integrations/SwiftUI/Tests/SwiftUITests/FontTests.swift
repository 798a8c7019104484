import Foundation
import SwiftUI
import TableLayout
import TableSnapshotSwiftUI
import Testing

/// Every `.font` form screens write, against the cell-language font it stands for: point
/// sizes are drawn at their size (fixed, or scaled as a text style), text styles as styles,
/// and what tablesnap draws otherwise (a family, a design, a weight Inter lacks) is warned.
@MainActor @Suite struct FontTests {
    /// The font of the one text a view's first row holds, and the warnings.
    func font<V: SwiftUI.View>(_ view: V) -> (CellFont?, [String]) {
        let resolved = ResolvedView(List { view }, device: SnapshotDevice(name: "test", width: 390, scale: 2))
        guard let root = resolved.table.sections.first?.rows[0].content?.root else { return (nil, resolved.warnings) }
        func firstText(_ element: CellElement) -> CellFont? {
            switch element.kind {
            case .text(let text): return text.font
            case .stack(let stack): return stack.children.lazy.compactMap(firstText).first
            default: return nil
            }
        }
        return (firstText(root), resolved.warnings)
    }

    @Test func pointSizesAreDrawnAtTheirSize() {
        #expect(font(Text("a").font(.system(size: 13))).0 == CellFont(size: 13))
        #expect(font(Text("a").font(.system(size: 28, weight: .semibold))).0 == CellFont(size: 28, weight: .semibold))
        #expect(font(Text("a").font(.system(size: 15).bold())).0 == CellFont(size: 15, weight: .bold))
        #expect(font(Text("a").font(.system(size: 15).italic())).0 == CellFont(size: 15, italic: true))
        #expect(font(Text("a").font(.system(size: 11)).fontWeight(.medium)).0 == CellFont(size: 11, weight: .medium))
        // A whole stack's font, through the environment.
        #expect(font(VStack { Text("a") }.font(.system(size: 22))).0 == CellFont(size: 22))
        // No warning: drawn as written.
        #expect(font(Text("a").font(.system(size: 13))).1.isEmpty)
    }

    @Test func customFontsScaleAsSwiftUIsDo() {
        // `.custom(_:size:)` scales as body, `relativeTo:` as that style, `fixedSize:` not at all.
        let (scaled, warnings) = font(Text("a").font(.custom("Avenir-Heavy", size: 20)))
        #expect(scaled == CellFont(size: 20, relativeTo: .body))
        #expect(warnings == ["custom font 'Avenir-Heavy' is drawn in the system font"])
        #expect(font(Text("a").font(.custom("Avenir", size: 12, relativeTo: .caption))).0 == CellFont(size: 12, relativeTo: .caption1))
        #expect(font(Text("a").font(.custom("Avenir", fixedSize: 12))).0 == CellFont(size: 12))
        // At accessibility3 a fixed size stays, a relative one grows as its style does.
        #expect(CellFont(size: 12).size(at: .accessibility3) == 12)
        #expect(CellFont(size: 20, relativeTo: .body).size(at: .accessibility3) == 20.0 * 40 / 17)
    }

    @Test func textStylesAndUIKitFonts() {
        #expect(font(Text("a").font(.system(.title2, design: .default, weight: .bold))).0 == CellFont(.title2, weight: .bold))
        #expect(font(Text("a").font(.title.weight(.semibold))).0 == CellFont(.title1, weight: .semibold))
        #expect(font(Text("a").font(.headline)).0 == CellFont(.headline))
        #expect(font(Text("a").font(Font(UIFont.preferredFont(forTextStyle: .footnote)))).0 == CellFont(.footnote))
        #expect(font(Text("a").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))).0 == CellFont(size: 15, weight: .semibold))
        #expect(font(Text("a").font(Font(UIFont.boldSystemFont(ofSize: 19)))).0 == CellFont(size: 19, weight: .bold))
    }

    @Test func whatIsDrawnOtherwiseIsWarned() {
        let (light, lightWarnings) = font(Text("a").font(.system(size: 30, weight: .light)))
        #expect(light == CellFont(size: 30, weight: .regular))
        #expect(lightWarnings == ["font weight .light is drawn as .regular"])
        #expect(font(Text("a").fontWeight(.heavy)).1 == ["font weight .heavy is drawn as .bold"])
        #expect(font(Text("a").font(.system(.body, design: .rounded))).1 == ["font design .rounded is drawn in the default design"])
        #expect(font(Text("a").font(.body.monospaced())).1 == ["font design .monospaced is drawn in the default design"])
        #expect(font(Text("a").fontDesign(.serif)).1 == ["font design .serif is drawn in the default design"])
        #expect(font(Text("a").font(.body.monospacedDigit())).1.isEmpty)
    }

    @Test func aPointSizeDrawsAsTheCellLanguagesFont() throws {
        let view = List { Text("Eighteen").font(.system(size: 18)) }
        var text = CellElement.text("Eighteen", lines: 0)
        if case .text(var cellText) = text.kind {
            cellText.font = CellFont(size: 18)
            text.kind = .text(cellText)
        }
        text.width = .fill(weight: 1)
        var root = CellElement.hstack(spacing: 0, alignment: .center) { [text] }
        root.minHeight = 44
        root.padding = ElementInsets(top: 8, bottom: 8)
        var row = Row()
        row.content = CellContent(root)
        row.height = .automatic
        #expect(try Render.png(view) == Render.png(Render.expected([TableLayout.Section(rows: RowList([row]))])))
        // 18 pt is not body's 17 pt (the nearest style, as it was drawn before sizes were kept).
        #expect(try Render.png(view) != Render.png(List { Text("Eighteen").font(.system(size: 17)) }))
    }

    @Test func symbolsTakeTheFontsSize() {
        let table = Render.table(List { Image(systemName: "star").font(.system(size: 40)) })
        guard case .stack(let stack)? = table.sections[0].rows[0].content?.root.kind,
              case .symbol(let symbol) = stack.children[0].kind else { Issue.record("not a symbol"); return }
        #expect(symbol.size == 48)
        let styled = Render.table(List { Image(systemName: "star").font(.title) })
        guard case .stack(let styledStack)? = styled.sections[0].rows[0].content?.root.kind,
              case .symbol(let styledSymbol) = styledStack.children[0].kind else { Issue.record("not a symbol"); return }
        #expect(styledSymbol.size == nil && styledSymbol.style == .title1)
    }
}
