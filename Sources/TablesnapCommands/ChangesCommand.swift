import Dispatch
import ArgumentParser
import TableConfig
import TableLayout

/// `tablesnap changes OLD NEW`: the batches that turn one table into another, by identity
/// (SPEC 4.6).
struct ChangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "Print the batches (deletes, inserts, moves, reloads) that turn table OLD into table NEW, by identity.",
        discussion: """
            Sections are matched by id (else by position), rows by id (else by their data, else their \
            texts). A row in both whose content differs is a reload; a row both moved and changed is \
            reloaded in a second batch, as UIKit needs.

            Example: tablesnap changes before.yaml after.yaml --json
            """
    )

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
        let before = try loadedBefore.get()
        let after = try loadedAfter.get()
        // Ids are unique in a config already: the decoder refuses duplicates at their lines.
        let batches = TableDiff.batches(from: before.table, to: after.table)
        // Freeing 200,000 rows one by one takes a tenth of the command: a background thread
        // does it while the events are printed (and the process may exit before it is done).
        DispatchQueue.global().async { withExtendedLifetime((before, after)) {} }
        if json {
            printOut(DataValue.object([("batches", .array(batches.map { batch in
                .object([("events", .array(EventJSON.events([batch], style: events).dropFirst().dropLast()))])
            }))]).jsonText)
        } else {
            printOut(EventJSON.text(batches, style: events).joined(separator: "\n"))
        }
    }
}
