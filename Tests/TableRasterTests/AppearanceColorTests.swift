import Testing
@testable import TableRaster
@testable import TableLayout
@testable import TableConfig
import TestSupport

/// Colours per appearance (issue 31, "What users could not say"): `{light, dark}`, a named
/// palette used by name, and the table's own background, each drawn in its appearance.
@Suite struct AppearanceColorTests {
    static let yaml = """
        width: 320
        style: insetGrouped
        colors:
          muted: {light: "#6F787E", dark: "#9BA0A4"}
          brand: "#1F6FEB"
          card: {light: white, dark: systemGray6}
        background: {light: "#E0F0FF", dark: "#102030"}
        sections:
          - rows:
              - content: {hstack: [{rectangle: muted, width: 40, height: 40, id: m}, {rectangle: brand, width: 40, height: 40, id: b},
                          {rectangle: {light: "#FF0000", dark: "#00FF00"}, width: 40, height: 40, id: a}], spacing: 10}
        """

    @Test(arguments: [(Appearance.light, [UInt32(0xFF6F_787E), 0xFF1F_6FEB, 0xFFFF_0000], UInt32(0xFFE0_F0FF)),
                      (.dark, [0xFF9B_A0A4, 0xFF1F_6FEB, 0xFF00_FF00], 0xFF10_2030)])
    func eachAppearanceDrawsItsColour(appearance: Appearance, expected: [UInt32], background: UInt32) throws {
        var table = try ConfigLoader.load(text: AppearanceColorTests.yaml, file: "t.yaml").table
        table.rowHeight = .automatic
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 150, scale: 2, appearance: appearance)
        for (k, id) in ["m", "b", "a"].enumerated() {
            let frame = try CustomCellPixelTests.frame(of: id, row: 0, in: table, geometry: geometry)
            #expect(pixels[x: Int((frame.x + 20) * 2), y: Int((frame.y + 20) * 2)] == expected[k], "\(id) in \(appearance)")
        }
        #expect(pixels[x: 4, y: 4] == background, "the table's background in \(appearance)")
    }

    @Test func badColoursFailAtTheirPosition() {
        let cases: [(String, String)] = [
            ("colors: {label: \"#FF0000\"}", "'colors' may not redefine 'label'"),
            ("colors: {muted: {light: \"#FF0000\"}}", "needs 'dark'"),
            ("colors: {muted: {light: \"#FF0000\", dark: blue}}", "'dark' of colour 'muted' must be a colour"),
            ("colors: [a]", "'colors' must be a mapping"),
        ]
        for (line, message) in cases {
            do {
                _ = try ConfigLoader.load(text: "width: 320\n\(line)\nsections: []\n", file: "t.yaml")
                Issue.record("\(line): loaded")
            } catch {
                #expect(error.message.contains(message), "\(line): \(error.message)")
                #expect(error.location?.line == 2, "\(line): \(error)")
            }
        }
    }
}
