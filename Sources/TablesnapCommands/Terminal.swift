import Foundation

/// What standard output and error are: a terminal gets colour and progress (unless
/// `NO_COLOR` is set), a pipe or file plain lines. Text from files (names, messages) is
/// printed with control characters escaped, so a file named with terminal escapes cannot
/// rewrite the screen.
struct Terminal {
    let colour: Bool
    let progress: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        colour = isatty(STDOUT_FILENO) == 1 && !noColour && environment["TERM"] != "dumb"
        progress = isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
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
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
    }

    func clearProgress() {
        guard progress else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    /// `text` with every control character (C0, DEL, C1) written as `\u{1B}`, so that
    /// nothing from a file name reaches the terminal as a command.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
