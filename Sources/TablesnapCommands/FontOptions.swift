import ArgumentParser
import Foundation
import TableRaster

/// `--fonts DIR`: draw with the pinned font files found by name in DIR (as
/// `$TABLESNAP_FONTS` does), so a team can vendor exactly the fonts its goldens were made
/// with. The default is the Debian paths scripts/install-deps.sh installs.
struct FontOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A folder holding the pinned font files by name (default: $TABLESNAP_FONTS, else the Debian paths).",
                               valueName: "DIR"))
    var fonts: String?

    /// Makes `--fonts` the folder every font set of this process loads from.
    func apply() throws {
        guard let fonts else { return }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fonts, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure.badInput("--fonts \(fonts): no such folder; give a folder holding \(FontFiles.pinned.all.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))")
        }
        setenv(FontFiles.folderVariable, fonts, 1)
    }
}
