import CCairo

/// A FreeType library instance, shut down (`FT_Done_FreeType`) when the last holder lets
/// go: the ``FontSet`` and every face Cairo may still keep in its font cache each hold it,
/// so the library never goes away under a face that is still in use.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(RenderError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw RenderError("cannot start FreeType") }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
