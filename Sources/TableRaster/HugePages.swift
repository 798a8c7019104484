import Glibc
import TableLayout

/// Transparent huge pages for large buffers that are written once front to back: 2 MiB
/// pages where the kernel offers them (`/sys/kernel/mm/transparent_hugepage/enabled` set to
/// `madvise` or `always`), so that filling 80 MB takes ~40 page faults instead of ~20 000
/// (history/performance.md, "Start-up and huge pages"). Where the kernel refuses,
/// nothing changes. Why a 10⁸-row figure still swings: docs/performance.md, "Huge pages at
/// 10⁸ rows".
public enum HugePages {
    static let size = 2 << 20

    /// Asks for huge pages in every region the height index reserves from now on (the
    /// `tablesnap` command does, at start).
    package static func enableForHeightIndex() {
        RegionAdvice.onReserve = { start, byteCount in advise(start, byteCount) }
    }

    /// Asks for huge pages for the whole 2 MiB pages inside `byteCount` bytes at `start`,
    /// before they are written.
    package static func advise(_ start: UnsafeMutableRawPointer, _ byteCount: Int) {
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + byteCount) & ~(size - 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, end - first, MADV_HUGEPAGE)
    }
}
