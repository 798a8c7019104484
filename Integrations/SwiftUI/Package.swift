// swift-tools-version:6.0
// tablesnap's SwiftUI subset: an app's own `import SwiftUI` screens compile on Linux and
// snapshot through tablesnap's cell layout (docs/swiftui.md). A package of its own, beside
// the root one, so that tablesnap's own `swift build` never resolves or builds swift-syntax's
// macro libraries or these modules (docs/swiftui.md, "Packaging"). An app's Linux test target depends on it by
// path or URL; nothing is declared on Apple platforms, where the real frameworks are.
import CompilerPluginSupport
import PackageDescription

#if os(Linux)
let products: [Product] = [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    // assertTableSnapshot(of: some View) for Swift Testing and XCTest.
    .library(name: "TableSnapshotSwiftUI", targets: ["TableSnapshotSwiftUI"]),
    // `assertSnapshot(of: some View, as: .tablesnap(…))` for pointfreeco/swift-snapshot-testing.
    .library(name: "TableSnapshotSwiftUIStrategy", targets: ["TableSnapshotSwiftUIStrategy"]),
    // What an app's screens use that the subset lacks, before compiling them.
    .executable(name: "swiftui-check", targets: ["swiftui-check"]),
]
let targets: [Target] = [
    // `import Combine`: the subset's own, pure Swift (no C module, so any module's
    // `#if canImport(Combine)` compiles against it), so ObservableObject, @Published and the
    // publishers view models use compile unmodified (docs/swiftui.md, "Combine").
    .target(name: "Combine", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "UIKit", dependencies: ["_Testing_UIKit"]),
    // Swift Testing's cross-import overlay for UIKit, empty (see the file).
    .target(name: "_Testing_UIKit"),
    // `#Preview`: a macro that declares nothing, so files with previews compile (swift-syntax).
    .macro(name: "SwiftUIMacros", dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ]),
    .target(name: "SwiftUI", dependencies: [
        "Combine", "UIKit", "SwiftUIMacros",
        .product(name: "TableLayout", package: "tablesnap"),
    ], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "TableSnapshotSwiftUI", dependencies: [
        "SwiftUI",
        .product(name: "TableLayout", package: "tablesnap"),
        .product(name: "TableConfig", package: "tablesnap"),
        .product(name: "TablePipeline", package: "tablesnap"),
        .product(name: "TableSnapshot", package: "tablesnap"),
        .product(name: "TableSnapshotTesting", package: "tablesnap"),
    ]),
    .target(name: "TableSnapshotSwiftUIStrategy", dependencies: [
        "SwiftUI", "TableSnapshotSwiftUI",
        .product(name: "TableLayout", package: "tablesnap"),
        .product(name: "TableSnapshot", package: "tablesnap"),
        .product(name: "TableSnapshotStrategy", package: "tablesnap"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    // Swift 5 mode, as the SwiftUI target: a view (not Sendable) is evaluated in
    // `MainActor.assumeIsolated` from the strategy's closure.
    ], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "SwiftUICheck"),
    .executableTarget(name: "swiftui-check", dependencies: ["SwiftUICheck"]),
    // A compiled screen's snapshot against the same screen as a config (docs/performance.md);
    // run in release, not a product.
    .executableTarget(name: "swiftui-bench", dependencies: [
        "SwiftUI", "TableSnapshotSwiftUI",
        .product(name: "TablePipeline", package: "tablesnap"),
        .product(name: "TableSnapshot", package: "tablesnap"),
    ]),
    .testTarget(name: "SwiftUITests", dependencies: [
        "SwiftUI", "Combine", "UIKit", "TableSnapshotSwiftUI", "TableSnapshotSwiftUIStrategy", "SwiftUICheck",
        .product(name: "TableLayout", package: "tablesnap"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "TablePipeline", package: "tablesnap"),
        .product(name: "TableSnapshot", package: "tablesnap"),
    ], exclude: ["__Snapshots__"]),
    // The subset's Combine against OpenCombine, a reference used by this test alone.
    .testTarget(name: "CombineTests", dependencies: [
        "Combine",
        .product(name: "OpenCombine", package: "OpenCombine"),
    ], swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
]
#else
let products: [Product] = []
let targets: [Target] = []
#endif

let package = Package(
    name: "tablesnap-swiftui",
    products: products,
    dependencies: [
        .package(name: "tablesnap", path: "../.."),
        // The reference CombineTests compares the subset's Combine with; no product uses it.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The versions tablesnap's root package already resolves: swift-snapshot-testing (its
        // TableSnapshotStrategy's) and, through it, swift-syntax.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.15.0"..<"2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: targets
)
