import IVersionSupport
import Strings

/// Whether an Xcode project looks its strings up through code that shows a text of its own for a
/// key the language's table lacks, so that user reads the development language's text, not the
/// raw key. Two shapes do this (Apple's documentation of `localizedString(forKey:value:table:)`:
/// "If key is not found … returns value"):
///
/// - a wrapper passing each key's default text as `value:` (SwiftGen's `L10n.tr(_:_:fallback:)`
///   calls `localizedString(forKey: key, value: value, table: table)`), a variable so named;
/// - a bundle made for one named `.lproj` (`pathForResource:@"en" ofType:@"lproj"`) beside a
///   lookup: the app asks that language's table again when the first lookup fails;
/// - the bundle's development language named in code (`Bundle.main.developmentLocalization`) beside a
///   lookup: a wrapper that tries the user's languages one by one and then that one (Element X's
///   SwiftGen template, `?? key` only after it).
///
/// A project found to do either has every `missing-key` of its tables reported as the warning
/// an untranslated text is (see ``MissingKeyRule/shownInstead(_:fromInterfaceBuilder:in:)``).
/// Each project's source files are read once, by ``LookupScanner`` too, for what its lookups say
/// key by key (``SourceLookups``). A project nested in another's folder (a framework the app
/// builds, as `DcCore/DcCore.xcodeproj` beside the app's) is read with the outermost one: the app's
/// code calls the framework's lookups, and the framework's keys are named in the app's code.
struct LookupFallbacks {
    let fileSystem: any FileSystem
    /// The folders of projects: each holding an `.xcodeproj`, or an XcodeGen spec (`project.yml`)
    /// from which one is generated.
    private let projects: ScopeIndex<String>
    /// Each project folder's facts, once read.
    private var known: [String: SourceLookups] = [:]

    static let sourceExtensions = SourceKeyScanner.extensions
    static let skippedFolders = [".lproj", ".xcodeproj", ".framework", "/Pods", "/Carthage"]

    init(projectFolders: [String], fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        self.projects = ScopeIndex(Array(Set(projectFolders)).sorted()) { $0 }
    }

    /// What the sources of the outermost project holding `path` say of its lookups; nil outside every project.
    mutating func lookups(for path: String) -> SourceLookups? {
        guard let folder = projects.holding(path).last else { return nil }
        let answer = known[folder] ?? gather(folder).facts()
        known[folder] = answer
        // Vendored code is not read: no key of a table it holds is known to be unnamed.
        return Self.isVendored(path, in: folder) ? answer.withoutNames : answer
    }

    /// Whether `path` lies in a folder of code the project vendors (``skippedFolders``).
    static func isVendored(_ path: String, in folder: String) -> Bool {
        guard path.count > folder.count else { return false }
        return path.dropFirst(folder.count).split(separator: "/").contains {
            $0 == "Pods" || $0 == "Carthage" || LocalizationScanner.isPrebuiltFramework(String($0))
        }
    }

    /// Reads every source file of the project in `folder`, once.
    func gather(_ folder: String) -> SourceLookups.Gathered {
        var gathered = SourceLookups.Gathered()
        var walker = TreeWalker(fileSystem: fileSystem)
        walker.walk(folder, isDirectory: true) { path, isDirectory in
            // Localisations, and code the project vendors (its lookups are not the app's).
            if isDirectory { return !Self.skippedFolders.contains { path.hasSuffix($0) } }
            // A package manifest names no key.
            if Self.sourceExtensions.contains(where: path.hasSuffix), Path.name(of: path) != "Package.swift",
                let bytes = try? fileSystem.read(path, maximumBytes: 4 << 20)
            {
                if !gathered.fallsBack { gathered.fallsBack = Self.fallsBack(in: bytes) }
                LookupScanner.scan(bytes, into: &gathered)
            }
            return true
        }
        return gathered
    }

    /// Whether one source file's text holds either shape.
    static func fallsBack(in bytes: [UInt8]) -> Bool {
        guard bytes.contains(bytes: "ocalizedString") else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return passesDefaultText(text) || readsNamedLanguage(text) || readsDevelopmentLanguage(text)
    }

    /// The names a wrapper gives the default text it passes on (SwiftGen's `fallback value:`); a
    /// sentinel (`missingMarker`) or another variable (`keyword`) says nothing of what the user sees.
    static let defaultTextNames: Set<String> = ["value", "fallback", "fallbackValue", "defaultValue", "defaultText"]

    /// `localizedString(forKey: k, value: v, table: t)` or `[b localizedStringForKey:k value:v table:t]`
    /// with `v` the caller's default text, a variable of one of ``defaultTextNames``.
    private static func passesDefaultText(_ text: String) -> Bool {
        for call in ["localizedString(forKey:", "localizedStringForKey:"] {
            var rest = text[...]
            while let start = rest.firstRange(ofText: call) {
                let window = rest[start.upperBound...].prefix(240)
                rest = rest[start.upperBound...]
                guard let value = window.firstRange(ofText: "value:") else { continue }
                let argument = window[value.upperBound...].drop { $0 == " " }.prefix {
                    $0.isLetter || $0.isNumber || $0 == "_"
                }
                if defaultTextNames.contains(String(argument)) { return true }
            }
        }
        return false
    }

    /// `developmentLocalization` in a file that looks strings up (`NSLocalizedString`, `localizedString(forKey:`).
    private static func readsDevelopmentLanguage(_ text: String) -> Bool {
        text.containsText("developmentLocalization")
            && ["NSLocalizedString(", "localizedString(forKey:", "localizedStringForKey:"].contains {
                text.containsText($0)
            }
    }

    /// A bundle for a `.lproj` named by a literal (`pathForResource:@"en" ofType:@"lproj"`,
    /// `pathForResource: @"en" ofType: @"lproj"`, `path(forResource: "en", ofType: "lproj")`) in a
    /// file that looks strings up.
    private static func readsNamedLanguage(_ text: String) -> Bool {
        let looksUp = text.containsText("localizedStringForKey:") || text.containsText("localizedString(forKey:")
        guard looksUp else { return false }
        var rest = text[...]
        while let found = rest.firstRange(ofText: "ofType:") {
            // The language is a literal: its closing quote ends what comes before (a comma in Swift).
            let before = rest[..<found.lowerBound].reversed().drop { $0 == " " || $0 == "," }
            rest = rest[found.upperBound...]
            let type = rest.drop { $0 == " " }
            if before.first == "\"", type.hasPrefix("@\"lproj\"") || type.hasPrefix("\"lproj\"") { return true }
        }
        return false
    }
}
