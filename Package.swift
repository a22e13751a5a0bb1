// swift-tools-version:6.0
import PackageDescription

// Targets follow ../shared/ARCHITECTURE.md: lower layers never import higher ones.
let package = Package(
    name: "Galley",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Galley", targets: ["Galley"]),
        .library(name: "GalleyTesting", targets: ["GalleyTesting"]),
        .library(name: "Diffable", targets: ["Diffable"]),
        .executable(name: "galley", targets: ["galley"]),
    ],
    targets: [
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "Support"),
        .target(name: "Geometry"),
        .target(name: "Diffable"),
        .target(name: "Layout", dependencies: ["Geometry"]),
        .target(name: "Raster", dependencies: ["Geometry", "Support", "CPNG"], exclude: ["DISPLAYLIST.md"]),
        .target(name: "Typesetting", dependencies: ["Geometry", "Support", "Raster", "CFreeType"], exclude: ["Tables/generate_linebreak.py"]),
        .target(name: "Content", dependencies: ["Geometry", "Layout", "Raster", "Typesetting"]),
        .target(name: "Galley", dependencies: ["Geometry", "Support", "Diffable", "Layout", "Raster", "Typesetting", "Content"]),
        .target(name: "GalleyTesting", dependencies: ["Galley"]),
        .executableTarget(name: "galley", dependencies: ["Galley", "GalleyTesting", "Support", "Geometry", "Diffable", "Layout", "Raster", "Typesetting", "Content"]),

        // What every test target shares: package root, fixtures, temporary folders, seeded
        // randomness, text goldens. A plain target (not a test target) so others can import it.
        .target(name: "GalleyTestSupport", dependencies: ["Support"], path: "Tests/GalleyTestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "Support", "GalleyTestSupport"]),
        .testTarget(name: "DiffableTests", dependencies: ["Diffable", "Support", "GalleyTestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Support", "GalleyTestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Support", "GalleyTestSupport"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Geometry", "Raster", "Support", "GalleyTestSupport"]),
        .testTarget(name: "GalleyTests", dependencies: ["Galley", "GalleyTesting", "Content", "Diffable", "Geometry", "Layout", "Raster", "Support", "Typesetting", "GalleyTestSupport"]),
    ]
)
