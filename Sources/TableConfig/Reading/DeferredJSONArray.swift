import TableLayout

/// A JSON array that ``JSONReader`` leaves in its scanned document instead of making a
/// ``ConfigNode`` of every value in it: a section's `rows`, which may hold hundreds of
/// thousands of rows. ``JSONRowsDecoder`` reads plain rows straight from the bytes and makes
/// nodes only of the elements that need the checked path.
package struct DeferredJSONArray: Sendable {
    /// The array, in its document.
    let array: DataNode
    /// The file that errors name.
    let file: String
    /// Where the array's `[` is.
    let start: LineColumnIndex

    /// The array as the node ``JSONReader`` would have made.
    var node: ConfigNode {
        array.document.bytes.withUnsafeBufferPointer { bytes in
            var converter = JSONReader.Converter(bytes: bytes, file: file, position: start)
            return converter.node(array)
        }
    }
}
