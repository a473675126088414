// swift-tools-version: 6.0
// Four programs that adopt iVersion for Swift as a user's package does: through the install snippet of the
// README, with this repository as a dependency by path. A path dependency's identity is its folder's name,
// lowercased, as a URL dependency's is the URL's last path component: check the repository out as `iVersion`
// (what `git clone https://github.com/OWNER/iVersion` names it) and `package: "iversion"` below is the
// identity every user of the URL gets. ExamplesTests builds and runs them from such a folder; the same build
// compiles the documentation's Swift blocks (the DocSnippets target).
import PackageDescription

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // The README's quick start.
        .executableTarget(
            name: "quick-start",
            dependencies: [.product(name: "IVersion", package: "iversion")],
            path: "Sources/QuickStart"
        ),
        // An app with its own networking and its own language setting.
        .executableTarget(
            name: "notes-app",
            dependencies: [.product(name: "IVersion", package: "iversion")],
            path: "Sources/NotesApp"
        ),
        // An app with a feed of its own (a JSON document its server writes) and a transport of its own that
        // checks nothing, and the rules that hold around it anyway.
        .executableTarget(
            name: "own-feed",
            dependencies: [.product(name: "IVersion", package: "iversion")],
            path: "Sources/OwnFeed"
        ),
        // A command-line tool that tells its users about a new version, as npm's tools do.
        .executableTarget(
            name: "tool",
            dependencies: [
                .product(name: "IVersion", package: "iversion"),
                .product(name: "IVersionNotifier", package: "iversion"),
            ],
            path: "Sources/Tool"
        ),
        // Every Swift block of the README and the DocC articles, compiled: ExamplesTests writes each block here
        // as a file beside Givens.swift (the names the blocks take as given) before it builds. Stricter than
        // an adopter's default, so that a block missing an import fails here rather than in a later Swift.
        .target(
            name: "DocSnippets",
            dependencies: [
                .product(name: "IVersion", package: "iversion"),
                .product(name: "IVersionNotifier", package: "iversion"),
                .product(name: "IVersionCore", package: "iversion"),
                .product(name: "LocaleServices", package: "iversion"),
                .product(name: "Strings", package: "iversion"),
                .product(name: "StringsCheck", package: "iversion"),
            ],
            path: "Sources/DocSnippets",
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
