// swift-tools-version:6.0
import PackageDescription

/// `make test` sets TABLESNAP_OPTIMIZE=1: tablesnap's own libraries are then compiled with
/// `-O` (assertions kept) inside the debug build, so the suite's pixel, layout and reference
/// work runs at release speed while the tests stay debuggable (docs/testing.md, "The build").
/// Unset, as for any app that depends on tablesnap, the manifest carries no unsafe flag.
let librarySettings: [SwiftSetting] = Context.environment["TABLESNAP_OPTIMIZE"] == "1"
    ? [.unsafeFlags(["-O", "-assert-config", "Debug"])] : []

let package = Package(
    name: "tablesnap",
    products: [
        .executable(name: "tablesnap", targets: ["tablesnap"]),
        .library(name: "TableLayout", targets: ["TableLayout"]),
        .library(name: "TableConfig", targets: ["TableConfig"]),
        .library(name: "TableRaster", targets: ["TableRaster"]),
        .library(name: "TablePipeline", targets: ["TablePipeline"]),
        .library(name: "TableSnapshot", targets: ["TableSnapshot"]),
        // For test targets: assertTableSnapshot(of:) under Swift Testing or XCTest.
        .library(name: "TableSnapshotTesting", targets: ["TableSnapshotTesting"]),
        // For test targets that use pointfreeco/swift-snapshot-testing:
        // assertSnapshot(of: table, as: .tablesnap()). Only a target that names this product
        // builds that library (never swift-syntax, which only its InlineSnapshotTesting uses).
        .library(name: "TableSnapshotStrategy", targets: ["TableSnapshotStrategy"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Any release from 1.15.0: the strategy uses only API they all have (docs/snapshots.md,
        // "Versions"); tablesnap's own tests use 1.17's record modes and run against 1.19.7.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.15.0"..<"2.0.0"),
        // `tablesnap serve`'s sockets (FlyingSocks, of FlyingFox): no dependencies of its own, the
        // quickest first build of the three measured (docs/preview.md, "The server library").
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Cairo, cairo-ft and FreeType from the system (libcairo2-dev, libfreetype-dev).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "zlib1g-dev"])]
        ),
        // HarfBuzz shaping and FriBidi bidirectional ordering (libharfbuzz-dev, libfribidi-dev).
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfribidi-dev"])]
        ),
        // libpng's simplified reader: any PNG a user has, as RGBA (libpng-dev).
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libdeflate: whole-buffer deflate and inflate for the PNG encoder and the fast PNG
        // reader, with SIMD Adler-32 and CRC-32 (libdeflate-dev).
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // libpng's row reader, a band of rows at a time; its longjmp errors stay in C.
        .target(name: "CPNGRows", dependencies: ["CLibPNG"]),
        // Pure Swift: the model, the height index and the geometry. No C, no YAML, no I/O.
        .target(name: "TableLayout", swiftSettings: librarySettings),
        // Everything that touches pixels.
        .target(name: "TableRaster", dependencies: ["CCairo", "CHarfBuzz", "CLibDeflate", "TableLayout"], swiftSettings: librarySettings),
        // YAML/JSON → model, with file:line:column errors.
        .target(name: "TableConfig", dependencies: [
            "TableLayout",
            .product(name: "Yams", package: "Yams"),
        ], swiftSettings: librarySettings),
        // Config file → live table → pixels → PNG file: what the commands, the snapshot tools
        // and a program that only renders share.
        .target(name: "TablePipeline", dependencies: ["TableLayout", "TableConfig", "TableRaster", "CCairo", "CHarfBuzz", "CLibDeflate"]),
        // Diff, verify, the report and JUnit, over the pipeline.
        .target(name: "TableSnapshot", dependencies: ["TablePipeline", "TableLayout", "TableConfig", "TableRaster", "CLibPNG", "CPNGRows", "CLibDeflate"],
                swiftSettings: librarySettings),
        .target(name: "TableSnapshotTesting", dependencies: ["TableSnapshot", "TableLayout"]),
        .target(name: "TableSnapshotStrategy", dependencies: [
            "TableSnapshot", "TablePipeline", "TableLayout", "TableRaster", "TableConfig",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // `tablesnap serve`: the live preview and review in the browser, over the pipeline and
        // the snapshot tools; the only target that builds the HTTP server (docs/preview.md).
        .target(name: "TableServe", dependencies: [
            "TableLayout", "TableConfig", "TableRaster", "TablePipeline", "TableSnapshot",
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        // The commands, as a library so tests reach them.
        .target(name: "TablesnapCommands", dependencies: [
            "TableLayout", "TableConfig", "TableRaster", "TablePipeline", "TableSnapshot", "TableServe",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "tablesnap", dependencies: ["TablesnapCommands"]),

        // libFuzzer targets for the config loader, the PNG readers and live edits (`make fuzz`,
        // docs/fuzzing.md). Built without -DFUZZING they replay the corpus given to them.
        .target(name: "FuzzSupport", path: "Fuzz/Replay"),
        .executableTarget(name: "fuzz-config", dependencies: ["TableConfig", "FuzzSupport"], path: "Fuzz/ConfigFuzz"),
        .executableTarget(name: "fuzz-png", dependencies: ["TableSnapshot", "FuzzSupport"], path: "Fuzz/PNGFuzz"),
        .executableTarget(name: "fuzz-edits", dependencies: ["TableConfig", "TableLayout", "FuzzSupport"], path: "Fuzz/EditsFuzz"),

        // Random tables and the brute-force reference layout, shared by the test suites.
        // Test-only: malloc's count of bytes in use (a test of memory kept, not of RSS).
        .target(name: "CHeldBytes", path: "Tests/CHeldBytes"),
        .target(name: "TestSupport", dependencies: ["TableLayout", "TableRaster", "CHeldBytes"], path: "Tests/TestSupport",
                swiftSettings: librarySettings),
        .testTarget(name: "TableLayoutTests", dependencies: ["TableLayout", "TestSupport"], swiftSettings: librarySettings),
        .testTarget(name: "TableRasterTests", dependencies: ["TableRaster", "TableConfig", "TestSupport"]),
        .testTarget(name: "TablePipelineTests", dependencies: ["TablePipeline", "TableConfig", "TableLayout", "TableRaster", "TestSupport"]),
        .testTarget(name: "TableSnapshotTests", dependencies: ["TableSnapshot", "TablePipeline", "TableRaster", "TableLayout", "TableConfig", "TestSupport"],
                    swiftSettings: librarySettings),
        .testTarget(name: "TableSnapshotTestingTests", dependencies: ["TableSnapshotTesting", "TableSnapshot", "TableLayout", "TableRaster", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TableSnapshotStrategyTests", dependencies: ["TableSnapshotStrategy", "TableSnapshot", "TableLayout", "TableConfig", "TestSupport",
                                                                  .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TableConfigTests", dependencies: ["TableConfig", "TableLayout", "TestSupport"]),
        .testTarget(name: "TableServeTests", dependencies: ["TableServe", "TablesnapCommands", "TableSnapshot", "TablePipeline", "TableConfig",
                                                      "TableLayout", "TestSupport", "tablesnap"]),
        .testTarget(name: "TablesnapCLITests", dependencies: ["TablesnapCommands", "TablePipeline", "TableConfig", "TestSupport",
                                                        "tablesnap",
                                                        .product(name: "Yams", package: "Yams"),
                                                        "fuzz-config", "fuzz-png", "fuzz-edits"]),
    ]
)
