import Foundation
import Testing
import TablePipeline
import TablesnapCommands

/// One version: `TablesnapVersion.current` (what `tablesnap --version` prints) is the one
/// CHANGELOG.md's newest heading, README's `from:`, install.sh's default, the GitLab
/// template and the Action's example name; and every file that names the repository names
/// the same URL (docs/ci.md, "Versions").
@Suite struct VersionTests {
    static let repository = DocsCommandsTests.repository
    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    static let url = "https://github.com/tablesnap/tablesnap"

    @Test func everyFileNamesTheOneVersion() throws {
        let version = TablesnapVersion.current
        #expect(version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil }, "semantic: \(version)")
        let changelog = try Self.text("CHANGELOG.md")
        let newest = changelog.components(separatedBy: "\n").first { $0.hasPrefix("## ") }
        #expect(newest == "## \(version)")
        #expect(try Self.text("README.md").contains(".package(url: \"\(Self.url)\", from: \"\(version)\")"))
        #expect(try Self.text("scripts/install.sh").contains("\nversion=\"\(version)\"\n"))
        #expect(try Self.text("ci/tablesnap.gitlab-ci.yml").contains("TABLESNAP_VERSION: \"\(version)\""))
        #expect(try Self.text("action.yml").contains("uses: tablesnap/tablesnap@v\(version)"))
        let ci = try Self.text("docs/ci.md")
        #expect(ci.contains("tablesnap/tablesnap@v\(version)") && ci.contains("/v\(version)/ci/tablesnap.gitlab-ci.yml"))
    }

    @Test func everyFileNamesTheOneRepository() throws {
        for path in ["README.md", "scripts/install.sh", "ci/tablesnap.gitlab-ci.yml", "docs/ci.md", "action.yml"] {
            let text = try Self.text(path)
            let named = text.components(separatedBy: "github.com/").dropFirst().map { $0.prefix { $0 != "/" && $0 != "@" } }
            let ours = named.filter { $0 == "tablesnap" || $0.lowercased().contains("owner") }
            #expect(ours.allSatisfy { $0 == "tablesnap" }, "\(path): \(ours)")
            #expect(text.contains("tablesnap/tablesnap"), "\(path) names the repository")
        }
    }
}
