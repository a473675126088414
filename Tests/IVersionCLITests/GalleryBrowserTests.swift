import Foundation
import IVersionLocalizations
import LocaleServices
import Testing

/// The gallery in a real browser: every language's cards are there, no string spills out of its
/// card, right-to-left cards run right to left. Skipped only when no Chromium can be found
/// (`make deps` installs Debian's `chromium`). One browser at a time: each is a handful of
/// processes, and the other suites' loopback servers must still start within their time limit.
@Suite("Gallery in a browser", .serialized, .enabled(if: HeadlessBrowser.found != nil,
    "no headless browser: install Debian's chromium (make deps does), or set IVERSION_BROWSER"))
struct GalleryBrowserTests {
    static let browser = HeadlessBrowser.found!

    /// Writes the gallery into a new temporary directory and returns the page.
    static func gallery(_ extra: [String] = []) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-gallery-\(UUID().uuidString)")
        let run = try CLI.run(["gallery", "--output", directory.path] + extra)
        guard run.status == 0 else { throw HeadlessBrowser.Failure(description: "gallery failed: \(run.error)") }
        return directory.appendingPathComponent("index.html")
    }

    @Test func everyLanguageFitsAndRunsInItsDirection() throws {
        let page = try Self.gallery()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let report = try LayoutReport(dom: Self.browser.dumpDOM(page))

        let shipped = LibraryLocalizations.languages
        #expect(shipped.count >= 70)
        #expect(report.languages == shipped)
        #expect(report.cards == shipped.count * 6)
        #expect(report.overflows.isEmpty, "\(report.overflows.map { "\($0.language) \($0.kind): \($0.text)" })")
        // Every language says whether a native speaker has reviewed it; the library's record names none yet.
        #expect(report.reviews.map(\.language) == shipped)
        #expect(report.reviews.allSatisfy { $0.state == "unreviewed" && $0.visible })

        let rightToLeft = Set(shipped.filter { TextDirection(of: try! LanguageTag(parsing: $0)) == .rightToLeft })
        #expect(rightToLeft.isSuperset(of: ["ar", "fa", "he", "ur"]))
        #expect(Set(report.directions.filter { $0.dir == "rtl" }.map(\.language)) == rightToLeft)
        for card in report.directions {
            #expect(card.computed == card.dir, "\(card.language) \(card.kind)")
            #expect(card.startAligned, "\(card.language) \(card.kind) does not start at its \(card.dir == "rtl" ? "right" : "left") edge")
        }
    }

    /// Translators see which languages a native speaker has reviewed: the status as the browser
    /// lays it out, on a reviewed card and an unreviewed one.
    @Test func reviewStatusIsVisibleOnReviewedAndUnreviewedLanguages() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("review.json")
        try Data(#"{"languages": {"ar": {"nativeReview": {"date": "2026-11-20", "reviewer": "Test Reviewer"}}}}"#.utf8).write(to: file)
        let page = try Self.gallery(["--language", "ar", "--language", "cy", "--review-status", file.path])
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }

        let report = try LayoutReport(dom: Self.browser.dumpDOM(page))
        let byLanguage = Dictionary(uniqueKeysWithValues: report.reviews.map { ($0.language, $0) })
        let reviewed = try #require(byLanguage["ar"]), unreviewed = try #require(byLanguage["cy"])
        #expect(reviewed.state == "reviewed" && reviewed.visible)
        #expect(reviewed.text == "Reviewed by a native speaker on 2026-11-20 (Test Reviewer)")
        #expect(unreviewed.state == "unreviewed" && unreviewed.visible)
        #expect(unreviewed.text.hasPrefix("Not yet reviewed by a native speaker"), "\(unreviewed.text)")
        #expect(report.overflows.isEmpty)
    }

    /// The check itself can fail: a style sheet that forbids wrapping and forces left to right
    /// must be reported by the page's script.
    @Test func theLayoutCheckCatchesABrokenStyleSheet() throws {
        let page = try Self.gallery(["--language", "ar", "--language", "de"])
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let html = try String(contentsOf: page, encoding: .utf8)
        let broken = ".alert { direction: ltr !important; } .alert .title { white-space: nowrap; overflow: hidden; }"
        try html.replacingOccurrences(of: "</style>", with: broken + "\n</style>").write(to: page, atomically: true, encoding: .utf8)

        let report = try LayoutReport(dom: Self.browser.dumpDOM(page))
        #expect(report.languages == ["ar", "de"])
        #expect(report.overflows.contains { $0.language == "de" && $0.kind == "mandatory" })
        #expect(report.directions.contains { $0.language == "ar" && $0.computed == "ltr" })
    }

    @Test func screenshotIsAPNGOfTheRequestedSize() throws {
        let page = try Self.gallery()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let file = page.deletingLastPathComponent().appendingPathComponent("gallery.png")
        var address = URLComponents(url: page, resolvingAgainstBaseURL: false)!
        address.query = "only=ar,de,ja"
        try Self.browser.screenshot(address.url!, to: file, width: 1200, height: 900)

        let png = try [UInt8](Data(contentsOf: file))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16…23.
        let size = { (offset: Int) in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(png.count > 16 + 8 && size(16) == 1200 && size(20) == 900)
        #expect(png.count > 20_000, "a blank page compresses to almost nothing")
    }
}
