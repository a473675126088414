import Foundation
import StringsCheck

/// Runs strings-check (the `StringsCheck` library, every rule) on a directory of `<lang>.lproj`
/// folders and files its findings under the language they are about, for the gallery's
/// "findings" panel beside each language's cards.
struct GalleryFindings: Sendable {
    /// Findings by localisation folder name.
    var byLanguage: [String: [GalleryFinding]] = [:]
    /// Findings about no one language.
    var general: [GalleryFinding] = []

    /// Checks `directory` of `fileSystem` (the disk, or the translations compiled into the program),
    /// labelling each finding with `label` ("library", "app").
    /// - Throws: ``CheckError`` when the directory holds no localisations at all.
    static func check(_ directory: String, label: String, allowList: AllowList, fileSystem: any FileSystem = LocalFileSystem()) throws
        -> GalleryFindings {
        // Translations shown in the gallery are held to every rule, those off by default too.
        let report = try Checker(configuration: CheckConfiguration(paths: [directory], rules: Set(Rule.allCases), allowList: allowList),
                                 fileSystem: fileSystem).run()
        var result = GalleryFindings()
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for diagnostic in report.diagnostics {
            let file = diagnostic.file.hasPrefix(prefix) ? String(diagnostic.file.dropFirst(prefix.count)) : diagnostic.file
            let finding = GalleryFinding(
                severity: diagnostic.severity.rawValue, rule: diagnostic.rule.rawValue, message: diagnostic.message,
                location: "\(label) \(file):\(diagnostic.line):\(diagnostic.column)")
            if let language = diagnostic.language {
                result.byLanguage[language, default: []].append(finding)
            } else {
                result.general.append(finding)
            }
        }
        return result
    }

    /// Both sets of findings together (the library's, then the app's).
    func merged(with other: GalleryFindings) -> GalleryFindings {
        var result = self
        result.byLanguage.merge(other.byLanguage) { $0 + $1 }
        result.general += other.general
        return result
    }
}
