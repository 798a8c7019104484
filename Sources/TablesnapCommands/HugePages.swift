import Glibc
import TableLayout

/// Transparent huge pages for the height index's regions: 2 MiB pages where the kernel
/// offers them (`/sys/kernel/mm/transparent_hugepage/enabled` set to `madvise` or
/// `always`), so that building a 10M-row index takes ~2 000 page faults instead of ~24 000
/// (docs/performance.md, "Start-up and huge pages"). Where the kernel refuses, nothing changes.
enum HugePages {
    static let size = 2 << 20

    /// Asks for huge pages in every region the index reserves from now on.
    static func enable() {
        RegionAdvice.onReserve = { start, byteCount in
            // Only whole huge pages inside the region can be backed by one.
            let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
            let end = (Int(bitPattern: start) + byteCount) & ~(size - 1)
            guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(aligned, end - first, MADV_HUGEPAGE)
        }
    }
}
