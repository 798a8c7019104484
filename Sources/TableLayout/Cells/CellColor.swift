/// A colour in a custom cell: a semantic colour of iOS (light and dark), a fixed sRGB
/// colour, one per appearance, or a placeholder that reads one of those from the row's data.
public enum CellColor: Equatable, Sendable {
    case semantic(SemanticColor)
    case fixed(Color)
    /// One colour in light appearance and another in dark (an asset catalogue's colour set,
    /// `UIColor { $0.userInterfaceStyle == .dark ? dark : light }`).
    case adaptive(light: Color, dark: Color)
    /// Placeholders still to fill (`"{tint}"`); after filling, text that named no colour
    /// stays here and is reported where the row is drawn.
    case unresolved(String)

    /// `systemBlue`, `#FF9500`, `#FF950080`; nil for anything else.
    /// - Complexity: O(length of the name).
    public init?(name: String) {
        if let semantic = SemanticColor(rawValue: name) { self = .semantic(semantic) }
        else if let color = Color(hex: name) { self = .fixed(color) }
        else { return nil }
    }

    /// The colour with its placeholders filled: a colour, or `.unresolved` with the text read.
    func filled(_ values: PlaceholderValues) -> CellColor {
        guard case .unresolved(let template) = self else { return self }
        let text = TextTemplate.render(template, values: values)
        return CellColor(name: text) ?? .unresolved(text)
    }

    /// The colour in an appearance; nil when it named no colour.
    /// - Complexity: O(1).
    public func resolved(_ appearance: Appearance) -> Color? {
        switch self {
        case .semantic(let name): return name.color(appearance)
        case .fixed(let color): return color
        case .adaptive(let light, let dark): return appearance == .dark ? dark : light
        case .unresolved: return nil
        }
    }
}

/// UIKit's semantic and system colours by name, each light and dark (Apple's Human Interface
/// Guidelines, Color › Specifications; `UIColor.label` and friends). `tint` is the table's
/// tint, systemBlue unless a row sets one.
public enum SemanticColor: String, CaseIterable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, tint
    case separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill
    case systemBlue, systemGreen, systemIndigo, systemOrange, systemPink, systemPurple, systemRed,
         systemTeal, systemYellow, systemMint, systemCyan, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case white, black, clear

    /// - Complexity: O(1).
    public func color(_ appearance: Appearance) -> Color {
        let (light, dark) = values
        return appearance == .dark ? dark : light
    }

    private var values: (Color, Color) {
        func c(_ hex: UInt32, _ alpha: Double = 1) -> Color {
            Color(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF),
                  alpha: UInt8((alpha * 255).rounded()))
        }
        switch self {
        case .label: return (c(0x000000), c(0xFFFFFF))
        case .secondaryLabel: return (c(0x3C3C43, 0.6), c(0xEBEBF5, 0.6))
        case .tertiaryLabel: return (c(0x3C3C43, 0.3), c(0xEBEBF5, 0.3))
        case .quaternaryLabel: return (c(0x3C3C43, 0.18), c(0xEBEBF5, 0.16))
        case .placeholderText: return (c(0x3C3C43, 0.3), c(0xEBEBF5, 0.3))
        case .link, .tint, .systemBlue: return (c(0x007AFF), c(0x0A84FF))
        case .separator: return (c(0x3C3C43, 0.29), c(0x545458, 0.6))
        case .opaqueSeparator: return (c(0xC6C6C8), c(0x38383A))
        case .systemBackground: return (c(0xFFFFFF), c(0x000000))
        case .secondarySystemBackground: return (c(0xF2F2F7), c(0x1C1C1E))
        case .tertiarySystemBackground: return (c(0xFFFFFF), c(0x2C2C2E))
        case .systemGroupedBackground: return (c(0xF2F2F7), c(0x000000))
        case .secondarySystemGroupedBackground: return (c(0xFFFFFF), c(0x1C1C1E))
        case .systemFill: return (c(0x787880, 0.2), c(0x787880, 0.36))
        case .secondarySystemFill: return (c(0x787880, 0.16), c(0x787880, 0.32))
        case .tertiarySystemFill: return (c(0x767680, 0.12), c(0x767680, 0.24))
        case .systemGreen: return (c(0x34C759), c(0x30D158))
        case .systemIndigo: return (c(0x5856D6), c(0x5E5CE6))
        case .systemOrange: return (c(0xFF9500), c(0xFF9F0A))
        case .systemPink: return (c(0xFF2D55), c(0xFF375F))
        case .systemPurple: return (c(0xAF52DE), c(0xBF5AF2))
        case .systemRed: return (c(0xFF3B30), c(0xFF453A))
        case .systemTeal: return (c(0x30B0C7), c(0x40C8E0))
        case .systemYellow: return (c(0xFFCC00), c(0xFFD60A))
        case .systemMint: return (c(0x00C7BE), c(0x63E6E2))
        case .systemCyan: return (c(0x32ADE6), c(0x64D2FF))
        case .systemBrown: return (c(0xA2845E), c(0xAC8E68))
        case .systemGray: return (c(0x8E8E93), c(0x8E8E93))
        case .systemGray2: return (c(0xAEAEB2), c(0x636366))
        case .systemGray3: return (c(0xC7C7CC), c(0x48484A))
        case .systemGray4: return (c(0xD1D1D6), c(0x3A3A3C))
        case .systemGray5: return (c(0xE5E5EA), c(0x2C2C2E))
        case .systemGray6: return (c(0xF2F2F7), c(0x1C1C1E))
        case .white: return (c(0xFFFFFF), c(0xFFFFFF))
        case .black: return (c(0x000000), c(0x000000))
        case .clear: return (c(0x000000, 0), c(0x000000, 0))
        }
    }
}
