/// What layout needs to know of text: its size when set in `font` at `size` points, at most
/// `maxWidth` wide, in at most `lines` lines (0: unlimited). The renderer answers with the
/// layout it draws, so a custom cell is measured exactly as it is drawn.
public protocol ElementMeasuring {
    func measureText(_ text: String, font: CellFont, size: Double, maxWidth: Double, lines: Int) -> MeasuredText
    /// The same, its lines spaced by `lineSpacing` (the first line its font's line box, each
    /// further line a pitch: ``LineSpacing/height(lines:lineBox:)``).
    func measureText(_ text: String, font: CellFont, size: Double, lineSpacing: LineSpacing, maxWidth: Double,
                     lines: Int) -> MeasuredText
    /// The height of one line set in `font` at `size` points.
    func lineHeight(_ font: CellFont, size: Double) -> Double
}

extension ElementMeasuring {
    /// - Complexity: one measurement by the text engine.
    public func lineHeight(_ font: CellFont, size: Double) -> Double {
        measureText("X", font: font, size: size, maxWidth: .infinity, lines: 1).height
    }

    /// A measurer without fonts (``EstimatingTextMeasurer``, a test's) knows no line boxes:
    /// its lines stay as it spaces them.
    ///
    /// - Complexity: one measurement by the text engine.
    public func measureText(_ text: String, font: CellFont, size: Double, lineSpacing: LineSpacing, maxWidth: Double,
                            lines: Int) -> MeasuredText {
        measureText(text, font: font, size: size, maxWidth: maxWidth, lines: lines)
    }
}

/// A laid-out text's size and its first baseline (from its top).
public struct MeasuredText: Equatable, Sendable {
    public var width: Double
    public var height: Double
    package var ascent: Double

    /// - Complexity: O(1).
    public init(width: Double, height: Double, ascent: Double) {
        (self.width, self.height, self.ascent) = (width, height, ascent)
    }
}

/// Where every element of a custom cell goes (docs/cells.md, Layout): the one layout
/// algorithm, used to measure an `automatic` row, to draw it and to hit-test it.
///
/// Four linear passes over the (filled) element tree, so layout is linear in the number of
/// elements, however deep: (1) each element's ideal width, bottom up, for the elements whose
/// width depends on it (worked out when first asked for and kept: a text that takes the width
/// it is given — `width: fill`, in a `fill`-aligned vstack — is laid out once); (2) widths, top down,
/// each stack sharing its width among its children; (3) heights and first baselines at those
/// widths, bottom up; (4) positions, top down, stretching what a stack stretches.
package struct ElementLayout: Sendable {
    /// An element and its frame, in points from the content's top-left corner, left to right
    /// (a right-to-left interface mirrors frames when drawing and hit-testing).
    package struct Placed: Sendable {
        package let element: CellElement
        package let frame: ElementFrame
        /// How many stacks it is inside.
        package let depth: Int
        /// A text's or badge's: the greatest width it was laid out at (its ideal measurement
        /// is kept when it fits, laid out unbounded). The painter lays it out at this width
        /// too, so it finds the measured layout in the text engine's cache: the same lines.
        package let textLayoutWidth: Double?
    }

    /// The content's size: the width it was given, the height it takes (or was given).
    package let width: Double
    package let height: Double
    /// Every shown element, parents before their children (the order they are drawn in).
    package let placed: [Placed]

    /// Lays out `root` at `width`; `height`: the height the root is given when it stretches
    /// (`height: fill`), else it takes its own.
    package init(_ root: CellElement, width: Double, height: Double? = nil, contentSize: ContentSize = .large,
                measurer: some ElementMeasuring) {
        var pass = Pass(contentSize: contentSize, measurer: measurer)
        let rootIndex = pass.add(root, parentAxis: nil, depth: 0)
        pass.assignWidth(rootIndex, width)
        pass.measureHeight(rootIndex)
        var rootHeight = pass.nodes[rootIndex].height
        if let height, case .fill? = root.height { rootHeight = max(rootHeight, height) }
        pass.place(rootIndex, x: 0, y: 0, height: rootHeight)
        self.width = width
        self.height = rootHeight
        placed = pass.nodes.map { Placed(element: $0.element, frame: $0.frame, depth: $0.depth, textLayoutWidth: $0.textLayoutWidth) }
    }

    /// The deepest-nested element with an id or an action at `(x, y)` (content coordinates,
    /// left to right); nil when none is there.
    package func target(atX x: Double, y: Double) -> CellElement? {
        placed.last { ($0.element.id != nil || $0.element.action != nil || $0.element.onTap != nil) && $0.frame.contains(x: x, y: y) }?.element
    }
}

