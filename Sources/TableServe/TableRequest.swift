import Foundation
import TableConfig
import TableLayout
import TablePipeline

/// Which table a request draws, read from its query: the config (a path inside the folder),
/// the look the page's controls chose (``Look``, as `render`'s look flags: each nil the
/// config's own), and an edit file with how many of its steps were applied. Two requests
/// with equal ones share a loaded table.
struct TableRequest: Hashable {
    var config: String
    var mode: Int?
    /// The device, content size and appearance; the scale is only `/render`'s, and is not
    /// part of which table is loaded.
    var look: Look
    var edits: String?
    var step: Int

    /// Reads the parameters `config`, `mode`, `device`, `appearance`, `contentSize`, `edits`
    /// and `step`; a path is checked against `root` (inside the folder, after `..` and links).
    init(_ query: [String: String], root: FileRoot) throws(PreviewFailure) {
        guard let config = query["config"], !config.isEmpty else { throw PreviewFailure(400, "the parameter 'config' is missing: a config's path in the folder") }
        self.config = try TableRequest.file(config, root: root, what: "config")
        guard ConfigLoader.isConfigFile(self.config) else { throw PreviewFailure(400, "'\(config)' is not a config (.yaml, .yml or .json)") }
        mode = try TableRequest.integer(query, "mode", in: 0...1000)
        look = Look()
        if let name = query["device"], !name.isEmpty {
            guard let device = DevicePreset.named(name) else { throw PreviewFailure(400, "'device': " + DevicePreset.unknown(name, what: "preset")) }
            look.device = device
        }
        look.appearance = try TableRequest.choice(query, "appearance", Appearance.init(rawValue:), ["light", "dark"])
        look.contentSize = try TableRequest.choice(query, "contentSize", ContentSize.init(rawValue:), ContentSize.allCases.map(\.rawValue))
        if let edits = query["edits"], !edits.isEmpty {
            self.edits = try TableRequest.file(edits, root: root, what: "edit file")
            step = try TableRequest.integer(query, "step", in: 0...1_000_000) ?? 0
        } else {
            step = 0
        }
    }

    /// The absolute path of `written` when it names a file inside the folder.
    static func file(_ written: String, root: FileRoot, what: String) throws(PreviewFailure) -> String {
        do { return try root.locate(written) } catch {
            switch error {
            case .missing: throw PreviewFailure(404, "no \(what) '\(written)' in the folder")
            case .outside: throw PreviewFailure(403, "the \(what) '\(written)' \(error); tablesnap serve reads only files inside the folder")
            }
        }
    }

    static func integer(_ query: [String: String], _ name: String, in range: ClosedRange<Int>) throws(PreviewFailure) -> Int? {
        guard let text = query[name], !text.isEmpty else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw PreviewFailure(400, "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text.prefix(40))'")
        }
        return value
    }

    static func number(_ query: [String: String], _ name: String, in range: ClosedRange<Double>) throws(PreviewFailure) -> Double? {
        guard let text = query[name], !text.isEmpty else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw PreviewFailure(400, "'\(name)' must be a number from \(range.lowerBound) to \(range.upperBound), found '\(text.prefix(40))'")
        }
        return value
    }

    static func choice<T>(_ query: [String: String], _ name: String, _ make: (String) -> T?, _ names: [String]) throws(PreviewFailure) -> T? {
        guard let text = query[name], !text.isEmpty else { return nil }
        guard let value = make(text) else { throw PreviewFailure(400, "'\(name)' must be one of \(names.joined(separator: ", ")), found '\(text.prefix(40))'") }
        return value
    }
}
