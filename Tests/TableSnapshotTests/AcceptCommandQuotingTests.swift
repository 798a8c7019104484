import Foundation
import TestSupport
import Testing
@testable import TableSnapshot

/// The report's accept command selects the config it names, whatever its name holds
/// (issue 34, item 13): a shell reads the quoted name back byte for byte, and the `--filter`
/// pattern made from it matches that config and no other. An ESC in a name used to reach
/// the page as U+FFFD: a command that matched nothing.
@Suite struct AcceptCommandQuotingTests {
    /// What bash makes of `quoted` as one word.
    static func unquoted(_ quoted: String) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "printf %s " + quoted]
        return String(decoding: try await ChildProcess.run(process).stdout, as: UTF8.self)
    }

    @Test(arguments: ["plain.yaml", "it's.yaml", "esc\u{1B}[31mred.yaml", "tab\tand\nnewline.yaml", "c1\u{9B}x.yaml", "back\\slash'\u{7F}.yaml",
                      "emoji 🙂 \u{1B}.yaml"])
    func aQuotedNameIsReadBackAsItIs(_ name: String) async throws {
        let quoted = ReportPage.shellQuoted(name)
        #expect(try await AcceptCommandQuotingTests.unquoted(quoted) == name, "\(quoted)")
        #expect(!quoted.unicodeScalars.contains { $0.properties.generalCategory == .control }, "the command itself shows as written")
        #expect(JUnitReport.escape(quoted).contains("\u{FFFD}") == false, "nothing is lost on the page")
        #expect(Glob("/" + Glob.escaped(name)).matches(name))
    }
}
