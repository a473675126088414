extension ProjectMembership {
    /// The folders of a bundle other than the app's main bundle that no language of the app picks:
    /// a `.bundle` the app copies (`Vendor/Passcode.bundle`), or a Swift package's resources (the
    /// nearest project is a `Package.swift`) inside an Xcode project's folder. Without
    /// `CFBundleAllowMixedLocalizations`, such a bundle shows the language the app runs in: for each
    /// of the app's languages (`knownRegions`) it reads the folder ``picked(by:among:)`` names, so
    /// a Hebrew folder in an app without Hebrew is never read (a Hebrew user sees the app, and the
    /// bundle, in the development language), nor is `ku-TR` beside `ku` in an app localised in `ku`.
    /// `Base` and the base language always stay; so does everything when the project lists fewer
    /// than two languages (a project of vendored code, which says nothing of the app's).
    func languagesTheAppLacks(_ component: LocalizationScanner.Component, base: String?) -> [LocalizationFolder] {
        let holders = projects.holding(component.path)
        guard let nearest = holders.first else { return [] }
        let app: Project
        switch nearest.kind {
        case .xcodeGenSpec:
            return []
        case .package:
            // The package's resource bundle, in whatever app the project around it builds. A project
            // beside the manifest builds the same sources as the package (an app with a manifest for
            // its tools or tests): its resources are that app's main bundle's, and read as such.
            guard let enclosing = holders.first(where: { $0.kind == .xcodeProject && $0.scope != nearest.scope }) else {
                return []
            }
            app = enclosing
        case .xcodeProject:
            let below = component.path.dropFirst(nearest.scope.count).split(separator: "/")
            // Inside a bundle, which the project copies itself or within a folder it copies or synchronizes.
            guard below.contains(where: { $0.lowercased().hasSuffix(".bundle") }),
                below.contains(where: { nearest.copiedFolders.contains($0.lowercased()) })
            else { return [] }
            app = nearest
        }
        guard !app.allowsMixedLocalizations, app.knownRegions.count >= 2 else { return [] }
        let read = Self.picked(by: app.knownRegions, among: component.folders)
        return component.folders.filter { folder in
            folder.language != "Base" && folder.language != base && !read.contains(folder.path)
        }
    }

    /// The paths of the folders a non-main bundle reads for some app language: for each, the folder
    /// of exactly that language, else of its nearest parent (`zh-Hant-HK` → `zh-Hant` → `zh`), else
    /// every region variant of the same language (which one the bundle reads is not knowable from
    /// the files), else none (the user sees the development language).
    static func picked(by appLanguages: Set<String>, among folders: [LocalizationFolder]) -> Set<String> {
        func primary(_ language: String) -> Substring { language.split(separator: "-").first ?? Substring(language) }
        let byLanguage = Dictionary(grouping: folders, by: \.language)
        let byPrimary = Dictionary(grouping: folders.filter { $0.language != "Base" }, by: { primary($0.language) })
        var read = Set<String>()
        for language in appLanguages.sorted() {
            var candidate = Substring(language)
            var found: [LocalizationFolder]?
            while found == nil {
                found = byLanguage[String(candidate)]
                guard found == nil, let dash = candidate.lastIndex(of: "-") else { break }
                candidate = candidate[..<dash]
            }
            for folder in found ?? byPrimary[primary(language)] ?? [] { read.insert(folder.path) }
        }
        return read
    }
}
