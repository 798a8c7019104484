import Foundation
import Testing

/// The fuzz targets, built without libFuzzer, replay their committed corpora: every input
/// there (among them the alias bomb, a second document, control characters, the 65536²
/// PNG bomb, every PNG fixture, edit scripts of every kind of edit) ends in a value or an
/// error, not a crash — and every edit step in a live geometry equal to a fresh layout.
@Suite struct FuzzCorpusTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [("fuzz-config", "config"), ("fuzz-png", "png"), ("fuzz-edits", "edits")])
    func theCorpusReplaysWithoutACrash(target: String, corpus: String) async throws {
        let folder = FuzzCorpusTests.repository.appendingPathComponent("Fuzz/corpus/\(corpus)")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).count
        #expect(inputs >= 10)
        let executable = TablesnapRunner.binary.deletingLastPathComponent().appendingPathComponent(target)
        let result = try await TablesnapRunner.runBinary([folder.path], executable: executable)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("replayed \(inputs) inputs"), "\(result.stdout)")
    }
}
