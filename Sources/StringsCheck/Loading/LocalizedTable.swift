import LocaleServices
import Strings

/// A value of one key in one language: a plain string or a plural entry.
enum LocalizedContent: Sendable, Hashable {
    case plain(String)
    case plural(PluralizedString)

    var kindName: String {
        switch self {
        case .plain: "a plain string"
        case .plural: "a plural"
        }
    }

    var isPlural: Bool { if case .plural = self { true } else { false } }
}

/// One key of a table, where it is defined.
struct LocalizedEntry: Sendable, Hashable {
    var key: String
    var content: LocalizedContent
    var location: SourceLocation
}

/// One table (`iVersion`, `Localizable`) in one language, merged from its `.strings` and
/// `.stringsdict` files (the plural wins, as on Apple platforms), or read from a String Catalog.
struct LocalizedTable: Sendable {
    var name: String
    var language: String
    var entries: [String: LocalizedEntry] = [:]
    var stringsFile: String?
    var stringsdictFile: String?
    var catalogFile: String?
    /// The `.xib` or `.storyboard` a `Base` table was read from.
    var interfaceBuilderFile: String?
    /// False when one of its files could not be read: its keys are unknown, so key rules skip it.
    var isComplete = true

    /// The file a key of this kind belongs in, existing or not, for diagnostics about absent keys.
    func file(forPlural plural: Bool, lproj: String?) -> String {
        if let catalogFile { return catalogFile }
        let preferred = plural ? stringsdictFile : stringsFile ?? interfaceBuilderFile
        if let preferred { return preferred }
        let folder = lproj ?? "\(language).lproj"
        return Path.join(folder, name + (plural ? ".stringsdict" : ".strings"))
    }
}

/// Something found while reading files: an error that stopped a file, or a parser warning.
enum LoadProblem: Sendable, Hashable {
    case error(StringsError)
    case warning(StringsWarning)
}
