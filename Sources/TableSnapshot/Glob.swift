/// A `--filter` pattern, read as `.gitignore` reads its lines:
/// - `*` matches any run of characters but `/`, `?` one character but `/`;
/// - `**/` matches zero or more folders, a trailing `/**` everything inside, `**` elsewhere anything;
/// - a pattern with no `/` (but a trailing one) matches a file or folder name at any depth
///   (`*list*` matches `nested/list.yaml`); one with a `/` is anchored at the suite's folder
///   (a leading `/` is dropped);
/// - a pattern that matches a folder selects everything inside it; a trailing `/` matches
///   folders only;
/// - `\` makes the next character literal (`\*` matches a `*` in a name): ``escaped(_:)``.
///
/// Matching simulates the pattern's automaton over the path, a set of states per character,
/// so it takes time proportional to the path's length times the pattern's, with no
/// backtracking (`*a*a*a*a*a*a*a*a*b` costs what `*b` does, per character).
package struct Glob: Sendable {
    private enum Token: Equatable {
        case literal(Character)
        /// `?`
        case one
        /// `*`: zero or more characters but `/`.
        case star
        /// `**/`: empty, or anything that ends with `/`.
        case folders
        /// `**` not followed by `/`: anything.
        case anything
    }

    /// A pattern that matches `path` itself, each `*`, `?` and `\` in it escaped: the
    /// report's re-record command selects `{{7*7}}.yaml`, not `{{7x7}}.yaml` too.
    static func escaped(_ path: String) -> String {
        var out = ""
        for character in path {
            if character == "*" || character == "?" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    private let tokens: [Token]
    /// Matched against any one name in the path rather than the path from its start.
    private let anyDepth: Bool
    private let foldersOnly: Bool

    package init(_ pattern: String) {
        var text = Substring(pattern)
        foldersOnly = text.hasSuffix("/")
        if foldersOnly { text = text.dropLast() }
        anyDepth = !text.contains("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        var tokens: [Token] = []
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            switch characters[i] {
            case "*" where i + 1 < characters.count && characters[i + 1] == "*":
                i += 2
                while i < characters.count, characters[i] == "*" { i += 1 }
                if i < characters.count, characters[i] == "/" {
                    tokens.append(.folders)
                    i += 1
                } else {
                    tokens.append(.anything)
                }
            case "*":
                if tokens.last != .star { tokens.append(.star) }
                i += 1
            case "?":
                tokens.append(.one)
                i += 1
            case "\\" where i + 1 < characters.count:
                // `\*`, `\?`, `\\`: the character itself (as .gitignore reads them).
                tokens.append(.literal(characters[i + 1]))
                i += 2
            case let character:
                tokens.append(.literal(character))
                i += 1
            }
        }
        self.tokens = tokens
    }

    /// Whether `path` (relative to the suite's folder, `/` between names) is selected.
    package func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        if anyDepth {
            // A file's own name, or a folder it is in.
            let candidates = foldersOnly ? names.dropLast() : names[...]
            return candidates.contains { matchesWhole(Array($0)) }
        }
        // The whole path, or a folder at its start.
        let characters = Array(path)
        var accepted = false
        run(characters) { index, accepting in
            guard accepting else { return }
            let atEnd = index == characters.count
            if (atEnd && !foldersOnly) || (!atEnd && characters[index] == "/") { accepted = true }
        }
        return accepted
    }

    private func matchesWhole(_ characters: [Character]) -> Bool {
        var accepted = false
        run(characters) { index, accepting in if index == characters.count { accepted = accepting } }
        return accepted
    }

    /// Feeds `characters` to the automaton; after each prefix (index 0 … count) tells
    /// `visit` whether the pattern has been matched in full.
    private func run(_ characters: [Character], visit: (Int, Bool) -> Void) {
        var states = [Bool](repeating: false, count: tokens.count + 1)
        // States a `**/` holds inside a folder name: not yet at a boundary, so they may not
        // skip ahead until the next `/`.
        var midName = states
        states[0] = true
        close(&states, midName)
        visit(0, states[tokens.count])
        var next = states
        for (index, character) in characters.enumerated() {
            for k in next.indices { next[k] = false; midName[k] = false }
            for k in 0..<tokens.count where states[k] {
                switch tokens[k] {
                case .literal(let expected):
                    if character == expected { next[k + 1] = true }
                case .one:
                    if character != "/" { next[k + 1] = true }
                case .star:
                    if character != "/" { next[k] = true }
                case .folders:
                    if character == "/" { next[k] = true; next[k + 1] = true } else { midName[k] = true }
                case .anything:
                    next[k] = true
                }
            }
            for k in midName.indices where midName[k] {
                // Also entered at a boundary (from the token before): that entry may skip.
                if next[k] { midName[k] = false } else { next[k] = true }
            }
            close(&next, midName)
            swap(&states, &next)
            visit(index + 1, states[tokens.count])
            if !states.contains(true) { return }
        }
    }

    /// Adds the states reachable without reading a character: past a `*`, `**` or `**/`,
    /// which may match nothing (a `**/` only at a folder boundary, not `midName`).
    private func close(_ states: inout [Bool], _ midName: [Bool]) {
        for k in 0..<tokens.count where states[k] && !midName[k] {
            switch tokens[k] {
            case .star, .folders, .anything: states[k + 1] = true
            default: break
            }
        }
    }
}
