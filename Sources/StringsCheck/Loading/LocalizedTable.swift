import LocaleServices
import Strings
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
///
/// A class, read-only once made: every rule and every language's comparison with the base hands
/// entries around, and a reference costs one retain where a struct of three strings costs three.
final class LocalizedEntry: Sendable {
    let key: String
    /// The value of a plain string (nil for a plural).
    let text: String?
    /// The value of a plural (nil for a plain string).
    let plural: PluralizedString?
    let location: SourceLocation
    /// Whether the value is a plain string with a `%`: a format, parsed once when read, so a base
    /// entry is not parsed again for every language.
    let hasFormat: Bool
    /// The arguments the format takes (nil without one).
    let signature: FormatSignature?
    /// The format's first text that is no conversion (`%y`, a lone `%`). Only this and the
    /// signature are kept: a value's pieces cost memory in proportion to its conversions.
    let firstFormatProblem: FormatString.Problem?
    /// Whether the value reads as a format a person wrote on purpose (see
    /// ``InterfaceBuilderKey/isWrittenAsFormat(_:)``).
    let isWrittenAsFormat: Bool
    /// The numbered placeholders (`%0`, `%1`) an app replaces itself, when the text has any.
    let placeholders: [String]?

    /// Whether Apple's loader keeps this entry: false for an entry of a `.strings` file it
    /// rejects whole, or after the line where it stops reading (see `AppleLoaderOutcome`).
    /// Rules still check it (the translator fixes it all at once); coverage does not count it.
    let loadedByApple: Bool

    init(key: String, content: LocalizedContent, location: SourceLocation, loadedByApple: Bool = true) {
        self.key = key
        self.location = location
        self.loadedByApple = loadedByApple
        switch content {
        case let .plain(text):
            self.text = text
            self.plural = nil
        case let .plural(plural):
            self.text = nil
            self.plural = plural
        }
        isPlural = plural != nil
        if let text, Self.hasPercent(text) {
            hasFormat = true
            let outline = FormatString.signature(of: text)
            (signature, firstFormatProblem) = (outline.signature, outline.firstProblem)
            isWrittenAsFormat = InterfaceBuilderKey.isWrittenAsFormat(outline)
            self.placeholders = FormatMismatchRule.numberedPlaceholders(text)
        } else {
            hasFormat = false
            signature = nil
            firstFormatProblem = nil
            isWrittenAsFormat = false
            placeholders = nil
        }
    }

    /// The value as one enum, for rules that treat both kinds.
    var content: LocalizedContent {
        if let plural { .plural(plural) } else { .plain(text ?? "") }
    }

    /// Whether the value is a plural (stored: asking the optional costs a copy of the plural).
    let isPlural: Bool

