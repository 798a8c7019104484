import TableLayout

/// Parses layout text into modes of sections of rows, flag by flag exactly as
/// AOZTableViewProvider does (docs/dsl.md). Sources are resolved as they are
/// parsed, against `data` (a section's `-s`) or the enclosing section's source (a row's).
struct DSLParser {
    /// Template names `-c`, `-ec` and `-h` may name.
    let templates: Set<String>
    /// The table's `data`, as one object.
    let data: DataValue
    /// Where a token is in the config file, and a note for messages when that place is
    /// only the start of a quoted layout string.
    let locate: (DSLLexer.Token) -> (SourceLocation, note: String)
    /// What the library silently ignores and tablesnap says: unknown flags, a `-s` that
    /// names nothing in `data`; past ``WarningList/limit``, counted into one closing warning
    /// (docs/dsl.md, "Warnings").
    var warnings: [ConfigError] { listed.listed }
    private var listed = WarningList<ConfigError>()
    /// Where the first warning left out is.
    private var firstLeftOut: SourceLocation?

    /// `data` with its keys indexed, for `-s` (built once).
    let indexed: IndexedData

    init(templates: Set<String>, data: DataValue, locate: @escaping (DSLLexer.Token) -> (SourceLocation, note: String)) {
        self.templates = templates
        self.data = data
        indexed = IndexedData(data)
        self.locate = locate
    }

    static let flags = ["-s", "-c", "-ec", "-h", "-f", "-n", "-all", "-es", "-t"]

    mutating func parse(_ text: String, emptyLocation: SourceLocation) throws(ConfigError) -> [DSLMode] {
        var modes: [DSLMode] = []
        var sawLine = false
        for tokens in DSLLexer.lines(text) {
            switch tokens[0].text {
            case "mode":
                modes.append(DSLMode(sections: []))
            case "section":
                if modes.isEmpty { modes.append(DSLMode(sections: [])) }
                var config = DSLConfig()
                var bands = SectionBandTemplates()
                var unusedElementSource: String?
                try parseFlags(tokens, into: &config, elementSource: &unusedElementSource, bands: &bands,
                               isSection: true, provider: .value(data), providerIsData: true)
                modes[modes.count - 1].sections.append(DSLSectionLine(config: config, headerTemplate: bands.header, rows: [],
                                                                      footerTemplate: bands.footer, location: locate(tokens[0]).0))
            case "row":
                if modes.isEmpty { modes.append(DSLMode(sections: [])) }
                if modes[modes.count - 1].sections.isEmpty {
                    // Rows before any section line form an implicit section.
                    modes[modes.count - 1].sections.append(DSLSectionLine(config: DSLConfig(), headerTemplate: nil, rows: []))
                }
                let section = modes[modes.count - 1].sections[modes[modes.count - 1].sections.count - 1].config
                var config = section.inheritedByRow()
                var elementSource: String?
                var unusedBands = SectionBandTemplates()
                // A row's -s reads the section's source if it has one, else `data`; a section
                // whose source resolved to nothing leaves its rows no source at all.
                let provider: DSLSource = section.source == .unset ? .value(data) : section.source
                try parseFlags(tokens, into: &config, elementSource: &elementSource, bands: &unusedBands,
                               isSection: false, provider: provider, providerIsData: section.source == .unset)
                let last = modes[modes.count - 1].sections.count - 1
                modes[modes.count - 1].sections[last].rows.append(DSLRowLine(config: config, elementSourceKey: elementSource,
                                                                                  location: locate(tokens[0]).0))
            default:
                continue  // any other first word makes the line a comment
            }
            sawLine = true
        }
        guard sawLine else {
            throw ConfigError("the layout has no 'mode', 'section' or 'row' line; every other line is a comment", at: emptyLocation)
        }
        if listed.leftOut > 0, let first = firstLeftOut {
            listed.append(ConfigError("\(listed.leftOut) more warnings like the ones above (unknown flags, `-s` keys that read nothing); the first of them is here", at: first))
        }
        return modes
    }

