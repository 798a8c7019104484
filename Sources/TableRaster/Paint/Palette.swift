import TableLayout

/// A colour with components from 0 to 1, as Cairo takes them.
struct RGBA: Equatable {
    var r: Double, g: Double, b: Double, a: Double

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// From `0xRRGGBB` and an alpha.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    init(_ color: Color) {
        self.init(Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255)
    }
}

/// iOS's system colours, light and dark (UIColor.systemBackground and friends).
struct Palette {
    /// Which one this is: custom cells' semantic colours (docs/cells.md) are read for it.
    var appearance: Appearance = .light
    var background: RGBA                 // systemBackground
    var groupedBackground: RGBA          // systemGroupedBackground
    var groupedCellBackground: RGBA      // secondarySystemGroupedBackground
    var plainHeaderBackground: RGBA
    var label: RGBA
    var secondaryLabel: RGBA
    var tertiaryLabel: RGBA
    var separator: RGBA
    var tint: RGBA                       // systemBlue
    var destructive: RGBA                // systemRed
    var switchOn: RGBA                   // systemGreen
    var switchOff: RGBA
    var selection: RGBA                  // systemGray4
    var knob: RGBA
    var gray: RGBA                       // systemGray: swipe actions of the normal style

    static let light = Palette(
        background: RGBA(hex: 0xFFFFFF), groupedBackground: RGBA(hex: 0xF2F2F7),
        groupedCellBackground: RGBA(hex: 0xFFFFFF), plainHeaderBackground: RGBA(hex: 0xF7F7F7),
        label: RGBA(hex: 0x000000), secondaryLabel: RGBA(hex: 0x3C3C43, alpha: 0.6),
        tertiaryLabel: RGBA(hex: 0x3C3C43, alpha: 0.3), separator: RGBA(hex: 0x3C3C43, alpha: 0.29),
        tint: RGBA(hex: 0x007AFF), destructive: RGBA(hex: 0xFF3B30), switchOn: RGBA(hex: 0x34C759),
        switchOff: RGBA(hex: 0xE9E9EB), selection: RGBA(hex: 0xD1D1D6), knob: RGBA(hex: 0xFFFFFF),
        gray: RGBA(hex: 0x8E8E93))

    static let dark = Palette(
        appearance: .dark, background: RGBA(hex: 0x000000), groupedBackground: RGBA(hex: 0x000000),
        groupedCellBackground: RGBA(hex: 0x1C1C1E), plainHeaderBackground: RGBA(hex: 0x1C1C1E),
        label: RGBA(hex: 0xFFFFFF), secondaryLabel: RGBA(hex: 0xEBEBF5, alpha: 0.6),
        tertiaryLabel: RGBA(hex: 0xEBEBF5, alpha: 0.3), separator: RGBA(hex: 0x545458, alpha: 0.6),
        tint: RGBA(hex: 0x0A84FF), destructive: RGBA(hex: 0xFF453A), switchOn: RGBA(hex: 0x30D158),
        switchOff: RGBA(hex: 0x39393D), selection: RGBA(hex: 0x3A3A3C), knob: RGBA(hex: 0xFFFFFF),
        gray: RGBA(hex: 0x8E8E93))

    static func of(_ appearance: Appearance) -> Palette { appearance == .dark ? .dark : .light }

    /// The table's background and its cells' in a style.
    func tableBackground(_ style: TableStyle) -> RGBA { style == .plain ? background : groupedBackground }
    func cellBackground(_ style: TableStyle) -> RGBA { style == .plain ? background : groupedCellBackground }
}
