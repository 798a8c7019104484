import Foundation
import Testing
import TestSupport
import TableRaster

/// `--fonts DIR` and `$TABLESNAP_FONTS`: the pinned files, vendored in a folder.
/// Through the binary on purpose: `--fonts` and `$TABLESNAP_FONTS` set and read the
/// process's environment, and relative paths resolve against its working directory.
@Suite struct FontOptionsTests {
    static let config = "width: 320\nsections:\n  - header: Fonts\n    rows: [{title: Inter, subtitle: \"日本 한국어 😀 שלום\", style: subtitle}]\n"

    @Test func aVendoredFolderDrawsWhatThePinnedPathsDraw() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for path in FontFiles.pinned.all {
            try FileManager.default.copyItem(atPath: path, toPath: fonts.appendingPathComponent((path as NSString).lastPathComponent).path)
        }
        try FontOptionsTests.config.write(to: folder.appendingPathComponent("t.yaml"), atomically: true, encoding: .utf8)
        let plain = try await TablesnapRunner.runBinary(["render", "t.yaml", "-o", "plain.png"], in: folder)
        let flag = try await TablesnapRunner.runBinary(["render", "t.yaml", "-o", "flag.png", "--fonts", "fonts"], in: folder)
        let variable = try await TablesnapRunner.runBinary(["render", "t.yaml", "-o", "variable.png"], in: folder,
                                                     environment: ["TABLESNAP_FONTS": fonts.path])
        #expect([plain.status, flag.status, variable.status] == [0, 0, 0], "\(flag.stderr)\(variable.stderr)")
        let drawn = try ["plain", "flag", "variable"].map { try Data(contentsOf: folder.appendingPathComponent("\($0).png")) }
        #expect(drawn[0] == drawn[1] && drawn[0] == drawn[2])
        // A folder without one of the files names the file.
        try FileManager.default.removeItem(at: fonts.appendingPathComponent("NanumGothic.ttf"))
        let partial = try await TablesnapRunner.runBinary(["render", "t.yaml", "-o", "partial.png", "--fonts", "fonts"], in: folder)
        #expect(partial.status == 2 && partial.stderr.contains("NanumGothic.ttf"), "\(partial.stderr)")
        let missing = try await TablesnapRunner.runBinary(["verify", folder.path, "--fonts", "/no/such/folder"])
        #expect(missing.status == 2 && missing.stderr.contains("--fonts /no/such/folder: no such folder"))
    }
}
