import Foundation
import TablePipeline
import TableSnapshot
@testable import TableServe
import TablesnapCommands
import TestSupport

/// A folder to serve: a small table with an edit file, a 1M-row table (45 million points,
/// past the 8 million the page scrolls directly, so its scaled scroller is used), a config whose
/// golden no longer matches, a broken config, and outside the folder a config that a
/// symbolic link inside points to.
enum ServeFixture {
    static func table(_ title: String, width: Int = 300) -> String {
        """
        width: \(width)
        viewport: {height: 200}
        sections:
          - id: main
            header: Things
            rows:
              - {id: one, title: \(title)}
              - {id: two, title: Two, accessory: switch, on: true}
              - {id: three, title: Three}

        """
    }

    static let big = """
        width: 390
        sections:
          - header: Feed
            rows:
              - {repeat: 1000000, title: "Row {index}", heights: [44, 60, 32.5]}

        """

    static let edits = "- insertRows: {section: main, at: 0, rows: [{id: zero, title: Zero}]}\n- deleteRows: {section: main, rows: [two]}\n"

    /// The folder served (`inside`), within a parent that holds `secret.yaml`: a fresh copy
    /// of ``template`` for each test, which may change its files.
    static func make() throws -> (parent: URL, folder: URL) {
        let parent = try TemporaryFolder.make("serve")
        for name in try FileManager.default.contentsOfDirectory(atPath: try template.get().path) {
            try FileManager.default.copyItem(at: try template.get().appendingPathComponent(name), to: parent.appendingPathComponent(name))
        }
        return (parent, parent.appendingPathComponent("inside"))
    }

    /// The fixture's parent folder, made once for the test run: its goldens are rendered by
    /// verify, which every copy would otherwise do again.
    private static let template = Result { () throws -> URL in
        let parent = try TemporaryFolder.make("serve-template")
        let folder = parent.appendingPathComponent("inside")
        let files = ["a.yaml": table("One"), "big.yaml": big, "fail.yaml": table("Before"), "broken.yaml": "width: 300\nsections: [{rows: [{title: x, accessory: sparkle}]}]\n",
                     "edits/a.yaml": edits]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try table("Secret").write(to: parent.appendingPathComponent("secret.yaml"), atomically: true, encoding: .utf8)
        // Relative, so each copy's link points to its own parent's secret.yaml.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.yaml").path, withDestinationPath: "../secret.yaml")
        // fail.yaml's golden is of another title: its review fails.
        let suite = try SnapshotSuite(root: folder.path)
        _ = VerifyRunner.run(suite, configs: ["a.yaml", "fail.yaml"], jobs: 1, mode: .all)
        try table("After").write(to: folder.appendingPathComponent("fail.yaml"), atomically: true, encoding: .utf8)
        return parent
    }

    /// Runs a `tablesnap` command line in this process; its stdout, stderr and status.
    static func tablesnap(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let capture = CommandContext.Capture()
        let status = CommandContext.$current.withValue(.captured(in: capture, environment: [:])) { Tablesnap.run(arguments) }
        return (status, capture.standardOutput, capture.standardError)
    }
}

extension PreviewAPI {
    /// A request as the page sends it, to `127.0.0.1:port`.
    func get(_ path: String, _ query: [String: String] = [:], port: Int = 8000) -> PreviewResponse {
        handle(PreviewRequest(method: "GET", path: path, query: query, headers: ["Host": "127.0.0.1:\(port)"]))
    }

    func post(_ path: String, _ query: [String: String] = [:], token: String?, port: Int = 8000) -> PreviewResponse {
        var headers = ["Host": "127.0.0.1:\(port)"]
        if let token { headers["X-Tablesnap-Token"] = token }
        return handle(PreviewRequest(method: "POST", path: path, query: query, headers: headers))
    }
}