    /// Whether `text` has a `%`, found with `memchr` on the string's own bytes.
    static func hasPercent(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 0x25, bytes.count) != nil } ?? false
        }
            ?? text.utf8.contains(0x25)
    }
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
    /// The `.xib`, `.storyboard` or `.intentdefinition` a `Base` table was read from, or the
    /// `mul.lproj` String Catalog that holds an Interface Builder file's texts: text generated
    /// from it shows the document's own text where a translation lacks it.
    var interfaceBuilderFile: String?
    /// False when one of its files could not be read: its keys are unknown, so key rules skip it.
    var isComplete = true
    /// True when Apple's loader rejects its `.strings` file whole: a language reading it sees no
    /// entry of it, which the file's one syntax error says; its keys are not compared one by one.
    var isRejectedByApple = false
    /// Keys whose entry could not be read (a damaged stringsdict entry, reported once): neither
    /// missing nor extra anywhere.
    var unreadKeys: Set<String> = []
    /// Keys of texts no user sees (``UnshownInterfaceTexts``: a menu title AppKit never shows, an
    /// untitled box's title; ``DocumentTypeNames``: a document type's name Finder never shows):
    /// nothing a language does with them is a finding.
    var unshownKeys: Set<String> = []
    /// The table is an `NSRuleEditor`'s formatting strings (see ``RuleEditorFormatting``): its
    /// choice lists are the editor's, and a translation may split them into several keys; a row no
    /// formatting key matches shows in the base's words, never as a key.
    var isRuleEditorFormatting = false
    /// An Interface Builder base's outlets → the keys of the texts each shows (``OutletTexts``).
    var outletTexts: [String: Set<String>] = [:]
    /// What the sources of the base's project say of how its keys are looked up (see
    /// ``SourceLookups``), or nil when no Xcode project holds it.
    var lookups: SourceLookups?
    /// Keys something other than the sources names: a Settings bundle's pane, an intent
    /// definition, a String Catalog's extraction from the code (all but its `manual` keys).
    var declaredKeys: Set<String> = []
    /// Base keys a translation may leave out without a `missing-key` finding (an Info.plist's
    /// names and settings, which apps rarely translate).
    var optionalKeys: Set<String> = []
    /// Keys the target's Info.plist (or its build settings) defines, in an `InfoPlist` table: a
    /// language lacking one shows the plist's own value, as `Bundle` falls back to it.
    var infoPlistKeys: Set<String> = []
    /// Keys a translation's `.stringsdict` may define though this base has no entry for them: an
    /// intent definition's plural format strings, keyed by their English text.
    var knownPluralKeys: Set<String> = []
    /// What rules work out from a base table once and every language's comparison reuses: shared
    /// by the copies each unit holds.
    let derived = DerivedFacts()

    /// Takes what the sources of the base's project say of its lookups, and marks unshown the keys
    /// they show no lookup reaches (``SourceLookups/neverLookedUp``) that nothing else declares; and,
    /// in a project none of whose lookups is given a key made at run time (``SourceLookups/buildsKeys``),
    /// every key of a table its code looks up that no source names; and an Interface Builder text
    /// shown by an outlet whose text the code sets (``SourceLookups/textSetOutlets``).
    mutating func take(_ lookups: SourceLookups?) {
        self.lookups = lookups
        for (outlet, keys) in outletTexts where lookups?.textSetOutlets.contains(outlet) == true {
            unshownKeys.formUnion(keys)
        }
        if let lookups, !lookups.buildsKeys, lookups.filesRead > 0, interfaceBuilderFile == nil,
            !InfoPlistBase.isInfoPlistTable(name), entries.keys.contains(where: lookups.literals.contains)
        {
            for key in entries.keys where !lookups.literals.contains(key) && !declaredKeys.contains(key) {
                unshownKeys.insert(key)
            }
        }
        guard let unreached = lookups?.neverLookedUp, !unreached.isEmpty else { return }
        // The smaller set is walked: a project's accessors may name far more keys than one table holds.
        let keys = unreached.count < entries.count ? Array(unreached) : Array(entries.keys)
        for key in keys where entries[key] != nil && unreached.contains(key) && !declaredKeys.contains(key) {
            unshownKeys.insert(key)
        }
    }

    /// Makes this `InfoPlist` table the whole base: takes the Info.plist's keys its own file does
    /// not define, leaves every Info.plist key but the demanded ones optional (see
    /// ``InfoPlistBase/optionalKeys(among:)``), its file's and the plist's alike, and marks the
    /// document-type names no user sees as unshown (``DocumentTypeNames``).
    mutating func add(_ infoPlist: InfoPlistBase?) {
        for (key, entry) in infoPlist?.entries ?? [:] where entries[key] == nil { entries[key] = entry }
        optionalKeys.formUnion(
            infoPlist?.optionalKeys(among: entries.keys) ?? entries.keys.filter(InfoPlistBase.isOptional))
        infoPlistKeys.formUnion(infoPlist?.plistKeys ?? Set(entries.keys.filter(InfoPlistBase.isSpelledAsPlistKey)))
        unshownKeys.formUnion(infoPlist?.unshownTexts ?? [])
    }

    /// Marks the Info.plist keys of an `InfoPlist` table read without its plist (a catalog, an
    /// XLIFF export) by their spelling: the optional ones, and those whose absence shows the plist's text.
    mutating func markInfoPlistKeysBySpelling() {
        optionalKeys = Set(entries.keys.filter(InfoPlistBase.isOptional))
        infoPlistKeys = Set(entries.keys.filter(InfoPlistBase.isSpelledAsPlistKey))
    }

    /// The file a key of this kind belongs in, existing or not, for diagnostics about absent keys.
    func file(forPlural plural: Bool, lproj: String?) -> String {
        if let catalogFile { return catalogFile }
        let preferred = plural ? stringsdictFile : stringsFile ?? interfaceBuilderFile
        if let preferred { return preferred }
        let folder = lproj ?? "\(language).lproj"
        return Path.join(folder, name + (plural ? ".stringsdict" : ".strings"))
    }
}

/// Facts about a table that a rule works out once, when first asked, for every unit that
/// compares a language with it (see ``TitleCaseRule/names(in:)``).
final class DerivedFacts: Sendable {
    /// The words the table capitalises inside its sentences: names.
    let names = Mutex<Set<Substring>?>(nil)
}

/// Something found while reading files: an error that stopped a file, or a parser warning.
enum LoadProblem: Sendable, Hashable {
    case error(StringsError)
    case warning(StringsWarning)
}
