/// Bound rows showing their values: the one place a row's binding is read against the
/// table's data (docs/live-tables.md, Bindings). A live table shows them as soon as it
/// exists, and in every row an edit brings, however the table was made (a config, or
/// Swift), so a bound row never shows a stale value.
extension Table {
    /// What `keyPath` (`source.key.path`; the first component names an entry of
    /// ``boundData``) reads; nil: nothing.
    /// - Complexity: O(length of the key path) (an object's keys are searched in order).
    package func boundValue(_ keyPath: String) -> DataValue? {
        let name = String(keyPath.prefix { $0 != "." })
        guard let source = boundData[name] else { return nil }
        let rest = keyPath.dropFirst(name.count + 1)
        return source.value(atPath: rest.isEmpty ? "." : String(rest))
    }

    /// `row` showing its bound value; `row` itself when it has no binding.
    ///
    /// - Complexity: O(*k*), *k* the keys of the binding's path.
    public func showingBoundValue(_ row: Row) -> Row {
        guard let binding = row.binding else { return row }
        return binding.applied(boundValue(binding.keyPath), to: row)
    }

    /// `section` with each of its bound rows showing its value. O(items): only single rows
    /// carry bindings, so a generator is passed over whole.
    package func showingBoundValues(_ section: Section) -> Section {
        var bound: [Int] = []
        section.rows.forEachItem { item, start in
            if case .row(let row) = item, row.binding != nil { bound.append(start) }
        }
        guard !bound.isEmpty else { return section }
        var section = section
        for start in bound {
            _ = section.rows.updateItem(at: start) { item in
                guard case .row(let row) = item else { return item }
                return .row(showingBoundValue(row))
            }
        }
        return section
    }

    /// Every bound row showing its value.
    /// - Complexity: O(items), O(log items) per bound row.
    package mutating func showBoundValues() {
        for s in sections.indices { sections[s] = showingBoundValues(sections[s]) }
    }
}
