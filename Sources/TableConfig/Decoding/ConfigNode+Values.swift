import TableLayout

/// Typed reads of scalar values, each with an error that says what was expected.
extension ConfigNode {
    private func fail(_ what: String, _ expected: String) -> ConfigError {
        ConfigError("\(what) must be \(expected), found \(kindDescription)", at: location)
    }

    /// Whether this is the plain text `word` (a keyword in place of a value, e.g. `width: fit`).
    func isText(_ word: String) -> Bool {
        if case .scalar(let scalar) = value, scalar.kind == .string, scalar.text == word { return true }
        return false
    }

    var isNull: Bool {
        if case .scalar(let scalar) = value, scalar.kind == .null { return true }
        return false
    }

    /// Any scalar, as its text (so `title: 42` and `title: NO` show as written); nil for null.
    func text(_ what: String) throws(ConfigError) -> String? {
        guard case .scalar(let scalar) = value else { throw fail(what, "text") }
        return scalar.kind == .null ? nil : scalar.text
    }

    func number(_ what: String) throws(ConfigError) -> Double {
        guard case .scalar(let scalar) = value, case .number(let number) = scalar.kind else {
            throw fail(what, "a number")
        }
        guard number.isFinite else { throw ConfigError("\(what) must be a finite number, found \(scalar.text)", at: location) }
        return number
    }

    /// A number from 0 to ``Height/maximumPoints`` (heights, insets, spacing).
    func length(_ what: String) throws(ConfigError) -> Double {
        let number = try self.number(what)
        guard number >= 0 else { throw ConfigError("\(what) must be 0 or more, found \(DataValue.format(number))", at: location) }
        return try bounded(number, what)
    }

    /// A number > 0, at most ``Height/maximumPoints`` (width, viewport height).
    func positiveLength(_ what: String) throws(ConfigError) -> Double {
        let number = try self.number(what)
        guard number > 0 else { throw ConfigError("\(what) must be greater than 0, found \(DataValue.format(number))", at: location) }
        return try bounded(number, what)
    }

    private func bounded(_ number: Double, _ what: String) throws(ConfigError) -> Double {
        guard number <= Height.maximumPoints else {
            throw ConfigError("\(what) must be at most \(DataValue.format(Height.maximumPoints)) points, found \(DataValue.format(number))",
                              at: location)
        }
        return number
    }

    func integer(_ what: String, in range: ClosedRange<Int>) throws(ConfigError) -> Int {
        guard case .scalar(let scalar) = value, case .number(let number) = scalar.kind,
              number == number.rounded(), abs(number) < 1e15 else {
            throw fail(what, "a whole number")
        }
        let integer = Int(number)
        guard range.contains(integer) else {
            let bounds = range.upperBound == .max ? "\(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw ConfigError("\(what) must be \(bounds), found \(integer)", at: location)
        }
        return integer
    }

    func bool(_ what: String) throws(ConfigError) -> Bool {
        guard case .scalar(let scalar) = value, case .bool(let bool) = scalar.kind else {
            throw fail(what, "true or false")
        }
        return bool
    }

    /// One of an enumeration's raw values, with the nearest as a suggestion.
    func choice<E: RawRepresentable & CaseIterable>(_ what: String, as type: E.Type) throws(ConfigError) -> E
    where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        guard case .scalar(let scalar) = value, scalar.kind != .null else {
            throw ConfigError("\(what) must be one of \(NearestName.list(names)), found \(kindDescription)", at: location)
        }
        if let match = E(rawValue: scalar.text) { return match }
        var message = "\(what) must be one of \(NearestName.list(names)), found '\(scalar.text)'"
        if let near = NearestName.suggestion(for: scalar.text, among: names) { message += "; did you mean '\(near)'?" }
        throw ConfigError(message, at: location)
    }

    /// A height: a number ≥ 0 or `automatic`.
    func dimension(_ what: String) throws(ConfigError) -> Height {
        if case .scalar(let scalar) = value, scalar.kind == .string {
            guard scalar.text == "automatic" else {
                throw ConfigError("\(what) must be a number of points (0 or more) or 'automatic', found '\(scalar.text)'", at: location)
            }
            return .automatic
        }
        guard case .scalar(let scalar) = value, case .number = scalar.kind else {
            throw fail(what, "a number of points (0 or more) or 'automatic'")
        }
        return .points(try length(what))
    }

    func color(_ what: String) throws(ConfigError) -> Color {
        guard case .scalar(let scalar) = value, let color = Color(hex: scalar.text) else {
            throw fail(what, "a colour written #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    /// The value's text when it is a scalar with a `{placeholder}` in it (a value read from
    /// the row's data), else nil.
    var placeholderText: String? {
        guard case .scalar(let scalar) = value, TextTemplate.hasPlaceholders(scalar.text) else { return nil }
        return scalar.text
    }

    func sequence(_ what: String) throws(ConfigError) -> [ConfigNode] {
        guard case .sequence(let elements) = resolved.value else { throw fail(what, "a list") }
        return elements
    }

    /// The value as data for placeholders (objects keep their key order).
    func dataValue() throws(ConfigError) -> DataValue {
        switch value {
        case .deferredArray: return try resolved.dataValue()
        case .scalar(let scalar):
            switch scalar.kind {
            case .null: return .null
            case .bool(let bool): return .bool(bool)
            case .number(let number): return .number(number)
            case .string: return .string(scalar.text)
            }
        case .sequence(let elements):
            var values: [DataValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try element.dataValue()) }
            return .array(values)
        case .mapping(let pairs):
            var object: [(key: String, value: DataValue)] = []
            for (key, value) in pairs {
                guard case .scalar(let scalar) = key.value else {
                    throw ConfigError("keys in data must be names, found \(key.kindDescription)", at: key.location)
                }
                object.append((scalar.text, try value.dataValue()))
            }
            return .object(object)
        }
    }
}
