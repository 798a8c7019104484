import ArgumentParser
import TableLayout
import TablePipeline

// The event style and the keeping rule as command-line values (`apply --events`, `--keep`).
extension EventJSON.Style: ExpressibleByArgument {}
extension LiveTable.ViewportKeeping: ExpressibleByArgument {}