/// A rectangle in points: an element's frame in its cell, or a bar's on the screen
/// (``ScreenLayout``, public for that).
public struct ElementFrame: Equatable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    /// - Complexity: O(1).
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Whether the point is inside (the left and top edges in, the right and bottom out).
    /// - Complexity: O(1).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

extension CellElement {
    /// A tile's side (the Settings app's 29 pt icons, an image's side too: ``ElementKinds``).
    package static let tileSize = ElementKinds.iconSide
    /// A symbol's side for a text style: the style's size and a fifth, so the glyph's body
    /// (five sixths of the icon font's em) is about as tall as the text's capitals and ascenders.
    package static func symbolSide(_ style: TextStyleName, _ contentSize: ContentSize) -> Double {
        (style.size(at: contentSize) * 1.2 * 64).rounded() / 64
    }

    /// The size a leaf takes of itself (before padding), for what is not text: its kind's
    /// side (``ElementKind/side``: images 29 pt, dots 10 pt), a symbol's by its text style
    /// or tile; with an `aspectRatio`, the side not given follows the one that is.
    func leafSize(_ contentSize: ContentSize) -> (width: Double, height: Double) {
        let w: Double? = if case .points(let p)? = width { p } else { nil }
        let h: Double? = if case .points(let p)? = height { p } else { nil }
        let side: Double
        if case .symbol(let symbol) = kind {
            side = symbol.size ?? (symbol.tile != nil ? CellElement.tileSize : CellElement.symbolSide(symbol.style, contentSize))
            return (w ?? side, h ?? side)
        }
        guard let own = ElementKinds.of(kind).side else { return (w ?? 0, h ?? 0) }
        side = own
        if let ratio = aspectRatio, ratio > 0 {
            let width = w ?? h.map { $0 * ratio } ?? side
            return (width, h ?? width / ratio)
        }
        return (w ?? h ?? side, h ?? w ?? side)
    }
}

/// The passes' state: the tree flattened in preorder.
private struct Pass<Measurer: ElementMeasuring> {
    struct Node {
        let element: CellElement
        let parentAxis: CellStack.Axis?
        let depth: Int
        var children: [Int] = []
        /// nil until something asks for it (pass 1 runs on demand).
        var idealWidth: Double?
        var width = 0.0
        var height = 0.0
        /// From the node's top to its first baseline; nil: it has none (not text).
        var baseline: Double?
        /// A text's size at its ideal width (pass 1), reused when it gets that much (pass 3).
        var ideal: MeasuredText?
        /// The width a text was laid out at in pass 3 (``Placed/textLayoutWidth``).
        var textLayoutWidth: Double?
        var frame = ElementFrame(x: 0, y: 0, width: 0, height: 0)
    }

    let contentSize: ContentSize
    let measurer: Measurer
    var nodes: [Node] = []

    init(contentSize: ContentSize, measurer: Measurer) {
        self.contentSize = contentSize
        self.measurer = measurer
    }

    /// The widest a text may be laid out (its ideal width is its longest line).
    static var unbounded: Double { Height.maximumPoints }

    mutating func add(_ element: CellElement, parentAxis: CellStack.Axis?, depth: Int) -> Int {
        let index = nodes.count
        nodes.append(Node(element: element, parentAxis: parentAxis, depth: depth))
        if case .stack(let stack) = element.kind, depth < CellContent.maximumDepth {
            var children: [Int] = []
            for child in stack.children { children.append(add(child, parentAxis: stack.axis, depth: depth + 1)) }
            nodes[index].children = children
        }
        return index
    }

    // MARK: Pass 1: ideal widths (on demand, each once)

    /// The node's ideal width, worked out the first time it is asked for.
    private mutating func ideal(_ i: Int) -> Double {
        if let known = nodes[i].idealWidth { return known }
        let (width, measured) = idealWidth(i)
        nodes[i].idealWidth = width
        nodes[i].ideal = measured
        return width
    }

