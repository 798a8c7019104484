import TableLayout

/// Draws a ``ScreenLayout``'s bars over the table (docs/screen.md, Drawing): the status bar's
/// time and glyphs, the navigation bar (material and hairline once content is under it), its
/// titles and buttons, the search field, the toolbar, the tab bar and the home indicator.
/// Glyphs SF Symbols would draw come from the pinned icon font (``SymbolNames``); the status
/// bar's cellular, Wi-Fi and battery glyphs are drawn as paths.
struct ScreenPainter {
    let canvas: Canvas
    let layout: ScreenLayout
    let colors: BarColors
    let engine: TextEngine
    let contentSize: ContentSize

    init(canvas: Canvas, layout: ScreenLayout, appearance: Appearance, contentSize: ContentSize, engine: TextEngine) {
        self.canvas = canvas
        self.layout = layout
        colors = BarColors(appearance, tint: layout.screen.tint)
        self.engine = engine
        self.contentSize = contentSize
    }

    private var isRightToLeft: Bool { layout.layoutDirection == .rightToLeft }
    private var width: Double { layout.width }
    /// Bar titles and buttons keep their size at every Dynamic Type size; the large title grows.
    private var barSize: ContentSize { BarMetrics.barTextSize }

    func paint() {
        paintTopBar()
        paintStatusBar()
        paintBottomBars()
        if let indicator = layout.homeIndicator {
            canvas.addRoundedRect(x: indicator.x, y: indicator.y, width: indicator.width, height: indicator.height,
                                  radius: indicator.height / 2, roundTop: true, roundBottom: true)
            canvas.fillPath(colors.content)
        }
    }

    // MARK: Text

    private func text(_ string: String, _ style: TextStyle, maxWidth: Double) -> TextBlock {
        engine.layout(string, style: style, maxWidth: maxWidth, maxLines: 1)
    }

    /// `block` with its capitals centred on `centerY` (SF Pro's cap height), as bars set text.
    private func drawCentered(_ block: TextBlock, x: Double, width: Double, centerY: Double, alignment: TextAlignment, _ color: RGBA) {
        let baseline = centerY + BarMetrics.capHeight * block.style.size / 2
        canvas.draw(block, x: x, y: baseline - block.ascent, width: width, alignment: alignment, color)
    }

    // MARK: The status bar

    private func paintStatusBar() {
        // A phone on its side hides it (its height is 0).
        guard let status = layout.screen.statusBar, layout.statusBar.height > 0 else { return }
        let bar = layout.statusBar
        let device = layout.device
        let classic = bar.height <= 20  // the home-button phones: a 20 pt bar, time in the middle
        let size = classic || device.isPad ? 12.0 : 17.0
        let time = text(status.time, TextStyle(size: size, weight: .semibold), maxWidth: width / 3)
        let centerY = classic || device.isPad ? bar.height / 2 : bar.height / 2 + 1.5
        // The notch's and Dynamic Island's "ears": the time centred in the left one, the
        // indicators in the right one.
        let ear = device.isPad ? 0 : width * 0.1445
        let timeX: Double
        if classic {
            timeX = (width - time.width) / 2
        } else if device.isPad {
            timeX = 20
        } else {
            timeX = ear - time.width / 2
        }
        // Right to left the status bar is mirrored as a whole: the time on the right, the
        // indicators on the left (each glyph and their order as in left to right).
        let mirror = { (x: Double, w: Double) in isRightToLeft ? width - x - w : x }
        drawCentered(time, x: mirror(timeX, time.width), width: time.width, centerY: centerY, alignment: .left, colors.content)
        // Cellular (17 pt), Wi-Fi (15 pt), battery (27 pt), 5 pt apart.
        let clusterWidth = 17.0 + 5 + 15 + 5 + 27
        var x: Double
        if classic {
            x = 6
        } else if device.isPad {
            x = width - 20 - clusterWidth
        } else {
            x = width - ear - clusterWidth / 2
        }
        let batteryX = classic ? width - 6 - 27 : nil
        if isRightToLeft {
            x = mirror(x, classic ? 17 + 5 + 15 : clusterWidth)
        }
        if let bars = status.cellularBars {
            for k in 0..<4 {
                let height = 4 + Double(k) * 2.33
                let color = k < bars ? colors.content : colors.content.withAlpha(0.35)
                canvas.addRoundedRect(x: x + Double(k) * 4.5, y: centerY + 5.5 - height, width: 3, height: height, radius: 1,
                                      roundTop: true, roundBottom: true)
                canvas.fillPath(color)
            }
            x += 22
        }
        if let bars = status.wifiBars {
            paintWiFi(centerX: x + 7.5, bottom: centerY + 5.5, bars: bars)
            x += 20
        }
        if let batteryX { x = mirror(batteryX, 27) }
        paintBattery(x: x, centerY: centerY, level: status.batteryLevel)
    }

