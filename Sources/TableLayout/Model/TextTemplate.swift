/// Fills the placeholders of a row's text: `{name}`, `{a.b}`, `{0}`, `{.}` read the row's
/// data; `{index}` is the generator index. A placeholder that reads nothing becomes empty
/// text, and is reported through `missing`.
public enum TextTemplate {
    /// Whether `text` has anything that looks like a placeholder (a cheap test for the
    /// common case of plain text).
    package static func hasPlaceholders(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "{"))
    }

    /// - Complexity: O(*n* + *v* + *f*), *n* the template's length, *v* the length of the
    ///   values it reads, *f* the fields of the objects it reads keys of (each indexed once).
    public static func render(
        _ text: String, data: DataValue?, index: Int?, missing: ((String) -> Void)? = nil
    ) -> String {
        guard hasPlaceholders(text) else { return text }
        return render(text, values: PlaceholderValues(data: data, index: index), missing: missing)
    }

    /// ``render(_:data:index:missing:)`` with the values of a row that fills several texts:
    /// the objects it reads are indexed once for all of them (``PlaceholderValues``).
    package static func render(_ text: String, values: PlaceholderValues, missing: ((String) -> Void)? = nil) -> String {
        guard hasPlaceholders(text) else { return text }
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                output += rest[open...]
                return output
            }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = lookUp(name, values) {
                output += value
            } else {
                missing?(name)
            }
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }

    /// `{@position}`: the row's ``RowPosition`` as text. A row's own placeholders are filled
    /// without knowing where it stands, so this one is kept and filled by ``fillPosition``.
    package static let positionPlaceholder = "{@position}"

    /// Whether `text` reads `{@position}`.
    package static func mentionsPosition(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "@")) && text.contains(positionPlaceholder)
    }

    /// `text` with `{@position}` replaced by `position`.
    package static func fillPosition(_ text: String, with position: String) -> String {
        guard mentionsPosition(text) else { return text }
        return text.replacing(positionPlaceholder, with: position)
    }

    private static func lookUp(_ name: String, _ values: PlaceholderValues) -> String? {
        if name == "@position" { return positionPlaceholder }
        if name == "index", let index = values.index { return String(index) }
        return values.value(atPath: name)?.placeholderText
    }
}
