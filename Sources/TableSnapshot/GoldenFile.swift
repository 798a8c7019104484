import Foundation
import TableConfig

/// A golden (a `verify` suite's PNG, or the Swift helper's PNG or text): in a suite read only
/// from inside the suite's folder, from the descriptor that was checked (a golden that is a
/// symbolic link leaving the folder is refused, not read), and never recorded over a
/// symbolic link (docs/snapshots.md).
enum GoldenFile {
    /// What a golden holds, for how much of it is read.
    enum Kind: Sendable {
        case image(maxPixels: Int)
        case text(maxBytes: Int)

        var maxBytes: Int {
            switch self {
            case .image(let maxPixels): return RGBAImage.largestFile(maxPixels: maxPixels)
            case .text(let maxBytes): return maxBytes
            }
        }
    }

    /// What is at a golden's path.
    enum Contents {
        case missing
        case bytes(Data)
    }

    /// Why a golden cannot be used, said as the failure's message.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// The golden at `path`, or `.missing` when nothing (not even a dangling link) is there.
    /// `folder`: the suite's folder it must lie in (nil: anywhere, the Swift helper's goldens).
    static func read(_ path: String, folder: String?, kind: Kind) throws(Refusal) -> Contents {
        var status = stat()
        if lstat(path, &status) != 0, errno == ENOENT { return .missing }
        if let folder {
            let root = FileRoot(configFile: path, root: folder)
            do {
                let bytes = try root.read(resolved: path, kind: "golden", maxBytes: kind.maxBytes)
                return .bytes(Data(bytes))
            } catch {
                // A golden has no `--root` to widen: say what to do with the link instead.
                if error.message.contains("is a symbolic link that leaves") {
                    throw Refusal(description: "the golden \(path) is a symbolic link leading out of \(folder); verify reads goldens only inside its folder. Replace the link with the PNG itself")
                }
                throw Refusal(description: "cannot use the golden: \(error.message)")
            }
        }
        switch kind {
        case .image(let maxPixels):
            do { return .bytes(try RGBAImage.bytes(ofFile: path, maxPixels: maxPixels)) } catch {
                throw Refusal(description: "cannot compare: \(error)")
            }
        case .text(let maxBytes):
            do { return .bytes(Data(try OpenedFile(path, waitingForWriters: true).read(maxBytes: maxBytes, what: "text goldens"))) } catch {
                throw Refusal(description: "cannot read the golden: \(error)")
            }
        }
    }

    /// Why `path` must not be recorded over, or nil: a symbolic link would be replaced by a
    /// file (its target left as it was), which is never what recording means.
    static func refusalToRecord(over path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        return "the golden \(path) is a symbolic link; tablesnap does not record over a link (it would replace the link with a file). Remove the link, or copy the PNG in its place"
    }
}
