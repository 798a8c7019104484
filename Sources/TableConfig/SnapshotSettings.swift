/// A config's own `snapshot:` and `variants:` settings: how `verify` compares this config's
/// renders with its goldens, over the command line's tolerances (docs/snapshots.md).
public struct SnapshotSettings: Sendable, Equatable {
    /// Differing pixels still counted a match.
    public var maxDiffPixels: Int?
    /// Share of differing pixels (0 … 1) still counted a match.
    public var maxDiffRatio: Double?
    /// Colour distance (0 … 1) under which two pixels count as equal.
    public var threshold: Double?
    /// In place of `threshold`: how close (0 … 1) a pixel's colour must be to the golden's, as
    /// swift-snapshot-testing's `perceptualPrecision` (CIE 1994 ΔE at most (1 − it) × 100).
    public var perceptualPrecision: Double?
    /// The goldens `verify` keeps for this config: one per combination of `variants:`, or
    /// (empty) the config alone.
    public var variants: [SnapshotVariant] = []

    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, threshold: Double? = nil, perceptualPrecision: Double? = nil,
                variants: [SnapshotVariant] = []) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.threshold = threshold
        self.perceptualPrecision = perceptualPrecision
        self.variants = variants
    }
}

extension SnapshotSettings {
    static let keys = ["maxDiffPixels", "maxDiffRatio", "threshold", "perceptualPrecision"]

    /// `snapshot: {maxDiffPixels: 20, maxDiffRatio: 0.01, threshold: 0.1}`.
    init(_ node: ConfigNode) throws(ConfigError) {
        self.init()
        try read(node)
    }

    /// Reads `snapshot:`'s tolerances into these settings (the variants come from `variants:`).
    mutating func read(_ node: ConfigNode) throws(ConfigError) {
        let fields = try KeyedMapping(node, context: "'snapshot'", allowedKeys: SnapshotSettings.keys)
        if let node = fields["maxDiffPixels"] { maxDiffPixels = try node.integer("snapshot 'maxDiffPixels'", in: 0...Int(Int32.max)) }
        if let node = fields["maxDiffRatio"] { maxDiffRatio = try SnapshotSettings.fraction(node, "snapshot 'maxDiffRatio'") }
        if let node = fields["threshold"] { threshold = try SnapshotSettings.fraction(node, "snapshot 'threshold'") }
        if let node = fields["perceptualPrecision"] {
            if fields["threshold"] != nil {
                throw ConfigError("snapshot 'threshold' and 'perceptualPrecision' are two measures of one thing: give one of them", at: node.location)
            }
            perceptualPrecision = try SnapshotSettings.fraction(node, "snapshot 'perceptualPrecision'")
        }
    }

    private static func fraction(_ node: ConfigNode, _ what: String) throws(ConfigError) -> Double {
        let value = try node.number(what)
        guard (0...1).contains(value) else { throw ConfigError("\(what) must be from 0 to 1, found \(value)", at: node.location) }
        return value
    }
}
