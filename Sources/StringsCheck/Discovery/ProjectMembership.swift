import IVersionSupport

/// Which `.lproj` folders an Xcode project builds. Xcode copies a localised file into the app only
/// when the project references it (a variant group's `<lang>.lproj/<file>` child, or the whole
/// folder), at the path its group chain resolves to (``ProjectReferences``); a folder a translation
/// platform adds to the tree but nobody adds to the project never ships, so no user reads it and
/// nothing in it can be a defect a user meets. A project that references no `.lproj` file at all
/// (folder references, generated projects) tells nothing: every folder under it counts as built. A
/// Swift package nearer than the project (a vendored package the project adds as a local package)
/// builds every folder of its targets (SwiftPM's `Sources`, `Tests`, … or a target's `path:`); a
/// folder of the package outside them (a translation platform's download folder beside a script's
/// sources) is the enclosing project's to build, or not. A package naming no `defaultLocalization`
/// builds no localised resource at all (SwiftPM refuses them), so it decides nothing. A synchronized folder (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`) builds every file below it, and only there: a chat app's
/// project syncs `Calls/` and `Chat/` but lists its app folder's `.lproj` files in variant groups,
/// so the 78 languages a translation platform adds beside those are never built.
struct ProjectMembership: Sendable {
    /// What one `project.pbxproj`, `Package.swift` or XcodeGen spec says.
    struct Project: Sendable {
        enum Kind: Sendable, Equatable {
            case xcodeProject
            /// A Swift package, with the folders its targets build (relative to ``scope``); nil when
            /// the manifest does not say (a `path:` it computes): every folder counts as built.
            case package(targetFolders: [String]?)
            /// An XcodeGen spec, which builds every file of its sources but what they exclude.
            case xcodeGenSpec
        }

        /// The folder holding the `.xcodeproj` or manifest: the folders below it are the project's.
        var scope: String
        var kind: Kind
        /// The `.lproj` folders and files the project references (empty for a package or spec).
        var references = ProjectReferences(XcodeProjectObjects([]), scope: "")
        /// The names of folders the project copies whole (folder references and bundles a build
        /// phase copies, such as `Settings.bundle`) or synchronizes, case-folded: every `.lproj`
        /// below one is built.
        var copiedFolders: Set<String> = []
        /// The languages the project is localised in (`knownRegions`, `Base` left out), canonical.
        var knownRegions: Set<String> = []
        /// Whether a bundle inside the app may show a language the app is not localised in: the
        /// project or an `Info.plist` below it sets `CFBundleAllowMixedLocalizations`.
        var allowsMixedLocalizations = false
        /// For an XcodeGen spec, which builds every file of its sources: the globs its sources
        /// exclude (`Support/**/igl.lproj`), relative to ``scope``.
        var excludes: [PathGlob] = []

        /// Whether the project builds every file of its folders (a package, a spec).
        var buildsEveryFile: Bool { kind != .xcodeProject }

        /// Whether `path` is in a folder of the package's targets (always, for other projects).
        func builds(folderOf path: String) -> Bool {
            guard case .package(let targetFolders?) = kind else { return true }
            let relative = path.dropFirst(scope.count).drop { $0 == "/" }
            return targetFolders.contains { relative == $0 || relative.hasPrefix($0 + "/") }
        }
    }

    let projects: ScopeIndex<Project>

    /// - Parameters:
    ///   - projects: What each project references.
    ///   - mixedLocalizationFolders: The folders of `Info.plist` files that set
    ///     `CFBundleAllowMixedLocalizations`: the project holding one allows mixed localizations.
    init(_ projects: [Project], mixedLocalizationFolders: [String] = []) {
        var projects = projects
        // Each plist's folder walks up its own ancestors once: no pass over every project per plist.
        let scopes = Dictionary(projects.indices.map { (projects[$0].scope, [$0]) }, uniquingKeysWith: +)
        for folder in Set(mixedLocalizationFolders) {
            for ancestor in Path.ancestors(of: folder) {
                for index in scopes[ancestor] ?? [] { projects[index].allowsMixedLocalizations = true }
            }
        }
        self.projects = ScopeIndex(projects, scope: \.scope)
    }

    /// What a `project.pbxproj`, `Package.swift` or `project.yml` says, read in one pass over its
    /// bytes; nil for other files.
    static func project(in bytes: [UInt8], path: String) -> Project? {
        // A Swift package builds every resource of its targets: nearer than an Xcode project around it
        // (a vendored package the app's project adds as a local package), it decides for their folders.
        if Path.name(of: path) == "Package.swift" {
            // SwiftPM refuses localised resources in a package naming no `defaultLocalization`: such a
            // package ships no `.lproj` (a library manifest beside an app's project), so the project decides.
            guard bytes.contains(bytes: "defaultLocalization") else { return nil }
            return Project(
                scope: Path.directory(of: path), kind: .package(targetFolders: packageTargetFolders(in: bytes)))
        }
        if ["project.yml", "project.yaml"].contains(Path.name(of: path)) {
            return Project(scope: Path.directory(of: path), kind: .xcodeGenSpec, excludes: specExcludes(in: bytes))
        }
        guard Path.name(of: path) == "project.pbxproj" else { return nil }
        let scope = Path.directory(of: Path.directory(of: path))
        let objects = XcodeProjectObjects(bytes)
        return Project(
            scope: scope, kind: .xcodeProject, references: ProjectReferences(objects, scope: scope),
            copiedFolders: copiedFolders(objects),
            knownRegions: Set(
                (objects.knownRegions ?? []).filter { $0 != "Base" }.map(LocalizationFolder.canonicalLanguage)),
            allowsMixedLocalizations: objects.allowsMixedLocalizations)
    }

