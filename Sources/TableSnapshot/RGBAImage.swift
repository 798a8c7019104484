import CLibPNG
import Foundation

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

    /// A problem reading a PNG: the file and the reason.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Reads any PNG: 8- or 16-bit, grey, palette or colour, with or without alpha,
    /// interlaced or not (libpng's simplified API converts them all to RGBA).
    public init(contentsOfPNG path: String) throws(ReadError) {
        guard FileManager.default.fileExists(atPath: path) else { throw ReadError(path: path, reason: "no such file") }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        self = try RGBAImage.decode(&image, name: path, begun: png_image_begin_read_from_file(&image, path) != 0)
    }

    /// Decodes PNG bytes (a render that was never written to a file).
    public init(pngData data: Data, name: String) throws(ReadError) {
        // libpng reads from the bytes until the image is finished: both steps stay inside.
        let result = data.withUnsafeBytes { bytes -> Result<RGBAImage, ReadError> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            let begun = png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0
            return Result { () throws(ReadError) in try RGBAImage.decode(&image, name: name, begun: begun) }
        }
        self = try result.get()
    }

    /// Finishes reading an image whose header libpng has read (when `begun`), as RGBA.
    private static func decode(_ image: inout png_image, name: String, begun: Bool) throws(ReadError) -> RGBAImage {
        guard begun else { throw ReadError(path: name, reason: message(of: &image, fallback: "not a readable PNG")) }
        defer { png_image_free(&image) }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        let (width, height) = (Int(image.width), Int(image.height))
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
            throw ReadError(path: name, reason: "a \(width) × \(height) image is larger than tablesnap reads")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        guard ok != 0 else { throw ReadError(path: name, reason: message(of: &image, fallback: "a damaged PNG")) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func message(of image: inout png_image, fallback: String) -> String {
        let message = withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return message.isEmpty ? fallback : "\(fallback) (\(message))"
    }
}
