import Foundation

/// The one way tablesnap turns a path as written into the path it reads: made absolute
/// against a folder (the current one unless said) and tidied (`.` and `..` removed).
/// Symbolic links are left as they are (``FileRoot`` checks where they lead).
public enum FilePath {
    /// `path` as read from `folder`: itself when absolute, else joined to `folder`.
    public static func resolve(_ path: String, from folder: String? = nil) -> String {
        guard let folder, !path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        return URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    }

    /// The folder holding `file`, absolute and tidied.
    public static func folder(of file: String) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path
    }
}