    private func paintWiFi(centerX: Double, bottom: Double, bars: Int) {
        // Three arcs of a quarter circle fanning up from a point, the smallest a wedge.
        for k in 0..<3 {
            let radius = 3.6 + Double(k) * 3.7
            let color = k < bars ? colors.content : colors.content.withAlpha(0.35)
            canvas.strokeArc(centerX: centerX, centerY: bottom, radius: radius - (k == 0 ? 1.8 : 1.1),
                             from: -3 * Double.pi / 4, to: -Double.pi / 4, lineWidth: k == 0 ? 3.6 : 2.2, color)
        }
    }

    private func paintBattery(x: Double, centerY: Double, level: Int) {
        let (w, h) = (24.5, 11.5)
        canvas.addRoundedRect(x: x + 0.5, y: centerY - h / 2 + 0.5, width: w - 1, height: h - 1, radius: 3.3, roundTop: true, roundBottom: true)
        canvas.strokePath(lineWidth: 1, colors.content.withAlpha(0.35))
        let fill = max(0, min(100, Double(level))) / 100 * (w - 4)
        canvas.addRoundedRect(x: x + 2, y: centerY - h / 2 + 2, width: fill, height: h - 4, radius: 1.6, roundTop: true, roundBottom: true)
        canvas.fillPath(colors.content)
        canvas.addRoundedRect(x: x + w + 1, y: centerY - 2, width: 1.3, height: 4, radius: 0.65, roundTop: true, roundBottom: true)
        canvas.fillPath(colors.content.withAlpha(0.4))
    }

    // MARK: The navigation bar

    private func paintTopBar() {
        guard let bar = layout.navigationBar else { return }
        if layout.isContentUnderTopBar {
            canvas.fill(x: 0, y: 0, width: width, height: bar.y + bar.height, colors.material)
            canvas.hairline(bottom: bar.y + bar.height + 1 / canvas.scale, x: 0, maxX: width, colors.hairline)
        }
        let navigation = layout.screen.navigationBar
        if let prompt = layout.prompt, let words = navigation?.prompt {
            let block = text(words, TextStyle(size: CellFont(.footnote).size(at: barSize)), maxWidth: width - 32)
            drawCentered(block, x: 0, width: width, centerY: prompt.y + prompt.height / 2, alignment: .center, colors.secondary)
        }
        if let inline = layout.inlineBar {
            paintItems(in: inline)
            if layout.showsInlineTitle, let title = navigation?.title {
                let sides = layout.items.filter { $0.place == .back || $0.place == .leading || $0.place == .trailing }
                let reach = sides.map { max($0.frame.x + $0.frame.width, 0) <= width / 2 ? $0.frame.x + $0.frame.width : width - $0.frame.x }.max() ?? 0
                let room = width - 2 * (reach + BarMetrics.inlineTitleGap)
                let block = text(title, TextStyle(size: CellFont(.headline).size(at: barSize), weight: .semibold), maxWidth: max(0, room))
                drawCentered(block, x: (width - block.width) / 2, width: block.width, centerY: inline.y + inline.height / 2,
                             alignment: .left, colors.label)
            }
        }
        if let large = layout.largeTitle, large.height > 0, let baseline = layout.largeTitleBaseline, let title = navigation?.title {
            let (margin, room) = barSpan
            let block = text(title, TextStyle(size: CellFont(.largeTitle).size(at: contentSize), weight: .bold), maxWidth: room)
            canvas.withClip(x: 0, y: large.y, width: width, height: large.height) {
                canvas.draw(block, x: margin, y: baseline - block.ascent, width: room,
                            alignment: isRightToLeft ? .right : .left, colors.label)
            }
        }
        if let search = layout.screen.search, let frame = layout.searchBar, frame.height > 0 {
            paintSearch(search, in: frame)
        }
        if let scope = layout.scopeBar, scope.height > 0, let search = layout.screen.search {
            paintScopes(search, in: scope)
        }
    }

