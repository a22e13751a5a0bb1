// swift-tools-version:6.0
import PackageDescription

// Targets in layers (Sources/Galley/Galley.docc/Architecture.md): lower layers never import higher ones.
let package = Package(
    name: "Galley",
    // macOS 14 is true: nothing needs macOS 15. The one lock is Support.Locked on a pthread
    // mutex (not Synchronization.Mutex, macOS 15), UTF-8 validation is String(utf8Bytes:)
    // (String(validating:as:) is macOS 15 and is only called behind #available), and no
    // Atomic, Int128, RangeSet, InlineArray, Span or task-executor API is used: checked against
    // the toolchain's swiftinterfaces (every `@available(macOS 15` / `26` declaration).
    // C library calls are all in Sources/Support: Platform.swift (files, locks, signals, time, the
    // terminal) and Platform+Socket.swift (the review server's loopback socket).
    platforms: [.macOS(.v14)],
    // Every module the README tells a user to import is a product.
    products: [
        .library(name: "Galley", targets: ["Galley"]),
        .library(name: "GalleyTesting", targets: ["GalleyTesting"]),
        .library(name: "Golden", targets: ["Golden"]),
        .library(name: "GoldenVerification", targets: ["GoldenVerification"]),
        .library(name: "GoldenReports", targets: ["GoldenReports"]),
        .library(name: "GoldenDesignDiff", targets: ["GoldenDesignDiff"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Constraints", targets: ["Constraints"]),
        .library(name: "Diffable", targets: ["Diffable"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "Content", targets: ["Content"]),
        .library(name: "Templates", targets: ["Templates"]),
        .library(name: "GalleyUIKit", targets: ["GalleyUIKit"]),
        .executable(name: "galley", targets: ["galley"]),
        .executable(name: "galley-bench", targets: ["galley-bench"]),
    ],
    targets: [
        // CPNG: libpng decodes; the encoder filters rows itself and compresses with libdeflate.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // The allocator's knobs (malloc.h), for galley-bench through Support.Platform.
        .target(name: "CAllocator"),
        .target(name: "Support", dependencies: ["CAllocator"]),
        .target(name: "Geometry"),
        // Constraints: the incremental Cassowary solver Auto Layout sits on (Support for its JSON systems).
        .target(name: "Constraints", dependencies: ["Support"]),
        .target(name: "Diffable", dependencies: ["Geometry", "Support"]),
        .target(name: "Layout", dependencies: ["Geometry"]),
        .target(name: "Raster", dependencies: ["Geometry", "Support", "CPNG"]),
        .target(
            name: "Typesetting", dependencies: ["Geometry", "Support", "Raster", "CFreeType", "CHarfBuzz"],
            exclude: ["Tables/generate_linebreak.py", "Tables/generate_bidi.py"]),
        .target(name: "Content", dependencies: ["Geometry", "Support", "Layout", "Raster", "Typesetting"]),
        .target(name: "Galley", dependencies: ["Geometry", "Support", "Diffable", "Layout", "Raster", "Typesetting", "Content"]),
        // Templates: the screen catalog. It builds Scene values, so it sits above Galley (ARCHITECTURE
        // lists it below; a catalog of scenes cannot live below Scene); only the tool and tests import it.
        .target(name: "Templates", dependencies: ["Galley", "Geometry", "Raster", "Support"], exclude: ["Images"]),
        // The golden layers, by job; none links XCTest or Swift Testing, so the CLI links neither.
        // Golden: the core — store, record modes, comparators and golden policy, comparison,
        // explained diffs, strategies.
        .target(name: "Golden", dependencies: ["Galley", "Geometry", "Layout", "Raster", "Support"]),
        // GoldenVerification: scene goldens (`galley verify`), a run's results, accept.
        .target(name: "GoldenVerification", dependencies: ["Golden", "Galley", "Raster", "Support"]),
        // GoldenReports: the review page, JUnit, the contact sheet and the design-diff page on one
        // HTML kit. The design-diff page reads the report's JSON, not the runner.
        .target(name: "GoldenReports", dependencies: ["GoldenVerification", "Golden", "Templates", "Galley", "Support"]),
        // GoldenDesignDiff: design keys, provenance and the diff runner.
        .target(name: "GoldenDesignDiff", dependencies: ["Golden", "GoldenReports", "Galley", "Content", "Raster", "Support"]),
        // GalleyTesting: the assertions on top (they write a run's results and JUnit).
        .target(name: "GalleyTesting", dependencies: ["Golden", "GoldenVerification", "GoldenReports", "GalleyUIKit", "Support"]),
        // GalleyUIKit: UIKit's collection-view API with UIKit's names, a thin face over the engine;
        // a collection view renders as a Scene through Galley's pipeline.
        .target(
            name: "GalleyUIKit",
            dependencies: ["Galley", "Content", "Layout", "Diffable", "Geometry", "Raster", "Typesetting", "Support", "Constraints"]),
        // CommandKit: what both tools' command lines share (arguments, usage errors, a command's
        // options and help), so neither copies the other's.
        .target(name: "CommandKit", dependencies: ["Support"]),
        .executableTarget(
            name: "galley",
            dependencies: [
                "CommandKit", "Galley", "Golden", "GoldenVerification", "GoldenReports", "GoldenDesignDiff", "Templates",
                "Support", "Geometry", "Diffable", "Layout", "Raster", "Typesetting", "Content",
            ]),
        // The benchmarks: not in the shipped tool. `swift run -c release galley-bench`.
        .executableTarget(
            name: "galley-bench",
            dependencies: [
                "CommandKit", "Galley", "Golden", "GoldenVerification", "GoldenReports", "GoldenDesignDiff",
                "Templates", "Support", "Geometry", "Diffable", "Layout", "Raster", "Typesetting", "Content", "GalleyUIKit",
                "Constraints",
            ]),

        // What every test target shares: package root, fixtures, temporary folders, seeded
        // randomness, text goldens. A plain target (not a test target) so others can import it.
        .target(name: "GalleyTestSupport", dependencies: ["Support"], path: "Tests/GalleyTestSupport"),
        .testTarget(name: "SupportTests", dependencies: ["Support", "GalleyTestSupport"]),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints", "Support", "GalleyTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "Support", "GalleyTestSupport"]),
        .testTarget(name: "DiffableTests", dependencies: ["Diffable", "Support", "GalleyTestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Support", "GalleyTestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Support", "GalleyTestSupport"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Geometry", "Raster", "Support", "GalleyTestSupport"]),
        // Scenes for tests above Galley: scenes from JSON text, the settings screen, fixture
        // images. Its own target so the engine's test targets above need not build Galley.
        .target(
            name: "GalleyTestSupportScenes", dependencies: ["Galley", "Content", "Diffable", "Geometry", "Typesetting", "GalleyTestSupport"],
            path: "Tests/GalleyTestSupportScenes"),
        .testTarget(
            name: "ContentTests",
            dependencies: [
                "Content", "Galley", "GalleyTesting", "Geometry", "Layout", "Raster", "Support", "Typesetting",
                "GalleyTestSupport", "GalleyTestSupportScenes",
            ]),
        .testTarget(
            name: "TemplatesTests",
            dependencies: [
                "Templates", "Content", "Galley", "GalleyTesting", "Geometry", "Golden", "GoldenReports", "GoldenVerification",
                "Layout", "Raster", "Support", "Typesetting", "GalleyTestSupport", "GalleyTestSupportScenes",
            ]),
        .testTarget(
            name: "GalleyTestingTests", dependencies: ["GalleyTesting", "Galley", "Raster", "Support", "GalleyTestSupport", "GalleyTestSupportScenes"]),
        .testTarget(
            name: "GalleyTests",
            dependencies: [
                "Galley", "GalleyTesting", "Golden", "GoldenVerification", "GoldenReports", "GoldenDesignDiff", "Templates", "Content",
                "Diffable", "Geometry", "Layout", "Raster", "Support", "Typesetting", "GalleyTestSupport", "GalleyTestSupportScenes",
            ]),
        .testTarget(
            name: "GoldenTests",
            dependencies: [
                "Golden", "GoldenVerification", "GoldenReports", "GalleyTesting", "Galley", "Geometry", "Raster",
                "Support", "Typesetting", "GalleyTestSupport", "GalleyTestSupportScenes",
            ]),
        .testTarget(
            name: "GoldenDesignDiffTests",
            dependencies: [
                "GoldenDesignDiff", "GoldenReports", "Golden", "Galley", "Content", "Geometry",
                "Support", "GalleyTestSupport", "GalleyTestSupportScenes", "Templates",
            ]),
        .testTarget(
            name: "GoldenVerificationTests",
            dependencies: [
                "GoldenVerification", "GoldenReports", "Golden", "GalleyTesting", "Galley", "Raster", "Support", "GalleyTestSupport",
            ]),
        .testTarget(name: "GoldenReportsTests", dependencies: ["GoldenReports", "GoldenVerification", "Golden", "Support"]),
        .testTarget(name: "CommandKitTests", dependencies: ["CommandKit", "Support"]),
        .testTarget(
            name: "GalleyUIKitTests",
            dependencies: [
                "GalleyUIKit", "GalleyTesting", "Galley", "Content", "Layout", "Diffable", "Support", "GalleyTestSupport", "GalleyTestSupportScenes",
            ]),
        // The seed documents' UIKit code, vendored verbatim with a harness around it (../shared/seeds).
        .testTarget(name: "GalleyUIKitSeedTests", dependencies: ["GalleyUIKit", "GalleyTesting"]),
        // The command-line tools, run as processes (`galley`, `galley-bench`, built beside the tests).
        .testTarget(
            name: "CLITests",
            dependencies: [
                "Galley", "GalleyTesting", "Golden", "GoldenVerification", "GoldenReports", "GoldenDesignDiff", "Content",
                "Raster", "Support", "GalleyTestSupport", "GalleyTestSupportScenes",
            ]),
    ]
)
