import CCairo
import Foundation
import TableLayout

/// A PNG image a row shows, decoded once per render.
final class LoadedImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Decodes the file at `path`, whose bytes `files` reads (for a config: once, from a
    /// descriptor checked to lie inside the root). `renderPixels`: the pixels the render's
    /// images declared before this one; this one's are added, and past the per-render limit
    /// it is refused before it is decoded (``ImageHeader``).
    convenience init(path: String, files: ImageFiles = .anywhere, renderPixels: inout Int) throws(RenderError) {
        let bytes: [UInt8]
        do { bytes = try files.read(path) } catch { throw RenderError("\(error)") }
        if let size = ImageHeader.declaredSize(bytes) {
            if let refusal = ImageHeader.refusal(width: size.width, height: size.height, name: path) { throw RenderError(refusal) }
            let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
            renderPixels = overflow ? Int.max : renderPixels.addingReportingOverflow(pixels).partialValue
            if let refusal = ImageHeader.refusal(renderPixels: overflow ? Int.max : renderPixels, adding: path) { throw RenderError(refusal) }
        }
        try self.init(png: bytes, path: path)
    }

    /// One image, alone in its render.
    convenience init(path: String, files: ImageFiles = .anywhere) throws(RenderError) {
        var pixels = 0
        try self.init(path: path, files: files, renderPixels: &pixels)
    }

    init(png bytes: [UInt8], path: String) throws(RenderError) {
        // The size the header declares, before Cairo decodes it whole (a 64 KB bomb declares
        // 23,000 × 23,000 pixels: 2 GB).
        if let size = ImageHeader.declaredSize(bytes), let refusal = ImageHeader.refusal(width: size.width, height: size.height, name: path) {
            throw RenderError(refusal)
        }
        // Cairo pulls the bytes through a callback; the cursor lives for this call only.
        final class Cursor { var bytes: [UInt8]; var offset = 0; init(_ bytes: [UInt8]) { self.bytes = bytes } }
        let cursor = Cursor(bytes)
        let surface = withExtendedLifetime(cursor) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let cursor = Unmanaged<Cursor>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard let data, cursor.bytes.count - cursor.offset >= count else { return CAIRO_STATUS_READ_ERROR }
                cursor.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + cursor.offset, count: count) }
                cursor.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(cursor).toOpaque())
        }
        guard let surface else { throw RenderError("\(path): cannot read the image") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = status == CAIRO_STATUS_NO_MEMORY ? "not a readable PNG (or too large)"
                : status == CAIRO_STATUS_READ_ERROR ? "not a readable PNG (it ends early)"
                : String(cString: cairo_status_to_string(status))
            throw RenderError("\(path): \(reason); images must be PNG files")
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else {
            cairo_surface_destroy(surface)
            throw RenderError("\(path): the image is empty")
        }
    }

    deinit { cairo_surface_destroy(surface) }
}

/// How a renderer reads the image files rows name: for a config, through its root (which
/// opens each file once and checks the opened descriptor; TablePipeline passes it), for a
/// table made in Swift, any regular file.
public struct ImageFiles: Sendable {
    /// The largest image file read: 32 MiB (docs/config.md, Limits).
    package static let maxFileBytes = 32 << 20

    let read: @Sendable (String) throws -> [UInt8]

    /// Reads with `read`, which gets the path a row names and gives its bytes.
    public init(read: @escaping @Sendable (String) throws -> [UInt8]) { self.read = read }

    /// Any regular file (a table made in code names its own images), opened without
    /// blocking and read up to ``maxFileBytes``.
    public static let anywhere = ImageFiles { path in try ImageFiles.regularFileBytes(path) }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func regularFileBytes(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such image file; the `image: {file: …}` path is relative to the config's folder" : String(cString: strerror(errno))
            throw ReadError(description: "\(path): \(reason)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ReadError(description: "\(path): not a regular file; images must be PNG files")
        }
        let size = Int(status.st_size)
        guard size <= maxFileBytes else {
            throw ReadError(description: "\(path): the image file is \(size) bytes; images of at most \(maxFileBytes) bytes are read")
        }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = Glibc.read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { failed = count < 0; return }
                initialized += count
            }
        }
        if failed { throw ReadError(description: "\(path): cannot read the image: \(String(cString: strerror(errno)))") }
        return bytes
    }
}
