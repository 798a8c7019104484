import Foundation
import FuzzSupport
import TableConfig
import TableLayout

/// A libFuzzer target for live tables (`make fuzz`, docs/fuzzing.md): any bytes as an edit
/// file (YAML, or JSON when it starts with `[`), applied step by step to a table with every
/// kind of row — single rows with ids, a `repeat` generator with a height pattern, one whose
/// ids read `{index}`, a data
/// source named by an id field, position variants, a bound row. Every step must end in its
/// batches or a `ConfigError`; a failed step must leave the table as it was, and after each
/// step the live geometry must equal a fresh layout of the table. A crash, a difference, a
/// hang or an address error is a bug.
enum EditsFuzz {
    static let config = """
        width: 320
        rowHeight: 44
        data:
          feed: [{id: a, type: ColorData, h: 30}, {id: b, type: GapData}, {id: c, type: ColorData, h: 70}, {id: d, type: ColorData, h: 20}]
          profile: {email: ada@example.com, vip: true}
        cells:
          GapCell: {height: 15, part: gap}
          ColorCell:
            title: "{id} {@position}"
            height: "{h}"
            first: {height: 48}
            last: {height: 52}
        sections:
          - id: top
            header: Top
            rows:
              - {id: one, title: One}
              - {repeat: 6, title: "r {index}", heights: [20, 40, 60]}
              - {id: two, title: Two, height: 60, part: p}
              - {id: three, title: Three, part: p}
              - {repeat: 5, id: "n{index}", title: "n {index}"}
          - id: feed
            footer: End
            rows: [{source: feed, id: id}]
          - id: form
            rows:
              - {id: email, title: Email, bind: profile.email}
              - {id: vip, title: VIP, bind: {checked: profile.vip}}
          - rows: []
        """

    static func run(_ bytes: UnsafeRawBufferPointer) {
        // Loaded for each input, not kept in a static: LeakSanitizer, which libFuzzer runs
        // after an input that allocates more than it frees, cannot follow every pointer of a
        // Swift value kept in a global and would report the table as leaked.
        guard let config = try? ConfigLoader.load(text: config, file: "/nonexistent-fuzz-root/table.yaml") else {
            preconditionFailure("EditsFuzz: the table loads")
        }
        let file = bytes.first == UInt8(ascii: "[") ? "/nonexistent-fuzz-root/edits.json" : "/nonexistent-fuzz-root/edits.yaml"
        guard let script = try? EditLoader.load(text: String(decoding: bytes, as: UTF8.self), file: file, for: config.source) else { return }
        let measurer = EstimatingTextMeasurer()
        let live = LiveTable(layingOut: config.table, measurer: measurer)
        var source = config.source
        for (k, step) in script.steps.enumerated() {
            let before = live.table
            do {
                _ = try step.apply(to: live, source: &source)
            } catch {
                precondition(live.table == before, "EditsFuzz: step \(k + 1) failed (\(error)) but changed the table")
            }
            if let difference = live.geometry.firstDifference(from: TableGeometry(table: live.table, measurer: measurer)) {
                preconditionFailure("EditsFuzz: after step \(k + 1) the live geometry is not a fresh layout's: \(difference)")
            }
            // Rows named by id are found by each section's id index (docs/live-tables.md,
            // Edit files): it must agree with a look through the section's items.
            for section in live.table.sections {
                guard let name = section.id else { continue }
                for id in ["one", "two", "three", "a", "c", "n0", "n3", "n4", "email"] + section.rows.prefix(8).compactMap(\.id) {
                    precondition(live.indexPath(ofRow: id, inSection: name)?.row == section.rowIndex(id: id),
                                 "EditsFuzz: after step \(k + 1) row '\(id)' of section '\(name)' is not where its id index says")
                }
            }
        }
    }
}

#if FUZZING
/// The entry libFuzzer's own `main` calls (its runtime links one in beside ours).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    EditsFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum EditsFuzzMain {
    static func main() {
        FuzzMain.run { data, size in
            EditsFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
    }
}
