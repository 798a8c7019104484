import Foundation

extension ImageDiff {
    /// Rows compared at a time when images are read in bands.
    public static let bandRows = 256

    /// The most bytes an image's scanlines may inflate to for libdeflate to read it whole
    /// (24 MiB: a 1170 × 7100 RGB render); taller images are read by libpng a band at a time,
    /// so that comparing two renders of any height holds bands, not images.
    static let maxInflatedForBands = 24 << 20

    /// Compares two PNGs given as bytes. Images of one size that can be read row by row
    /// (8-bit, not interlaced: what tablesnap writes) are compared in bands of `bandRows`
    /// rows (and the diff image when `drawing`), inflated whole by libdeflate up to
    /// `maxInflatedForBands` and read by libpng a band at a time above; others are decoded whole. An image that declares more than `maxPixels`
    /// is refused before any pixel memory is taken.
    public static func compare(png a: Data, named nameA: String, with b: Data, named nameB: String,
                               options: Options = Options(), drawing: Bool = false,
                               maxPixels: Int = RGBAImage.defaultMaxPixels, bandRows: Int = bandRows) throws(RGBAImage.ReadError) -> ImageDiff {
        try RGBAImage.checkNotEmpty(a, name: nameA)
        try RGBAImage.checkNotEmpty(b, name: nameB)
        if let rowsA = try openPNGRows(a, name: nameA, maxPixels: maxPixels, maxInflated: maxInflatedForBands),
           let rowsB = try openPNGRows(b, name: nameB, maxPixels: maxPixels, maxInflated: maxInflatedForBands),
           rowsA.width == rowsB.width, rowsA.height == rowsB.height {
            return try banded(rowsA, rowsB, options: options, drawing: drawing, bandRows: max(1, bandRows))
        }
        return ImageDiff(try RGBAImage(pngData: a, name: nameA, maxPixels: maxPixels),
                         try RGBAImage(pngData: b, name: nameB, maxPixels: maxPixels), options: options, drawing: drawing,
                         maxPixels: maxPixels)
    }

    /// Reads both images a band at a time, keeping the two rows either side of the band
    /// that the anti-aliasing test looks at.
    private static func banded(_ a: any PNGRows, _ b: any PNGRows, options: Options, drawing: Bool,
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
        // Every pixel is drawn when drawing: the buffer is never zeroed.
        var output = drawing ? [UInt8](unsafeUninitializedCapacity: width * height * 4) { $1 = $0.count } : []
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
                         image: drawing ? RGBAImage(width: width, height: height, pixels: output) : nil, totalPixels: width * height,
                         differingRows: tally.rows, largestDeltaE: tally.largestDeltaE)
    }
}
