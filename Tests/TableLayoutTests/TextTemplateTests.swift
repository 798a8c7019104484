import Testing
@testable import TableLayout

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
