import Foundation

extension ImageDiff {
    /// Rows compared at a time when images are read in bands.
    public static let bandRows = 256

    /// Compares two PNGs given as bytes. Images of one size that can be read row by row
    /// (8-bit, not interlaced: what tablesnap writes) are compared in bands of `bandRows`
    /// rows, holding a band of each (and the diff image when `drawing`) rather than both
    /// images whole; others are decoded whole. An image that declares more than `maxPixels`
    /// is refused before any pixel memory is taken.
    public static func compare(png a: Data, named nameA: String, with b: Data, named nameB: String,
                               options: Options = Options(), drawing: Bool = false,
                               maxPixels: Int = RGBAImage.defaultMaxPixels, bandRows: Int = bandRows) throws(RGBAImage.ReadError) -> ImageDiff {
        if let rowsA = try PNGRowReader.open(a, name: nameA, maxPixels: maxPixels),
           let rowsB = try PNGRowReader.open(b, name: nameB, maxPixels: maxPixels),
           rowsA.width == rowsB.width, rowsA.height == rowsB.height {
            return try banded(rowsA, rowsB, options: options, drawing: drawing, bandRows: max(1, bandRows))
        }
        return ImageDiff(try RGBAImage(pngData: a, name: nameA, maxPixels: maxPixels),
                         try RGBAImage(pngData: b, name: nameB, maxPixels: maxPixels), options: options, drawing: drawing)
    }

    /// Reads both images a band at a time, keeping the two rows either side of the band
    /// that the anti-aliasing test looks at.
    private static func banded(_ a: PNGRowReader, _ b: PNGRowReader, options: Options, drawing: Bool,
                               bandRows: Int) throws(RGBAImage.ReadError) -> ImageDiff {
        let (width, height) = (a.width, a.height)
        let rowBytes = width * 4
        let capacity = (bandRows + 4) * rowBytes
        let windowA = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        let windowB = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        defer {
            windowA.deallocate()
            windowB.deallocate()
        }
        var output = drawing ? [UInt8](repeating: 0, count: width * height * 4) : []
        var tally = Tally()
        var windowStart = 0, loaded = 0  // the windows hold rows windowStart..<loaded
        var first = 0
        while first < height {
            let end = min(height, first + bandRows)
            let keepFrom = max(0, first - 2)
            if keepFrom > windowStart {
                let kept = (loaded - keepFrom) * rowBytes
                let from = (keepFrom - windowStart) * rowBytes
                for window in [windowA, windowB] { memmove(window.baseAddress!, window.baseAddress! + from, kept) }  // they overlap
                windowStart = keepFrom
            }
            let needed = min(height, end + 2)
            try a.read(needed - loaded, into: windowA, at: (loaded - windowStart) * rowBytes)
            try b.read(needed - loaded, into: windowB, at: (loaded - windowStart) * rowBytes)
            loaded = needed
            output.withUnsafeMutableBufferPointer { out in
                compareRows(first..<end, of: UnsafeBufferPointer(windowA), UnsafeBufferPointer(windowB), windowStart: windowStart,
                            width: width, height: height, options: options, output: drawing ? out : nil, tally: &tally)
            }
            first = end
        }
        return ImageDiff(outcome: tally.outcome, overlap: nil,
                         image: drawing ? RGBAImage(width: width, height: height, pixels: output) : nil, totalPixels: width * height)
    }
}