    /// Where bar content starts from the left (the safe area's side and the bar's margin) and
    /// the width it has between the margins.
    private var barSpan: (x: Double, width: Double) {
        let margin = BarMetrics.barMargin(width: width, isPad: layout.device.isPad)
        return (layout.safeAreaLeft + margin, width - layout.safeAreaLeft - layout.safeAreaRight - 2 * margin)
    }

    private func paintItems(in bar: ElementFrame) {
        for placed in layout.items where placed.place == .back || placed.place == .leading || placed.place == .trailing {
            paintButton(placed, centerY: bar.y + bar.height / 2)
        }
    }

    private func paintButton(_ placed: ScreenLayout.PlacedBarItem, centerY: Double) {
        let color = placed.item.isEnabled ? colors.tint : colors.disabled
        if placed.place == .back {
            // The chevron: its ink (a round-capped stroke around two arms) UIKit's size and
            // place, from its box's leading edge.
            let box = placed.frame
            let (width, stroke) = (BarMetrics.backChevronWidth, BarMetrics.backChevronStroke)
            let chevronX = isRightToLeft ? box.x + box.width - BarMetrics.backChevronLeading - width
                                         : box.x + BarMetrics.backChevronLeading
            let (tipX, endX) = isRightToLeft ? (chevronX + width - stroke / 2, chevronX + stroke / 2)
                                             : (chevronX + stroke / 2, chevronX + width - stroke / 2)
            let arm = BarMetrics.backChevronHeight / 2 - stroke / 2
            canvas.strokePolyline([(endX, centerY - arm), (tipX, centerY), (endX, centerY + arm)], lineWidth: stroke, color)
        }
        if let symbol = placed.item.symbol, let codePoint = SymbolNames.codePoint(symbol) {
            canvas.drawSymbol(codePoint, face: engine.fonts.symbols, centerX: placed.frame.x + placed.frame.width / 2, centerY: centerY,
                              side: BarMetrics.symbolSide, mirrored: isRightToLeft && SymbolNames.mirrorsInRightToLeft(symbol), color)
        } else if let title = placed.item.title, !title.isEmpty, let box = placed.titleFrame {
            let weight: FontSet.Weight = placed.item.style == .done ? .semibold : .regular
            let block = text(title, TextStyle(size: CellFont(.body).size(at: barSize), weight: weight), maxWidth: box.width + 1)
            drawCentered(block, x: box.x, width: box.width, centerY: centerY, alignment: .left, color)
        }
    }

    private func paintSearch(_ search: Screen.SearchField, in bar: ElementFrame) {
        let (margin, room) = barSpan
        let cancel = layout.items.first { $0.place == .searchCancel }
        let fieldRight = cancel.map { isRightToLeft ? width - $0.frame.x - $0.frame.width : $0.frame.x } ?? margin + room
        let fieldWidth = (cancel == nil ? fieldRight : fieldRight - 8) - margin
        let fieldX = isRightToLeft ? width - margin - fieldWidth : margin
        // Collapsing, the field shrinks with its bar and its text fades, as UIKit's does.
        let height = min(BarMetrics.searchField, max(0, bar.height - BarMetrics.searchFieldTop))
        let fade = max(0, min(1, (height - 18) / 18))
        guard height > 0 else { return }
        let top = bar.y + BarMetrics.searchFieldTop
        canvas.withClip(x: 0, y: bar.y, width: width, height: bar.height) {
            canvas.addRoundedRect(x: fieldX, y: top, width: fieldWidth, height: height,
                                  radius: min(BarMetrics.searchFieldCornerRadius, height / 2), roundTop: true, roundBottom: true)
            canvas.fillPath(colors.fieldFill)
            guard fade > 0 else { return }
            let centerY = top + height / 2
            let glassX = isRightToLeft ? fieldX + fieldWidth - 8 - 10 : fieldX + 8 + 10
            if let glass = SymbolNames.codePoint("magnifyingglass") {
                canvas.drawSymbol(glass, face: engine.fonts.symbols, centerX: glassX, centerY: centerY, side: 20,
                                  colors.secondary.withAlpha(colors.secondary.a * fade))
            }
            let typed = search.text.flatMap { $0.isEmpty ? nil : $0 }
            let block = text(typed ?? search.placeholder, TextStyle(size: CellFont(.body).size(at: barSize)), maxWidth: fieldWidth - 60)
            let color = typed == nil ? colors.secondary : colors.label
            let textX = isRightToLeft ? fieldX + fieldWidth - 36 - block.width : fieldX + 36
            drawCentered(block, x: textX, width: block.width, centerY: centerY, alignment: .left, color.withAlpha(color.a * fade))
            if typed != nil, let clear = SymbolNames.codePoint("xmark.circle.fill") {
                let clearX = isRightToLeft ? fieldX + 8 + 9 : fieldX + fieldWidth - 8 - 9
                canvas.drawSymbol(clear, face: engine.fonts.symbols, centerX: clearX, centerY: centerY, side: 18,
                                  colors.secondary.withAlpha(colors.secondary.a * fade))
            }
            if let cancel { paintButton(cancel, centerY: centerY) }
        }
    }

