// swift-tools-version: 6.0
// Four programs that adopt iVersion for Swift as a user's package does: through the install snippet of the
// README, with this repository as a dependency by path. A path dependency's identity is its folder's name,
// lowercased, as a URL dependency's is the URL's last path component: check the repository out as `iVersion`
// (what `git clone https://github.com/OWNER/iVersion` names it) and `package: "iversion"` below is the
// identity every user of the URL gets. ExamplesTests builds and runs them from such a folder.
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
        // An app whose own transport checks nothing, and the rules that hold around it anyway.
        .executableTarget(
            name: "own-transport",
            dependencies: [.product(name: "IVersion", package: "iversion")],
            path: "Sources/OwnTransport"
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
    ],
    swiftLanguageModes: [.v6]
)
