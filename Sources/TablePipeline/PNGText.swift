import Foundation
import TableRaster

/// PNG `tEXt` chunks: a keyword and Latin-1 text, placed after the header, which readers
/// that do not know them skip.
enum PNGText {
    /// `png` with a `tEXt` chunk (`keyword`, `text`) right after IHDR; `png` unchanged when
    /// it does not start with a PNG signature and header.
    static func inserting(keyword: String, text: String, into png: Data) -> Data {
        guard let afterHeader = chunks(of: png).first(where: { $0.type == "IHDR" })?.end else { return png }
        let body = Data(keyword.utf8) + Data([0]) + Data(text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") })
        var result = Data(png[png.startIndex..<png.startIndex + afterHeader])
        result += PNGChunk.encode("tEXt", [UInt8](body))
        result += png[(png.startIndex + afterHeader)...]
        return result
    }

    /// `png` with the text of its first `tEXt` chunk with `keyword` made `text`, in place;
    /// `png` unchanged when it has none.
    static func replacing(keyword: String, text: String, in png: Data) -> Data {
        for chunk in chunks(of: png) where chunk.type == "tEXt" {
            let body = png[(png.startIndex + chunk.body.lowerBound)..<(png.startIndex + chunk.body.upperBound)]
            guard let zero = body.firstIndex(of: 0), String(decoding: body[..<zero], as: UTF8.self) == keyword else { continue }
            let start = chunk.body.lowerBound - 8  // the chunk's length and type come before its body
            let latin1 = Data(text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") })
            let replaced = PNGChunk.encode("tEXt", [UInt8](Data(keyword.utf8) + Data([0]) + latin1))
            return Data(png[png.startIndex..<png.startIndex + start]) + replaced + png[(png.startIndex + chunk.end)...]
        }
        return png
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
        // The first MiB holds the text chunks of any PNG tablesnap reads back.
        png.withUnsafeBytes { whole in
            let bytes = UnsafeRawBufferPointer(rebasing: whole.prefix(1 << 20))
            guard var reader = PNGChunk.Reader(bytes) else { return [] }
            var found: [(type: String, body: Range<Int>, end: Int)] = []
            while let chunk = reader.next() {
                // The body ends where the 4-byte CRC begins.
                let bodyEnd = chunk.end - 4
                found.append((chunk.type, bodyEnd - chunk.body.count..<bodyEnd, chunk.end))
                if chunk.type == "IDAT" || chunk.type == "IEND" { break }
            }
            return found
        }
    }
}
