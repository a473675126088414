import Foundation
@_spi(Engine) import IVersion
@_spi(Engine) import IVersionCore
import IVersionLocalizations
import LocaleServices
import Strings
import Testing
@testable import iversion

/// `iversion check` prints what a person reads in the language `--locale` chooses: every shipped language
/// through the up-to-date, deferred, ignored, failed and update outcomes. The lines are worded in-process
/// (`CheckReport.lines`, what the command prints) for all 78 languages; a run of the command per outcome
/// shows the command prints those lines.
@Suite("iversion check in the user's language")
struct CheckOutputLanguageTests {
    static let languages = LibraryLocalizations.languages

    static let update = UpdateDetails(
        latestVersion: "1.2", releases: [VersionNotes(version: "1.2", lines: ["Faster sync"])],
        updateURL: URL(string: "https://example.com/notes.zip"))

    static let outcomes: [CheckOutcome] = [
        .upToDate, .deferred(until: Date(timeIntervalSince1970: 1_795_737_600), reason: .remindPeriod),
        .ignored(version: "1.2"), .failed(failures: []), .updateAvailable(version: "1.2", isMandatory: false),
    ]

    /// The lines `check` prints for `outcome`, worded as the command words them.
    static func lines(_ outcome: CheckOutcome, _ composer: AlertComposer) -> String {
        let alerts = if case .updateAvailable = outcome { [composer.updateAlert(update)] } else { [AlertModel]() }
        let result = CheckResult(outcome: outcome, summary: composer.summary(outcome), alerts: alerts, localOutcome: nil,
                                 state: CheckState(), events: [], warnings: [], recovery: nil, steps: [])
        return CheckReport.lines(result).joined(separator: "\n")
    }

