import Dispatch
import ArgumentParser
import TableConfig
import TableLayout
import TablePipeline

/// `tablesnap changes OLD NEW`: the batches that turn one table into another, by identity
/// (docs/live-tables.md, The commands).
struct ChangesCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "changes",
        abstract: "Print the batches (deletes, inserts, moves, reloads) that turn table OLD into table NEW, by identity.",
        discussion: """
            Sections are matched by id (else by position), rows by id (else by their data, else their \
            texts). A row in both whose content differs is a reload; a row both moved and changed is \
            reloaded in a second batch, as UIKit needs.

            Examples:
              tablesnap changes before.yaml after.yaml --json
            """
    ))

    @Argument(help: "The table before (a config).")
    var old: String

    @Argument(help: "The table after (a config).")
    var new: String

    @Flag(help: "Print JSON: {\"batches\": [{\"events\": [...]}]}.")
    var json = false

    @Option(help: "batch (UIKit's batch events) or lr (LRTableModel's single-row events).")
    var events: EventJSON.Style = .batch

    func run() throws {
        // The two configs are read at once; an error in OLD is reported before one in NEW.
        let (old, new) = (old, new)
        let (loadedBefore, loadedAfter) = inParallel(
            { Result { () throws(ConfigError) in try ConfigLoader.load(file: old) } },
            { Result { () throws(ConfigError) in try ConfigLoader.load(file: new) } })
        let before = try (consume loadedBefore).get()
        let after = try (consume loadedAfter).get()
        // Ids are unique in a config already: the decoder refuses duplicates at their lines.
        let batches = TableDiff.batches(from: before.table, to: after.table)
        freeInBackground((consume before, consume after))
        if json {
            printOut(DataValue.object([("batches", .array(batches.map { batch in
                .object([("events", .array(EventJSON.events([batch], style: events).dropFirst().dropLast()))])
            }))]).jsonText)
        } else {
            printOut(EventJSON.text(batches, style: events).joined(separator: "\n"))
        }
    }
}

/// Frees `value` on a background thread while the caller goes on (and the process may exit
/// first): freeing two tables of 100,000 rows one by one is a tenth of `changes`. The caller
/// hands over its only references (`consume`), so the last release is the background's.
private func freeInBackground<T: Sendable>(_ value: consuming T) {
    let held = HeldForFreeing(value)
    DispatchQueue.global().async { held.value = nil }
}

/// A value on its way to be freed: written once more, by the one thread that holds it.
private final class HeldForFreeing<T: Sendable>: @unchecked Sendable {
    var value: T?
    init(_ value: consuming T) { self.value = value }
}
