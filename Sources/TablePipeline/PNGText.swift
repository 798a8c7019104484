import CCairo  // zlib
import Foundation

/// PNG `tEXt` chunks: a keyword and Latin-1 text, placed after the header, which readers
/// that do not know them skip.
enum PNGText {
    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// `png` with a `tEXt` chunk (`keyword`, `text`) right after IHDR; `png` unchanged when
    /// it does not start with a PNG signature and header.
    static func inserting(keyword: String, text: String, into png: Data) -> Data {
        guard let afterHeader = chunks(of: png).first(where: { $0.type == "IHDR" })?.end else { return png }
        let body = Data(keyword.utf8) + Data([0]) + Data(text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") })
        var result = Data(png[png.startIndex..<png.startIndex + afterHeader])
        result += chunk("tEXt", body)
        result += png[(png.startIndex + afterHeader)...]
        return result
    }

    /// The text of the first `tEXt` chunk with `keyword`.
    static func value(of keyword: String, in png: Data) -> String? {
        for chunk in chunks(of: png) where chunk.type == "tEXt" {
            let body = png[(png.startIndex + chunk.body.lowerBound)..<(png.startIndex + chunk.body.upperBound)]
            guard let zero = body.firstIndex(of: 0), String(decoding: body[..<zero], as: UTF8.self) == keyword else { continue }
            return String(body[(zero + 1)...].map { Character(Unicode.Scalar($0)) })
        }
        return nil
    }

    /// The chunks up to IDAT (text chunks before the pixels are what is looked for): type,
    /// body range and end offset, relative to the start of `png`.
    private static func chunks(of png: Data) -> [(type: String, body: Range<Int>, end: Int)] {
        let bytes = [UInt8](png.prefix(1 << 20))
        guard bytes.count >= 8, Data(bytes[0..<8]) == signature else { return [] }
        var found: [(type: String, body: Range<Int>, end: Int)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let end = offset + 12 + length
            guard length >= 0, end <= bytes.count else { break }
            found.append((type, offset + 8..<offset + 8 + length, end))
            if type == "IDAT" || type == "IEND" { break }
            offset = end
        }
        return found
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        let typed = Data(type.utf8) + body
        var length = UInt32(body.count).bigEndian
        var crc = typed.withUnsafeBytes { UInt32(crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count))) }.bigEndian
        return Data(bytes: &length, count: 4) + typed + Data(bytes: &crc, count: 4)
    }
}
