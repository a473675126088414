/// Which `.lproj` folders an Xcode project builds. Xcode copies a localised file into the app only
/// when the project references it (a variant group's `<lang>.lproj/<file>` child, or the whole
/// folder); a folder a translation platform adds to the tree but nobody adds to the project never
/// ships, so no user reads it and nothing in it can be a defect a user meets. A project that
/// references no `.lproj` file at all (folder references, generated projects) tells nothing: every
/// folder under it counts as built, as does every folder of a Swift package nearer than the project
/// (a vendored package the project adds as a local package). A synchronized folder (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`) builds every file below its own path, and only there: a
/// chat app's project syncs `Calls/` and `Chat/` but lists its app folder's `.lproj` files in
/// variant groups, so the 78 languages a translation platform adds beside those are never built.
struct ProjectMembership: Sendable {
    /// What one `project.pbxproj` references.
    struct Project: Sendable {
        /// The folder holding the `.xcodeproj`: the folders below it are the project's.
        var scope: String
        /// `<lang>.lproj/<file>` and `<lang>.lproj` paths the project references, case-folded.
        var references: Set<String>
        /// Whether the project builds every file of its folders (a Swift package).
        var buildsEveryFile: Bool
        /// The names of folders the project copies whole (folder references, bundles such as
        /// `Settings.bundle`) or synchronizes, case-folded: every `.lproj` below one is built.
        var copiedFolders: Set<String> = []
        /// The languages the project is localised in (`knownRegions`, `Base` left out), canonical.
        var knownRegions: Set<String> = []
        /// Whether a bundle inside the app may show a language the app is not localised in: the
        /// project or an `Info.plist` below it sets `CFBundleAllowMixedLocalizations`.
        var allowsMixedLocalizations = false
    }

    private let projects: ScopeIndex<Project>

    /// - Parameters:
    ///   - projects: What each project references.
    ///   - mixedLocalizationFolders: The folders of `Info.plist` files that set
    ///     `CFBundleAllowMixedLocalizations`: the project holding one allows mixed localizations.
    init(_ projects: [Project], mixedLocalizationFolders: [String] = []) {
        var projects = projects
        // Each plist's folder walks up its own ancestors once: no pass over every project per plist.
        let scopes = Dictionary(projects.indices.map { (projects[$0].scope, [$0]) }, uniquingKeysWith: +)
        for folder in Set(mixedLocalizationFolders) {
            for ancestor in Path.ancestors(of: folder) { for index in scopes[ancestor] ?? [] { projects[index].allowsMixedLocalizations = true } }
        }
        self.projects = ScopeIndex(projects, scope: \.scope)
    }

    /// A `project.pbxproj`'s references, read in one pass over its bytes; nil for other files.
    static func project(in bytes: [UInt8], path: String) -> Project? {
        // A Swift package builds every resource of its targets: nearer than an Xcode project around it
        // (a vendored package the app's project adds as a local package), it decides.
        if Path.name(of: path) == "Package.swift" { return Project(scope: Path.directory(of: path), references: [], buildsEveryFile: true) }
        guard Path.name(of: path) == "project.pbxproj" else { return nil }
        let scope = Path.directory(of: Path.directory(of: path))
        var references = Set<String>(), copiedFolders = Set<String>()
        let marker = Array("path = ".utf8), synchronized = Array("isa = PBXFileSystemSynchronizedRootGroup;".utf8)
        // A folder reference, and a bundle (a Settings bundle, a resource bundle): copied whole.
        let wholeTypes = ["lastKnownFileType = folder", "lastKnownFileType = wrapper", "lastKnownFileType = \"wrapper"].map { Array($0.utf8) }
        var position = bytes.startIndex, lineStart = bytes.startIndex
        while let found = bytes[position...].firstRange(of: marker) {
            // An object's `isa` comes before its path: a synchronized group's is between the last path and this one.
            let synchronizes = bytes[position..<found.lowerBound].firstRange(of: synchronized) != nil
            // The line the path is on (a file reference is written on one line), looked at once.
            if let newline = bytes[position..<found.lowerBound].lastIndex(of: 10) { lineStart = newline + 1 }
            position = found.upperBound
            guard let end = bytes[position...].firstIndex(where: { $0 == UInt8(ascii: ";") || $0 == 10 }) else { break }
            let value = String(decoding: bytes[position..<end], as: UTF8.self).filter { $0 != "\"" }
            let line = bytes[lineStart..<found.lowerBound]
            if synchronizes || value.hasSuffix(".bundle") || wholeTypes.contains(where: { line.firstRange(of: $0) != nil }),
               let name = value.split(separator: "/").last {
                copiedFolders.insert(name.lowercased())
            }
            position = end
            if let reference = lprojReference(value) { references.insert(reference) }
        }
        return Project(scope: scope, references: references, buildsEveryFile: false, copiedFolders: copiedFolders,
                       knownRegions: knownRegions(in: bytes),
                       allowsMixedLocalizations: bytes.firstRange(of: Array("CFBundleAllowMixedLocalizations = YES".utf8)) != nil)
    }

