import Foundation
import TableConfig
import TableLayout
@testable import TablePipeline
import TableRaster
import TestSupport
import Testing

/// What a source's rows read from their elements is checked only when they are drawn (a
/// million rows are not filled to load); an error then names the row: the template's
/// line:col in the config, the element and its place in the data (issue 34, item 11).
@Suite struct SourceRowErrorTests {
    static let config = """
        width: 390
        data:
          cars:
            - {type: Car, icon: car, tint: systemBlue}
            - {type: Car, icon: gaer, tint: systemBlue}
            - {type: Car, icon: car, tint: blurple}
        cells:
          Car:
            content: {symbol: "{icon}", color: "{tint}"}
            title: "{nme}"
        sections:
          - rows: [{source: cars}]

        """

    static func drawn(_ element: Int) throws -> Result<Void, RenderError> {
        var text = config
        // Only the element asked about is bad; the others are fixed to good values.
        for (k, bad) in [(1, "gaer"), (2, "blurple")] where k != element { text = text.replacingOccurrences(of: bad, with: k == 1 ? "car" : "systemBlue") }
        let loaded = try LoadedTable.load(text: text, file: "t.yaml")
        return Result { () throws(RenderError) in _ = try loaded.renderPNG(loaded.viewport(offset: 0, height: 300)) }
    }

    @Test func aBadSymbolReadFromAnElementNamesTheTemplateAndTheElement() throws {
        guard case .failure(let error) = try SourceRowErrorTests.drawn(1) else { Issue.record("drawn without error"); return }
        #expect(error.description.hasPrefix("t.yaml:9:5: element 1 of 'cars' (t.yaml:5:7), drawn with the template 'Car': no symbol named 'gaer'"),
                "\(error)")
    }

    @Test func aBadColourReadFromAnElementNamesTheTemplateAndTheElement() throws {
        guard case .failure(let error) = try SourceRowErrorTests.drawn(2) else { Issue.record("drawn without error"); return }
        #expect(error.description.hasPrefix("t.yaml:9:5: element 2 of 'cars' (t.yaml:6:7), drawn with the template 'Car': 'blurple' is not a colour"),
                "\(error)")
    }

    @Test func strictsPlaceholderWarningsNameTheTemplateAndTheElement() throws {
        let loaded = try LoadedTable.load(text: SourceRowErrorTests.config, file: "t.yaml")
        let warnings = ConfigWarnings.placeholders(loaded, viewport: loaded.viewport(offset: 0, height: 300))
        #expect(warnings.first?.hasPrefix("t.yaml:9:5: element 0 of 'cars' (t.yaml:4:7), drawn with the template 'Car': the placeholder {nme}") == true,
                "\(warnings)")
    }

    /// A row written out, or made by a `repeat`, is named by where it was written: `--strict`'s
    /// placeholder error has its line:col (issue 34, item 11); a section with a `source:`
    /// (rows only its data counts) keeps the row's place alone.
    @Test func aWrittenRowsPlaceholderWarningNamesItsLineAndColumn() throws {
        let text = """
            width: 390
            data: {cars: [{type: Car, name: a}]}
            cells: {Car: {title: "{name}"}}
            sections:
              - rows:
                  - {title: "{nme}"}
                  - {title: "ok"}
                  - {title: "{gone} {index}", repeat: 2}
              - rows:
                  - {source: cars}
                  - {title: "{lost}"}

            """
        let loaded = try LoadedTable.load(text: text, file: "t.yaml")
        let warnings = ConfigWarnings.placeholders(loaded, viewport: loaded.viewport(offset: 0, height: 600))
        #expect(warnings.contains { $0.hasPrefix("t.yaml:6:9: section 0 row 0: the placeholder {nme}") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("t.yaml:8:9: section 0 row 3: the placeholder {gone}") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("t.yaml: section 1 row 1: the placeholder {lost}") }, "\(warnings)")
    }
}
