import Foundation
import Testing
@testable import TableLayout
import TestSupport

/// A measurer with no fonts whose texts wrap and truncate: each character is half the size
/// wide, words break anywhere (so what wraps is easy to state), lines 1.2 sizes apart. It
/// counts its calls, so the tests can bound the work layout does.
final class CountingMeasurer: ElementMeasuring, @unchecked Sendable {
    var calls = 0

    func measureText(_ text: String, font: CellFont, size: Double, maxWidth: Double, lines: Int) -> MeasuredText {
        calls += 1
        let glyph = size / 2, lineHeight = size * 1.2
        let perLine = max(1, Int((maxWidth / glyph).rounded(.down)))
        let count = text.count
        let needed = max(1, (count + perLine - 1) / perLine)
        let kept = lines == 0 ? needed : min(lines, needed)
        let width = Double(min(count, perLine)) * glyph
        return MeasuredText(width: width, height: Double(kept) * lineHeight, ascent: size)
    }
}

/// The layout rules of docs/cells.md written as plainly as possible: every size computed by
/// recursion from scratch wherever it is needed (exponential, fine for small trees), and the
/// level at which a stack's texts share its width found by bisection instead of by sorting.
struct ReferenceElementLayout {
    let measurer: ElementMeasuring
    var frames: [ElementFrame] = []

    init(measurer: ElementMeasuring) { self.measurer = measurer }

    func textSize(_ t: CellText, _ maxWidth: Double) -> MeasuredText {
        measurer.measureText(t.text, font: t.font, size: t.font.size(at: .large), maxWidth: max(0, maxWidth), lines: t.lines)
    }

    /// Children across a horizontal stack: tops, height, baseline (a child with no baseline
    /// stands on it).
    func across(_ kids: [(Double, Double?)], _ alignment: CellStack.Alignment, _ available: Double?)
        -> (tops: [Double], height: Double, baseline: Double?) {
        if alignment == .firstBaseline {
            var line = 0.0
            for k in kids { line = max(line, k.1 ?? k.0) }
            let tops = kids.map { line - ($0.1 ?? $0.0) }
            var bottom = 0.0
            for (t, k) in zip(tops, kids) { bottom = max(bottom, t + k.0) }
            return (tops, max(bottom, available ?? 0), kids.isEmpty ? nil : line)
        }
        var tallest = 0.0
        for k in kids { tallest = max(tallest, k.0) }
        let h = max(tallest, available ?? 0)
        let tops = kids.map { k -> Double in
            switch alignment {
            case .center: return (h - k.0) / 2
            case .bottom, .trailing: return h - k.0
            default: return 0
            }
        }
        var baseline: Double?
        for (t, k) in zip(tops, kids) where k.1 != nil { baseline = t + k.1!; break }
        return (tops, h, baseline)
    }

    func ideal(_ e: CellElement, _ axis: CellStack.Axis?) -> Double {
        var w: Double
        if case .points(let p)? = e.width { w = p } else {
            switch e.kind {
            case .text(let t): w = textSize(t, Height.maximumPoints).width + e.padding.horizontal
            case .badge(let t):
                let m = textSize(t, Height.maximumPoints)
                w = max(m.width + e.padding.horizontal, m.height + e.padding.vertical)
            case .stack(let s):
                let ws = s.children.map { ideal($0, s.axis) }
                w = (s.axis == .horizontal ? ws.reduce(0, +) + s.spacing * Double(max(0, ws.count - 1)) : ws.max() ?? 0)
                    + e.padding.horizontal
            case .divider: w = axis == .horizontal ? 1 : 0
            case .spacer: w = 0
            default: w = e.leafSize(.large).width + e.padding.horizontal
            }
        }
        return max(w, e.minWidth)
    }

