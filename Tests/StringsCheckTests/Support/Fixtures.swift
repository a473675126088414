import Foundation
import Strings
import StringsCheck

/// The fixture tree (`Fixtures/<case>/`) and helpers to run the checker on it.
enum Fixtures {
    /// The copied `Fixtures` folder in the test bundle.
    static var root: String {
        Bundle.module.bundleURL.appendingPathComponent("Fixtures").path
    }

    /// Runs the library's checker on fixture folders (relative to ``root``).
    static func check(_ paths: [String], configure: (inout CheckConfiguration) -> Void = { _ in }) throws -> Report {
        // Every rule, those off by default too: the fixtures are about what each rule finds.
        var configuration = CheckConfiguration(paths: paths.map { root + "/" + $0 }, rules: Set(Rule.allCases))
        configure(&configuration)
        return try relative(Checker(configuration: configuration).run())
    }

    /// The report with fixture paths relative to ``root``, so expectations read `missing-key/fr.lproj/…`.
    static func relative(_ report: Report) -> Report {
        var report = report
        let prefix = root + "/"
        func strip(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        report.diagnostics = report.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = strip(diagnostic.file)
            diagnostic.message = diagnostic.message.replacingOccurrences(of: prefix, with: "")
            if var related = diagnostic.related {
                related.file = related.file.map(strip)
                diagnostic.related = related
            }
            return diagnostic
        }
        report.localizations = report.localizations.map { LocalizationSet(path: strip($0.path), base: $0.base, languages: $0.languages) }
        return report
    }

    /// The printed lines of a report's diagnostics, notes included.
    static func lines(_ report: Report) -> [String] { report.diagnostics.flatMap(\.lines) }
}
