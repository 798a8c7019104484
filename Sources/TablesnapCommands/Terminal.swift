import Foundation

/// What standard output and error are: a terminal gets colour and progress (unless
/// `NO_COLOR` is set), a pipe or file plain lines. It keeps the command's context, so the
/// progress line written from `verify`'s worker threads reaches the same standard error. Text from files (names, messages) is
/// printed with control characters escaped, so a file named with terminal escapes cannot
/// rewrite the screen.
struct Terminal {
    let colour: Bool
    let progress: Bool
    private let context: CommandContext

    init(_ context: CommandContext = .current) {
        self.context = context
        let environment = context.environment
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        colour = context.outputIsTerminal && !noColour && environment["TERM"] != "dumb"
        progress = context.errorIsTerminal && environment["TERM"] != "dumb"
    }

    enum Colour: String {
        case red = "31", green = "32", yellow = "33", dim = "2"
    }

    func paint(_ text: String, _ colour: Colour) -> String {
        self.colour ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Rewrites the progress line on standard error.
    func showProgress(_ text: String) {
        guard progress else { return }
        context.writeError("\r\u{1B}[2K\(text)")
    }

    func clearProgress() {
        guard progress else { return }
        context.writeError("\r\u{1B}[2K")
    }

    /// The bidirectional controls (U+202E reverses what follows it on the terminal, so a file
    /// name could show as another): printed escaped too.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with every control character (C0, DEL, C1) and bidirectional control written
    /// as `\u{1B}`, so that nothing from a file name reaches the terminal as a command.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || Terminal.isBidiControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