    /// The level L with Σ min(ideal, L) = available, by bisection.
    func level(_ ideals: [Double], _ available: Double) -> Double {
        var lo = 0.0, hi = (ideals.max() ?? 0) + 1
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if ideals.map({ min($0, mid) }).reduce(0, +) > available { hi = mid } else { lo = mid }
        }
        return lo
    }

    func childWidths(_ s: CellStack, _ e: CellElement, width: Double) -> [Double] {
        let inner = max(0, width - e.padding.horizontal)
        let kids = s.children
        if s.axis == .vertical {
            return kids.map { c in
                var w: Double
                if case .points(let p)? = c.width { w = p }
                else if case .fill? = c.width { w = inner }
                else if case .divider = c.kind { w = inner }
                else if s.alignment == .fill { w = inner }
                else {
                    switch c.kind {
                    case .image, .symbol, .dot, .rectangle, .badge: w = ideal(c, s.axis)
                    default: w = min(ideal(c, s.axis), inner)
                    }
                }
                return max(w, c.minWidth)
            }
        }
        guard !kids.isEmpty else { return [] }
        let available = max(0, inner - s.spacing * Double(kids.count - 1))
        if s.distribution == .fillEqually { return kids.map { max(available / Double(kids.count), $0.minWidth) } }
        func isFixed(_ c: CellElement) -> Bool {
            if case .points? = c.width { return true }
            if case .fill? = c.width { return false }
            switch c.kind { case .text, .stack, .spacer: return false; default: return true }
        }
        func grows(_ c: CellElement) -> Double? {
            if case .fill(let w)? = c.width { return w }
            if case .spacer(let w) = c.kind, c.width == nil { return w }
            return nil
        }
        let fixedTotal = kids.filter(isFixed).map { c -> Double in
            if case .points(let p)? = c.width { return max(p, c.minWidth) }
            return ideal(c, s.axis)
        }.reduce(0, +)
        let rest = max(0, available - fixedTotal)
        let flexible = kids.filter { !isFixed($0) && grows($0) == nil }
        let ideals = flexible.map { ideal($0, s.axis) }
        let fits = ideals.reduce(0, +) <= rest
        let l = fits ? .infinity : level(ideals, rest)
        let given = ideals.map { min($0, l) }.reduce(0, +)
        let leftover = max(0, rest - given)
        let weights = kids.compactMap(grows).reduce(0, +)
        return kids.map { c in
            let w: Double
            if isFixed(c) {
                if case .points(let p)? = c.width { w = max(p, c.minWidth) } else { w = ideal(c, s.axis) }
            } else if let g = grows(c) { w = weights > 0 ? leftover * g / weights : 0 }
            else { w = min(ideal(c, s.axis), l) }
            return max(w, c.minWidth)
        }
    }

    /// Natural height and first baseline at `width`.
    func measure(_ e: CellElement, width: Double, _ axis: CellStack.Axis?) -> (Double, Double?) {
        var h: Double
        var b: Double?
        switch e.kind {
        case .text(let t), .badge(let t):
            let m = textSize(t, width - e.padding.horizontal)
            h = m.height + e.padding.vertical
            b = e.padding.top + m.ascent
        case .stack(let s):
            let ws = childWidths(s, e, width: width)
            let ms = zip(s.children, ws).map { measure($0, width: $1, s.axis) }
            if s.axis == .horizontal {
                let r = across(ms, s.alignment, nil)
                h = r.height + e.padding.vertical
                b = r.baseline.map { $0 + e.padding.top }
            } else {
                h = ms.map(\.0).reduce(0, +) + s.spacing * Double(max(0, ms.count - 1)) + e.padding.vertical
                b = ms.first?.1.map { $0 + e.padding.top }
            }
        case .divider: h = axis == .horizontal ? 0 : 1
        case .spacer: h = 0
        default: h = e.leafSize(.large).height + e.padding.vertical
        }
        let natural = h
        if case .points(let p)? = e.height { h = p }
        h = max(h, e.minHeight)
        // A text's lines sit in the middle of a box taller than them (a UILabel's).
        if case .text(let t) = e.kind, textSize(t, width - e.padding.horizontal).height > 0, let line = b {
            b = line + max(0, h - natural) / 2
        }
        return (h, b)
    }

    mutating func place(_ e: CellElement, x: Double, y: Double, width: Double, height: Double) {
        frames.append(ElementFrame(x: x, y: y, width: width, height: height))
        guard case .stack(let s) = e.kind, !s.children.isEmpty else { return }
        let ws = childWidths(s, e, width: width)
        let ms = zip(s.children, ws).map { measure($0, width: $1, s.axis) }
        let iw = max(0, width - e.padding.horizontal), ih = max(0, height - e.padding.vertical)
        if s.axis == .horizontal {
            let used = ws.reduce(0, +) + s.spacing * Double(ws.count - 1)
            let gap = s.spacing + (s.distribution == .equalSpacing && ws.count > 1 ? max(0, iw - used) / Double(ws.count - 1) : 0)
            let hs = zip(s.children, ms).map { c, m -> (Double, Double?) in
                var stretch = s.alignment == .fill
                if case .points? = c.height { stretch = false }
                if case .fill? = c.height { stretch = true }
                if case .divider = c.kind, c.height == nil { stretch = true }
                return (stretch ? max(ih, m.0) : m.0, m.1)
            }
            let tops = across(hs, s.alignment, ih).tops
            var cx = x + e.padding.leading
            for k in s.children.indices {
                place(s.children[k], x: cx, y: y + e.padding.top + tops[k], width: ws[k], height: hs[k].0)
                cx += ws[k] + gap
            }
        } else {
            var hs = ms.map(\.0)
            let natural = hs.reduce(0, +) + s.spacing * Double(hs.count - 1)
            let extra = max(0, ih - natural)
            let weights = s.children.map { c -> Double in
                if case .fill(let w)? = c.height { return w }
                if case .spacer(let w) = c.kind, c.height == nil { return w }
                return 0
            }
            let total = weights.reduce(0, +)
            var gap = s.spacing
            if extra > 0 {
                if total > 0 { for k in hs.indices { hs[k] += extra * weights[k] / total } }
                else if s.distribution == .fillEqually {
                    for k in hs.indices { hs[k] = max(hs[k], (ih - s.spacing * Double(hs.count - 1)) / Double(hs.count)) }
                } else if s.distribution == .equalSpacing, hs.count > 1 { gap += extra / Double(hs.count - 1) }
            }
            var cy = y + e.padding.top
            for k in s.children.indices {
                let dx: Double = switch s.alignment {
                case .center: (iw - ws[k]) / 2
                case .trailing, .bottom: iw - ws[k]
                default: 0
                }
                place(s.children[k], x: x + e.padding.leading + dx, y: cy, width: ws[k], height: hs[k])
                cy += hs[k] + gap
            }
        }
    }
}

