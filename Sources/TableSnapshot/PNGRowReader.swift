import CPNGRows
import Foundation

/// PNG bytes read a band of rows at a time as RGBA, for comparing large images without
/// holding them whole. Only 8-bit non-interlaced PNGs (what tablesnap writes) are read
/// this way; `open` returns nil for others, which are read whole (``RGBAImage``).
final class PNGRowReader: PNGRows {
    private let reader: OpaquePointer
    /// A copy of the PNG bytes, which libpng reads from while the reader lives.
    private let bytes: UnsafeMutableRawBufferPointer
    let width: Int
    let height: Int
    private let name: String

    /// Opens `bytes` (named `name` in errors) and checks the declared size against
    /// `maxPixels` before a row is read. Nil: not a kind read by rows.
    static func open(_ bytes: Data, name: String, maxPixels: Int) throws(RGBAImage.ReadError) -> PNGRowReader? {
        var status = TABLESNAP_PNG_ROWS_OK
        var message = [CChar](repeating: 0, count: 200)
        // libpng reads from these bytes until the reader is closed: a copy the reader owns.
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        copy.copyBytes(from: bytes)
        let opened = tablesnap_png_rows_open(copy.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, &status, &message, message.count)
        guard let opened else {
            copy.deallocate()
            if status == TABLESNAP_PNG_ROWS_UNSUPPORTED { return nil }
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RGBAImage.ReadError(path: name, reason: "not a readable PNG (\(reason))")
        }
        let reader = PNGRowReader(opened, bytes: copy, name: name)
        try RGBAImage.checkSize(width: reader.width, height: reader.height, maxPixels: maxPixels, name: name)
        return reader
    }

    private init(_ reader: OpaquePointer, bytes: UnsafeMutableRawBufferPointer, name: String) {
        self.reader = reader
        self.bytes = bytes
        self.name = name
        width = Int(tablesnap_png_rows_width(reader))
        height = Int(tablesnap_png_rows_height(reader))
    }

    deinit {
        tablesnap_png_rows_close(reader)
        bytes.deallocate()
    }

    /// Reads the next `count` rows into `buffer` from byte `offset` on.
    func read(_ count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) throws(RGBAImage.ReadError) {
        guard count > 0 else { return }
        precondition(offset + count * width * 4 <= buffer.count, "PNGRowReader: the buffer is too small")
        var message = [CChar](repeating: 0, count: 200)
        let status = tablesnap_png_rows_read(reader, buffer.baseAddress! + offset, UInt32(count), &message, message.count)
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RGBAImage.ReadError(path: name, reason: "a damaged PNG (\(reason))")
        }
    }
}