    /// Applies a line's flags left to right; a later flag overrides an earlier one.
    private mutating func parseFlags(_ tokens: [DSLLexer.Token], into config: inout DSLConfig, elementSource: inout String?,
                            bands: inout SectionBandTemplates, isSection: Bool, provider: DSLSource, providerIsData: Bool) throws(ConfigError) {
        var i = 1
        func argument() -> DSLLexer.Token? { i + 1 < tokens.count ? tokens[i + 1] : nil }
        while i < tokens.count {
            switch tokens[i].text {
            case "-s":
                // Ignored when last or when the next token is a flag, which it swallows.
                if let key = argument(), !key.text.hasPrefix("-") {
                    if key.text.hasPrefix("..") || providerIsData,
                       case .missing? = DSLParser.resolve(key.text, on: provider, data: indexed, previous: config.source,
                                                          providerIsData: providerIsData),
                       mayWarn(at: key) {
                        var known: [String] = []
                        if case .object(let fields) = data { known = fields.map(\.key) }
                        var message = "-s \(key.text): `data` has no '\(key.text.hasPrefix("..") ? String(key.text.dropFirst(2)) : key.text)'"
                        if let near = NearestName.suggestion(for: key.text, among: known) { message += "; did you mean '\(near)'?" }
                        warn(message + " (the line gets no rows from it)", at: key)
                    }
                    if let source = DSLParser.resolve(key.text, on: provider, data: indexed, previous: config.source,
                                                      providerIsData: providerIsData) {
                        config.sourceKey = key.text
                        config.source = source
                        elementSource = nil
                    }
                }
                i += 2
            case "-c", "-ec":
                if let name = argument() {
                    try checkTemplate(name, flag: tokens[i].text)
                    if tokens[i].text == "-c" { (config.cell, config.cellIsGiven) = (name.text, true) } else { config.emptyCell = name.text }
                }
                i += 2
            case "-h", "-f":
                // Section lines only (a row line consumes and ignores them, as AOZ does -h).
                if let name = argument(), isSection {
                    try checkTemplate(name, flag: tokens[i].text)
                    if tokens[i].text == "-h" { bands.header = name.text } else { bands.footer = name.text }
                }
                i += 2
            case "-n":
                if let count = argument().flatMap({ DSLParser.scanInt($0.text) }), count > 0 { config.elementsPerRow = .each(count) }
                i += 2
            case "-all":
                config.elementsPerRow = .all
                i += 1
            case "-es":
                if let key = argument(), !isSection {
                    elementSource = key.text
                    config.sourceKey = nil
                    config.source = .unset
                }
                i += 2
            case "-t":
                if let tag = argument() { config.tag = tag.text }
                i += 2
            default:
                // Anything else is skipped, one token at a time, as the library does.
                if tokens[i].text.hasPrefix("-"), mayWarn(at: tokens[i]) {
                    var message = "unknown flag '\(tokens[i].text)' (ignored)"
                    if tokens[i].text.count > 2, let near = NearestName.suggestion(for: tokens[i].text, among: DSLParser.flags) {
                        message += "; did you mean '\(near)'?"
                    }
                    warn(message + "; flags are \(DSLParser.flags.joined(separator: ", "))", at: tokens[i])
                }
                i += 1
            }
        }
    }

    /// Whether another warning may be written; one past ``WarningList/limit`` is counted instead.
    private mutating func mayWarn(at token: DSLLexer.Token) -> Bool {
        guard listed.admits() else {
            if firstLeftOut == nil { firstLeftOut = locate(token).0 }
            return false
        }
        return true
    }

    private mutating func warn(_ message: String, at token: DSLLexer.Token) {
        let (location, note) = locate(token)
        listed.append(ConfigError(message + note, at: location))
    }

    private func checkTemplate(_ name: DSLLexer.Token, flag: String) throws(ConfigError) {
        guard !templates.contains(name.text) else { return }
        let known = templates.sorted()
        var message = "\(flag) \(name.text): no cell template named '\(name.text)'"
        if let near = NearestName.suggestion(for: name.text, among: known) { message += "; did you mean '\(near)'?" }
        message += " Templates: \(NearestName.list(known))"
        let (location, note) = locate(name)
        throw ConfigError(message + note, at: location)
    }

    /// Resolves a `-s` key on `provider`: nil when the key is dropped (no provider); the
    /// previous source when the look-up fails (as a Key-Value Coding exception would leave
    /// it). `..key` reads the table's `data` instead; `a.b` is a key path.
    /// `providerIsData`: `provider` is `data` itself, whose keys are indexed.
    static func resolve(_ key: String, on provider: DSLSource, data: IndexedData, previous: DSLSource,
                        providerIsData: Bool) -> DSLSource? {
        if key.hasPrefix("..") {
            return resolve(String(key.dropFirst(2)), on: .value(data.value), data: data, previous: previous, providerIsData: true)
        }
        switch provider {
        case .missing: return nil
        case .unset: return previous
        case .value(let base):
            switch providerIsData ? data.value(forKeyPath: key) : KeyValueLookup.value(of: base, forKeyPath: key) {
            case .found(let value): return .value(value)
            case .missing: return .missing
            case .failed: return previous
            }
        }
    }

    /// NSScanner's `scanInt` that must consume the whole token: an optional sign, digits.
    static func scanInt(_ text: String) -> Int? {
        var digits = Substring(text)
        var sign = 1
        if digits.first == "+" || digits.first == "-" {
            sign = digits.first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else { return nil }
        return sign * value
    }
}

/// A section line's `-h` and `-f` templates.
struct SectionBandTemplates {
    var header: String?
    var footer: String?
}