    private mutating func idealWidth(_ i: Int) -> (Double, MeasuredText?) {
        let node = nodes[i], e = node.element
        let ideal: Double
        var measured: MeasuredText?
        if case .points(let p)? = e.width {
            ideal = p
        } else if let ratio = e.aspectRatio, ratio > 0, case .points(let p)? = e.height {
            ideal = max(0, p - e.padding.vertical) * ratio + e.padding.horizontal  // the width its height and ratio give
        } else {
            switch e.kind {
            case .text(let text):
                measured = measure(text, maxWidth: Pass.unbounded)
                ideal = (measured?.width ?? 0) + e.padding.horizontal
            case .badge(let text):
                let m = measure(text, maxWidth: Pass.unbounded)
                measured = m
                ideal = max(m.width + e.padding.horizontal, m.height + e.padding.vertical)
            case .stack(let stack):
                var widths: [Double] = []
                for child in node.children { widths.append(self.ideal(child)) }
                let content = stack.axis == .horizontal
                    ? widths.reduce(0, +) + stack.spacing * Double(max(0, widths.count - 1))
                    : widths.max() ?? 0
                ideal = content + e.padding.horizontal
            case .divider: ideal = node.parentAxis == .horizontal ? 1 : 0
            case .spacer: ideal = 0
            default: ideal = e.leafSize(contentSize).width + e.padding.horizontal  // a leaf that is not text
            }
        }
        return (max(ideal, e.minWidth), measured)
    }

    /// `text` at `maxWidth`: the ideal measurement when it fits (the same lines: nothing
    /// wraps at a width at least its longest line's), else laid out again; and the width it
    /// was laid out at.
    private func measure(_ text: CellText, maxWidth: Double, ideal: MeasuredText?) -> (MeasuredText, Double) {
        if let ideal, ideal.width <= maxWidth { return (ideal, Pass.unbounded) }
        return (measure(text, maxWidth: maxWidth), max(0, maxWidth))
    }

    private func measure(_ text: CellText, maxWidth: Double) -> MeasuredText {
        measurer.measureText(text.text, font: text.font, size: text.font.size(at: contentSize),
                             lineSpacing: text.resolvedLineSpacing(at: contentSize), maxWidth: max(0, maxWidth), lines: text.lines)
    }

    // MARK: Pass 2: widths, top down

    /// How a child takes width along a horizontal stack.
    private enum Share { case fixed(Double), flexible(Double), grows(Double) }

    private mutating func share(_ i: Int) -> Share {
        let e = nodes[i].element
        switch e.width {
        case .points(let p)?: return .fixed(max(p, e.minWidth))
        case .fill(let weight)?: return .grows(weight)
        case nil: break
        }
        switch e.kind {
        case .spacer(let weight): return .grows(weight)
        case .text, .stack: return .flexible(ideal(i))
        default: return .fixed(ideal(i))  // leaves, badges and dividers keep their size
        }
    }

    mutating func assignWidth(_ i: Int, _ width: Double) {
        nodes[i].width = width
        guard case .stack(let stack) = nodes[i].element.kind, !nodes[i].children.isEmpty else { return }
        let children = nodes[i].children
        let inner = max(0, width - nodes[i].element.padding.horizontal)
        if stack.axis == .vertical {
            for c in children {
                let e = nodes[c].element
                let w: Double
                switch (e.width, e.kind) {
                case (.points(let p)?, _): w = p
                case (.fill?, _), (nil, .divider): w = inner
                case (nil, _) where stack.alignment == .fill: w = inner
                case (nil, .text), (nil, .stack), (nil, .spacer): w = min(ideal(c), inner)
                case (nil, _): w = ideal(c)  // leaves and badges keep their size
                }
                assignWidth(c, max(w, e.minWidth))
            }
            return
        }
        let available = max(0, inner - stack.spacing * Double(children.count - 1))
        if stack.distribution == .fillEqually {
            for c in children { assignWidth(c, max(available / Double(children.count), nodes[c].element.minWidth)) }
            return
        }
        var shares: [Share] = []
        for c in children { shares.append(share(c)) }
        var rest = available
        var ideals: [Double] = []
        var weights = 0.0
        for s in shares {
            switch s {
            case .fixed(let w): rest -= w
            case .flexible(let ideal): ideals.append(ideal)
            case .grows(let weight): weights += weight
            }
        }
        let allotted = waterFill(ideals, max(0, rest))
        let leftover = max(0, rest - allotted.reduce(0, +))
        var k = 0
        for (c, s) in zip(children, shares) {
            let w: Double
            switch s {
            case .fixed(let fixed): w = fixed
            case .flexible: w = allotted[k]; k += 1
            case .grows(let weight): w = weights > 0 ? leftover * weight / weights : 0
            }
            assignWidth(c, max(w, nodes[c].element.minWidth))
        }
    }