/// Random element trees of every kind, size rule, alignment and distribution.
enum RandomElements {
    static func make(depth: Int, using rng: inout SeededGenerator) -> CellElement {
        let roll = Int.random(in: 0..<(depth >= 3 ? 8 : 11), using: &rng)
        var e: CellElement
        switch roll {
        case 0, 1, 2:
            let words = (0..<Int.random(in: 1...12, using: &rng)).map { _ in String(repeating: "x", count: Int.random(in: 1...9, using: &rng)) }
            let style = TextStyleName.allCases.randomElement(using: &rng)!
            e = CellElement(.text(CellText(words.joined(separator: " "), font: CellFont(style), lines: Int.random(in: 0...3, using: &rng))))
        case 3: e = CellElement(.image(path: "a.png", circular: false))
        case 4: e = CellElement(.symbol(CellSymbol("star", style: TextStyleName.allCases.randomElement(using: &rng)!)))
        case 5: e = CellElement(.dot)
        case 6: e = CellElement(.badge(CellText(String(Int.random(in: 1...999, using: &rng)), font: CellFont(.footnote))))
        case 7: e = Bool.random(using: &rng) ? CellElement(.spacer(weight: Double(Int.random(in: 1...3, using: &rng)))) : CellElement(.divider)
        default:
            let axis: CellStack.Axis = Bool.random(using: &rng) ? .horizontal : .vertical
            let children = (0..<Int.random(in: 0...4, using: &rng)).map { _ in make(depth: depth + 1, using: &rng) }
            let alignments: [CellStack.Alignment] = axis == .horizontal ? [.top, .center, .bottom, .firstBaseline, .fill]
                                                                        : [.leading, .center, .trailing, .fill]
            e = CellElement(.stack(CellStack(axis: axis, spacing: Double(Int.random(in: 0...8, using: &rng)),
                                             alignment: alignments.randomElement(using: &rng)!,
                                             distribution: CellStack.Distribution.allCases.randomElement(using: &rng)!,
                                             children: children)))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            e.padding = ElementInsets(top: Double(Int.random(in: 0...6, using: &rng)), leading: Double(Int.random(in: 0...6, using: &rng)),
                                      bottom: Double(Int.random(in: 0...6, using: &rng)), trailing: Double(Int.random(in: 0...6, using: &rng)))
        }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: e.width = .points(Double(Int.random(in: 0...120, using: &rng)))
        case 1: e.width = .fill(weight: Double(Int.random(in: 1...3, using: &rng)))
        default: break
        }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: e.height = .points(Double(Int.random(in: 0...60, using: &rng)))
        case 1: e.height = .fill(weight: 1)
        default: break
        }
        if Int.random(in: 0..<8, using: &rng) == 0 { e.minWidth = Double(Int.random(in: 0...40, using: &rng)) }
        if Int.random(in: 0..<8, using: &rng) == 0 { e.minHeight = Double(Int.random(in: 0...50, using: &rng)) }
        return e
    }
}