    private func paintScopes(_ search: Screen.SearchField, in bar: ElementFrame) {
        let (margin, total) = barSpan
        let height = min(BarMetrics.segmentedControl, bar.height)
        guard height > 4, !search.scopes.isEmpty else { return }
        let top = bar.y + (bar.height - height) / 2
        canvas.withClip(x: 0, y: bar.y, width: width, height: bar.height) {
            canvas.addRoundedRect(x: margin, y: top, width: total, height: height, radius: 8, roundTop: true, roundBottom: true)
            canvas.fillPath(colors.fieldFill)
            let each = total / Double(search.scopes.count)
            for (k, scope) in search.scopes.enumerated() {
                let slot = isRightToLeft ? search.scopes.count - 1 - k : k
                let x = margin + Double(slot) * each
                if k == search.selectedScope {
                    canvas.addRoundedRect(x: x + 2, y: top + 2, width: each - 4, height: height - 4, radius: 7, roundTop: true, roundBottom: true)
                    canvas.fillPath(colors.selectedSegment)
                }
                let block = text(scope, TextStyle(size: 13, weight: k == search.selectedScope ? .semibold : .medium), maxWidth: each - 8)
                drawCentered(block, x: x, width: each, centerY: top + height / 2, alignment: .center, colors.label)
            }
        }
    }

    // MARK: The toolbar, the tab bar

    private func paintBottomBars() {
        let bars = [layout.toolbar, layout.tabBar].compactMap { $0 }
        guard let top = bars.map(\.y).min() else { return }
        if layout.isContentUnderBottomBar {
            canvas.fill(x: 0, y: top, width: width, height: layout.height - top, colors.material)
            canvas.hairline(bottom: top, x: 0, maxX: width, colors.hairline)
        }
        for placed in layout.items where placed.place == .toolbar {
            paintButton(placed, centerY: placed.frame.y + placed.frame.height / 2)
        }
        for placed in layout.items where placed.place == .tab {
            paintTab(placed)
        }
    }

    private func paintTab(_ placed: ScreenLayout.PlacedBarItem) {
        let color = placed.isSelected ? colors.tint : colors.unselectedTab
        if BarMetrics.tabItemsAreInline(on: layout.device) {
            paintInlineTab(placed, color)
            return
        }
        let centerX = placed.frame.x + placed.frame.width / 2
        let symbolCenterY = placed.frame.y + BarMetrics.tabSymbolCenter
        if let symbol = placed.item.symbol, let codePoint = SymbolNames.codePoint(symbol) {
            canvas.drawSymbol(codePoint, face: engine.fonts.symbols, centerX: centerX, centerY: symbolCenterY,
                              side: BarMetrics.tabSymbolSide, mirrored: isRightToLeft && SymbolNames.mirrorsInRightToLeft(symbol), color)
        }
        if let title = placed.item.title {
            let block = text(title, TextStyle(size: BarMetrics.tabTitleSize, weight: .medium), maxWidth: placed.frame.width - 4)
            canvas.draw(block, x: placed.frame.x, y: placed.frame.y + BarMetrics.tabTitleBaseline - block.ascent, width: placed.frame.width,
                        alignment: .center, color)
        }
        if let badge = placed.badge {
            paintBadge(badge, symbolCenterX: centerX, top: placed.frame.y + 3, maxWidth: placed.frame.width / 2)
        }
    }

