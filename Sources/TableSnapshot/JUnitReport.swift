import Foundation

/// JUnit XML, as CI servers read it: one test case per snapshot. A config that cannot be
/// rendered is an `<error>`, a mismatch a `<failure>`; a failure's `<system-out>` names the
/// actual and diff images the report kept, with GitLab's `[[ATTACHMENT|path]]` lines.
package enum JUnitReport {
    /// Where the run happened, for the suite's attributes.
    package struct Context: Sendable {
        package var timestamp: Date
        package var hostname: String
        /// The name of the folder verified: the first part of every `classname`.
        package var suiteName: String

        package init(timestamp: Date = Date(), hostname: String = ProcessInfo.processInfo.hostName, suiteName: String = "snapshots") {
            self.timestamp = timestamp
            self.hostname = hostname
            self.suiteName = suiteName
        }
    }

    package static func xml(_ results: [VerifyRunner.Outcome], seconds: Double, context: Context = Context(),
                           attachments: [String: [String]] = [:]) -> String {
        // `attachments` is keyed by each result's `name`.
        let failures = results.filter { if case .failed = $0.check.status { return true }; return false }.count
        let errors = results.filter { if case .unrenderable = $0.check.status { return true }; return false }.count
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites \(counts) time=\"\(format(seconds))\">\n"
        xml += "  <testsuite name=\"tablesnap verify\" \(counts) skipped=\"0\" time=\"\(format(seconds))\""
        xml += " timestamp=\"\(timestamp(context.timestamp))\" hostname=\"\(escape(context.hostname))\">\n"
        for result in results {
            xml += "    <testcase classname=\"\(escape(classname(of: result.config, suite: context.suiteName)))\""
            xml += " name=\"\(escape(result.name))\" time=\"\(format(result.seconds))\""
            switch result.check.status {
            case .passed:
                xml += "/>\n"
            case .recorded(let what):
                xml += ">\n      <system-out>\(escape("recorded (\(what))"))</system-out>\n    </testcase>\n"
            case .failed(let message):
                xml += problem("failure", type: "SnapshotMismatch", message, files: attachments[result.name] ?? [])
            case .unrenderable(let message):
                xml += problem("error", type: "ConfigError", message, files: attachments[result.name] ?? [])
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// The body of a failed test case: the `<failure>` or `<error>`, the files kept, and the
    /// end of the test case.
    private static func problem(_ element: String, type: String, _ message: String, files: [String]) -> String {
        var xml = ">\n      <\(element) message=\"\(escape(message))\" type=\"\(type)\">\(escape(message))</\(element)>\n"
        if !files.isEmpty {
            let lines = files.map { "\($0)\n[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")
            xml += "      <system-out>\(escape(lines))</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }

    /// `suite.folder.sub` for `folder/sub/name.yaml`, `suite` for a top-level config: one
    /// dotted package per folder, as JUnit's Java origins name them.
    static func classname(of config: String, suite: String) -> String {
        let folders = config.split(separator: "/").dropLast()
        return ([suite] + folders.map(String.init)).joined(separator: ".")
    }

    /// Text as XML 1.0 can hold it: markup escaped, and characters XML 1.0 does not allow
    /// (control characters, lone surrogates' stand-ins, U+FFFE, U+FFFF) replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case _ where isAllowedInXML(scalar): out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append("\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0's `Char` production.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// ISO 8601 without a zone, as JUnit's schema has it (UTC).
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }
}