@Suite struct ElementLayoutTests {
    /// Every frame of random trees, at random widths, against the reference: positions,
    /// sizes, and so what wraps and what truncates (heights come from the lines kept).
    @Test(arguments: 0..<600)
    func framesMatchTheReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let root = RandomElements.make(depth: 0, using: &rng)
        let width = Double(Int.random(in: 0...420, using: &rng))
        let measurer = CountingMeasurer()
        let layout = ElementLayout(root, width: width, measurer: measurer)
        var reference = ReferenceElementLayout(measurer: measurer)
        let (height, _) = reference.measure(root, width: width, nil)
        reference.place(root, x: 0, y: 0, width: width, height: height)
        #expect(layout.placed.count == reference.frames.count, "seed \(seed)")
        #expect(abs(layout.height - height) < 1e-6, "seed \(seed): height \(layout.height) vs \(height)")
        for (placed, expected) in zip(layout.placed, reference.frames) {
            let f = placed.frame
            let close = abs(f.x - expected.x) < 1e-6 && abs(f.y - expected.y) < 1e-6
                && abs(f.width - expected.width) < 1e-6 && abs(f.height - expected.height) < 1e-6
            #expect(close, "seed \(seed): \(f) vs \(expected) for \(placed.element.kind)")
            if !close { break }
        }
    }

    /// Layout is linear in the size of the cell: a text is measured at most twice (its
    /// ideal width, then at its width), however deep the stacks.
    @Test(arguments: [1, 4, 8, 15])
    func layoutMeasuresEachTextAtMostTwice(depth: Int) {
        var element = CellElement(.text(CellText("leaf words here")))
        for level in 0..<depth {
            let axis: CellStack.Axis = level % 2 == 0 ? .horizontal : .vertical
            element = CellElement(.stack(CellStack(axis: axis, children: [element, CellElement(.text(CellText("sibling \(level)")))])))
        }
        let measurer = CountingMeasurer()
        _ = ElementLayout(element, width: 300, measurer: measurer)
        #expect(measurer.calls <= 2 * (depth + 1))
    }

    /// A text that takes the width it is given (`width: fill`, or in a `fill`-aligned
    /// vstack) is laid out once: nothing reads its ideal width. One whose width depends on
    /// its ideal (a flexible text in an hstack) is measured for it.
    @Test func aTextGivenItsWidthIsMeasuredOnce() {
        var title = CellElement(.text(CellText("a title that takes the width")))
        title.width = .fill(weight: 1)
        let column = CellElement(.stack(CellStack(axis: .vertical, alignment: .fill,
                                                  children: [CellElement(.text(CellText("under it, the full width")))])))
        let fixed = CellElement(.stack(CellStack(axis: .horizontal, children: [title, CellElement(.dot)])))
        let measurer = CountingMeasurer()
        _ = ElementLayout(CellElement(.stack(CellStack(axis: .vertical, alignment: .fill, children: [fixed, column]))),
                          width: 300, measurer: measurer)
        #expect(measurer.calls == 2)
        let flexible = CountingMeasurer()
        _ = ElementLayout(CellElement(.stack(CellStack(axis: .horizontal, children: [CellElement(.text(CellText("short"))),
                                                                                      CellElement(.text(CellText("and long words")))]))),
                          width: 300, measurer: flexible)
        #expect(flexible.calls == 2, "both measured for their ideal width, which fits, and kept")
    }

    /// Water-filling: short children keep their ideal, the long ones share what is left equally.
    @Test func sharesWidthByLevel() {
        #expect(ElementLayout.waterFill([10, 100, 200], 400) == [10, 100, 200])
        #expect(ElementLayout.waterFill([10, 100, 200], 130) == [10, 60, 60])
        #expect(ElementLayout.waterFill([50, 50], 40) == [20, 20])
    }

    /// Stacks nested deeper than the limit are not laid out (a config refuses them).
    @Test func stopsAtTheDepthLimit() {
        var element = CellElement(.dot)
        for _ in 0..<(CellContent.maximumDepth + 5) { element = CellElement(.stack(CellStack(axis: .vertical, children: [element]))) }
        let layout = ElementLayout(element, width: 100, measurer: CountingMeasurer())
        #expect(layout.placed.count == CellContent.maximumDepth + 1)
    }

    /// Hidden elements take no room; a placeholder in `visible` reads the data.
    @Test func visibilityReadsTheData() {
        var dot = CellElement(.dot)
        dot.visible = "{unread}"
        let stack = CellElement(.stack(CellStack(axis: .horizontal, spacing: 5, children: [dot, CellElement(.text(CellText("{name}")))])))
        let content = CellContent(stack)
        let unread = content.filled(data: .object([("unread", .bool(true)), ("name", .string("Ada"))]), index: nil)
        let read = content.filled(data: .object([("unread", .bool(false)), ("name", .string("Ada"))]), index: nil)
        let a = ElementLayout(unread.root, width: 200, measurer: CountingMeasurer())
        let b = ElementLayout(read.root, width: 200, measurer: CountingMeasurer())
        #expect(a.placed.count == 3 && b.placed.count == 2)
        #expect(a.placed[2].frame.x == 15 && b.placed[1].frame.x == 0)
        if case .text(let t) = b.placed[1].element.kind { #expect(t.text == "Ada") } else { Issue.record("not a text") }
    }

    /// The hit target is the innermost element with an id or action under the point.
    @Test func targetsTheInnermostNamedElement() {
        var hello = CellElement(.badge(CellText("Hello")))
        hello.id = "hello"
        hello.action = "sayHello"
        var world = CellElement(.badge(CellText("World")))
        world.id = "world"
        var row = CellElement(.stack(CellStack(axis: .horizontal, spacing: 10, children: [hello, world])))
        row.id = "buttons"
        let layout = ElementLayout(row, width: 300, measurer: CountingMeasurer())
        let h = layout.placed[1].frame, w = layout.placed[2].frame
        #expect(layout.target(atX: h.x + 1, y: h.y + 1)?.id == "hello")
        #expect(layout.target(atX: h.x + 1, y: h.y + 1)?.action == "sayHello")
        #expect(layout.target(atX: w.x + w.width - 1, y: w.y + 1)?.id == "world")
        #expect(layout.target(atX: 299, y: 1)?.id == "buttons")
        #expect(layout.target(atX: 301, y: 1) == nil)
    }
}

/// docs/cells.md lists every symbol name, and only those.
@Suite struct SymbolNamesDocTests {
    @Test func theDocsListEverySymbol() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/cells.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "names:\n\n"))
        let list = text[start.upperBound...].prefix { $0 != "#" }
        let names = list.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(names == SymbolNames.all)
    }
}