    @Test("nothing English for a person, in any language", arguments: languages)
    func everyOutcome(language: String) throws {
        let composer = AlertComposer(
            configuration: Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes", applicationName: "Notes"),
            preferences: [try LanguageTag(parsing: language)], timeZone: "UTC")
        for outcome in Self.outcomes {
            let text = Self.lines(outcome, composer)
            #expect(!text.isEmpty)
            // English is the one language whose lines are English.
            guard !language.hasPrefix("en") else { continue }
            #expect(EnglishText.leaks(in: text, composer: composer).isEmpty,
                    "\(language), \(outcome): \(EnglishText.leaks(in: text, composer: composer)) in \(text)")
        }
    }

    @Test func englishLeaksAreFound() throws {
        let french = AlertComposer(configuration: Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes"),
                                   preferences: [try LanguageTag(parsing: "fr")])
        #expect(EnglishText.leaks(in: "No update.", composer: french) == ["No update"])
        #expect(EnglishText.leaks(in: "Vous avez la version la plus récente (1.1).", composer: french).isEmpty)
        #expect(EnglishText.leaks(in: "You have the newest version (1.1).", composer: french) == ["You have the newest version"])
        #expect(EnglishText.leaks(in: "[ Télécharger ]  ( Ignore )", composer: french) == ["Ignore"])
    }

    // MARK: The command itself

    /// A versions plist announcing 1.1 (the remote feed, read from a file).
    static func feed() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("versions-\(UUID().uuidString).plist")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>1.1</key><string>Faster sync</string></dict></plist>
            """.utf8).write(to: file)
        return file
    }

    static func check(_ feed: String, _ state: CheckCommandTests.StateDirectory, language: String, version: String = "1.0",
                      _ extra: [String] = []) throws -> CLI.Run {
        try CLI.run(["check", "--bundle-id", CheckCommandTests.bundleID, "--app-version", version, "--remote-plist", feed,
                     "--no-app-store", "--state-dir", state.path, "--locale", language] + extra)
    }

    static func respond(_ answer: String, _ state: CheckCommandTests.StateDirectory) throws {
        let run = try CLI.run(["respond", answer, "--bundle-id", CheckCommandTests.bundleID, "--app-version", "1.0",
                               "--version", "1.1", "--state-dir", state.path])
        #expect(run.status == 0, "\(run.error)")
    }

    static func composer(_ language: String) throws -> AlertComposer {
        AlertComposer(configuration: Configuration(applicationVersion: "1.0", applicationBundleID: CheckCommandTests.bundleID),
                      preferences: [try LanguageTag(parsing: language)])
    }

    @Test("each outcome, run for real, prints the localised lines")
    func commandRuns() throws {
        let file = try Self.feed()
        defer { try? FileManager.default.removeItem(at: file) }
        let feed = file.path

        let update = try Self.check(feed, try CheckCommandTests.StateDirectory(), language: "fr", ["--force"])
        #expect(update.status == 0, "\(update.error)")
        #expect(update.output.contains("Nouvelle version disponible (1.1)") && update.output.contains("( Ignorer )"), "\(update.output)")
        #expect(EnglishText.leaks(in: update.output, composer: try Self.composer("fr")).isEmpty, "\(update.output)")

        let upToDate = try Self.check(feed, try CheckCommandTests.StateDirectory(), language: "de", version: "1.1", ["--force"])
        #expect(upToDate.status == 0 && upToDate.output == "Du hast die neueste Version (1.1).\n", "\(upToDate.output)\(upToDate.error)")

        let ignoring = try CheckCommandTests.StateDirectory()
        _ = try Self.check(feed, ignoring, language: "ja")
        try Self.respond("ignore", ignoring)
        let ignored = try Self.check(feed, ignoring, language: "ja")
        #expect(ignored.output == (try Self.composer("ja")).summary(.ignored(version: "1.1")) + "\n", "\(ignored.output)\(ignored.error)")

        let reminding = try CheckCommandTests.StateDirectory()
        _ = try Self.check(feed, reminding, language: "ar")
        try Self.respond("remind", reminding)
        let deferred = try Self.check(feed, reminding, language: "ar")
        #expect(deferred.status == 0 && deferred.output.hasPrefix("لن يُعرض"), "\(deferred.output)\(deferred.error)")
        #expect(EnglishText.leaks(in: deferred.output, composer: try Self.composer("ar")).isEmpty, "\(deferred.output)")

        let failed = try Self.check(FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).plist").path,
                                    try CheckCommandTests.StateDirectory(), language: "ru", ["--force"])
        #expect(failed.status == 1)
        #expect(failed.output == (try Self.composer("ru")).summary(.failed(failures: [])) + "\n", "\(failed.output)")
        // The diagnostic, for a developer, stays English on standard error.
        #expect(failed.error.contains("error: "), "\(failed.error)")
    }
}

/// The English a person could be shown by mistake: each key's English text cut at its placeholders, and
/// the command's old `No update.`, except the words the language's own translations use (Dutch's
/// `Download`, Albanian's `Version`, German's `Version %@` are theirs).
enum EnglishText {
    static func leaks(in text: String, composer: AlertComposer) -> [String] {
        let translations = StringKey.allCases.compactMap { composer.lookup.string($0.rawValue)?.value }
        let english = ["No update"] + StringKey.allCases.filter { $0 != .missedUpdates }.flatMap { pieces(of: $0.builtInEnglish) }
        return english.filter { fragment in
            containsWord(fragment, in: text) && !translations.contains { containsWord(fragment, in: $0) }
        }
    }

    /// The runs of words between placeholders: `You have the newest version (%@).` gives `You have the newest version`.
    static func pieces(of english: String) -> [String] {
        english.replacingOccurrences(of: #"%(\d+\$)?[@d]"#, with: "\u{0}", options: .regularExpression)
            .split(separator: "\u{0}")
            .map { $0.trimmingCharacters(in: CharacterSet.letters.inverted) }
            .filter { $0.count >= 4 }
    }

    /// Whether `word` occurs in `text` with no letter glued on either side (`Download` is not in `Downloadgröße`).
    static func containsWord(_ word: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }
}
