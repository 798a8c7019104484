import CCairo

/// The Cairo library tablesnap is linked against. Renders are byte-identical only between
/// machines with the same Cairo, FreeType and HarfBuzz, so reports name the versions.
public enum CairoLibrary {
    /// Cairo's version, e.g. "1.16.0".
    public static var version: String { String(cString: cairo_version_string()) }

    /// FreeType's version, e.g. "2.12.1".
    package static var freeTypeVersion: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
