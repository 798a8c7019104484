import Testing
@testable import TableLayout
import TestSupport

@Suite struct TextTemplateTests {
    let data = DataValue.object([
        ("name", .string("Ann")), ("age", .number(42)), ("ratio", .number(0.5)),
        ("address", .object([("city", .string("Oslo"))])), ("tags", .array([.string("x"), .string("y")])),
        ("ok", .bool(true)),
    ])

    @Test func fillsKeysPathsIndicesAndTheGeneratorIndex() {
        #expect(TextTemplate.render("{name} ({age}, {ratio})", data: data, index: nil) == "Ann (42, 0.5)")
        #expect(TextTemplate.render("{address.city} {tags.1} {ok}", data: data, index: nil) == "Oslo y true")
        #expect(TextTemplate.render("#{index}", data: nil, index: 7) == "#7")
        #expect(TextTemplate.render("{.}", data: .string("plain"), index: nil) == "plain")
        #expect(TextTemplate.render("{0}", data: .array([.number(3)]), index: nil) == "3")
    }

    @Test func aPlaceholderThatReadsNothingIsEmptyAndReported() {
        var missing: [String] = []
        let text = TextTemplate.render("a{nope}b{address.zip}c{", data: data, index: nil) { missing.append($0) }
        #expect(text == "abc{")
        #expect(missing == ["nope", "address.zip"])
    }
}

/// N placeholders reading N keys of one row's data cost O(N), not O(N²): an object's keys
/// are looked up through one index per row (``PlaceholderValues``), in a stock title, in a
/// custom cell's texts and for a source's elements alike (issue 34, item 10).
@Suite struct PlaceholderScalingTests {
    static func data(_ n: Int) -> DataValue {
        .object((0..<n).map { ("key\($0)", .string("v\($0)")) })
    }

    /// Counted, not timed: the fields looked at stay within a small multiple of N (N
    /// lookups and one index of N fields); scanning for each key looked at N²/2.
    @Test(arguments: [100, 1000, 10_000])
    func oneTextReadingNKeysLooksAtEachFieldOnce(_ n: Int) {
        let values = PlaceholderValues(data: PlaceholderScalingTests.data(n), index: nil)
        let filled = TextTemplate.render((0..<n).map { "{key\($0)}" }.joined(), values: values)
        #expect(filled.hasSuffix("v\(n - 1)"))
        #expect(values.fieldsRead <= 2 * n, "\(values.fieldsRead) fields looked at for \(n) keys")
    }

    @Test(arguments: [100, 1000, 10_000])
    func aCustomCellOfNTextsReadingNKeysLooksAtEachFieldOnce(_ n: Int) {
        let texts = (0..<n).map { CellElement(.text(CellText("{key\($0)}"))) }
        let content = CellContent(CellElement(.stack(CellStack(axis: .vertical, children: texts))))
        let values = PlaceholderValues(data: PlaceholderScalingTests.data(n), index: nil)
        let filled = content.filled(values)
        guard case .stack(let stack) = filled.root.kind, case .text(let last)? = stack.children.last?.kind else {
            Issue.record("not a stack of texts")
            return
        }
        #expect(last.text == "v\(n - 1)")
        #expect(values.fieldsRead <= 2 * n, "\(values.fieldsRead) fields looked at for \(n) keys")
    }

    @Test func theLastFieldOfANameWinsAndPathsReachIndexedObjects() {
        let nested = DataValue.object((0..<40).map { ("k\($0)", .number(Double($0))) } + [("k3", .string("last"))])
        let data = DataValue.object([("a", nested)] + (0..<40).map { ("x\($0)", .null) })
        #expect(TextTemplate.render("{a.k3} {a.k39} {a.nope}|{x1}", data: data, index: nil) == "last 39 |")
        #expect(data["a"]?["k3"] == .string("last"), "the same answer as DataValue's own lookup")
    }
}
