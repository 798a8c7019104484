/// A hook for the large regions the height index reserves (its pages of heights and block
/// sums), called with each region's address and size before any of it is written.
///
/// TableLayout imports no C, so it cannot ask the kernel for anything itself; the `tablesnap`
/// command sets this to `madvise(MADV_HUGEPAGE)` (transparent huge pages), which turns the
/// 24 000 page faults of a fresh 10M-row index into about 2 000 (history/performance.md,
/// "Start-up and huge pages"). Nil by default: a library user's process is left as it is.
package enum RegionAdvice {
    /// Set once, before any table is built (it is read without a lock).
    nonisolated(unsafe) package static var onReserve: ((_ start: UnsafeMutableRawPointer, _ byteCount: Int) -> Void)?

    /// Calls `onReserve` with the storage `array` has reserved (its whole capacity).
    static func advise(_ array: inout [Double]) {
        guard let onReserve, array.capacity > 0 else { return }
        let bytes = array.capacity * MemoryLayout<Double>.stride
        array.withUnsafeMutableBufferPointer { buffer in
            if let start = buffer.baseAddress { onReserve(UnsafeMutableRawPointer(start), bytes) }
        }
    }
}
