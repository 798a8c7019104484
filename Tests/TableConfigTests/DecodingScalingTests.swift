import Testing
@testable import TableConfig
import TableLayout
import TestSupport

/// Issue 25: inputs whose decoding cost grew as the square of their size. Each is loaded at
/// N and 4N in one run; linear work about quadruples (see ``Scaling``).
@Suite(.serialized) struct DecodingScalingTests {
    static func load(_ text: String) throws {
        _ = try ConfigLoader.load(text: text, file: "/tmp/scaling.json")
    }

    @Test func sectionsWithIdsScaleLinearly() throws {
        let growth = try Scaling.growth(2500) { n in
            let sections = (0..<n).map { #"{"id": "s\#($0)", "rows": [{"title": "x"}]}"# }.joined(separator: ",")
            try DecodingScalingTests.load(#"{"width": 300, "sections": [\#(sections)]}"#)
        }
        #expect(growth < Scaling.linearBound, "4N sections with ids cost \(growth) × N")
    }

    @Test func rowsEachWithTheirOwnSourceScaleLinearly() throws {
        let growth = try Scaling.growth(1500) { n in
            let data = (0..<n).map { #""d\#($0)": [{"name": "x"}]"# }.joined(separator: ",")
            let rows = (0..<n).map { #"{"source": "d\#($0)", "cell": "default", "title": "{name}"}"# }.joined(separator: ",")
            try DecodingScalingTests.load(#"{"width": 300, "data": {\#(data)}, "sections": [{"rows": [\#(rows)]}]}"#)
        }
        #expect(growth < Scaling.linearBound, "4N sources cost \(growth) × N")
    }

    @Test func layoutKeysScaleLinearly() throws {
        let growth = try Scaling.growth(1500) { n in
            let data = (0..<n).map { #""k\#($0)": ["x"]"# }.joined(separator: ",")
            let layout = (0..<n).map { "section -s k\($0)" }.joined(separator: "\\n")
            try DecodingScalingTests.load(#"{"width": 300, "data": {\#(data)}, "layout": "\#(layout)\n"}"#)
        }
        #expect(growth < Scaling.linearBound, "4N -s keys cost \(growth) × N")
    }

    /// The same keys through `IndexedData` as through a scan of the object.
    @Test func indexedDataAnswersAsKeyValueLookup() {
        let data = DataValue.object([("a", .object([("b", .number(1))])), ("n", .null), ("a", .array([.object([("b", .string("x"))])])),
                                     ("s", .string("t"))])
        let indexed = IndexedData(data)
        for path in ["a", "a.b", "a.c", "n", "missing", "s", "s.x", "", "a.", ".a"] {
            #expect(indexed.value(forKeyPath: path) == KeyValueLookup.value(of: data, forKeyPath: path), "\(path)")
        }
    }
}
