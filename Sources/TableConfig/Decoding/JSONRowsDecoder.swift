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
            var numbered: [(RepeatedRows, Int)] = []  // `repeat`s, by offset
            func checkID(_ id: String, of element: DataNode, at location: () -> SourceLocation) throws(ConfigError) {
                if let first = firstOffsets.updateValue(Int(element.offset), forKey: id) {
                    throw TableDecoder.duplicateRowID(id, firstLine: LineColumnIndex.of(first, in: document.bytes).line, at: location())
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
                    for item in generated {
                        switch item {
                        case .row(let row): if let id = row.id { try checkID(id, of: element) { node.location } }
                        case .repeated(let generator):
                            // One id (a one-row `repeat`) is checked at once, as the checked path
                            // does; numbered ids when every row is claimed (below).
                            if case .same(let id) = generator.ids {
                                try checkID(id, of: element) { node.location }
                            } else {
                                numbered.append((generator, Int(element.offset)))
                            }
                        default: break
                        }
                    }
                    items += generated
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            if !numbered.isEmpty {
                // A `repeat`'s ids (from `{index}`) against the single rows' and each other's:
                // claimants are byte offsets, so a row's place is worked out only for an error.
                var claims = RowIDClaims()
                for (id, offset) in firstOffsets { _ = claims.claim(id, by: offset) }
                var conflict: RowIDClaims.Conflict?
                for (generator, offset) in numbered where conflict == nil { conflict = claims.claim(generator, by: offset) }
                if let conflict = conflict ?? claims.conflict() {
                    let at = LineColumnIndex.of(max(conflict.first, conflict.second), in: document.bytes)
                    throw TableDecoder.duplicateRowID(conflict.id, firstLine: LineColumnIndex.of(min(conflict.first, conflict.second), in: document.bytes).line,
                                                      at: SourceLocation(file: rows.file, line: at.line, column: at.column))
                }
            }
            return items
        }
    }

    /// The row `element` is when it is plain; nil otherwise (the checked path decides).
    /// Walks the object's bytes itself: the document is valid JSON already, and a plain row
    /// holds no nested value.
    static func plainRow(_ element: DataNode, _ bytes: UnsafeBufferPointer<UInt8>) -> Row? {
        func skipSpace(_ p: Int) -> Int {
            var p = p
            while bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\n") || bytes[p] == UInt8(ascii: "\r")
                || bytes[p] == UInt8(ascii: "\t") { p += 1 }
            return p
        }
        var p = Int(element.offset)
        guard bytes[p] == UInt8(ascii: "{") else { return nil }
        var row = Row()
        var seen: UInt8 = 0
        p = skipSpace(p + 1)
        while bytes[p] != UInt8(ascii: "}") {
            guard let (field, keyEnd) = PlainRowField.key(at: p, in: bytes), seen & field.bit == 0 else { return nil }
            seen |= field.bit
            let start = skipSpace(skipSpace(keyEnd) + 1)  // past the ':'
            let first = bytes[start]
            let end: Int
            if field == .height {
                // As the checked path reads it: the number as written, a valid length (else
                // the checked path reports it).
                guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { return nil }
                end = DataNode.scalarEnd(bytes, start)
                guard let height = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)),
                      Height.isValidPoints(height) else { return nil }
                row.height = .points(height)
            } else {
                guard first == UInt8(ascii: "\"") else { return nil }
                end = DataNode.scalarEnd(bytes, start)
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
            }
            p = skipSpace(end)
            if bytes[p] == UInt8(ascii: ",") { p = skipSpace(p + 1) }
        }
        return row
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

    /// The field the key string at `offset` names and the offset past its closing quote;
    /// nil for any other key, or one written with escapes (the checked path reads those).
    static func key(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (PlainRowField, end: Int)? {
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
        return (candidate, end + 1)
    }
}