    /// The names of the folders a project copies whole or synchronizes, case-folded. A folder
    /// reference or bundle is copied when a build phase holds it; a project without build files
    /// (hand-written, partial) cannot say, and each counts. A local package is a folder reference
    /// too, but no build phase holds it: SwiftPM builds it, by its own rules.
    private static func copiedFolders(_ objects: XcodeProjectObjects) -> Set<String> {
        var names = Set<String>()
        for id in objects.order {
            guard let object = objects.objects[id], object.children.isEmpty, let path = object.path,
                let name = path.split(separator: "/").last?.lowercased()
            else { continue }
            let whole =
                path.hasSuffix(".bundle")
                || ["folder", "wrapper"].contains { object.lastKnownFileType?.hasPrefix($0) == true }
            if object.isa == "PBXFileSystemSynchronizedRootGroup"
                || (whole && (objects.builtFiles.isEmpty || objects.builtFiles.contains(id)))
            {
                names.insert(name)
            }
        }
        return names
    }

    /// The folders of a Swift package's targets, relative to its folder: SwiftPM's own (`Sources`,
    /// `Source`, `src`, `srcs`, `Tests`, `Plugins`) and each `path: "…"` the manifest names (a
    /// dependency's `../Kit` is outside the package and changes nothing). Nil when a `path:` is not
    /// a string literal: the manifest computes it, and every folder may be a target's.
    static func packageTargetFolders(in bytes: [UInt8]) -> [String]? {
        var folders = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]
        var position = bytes.startIndex
        while let found = bytes[position...].firstRange(ofBytes: "path:") {
            position = found.upperBound
            while position < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
            guard position < bytes.endIndex, bytes[position] == UInt8(ascii: "\""),
                let end = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\""))
            else { return nil }
            var folder = Substring(String(decoding: bytes[(position + 1)..<end], as: UTF8.self))
            position = end
            while folder.hasPrefix("./") { folder = folder.dropFirst(2) }
            while folder.hasSuffix("/") { folder = folder.dropLast() }
            if folder.isEmpty || folder == "." { return nil }  // a target at the package's root: every folder is its
            if !folder.hasPrefix("..") && !folder.hasPrefix("/") { folders.append(String(folder)) }
        }
        return folders
    }

    /// The `excludes:` globs of an XcodeGen spec's sources, each joined to its source's `path:`
    /// (`- path: Support` then `excludes: ["**/igl.lproj"]` → `Support/**/igl.lproj`). Read by
    /// indentation, line by line: the spec's shape, not YAML at large (flow lists are not read, so a
    /// folder they exclude stays checked).
    static func specExcludes(in bytes: [UInt8]) -> [PathGlob] {
        var globs: [PathGlob] = []
        var sourcePath = ""
        var excludesIndent: Int?
        for line in bytes.split(separator: 10, omittingEmptySubsequences: true) {
            let indent = line.prefix { $0 == 32 }.count
            var text = Substring(String(decoding: line.dropFirst(indent), as: UTF8.self))
            while text.last == "\r" || text.last == " " { text.removeLast() }
            if let start = excludesIndent {
                if indent > start, text.hasPrefix("- ") {
                    let glob = text.dropFirst(2).filter { $0 != "\"" && $0 != "'" }
                    globs.append(PathGlob(sourcePath.isEmpty ? String(glob) : sourcePath + "/" + glob))
                    continue
                }
                excludesIndent = nil
            }
            if text.hasPrefix("- path:") || text.hasPrefix("path:") {
                sourcePath =
                    text.split(separator: ":", maxSplits: 1).last.map {
                        $0.trimmingPrefix(" ").filter { $0 != "\"" && $0 != "'" }
                    } ?? ""
            } else if text == "excludes:" {
                excludesIndent = indent
            }
        }
        return globs
    }

    /// The folders of a component that the nearest project building its folder does not build (none
    /// when no project holds it, or the project tells nothing). A package's folder outside its
    /// targets is judged by the project around the package; with none, it counts as built.
    func unbuilt(_ component: LocalizationScanner.Component, listings: [String: FolderFiles]) -> [LocalizationFolder] {
        guard let project = projects.holding(component.path).first(where: { $0.builds(folderOf: component.path) })
        else { return [] }
        if !project.excludes.isEmpty {
            return component.folders.filter { folder in
                let relative = String(folder.path.dropFirst(project.scope.count + 1))
                return project.excludes.contains { $0.matches(relativePath: relative) }
            }
        }
        guard !project.buildsEveryFile, !project.references.isEmpty else { return [] }
        let below = component.path.dropFirst(project.scope.count).split(separator: "/")
        if below.contains(where: { project.copiedFolders.contains($0.lowercased()) }) { return [] }
        return component.folders.filter {
            !project.references.references(folder: $0.path, files: listings[$0.path] ?? [])
        }
    }
}
