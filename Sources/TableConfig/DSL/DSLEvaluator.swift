import TableLayout

/// Turns a parsed mode into table sections, step by step as AOZTableViewProvider reloads:
/// re-bind every source from its key, give each section line its range of table sections,
/// then each table section its rows, their contents, templates and tags (docs/dsl.md).
struct DSLEvaluator {
    let data: DataValue
    /// A row made from a template name (its fields; no data yet).
    let template: (String) throws(ConfigError) -> Row
    /// The template an element's `type` names (the `source` generators' XData → XCell rule):
    /// the type, what the element is, where its row line is.
    let bind: (String, String, SourceLocation) throws(ConfigError) -> String

    func sections(of mode: DSLMode) throws(ConfigError) -> [Section] {
        var sections: [Section] = []
        for var line in rebind(mode).sections {
            if line.rows.isEmpty {
                // A section without row lines gets one row copied from its own flags.
                line.rows = [DSLRowLine(config: line.config.inheritedByRow(), elementSourceKey: nil, location: line.location)]
            }
            for offset in 0..<tableSectionCount(of: line) {
                sections.append(try section(line, offset: offset))
            }
        }
        return sections
    }

    // MARK: Steps

    /// Every source is looked up again from its key (a row's on its section's source when
    /// the section has a key, else on `data`); a line without a key has no source.
    private func rebind(_ mode: DSLMode) -> DSLMode {
        var mode = mode
        let indexed = IndexedData(data)
        for s in mode.sections.indices {
            let section = mode.sections[s].config
            if let key = section.sourceKey {
                mode.sections[s].config.source = DSLParser.resolve(key, on: .value(data), data: indexed, previous: section.source,
                                                                     providerIsData: true) ?? .missing
            } else {
                mode.sections[s].config.source = .unset
            }
            let provider = section.sourceKey != nil ? mode.sections[s].config.source : .value(data)
            for r in mode.sections[s].rows.indices {
                let row = mode.sections[s].rows[r].config
                if let key = row.sourceKey {
                    mode.sections[s].rows[r].config.source = DSLParser.resolve(key, on: provider, data: indexed, previous: row.source,
                                                                              providerIsData: section.sourceKey == nil) ?? .missing
                } else {
                    mode.sections[s].rows[r].config.source = .unset
                }
            }
        }
        return mode
    }

    /// How many table sections a section line gives (a source that resolved to nothing
    /// gives none, or one with `-ec`, in its place: the library's reset to 0 is fixed).
    private func tableSectionCount(of line: DSLSectionLine) -> Int {
        let config = line.config
        switch config.source {
        case .value(.array(let elements)):
            return elements.isEmpty ? (config.emptyCell != nil ? 1 : 0) : config.elementsPerRow.rows(for: elements.count)
        case .missing:
            return config.emptyCell != nil ? 1 : 0
        case .unset, .value:
            return 1
        }
    }

    private func section(_ line: DSLSectionLine, offset: Int) throws(ConfigError) -> Section {
        // An array section with one element per section hands each its element.
        var element: DataValue?
        if let elements = line.config.source.array, line.config.elementsPerRow == .each(1), !elements.isEmpty {
            element = elements[offset]
        }
        var rowLines = line.rows
        var counts: [Int] = []
        for r in rowLines.indices { counts.append(rowCount(&rowLines[r], element: element)) }

        var rows: [Row] = []
        for (lineIndex, (rowLine, count)) in zip(rowLines, counts).enumerated() {
            // A row line with a source (its own or its section's) makes one part (AOZ's row
            // collection, docs/config.md, Positions and position variants); one without any has
            // no part bits.
            let hasSource = rowLine.config.source != .unset || line.config.source != .unset
            for index in 0..<count {
                let (contents, empty) = self.contents(row: rowLine, index: index, section: line.config, sectionOffset: offset)
                let name = empty ? (rowLine.config.emptyCell ?? rowLine.config.cell)
                    : try cellName(rowLine, contents: contents, describe: "element \(index) of the row line")
                var row = try template(name)
                row.data = contents
                row.isEmptyPlaceholder = empty
                if hasSource { row.part = "row line \(lineIndex + 1)" }
                row.tag = rowLine.config.tag ?? line.config.tag ?? rowLine.elementSourceKey ?? rowLine.config.sourceKey ?? line.config.sourceKey
                rows.append(row)
            }
        }
        var section = Section(rows: RowList(rows))
        // The section's contents (AOZ's `sectionContentsAtSection:`), which its header and
        // footer texts read, and its tag: its -t, else its -s key.
        let contents = pick(from: line.config.source, index: offset, elementsPerRow: line.config.elementsPerRow).contents
        section.data = contents
        section.tag = line.config.tag ?? line.config.sourceKey
        func band(_ name: String) throws(ConfigError) -> SectionBand {
            let band = try template(name)
            return SectionBand(title: band.title.map { TextTemplate.render($0, data: contents, index: nil) }, height: band.height)
        }
        if let name = line.headerTemplate { section.header = try band(name) }
        if let name = line.footerTemplate { section.footer = try band(name) }
        return section
    }

