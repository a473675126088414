import Strings

/// The oldest Apple systems each project runs on: Xcode's `*_DEPLOYMENT_TARGET` build settings
/// (the oldest any target names) and a package's `platforms:`, by the directory each speaks for.
///
/// Plural rules come from the ICU of the system the app runs on, not of the build machine: an app
/// that still runs on a system older than CLDR 42 meets the categories CLDR 42 removed there.
struct DeploymentTargets: Sendable {
    /// A version as build settings write it (`15.0`, `10.15`), compared component by component.
    struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
        var components: [Int]

        /// Reads `15`, `15.0`, `10.15.4`; nil for anything else (`$(RECOMMENDED_…)`).
        init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.count <= 4 else { return nil }
            var components: [Int] = []
            for part in parts {
                guard let number = Int(part), number >= 0, number < 10_000 else { return nil }
                components.append(number)
            }
            self.components = components
        }

        init(_ major: Int) { components = [major] }

        static func < (lhs: Version, rhs: Version) -> Bool {
            for index in 0..<max(lhs.components.count, rhs.components.count) {
                let left = index < lhs.components.count ? lhs.components[index] : 0
                let right = index < rhs.components.count ? rhs.components[index] : 0
                if left != right { return left < right }
            }
            return false
        }

        var description: String { components.map(String.init).joined(separator: ".") }
    }

    /// The first release of each system with ICU 72, whose data is CLDR 42 (which removed Hebrew
    /// `many`), keyed by the build setting that names the system. Apple ships the ICU of one
    /// autumn in the next year's systems: ICU 72 (October 2022) in iOS 17, macOS 14, tvOS 17 and
    /// watchOS 10 (2023). Every visionOS has it. An inference (no Apple source names the release;
    /// one public note suggests iOS 16.4): if earlier, a later cutoff only withholds a warning.
    static let firstWithCLDR42: [String: Version] = [
        "IPHONEOS_DEPLOYMENT_TARGET": Version(17), "MACOSX_DEPLOYMENT_TARGET": Version(14),
        "TVOS_DEPLOYMENT_TARGET": Version(17), "WATCHOS_DEPLOYMENT_TARGET": Version(10), "XROS_DEPLOYMENT_TARGET": Version(1),
    ]

    /// A package's `platforms:` entries (`.iOS(.v15)`, `.macOS("10.15")`) as the build settings they stand for.
    static let packagePlatforms: [(name: String, setting: String)] = [
        (".iOS(", "IPHONEOS_DEPLOYMENT_TARGET"), (".macOS(", "MACOSX_DEPLOYMENT_TARGET"), (".tvOS(", "TVOS_DEPLOYMENT_TARGET"),
        (".watchOS(", "WATCHOS_DEPLOYMENT_TARGET"), (".visionOS(", "XROS_DEPLOYMENT_TARGET"),
    ]

    /// One project's oldest systems, and the directory it speaks for.
    struct Project: Sendable {
        var scope: String
        var oldest: [String: Version]
    }

    private let projects: ScopeIndex<Project>

    /// The deployment targets an Xcode project (`project.pbxproj`) or package manifest
    /// (`Package.swift`) names, read from the bytes ``DevelopmentRegions`` reads for its region,
    /// so each file is read once; nil for other files and for one that names none.
    static func project(in bytes: [UInt8], path: String) -> Project? {
        let oldest: [String: Version]
        let scope: String
        switch Path.name(of: path) {
        case "Package.swift":
            (oldest, scope) = (packageTargets(String(decoding: bytes, as: UTF8.self)), Path.directory(of: path))
        case "project.pbxproj":
            // The folder holding App.xcodeproj.
            (oldest, scope) = (XcodeBuildSettings(bytes).deploymentTargets, Path.directory(of: Path.directory(of: path)))
        default:
            return nil
        }
        return oldest.isEmpty ? nil : Project(scope: scope, oldest: oldest)
    }

    init(_ projects: [Project]) {
        self.projects = ScopeIndex(projects, scope: \.scope)
    }

    /// Whether the project holding `path` runs on a system whose plural rules predate CLDR 42.
    /// False when no project holding it names a deployment target (the checker then judges by
    /// the ICU it runs with).
    func predatesCLDR42(_ path: String) -> Bool {
        projects.nearest(holding: path).contains { project in
            project.oldest.contains { setting, version in Self.firstWithCLDR42[setting].map { version < $0 } ?? false }
        }
    }

    /// The versions a manifest's `platforms:` names: `.iOS(.v15)`, `.macOS(.v10_15)`, `.iOS("15.0")`.
    static func packageTargets(_ manifest: String) -> [String: Version] {
        var oldest: [String: Version] = [:]
        for (name, setting) in packagePlatforms {
            for range in manifest.ranges(of: name) {
                let rest = manifest[range.upperBound...].prefix(24)
                let text: Substring
                if rest.hasPrefix(".v") {
                    text = rest.dropFirst(2).prefix { $0.isNumber || $0 == "_" }
                } else if rest.hasPrefix("\"") {
                    text = rest.dropFirst().prefix { $0 != "\"" }
                } else {
                    continue
                }
                guard let version = Version(String(text.replacing("_", with: "."))) else { continue }
                oldest[setting] = min(oldest[setting] ?? version, version)
            }
        }
        return oldest
    }
}
