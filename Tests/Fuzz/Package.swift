// swift-tools-version:6.0
// libFuzzer targets over Galley's parsers and rasterizer. Not part of `swift test` or .ci/run:
// `bash Tests/Fuzz/run.sh [SECONDS] [TARGET…]` builds them with
// `swift build --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address` and runs each (Sources/Galley/Galley.docc/FuzzingAndSanitizers.md).
//
// Why a nested package: SwiftPM links an executable target's `main.swift` as `<Module>_main` and
// a `main` that calls it; with `--sanitize fuzzer` libFuzzer supplies `main` instead, and a target
// whose main.swift holds only the `@_cdecl("LLVMFuzzerTestOneInput")` entry point becomes a fuzzer.
// A package of its own keeps these executables out of the root package's products and builds.
import PackageDescription

let fuzzTargets = ["FuzzPNG", "FuzzScene", "FuzzDesign", "FuzzDisplayList", "FuzzShaping", "FuzzFont", "FuzzCompare"]

let package = Package(
    name: "GalleyFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Galley", path: "../..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Galley", package: "Galley")])
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "FuzzSupport",
                    .product(name: "Galley", package: "Galley"), .product(name: "Golden", package: "Galley"),
                    .product(name: "Raster", package: "Galley"), .product(name: "Typesetting", package: "Galley"),
                    .product(name: "Geometry", package: "Galley"),
                ])
        }
)
