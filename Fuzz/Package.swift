// swift-tools-version: 6.0
// libFuzzer targets for iVersion's parsers and decoders. A package of its own, so that the main
// package's `swift build` and `make test` never build (or need) the fuzzing toolchain flags.
// Build and run with `Fuzz/run.sh` (see docs/ROBUSTNESS.md).
import PackageDescription

/// One executable per fuzz target. Each file holds `LLVMFuzzerTestOneInput` and an `@main` that hands
/// it to libFuzzer's `LLVMFuzzerRunDriver`: SwiftPM links every executable against its own renamed
/// entry point (`<module>_main`), so libFuzzer's `main` cannot be used directly (see docs/ROBUSTNESS.md).
let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("fuzz-strings", [.product(name: "Strings", package: "iVersion")]),
    ("fuzz-binary-plist", [.product(name: "Strings", package: "iVersion")]),
    ("fuzz-xml-plist", [.product(name: "Strings", package: "iVersion")]),
    ("fuzz-stringsdict", [.product(name: "Strings", package: "iVersion")]),
    ("fuzz-xcstrings", [.product(name: "Strings", package: "iVersion")]),
    ("fuzz-safe-formatter", [.product(name: "Strings", package: "iVersion")]),
    ("fuzz-versions-feed", [.product(name: "IVersion", package: "iVersion")]),
    ("fuzz-app-store-lookup", [.product(name: "IVersion", package: "iVersion")]),
    ("fuzz-ssvc", [.product(name: "IVersion", package: "iVersion")]),
    ("fuzz-interface-builder", [.product(name: "StringsCheck", package: "iVersion")]),
    ("fuzz-safe-text", [.product(name: "IVersion", package: "iVersion")]),
    ("fuzz-github-releases", [.product(name: "IVersion", package: "iVersion")]),
    ("fuzz-appcast", [.product(name: "IVersion", package: "iVersion")]),
    ("fuzz-notes", [.product(name: "IVersion", package: "iVersion")]),
    ("fuzz-intent-definition", [.product(name: "StringsCheck", package: "iVersion")]),
    ("fuzz-pbxproj-settings", [.product(name: "StringsCheck", package: "iVersion")]),
]

let package = Package(
    name: "iVersionFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "iVersion", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: [
            "CLibFuzzer", .product(name: "Strings", package: "iVersion"), .product(name: "IVersion", package: "iVersion"),
        ]),
    ] + fuzzTargets.map { target in
        .executableTarget(name: target.name, dependencies: ["FuzzSupport"] + target.dependencies)
    },
    swiftLanguageModes: [.v6]
)
