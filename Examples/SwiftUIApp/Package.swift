// swift-tools-version:6.0
// An app's screens, written as an iOS team writes them (`import SwiftUI`, an ObservableObject
// model, localised strings, an `#if os(iOS)` branch), compiled unmodified on Linux against
// tablesnap's SwiftUI subset and snapshotted by its tests (docs/swiftui.md). On Apple's
// systems the same target builds against the real SwiftUI.
import PackageDescription

let package = Package(
    name: "SettingsApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        // On Linux: SwiftUI, Combine and UIKit from tablesnap. Elsewhere nothing is used from it.
        .package(name: "tablesnap-swiftui", path: "../../Integrations/SwiftUI"),
        // For one test written with swift-snapshot-testing's assertSnapshot (docs/swiftui.md).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.15.0"..<"2.0.0"),
    ],
    targets: [
        .target(
            name: "SettingsApp",
            dependencies: [
                .product(name: "SwiftUI", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                .product(name: "Combine", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                .product(name: "UIKit", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
            ],
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "SettingsAppTests",
            dependencies: [
                "SettingsApp",
                .product(name: "TableSnapshotSwiftUI", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                .product(name: "TableSnapshotSwiftUIStrategy", package: "tablesnap-swiftui", condition: .when(platforms: [.linux])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
