import TableLayout

/// A device a snapshot can be drawn for: its width in points and its scale, as iOS has them,
/// and its whole screen (``DeviceScreen``: height, safe area, status bar) for a config with a
/// `screen:`. The layout margins follow the width (16 pt up to 375 pt wide, 20 pt from 390 pt),
/// as the renderer draws them.
public struct DevicePreset: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var scale: Int

    /// One per ``DeviceScreen/all`` (docs/snapshots.md lists them): the iPhone SE, the notch
    /// phones (X, 11, 13 mini, 13, 16e), the iPhone 14 Pro, 15 and 16 families, and iPads
    /// (10th and 11th generation, mini, Pro 13-inch) upright and on their side. Widths and
    /// scales are Apple's (the devices' points and pixels); margins follow the width.
    public static let all = DeviceScreen.all.map { DevicePreset(name: $0.name, width: $0.width, scale: $0.scale) }

    /// The device's whole screen.
    public var screen: DeviceScreen? { DeviceScreen.named(name) }

    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// What to say of `name` when no preset has it: `no device preset 'x'; did you mean
    /// 'y'? Presets: …` (`what` names the thing looked for), wherever a preset is named: a
    /// config's `screen:` and `variants:`, `--device`, `serve`'s `device`.
    package static func unknown(_ name: String, what: String = "device preset") -> String {
        let names = all.map(\.name)
        var message = "no \(what) '\(name)'"
        if let near = NearestName.suggestion(for: name, among: names) { message += "; did you mean '\(near)'?" }
        return message + " Presets: \(names.joined(separator: ", "))"
    }
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
                guard let device = DevicePreset.named(name) else { throw ConfigError(DevicePreset.unknown(name), at: node.location) }
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
