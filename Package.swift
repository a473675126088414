// swift-tools-version: 6.0
// iVersion for Swift: localised "update available" and "new in this version" alert models.
import PackageDescription

/// The library's translations: one `<lang>.lproj` folder in Localizations/ for each name. Written out rather
/// than listed from disk while the manifest is evaluated, since SwiftPM caches the evaluated manifest and a
/// folder added later could stay out of the build. After adding or removing a folder, `make localizations-list`
/// rewrites this list; LocalizationListTests fails, naming the folders, while the two disagree.
let localizationLanguages = [
    "af", "am", "ar", "az", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "en-GB", "es", "es-419",
    "et", "eu", "fa", "fi", "fil", "fr", "fr-CA", "gl", "gu", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja",
    "ka", "kk", "km", "kn", "ko", "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne", "nl", "pa",
    "pl", "pt", "pt-PT", "ro", "ru", "si", "sk", "sl", "sq", "sr", "sr-Latn", "sv", "sw", "ta", "te", "th", "tr",
    "uk", "ur", "uz", "vi", "zh-HK", "zh-Hans", "zh-Hant", "zu",
]

/// The translations' folders, and the two files beside them: compiled into IVersionLocalizations by the
/// EmbedResources plugin, so excluded from its sources (SwiftPM would copy them as resources as well).
let localizationFiles: [String] = localizationLanguages.map { "\($0).lproj" }
    // The words allowed to equal English, shared by CI's strings-check and `iversion gallery`.
    + ["strings-check.allow"]
    // Which languages a native speaker has reviewed: shown by `iversion gallery`.
    + ["review-status.json"]

