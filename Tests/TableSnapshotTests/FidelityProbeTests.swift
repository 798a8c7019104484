import Foundation
import TableLayout
import TableSnapshot
import Testing

/// The fidelity check's measuring (docs/fidelity.md) on pictures whose answers are known: an
/// edge a fraction of a pixel down, a separator, an ink box, a colour, at a scale that is not
/// a whole number and with the content starting below the image's top.
@Suite struct FidelityProbeTests {
    static let grey: [UInt8] = [242, 242, 247, 255]
    static let white: [UInt8] = [255, 255, 255, 255]

    /// A 40 × 60 pixel picture: grey above, white from 20.25 pixels down (the row between is
    /// 75 % white), a separator (#C6C6C8) on row 40, a black box of columns 10..<14 and rows
    /// 48..<53.
    static func picture() -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<60 {
            for x in 0..<40 {
                if y < 20 { pixels += grey
                } else if y == 20 {
                    pixels += zip(grey, white).map { UInt8((Double($0) * 0.25 + Double($1) * 0.75).rounded()) }
                } else if y == 40 { pixels += [0xC6, 0xC6, 0xC8, 255]
                } else if (10..<14).contains(x), (48..<53).contains(y) { pixels += [0, 0, 0, 255]
                } else { pixels += white }
            }
        }
        return RGBAImage(width: 40, height: 60, pixels: pixels)
    }

    static let image = ProbedImage(image: picture(), scale: 2.5, origin: 2)

    static func probe(_ json: String) throws -> FidelityProbe {
        try JSONDecoder().decode(FidelityProbe.self, from: Data(json.utf8))
    }

    @Test func anEdgeIsFoundToAFractionOfAPixel() throws {
        let values = try Self.image.measure(Self.probe(#"{"name": "e", "kind": "edge", "x": 4, "from": 4, "to": 12}"#)).get()
        // 20.25 pixels at 2.5 a point is 8.1 pt down the image, 6.1 pt into the content.
        #expect(abs(try #require(values["y"]) - 6.1) < 0.01)
    }

    @Test func aLineIsFoundAtItsPixelsCentre() throws {
        let values = try Self.image.measure(Self.probe(#"{"name": "l", "kind": "line", "x": 4, "from": 13, "to": 16}"#)).get()
        #expect(abs(try #require(values["y"]) - (40.5 / 2.5 - 2)) < 0.01)
    }

    @Test func inkIsBoxedAndColoursAreRead() throws {
        let ink = try Self.image.measure(Self.probe(#"{"name": "i", "kind": "ink", "box": [1, 16, 12, 22]}"#)).get()
        // Columns 10..<14 and rows 48..<53 of pixels, in points of the content.
        for (name, expected) in [("left", 4.0), ("width", 1.6), ("top", 48 / 2.5 - 2), ("bottom", 53 / 2.5 - 2)] {
            #expect(abs(try #require(ink[name]) - expected) < 1e-9, "\(name)")
        }
        let colour = try Self.image.measure(Self.probe(#"{"name": "c", "kind": "color", "x": 8, "y": 2}"#)).get()
        #expect(colour == ["r": 242, "g": 242, "b": 247])
        let line = try Self.image.measure(Self.probe(#"{"name": "s", "kind": "color", "x": 8, "y": 14.5, "line": true}"#)).get()
        #expect(line == ["r": 0xC6, "g": 0xC6, "b": 0xC8])
    }

    @Test func aTableInsideAFrameIsMeasuredFromItsLeftEdge() throws {
        // The same picture with the table starting 3 pt in: every x moves by 3 pt.
        let framed = ProbedImage(image: Self.picture(), scale: 2.5, origin: 2, originX: 3)
        let ink = try framed.measure(Self.probe(#"{"name": "i", "kind": "ink", "box": [-2, 16, 9, 22]}"#)).get()
        #expect(abs(try #require(ink["left"]) - 1) < 1e-9)
        #expect(abs(try #require(ink["width"]) - 1.6) < 1e-9)
        let edge = try framed.measure(Self.probe(#"{"name": "e", "kind": "edge", "x": 1, "from": 4, "to": 12}"#)).get()
        #expect(abs(try #require(edge["y"]) - 6.1) < 0.01)
    }

    @Test func aProbeWithNothingToMeasureSaysSo() throws {
        let empty = Self.image.measure(try Self.probe(#"{"name": "n", "kind": "ink", "box": [1, 0, 12, 4]}"#))
        #expect(throws: FidelityFailure.self) { try empty.get() }
        let flat = Self.image.measure(try Self.probe(#"{"name": "f", "kind": "edge", "x": 4, "from": 0, "to": 4}"#))
        #expect(throws: FidelityFailure.self) { try flat.get() }
    }

    @Test func framesAreReadFromTheGeometryAndAMalformedOneIsRefused() throws {
        let table = Table(width: 320, sections: [Section(rows: RowList([Row(title: "A"), Row(title: "B")]))])
        let geometry = TableGeometry(table: table)
        #expect(try FidelityManifest.Pair.geometryY("row 0:1 top", geometry) == 44)
        #expect(try FidelityManifest.Pair.geometryY("row 0:1 bottom", geometry) == 88)
        for bad in ["row 0:1", "row 0-1 top", "header 0:1 top", "row 0:1 middle"] {
            #expect(throws: FidelityFailure.self, "\(bad)") { try FidelityManifest.Pair.geometryY(bad, geometry) }
        }
    }

    /// A `frameOnly` probe is compared with the geometry alone: one measured on UIKit's
    /// picture gives one comparison, against `query`'s frame; one without a frame is refused.
    @Test func aFrameOnlyProbeComparesTheGeometryAloneAndNeedsAFrame() throws {
        func pair(_ probe: String) throws -> FidelityTests.Manifest.Pair {
            let json = #"{"name": "p", "image": "pointfree-table-ios13.png", "config": "pointfree-table-ios13.yaml", "scale": 3, "origin": 20, "probes": ["# + probe + "]}"
            return try JSONDecoder().decode(FidelityTests.Manifest.Pair.self, from: Data(json.utf8))
        }
        let good = try FidelityTests.compare(pair(#"{"name": "s", "kind": "line", "x": 200, "from": 38, "to": 49, "frame": "row 0:0 bottom", "frameOnly": true}"#))
        #expect(good.map(\.value) == ["query row 0:0 bottom"])
        #expect(good.allSatisfy { $0.isWithin }, "\(good.map(\.line))")
        #expect(throws: FidelityFailure.self) {
            try FidelityTests.compare(pair(#"{"name": "s", "kind": "line", "x": 200, "from": 38, "to": 49, "frameOnly": true}"#))
        }
    }
}
