import TableLayout
/// A YAML/JSON mapping read as an object with a fixed set of keys: an unknown key, a
/// duplicate or a key that is not text is an error at that key, with the nearest known key.
struct KeyedMapping {
    let node: ConfigNode
    /// What the mapping is, for messages: "the table", "a section", "a row".
    let context: String
    private(set) var entries: [(key: String, keyNode: ConfigNode, value: ConfigNode)] = []

    init(_ node: ConfigNode, context: String, allowedKeys: [String]) throws(ConfigError) {
        guard case .mapping(let pairs) = node.value else {
            throw ConfigError("\(context) must be a mapping of keys to values, found \(node.kindDescription)", at: node.location)
        }
        self.node = node
        self.context = context
        for (keyNode, value) in pairs {
            guard case .scalar(let scalar) = keyNode.value, scalar.kind != .null else {
                throw ConfigError("keys of \(context) must be names, found \(keyNode.kindDescription)", at: keyNode.location)
            }
            let key = scalar.text
            guard allowedKeys.contains(key) else {
                var message = "unknown key '\(NearestName.shown(key))' in \(context)"
                if let near = NearestName.suggestion(for: key, among: allowedKeys) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; known keys are \(NearestName.list(allowedKeys))"
                }
                throw ConfigError(message, at: keyNode.location)
            }
            if let first = entries.first(where: { $0.key == key }) {
                throw ConfigError("duplicate key '\(NearestName.shown(key))' in \(context) (first at line \(first.keyNode.location.line)); keep one", at: keyNode.location)
            }
            entries.append((key, keyNode, value))
        }
    }

    /// A mapping made of the entries of a template and then an instance; the instance's
    /// keys win. Both were checked already.
    init(merging base: KeyedMapping, with instance: KeyedMapping) {
        node = instance.node
        context = instance.context
        entries = base.entries.filter { entry in !instance.entries.contains { $0.key == entry.key } } + instance.entries
    }

    /// Drops `keys` (a generator's own keys, before its row fields are read).
    mutating func remove(_ keys: [String]) {
        entries.removeAll { keys.contains($0.key) }
    }

    /// Sets `cell` to `name` (a template chosen for a generated row).
    mutating func setCell(_ name: String, at node: ConfigNode) {
        entries.removeAll { $0.key == "cell" }
        entries.append(("cell", node, ConfigNode(.scalar(.init(text: name, kind: .string)), at: node.location)))
    }

    /// Adds `key` with `value` unless the mapping has it.
    mutating func setDefault(_ key: String, _ value: ConfigNode) {
        guard self[key] == nil else { return }
        entries.append((key, value, value))
    }

    subscript(key: String) -> ConfigNode? {
        entries.first { $0.key == key }?.value
    }

    /// The value for `key`, or an error asking for it.
    func required(_ key: String, hint: String) throws(ConfigError) -> ConfigNode {
        guard let value = self[key] else {
            throw ConfigError("\(context) needs '\(key)': \(hint)", at: node.location)
        }
        return value
    }

    func keyNode(_ key: String) -> ConfigNode? {
        entries.first { $0.key == key }?.keyNode
    }
}
