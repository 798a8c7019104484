import Foundation

/// JUnit XML, as CI servers read it: one test case per snapshot.
public enum JUnitReport {
    public static func xml(_ results: [VerifyRunner.Result], seconds: Double) -> String {
        let failures = results.filter { if case .failed = $0.check.status { return true }; return false }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(format(seconds))\">\n"
        xml += "  <testsuite name=\"tablesnap verify\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(format(seconds))\">\n"
        for result in results {
            let folder = (result.config as NSString).deletingLastPathComponent
            xml += "    <testcase classname=\"\(escape(folder.isEmpty ? "snapshots" : folder))\" name=\"\(escape(result.config))\" time=\"\(format(result.seconds))\""
            switch result.check.status {
            case .passed:
                xml += "/>\n"
            case .recorded(let what):
                xml += ">\n      <system-out>\(escape("recorded (\(what))"))</system-out>\n    </testcase>\n"
            case .failed(let message):
                xml += ">\n      <failure message=\"\(escape(message))\" type=\"SnapshotMismatch\">\(escape(message))</failure>\n    </testcase>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
