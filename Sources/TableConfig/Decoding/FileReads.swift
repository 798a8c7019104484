import Foundation

/// The files a piece of work read through ``FileRoot`` (the config, its data, layout and edit
/// files, images as they are drawn), named as written and as their descriptors resolved
/// them, including files asked for and not found (creating one may mend an error).
/// `tablesnap serve` keeps each loaded table's, so that a save drops only the tables and
/// list entries that read the file saved (docs/preview.md, "Watching").
package final class FileReads: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    package init() {}

    /// The work being recorded on this thread or task; nil (the usual case) records nothing.
    @TaskLocal static var current: FileReads?

    /// Runs `work`, adding to this record every file ``FileRoot`` opens or tries to meanwhile
    /// on this thread (or task). Cost: one set insert per file opened.
    package func recording<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> T {
        let outcome: Result<T, E> = FileReads.$current.withValue(self) {
            do throws(E) { return .success(try work()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// The absolute paths read so far.
    package var all: Set<String> { lock.withLock { paths } }

    static func note(_ path: String) {
        guard let reads = current else { return }
        reads.lock.withLock { _ = reads.paths.insert(path) }
    }
}
