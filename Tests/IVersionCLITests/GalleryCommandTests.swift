import Foundation
import IVersionLocalizations
import LocaleServices
import Testing
@testable import iversion

/// `iversion gallery` without a browser: what the page holds, an app's overrides, escaping and
/// the bad arguments.
@Suite("iversion gallery")
struct GalleryCommandTests {
    /// A fresh temporary directory, removed by the caller.
    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("iversion-gallery-\(UUID().uuidString)")
    }

    static func write(_ files: [String: String], in directory: URL) throws {
        for (path, text) in files {
            let file = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    @Test func pageHasEveryLanguageWithLangAndDirAndEveryAlertKind() throws {
        let output = Self.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CLI.run(["gallery", "--output", output.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\(LibraryLocalizations.languages.count) languages"))
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)

        for language in LibraryLocalizations.languages {
            #expect(html.contains("data-language=\"\(language)\""), "\(language)")
        }
        #expect(html.contains(#"<section class="language script-Arab" id="lang-ar" data-language="ar" lang="ar" dir="rtl">"#))
        #expect(html.contains(#"<article class="alert" data-kind="missed" lang="ja" dir="ltr">"#))
        for kind in ["update", "grouped", "mandatory", "informational", "new", "missed"] {
            #expect(html.components(separatedBy: "data-kind=\"\(kind)\"").count - 1 == LibraryLocalizations.languages.count, "\(kind)")
        }
        // The translated title, its key, the Arabic dual and the counts a translator must see.
        #expect(html.contains("新しいバージョンがあります（1.2）"))
        #expect(html.contains("iVersionUpdateAvailableTitleFormat · library ja.lproj/iVersion"))
        #expect(html.contains("فاتك تحديثان"))
        #expect(html.contains("iVersionMissedUpdates (n = 21, one)"))
        #expect(html.contains("iVersionMissedUpdates (n = 100, other)"))
        // Self-contained: nothing is fetched.
        #expect(html.contains("default-src 'none'"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\""))
    }

    @Test func appStringsOverrideAndAreEscapedAndChecked() throws {
        let app = Self.scratch()
        let output = Self.scratch()
        defer {
            try? FileManager.default.removeItem(at: app)
            try? FileManager.default.removeItem(at: output)
        }
        try Self.write([
            "en.lproj/Localizable.strings": #""iVersionDownloadButton" = "Get it"; "iVersionIgnoreButton" = "Skip";"#,
            // A hostile translation: markup, an ampersand, a control character.
            "fr.lproj/Localizable.strings": "\"iVersionDownloadButton\" = \"<script>alert('x')</script> & \u{1B}[31m\";",
        ], in: app)
        let run = try CLI.run(["gallery", "--output", output.path, "--app-strings", app.path, "--language", "fr", "--language", "en"])
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)

        // Escaped for HTML, and the control character gone before the text reached the alert model.
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; [31m"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("\u{1B}"))
        #expect(html.contains("iVersionDownloadButton · app fr.lproj/Localizable"))
        #expect(html.contains(">Get it<"))
        // strings-check on the app's tables: French lacks "iVersionIgnoreButton".
        #expect(html.contains("[missing-key] fr lacks &quot;iVersionIgnoreButton&quot;"))
        #expect(html.components(separatedBy: "<section class=\"language").count - 1 == 2)
    }

    @Test func findingsOfTheLibraryAreShownPerLanguage() throws {
        let output = Self.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let allow = output.appendingPathComponent("empty.allow")
        try Self.write(["empty.allow": "# nothing allowed\n"], in: output)
        let run = try CLI.run(["gallery", "--output", output.path, "--language", "fr", "--allow-file", allow.path])
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        // Without the library's allow-list, French "Version %@" is reported as untranslated (German's
        // is not: Dutch, Danish, Swedish and Norwegian keep it too, a word the family shares).
        #expect(html.contains("[untranslated] &quot;iVersionVersionLabelFormat&quot; in fr"))
        #expect(html.contains("strings-check: 1 finding<"))
    }

    /// The shipped record is honest and complete: one entry per shipped language, none for a
    /// folder that does not exist, and no language marked as reviewed by a native speaker until
    /// one has (this test changes with the first real review).
    @Test func theLibrarysReviewStatusNamesEveryLanguage() throws {
        let status = try ReviewStatus.decode(LibraryLocalizations.reviewStatus, path: "review-status.json")
        #expect(status.languages.keys.sorted() == LibraryLocalizations.languages)
        #expect(status.languages.values.allSatisfy { $0.nativeReview == nil })
        #expect(status.record(for: "cy").note?.contains("not a native speaker") == true)
        #expect(status.record(for: "xx").summary == "Not yet reviewed by a native speaker")
    }

    @Test func reviewStatusIsShownOnEachLanguage() throws {
        let output = Self.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        try Self.write(["review.json": #"{"languages": {"de": {"nativeReview": {"date": "2026-11-20", "reviewer": "<Jana>"}}, "fr": {"nativeReview": null, "note": "Spot-checked"}}}"#], in: output)
        let run = try CLI.run(["gallery", "--output", output.path, "--language", "de", "--language", "fr", "--language", "ja",
                               "--review-status", output.appendingPathComponent("review.json").path])
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(#"<p class="review reviewed" data-review="reviewed" lang="en" dir="ltr"><strong>Reviewed by a native speaker on 2026-11-20 (&lt;Jana&gt;)</strong></p>"#))
        #expect(html.contains(#"<strong>Not yet reviewed by a native speaker</strong> <span class="note">Spot-checked</span>"#))
        // ja is not in the file: not reviewed.
        #expect(html.components(separatedBy: #"data-review="unreviewed""#).count - 1 == 2)
    }

    @Test("a bad review-status file is an error naming the file and the place", arguments: [
        (#"{"languages": {"de": {"nativeReview": {"date": "20 November"}}}}"#, "languages.de.nativeReview.date: expected a day as YYYY-MM-DD"),
        (#"{"languages": {"de": {"nativeReview": {"date": "2026-02-30"}}}}"#, "expected a day as YYYY-MM-DD, found \"2026-02-30\""),
        (#"{"languages": {"de": "yes"}}"#, "languages.de"),
        ("{\"languages\": {\n  \"de\": }", "2:9"),
        (#"{"langs": {}}"#, "missing \"languages\""),
    ])
    func badReviewStatus(json: String, message: String) throws {
        let output = Self.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        try Self.write(["review.json": json], in: output)
        let file = output.appendingPathComponent("review.json").path
        let run = try CLI.run(["gallery", "--output", output.path, "--language", "de", "--review-status", file])
        #expect(run.status == 1)
        #expect(run.error.contains("review status: \(file)"), "\(run.error)")
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test("bad arguments", arguments: [
        (["--app-strings", "/nonexistent/app"], Int32(2), "is not a directory"),
        (["--language", "tlh"], Int32(1), "no localisation named tlh"),
        (["--allow-file", "/nonexistent/allow"], Int32(1), "does not exist"),
        (["--review-status", "/nonexistent/review.json"], Int32(1), "review status: /nonexistent/review.json: no such file"),
    ])
    func badArguments(arguments: [String], status: Int32, message: String) throws {
        let output = Self.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CLI.run(["gallery", "--output", output.path] + arguments)
        #expect(run.status == status)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    /// Issue 28, item 9: an app's strings are shown in every card of every language that falls back to
    /// them; 7 MB of them made a 442 MB page (20.8 s, 1.6 GB). Each string is now shown up to a cap.
    @Test("7 MB of an app's strings do not multiply into the page")
    func hugeAppStrings() throws {
        let app = Self.scratch()
        let output = Self.scratch()
        defer {
            try? FileManager.default.removeItem(at: app)
            try? FileManager.default.removeItem(at: output)
        }
        let value = String(repeating: "Download now ", count: 270_000) // 3.5 MB each
        try Self.write(["en.lproj/Localizable.strings": "\"iVersionDownloadButton\" = \"\(value)\";\n\"iVersionIgnoreButton\" = \"\(value)\";\n"], in: app)
        // Processor time (the kernel stops the run past it), not the wall clock: a busy machine does not fail it.
        let run = try CLI.run(["gallery", "--output", output.path, "--app-strings", app.path], cpuSeconds: 60)
        #expect(run.status == 0, "\(run.error)")
        let page = try Data(contentsOf: output.appendingPathComponent("index.html"))
        #expect(page.count < 7_000_000, "a \(page.count)-byte page for 7 MB of strings")
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains(" more bytes not shown)"), "each long string is cut where shown")
        #expect(html.contains("<span class=\"text\">Download now Download now"))
    }

    /// Issue 37: every empty `.lproj` folder of the app got a full section of the fallback's alerts (8,000
    /// folders made a 102 MB page). Empty folders are named in one capped line: the page grows by a bounded
    /// number of bytes per folder, however many there are.
    @Test("empty .lproj folders do not multiply into the page")
    func emptyFoldersAreOneLine() throws {
        func page(emptyFolders count: Int) throws -> (bytes: Int, html: String) {
            let app = Self.scratch()
            let output = Self.scratch()
            defer {
                try? FileManager.default.removeItem(at: app)
                try? FileManager.default.removeItem(at: output)
            }
            try Self.write(["en.lproj/Localizable.strings": #""iVersionDownloadButton" = "Get it";"#,
                            "tlh.lproj/Localizable.strings": #""iVersionDownloadButton" = "Suq";"#], in: app)
            for index in 0..<count {
                try FileManager.default.createDirectory(at: app.appendingPathComponent("empty\(1000 + index).lproj"),
                                                        withIntermediateDirectories: true)
            }
            let run = try CLI.run(["gallery", "--output", output.path, "--app-strings", app.path], cpuSeconds: 120)
            #expect(run.status == 0, "\(run.error)")
            let data = try Data(contentsOf: output.appendingPathComponent("index.html"))
            return (data.count, String(decoding: data, as: UTF8.self))
        }
        let small = try page(emptyFolders: 25)
        let large = try page(emptyFolders: 200)
        // A section is about 12 KB; a folder's entry on the disk, its name, is 15 bytes.
        let perFolder = Double(large.bytes - small.bytes) / 175
        #expect(perFolder < 50, "\(perFolder) bytes of page per empty folder (\(small.bytes) at 25, \(large.bytes) at 200)")
        #expect(large.html.contains("200 folders hold none of the app's strings and get no section: empty1000, empty1001,"))
        #expect(large.html.contains("empty1019 and 180 more"))
        #expect(!large.html.contains("data-language=\"empty1000\""))
        // A language the library does not ship, with the app's strings, still gets its section.
        #expect(large.html.contains(#"id="lang-tlh""#))
        #expect(large.html.contains("iVersionDownloadButton · app tlh.lproj/Localizable"))
    }

    @Test("a string over the cap keeps whole characters and says how much is left out")
    func shownCap() {
        let short = String(repeating: "é", count: 10)
        #expect(GalleryHTML.shown(short) == short)
        let long = String(repeating: "é", count: GalleryHTML.maximumShownBytes) // two bytes each
        let shown = GalleryHTML.shown(long)
        #expect(shown == String(repeating: "é", count: GalleryHTML.maximumShownBytes / 2) + "… (\(GalleryHTML.maximumShownBytes) more bytes not shown)")
    }

    /// Issue 28, item 16: Foundation's words on Linux were `The operation could not be completed. (NSCocoaErrorDomain error 512.)`.
    @Test("--output on a file, or below one, says so in words")
    func outputOnAFile() throws {
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("page.html")
        try Data("keep me".utf8).write(to: file)
        let onFile = try CLI.run(["gallery", "--output", file.path])
        #expect(onFile.status == 2)
        #expect(onFile.error.contains("--output: \(file.path) is a file, not a directory"), "\(onFile.error)")
        let below = try CLI.run(["gallery", "--output", file.path + "/site"])
        #expect(below.status == 1)
        #expect(below.error.contains("--output: \(file.path) is a file, not a directory"), "\(below.error)")
        for run in [onFile, below] { #expect(!run.error.contains("NSCocoaErrorDomain"), "\(run.error)") }
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
    }

    @Test func everyShippedScriptHasAFontStack() throws {
        for language in LibraryLocalizations.languages {
            let script = try #require(try LanguageTag(parsing: language).maximized().script)
            #expect(script == "Latn" || script == "Cyrl" || script == "Grek" || GalleryFonts.byScript[script] != nil, "\(language): \(script)")
        }
        #expect(GalleryFonts.css.contains(".script-Khmr { font-family: \"Noto Sans Khmer\""))
    }
}
