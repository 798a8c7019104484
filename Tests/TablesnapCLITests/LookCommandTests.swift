import Foundation
import Testing
import TestSupport

/// The look's command-line surface: `render --content-size`.
@Suite struct LookCommandTests {
    @Test func contentSizeScalesTheTextAndTheAutomaticHeights() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("t.yaml")
        try "width: 390\nrowHeight: automatic\nsections: [{header: H, rows: [{title: Grows, lines: 0}, {title: Too, style: value1, detail: D}]}]\n"
            .write(to: config, atomically: true, encoding: .utf8)
        var heights: [Int] = []
        for size in ["large", "accessibility5"] {
            let out = folder.appendingPathComponent("\(size).png")
            let result = TablesnapRunner.run(["render", config.path, "--full", "--scale", "1", "--content-size", size, "--out", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            let data = try Data(contentsOf: out)
            heights.append(data[20..<24].reduce(0) { $0 << 8 | Int($1) })
        }
        #expect(heights[1] > 2 * heights[0], "\(heights)")
        let bad = TablesnapRunner.run(["render", config.path, "--content-size", "huge"])
        #expect(bad.status != 0 && bad.stderr.contains("huge"))
    }
}
