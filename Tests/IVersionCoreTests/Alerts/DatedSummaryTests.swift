import Foundation
import IVersionLocalizations
import LocaleServices
import Strings
import Testing
@_spi(Engine) @testable import IVersionCore

/// The deferred summary (`iVersionDeferredFormat`) in every shipped language, with real ICU medium dates:
/// the ways a date and the words around it can collide, caught for any language and any date instead of
/// one row per known defect (bs/hr/sr ended `…2026..`; mn glued its ablative to the day: `27-с`).
@Suite("The deferred summary with real dates, in every language")
struct DatedSummaryTests {
    /// Dates whose day numbers end differently (1, 2, 3, 8, 27, 30), so a suffix chosen for one number shows up.
    static let dates: [Date] = [
        1_795_737_600, // 2026-11-27
        1_798_761_600, // 2027-01-01
        1_772_496_000, // 2026-03-03
        1_786_147_200, // 2026-08-08
        1_788_048_000, // 2026-08-30
        1_780_358_400, // 2026-06-02
    ].map { Date(timeIntervalSince1970: $0) }

    /// The marks that end a sentence in the shipped languages' scripts.
    static let fullStops: Set<Character> = [".", "。", "．", "।", "۔", "።", "။", "។", "։", "｡"]

    /// The case endings written onto a date that do not change with its number, as the 2026-11 review read
    /// them with real dates (Georgian `-მდე`, Sinhala `ට`, Tamil `க்கு`). Mongolian's ablative, by contrast,
    /// follows the number's sound (`-аас`, `-оос`, `-гоос`…), so no one ending is right for every date; any
    /// other ending on a number fails until a reviewer adds it here.
    static let invariantEndings = ["ka": "მდე", "si": "ට", "ta": "க்கு"]

    @Test("no doubled full stop and no suffix glued to a number", arguments: LibraryLocalizations.languages)
    func deferredSummary(language: String) throws {
        let composer = AlertComposer(
            configuration: Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes", applicationName: "Notes"),
            preferences: [try LanguageTag(parsing: language)], timeZone: "UTC")
        #expect(composer.lookup.match?.localization == language, "the \(language) translations are the ones used")
        for date in Self.dates {
            let summary = composer.summary(.deferred(until: date, reason: .remindPeriod))
            let formatted = try composer.formatter.date(date)
            let text = Self.withoutBidiControls(summary)
            #expect(text.contains(Self.withoutBidiControls(formatted)), "\(language): the date is in the sentence: \(summary)")
            #expect(!Self.hasDoubledFullStop(text), "\(language): \(summary)")
            let suffix = Self.suffixGluedToNumber(after: Self.withoutBidiControls(formatted), in: text)
            #expect(suffix == nil || suffix == Self.invariantEndings[language], "\(language): \(summary)")
        }
    }

    /// Two sentence-final marks in a row (`..`, `。。`, `.。`), as a date ending in its own full stop gives.
    static func hasDoubledFullStop(_ text: String) -> Bool {
        zip(text, text.dropFirst()).contains { fullStops.contains($0) && fullStops.contains($1) }
    }

    /// The letters written onto the date's last digit (`27-с`, `27ට`), or nil when the date ends with a
    /// word or a mark of its own, or the sentence puts a space or punctuation after it.
    static func suffixGluedToNumber(after date: String, in text: String) -> String? {
        guard let last = date.last, last.isNumber, let range = text.range(of: date) else { return nil }
        var rest = text[range.upperBound...]
        if rest.first == "-" || rest.first == "\u{2011}" { rest = rest.dropFirst() }
        let suffix = rest.prefix { $0.isLetter }
        return suffix.isEmpty ? nil : String(suffix)
    }

    /// The text without directional marks and isolates, which are invisible and stand between a value and its words.
    static func withoutBidiControls(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !(0x2066...0x2069).contains($0.value) && $0.value != 0x200E && $0.value != 0x200F && $0.value != 0x061C
        }))
    }

    @Test("the checks see the defects they are for")
    func checksCatchTheKnownDefects() {
        #expect(Self.hasDoubledFullStop("Nijedno ažuriranje neće biti prikazano prije 27. nov 2026.."))
        #expect(Self.hasDoubledFullStop("…之前。。"))
        #expect(!Self.hasDoubledFullStop("Prije 27. nov 2026. neće biti prikazano nijedno ažuriranje."))
        #expect(Self.suffixGluedToNumber(after: "2026 оны 11-р сарын 27", in: "2026 оны 11-р сарын 27-с өмнө") == "с")
        #expect(Self.suffixGluedToNumber(after: "2026 оны 11-р сарын 27", in: "2026 оны 11-р сарын 27 хүртэл") == nil)
        #expect(Self.suffixGluedToNumber(after: "2026年11月27日", in: "2026年11月27日之前") == nil)
    }
}
