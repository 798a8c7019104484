import Foundation
import Testing
import TestSupport

/// `tablesnap render` through the binary: sizes, and every way a render can fail.
@Suite struct RenderCommandTests {
    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let be = { (i: Int) in data[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    func folderWithConfig(_ yaml: String) throws -> (URL, URL) {
        let folder = try TemporaryFolder.make()
        let config = folder.appendingPathComponent("t.yaml")
        try yaml.write(to: config, atomically: true, encoding: .utf8)
        return (folder, config)
    }

    @Test(arguments: [(390.0, 844.0, 3), (320.5, 100.25, 2), (375, 667, 1), (100.3, 33.3, 3)])
    func thePNGIsWidthTimesScaleByViewportTimesScale(width: Double, height: Double, scale: Int) throws {
        let (folder, config) = try folderWithConfig("width: \(width)\nsections: [{header: H, rows: [{repeat: 100, title: 'r {index}'}]}]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let result = TablesnapRunner.run(["render", config.path, "--out", out.path, "--viewport-height", "\(height)",
                                          "--scale", "\(scale)", "--offset", "500"])
        #expect(result.status == 0, "\(result.stderr)")
        let size = RenderCommandTests.pngSize(try Data(contentsOf: out))
        #expect(size?.0 == Int((width * Double(scale)).rounded()) && size?.1 == Int((height * Double(scale)).rounded()))
    }

    @Test func rendersAreByteIdenticalRunToRun() throws {
        let (folder, config) = try folderWithConfig("width: 390\nappearance: dark\nsections: [{header: H, rows: [{title: 'Hello 日本 שלום 😀', accessory: switch, on: true}]}]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        #expect(TablesnapRunner.run(["render", config.path, "--out", a.path]).status == 0)
        #expect(TablesnapRunner.run(["render", config.path, "--out", b.path]).status == 0)
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(name: "missing image", yaml: "width: 300\nsections: [{rows: [{title: a, image: {file: nope.png}}]}]\n",
                arguments: [], message: "t.yaml:2:45: no image file at"),
        Failure(name: "broken image", yaml: "width: 300\nsections: [{rows: [{title: a, image: {file: broken.png}}]}]\n",
                arguments: [], message: "broken.png: "),
        Failure(name: "too tall for Cairo", yaml: "width: 300\nsections: [{rows: [{repeat: 100000}]}]\n",
                arguments: ["--full", "--scale", "3"], message: "pass --viewport-height 10922 or less"),
        Failure(name: "absurdly wide", yaml: "width: 1e6\nsections: [{rows: [{title: a}]}]\n",
                arguments: [], message: "make `width` at most 16383 pt or lower --scale"),
        Failure(name: "bad scale", yaml: "width: 300\nsections: [{rows: [{title: a}]}]\n",
                arguments: ["--scale", "4"], message: "--scale must be 1, 2 or 3"),
        Failure(name: "nothing to draw", yaml: "width: 300\nsections: []\n",
                arguments: [], message: "no content to draw"),
        Failure(name: "bad config", yaml: "width: -1\nsections: []\n",
                arguments: [], message: "t.yaml:1:8: 'width' must be greater than 0"),
    ]

    @Test(arguments: failures)
    func aFailedRenderExitsTwoAndLeavesTheOldPNGAlone(_ failure: Failure) throws {
        let (folder, config) = try folderWithConfig(failure.yaml)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png at all".utf8).write(to: folder.appendingPathComponent("broken.png"))
        let out = folder.appendingPathComponent("out.png")
        let previous = Data("the previous render".utf8)
        try previous.write(to: out)
        let result = TablesnapRunner.run(["render", config.path, "--out", out.path] + failure.arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(failure.message), "\(result.stderr)")
        #expect(try Data(contentsOf: out) == previous)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "t.yaml" && $0 != "broken.png" && $0 != "out.png" }
        #expect(leftovers.isEmpty, "no temporary files left: \(leftovers)")
    }

    /// Without --out: the current folder, the path printed, and never over a golden. Through
    /// the binary on purpose: the current folder is the process's.
    @Test func theDefaultOutputIsInTheCurrentFolderAndNeverAGolden() async throws {
        let (folder, config) = try folderWithConfig("width: 200\nsections: [{rows: [{title: a}]}]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let result = try await TablesnapRunner.runBinary(["render", config.path], in: elsewhere)
        #expect(result.status == 0 && result.stdout == "wrote t.png\n", "\(result.stdout)")
        #expect(RenderCommandTests.pngSize(try Data(contentsOf: elsewhere.appendingPathComponent("t.png")))! == (400, 88))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.png").path), "the config's folder is not touched")

        let golden = folder.appendingPathComponent("t.png")
        try Data("the golden".utf8).write(to: golden)
        let refused = try await TablesnapRunner.runBinary(["render", "t.yaml", "--appearance", "dark"], in: folder)
        #expect(refused.status == 2 && refused.stderr.contains("t.png is the golden of t.yaml here; render elsewhere, or pass --out t.png"), "\(refused.stderr)")
        #expect(try Data(contentsOf: golden) == Data("the golden".utf8))
        #expect(try await TablesnapRunner.runBinary(["render", "t.yaml", "-o", "t.png"], in: folder).status == 0, "--out names it: replaced")
        #expect(RenderCommandTests.pngSize(try Data(contentsOf: golden))! == (400, 88))
    }

    @Test func outNamingAFolderSaysSo() throws {
        let (folder, config) = try folderWithConfig("width: 200\nsections: [{rows: [{title: a}]}]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = TablesnapRunner.run(["render", config.path, "--out", folder.path])
        #expect(result.status == 2 && result.stderr.contains("is a folder; name a file to write"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        let missing = TablesnapRunner.run(["render", config.path, "--out", folder.appendingPathComponent("no/such/x.png").path])
        #expect(missing.status == 2 && missing.stderr.contains("does not exist"), "\(missing.stderr)")
    }

    @Test func aDevicePresetSetsWidthAndScale() throws {
        let (folder, config) = try folderWithConfig("width: 200\nsections: [{rows: [{title: a}]}]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("d.png")
        #expect(TablesnapRunner.run(["render", config.path, "--device", "proMax", "-o", out.path]).status == 0)
        #expect(RenderCommandTests.pngSize(try Data(contentsOf: out))! == (1290, 132), "430 pt at scale 3")
        let bad = TablesnapRunner.run(["render", config.path, "--device", "iphon15", "-o", out.path])
        #expect(bad.status == 2 && bad.stderr.contains("--device: no preset 'iphon15'; did you mean 'iphone15'?"), "\(bad.stderr)")
    }
}

/// The root that a config's files must stay in, through the commands: the config's folder
/// for `render`, `query`, `inspect`, `apply`; the folder for `verify`; `--root` widens both.
@Suite struct FileRootCommandTests {
    @Test func eachCommandReadsOnlyInsideItsRootAndRootWidensIt() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("suite")
        try FileManager.default.createDirectory(at: suite.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: suite.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try #"[{"who": "inside"}]"#.write(to: suite.appendingPathComponent("assets/d.json"), atomically: true, encoding: .utf8)
        try #"[{"who": "outside"}]"#.write(to: folder.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        let config = suite.appendingPathComponent("screens/t.yaml")
        try "width: 200\ndata:\n  d: {file: ../assets/d.json}\nsections: [{rows: [{source: d, cell: default, title: '{who}'}]}]\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let leaking = suite.appendingPathComponent("screens/leak.yaml")
        try "width: 200\ndata:\n  d: {file: ../../secret.json}\nsections: [{rows: [{source: d, cell: default, title: '{who}'}]}]\n"
            .write(to: leaking, atomically: true, encoding: .utf8)

        for command in ["query", "inspect"] {
            let refused = TablesnapRunner.run([command, config.path])
            #expect(refused.status == 2 && refused.stderr.contains("t.yaml:3:13: the data file '../assets/d.json' leaves the project root"), "\(refused.stderr)")
            #expect(refused.stderr.contains("--root DIR"))
            let widened = TablesnapRunner.run([command, config.path, "--root", suite.path])
            #expect(widened.status == 0, "\(widened.stderr)")
        }
        let inspected = TablesnapRunner.run(["inspect", config.path, "--root", suite.path])
        #expect(inspected.stdout.contains("inside"))
        let leaked = TablesnapRunner.run(["inspect", leaking.path, "--root", suite.path])
        #expect(leaked.status == 2 && !leaked.stdout.contains("outside") && leaked.stderr.contains("leak.yaml:3:13"), "\(leaked.stderr)")

        // verify: the folder is the root, so t.yaml may share assets/ and leak.yaml may not.
        let verified = TablesnapRunner.run(["verify", suite.path, "--record-mode", "missing"])
        #expect(verified.status == 1, "\(verified.stdout)\(verified.stderr)")
        #expect(FileManager.default.fileExists(atPath: suite.appendingPathComponent("screens/t.png").path))
        #expect(!FileManager.default.fileExists(atPath: suite.appendingPathComponent("screens/leak.png").path))
        #expect((verified.stdout + verified.stderr).contains("leaves the project root"))
        let wider = TablesnapRunner.run(["verify", suite.path, "--record-mode", "missing", "--root", folder.path])
        #expect(wider.status == 0, "\(wider.stdout)\(wider.stderr)")
    }
}
