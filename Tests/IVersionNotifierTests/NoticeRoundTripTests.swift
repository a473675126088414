import Foundation
import Logging
import PropertySupport
import Testing
@testable import RuntimeTestSupport
@testable import IVersion
@testable import IVersionNotifier
@_spi(Engine) import IVersionCore

/// What the notifier writes, its reader reads back (issue 37: a 353 KB notice was written and refused by a
/// reader capped at 256 KiB, so the update was never shown and the next check was a day away).
@Suite("Notice round trip")
struct NoticeRoundTripTests {
    /// The reproduction: release notes of 353 KB. The notice is stored trimmed and shown on the next run.
    @Test func aNoticeWithNotesPastTheCapIsStoredTrimmedAndShown() async throws {
        let directory = try StateTestDirectory()
        let notices = NoticeStore(directory: directory.url, bundleID: "com.example.tool")
        let lines = (0..<3_530).map { "Line \($0): " + String(repeating: "x", count: 88) }
        try notices.save(UpdateDetails(latestVersion: "1.1", releases: [VersionNotes(version: "1.1", lines: lines)],
                                       updateURL: URL(string: "https://example.com/tool")))
        let stored = try #require(notices.load(), "the reader refused what the writer wrote")
        #expect(stored.latestVersion == "1.1" && stored.releases.first?.lines.first == lines[0])
        let recorder = UpdateNotifierDecisionTests.Recorder()
        let outcome = await UpdateNotifierDecisionTests.notifier(directory.url, recorder: recorder).notify()
        #expect(outcome.printed && recorder.written.first?.contains("│ Line 0:") == true, "\(recorder.written)")
    }

    /// What the writer trims or refuses, it says so in the log.
    @Test func trimmingAndRefusingAreLogged() throws {
        let directory = try StateTestDirectory()
        let notices = NoticeStore(directory: directory.url, bundleID: "com.example.tool")
        let lines = LinesBox()
        let logger = Logger(label: "test") { _ in LinesBox.Handler(box: lines) }
        let notes = VersionNotes(version: "1.1", lines: [String(repeating: "\u{1B}", count: 300_000)])
        UpdateNotifier.store(UpdateDetails(latestVersion: "1.1", releases: [notes]), in: notices, logger: logger)
        #expect(notices.load()?.latestVersion == "1.1")
        #expect(lines.all.contains { $0.level == .info && $0.text.contains("stored trimmed") }, "\(lines.all)")
        // A version of 300 KB cannot fit whatever is trimmed: refused, said, and the stored notice kept.
        let huge = try #require(Version("1." + String(repeating: "1", count: 300_000)))
        UpdateNotifier.store(UpdateDetails(latestVersion: huge, releases: [VersionNotes(version: huge, lines: [])]), in: notices, logger: logger)
        #expect(notices.load()?.latestVersion == "1.1")
        #expect(lines.all.contains { $0.level == .warning && $0.text.contains("not stored") }, "\(lines.all.map(\.level))")
    }

    /// Any update (notes of any size, up to and past the cap, any text): what `save` wrote, `load` reads
    /// back; it is the update itself when the update fits, else the update with its notes trimmed (never
    /// its version, link or flags).
    @Test func whatIsWrittenIsReadBack() throws {
        let directory = try StateTestDirectory()
        let notices = NoticeStore(directory: directory.url, bundleID: "com.example.tool")
        Property.expectHolds(Property.check("notice round trip", cases: 30, generate: Self.update,
                                            describe: { "update \($0.latestVersion), \(Self.size($0)) bytes of notes" }) { update in
            notices.remove()
            try notices.save(update)
            guard let read = notices.load() else { return "the reader refused the notice" }
            let file = try Data(contentsOf: notices.noticeFile)
            guard file.count <= NoticeStore.maximumBytes else { return "wrote \(file.count) bytes" }
            if Self.encodedSize(update) <= NoticeStore.maximumBytes, read != update { return "a notice that fits came back changed" }
            guard read.latestVersion == update.latestVersion, read.updateURL == update.updateURL, read.isMandatory == update.isMandatory,
                  read.releaseDate == update.releaseDate, read.fileSizeBytes == update.fileSizeBytes,
                  read.releases.first?.version == update.releases.first?.version else { return "the facts changed: \(read)" }
            return nil
        })
    }

    // MARK: Generators

    /// Scalars that JSON escapes, that terminals act on, that take several bytes, and plain letters.
    static let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\t", "\n", "\r", "\u{1B}",
                                             "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{202E}", "é", "\u{301}", "漢", "🎉", "\u{FEFF}"]

    static func text(_ random: inout SplitMix64, length: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            // Mostly the alphabet; now and then any scalar at all (noncharacters and private use included).
            if random.chance(0.05), let any = Unicode.Scalar(UInt32(random.int(0...0x10_FFFF))) {
                scalars.append(any)
            } else {
                scalars.append(random.pick(alphabet))
            }
        }
        return String(scalars)
    }

    static func lines(_ random: inout SplitMix64) -> [String] {
        // From none to well past the cap: up to 400 lines of up to 2,000 scalars (some of six escaped bytes).
        let longest = random.pick([10, 200, 2_000])
        return random.array(0...random.pick([3, 40, 400])) { text(&$0, length: $0.int(0...longest)) }
    }

    static func update(_ random: inout SplitMix64) -> UpdateDetails {
        let version = Version("\(random.int(1...9)).\(random.int(0...99)).\(random.int(0...999))")!
        var releases: [VersionNotes] = []
        for index in 0..<random.int(1...4) {
            var notes = VersionNotes(version: index == 0 ? version : Version("0.\(index)")!, lines: lines(&random))
            if random.chance(0.3) { notes.markdown = text(&random, length: random.int(0...20_000)) }
            if random.chance(0.4) {
                for language in ["de", "fr", "pt-BR"] where random.chance(0.6) { notes.translations[language] = lines(&random) }
            }
            releases.append(notes)
        }
        var update = UpdateDetails(
            latestVersion: version, releases: releases, isMandatory: random.chance(0.2),
            updateURL: random.optional { URL(string: "https://example.com/download/\($0.int(0...1_000_000))")! },
            releaseDate: random.optional { Date(timeIntervalSince1970: Double($0.int(-62_135_596_800...253_402_300_799))) },
            fileSizeBytes: random.optional { Int64($0.int(Int.min...Int.max)) })
        update.isInformational = random.chance(0.1)
        update.releaseNotesURL = random.optional { URL(string: "https://example.com/notes/\($0.int(0...999)).html")! }
        if random.chance(0.3) { update.localizedReleaseNotesURLs = ["de": URL(string: "https://example.com/de.html")!] }
        return update
    }

    static func encodedSize(_ update: UpdateDetails) -> Int {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(update).count) ?? 0
    }

    static func size(_ update: UpdateDetails) -> Int {
        update.releases.reduce(0) { total, release in
            total + release.lines.reduce(0) { $0 + $1.utf8.count } + (release.markdown?.utf8.count ?? 0)
                + release.translations.values.joined().reduce(0) { $0 + $1.utf8.count }
        }
    }
}

/// Log lines kept for a test.
final class LinesBox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [(level: Logger.Level, text: String)] = []
    var all: [(level: Logger.Level, text: String)] { lock.lock(); defer { lock.unlock() }; return lines }
    func append(_ level: Logger.Level, _ text: String) { lock.lock(); lines.append((level, text)); lock.unlock() }

    struct Handler: LogHandler {
        let box: LinesBox
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { box.append(event.level, event.message.description) }
    }
}
