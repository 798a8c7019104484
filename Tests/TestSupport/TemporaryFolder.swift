import Foundation
import Synchronization

/// Fresh folders for tests' files, all removed when the test process exits: a test that
/// fails half-way, or a helper whose callers keep the folder they get, leaves nothing in
/// the temporary directory.
public enum TemporaryFolder {
    private static let made = Mutex<[URL]>([])

    /// A new empty folder, `prefix-UUID` in the temporary directory.
    public static func make(_ prefix: String = "tablesnap") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        made.withLock { folders in
            if folders.isEmpty { atexit { TemporaryFolder.removeAll() } }
            folders.append(folder)
        }
        return folder
    }

    private static func removeAll() {
        for folder in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
    }
}