    /// A row's template: its line's `-c`, else (a line without one, AOZ's "the delegate
    /// picks the cell from the contents") the template its contents' `type` names, as for
    /// `source` generators (docs/config.md, Rows from data), else `default`.
    private func cellName(_ line: DSLRowLine, contents: DataValue?, describe: @autoclosure () -> String) throws(ConfigError) -> String {
        guard !line.config.cellIsGiven, case .string(let type)? = contents?["type"], let location = line.location else {
            return line.config.cell
        }
        return try bind(type, describe(), location)
    }

    /// A row line's number of rows; an unset source may take the section's element (nested
    /// arrays expand into rows) or, with `-es`, the element's value for that key.
    private func rowCount(_ line: inout DSLRowLine, element: DataValue?) -> Int {
        let config = line.config
        let empty = config.emptyCell != nil ? 1 : 0
        switch config.source {
        case .value(.array(let elements)):
            return elements.isEmpty ? empty : config.elementsPerRow.rows(for: elements.count)
        case .missing:
            return empty
        case .value:
            return 1
        case .unset:
            if case .array(let elements)? = element {
                if elements.isEmpty { return empty }
                if config.elementsPerRow == .all { return 1 }
                line.config.source = .value(.array(elements))
                return config.elementsPerRow.rows(for: elements.count)
            }
            guard let element, let key = line.elementSourceKey else { return 1 }
            switch KeyValueLookup.value(of: element, forKeyPath: key) {
            case .found(let value):
                line.config.source = .value(value)
                if case .array(let elements) = value { return elements.isEmpty ? empty : config.elementsPerRow.rows(for: elements.count) }
                return 1
            case .missing:
                line.config.source = .missing
                return empty
            case .failed:
                return 1
            }
        }
    }

    /// A row's contents: from its own source if set, else its section's (the element or
    /// chunk this table section stands for), else none. Empty arrays and missing values
    /// make the row an empty one.
    private func contents(row: DSLRowLine, index: Int, section: DSLConfig, sectionOffset: Int) -> (DataValue?, Bool) {
        if row.config.source != .unset {
            let picked = pick(from: row.config.source, index: index, elementsPerRow: row.config.elementsPerRow)
            return (picked.contents, picked.empty)
        }
        if section.source != .unset {
            let picked = pick(from: section.source, index: sectionOffset, elementsPerRow: section.elementsPerRow)
            return (picked.contents, picked.empty)
        }
        return (nil, false)
    }

    private func pick(from source: DSLSource, index: Int, elementsPerRow: ElementsPerRow) -> (contents: DataValue?, empty: Bool) {
        switch source {
        case .value(.array(let elements)):
            guard !elements.isEmpty else { return (nil, true) }
            return (elementsPerRow.contents(of: elements, row: index), false)
        case .value(let value): return (value, false)
        case .missing: return (nil, true)
        case .unset: return (nil, false)
        }
    }
}
