import Foundation
import TableLayout

/// Decodes rows, row generators and cell templates (docs/config.md, Rows and Data and templates).
struct RowDecoder {
    /// Keys a row or a cell template may set.
    static let rowKeys = ["id", "style", "title", "subtitle", "detail", "accessory", "on", "image", "height",
                          "lines", "selected", "editing", "reorder", "indent", "background", "textColor",
                          "tint", "cell", "data", "tag", "bind", "swipe", "canEdit", "canMove", "preferredMaxWidth", "part",
                          "backgroundInset", "corners", "cornerRadius", "separator", "type", "content"]
    /// A template's position variants (docs/config.md, Positions and position variants):
    /// overrides for the first, last and only row of a part.
    static let variantKeys = ["first", "last", "only"]
    static let generatorKeys = ["repeat", "heights"]
    static let sourceKeys = ["source", "perRow", "emptyCell"]
    static let imageKeys = ["file"]
    static let bindKeys = ["value", "checked"]
    /// Keys a cell template may set: a row's but its name and template, its position
    /// variants, and the template it extends (docs/cells.md, Templates).
    static let templateKeys = rowKeys.filter { !["id", "cell", "type"].contains($0) } + variantKeys + ["extends"]
    /// Every key a row line may have.
    static let allKeys = rowKeys + generatorKeys + sourceKeys

    /// The names `-c`, `-ec`, `-h` and `cell` may use: the templates and `default`.
    var templateNames: Set<String> { Set(templates.keys).union([RowDecoder.builtInTemplate]) }
    /// The template every table has: a plain default-style cell.
    static let builtInTemplate = "default"

    /// Templates by name, already checked.
    let templates: [String: KeyedMapping]
    /// Where `image` files resolve.
    let files: FileRoot
    /// The table's `data`.
    let sources: DataSources
    /// The config's named colours (`colors:`), for custom cells' colours.
    var palette: [String: CellColor] = [:]
}
