import Foundation
import Testing
@testable import TableSnapshot
import TestSupport

/// Diff semantics on crafted images, every PNG kind, and broken files.
@Suite struct ImageDiffTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/png")

    static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { let (r, g, b) = pixel(x, y); pixels += [r, g, b, 255] } }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func read(_ name: String) throws -> RGBAImage {
        try RGBAImage(contentsOfPNG: fixtures.appendingPathComponent(name).path)
    }

    @Test(arguments: ["rgb16.png", "rgba8.png", "rgb8-interlaced.png", "palette.png"])
    func everyColourKindReadsAsTheSamePixels(_ name: String) throws {
        let reference = try ImageDiffTests.read("rgb8.png")
        let other = try ImageDiffTests.read(name)
        #expect(other == reference, "\(name)")
        #expect(ImageDiff(reference, other, options: .init(strict: true)).differentPixels == 0)
    }

    @Test(arguments: ["grey16.png", "grey-alpha.png", "grey1.png"])
    func everyGreyKindReadsAsTheSamePixels(_ name: String) throws {
        #expect(try ImageDiffTests.read(name) == ImageDiffTests.read("grey8.png"), "\(name)")
    }

    @Test func brokenFilesAreReadErrorsThatSayWhy() {
        for (name, reason) in [("truncated.png", "damaged"), ("not-a-png.png", "not a readable PNG"), ("missing.png", "no such file")] {
            do {
                _ = try ImageDiffTests.read(name)
                Issue.record("\(name) was read")
            } catch let error as RGBAImage.ReadError {
                #expect(error.reason.contains(reason), "\(name): \(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func onePixelIsOneDifferenceWithItsBounds() {
        let a = ImageDiffTests.image(20, 10) { _, _ in (255, 255, 255) }
        let b = ImageDiffTests.image(20, 10) { x, y in (x, y) == (13, 7) ? (0, 0, 0) : (255, 255, 255) }
        let diff = ImageDiff(a, b, drawing: true)
        #expect(diff.outcome == .compared(differentPixels: 1, antialiasedPixels: 0, bounds: .init(x: 13, y: 7, width: 1, height: 1)))
        #expect(diff.totalPixels == 200 && diff.ratio == 0.005)
        let out = diff.image!.pixels
        #expect(Array(out[(7 * 20 + 13) * 4..<(7 * 20 + 13) * 4 + 4]) == [255, 0, 0, 255], "differences are red")
        #expect(out[0] == out[1] && out[0] > 200, "the rest is a faded grey copy of A")
    }

    @Test func aColourChangeUnderTheThresholdIsNoDifference() {
        let a = ImageDiffTests.image(10, 10) { _, _ in (200, 200, 200) }
        let b = ImageDiffTests.image(10, 10) { _, _ in (203, 201, 200) }
        #expect(ImageDiff(a, b).differentPixels == 0)
        #expect(ImageDiff(a, b, options: .init(threshold: 0)).differentPixels == 100, "threshold 0 counts every change")
    }

    @Test func anAntialiasedEdgeShiftedByASubpixelIsRecognised() {
        // Black | one grey edge column | white; B's edge is darker, as if shifted by a subpixel.
        func edge(_ grey: UInt8) -> RGBAImage {
            ImageDiffTests.image(12, 12) { x, _ in x < 5 ? (0, 0, 0) : x == 5 ? (grey, grey, grey) : (255, 255, 255) }
        }
        let diff = ImageDiff(edge(170), edge(80), drawing: true)
        #expect(diff.outcome == .compared(differentPixels: 0, antialiasedPixels: 12, bounds: nil))
        #expect(Array(diff.image!.pixels[(3 * 12 + 5) * 4..<(3 * 12 + 5) * 4 + 3]) == [255, 255, 0], "anti-aliasing is yellow")
        #expect(ImageDiff(edge(170), edge(80), options: .init(strict: true)).differentPixels == 12, "--strict counts them")
    }

    @Test func differentSizesAreAMismatchThatStatesBothSizes() {
        let diff = ImageDiff(ImageDiffTests.image(10, 10) { _, _ in (0, 0, 0) }, ImageDiffTests.image(10, 11) { _, _ in (0, 0, 0) })
        #expect(diff.outcome == .sizeMismatch(a: (10, 10), b: (10, 11)))
        #expect(!DiffTolerance(maxDifferentRatio: 1).accepts(diff))
        #expect(DiffTolerance.summary(diff).contains("10 × 10 against 10 × 11"))
    }

    /// Issue 25: a 1 × N image against an N × 1 one. The diff image has the larger size only
    /// when that is within the pixel budget; past it none is drawn (the union of 1 × 5M and
    /// 5M × 1 is 25 × 10¹² pixels: the allocation aborted), and the summary says why. The
    /// comparison costs the area both cover (1 × 1 here).
    @Test func aSizeChangeDrawsTheLargerSizeOnlyWithinThePixelBudget() {
        let tall = ImageDiffTests.image(1, 3000) { _, y in (UInt8(y % 256), 0, 0) }
        let wide = ImageDiffTests.image(3000, 1) { x, _ in (0, UInt8(x % 256), 0) }
        let refused = ImageDiff(tall, wide, drawing: true, maxPixels: 1_000_000)
        #expect(refused.outcome == .sizeMismatch(a: (1, 3000), b: (3000, 1)))
        #expect(refused.image == nil)
        #expect(refused.undrawn?.contains("3000 × 3000 pixels, is more than the 1000000") == true, "\(String(describing: refused.undrawn))")
        #expect(DiffTolerance.summary(refused).contains("no diff image: the larger size, 3000 × 3000 pixels"))
        #expect(refused.totalPixels == 3000)
        // Within the budget, the larger size is drawn as before.
        let drawn = ImageDiff(tall, wide, drawing: true, maxPixels: 9_000_000)
        #expect(drawn.image.map { ($0.width, $0.height) } ?? (0, 0) == (3000, 3000))
        #expect(drawn.undrawn == nil)
        // Not asked to draw: nothing said about drawing.
        #expect(ImageDiff(tall, wide, maxPixels: 10).undrawn == nil)
    }

    /// A zero-byte PNG says so, once (it was "not a readable PNG (not a readable PNG)").
    @Test func anEmptyFileIsNotAPNGSaidOnce() {
        let error = #expect(throws: RGBAImage.ReadError.self) { try RGBAImage(pngData: Data(), name: "empty.png") }
        #expect(error?.description == "empty.png: is empty (0 bytes), not a PNG", "\(String(describing: error))")
        let compared = #expect(throws: RGBAImage.ReadError.self) {
            try ImageDiff.compare(png: Data(), named: "a.png", with: Data(), named: "b.png")
        }
        #expect(compared?.description == "a.png: is empty (0 bytes), not a PNG", "\(String(describing: compared))")
    }

    @Test func tolerancesCountPixelsOrRatio() {
        let a = ImageDiffTests.image(10, 10) { _, _ in (255, 255, 255) }
        let b = ImageDiffTests.image(10, 10) { x, y in x < 2 && y < 2 ? (0, 0, 0) : (255, 255, 255) }
        let diff = ImageDiff(a, b)  // 4 of 100 pixels
        #expect(!DiffTolerance().accepts(diff), "by default no pixel may differ")
        #expect(DiffTolerance(maxDifferentPixels: 4).accepts(diff))
        #expect(!DiffTolerance(maxDifferentPixels: 3).accepts(diff))
        #expect(DiffTolerance(maxDifferentRatio: 0.04).accepts(diff), "a ratio alone lifts the 0-pixel default")
        #expect(!DiffTolerance(maxDifferentPixels: 10, maxDifferentRatio: 0.03).accepts(diff), "both must hold")
    }

    @Test func ourPNGsRoundTripThroughLibpng() throws {
        let image = ImageDiffTests.image(33, 17) { x, y in (UInt8(x * 7), UInt8(y * 13), UInt8((x + y) % 256)) }
        #expect(try RGBAImage(pngData: image.pngData(), name: "round trip") == image)
    }

    /// Comparing in bands of rows gives exactly what comparing whole images gives: counts,
    /// bounds, anti-aliasing (which looks two rows beyond a band's edges) and the diff image,
    /// whatever the band's height, on random images with edges and noise.
    @Test(arguments: 1...6)
    func bandsOfRowsGiveTheWholeImagesResult(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let (width, height) = (Int.random(in: 1...40, using: &rng), Int.random(in: 1...70, using: &rng))
        let edge = Int.random(in: 0...width, using: &rng)
        let base = ImageDiffTests.image(width, height) { x, y in
            x < edge ? (0, 0, 0) : x == edge ? (128, 128, 128) : ((x + y) % 9 == 0 ? (200, 30, 30) : (255, 255, 255))
        }
        var changed = base.pixels
        for _ in 0..<Int.random(in: 0...(width * height / 4 + 1), using: &rng) {
            let k = Int.random(in: 0..<(width * height), using: &rng) * 4
            for c in 0..<3 { changed[k + c] = UInt8.random(in: 0...255, using: &rng) }
        }
        let other = RGBAImage(width: width, height: height, pixels: changed)
        let (a, b) = (base.pngData(), other.pngData())
        let whole = ImageDiff(try RGBAImage(pngData: a, name: "a"), try RGBAImage(pngData: b, name: "b"), drawing: true)
        for band in [1, 2, 3, 5, 8, 256] {
            let banded = try ImageDiff.compare(png: a, named: "a", with: b, named: "b", drawing: true, bandRows: band)
            #expect(banded.outcome == whole.outcome, "band \(band)")
            #expect(banded.image == whole.image, "band \(band)")
            let counted = try ImageDiff.compare(png: a, named: "a", with: b, named: "b", bandRows: band)
            #expect(counted.outcome == whole.outcome && counted.image == nil)
        }
    }

    @Test func bytesThatAreNotRowReadableAreComparedWhole() throws {
        let read = { (name: String) in try Data(contentsOf: ImageDiffTests.fixtures.appendingPathComponent(name)) }
        // 16-bit and interlaced PNGs take the whole-image path, with the same answer.
        for name in ["rgb16.png", "rgb8-interlaced.png", "palette.png", "rgba8.png"] {
            let diff = try ImageDiff.compare(png: read("rgb8.png"), named: "rgb8", with: read(name), named: name, options: .init(strict: true))
            #expect(diff.differentPixels == 0, "\(name)")
        }
        #expect(throws: RGBAImage.ReadError.self) { try ImageDiff.compare(png: read("rgb8.png"), named: "a", with: read("truncated.png"), named: "t") }
        #expect(throws: RGBAImage.ReadError.self) { try ImageDiff.compare(png: read("not-a-png.png"), named: "n", with: read("rgb8.png"), named: "a") }
        do {
            _ = try ImageDiff.compare(png: PNGBomb.data(width: 65536, height: 65536), named: "bomb", with: read("rgb8.png"), named: "a")
            Issue.record("a bomb is refused")
        } catch {
            #expect("\(error)".contains("declares 65536 × 65536 pixels"))
        }
    }
}
