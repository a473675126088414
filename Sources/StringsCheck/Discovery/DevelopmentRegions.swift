import IVersionSupport
import Strings

/// The development regions a project names, and which one applies to a component: Xcode's
/// `developmentRegion` in `project.pbxproj`, then `CFBundleDevelopmentRegion` in an `Info.plist`,
/// then `defaultLocalization` in `Package.swift`, each from the nearest file whose project holds
/// the component.
struct DevelopmentRegions {
    /// One file naming a region, and the directory its project covers.
    struct Hint: Sendable {
        enum Kind: Int, Comparable {
            case xcodeProject, infoPlist, package
            static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        var kind: Kind
        /// The directory the file speaks for: the folder holding the `.xcodeproj`, the plist's or the manifest's folder.
        var scope: String
        /// The canonical region (`en`, `de`).
        var region: String
    }

    let hints: [Hint]
    /// The hints by the directory they speak for, in file order (see ``ScopeIndex``).
    private let hintsByScope: ScopeIndex<Hint>
    /// The one region the whole tree names, when it names one.
    private let onlyRegion: String?

    /// Which `.lproj` folders the same projects build, read from the same bytes.
    let membership: ProjectMembership

    init(fileSystem: any FileSystem, hintPaths: [String]) {
        var hints: [Hint] = [], members: [ProjectMembership.Project] = [], mixed: [String] = []
        for path in hintPaths {
            guard let bytes = try? fileSystem.read(path, maximumBytes: 8 << 20) else { continue }
            if let hint = Self.hint(in: bytes, path: path) { hints.append(hint) }
            if let project = ProjectMembership.project(in: bytes, path: path) { members.append(project) }
            if Path.name(of: path) == "Info.plist", Self.allowsMixedLocalizations(bytes) { mixed.append(Path.directory(of: path)) }
        }
        self.init(hints: hints, membership: ProjectMembership(members, mixedLocalizationFolders: mixed))
    }

    init(hints: [Hint], membership: ProjectMembership = ProjectMembership([])) {
        self.hints = hints
        self.membership = membership
        hintsByScope = ScopeIndex(hints, scope: \.scope)
        let regions = Set(hints.map(\.region))
        onlyRegion = regions.count == 1 ? regions.first : nil
    }

    /// The region for a component: the nearest hint of the strongest kind whose scope holds it;
    /// else, when the whole tree names one region only, that one.
    func region(for component: String) -> String? {
        var best: Hint?
        for hint in hintsByScope.holding(component) where best.map({ hint.kind < $0.kind }) ?? true {
            best = hint
        }
        return best?.region ?? onlyRegion
    }

    static func hint(in bytes: [UInt8], path: String) -> Hint? {
        let directory = Path.directory(of: path)
        let raw: String?
        let kind: Hint.Kind
        var scope = directory
        switch Path.name(of: path) {
        case "Info.plist":
            kind = .infoPlist
            raw = (try? PropertyListReader.read(bytes))?.dictionaryValue?["CFBundleDevelopmentRegion"]?.stringValue
        case "project.yml", "project.yaml":
            kind = .xcodeProject  // XcodeGen's spec: `options: developmentLanguage: en`
            raw = value(after: "developmentLanguage: ", in: bytes, until: [10, 13, UInt8(ascii: " ")])
        case "project.pbxproj":
            kind = .xcodeProject
            scope = Path.directory(of: directory)  // the folder holding App.xcodeproj
            raw = value(after: "developmentRegion = ", in: bytes, until: [UInt8(ascii: ";")])
        default:
            kind = .package
            raw = value(after: "defaultLocalization: \"", in: bytes, until: [UInt8(ascii: "\"")])
        }
        // `$(DEVELOPMENT_LANGUAGE)` is a build setting, not a region.
        guard let raw, !raw.isEmpty, !raw.hasPrefix("$(") else { return nil }
        return Hint(kind: kind, scope: scope, region: LocalizationFolder.canonicalLanguage(raw))
    }

    /// Whether an `Info.plist` sets `CFBundleAllowMixedLocalizations` (a bundle inside the app may
    /// then show the user's language even where the app has none).
    private static func allowsMixedLocalizations(_ bytes: [UInt8]) -> Bool {
        guard bytes.contains(bytes: "CFBundleAllowMixedLocalizations") else { return false }
        guard let value = (try? PropertyListReader.read(bytes))?.dictionaryValue?["CFBundleAllowMixedLocalizations"] else { return false }
        if case let .boolean(allows) = value { return allows }
        return true  // a build setting such as $(ALLOW_MIXED): it may allow them
    }

    private static func value(after marker: String, in bytes: [UInt8], until stops: [UInt8]) -> String? {
        guard let start = bytes.firstRange(ofBytes: marker)?.upperBound else { return nil }
        guard let end = bytes[start...].firstIndex(where: { stops.contains($0) || $0 == 10 }), stops.contains(bytes[end]) else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self).filter { $0 != "\"" }
        return text.isEmpty ? nil : text
    }
}
