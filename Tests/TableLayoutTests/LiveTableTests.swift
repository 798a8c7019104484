import Testing
@testable import TableLayout
import TestSupport

/// The live model on random tables and random edit scripts: the events of every batch,
/// applied by the reference, turn the table before into the table after; the geometry after
/// every batch equals a fresh layout; a failed batch changes nothing; the row at the
/// viewport's top edge keeps its distance from it.
@Suite struct LiveTableTests {
    /// Rows with ids and a content version in their title.
    static func row(_ id: String, version: Int = 0, _ rng: inout SeededGenerator) -> Row {
        var row = Row(title: "\(id) v\(version)")
        row.id = id
        if Bool.random(using: &rng) { row.height = .points(rng.dyadicHeight(max: 90)) }
        return row
    }

    static func section(_ id: String, rows: Int, _ rng: inout SeededGenerator, next: inout Int) -> Section {
        var section = Section(id: id, header: Bool.random(using: &rng) ? SectionBand(title: "H \(id)", height: .points(28)) : nil)
        section.rows = RowList((0..<rows).map { _ in
            next += 1
            return row("r\(next)", &rng)
        })
        return section
    }

    static func eventTable(_ table: Table) -> EventTable<String> {
        EventTable(table.sections.map { section in
            EventTable.Section(item: .init(key: section.id ?? "?", content: (section.header?.title ?? "").hashValue),
                               rows: section.rows.map { .init(key: $0.id ?? "?", content: ($0.title ?? "").hashValue) })  // heights are geometry, checked below
        })
    }