    /// A tab on an iPad or a phone on its side: the symbol and, beside it, its title in 13 pt,
    /// the pair centred in the item (UIKit's inline tab layout).
    private func paintInlineTab(_ placed: ScreenLayout.PlacedBarItem, _ color: RGBA) {
        let frame = placed.frame
        let centerY = frame.y + frame.height / 2
        let side = min(BarMetrics.tabSymbolSide, frame.height - 6)
        let symbol = placed.item.symbol.flatMap(SymbolNames.codePoint)
        let block = placed.item.title.map {
            text($0, TextStyle(size: BarMetrics.inlineTabTitleSize, weight: .medium), maxWidth: max(0, frame.width - side - 12))
        }
        let symbolWidth = symbol == nil ? 0 : side + (block == nil ? 0 : BarMetrics.inlineTabGap)
        let total = symbolWidth + (block?.width ?? 0)
        // Reading order: the symbol leads, on the right in a right-to-left interface.
        let start = frame.x + (frame.width - total) / 2
        let symbolCenterX = isRightToLeft ? start + total - side / 2 : start + side / 2
        if let symbol {
            canvas.drawSymbol(symbol, face: engine.fonts.symbols, centerX: symbolCenterX, centerY: centerY, side: side,
                              mirrored: isRightToLeft && placed.item.symbol.map(SymbolNames.mirrorsInRightToLeft) == true, color)
        }
        if let block {
            let x = isRightToLeft ? start : start + symbolWidth
            drawCentered(block, x: x, width: block.width, centerY: centerY, alignment: .left, color)
        }
        if let badge = placed.badge {
            paintBadge(badge, symbolCenterX: symbolCenterX, top: centerY - side / 2 - 6, maxWidth: frame.width / 2)
        }
    }

    /// A red badge at the symbol's top trailing corner.
    private func paintBadge(_ badge: String, symbolCenterX centerX: Double, top y: Double, maxWidth: Double) {
        let block = text(badge, TextStyle(size: 13), maxWidth: maxWidth)
        let height = BarMetrics.badgeHeight
        let badgeWidth = max(height, block.width + 10)
        let edge = centerX + BarMetrics.tabSymbolSide / 2 - 4
        let x = isRightToLeft ? 2 * centerX - edge - badgeWidth : edge
        canvas.addRoundedRect(x: x, y: y, width: badgeWidth, height: height, radius: height / 2, roundTop: true, roundBottom: true)
        canvas.fillPath(colors.badge)
        drawCentered(block, x: x, width: badgeWidth, centerY: y + height / 2, alignment: .center, RGBA(1, 1, 1))
    }
}

/// The bars' colours in an appearance (UIKit's defaults: `UIBarAppearance`'s material and
/// shadow, the status bar's content, the search field's fill; docs/screen.md lists them).
struct BarColors {
    var content: RGBA        // the status bar's glyphs, the home indicator
    var label: RGBA
    var secondary: RGBA      // placeholders, the magnifying glass, the prompt
    var tint: RGBA
    var disabled: RGBA
    var material: RGBA       // systemChromeMaterial over the content, as it looks over a plain background
    var hairline: RGBA       // UIBarAppearance.shadowColor
    var fieldFill: RGBA      // tertiarySystemFill: the search field, the scope bar
    var selectedSegment: RGBA
    var unselectedTab: RGBA
    var badge: RGBA          // systemRed

    init(_ appearance: Appearance, tint: Color?) {
        let dark = appearance == .dark
        let palette = Palette.of(appearance)
        content = dark ? RGBA(1, 1, 1) : RGBA(0, 0, 0)
        label = palette.label
        secondary = palette.secondaryLabel
        self.tint = tint.map { RGBA($0) } ?? palette.tint
        disabled = palette.tertiaryLabel
        material = dark ? RGBA(hex: 0x161616, alpha: 0.94) : RGBA(hex: 0xF9F9F9, alpha: 0.94)
        hairline = dark ? RGBA(1, 1, 1, 0.15) : RGBA(0, 0, 0, 0.3)
        fieldFill = dark ? RGBA(hex: 0x767680, alpha: 0.24) : RGBA(hex: 0x767680, alpha: 0.12)
        selectedSegment = dark ? RGBA(hex: 0x636366) : RGBA(1, 1, 1)
        unselectedTab = dark ? RGBA(hex: 0x757575) : RGBA(hex: 0x999999)
        badge = palette.destructive
    }
}

extension RGBA {
    func withAlpha(_ alpha: Double) -> RGBA { RGBA(r, g, b, alpha) }
}
