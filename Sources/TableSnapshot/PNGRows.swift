import Foundation

/// A PNG read a band of rows at a time, as 8-bit RGBA, top to bottom.
protocol PNGRows: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// Reads the next `count` rows into `buffer` from byte `offset` on.
    func read(_ count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) throws(RGBAImage.ReadError)
}

/// Rows of `bytes` from the fastest reader that takes them: tablesnap's own kind of PNG
/// inflated whole by libdeflate (``PNGScanlines``) when its scanlines fit in `maxInflated`
/// bytes, else libpng's row reader (``PNGRowReader``). Nil: a PNG neither reads by rows
/// (16-bit, interlaced), to be decoded whole.
func openPNGRows(_ bytes: Data, name: String, maxPixels: Int, maxInflated: Int) throws(RGBAImage.ReadError) -> (any PNGRows)? {
    if let scanlines = try PNGScanlines.open(bytes, name: name, maxPixels: maxPixels, maxBytes: maxInflated) { return scanlines }
    return try PNGRowReader.open(bytes, name: name, maxPixels: maxPixels)
}
