import Foundation
import Testing
@testable import TableConfig
@testable import TableLayout
import TestSupport

/// Decompression bombs (issue 34, item 9): an image's declared size is read from its header
/// when the config is read, and one over the per-image limit is refused at its `file:`
/// value's line and column, before anything decodes it: custom-cell and stock images alike
/// (docs/cells.md, Limits).
@Suite struct ImageLimitTests {
    static func folder() throws -> URL {
        let folder = try TemporaryFolder.make("images")
        try PNGBomb.data(width: 23_000, height: 23_000).write(to: folder.appendingPathComponent("bomb.png"))
        try PNGBomb.data(width: 4096, height: 4096).write(to: folder.appendingPathComponent("large.png"))
        try ImageLimitTests.jpeg(width: 30_000, height: 20_000).write(to: folder.appendingPathComponent("bomb.jpg"))
        return folder
    }

    /// A JPEG's first segments: SOI, an APP0 (JFIF), then a baseline start-of-frame.
    static func jpeg(width: Int, height: Int) -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
             + [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3])
    }

    static func load(_ yaml: String, in folder: URL) throws(ConfigError) -> LoadedConfig {
        try ConfigLoader.load(text: yaml, file: folder.appendingPathComponent("t.yaml").path)
    }

    @Test func aCustomCellImageThatDeclaresTooManyPixelsIsRefusedAtItsPosition() throws {
        let folder = try ImageLimitTests.folder()
        let yaml = "width: 390\nsections:\n  - rows: [{content: {image: bomb.png}}]\n"
        #expect {
            _ = try ImageLimitTests.load(yaml, in: folder)
        } throws: { error in
            guard let error = error as? ConfigError else { return false }
            return error.location?.line == 3 && error.location?.column == 30 && error.message.contains("declares 23000 × 23000 pixels")
                && error.message.contains("4096 × 4096")
        }
    }

    @Test func aStockImageThatDeclaresTooManyPixelsIsRefusedAtItsPosition() throws {
        let folder = try ImageLimitTests.folder()
        let yaml = "width: 390\nsections:\n  - rows:\n      - {title: A, image: {file: bomb.jpg}}\n"
        #expect {
            _ = try ImageLimitTests.load(yaml, in: folder)
        } throws: { error in
            guard let error = error as? ConfigError else { return false }
            return error.location?.line == 4 && error.message.contains("declares 30000 × 20000 pixels")
        }
    }

    @Test func anImageAtTheLimitIsRead() throws {
        let folder = try ImageLimitTests.folder()
        _ = try ImageLimitTests.load("width: 390\nsections:\n  - rows: [{content: {image: large.png}}, {title: B, image: {file: large.png}}]\n",
                                     in: folder)
    }

    @Test func headersSayTheirSize() {
        #expect(ImageHeader.declaredSize(PNGBomb.data(width: 7, height: 9)).map { [$0.width, $0.height] } == [7, 9])
        #expect(ImageHeader.declaredSize(ImageLimitTests.jpeg(width: 640, height: 480)).map { [$0.width, $0.height] } == [640, 480])
        #expect(ImageHeader.declaredSize(Array("png".utf8)) == nil)
        #expect(ImageHeader.declaredSize(Array(PNGBomb.data(width: 7, height: 9).prefix(20))) == nil, "cut before the size")
        #expect(ImageHeader.refusal(width: 4096, height: 4096, name: "a") == nil)
        #expect(ImageHeader.refusal(width: 4097, height: 4096, name: "a") != nil)
        #expect(ImageHeader.refusal(width: Int.max, height: 2, name: "a") != nil, "an overflowing size is refused, not wrapped")
    }
}
