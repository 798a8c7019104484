/// Splits layout text into lines of whitespace-separated tokens, as AOZTableViewProvider's
/// parser does (no quoting, no escapes; lines without tokens are dropped), keeping where
/// each token starts for error messages.
enum DSLLexer {
    struct Token: Equatable {
        var text: String
        /// 1-based line and column (in characters) within the layout text.
        var line: Int
        var column: Int
    }

    static func lines(_ text: String) -> [[Token]] {
        var lines: [[Token]] = []
        var current: [Token] = []
        var token = ""
        var tokenColumn = 0
        var line = 1, column = 0
        func endToken() {
            if !token.isEmpty { current.append(Token(text: token, line: line, column: tokenColumn)) }
            token = ""
        }
        for character in text {
            column += 1
            if isNewline(character) {
                endToken()
                if !current.isEmpty { lines.append(current) }
                current = []
                // "\r\n" is one Character in Swift, so every newline character is one line.
                line += 1
                column = 0
            } else if character.isWhitespace {
                endToken()
            } else {
                if token.isEmpty { tokenColumn = column }
                token.append(character)
            }
        }
        endToken()
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Foundation's newline character set: LF, VT, FF, CR, NEL, LS, PS (and CR LF).
    private static func isNewline(_ character: Character) -> Bool {
        if character == "\r\n" { return true }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