    // MARK: Pass 3: heights and baselines, bottom up

    mutating func measureHeight(_ i: Int) {
        for c in nodes[i].children { measureHeight(c) }
        let node = nodes[i], e = node.element
        var height = 0.0
        var baseline: Double?
        var hasLines = false
        switch e.kind {
        case .text(let text), .badge(let text):
            let (m, laidOutAt) = measure(text, maxWidth: node.width - e.padding.horizontal, ideal: node.ideal)
            hasLines = m.height > 0
            height = m.height + e.padding.vertical
            baseline = e.padding.top + m.ascent
            nodes[i].textLayoutWidth = laidOutAt
        case .stack(let stack):
            let kids = node.children
            if stack.axis == .horizontal {
                let (content, line) = HorizontalCross.arrange(kids.map { (nodes[$0].height, nodes[$0].baseline) },
                                                             alignment: stack.alignment, into: nil)
                height = content + e.padding.vertical
                baseline = line.map { e.padding.top + $0 }
            } else {
                height = kids.reduce(0) { $0 + nodes[$1].height } + stack.spacing * Double(max(0, kids.count - 1))
                    + e.padding.vertical
                baseline = kids.first.flatMap { nodes[$0].baseline }.map { e.padding.top + $0 }
            }
        case .divider: height = node.parentAxis == .horizontal ? 0 : 1
        case .spacer: height = 0
        default: height = e.leafSize(contentSize).height + e.padding.vertical  // a leaf that is not text
        }
        let natural = height  // before a fixed height or a ratio sets it
        if case .text(let text) = e.kind, text.roundsHeightUp { height = (height - 1e-9).rounded(.up) }
        if case .points(let p)? = e.height {
            height = p
        } else if let ratio = e.aspectRatio, ratio > 0 {
            // The height its width gives (`aspectRatio`: width over height, padding outside it).
            height = max(0, node.width - e.padding.horizontal) / ratio + e.padding.vertical
        }
        nodes[i].height = max(height, e.minHeight)
        // A text taller than its lines (a fixed or least height) has them in its middle, as
        // a UILabel does; the painter draws them there (docs/cells.md, Layout).
        // An empty text (a stock value2 cell's missing value) keeps its baseline at its top.
        if case .text = e.kind, hasLines, let line = baseline { baseline = line + max(0, nodes[i].height - natural) / 2 }
        nodes[i].baseline = baseline
    }

    // MARK: Pass 4: positions, top down

