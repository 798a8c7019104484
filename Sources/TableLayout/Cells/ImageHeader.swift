/// The size an image file declares in its header, read before anything is decoded, and the
/// pixel limits images are held to (docs/cells.md, Limits).
///
/// A 64 KB PNG may declare 23,000 × 23,000 pixels: decoding it whole takes 2 GB and seconds,
/// and configs come from pull requests. So the header is read first (PNG's `IHDR`, JPEG's
/// start-of-frame) and an image over ``maxPixelsPerImage`` is refused unread, as is a render
/// whose distinct images add up to more than ``maxPixelsPerRender``.
package enum ImageHeader {
    /// The most pixels one image may declare: 4096 × 4096 (64 MiB once decoded).
    package static let maxPixelsPerImage = 4096 * 4096
    /// The most pixels the distinct images of one render may declare together: four images
    /// at the per-image limit (256 MiB once decoded).
    package static let maxPixelsPerRender = 4 * maxPixelsPerImage
    /// The bytes read to find a header: PNG's is in the first 24; a JPEG's start-of-frame
    /// follows its metadata segments (EXIF, ICC), which this covers.
    package static let bytesNeeded = 256 << 10

    /// The width and height the PNG or JPEG header at the start of `bytes` declares; nil when
    /// `bytes` start no PNG or JPEG, or end before the size.
    /// - Complexity: O(n) in the JPEG segments skipped; O(1) for a PNG.
    package static func declaredSize(_ bytes: some RandomAccessCollection<UInt8>) -> (width: Int, height: Int)? {
        let b = Array(bytes.prefix(bytesNeeded))
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= b.count else { return nil }
            return b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the signature, then the IHDR chunk (length, "IHDR", width, height).
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard b.count >= 24, b[12...15].elementsEqual("IHDR".utf8), let width = big(16, 4), let height = big(20, 4) else { return nil }
            return (width, height)
        }
        // JPEG: SOI, then segments (FF marker, 2-byte length) until a start-of-frame
        // (C0–CF but C4 DHT, C8 JPG, CC DAC), which holds height then width.
        guard b.starts(with: [0xFF, 0xD8]) else { return nil }
        var at = 2
        while at + 4 <= b.count {
            guard b[at] == 0xFF else { return nil }
            let marker = b[at + 1]
            if marker == 0xFF { at += 1; continue }  // fill bytes
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }  // no length
            guard let length = big(at + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = big(at + 5, 2), let width = big(at + 7, 2) else { return nil }
                return (width, height)
            }
            at += 2 + length
        }
        return nil
    }

    /// Why an image that declares `width` × `height` is refused (over ``maxPixelsPerImage``),
    /// or nil. `name` is the file as the message shows it.
    package static func refusal(width: Int, height: Int, name: String) -> String? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maxPixelsPerImage else { return nil }
        return "the image \(name) declares \(width) × \(height) pixels; images of at most \(maxPixelsPerImage) pixels (4096 × 4096) are decoded, "
            + "so it is refused unread. Scale it down (docs/cells.md, Limits)"
    }

    /// Why a render whose distinct images declare `total` pixels is refused, or nil.
    package static func refusal(renderPixels total: Int, adding name: String) -> String? {
        guard total > maxPixelsPerRender else { return nil }
        return "the images of this render declare \(total) pixels with \(name); a render decodes at most \(maxPixelsPerRender) pixels of images "
            + "(four at 4096 × 4096), so it is refused. Use smaller images, or fewer distinct ones (docs/cells.md, Limits)"
    }
}
