import Testing
@testable import TableRaster
@testable import TableLayout
import TestSupport

/// `cornerCurve: continuous` (issue 31's fifth miss): SwiftUI's cards and `.continuous`
/// layers are squircles, whose corners start curving further along each edge than a
/// circular arc of the same radius, and are the same at all four corners.
@Suite struct ContinuousCornerTests {
    /// Pixels of a 120 pt square's corner regions (1.6 radii a side) that are not its colour.
    static func cutAway(_ curve: CornerCurve) throws -> [Int] {
        var square = CellElement.rectangle(.fixed(Color(red: 255, green: 0, blue: 0)), width: .points(120), height: .points(120),
                                           cornerRadius: 30)
        square.cornerCurve = curve
        var table = Table(width: 320) { Section { Row().content { CellElement.hstack { square.id("s") } } } }
        table.rowHeight = .automatic
        let scale = 3.0
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 140, scale: scale)
        let frame = try CustomCellPixelTests.frame(of: "s", row: 0, in: table, geometry: geometry)
        let side = Int(48 * scale)
        let (left, top) = (Int(frame.x * scale), Int(frame.y * scale))
        let (right, bottom) = (Int((frame.x + frame.width) * scale), Int((frame.y + frame.height) * scale) - 1)  // above the separator
        func count(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            ys.reduce(0) { sum, y in sum + xs.filter { pixels[x: $0, y: y] != 0xFFFF_0000 }.count }
        }
        return [count(left..<left + side, top..<top + side), count(right - side..<right, top..<top + side),
                count(left..<left + side, bottom - side..<bottom), count(right - side..<right, bottom - side..<bottom)]
    }

    @Test func continuousCornersCutMoreThanCircularOnesAndAreSymmetric() throws {
        let circular = try ContinuousCornerTests.cutAway(.circular)
        let continuous = try ContinuousCornerTests.cutAway(.continuous)
        // The top corners are whole; the bottom ones lose the row's separator pixels to the count's edge.
        #expect(abs(continuous[0] - continuous[1]) <= 2, "\(continuous)")
        #expect(abs(continuous[2] - continuous[3]) <= 2, "\(continuous)")
        #expect(Double(continuous[0]) > Double(circular[0]) * 1.05, "continuous \(continuous) against circular \(circular)")
    }
}
