import TableLayout

/// A JSON config's section `rows`, read straight from the scanned document, for tables of
/// hundreds of thousands of explicit rows (`tablesnap changes` on two of them).
///
/// A plain row (an object of ``PlainRowField``s only, each a string, `height` a number of
/// points) becomes a ``Row`` with no ``ConfigNode``, ``KeyedMapping`` or position. Every
/// other element is made into nodes and decoded by ``RowDecoder/items(_:)``, so its errors
/// and their fixes are the checked path's; a plain row's position is worked out only for a
/// duplicate id.
struct JSONRowsDecoder {
    let decoder: RowDecoder

    /// The items of `rows`, in order; row ids must be unique in the section.
    func items(_ rows: DeferredJSONArray) throws(ConfigError) -> [RowList.Item] {
        let array = rows.array
        let document = array.document
        return try document.bytes.withUnsafeBufferPointer { bytes throws(ConfigError) -> [RowList.Item] in
            // Moves forward through the elements that need nodes or a position.
            var converter = JSONReader.Converter(bytes: bytes, file: rows.file, position: rows.start)
            var items: [RowList.Item] = []
            items.reserveCapacity(array.count)
            var firstOffsets: [String: Int] = [:]  // id → the offset of the row that first had it
            firstOffsets.reserveCapacity(array.count)
            func checkID(_ id: String, of element: DataNode, at location: () -> SourceLocation) throws(ConfigError) {
                if let first = firstOffsets.updateValue(Int(element.offset), forKey: id) {
                    throw TableDecoder.duplicateRowID(id, firstLine: TextPosition.of(first, in: document.bytes).line, at: location())
                }
            }
            var failure: ConfigError?
            array.forEachChild { _, element in
                do throws(ConfigError) {
                    if let row = JSONRowsDecoder.plainRow(element, bytes) {
                        if let id = row.id { try checkID(id, of: element) { converter.location(element.offset) } }
                        items.append(.row(row))
                        return true
                    }
                    let node = converter.node(element)
                    let generated = try decoder.items(node)
                    for case .row(let row) in generated {
                        if let id = row.id { try checkID(id, of: element) { node.location } }
                    }
                    items += generated
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            return items
        }
    }

    /// The row `element` is when it is plain; nil otherwise (the checked path decides).
    static func plainRow(_ element: DataNode, _ bytes: UnsafeBufferPointer<UInt8>) -> Row? {
        guard bytes[Int(element.offset)] == UInt8(ascii: "{") else { return nil }
        var row = Row()
        var seen: UInt8 = 0
        var isPlain = true
        element.forEachChild { keyOffset, value in
            guard let field = PlainRowField(keyAt: Int(keyOffset!), in: bytes), seen & field.bit == 0 else {
                isPlain = false
                return false
            }
            seen |= field.bit
            let start = Int(value.offset)
            let first = bytes[start]
            if field == .height {
                // As the checked path reads it: the number as written, finite and ≥ 0.
                guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10,
                      let height = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<DataNode.scalarEnd(bytes, start)]), as: UTF8.self)),
                      height.isFinite, height >= 0 else {
                    isPlain = false
                    return false
                }
                row.height = .points(height)
                return true
            }
            guard first == UInt8(ascii: "\"") else {
                isPlain = false
                return false
            }
            let text = DataNode.decodeString(bytes, from: start)
            switch field {
            case .id: row.id = text
            case .title: row.title = text
            case .subtitle: row.subtitle = text
            case .detail: row.detail = text
            case .tag: row.tag = text
            case .part: row.part = text
            case .height: break
            }
            return true
        }
        return isPlain ? row : nil
    }
}

/// The keys of a plain row (see ``JSONRowsDecoder``): texts, and the height in points.
enum PlainRowField: String, CaseIterable {
    case id, title, subtitle, detail, tag, part, height

    /// The field's bit in a set of fields seen.
    var bit: UInt8 {
        switch self {
        case .id: 1
        case .title: 2
        case .subtitle: 4
        case .detail: 8
        case .tag: 16
        case .part: 32
        case .height: 64
        }
    }

    /// The field the key string at `offset` names; nil for any other key, or one written
    /// with escapes (the checked path reads those).
    init?(keyAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var end = offset + 1
        while bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") { return nil }
            end += 1
        }
        let key = UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end])
        let candidate: PlainRowField
        switch (key.count, key.first) {
        case (2, _): candidate = .id
        case (3, _): candidate = .tag
        case (4, _): candidate = .part
        case (5, _): candidate = .title
        case (6, UInt8(ascii: "d")): candidate = .detail
        case (6, _): candidate = .height
        case (8, _): candidate = .subtitle
        default: return nil
        }
        guard candidate.rawValue.utf8.elementsEqual(key) else { return nil }
        self = candidate
    }
}
