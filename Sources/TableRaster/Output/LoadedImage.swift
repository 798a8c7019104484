import CCairo
import Foundation

/// A PNG image a row shows, decoded once per render.
final class LoadedImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(path: String) throws(RenderError) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderError("\(path): no such image file; the `image: {file: …}` path is relative to the config's folder")
        }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw RenderError("\(path): cannot read the image")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = status == CAIRO_STATUS_NO_MEMORY ? "not a readable PNG (or too large)" : String(cString: cairo_status_to_string(status))
            throw RenderError("\(path): \(reason); images must be PNG files")
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else {
            cairo_surface_destroy(surface)
            throw RenderError("\(path): the image is empty")
        }
    }

    deinit { cairo_surface_destroy(surface) }
}
