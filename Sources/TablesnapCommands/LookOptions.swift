import ArgumentParser
import TableConfig
import TableLayout
import TablePipeline

/// The look flags that change what a table lays out (docs/cli.md, "Look flags"): a device,
/// a Dynamic Type size, the table without its screen. `render` and `query` take them, and
/// `serve` the same as parameters; with ``DrawingOptions`` they make a ``Look``, the one home
/// of how they apply.
struct LookOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw for a device preset: its width and scale, and with a screen: its whole screen (\(DevicePreset.all.map(\.name).joined(separator: ", "))).", valueName: "NAME"))
    var device: String?

    @Option(help: ArgumentHelp("Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (default: the config's, else large).",
                               valueName: "size"))
    var contentSize: ContentSize?

    @Flag(help: "The table alone, without the config's screen: (status, navigation and tab bars).")
    var tableOnly = false

    /// These flags with `drawing`'s as a ``Look``; `tableOnly` also when a command draws the
    /// table alone for another reason (`render --full`). An unknown device is bad input.
    func look(drawing: DrawingOptions? = nil, tableOnly: Bool = false) throws -> Look {
        var preset: DevicePreset?
        if let device {
            guard let named = DevicePreset.named(device) else {
                throw CommandFailure.badInput(Terminal.escaped("--device: " + DevicePreset.unknown(device, what: "preset")))
            }
            preset = named
        }
        return Look(device: preset, contentSize: contentSize, tableOnly: self.tableOnly || tableOnly, appearance: drawing?.appearance,
                    scale: drawing?.scale)
    }
}

/// The look flags that change only the pixels (docs/cli.md, "Look flags"): `render`'s.
struct DrawingOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3 (default: the config's, else 2).")
    var scale: Int?

    @Option(help: "light or dark (default: the config's, else light).")
    var appearance: Appearance?

    /// Checks the flags' values (bad values are bad input: exit 2, not a usage error).
    func checked() throws -> DrawingOptions {
        if let scale, !Look.scales.contains(scale) { throw CommandFailure.badInput("--scale must be 1, 2 or 3, found \(scale)") }
        return self
    }
}

extension Appearance: ExpressibleByArgument {}
extension ContentSize: ExpressibleByArgument {}