    /// The languages of `knownRegions = ( en, de, "zh-Hans", Base, );`, canonical, `Base` left out.
    private static func knownRegions(in bytes: [UInt8]) -> Set<String> {
        guard let start = bytes.firstRange(of: Array("knownRegions = (".utf8))?.upperBound,
              let end = bytes[start...].firstIndex(of: UInt8(ascii: ")")) else { return [] }
        let names = String(decoding: bytes[start..<end], as: UTF8.self)
            .split(whereSeparator: { $0 == "," || $0 == "\"" || $0.isWhitespace }).map(String.init)
        return Set(names.filter { $0 != "Base" }.map(LocalizationFolder.canonicalLanguage))
    }

    /// The folders of a bundle the app copies (`Vendor/Passcode.bundle`) in languages the app is not
    /// localised in. Without `CFBundleAllowMixedLocalizations`, a bundle inside an app shows the
    /// language the app runs in, so a Hebrew folder of a bundle in an app without Hebrew is never
    /// read: a Hebrew user sees the app, and the bundle, in the development language. A folder whose
    /// language shares its first subtag with one of the app's (`pt` beside the app's `pt-BR`) may be
    /// the best match, and is kept; so is everything when the project lists fewer than two languages
    /// (a project of vendored code, which says nothing of the app's).
    func languagesTheAppLacks(_ component: LocalizationScanner.Component, base: String?) -> [LocalizationFolder] {
        guard let project = projects.holding(component.path).first, !project.buildsEveryFile, !project.allowsMixedLocalizations,
              project.knownRegions.count >= 2 else { return [] }
        let below = component.path.dropFirst(project.scope.count).split(separator: "/")
        // Inside a bundle, which the project copies itself or within a folder it copies or synchronizes.
        guard below.contains(where: { $0.lowercased().hasSuffix(".bundle") }),
              below.contains(where: { project.copiedFolders.contains($0.lowercased()) }) else { return [] }
        func family(_ language: String) -> Substring { language.split(separator: "-").first ?? Substring(language) }
        let families = Set(project.knownRegions.map(family))
        return component.folders.filter { folder in
            folder.language != "Base" && folder.language != base && !families.contains(family(folder.language))
        }
    }

    /// `bn.lproj/Localizable.strings` (or `bn.lproj`) from a referenced path, case-folded; nil when
    /// the path names no `.lproj` folder.
    private static func lprojReference(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let index = parts.lastIndex(where: { $0.lowercased().hasSuffix(".lproj") }) else { return nil }
        return parts[index...].prefix(2).joined(separator: "/").lowercased()
    }

    /// The folders of a component that the nearest project holding it does not build (none when no
    /// project holds it, or the project tells nothing).
    func unbuilt(_ component: LocalizationScanner.Component, listings: [String: FolderFiles]) -> [LocalizationFolder] {
        guard let project = projects.holding(component.path).first, !project.buildsEveryFile, !project.references.isEmpty else { return [] }
        let below = component.path.dropFirst(project.scope.count).split(separator: "/")
        if below.contains(where: { project.copiedFolders.contains($0.lowercased()) }) { return [] }
        return component.folders.filter { folder in
            let folderName = Path.name(of: folder.path).lowercased()
            if project.references.contains(folderName) { return false }
            return !(listings[folder.path] ?? []).contains { project.references.contains(folderName + "/" + $0.lowercased()) }
        }
    }
}
