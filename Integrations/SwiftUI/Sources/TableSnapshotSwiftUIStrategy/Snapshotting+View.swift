import SnapshotTesting
import SwiftUI
import TableLayout
import TableSnapshot
import TableSnapshotStrategy
import TableSnapshotSwiftUI

/// A SwiftUI view as a strategy of pointfreeco/swift-snapshot-testing (docs/swiftui.md,
/// "With swift-snapshot-testing"):
///
///     @MainActor @Test func settings() {
///         assertSnapshot(of: SettingsView(model: .fixture), as: .tablesnap(device: .iPhone16, appearance: .dark))
///     }
///
/// The view is resolved as `assertTableSnapshot(of: some View)` resolves it (``ResolvedView``)
/// and drawn, named and compared as the library's `Table` strategy does; a failure says
/// which rows changed.
extension Snapshotting where Value: SwiftUI.View, Format == TablesnapImage {
    /// The view as `device` draws its first frame, in `appearance`, at `contentSize`, in
    /// `layoutDirection`, its text from `strings`; with `following`, the screen its links so
    /// named push. What still matches: `precision` and `perceptualPrecision` as the library's
    /// `.image` strategies take them, else `tolerance`. The view's `body` is evaluated on the
    /// main actor, as on a device: the test must be `@MainActor` (as `assertTableSnapshot`'s
    /// is; elsewhere the Swift runtime stops the test process).
    ///
    /// - Complexity: O(*n*) in the views evaluated, plus the render.
    public static func tablesnap(device: SnapshotDevice = .iPhone16, appearance: ColorScheme = .light,
                                 contentSize: DynamicTypeSize = .large, layoutDirection: SwiftUI.LayoutDirection = .leftToRight,
                                 strings: AppStrings = AppStrings(), following path: [String] = [],
                                 precision: Double? = nil, perceptualPrecision: Double? = nil,
                                 tolerance: DiffTolerance = DiffTolerance()) -> Snapshotting {
        .tablesnap(describing: { "\(type(of: $0))" }, precision: precision, perceptualPrecision: perceptualPrecision,
                   tolerance: tolerance) { view in
            // swift-snapshot-testing calls this synchronously, in the test's isolation.
            let resolved = try MainActor.assumeIsolated {
                try ResolvedView(view, following: path, device: device, appearance: appearance, contentSize: contentSize,
                                 layoutDirection: layoutDirection, strings: strings)
            }
            return try resolved.loadedTable()
        }
    }
}

