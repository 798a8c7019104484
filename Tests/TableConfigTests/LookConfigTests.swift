import Testing
@testable import TableConfig
import TableLayout

/// The config keys of the iOS look: how a table is drawn, not what it holds.
@Suite struct LookConfigTests {
    @Test func layoutDirectionIsReadAndDefaultsToLeftToRight() throws {
        #expect(try ConfigLoader.load(text: "width: 390\nsections: []\n", file: "t.yaml").table.layoutDirection == .leftToRight)
        let table = try ConfigLoader.load(text: "width: 390\nlayoutDirection: rightToLeft\nsections: []\n", file: "t.yaml").table
        #expect(table.layoutDirection == .rightToLeft)
        let json = try ConfigLoader.load(text: #"{"width": 390, "layoutDirection": "leftToRight", "sections": []}"#, file: "t.json")
        #expect(json.table.layoutDirection == .leftToRight)
    }

    @Test func aWrongLayoutDirectionIsAnErrorWithItsPosition() {
        #expect {
            _ = try ConfigLoader.load(text: "width: 390\nlayoutDirection: rtl\nsections: []\n", file: "t.yaml")
        } throws: { error in
            let error = error as? ConfigError
            return error?.location?.line == 2 && error?.location?.column == 18
                && error?.message.contains("'layoutDirection' must be one of") == true
        }
    }

    @Test func separatorInsetIsAutomaticUnlessGiven() throws {
        #expect(try ConfigLoader.load(text: "width: 390\nsections: []\n", file: "t.yaml").table.separator.insetLeft == nil)
        let table = try ConfigLoader.load(text: "width: 390\nseparator: {inset: {left: 0}}\nsections: []\n", file: "t.yaml").table
        #expect(table.separator.insetLeft == 0)
    }

    @Test func contentSizeIsReadAndCheckedWithItsPosition() throws {
        #expect(try ConfigLoader.load(text: "width: 390\nsections: []\n", file: "t.yaml").table.contentSize == .large)
        let table = try ConfigLoader.load(text: "width: 390\ncontentSize: accessibility3\nsections: []\n", file: "t.yaml").table
        #expect(table.contentSize == .accessibility3)
        #expect {
            _ = try ConfigLoader.load(text: "width: 390\ncontentSize: xxLarge2\nsections: []\n", file: "t.yaml")
        } throws: { error in
            let error = error as? ConfigError
            return error?.location?.line == 2 && error?.message.contains("did you mean 'xxLarge'?") == true
        }
    }
}
