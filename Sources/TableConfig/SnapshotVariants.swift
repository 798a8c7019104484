import TableLayout

/// A phone a snapshot can be drawn for: its width in points and its scale, as iOS has them.
/// The layout margins follow the width (16 pt up to 375 pt wide, 20 pt from 390 pt), as the renderer
/// draws them.
public struct DevicePreset: Sendable, Equatable {
    public var name: String
    public var width: Double
    public var scale: Int

    /// iPhone SE (2nd, 3rd generation), iPhone 15 and 15 Pro, 15 Plus, 15 Pro Max; the
    /// iPhone 16 family (16e, 16, 16 Plus, 16 Pro, 16 Pro Max); iPad (10th and 11th
    /// generation, 820 × 1180 pt) upright and on its side. Widths and scales are Apple's
    /// (the devices' points and pixels, docs/snapshots.md); margins follow the width.
    public static let all = [
        DevicePreset(name: "se", width: 375, scale: 2),
        DevicePreset(name: "iphone15", width: 393, scale: 3),
        DevicePreset(name: "iphone15Pro", width: 393, scale: 3),
        DevicePreset(name: "plus", width: 430, scale: 3),
        DevicePreset(name: "proMax", width: 430, scale: 3),
        DevicePreset(name: "iphone16e", width: 390, scale: 3),
        DevicePreset(name: "iphone16", width: 393, scale: 3),
        DevicePreset(name: "iphone16Plus", width: 430, scale: 3),
        DevicePreset(name: "iphone16Pro", width: 402, scale: 3),
        DevicePreset(name: "iphone16ProMax", width: 440, scale: 3),
        DevicePreset(name: "ipad", width: 820, scale: 2),
        DevicePreset(name: "ipadLandscape", width: 1180, scale: 2),
    ]

    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}

/// One combination of a config's `variants`: drawn in this appearance, for this device.
public struct SnapshotVariant: Sendable, Equatable {
    public var appearance: Appearance?
    public var device: DevicePreset?

    public init(appearance: Appearance? = nil, device: DevicePreset? = nil) {
        self.appearance = appearance
        self.device = device
    }

    /// What the golden's name gets: `dark.iphone15` for `NAME.dark.iphone15.png`.
    public var suffix: String {
        [appearance?.rawValue, device?.name].compactMap { $0 }.joined(separator: ".")
    }
}

extension SnapshotVariant {
    static let keys = ["appearance", "device"]

    /// `variants: {appearance: [light, dark], device: [se, iphone15, proMax]}`: every
    /// combination, appearances outermost.
    static func combinations(_ node: ConfigNode) throws(ConfigError) -> [SnapshotVariant] {
        let fields = try KeyedMapping(node, context: "'variants'", allowedKeys: keys)
        var appearances: [Appearance?] = [nil]
        var devices: [DevicePreset?] = [nil]
        if let list = fields["appearance"] {
            appearances = try unique(list, "variants 'appearance'") { node throws(ConfigError) in
                try node.choice("variants 'appearance'", as: Appearance.self)
            }
        }
        if let list = fields["device"] {
            devices = try unique(list, "variants 'device'") { node throws(ConfigError) in
                let name = try node.text("variants 'device'") ?? ""
                guard let device = DevicePreset.named(name) else {
                    let names = DevicePreset.all.map(\.name)
                    var message = "no device preset '\(name)'"
                    if let near = NearestName.suggestion(for: name, among: names) { message += "; did you mean '\(near)'?" }
                    throw ConfigError(message + " Presets: \(names.joined(separator: ", "))", at: node.location)
                }
                return device
            }
        }
        guard fields["appearance"] != nil || fields["device"] != nil else {
            throw ConfigError("'variants' needs 'appearance' or 'device', e.g. variants: {appearance: [light, dark]}", at: node.location)
        }
        return appearances.flatMap { appearance in devices.map { SnapshotVariant(appearance: appearance, device: $0) } }
    }

    private static func unique<T: Equatable>(_ node: ConfigNode, _ what: String,
                                             _ item: (ConfigNode) throws(ConfigError) -> T) throws(ConfigError) -> [T?] {
        let nodes = try node.sequence(what)
        guard !nodes.isEmpty else { throw ConfigError("\(what) must list at least one", at: node.location) }
        var values: [T] = []
        for element in nodes {
            let value = try item(element)
            if values.contains(value) { throw ConfigError("\(what) lists the same value twice", at: element.location) }
            values.append(value)
        }
        return values
    }
}
