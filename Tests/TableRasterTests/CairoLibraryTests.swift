import Testing
import TableRaster

@Suite struct CairoLibraryTests {
    @Test func cairoAndFreeTypeAreLinkedAndReportTheirVersions() {
        #expect(CairoLibrary.version.split(separator: ".").count == 3)
        #expect(CairoLibrary.version.hasPrefix("1."))
        #expect(CairoLibrary.freeTypeVersion.hasPrefix("2."))
    }
}
