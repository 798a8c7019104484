import CLibPNG
import Foundation
import TableConfig

/// An image as 8-bit RGBA pixels, straight (not premultiplied) alpha, rows top to bottom.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage: \(pixels.count) bytes for \(width) × \(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The most pixels an image read for comparison may have unless a caller raises it
    /// (`--max-pixels`): 50 million, 200 MB as RGBA, more than the tallest render of a
    /// 390 pt table at scale 3 (1170 × 32767 pixels, Cairo's limit). A PNG's header is checked against it before
    /// any pixel memory is taken, so a 45-byte file that declares 65536 × 65536 pixels is an
    /// error, not a 16 GiB allocation.
    public static let defaultMaxPixels = 50_000_000

    /// A problem reading a PNG: the file and the reason.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Reads any PNG: 8- or 16-bit, grey, palette or colour, with or without alpha,
    /// interlaced or not. tablesnap's own kind (8-bit RGB or RGBA, not interlaced) is inflated
    /// by libdeflate (``PNGScanlines``); libpng's simplified API converts every other to RGBA.
    public init(contentsOfPNG path: String, maxPixels: Int = defaultMaxPixels) throws(ReadError) {
        self = try RGBAImage(pngData: try RGBAImage.bytes(ofFile: path, maxPixels: maxPixels), name: path, maxPixels: maxPixels)
    }

    /// Decodes PNG bytes (a render that was never written to a file).
    public init(pngData data: Data, name: String, maxPixels: Int = defaultMaxPixels) throws(ReadError) {
        try RGBAImage.checkNotEmpty(data, name: name)
        if let scanlines = try PNGScanlines.open(data, name: name, maxPixels: maxPixels) {
            let (width, height) = (scanlines.width, scanlines.height)
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
                scanlines.read(height, into: buffer, at: 0)
                initialized = buffer.count
            }
            self.init(width: width, height: height, pixels: pixels)
            return
        }
        self = try RGBAImage.decodedByLibpng(data, name: name, maxPixels: maxPixels)
    }

    /// `data` decoded by libpng's simplified API, whatever kind of PNG it is.
    static func decodedByLibpng(_ data: Data, name: String, maxPixels: Int) throws(ReadError) -> RGBAImage {
        // libpng reads from the bytes until the image is finished: both steps stay inside.
        let result = data.withUnsafeBytes { bytes -> Result<RGBAImage, ReadError> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            let begun = png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0
            return Result { () throws(ReadError) in try RGBAImage.decode(&image, name: name, begun: begun, maxPixels: maxPixels) }
        }
        return try result.get()
    }

    /// Finishes reading an image whose header libpng has read (when `begun`), as RGBA.
    private static func decode(_ image: inout png_image, name: String, begun: Bool, maxPixels: Int) throws(ReadError) -> RGBAImage {
        guard begun else { throw ReadError(path: name, reason: message(of: &image, fallback: "not a readable PNG")) }
        defer { png_image_free(&image) }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        let (width, height) = (Int(image.width), Int(image.height))
        guard width > 0, height > 0 else { throw ReadError(path: name, reason: "the PNG declares an empty \(width) × \(height) image") }
        // Checked before the pixel buffer exists: the header alone may declare anything.
        try checkSize(width: width, height: height, maxPixels: maxPixels, name: name)
        var ok: Int32 = 0
        // libpng writes every byte (or the image is thrown away): never zeroed.
        let buffer = [UInt8](unsafeUninitializedCapacity: width * height * 4) { bytes, initialized in
            ok = png_image_finish_read(&image, nil, bytes.baseAddress, Int32(width * 4), nil)
            initialized = bytes.count
        }
        guard ok != 0 else { throw ReadError(path: name, reason: message(of: &image, fallback: "a damaged PNG")) }
        return RGBAImage(width: width, height: height, pixels: buffer)
    }

    /// The bytes of the PNG file at `path` (named on a command line: a FIFO is read as a
    /// stream); a file larger than any PNG within `maxPixels` can be is refused unread.
    public static func bytes(ofFile path: String, maxPixels: Int = defaultMaxPixels) throws(ReadError) -> Data {
        let file: OpenedFile
        do { file = try OpenedFile(path, waitingForWriters: true) } catch { throw ReadError(path: path, reason: error.reason) }
        if file.kind == .folder { throw ReadError(path: path, reason: "is a folder, not a PNG file") }
        return try read(file, maxPixels: maxPixels)
    }

    /// The most bytes a PNG of at most `maxPixels` pixels can take: 8 bytes a pixel (16-bit
    /// RGBA stored uncompressed) and 16 MiB of chunks.
    package static func largestFile(maxPixels: Int) -> Int {
        maxPixels.multipliedReportingOverflow(by: 8).partialValue + (16 << 20)
    }

    /// The bytes of an opened PNG file, refused past ``largestFile(maxPixels:)``.
    static func read(_ file: OpenedFile, maxPixels: Int) throws(ReadError) -> Data {
        let largest = largestFile(maxPixels: maxPixels)
        if file.kind == .regular, file.size > largest {
            throw ReadError(path: file.path, reason: "is \(file.size) bytes, more than a PNG of at most \(maxPixels) pixels can be; raise --max-pixels if the image is real")
        }
        do { return Data(try file.read(maxBytes: largest, what: "PNG files")) } catch {
            throw ReadError(path: file.path, reason: error.message)
        }
    }

    /// Refuses a file of no bytes by what it is (libpng would call it "not a readable PNG").
    static func checkNotEmpty(_ data: Data, name: String) throws(ReadError) {
        guard !data.isEmpty else { throw ReadError(path: name, reason: "is empty (0 bytes), not a PNG") }
    }

    /// Refuses an image that declares more than `maxPixels`.
    static func checkSize(width: Int, height: Int, maxPixels: Int, name: String) throws(ReadError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixels else {
            throw ReadError(path: name, reason: "declares \(width) × \(height) pixels, more than the \(maxPixels) an image may have; raise --max-pixels if the image is real")
        }
    }

    private static func message(of image: inout png_image, fallback: String) -> String {
        let message = withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        // libpng's own message may say the same as the fallback: say it once.
        return message.isEmpty || message == fallback ? fallback : "\(fallback) (\(message))"
    }
}