    /// A random edit, sometimes naming something that is not there.
    static func edit(_ table: Table, _ rng: inout SeededGenerator, next: inout Int) -> Edit {
        func sectionRef() -> SectionRef {
            if table.sections.isEmpty || Int.random(in: 0..<25, using: &rng) == 0 { return .id("missing") }
            let s = Int.random(in: 0..<table.sections.count, using: &rng)
            return Bool.random(using: &rng) ? .index(s) : .id(table.sections[s].id!)
        }
        func rowRef(_ section: SectionRef) -> RowRef {
            guard case let s = index(section), let s, !table.sections[s].rows.isEmpty, Int.random(in: 0..<25, using: &rng) != 0 else {
                return .id("nope")
            }
            let r = Int.random(in: 0..<table.sections[s].rows.count, using: &rng)
            return Bool.random(using: &rng) ? .index(r) : .id(table.sections[s].rows[r].id!)
        }
        func index(_ ref: SectionRef) -> Int? {
            switch ref {
            case .index(let i): return i
            case .id(let id): return table.sectionIndex(id: id)
            }
        }
        func rowPlace(_ section: SectionRef) -> RowPlace {
            let count = index(section).map { table.sections[$0].rows.count } ?? 0
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .at(Int.random(in: 0...count, using: &rng))
            case 1: return count > 0 ? .after(rowRef(section)) : .end
            case 2: return count > 0 ? .before(rowRef(section)) : .end
            default: return .end
            }
        }
        func sectionPlace() -> SectionPlace {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .at(Int.random(in: 0...table.sections.count, using: &rng))
            case 1: return table.sections.isEmpty ? .end : .after(sectionRef())
            case 2: return table.sections.isEmpty ? .end : .before(sectionRef())
            default: return .end
            }
        }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:
            let section = sectionRef()
            return .insertRows((0..<Int.random(in: 1...3, using: &rng)).map { _ in next += 1; return row("n\(next)", &rng) },
                               section: section, at: rowPlace(section))
        case 1:
            let section = sectionRef()
            return .deleteRows((0..<Int.random(in: 1...3, using: &rng)).map { _ in rowRef(section) }, section: section)
        case 2:
            let section = sectionRef(), target = sectionRef()
            return .moveRow(rowRef(section), section: section, to: target, at: rowPlace(target))
        case 3:
            let section = sectionRef()
            guard let s = index(section), !table.sections[s].rows.isEmpty else { return .reloadRows([], section: section) }
            let r = Int.random(in: 0..<table.sections[s].rows.count, using: &rng)
            return .reloadRows([row(table.sections[s].rows[r].id!, version: Int.random(in: 1...9, using: &rng), &rng)], section: section)
        case 4:
            next += 1
            return .insertSections([section("s\(next)", rows: Int.random(in: 0...4, using: &rng), &rng, next: &next)], at: sectionPlace())
        case 5:
            return .deleteSections([sectionRef()])
        case 6:
            return .moveSection(sectionRef(), to: sectionPlace())
        case 7:
            guard !table.sections.isEmpty else { return .deleteSections([]) }
            let s = Int.random(in: 0..<table.sections.count, using: &rng)
            var replacement = section(table.sections[s].id!, rows: Int.random(in: 0...3, using: &rng), &rng, next: &next)
            replacement.header = SectionBand(title: "reloaded \(next)", height: .points(30))
            return .reloadSections([replacement])
        default:
            let section = sectionRef()
            return .setHeight(rng.dyadicHeight(max: 120), row: rowRef(section), section: section)
        }
    }

    @Test(arguments: 0..<30)
    func eventsGeometryAndAnchorsHoldOnRandomScripts(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var next = 0
        let sections = (0..<Int.random(in: 1...4, using: &rng)).map { k in
            LiveTableTests.section("s\(k)", rows: Int.random(in: 0...12, using: &rng), &rng, next: &next)
        }
        let live = try LiveTable(Table(width: 320, sections: sections))
        next += 100
        var heard: [LiveTable.Change] = []
        live.addListener { heard.append($0) }
        for step in 0..<60 {
            let before = live.table
            let beforeGeometry = live.geometry
            live.viewport = Viewport(offset: Double.random(in: 0...max(0, live.geometry.contentHeight), using: &rng), height: 200)
            let anchor = LiveTableTests.anchor(live)
            let edits = (0..<Int.random(in: 1...3, using: &rng)).map { _ in LiveTableTests.edit(before, &rng, next: &next) }
            heard = []
            let batches: [TableBatch]
            do {
                batches = try live.performBatchUpdates { editor throws(LiveTableError) in
                    for edit in edits { try editor.apply(edit) }
                }
            } catch {
                #expect(live.table == before, "seed \(seed).\(step): a failed batch (\(error)) changed the table")
                #expect(live.geometry.firstDifference(from: beforeGeometry) == nil, "seed \(seed).\(step)")
                #expect(heard.isEmpty)
                continue
            }
            // The events turn the table before into the table after.
            let after = LiveTableTests.eventTable(live.table)
            do {
                let applied = try LiveTableTests.eventTable(before).applying(batches, after: after)
                #expect(applied == after, "seed \(seed).\(step): \(edits)\n\(batches)\nbefore \(LiveTableTests.eventTable(before))\nafter \(after)\ngot \(applied)")
            } catch {
                Issue.record("seed \(seed).\(step): \(error)\n\(edits)\n\(batches)")
            }
            // Listeners heard begin, the events, end, per batch.
            #expect(heard == batches.flatMap { [.begin] + $0.events.map(LiveTable.Change.event) + [.end] })
            // The geometry is a fresh layout of the table.
            let fresh = TableGeometry(table: live.table)
            #expect(live.geometry.firstDifference(from: fresh) == nil, "seed \(seed).\(step): \(edits)")
            // The anchor row keeps its distance from the top edge (unless the offset clamps).
            if let (id, section, distance) = anchor, let viewport = live.viewport,
               let s = live.table.sectionIndex(id: section), let r = live.table.sections[s].rowIndex(id: id) {
                let y = live.geometry.frame(ofRow: RowPath(section: s, row: r)).y
                let maxOffset = max(0, live.geometry.contentHeight - viewport.height)
                if viewport.offset > 0, viewport.offset < maxOffset {
                    #expect(abs((y - viewport.offset) - distance) < 1e-9, "seed \(seed).\(step): \(edits)")
                }
            }
        }
    }

    static func anchor(_ live: LiveTable) -> (String, String, Double)? {
        guard let viewport = live.viewport else { return nil }
        let offset = live.geometry.clampedOffset(viewport)
        guard let first = live.geometry.visibleItems(in: viewport).rows.first(where: { $0.y + $0.height > offset }),
              let section = live.table.sections[first.indexPath.section].id,
              let id = live.table.sections[first.indexPath.section].rows[first.indexPath.row].id else { return nil }
        return (id, section, first.y - offset)
    }

    // MARK: LRTableModel's own expectations (docs/live-tables.md, In Swift)

    @Test func lrAddInsertsAtZero() {
        let model = CollectionTableModel<String>(makeRow: { Row($0) })
        var heard: [LiveTable.LRChange] = []
        model.addListener { heard.append($0) }
        model.add("foo")
        #expect(model.numberOfSections == 1 && model.numberOfRows(inSection: 0) == 1)
        #expect(model.object(at: RowPath(section: 0, row: 0)) == "foo")
        #expect(heard == [.willBeginUpdates, .changed(.insert(RowPath(section: 0, row: 0))), .didEndUpdates])
    }

    @Test func lrAddAddReplace() {
        let model = CollectionTableModel<String>(makeRow: { Row($0) })
        var events: [LREvent] = []
        model.addListener { if case .changed(let e) = $0 { events.append(e) } }
        model.add("a")
        model.add("b")
        model.replace(at: 1, with: "c")
        #expect(events == [.insert(RowPath(section: 0, row: 0)), .insert(RowPath(section: 0, row: 1)), .update(RowPath(section: 0, row: 1))])
        #expect(model.live.table.sections[0].rows.map(\.title) == ["a", "c"])
    }

    @Test func lrAddRemoveSetObjectsAndRemovedListeners() {
        let model = CollectionTableModel<String>(makeRow: { Row($0) })
        var events: [LREvent] = []
        let token = model.addListener { if case .changed(let e) = $0 { events.append(e) } }
        model.add("a")
        model.remove("a")
        #expect(events == [.insert(RowPath(section: 0, row: 0)), .delete(RowPath(section: 0, row: 0))])
        events = []
        model.setObjects(["foo", "bar", "baz"])
        #expect(events == [.refresh] && model.numberOfRows(inSection: 0) == 3)
        model.removeListener(token)
        model.add("x")
        #expect(events == [.refresh], "a removed listener hears nothing")
    }

    /// `sectionTitle` reaches the header at once (LR's `titleForSection:`): it once waited
    /// for the next `setObjects` or sort.
    @Test func theSectionTitleReachesTheHeaderAtOnce() throws {
        let model = CollectionTableModel<String>(objects: ["a", "b"], makeRow: { Row($0) })
        var heard: [LiveTable.Change] = []
        model.live.addListener { heard.append($0) }
        model.sectionTitle = "Letters"
        #expect(model.live.table.sections[0].header?.title == "Letters")
        #expect(heard == [.begin, .event(.reloadSection(0)), .end])
        #expect(model.live.geometry.headerFrame(ofSection: 0).height > 0)
        model.sectionTitle = nil
        #expect(model.live.table.sections[0].header == nil && model.live.geometry.headerFrame(ofSection: 0).height == 0)
        let titled = CollectionTableModel<String>(objects: ["a"], sectionTitle: "From the start", makeRow: { Row($0) })
        #expect(titled.live.table.sections[0].header?.title == "From the start")
        model.sectionTitle = "Kept"
        model.setObjects(["c"])
        #expect(model.live.table.sections[0].header?.title == "Kept", "a refresh keeps the title")
    }

    /// LR's `SearchTableModel`: random inserts, removals, replacements, sorts and filters
    /// against the plain rule — the rows show `objects.filter(filter)` — and a mirror array
    /// that follows only the events a table view hears (inserts, deletes, updates, refreshes),
    /// as a UITableView would; no object is forgotten by a filter.
    @Test(arguments: 0..<20)
    func aFilterShowsTheMatchesAndForgetsNothing(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) + 7_000)
        let model = CollectionTableModel<Int>(objects: (0..<10).map { $0 * 3 }, makeRow: { Row("\($0)") })
        var mirror = model.shownObjects
        model.addListener { change in
            guard case .changed(let event) = change else { return }
            switch event {
            case .insert(let path): mirror.insert(model.object(at: path), at: path.row)
            case .delete(let path): mirror.remove(at: path.row)
            case .update(let path): mirror[path.row] = model.object(at: path)
            case .refresh: mirror = model.shownObjects
            }
        }
        var expected = model.objects
        var filter: ((Int) -> Bool)?
        var next = 100
        for step in 0..<80 {
            switch Int.random(in: 0..<7, using: &rng) {
            case 0:
                let i = Int.random(in: 0...expected.count, using: &rng)
                model.insert(next, at: i)
                expected.insert(next, at: i)
                next += 1
            case 1 where !expected.isEmpty:
                let i = Int.random(in: 0..<expected.count, using: &rng)
                model.remove(at: i)
                expected.remove(at: i)
            case 2 where !expected.isEmpty:
                let i = Int.random(in: 0..<expected.count, using: &rng)
                model.replace(at: i, with: next)
                expected[i] = next
                next += 1
            case 3:
                model.sort(by: >)
                expected.sort(by: >)
            case 4:
                let k = Int.random(in: 2...4, using: &rng)
                filter = Bool.random(using: &rng) ? nil : { $0 % k == 0 }
                model.setFilter(filter)
            default:
                model.add(next)
                expected.append(next)
                next += 1
            }
            let shown = filter.map { expected.filter($0) } ?? expected
            #expect(model.objects == expected, "seed \(seed) step \(step)")
            #expect(model.shownObjects == shown && mirror == shown, "seed \(seed) step \(step)")
            #expect(model.live.table.sections[0].rows.map(\.title) == shown.map { "\($0)" }, "seed \(seed) step \(step)")
            #expect(model.numberOfRows(inSection: 0) == shown.count)
        }
        model.setFilter(nil)
        #expect(model.shownObjects == expected && mirror == expected, "clearing the filter shows every object again")
    }

    @Test func sortingReportsMovesNotARefresh() {
        let model = CollectionTableModel<String>(objects: ["c", "a", "b", "d"], makeRow: { Row($0) })
        var events: [LREvent] = []
        model.addListener { if case .changed(let e) = $0 { events.append(e) } }
        model.sort(by: <)
        #expect(model.objects == ["a", "b", "c", "d"])
        #expect(model.live.table.sections[0].rows.map(\.title) == ["a", "b", "c", "d"])
        #expect(events == [.delete(RowPath(section: 0, row: 0)), .insert(RowPath(section: 0, row: 2))], "c moves: one delete, one insert")
    }

    @Test func lrListenersOfALiveTableHearSingleRowEvents() throws {
        let live = try LiveTable(Table(width: 320, sections: [Section(id: "s", rows: RowList([Row("a").id("a"), Row("b").id("b")]))]))
        var heard: [LiveTable.LRChange] = []
        live.addLRListener { heard.append($0) }
        try live.apply(.moveRow(.id("a"), section: .id("s"), to: .id("s"), at: .end))
        #expect(heard == [.willBeginUpdates, .changed(.delete(RowPath(section: 0, row: 0))),
                          .changed(.insert(RowPath(section: 0, row: 1))), .didEndUpdates])
    }

    // MARK: DXTableViewModel's demo, with its ordering bugs fixed (docs/live-tables.md, What
    // differs from the libraries)

    static func dxTable() throws -> LiveTable {
        try LiveTable(Table(width: 320) {
            Section("Text", id: "Text") { Row("one").id("one") }
            Section("Images", id: "Images") { Row("two").id("two") }
            Section("Custom", id: "Custom") { Row("three").id("three") }
            Section("Empty", id: "Empty") {}
        })
    }

    @Test func insertingSeveralSectionsAfterOneKeepsTheirOrderAndIndexes() throws {
        let live = try LiveTableTests.dxTable()
        let batches = try live.apply(.insertSections([Section(id: "Editable", rows: RowList([Row("add").id("add")])),
                                                      Section(id: "More")], at: .after(.id("Text"))))
        #expect(live.table.sections.map(\.id) == ["Text", "Editable", "More", "Images", "Custom", "Empty"])
        #expect(batches == [TableBatch([.insertSection(1), .insertSection(2)])], "DX reported one index for two sections")
        let removal = try live.apply(.deleteSections([.id("Editable"), .id("More")]))
        #expect(removal == [TableBatch([.deleteSection(1), .deleteSection(2)])])
        #expect(live.table.sections.map(\.id) == ["Text", "Images", "Custom", "Empty"])
    }

    @Test func deletingRowsInAnyOrderReportsTheirIndexesBeforeTheBatch() throws {
        let live = try LiveTable(Table(width: 320) { Section(id: "s") { for n in 0..<5 { Row("\(n)").id("r\(n)") } } })
        let batches = try live.apply(.deleteRows([.id("r1"), .id("r3"), .id("r2")], section: .id("s")))
        #expect(batches == [TableBatch([.delete(RowPath(section: 0, row: 1)), .delete(RowPath(section: 0, row: 2)),
                                        .delete(RowPath(section: 0, row: 3))])])
        #expect(live.table.sections[0].rows.map(\.id) == ["r0", "r4"])
    }

    @Test func insertingSeveralRowsAfterOneKeepsTheirOrder() throws {
        let live = try LiveTable(Table(width: 320) { Section(id: "s") { Row("a").id("a"); Row("z").id("z") } })
        let batches = try live.apply(.insertRows([Row("b").id("b"), Row("c").id("c")], section: .id("s"), at: .after(.id("a"))))
        #expect(live.table.sections[0].rows.map(\.id) == ["a", "b", "c", "z"])
        #expect(batches == [TableBatch([.insert(RowPath(section: 0, row: 1)), .insert(RowPath(section: 0, row: 2))])])
    }

    @Test func sectionsMoveBothWays() throws {
        let live = try LiveTableTests.dxTable()
        // Down: Text to after Custom; up: Empty to before Images.
        let down = try live.apply(.moveSection(.id("Text"), to: .after(.id("Custom"))))
        #expect(live.table.sections.map(\.id) == ["Images", "Custom", "Text", "Empty"])
        #expect(down == [TableBatch([.moveSection(from: 0, to: 2)])])
        let up = try live.apply(.moveSection(.id("Empty"), to: .before(.id("Images"))))
        #expect(live.table.sections.map(\.id) == ["Empty", "Images", "Custom", "Text"])
        #expect(up == [TableBatch([.moveSection(from: 3, to: 0)])], "DX reversed upward moves")
    }

    @Test func duplicateIdsAreErrorsInTheSwiftAPITooAndNamesThatAreNotThereAreErrors() throws {
        #expect(throws: LiveTableError.self) {
            try LiveTable(Table(width: 320) { Section(id: "a") {}; Section(id: "a") {} })
        }
        #expect(throws: LiveTableError.self) {
            try LiveTable(Table(width: 320) { Section { Row("x").id("x"); Row("y").id("x") } })
        }
        let live = try LiveTableTests.dxTable()
        #expect(throws: LiveTableError.noSection("'Nope'")) { try live.apply(.deleteSections([.id("Nope")])) }
        #expect(throws: LiveTableError.self) { try live.apply(.insertRows([Row("dup").id("one")], section: .id("Text"), at: .end)) }
        #expect(throws: LiveTableError.self) { try live.apply(.moveRow(.index(9), section: .index(0), to: .index(1), at: .end)) }
    }

    // MARK: Bindings (docs/live-tables.md, Bindings)

    @Test func aBoundRowShowsItsValueAndSettingItUpdatesEveryRowBoundThere() throws {
        var email = Row("Email").id("email")
        email.binding = RowBinding(keyPath: "profile.email")
        var again = Row("Signed in as").id("again")
        again.binding = RowBinding(keyPath: "profile.email")
        var other = Row("Name").id("name")
        other.binding = RowBinding(keyPath: "profile.name")
        var table = Table(width: 320, sections: [Section(id: "p", rows: RowList([email, again, other]))])
        table.boundData = ["profile": .object([("email", .string("a@x")), ("name", .string("Ada"))])]
        let live = try LiveTable(table)
        let batches = try live.apply(.set(.string("b@y"), row: .id("email"), section: .id("p")))
        #expect(batches == [TableBatch([.reload(RowPath(section: 0, row: 0)), .reload(RowPath(section: 0, row: 1))])])
        #expect(live.table.sections[0].rows.map(\.detail) == ["b@y", "b@y", "Ada"])  // the name row shows its value from the start
        #expect(live.table.boundData["profile"]?["email"] == .string("b@y"))
        #expect(throws: LiveTableError.self) { try live.apply(.set(.string("x"), row: .index(0), section: .index(9))) }
        // A failed batch puts the data back too.
        #expect(throws: LiveTableError.self) {
            try live.performBatchUpdates { editor throws(LiveTableError) in
                try editor.set(.string("c@z"), ofRow: .id("email"), in: .id("p"))
                try editor.deleteRows([.id("nope")], in: .id("p"))
            }
        }
        #expect(live.table.boundData["profile"]?["email"] == .string("b@y"))
        #expect(live.table.sections[0].rows[1].detail == "b@y")
    }

    @Test func dataValuesAreWrittenAtKeyPaths() {
        var data = DataValue.object([("a", .array([.number(1), .object([("b", .null)])]))])
        let written = [data.setValue(.string("x"), atPath: "a.1.b"), data.setValue(.string("new"), atPath: "c.d"),
                       data.setValue(.string("no"), atPath: "a.9"), data.setValue(.string("no"), atPath: "a.0.z")]
        #expect(written == [true, true, false, false])
        #expect(data == .object([("a", .array([.number(1), .object([("b", .string("x"))])])), ("c", .object([("d", .string("new"))]))]))
    }

    /// `copy()` is what callers of the old public `init(table:geometry:measurer:)` needed: a
    /// live table of its own, laid out as this one, that an edit of either leaves alone and
    /// that hears nothing through this one's listeners.
    @Test func aCopyIsALiveTableOfItsOwn() throws {
        let live = try LiveTable(Table(width: 320) { Section(id: "s") { for n in 0..<50 { Row("\(n)").id("r\(n)") } } })
        live.viewport = Viewport(offset: 100, height: 200)
        live.keep = .offset
        var heard = 0
        live.addListener { _ in heard += 1 }
        let copy = live.copy()
        #expect(copy.viewport == live.viewport && copy.keep == .offset)
        #expect(copy.geometry.firstDifference(from: live.geometry) == nil)
        try copy.apply(.deleteRows([.id("r0")], section: .id("s")))
        try copy.apply(.setHeight(90, row: .id("r5"), section: .id("s")))
        #expect(heard == 0, "the copy has no listeners of the original")
        #expect(live.table.sections[0].rows.count == 50 && copy.table.sections[0].rows.count == 49)
        #expect(live.geometry.frame(ofRow: RowPath(section: 0, row: 5)).height == 44)
        #expect(copy.geometry.firstDifference(from: try LiveTable(copy.table).geometry) == nil)
        #expect(live.geometry.firstDifference(from: try LiveTable(live.table).geometry) == nil)
        try live.apply(.deleteRows([.id("r1")], section: .id("s")))
        #expect(heard > 0 && copy.table.sections[0].rows.map(\.id).contains("r1"))
    }

    static func form(_ rows: [Row]) -> Table {
        var table = Table(width: 320, sections: [Section(id: "form", rows: RowList(rows.map { .row($0) }))])
        table.boundData["profile"] = .object([("email", .string("ada@example.com")), ("notify", .bool(true))])
        return table
    }

    static func bound(_ id: String, _ keyPath: String, _ change: (inout Row) -> Void = { _ in }) -> Row {
        var row = Row(title: id)
        row.id = id
        row.binding = RowBinding(keyPath: keyPath)
        change(&row)
        return row
    }

    /// A bound row of a table made in Swift shows its value as soon as the live table
    /// exists, and so does one an edit brings (only the config loader once applied
    /// bindings: a Swift table showed nothing until a `set`).
    @Test func aSwiftTablesBoundRowsShowTheirValuesAtOnce() throws {
        let table = Self.form([Self.bound("email", "profile.email"),
                               Self.bound("notify", "profile.notify") { $0.accessory = .switch },
                               Self.bound("missing", "profile.nope")])
        for live in [try LiveTable(table), LiveTable(layingOut: table, measurer: EstimatingTextMeasurer())] {
            let rows = live.table.sections[0].rows
            #expect(rows[0].detail == "ada@example.com" && rows[0].style == .value1)
            #expect(rows[1].isOn)
            #expect(rows[2].detail == "", "a key path that reads nothing shows nothing")
        }
        let live = try LiveTable(table)
        try live.apply(.insertRows([Self.bound("again", "profile.email")], section: .id("form"), at: .end))
        #expect(live.row(named: "again", inSection: "form")?.detail == "ada@example.com")
        try live.apply(.reloadSections([Section(id: "form", rows: RowList([Self.bound("only", "profile.email")]))]))
        #expect(live.row(named: "only", inSection: "form")?.detail == "ada@example.com")
        var replaced = table
        replaced.boundData["profile"] = .object([("email", .string("grace@example.com"))])
        try live.replaceTable(with: replaced)
        #expect(live.row(named: "email", inSection: "form")?.detail == "grace@example.com")
    }

    /// DXTableViewModel's form workflow beside the write-through `set`: an edited value is
    /// shown (a reload) but the data keeps the old one until committed (`updateRowObjects`);
    /// discarding shows the data's value again (`reloadRowBoundData`); a failed batch puts
    /// the pending edits back as they were.
    @Test func formEditsAreKeptUntilCommittedOrDiscarded() throws {
        let live = try LiveTable(Self.form([Self.bound("email", "profile.email"), Self.bound("copy", "profile.email"),
                                            Self.bound("notify", "profile.notify") { $0.accessory = .switch }]))
        let edited = try live.performBatchUpdates { editor throws(LiveTableError) in
            try editor.edit(.string("new@example.com"), ofRow: .id("email"), in: .id("form"))
        }
        #expect(edited == [TableBatch([.reload(RowPath(section: 0, row: 0)), .reload(RowPath(section: 0, row: 1))])])
        #expect(live.row(named: "copy", inSection: "form")?.detail == "new@example.com")
        #expect(live.table.boundValue("profile.email") == .string("ada@example.com"), "not written until committed")
        #expect(live.pendingBoundValues == ["profile.email": .string("new@example.com")])

        let discarded = try live.performBatchUpdates { editor throws(LiveTableError) in editor.discardBoundEdits() }
        #expect(discarded.flatMap(\.events).count == 2)
        #expect(live.row(named: "email", inSection: "form")?.detail == "ada@example.com" && live.pendingBoundValues.isEmpty)

        try live.performBatchUpdates { editor throws(LiveTableError) in
            try editor.edit(.bool(false), ofRow: .id("notify"), in: .id("form"))
        }
        #expect(live.row(named: "notify", inSection: "form")?.isOn == false && live.table.boundValue("profile.notify") == .bool(true))
        // A batch that fails after an edit leaves the pending edits as they were.
        #expect(throws: LiveTableError.self) {
            try live.performBatchUpdates { editor throws(LiveTableError) in
                try editor.edit(.string("lost@example.com"), ofRow: .id("email"), in: .id("form"))
                try editor.commitBoundEdits()
                try editor.edit(.string("x"), ofRow: .id("nope"), in: .id("form"))
            }
        }
        #expect(live.pendingBoundValues == ["profile.notify": .bool(false)])
        #expect(live.table.boundValue("profile.email") == .string("ada@example.com"))
        #expect(live.row(named: "email", inSection: "form")?.detail == "ada@example.com")

        let committed = try live.performBatchUpdates { editor throws(LiveTableError) in try editor.commitBoundEdits() }
        #expect(committed.flatMap(\.events).isEmpty, "the rows already show the values")
        #expect(live.table.boundValue("profile.notify") == .bool(false) && live.pendingBoundValues.isEmpty)
        #expect(throws: LiveTableError.self) {
            try live.performBatchUpdates { editor throws(LiveTableError) in
                try editor.edit(.string("x"), ofRow: .index(0), in: .id("form"))
                try editor.edit(.string("y"), ofRow: .index(9), in: .id("form"))
            }
        }
        #expect(live.pendingBoundValues.isEmpty)
    }
}