let package = Package(
    name: "iVersion",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    products: [
        // The one text-safety type (SafeText), which every output of the package and of an app drawing an alert uses.
        .library(name: "TextSafety", targets: ["TextSafety"]),
        .library(name: "LocaleServices", targets: ["LocaleServices"]),
        .library(name: "Strings", targets: ["Strings"]),
        .library(name: "IVersionCore", targets: ["IVersionCore"]),
        .library(name: "IVersion", targets: ["IVersion"]),
        // URLSession as the checker's transport, for apps that route requests through it (see URLSessionTransport).
        .library(name: "IVersionURLSession", targets: ["IVersionURLSession"]),
        .library(name: "IVersionNotifier", targets: ["IVersionNotifier"]),
        .library(name: "StringsCheck", targets: ["StringsCheck"]),
        .executable(name: "iversion", targets: ["iversion"]),
        .executable(name: "strings-check", targets: ["strings-check"]),
        // strings-check inside SwiftPM (StringsCheck.docc, "Plugins"): a target checks its translations as it
        // builds, and `swift package check-localizations` checks every target's.
        .plugin(name: "StringsCheckBuildToolPlugin", targets: ["StringsCheckBuildToolPlugin"]),
        .plugin(name: "StringsCheckCommandPlugin", targets: ["StringsCheckCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The system's ICU, where pkg-config says it is (icu-uc.pc and icu-i18n.pc: any prefix, Homebrew's too).
        .systemLibrary(
            name: "SystemICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c", "pkg-config"])]
        ),
        // The only target that sees ICU's headers; its public header is plain C (see DESIGN.md).
        .target(name: "CICU", dependencies: ["SystemICU"]),
        .target(name: "LocaleServices", dependencies: ["CICU", "IVersionSupport"]),
        // libcurl's easy interface without varargs, for the runtime's transport (libcurl4-openssl-dev).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // Package-internal (`package` access, not a product): the one bounded file reader, atomic writer,
        // JSON reader and offset → line:column conversion that every other target uses.
        .target(name: "IVersionSupport", dependencies: ["TextSafety"]),
        // Outside text made safe for a terminal, a log, an HTML page or a CI log: no dependency at all.
        .target(name: "TextSafety"),
        // The text parser's scans sixteen bytes at a time (SSSE3 when the processor has it, else portable C):
        // Swift's SIMD types have no byte shuffle or movemask. Plain C, no library linked.
        .target(name: "CTextScan"),
        .target(name: "Strings", dependencies: ["LocaleServices", "IVersionSupport", "CTextScan"]),
        // Pure: versions, feeds, configuration, the engine and the alerts. No file, socket or clock.
        .target(
            name: "IVersionCore",
            dependencies: ["Strings", "LocaleServices", "IVersionLocalizations", "IVersionSupport", "TextSafety"]
        ),
        // The runtime around the core: VersionChecker, networking, stored state (re-exports the core).
        .target(
            name: "IVersion",
            dependencies: [
                "IVersionCore", "Strings", "LocaleServices", "IVersionSupport", "CCurl",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // For command-line tools: the update notice npm's update-notifier gives, checked in a background process and
        // drawn on the terminal. Apart from the runtime, so an app linking IVersion never exits, spawns or draws.
        .target(
            name: "IVersionNotifier",
            dependencies: [
                "IVersion", "IVersionCore", "Strings", "LocaleServices", "TextSafety",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // URLSession as a transport, apart from the runtime: importing FoundationNetworking would load it, and
        // on Linux libcurl with its TLS, Kerberos and LDAP libraries, in every process at start-up.
        .target(name: "IVersionURLSession", dependencies: ["IVersion"]),
        // The library's data, compiled in at build time from its files (Plugins/EmbedResources), so that a program
        // built on it runs wherever it is copied, with no resource folder to ship beside it.
        .target(name: "IVersionDemoData", dependencies: ["IVersionSupport"], path: "Resources", exclude: ["Demo"],
                plugins: ["EmbedResources"]),
        // The translations, and their README for translators (how to add a language).
        .target(name: "IVersionLocalizations", dependencies: ["Strings", "IVersionSupport"], path: "Localizations",
                exclude: ["README.md"] + localizationFiles, plugins: ["EmbedResources"]),
        // Writes a folder's files as Swift source, for the EmbedResources plugin.
        .executableTarget(name: "embed-resources", dependencies: ["IVersionSupport"]),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        .executableTarget(
            name: "iversion",
            dependencies: [
                "LocaleServices",
                "IVersionLocalizations",
                "IVersion",
                "IVersionNotifier",
                "IVersionDemoData",
                "IVersionSupport",
                "StringsCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "StringsCheck", dependencies: ["Strings", "LocaleServices", "IVersionSupport"]),
        .executableTarget(
            name: "strings-check",
            dependencies: [
                "StringsCheck",
                "IVersionSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plugins run the command; their shared file list is LocalizedResources.swift, linked into the command plugin's folder.
        .plugin(name: "StringsCheckBuildToolPlugin", capability: .buildTool(), dependencies: ["strings-check"]),
        .plugin(
            name: "StringsCheckCommandPlugin",
            capability: .command(intent: .custom(verb: "check-localizations",
                                                 description: "Check the .lproj folders and String Catalogs of every target with strings-check")),
            dependencies: ["strings-check"]
        ),
        .executableTarget(name: "strings-benchmark", dependencies: ["Strings"], path: "Benchmarks/StringsBenchmark"),
        // The update both alert benchmarks compose, and Foundation writing the same English texts.
        .target(name: "AlertScenario", dependencies: ["IVersion"], path: "Benchmarks/AlertScenario"),
        .executableTarget(name: "alert-benchmark", dependencies: ["AlertScenario", "IVersion", "LocaleServices"], path: "Benchmarks/AlertBenchmark"),
        .executableTarget(name: "first-alert-benchmark", dependencies: ["AlertScenario", "IVersion", "IVersionLocalizations", "Strings", "LocaleServices"],
                          path: "Benchmarks/FirstAlertBenchmark"),
        .executableTarget(name: "strings-check-benchmark", dependencies: ["StringsCheck", "LocaleServices"], path: "Benchmarks/StringsCheckBenchmark",
                          exclude: ["baseline"]),
        .testTarget(name: "LocaleServicesTests", dependencies: ["LocaleServices", "PropertySupport"]),
        .testTarget(name: "IVersionSupportTests", dependencies: ["IVersionSupport", "PropertySupport"]),
        .testTarget(name: "TextSafetyTests", dependencies: ["TextSafety", "PropertySupport"]),
        .testTarget(name: "IVersionCLITests", dependencies: ["iversion", "IVersion", "IVersionLocalizations", "TestServer", "PropertySupport"]),
        // A loopback HTTP server (Python's standard library) for the networking and CLI tests.
        .target(name: "TestServer", dependencies: ["IVersion", "IVersionURLSession"], path: "Tests/TestServer", exclude: ["feed_server.py"]),
        // One test target per library module, beside it; the engine's fixtures and generators are shared.
        .target(name: "EngineTestSupport", dependencies: ["IVersionCore", "PropertySupport"], path: "Tests/EngineTestSupport"),
        .testTarget(name: "IVersionCoreTests", dependencies: ["IVersionCore", "EngineTestSupport", "PropertySupport"], exclude: ["Alerts/Golden"]),
        // The runtime's and the notifier's tests share a scratch state directory and the way to find the helper programs.
        .target(name: "RuntimeTestSupport", dependencies: ["IVersion"], path: "Tests/RuntimeTestSupport"),
        .testTarget(name: "IVersionTests", dependencies: ["IVersion", "IVersionURLSession", "EngineTestSupport", "RuntimeTestSupport", "state-writer", "TestServer", "PropertySupport"]),
        .testTarget(name: "IVersionNotifierTests", dependencies: ["IVersionNotifier", "RuntimeTestSupport", "notifier-tool", "TestServer", "PropertySupport"]),
        // Embedded/ holds what a compiled-in file could get wrong: the plugin embeds it here, and the tests read it back.
        .testTarget(name: "IVersionLocalizationsTests", dependencies: ["IVersionLocalizations", "Strings", "LocaleServices", "IVersionSupport"],
                    exclude: ["Embedded"], plugins: ["EmbedResources"]),
        .testTarget(name: "CTextScanTests", dependencies: ["CTextScan", "PropertySupport"]),
        // Every reader of outside input at n and 8n (CPU time, memory, output size), and the check that none
        // is left out: the package's commands run as processes, the feed decoders in process.
        .testTarget(name: "ScalingTests", dependencies: ["IVersionCore", "PropertySupport", "strings-check", "iversion"]),
        // Builds Examples/ (a package using this one by path, as an adopter's does) and runs its three programs;
        // the same build compiles every Swift block of the README and the articles (DocumentationSnippetTests).
        // Then copies them, the package's two commands too, out of that build and runs them with the build moved away.
        .testTarget(name: "ExamplesTests", dependencies: ["TestServer", "IVersionLocalizations", "Strings", "PropertySupport"]),
        // The README's command-line tool with UpdateNotifier, run in a pseudo-terminal by UpdateNotifierTests.
        .executableTarget(name: "notifier-tool", dependencies: ["IVersion", "IVersionNotifier"], path: "Tests/NotifierTool"),
        // Shared by the test targets: a seeded generator and property runner for the property-based suites,
        // growth ratios for the linear-time tests, the check that articles show their tested examples, and the
        // documents' Swift blocks (DocumentationBlock), which ExamplesTests compiles.
        .target(name: "PropertySupport", path: "Tests/PropertySupport"),
        // Launched by the state store tests as separate processes updating one file at once.
        .executableTarget(name: "state-writer", dependencies: ["IVersion"], path: "Tests/StateWriter"),
        .testTarget(
            name: "StringsTests",
            dependencies: ["Strings", "IVersionLocalizations", "PropertySupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "StringsCheckTests",
            dependencies: ["StringsCheck", "strings-check", "PropertySupport"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

// The strict settings the model codebases build with, on every Swift target: `any` written for every existential
// (ExistentialAny), and a module's members visible only in files that import it (MemberImportVisibility), so
// each file names what it uses. Substring searches go through IVersionSupport's TextSearch, not
// `firstRange(of:)` or `contains(_:)`, whose overload (Foundation's or the standard library's generic searcher,
// twice as slow on real projects) would otherwise depend on what a file imports.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