    mutating func place(_ i: Int, x: Double, y: Double, height: Double) {
        nodes[i].frame = ElementFrame(x: x, y: y, width: nodes[i].width, height: height)
        guard case .stack(let stack) = nodes[i].element.kind, !nodes[i].children.isEmpty else { return }
        let e = nodes[i].element, kids = nodes[i].children
        let innerX = x + e.padding.leading, innerY = y + e.padding.top
        let innerWidth = max(0, nodes[i].width - e.padding.horizontal)
        let innerHeight = max(0, height - e.padding.vertical)
        if stack.axis == .horizontal {
            let used = kids.reduce(0) { $0 + nodes[$1].width } + stack.spacing * Double(kids.count - 1)
            let gap = stack.spacing + (stack.distribution == .equalSpacing && kids.count > 1
                ? max(0, innerWidth - used) / Double(kids.count - 1) : 0)
            var heights: [(Double, Double?)] = []
            for c in kids {
                let child = nodes[c].element
                let stretches: Bool
                switch (child.height, child.kind) {
                case (.points?, _): stretches = false
                case (.fill?, _), (nil, .divider): stretches = true
                default: stretches = stack.alignment == .fill
                }
                heights.append((stretches ? max(innerHeight, nodes[c].height) : nodes[c].height, nodes[c].baseline))
            }
            var tops: [Double] = []
            HorizontalCross.arrange(heights.map { (height: $0.0, baseline: $0.1) }, alignment: stack.alignment,
                                    into: innerHeight, tops: &tops)
            var cx = innerX
            for (k, c) in kids.enumerated() {
                place(c, x: cx, y: innerY + tops[k], height: heights[k].0)
                cx += nodes[c].width + gap
            }
        } else {
            var heights = kids.map { nodes[$0].height }
            let natural = heights.reduce(0, +) + stack.spacing * Double(kids.count - 1)
            let extra = max(0, innerHeight - natural)
            var gap = stack.spacing
            let weights = kids.map { c -> Double in
                if case .fill(let w)? = nodes[c].element.height { return w }
                if case .spacer(let w) = nodes[c].element.kind, nodes[c].element.height == nil { return w }
                return 0
            }
            let totalWeight = weights.reduce(0, +)
            if extra > 0 {
                if totalWeight > 0 {
                    for k in heights.indices { heights[k] += extra * weights[k] / totalWeight }
                } else if stack.distribution == .fillEqually {
                    let each = (innerHeight - stack.spacing * Double(kids.count - 1)) / Double(kids.count)
                    for k in heights.indices { heights[k] = max(heights[k], each) }
                } else if stack.distribution == .equalSpacing, kids.count > 1 {
                    gap += extra / Double(kids.count - 1)
                }
            }
            var cy = innerY
            for (k, c) in kids.enumerated() {
                let w = nodes[c].width
                let dx: Double
                switch stack.alignment {
                case .center: dx = (innerWidth - w) / 2
                case .trailing, .bottom: dx = innerWidth - w
                default: dx = 0
                }
                place(c, x: innerX + dx, y: cy, height: heights[k])
                cy += heights[k] + gap
            }
        }
    }

    private func waterFill(_ ideals: [Double], _ available: Double) -> [Double] {
        ElementLayout.waterFill(ideals, available)
    }
}

extension ElementLayout {
    /// Shares `available` among children that would like `ideals`: each takes its ideal or an
    /// equal share of what the smaller ones leave, whichever is less (the level `L` with
    /// `Σ min(ideal, L) = available`); so short texts keep their width and the longest ones
    /// give way, as SwiftUI's HStack does. O(n log n).
    static func waterFill(_ ideals: [Double], _ available: Double) -> [Double] {
        guard ideals.reduce(0, +) > available else { return ideals }
        var result = ideals
        var remaining = available
        let order = ideals.indices.sorted { ideals[$0] < ideals[$1] }
        for (k, i) in order.enumerated() {
            let share = remaining / Double(order.count - k)
            result[i] = min(ideals[i], share)
            remaining -= result[i]
        }
        return result
    }
}

/// Where children go across a horizontal stack.
enum HorizontalCross {
    /// The content's height and first baseline for children of `(height, baseline)`
    /// aligned by `alignment` in `into` points (nil: as tall as they need); `tops` gets each
    /// child's top. A child with no baseline stands on the baseline (as UIStackView aligns a view).
    @discardableResult
    static func arrange(_ children: [(height: Double, baseline: Double?)], alignment: CellStack.Alignment,
                        into available: Double?, tops: inout [Double]) -> (height: Double, baseline: Double?) {
        tops = []
        if alignment == .firstBaseline {
            let line = children.map { $0.baseline ?? $0.height }.max() ?? 0
            for child in children { tops.append(line - (child.baseline ?? child.height)) }
            let height = zip(tops, children).map { top, child in top + child.height }.max() ?? 0
            return (max(height, available ?? 0), children.isEmpty ? nil : line)
        }
        let tallest = children.map(\.height).max() ?? 0
        let height = max(tallest, available ?? 0)
        for child in children {
            switch alignment {
            case .center: tops.append((height - child.height) / 2)
            case .bottom, .trailing: tops.append(height - child.height)
            default: tops.append(0)
            }
        }
        let baseline = zip(tops, children).first { $1.baseline != nil }.map { $0 + ($1.baseline ?? 0) }
        return (height, baseline)
    }

    static func arrange(_ children: [(Double, Double?)], alignment: CellStack.Alignment,
                        into available: Double?) -> (height: Double, baseline: Double?) {
        var tops: [Double] = []
        return arrange(children.map { (height: $0.0, baseline: $0.1) }, alignment: alignment, into: available, tops: &tops)
    }
}
