import TableLayout

/// The JSON shapes of a batch's events (docs/cli.md, `apply`): events as objects with a
/// `type`, batches bracketed by `begin` and `end`, or LRTableModel's single-row events.
/// `apply`, `changes` and `serve` print them.
public enum EventJSON {
    public enum Style: String, CaseIterable, Sendable { case batch, lr }

    public static func events(_ batches: [TableBatch], style: Style) -> [DataValue] {
        var events: [DataValue] = []
        for batch in batches {
            events.append(.object([("type", .string("begin"))]))
            switch style {
            case .batch: events += batch.events.map(event)
            case .lr: events += batch.lrEvents.map(lrEvent)
            }
            events.append(.object([("type", .string("end"))]))
        }
        return events
    }

    public static func event(_ event: TableEvent) -> DataValue {
        switch event {
        case .deleteSection(let s): return section("deleteSection", s)
        case .insertSection(let s): return section("insertSection", s)
        case .reloadSection(let s): return section("reloadSection", s)
        case .moveSection(let from, let to):
            return .object([("type", .string("moveSection")), ("from", number(from)), ("to", number(to))])
        case .delete(let p): return row("delete", p)
        case .insert(let p): return row("insert", p)
        case .reload(let p): return row("reload", p)
        case .move(let from, let to): return .object([("type", .string("move")), ("from", path(from)), ("to", path(to))])
        }
    }

    package static func lrEvent(_ event: LREvent) -> DataValue {
        switch event {
        case .insert(let p): return row("insert", p)
        case .update(let p): return row("update", p)
        case .delete(let p): return row("delete", p)
        case .refresh: return .object([("type", .string("refresh"))])
        }
    }

    /// One line per event, for people.
    public static func text(_ batches: [TableBatch], style: Style) -> [String] {
        var lines: [String] = []
        for batch in batches {
            lines.append("  begin")
            switch style {
            case .batch: lines += batch.events.map { "    " + describe($0) }
            case .lr: lines += batch.lrEvents.map { "    " + describe($0) }
            }
            lines.append("  end")
        }
        return lines
    }

    public static func describe(_ event: TableEvent) -> String {
        switch event {
        case .deleteSection(let s): return "deleteSection \(s)"
        case .insertSection(let s): return "insertSection \(s)"
        case .reloadSection(let s): return "reloadSection \(s)"
        case .moveSection(let from, let to): return "moveSection \(from) → \(to)"
        case .delete(let p): return "delete \(p.section):\(p.row)"
        case .insert(let p): return "insert \(p.section):\(p.row)"
        case .reload(let p): return "reload \(p.section):\(p.row)"
        case .move(let from, let to): return "move \(from.section):\(from.row) → \(to.section):\(to.row)"
        }
    }

    public static func describe(_ event: LREvent) -> String {
        switch event {
        case .insert(let p): return "insert \(p.section):\(p.row)"
        case .update(let p): return "update \(p.section):\(p.row)"
        case .delete(let p): return "delete \(p.section):\(p.row)"
        case .refresh: return "refresh"
        }
    }

    private static func number(_ n: Int) -> DataValue { .number(Double(n)) }
    private static func section(_ type: String, _ s: Int) -> DataValue { .object([("type", .string(type)), ("section", number(s))]) }
    private static func row(_ type: String, _ p: RowPath) -> DataValue {
        .object([("type", .string(type)), ("section", number(p.section)), ("row", number(p.row))])
    }
    private static func path(_ p: RowPath) -> DataValue { .object([("section", number(p.section)), ("row", number(p.row))]) }
}
