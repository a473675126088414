import Foundation
import LocaleServices
import Testing

@testable import EngineTestSupport
@_spi(Engine) @_spi(Fuzzing) @testable import IVersionCore

/// Each element of an appcast meaning what Sparkle means by it, replayed on appcasts shaped like the ones
/// Mac developers publish (see the README's appcast table).
@Suite("Appcast semantics")
struct AppcastSemanticsTests {
    typealias F = Fixtures

    static func decide(
        _ bytes: [UInt8], app: String, os: String? = "14.0", state: CheckState = CheckState(lastVersion: "1.0"),
        request: CheckRequest = .launch, _ change: (inout Configuration) -> Void = { _ in }
    ) throws -> CheckDecision {
        var configuration = Configuration(applicationVersion: F.v(app), applicationBundleID: "com.example.notes")
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.appcast(URL(string: "https://example.com/appcast.xml")!))
        change(&configuration)
        let feed = try SparkleAppcast.decode(bytes, baseURL: URL(string: "https://example.com/appcast.xml"))
        return CheckEngine.decide(
            CheckInput(
                configuration: configuration, state: state, now: F.now, osVersion: os.map(F.v),
                request: request,
                remote: .fetched(FetchedFeeds(appcast: .success(feed.selected(as: .appcast, in: configuration))))))
    }

    // MARK: Deltas

    @Test("delta enclosures are never the download, wherever they stand in the item")
    func deltasAreNotTheDownload() throws {
        let deltas = """
            <sparkle:deltas>
              <enclosure url="https://example.com/3.0-from-2.9.delta" sparkle:version="3.0" sparkle:deltaFrom="2.9" length="1024"/>
              <enclosure url="https://example.com/3.0-from-2.8.delta" sparkle:version="3.0" sparkle:deltaFrom="2.8" length="2048"/>
            </sparkle:deltas>
            """
        let decision = try Self.decide(AppcastFixtures.appcast(AppcastFixtures.item("3.0", deltas)), app: "2.9")
        let update = try #require(decision.update)
        #expect(update.latestVersion == "3.0")
        #expect(
            update.updateURL == URL(string: "https://example.com/Notes-3.0.zip") && update.fileSizeBytes == 5_242_880)
    }

    @Test("an item whose only enclosure is a delta is skipped with the reason; the full release below it is offered")
    func deltaOnlyItem() throws {
        let deltaOnly = AppcastFixtures.item(
            "3.1",
            enclosure:
                #"<enclosure url="https://example.com/3.1-from-3.0.delta" sparkle:deltaFrom="3.0" length="900"/>"#)
        let decision = try Self.decide(AppcastFixtures.appcast(deltaOnly, AppcastFixtures.item("3.0")), app: "2.9")
        #expect(decision.update?.latestVersion == "3.0")
        #expect(decision.reasons.contains("3.1 has only a delta update (sparkle:deltaFrom), no full download: skipped"))
        // Alone, nothing is offered.
        #expect(try Self.decide(AppcastFixtures.appcast(deltaOnly), app: "3.0").remote == .noUpdate(.upToDate))
    }

    // MARK: Critical and informational updates

    @Test(
        "a critical update with a version is critical only for apps below it",
        arguments: [
            ("1.4", true), ("1.5", false), ("1.9", false),
        ])
    func versionBoundCritical(app: String, mandatory: Bool) throws {
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item("2.0", #"<sparkle:criticalUpdate sparkle:version="1.5"/>"#))
        let update = try #require(try Self.decide(feed, app: app).update)
        #expect(update.latestVersion == "2.0" && update.isMandatory == mandatory)
    }

    @Test("the critical mark that counts is the announced item's, as in Sparkle")
    func criticalOfTheAnnouncedItem() throws {
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item("1.2"), AppcastFixtures.item("1.1", "<sparkle:criticalUpdate/>"))
        #expect(try Self.decide(feed, app: "1.0").update?.isMandatory == false)
        #expect(
            try Self.decide(
                AppcastFixtures.appcast(AppcastFixtures.item("1.2", "<sparkle:criticalUpdate/>")), app: "1.0"
            ).update?.isMandatory == true)
    }

    @Test(
        "the versions inside informationalUpdate are app versions: they limit who sees the item as informational",
        arguments: [
            ("0.9", true), ("1.0", false), ("2.4", true), ("2.5", true), ("2.6", false), ("2.7", false),
        ])
    func informationalScope(app: String, informational: Bool) throws {
        let update = try #require(try Self.decide(AppcastFixtures.informational, app: app).update)
        #expect(update.latestVersion == "3.0")
        #expect(update.isInformational == informational)
    }

    @Test("an informational update offers Learn More, opens the item's page, shows no size and is never mandatory")
    func informationalAlert() throws {
        let update = try #require(try Self.decide(AppcastFixtures.informational, app: "2.5").update)
        #expect(update.isInformational && !update.isMandatory)
        #expect(update.updateURL == URL(string: "https://example.com/notes/3.0") && update.fileSizeBytes == nil)
        let composer = AlertComposer(
            configuration: Configuration(applicationVersion: "2.5", applicationBundleID: "com.example.notes"),
            preferences: [try LanguageTag(parsing: "de-DE")])
        let alert = composer.updateAlert(update)
        #expect(alert.kind == .informationalUpdate)
        #expect(alert.buttons.map(\.label) == ["Mehr erfahren", "Ignorieren", "Später erinnern"])
        #expect(alert.buttons.first?.role == .download && alert.downloadSizeText == nil)
        // Below 1.0 is informational too; at 1.0 it is an ordinary, critical update with a download.
        let ordinary = try #require(try Self.decide(AppcastFixtures.informational, app: "1.0").update)
        #expect(!ordinary.isInformational && ordinary.isMandatory && ordinary.fileSizeBytes == 5_242_880)
        #expect(composer.updateAlert(ordinary).buttons.map(\.label) == ["Herunterladen"])
    }

    @Test(
        "an item with a link and no enclosure is informational for everyone; its release notes link stands in for a missing link"
    )
    func informationalWithoutEnclosure() throws {
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item("4.0", "<link>https://example.com/4.0</link>", enclosure: ""),
            AppcastFixtures.item(
                "3.5",
                "<sparkle:informationalUpdate/><sparkle:releaseNotesLink>https://example.com/3.5.html</sparkle:releaseNotesLink>"
            ))
        let update = try #require(try Self.decide(feed, app: "1.0").update)
        #expect(
            update.latestVersion == "4.0" && update.isInformational
                && update.updateURL == URL(string: "https://example.com/4.0"))
        let older = try #require(
            try Self.decide(
                AppcastFixtures.appcast(
                    AppcastFixtures.item(
                        "3.5",
                        "<sparkle:informationalUpdate/><sparkle:releaseNotesLink>https://example.com/3.5.html</sparkle:releaseNotesLink>"
                    )), app: "1.0"
            ).update)
        #expect(older.isInformational && older.updateURL == URL(string: "https://example.com/3.5.html"))
        // Neither an enclosure nor a link: Sparkle cannot use the item.
        let unusable = try SparkleAppcast.decode(AppcastFixtures.appcast(AppcastFixtures.item("5.0", enclosure: "")))
        #expect(
            unusable.releases.isEmpty
                && unusable.problems.map(\.message) == [#"item "Version 5.0" has no enclosure and no link"#])
    }

    // MARK: Operating systems

    @Test("maximumSystemVersion bounds the OS from above, minimumSystemVersion from below")
    func systemVersions() throws {
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item("2.1", "<sparkle:maximumSystemVersion>2.0</sparkle:maximumSystemVersion>"),
            AppcastFixtures.item("2.0", "<sparkle:minimumSystemVersion>13.0</sparkle:minimumSystemVersion>"))
        let modern = try Self.decide(feed, app: "1.0", os: "14.0")
        #expect(
            modern.update?.latestVersion == "2.0" && modern.reasons.contains("2.1 runs on OS 2.0 at most; running 14.0")
        )
        #expect(try Self.decide(feed, app: "1.0", os: "1.9").update?.latestVersion == "2.1")
        #expect(try Self.decide(feed, app: "1.0", os: "12.0").remote == .noUpdate(.upToDate))
    }

    @Test("items for another OS are skipped with the reason; the OS is macOS by default and configurable")
    func operatingSystems() throws {
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item(
                "2.2",
                enclosure: #"<enclosure url="https://example.com/Notes-2.2.msi" sparkle:os="windows" length="10"/>"#),
            AppcastFixtures.item(
                "2.1",
                enclosure: #"<enclosure url="https://example.com/Notes-2.1.zip" sparkle:os="macos" length="10"/>"#),
            AppcastFixtures.item("2.0"))
        let mac = try Self.decide(feed, app: "1.0")
        #expect(mac.update?.latestVersion == "2.1" && mac.reasons.contains("2.2 is for windows, not macos: skipped"))
        let windows = try Self.decide(feed, app: "1.0") {
            $0.setFeed(.appcast(URL(string: "https://example.com/appcast.xml")!, operatingSystem: "windows"))
        }
        #expect(windows.update?.latestVersion == "2.2" && windows.update?.releases.map(\.version) == ["2.2"])
        #expect(
            windows.reasons.contains("2.1 is for macos, not windows: skipped")
                && windows.reasons.contains("2.0 is for macos, not windows: skipped"))
    }

    // MARK: Phased rollout

    @Test("a phased rollout holds back a check the app runs by itself, not one the user asks for")
    func phasedRolloutBackgroundAndOnRequest() throws {
        // Published ten days ago with a 3-day interval: groups 1 to 4 of 7 are told (buckets below 4/7).
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item("2.0", "<sparkle:phasedRolloutInterval>259200</sparkle:phasedRolloutInterval>"))
        var state = CheckState(lastVersion: "1.0")
        state.rolloutBucket = 0.9
        let background = try Self.decide(feed, app: "1.0", state: state, request: .launch)
        // Bucket 0.9 is in group 7, told 6 intervals (18 days) after the release: 8 days from now.
        #expect(
            background.remote
                == .noUpdate(.rollingOut("2.0", share: 4.0 / 7, until: F.now.addingTimeInterval(8 * 86_400))))
        let onRequest = try Self.decide(feed, app: "1.0", state: state, request: .forcedRemote)
        #expect(onRequest.update?.latestVersion == "2.0")
        #expect(onRequest.reasons.contains("2.0 is rolling out in phases; the user asked, so it is offered now"))
        state.rolloutBucket = 0.5
        #expect(try Self.decide(feed, app: "1.0", state: state, request: .launch).update?.latestVersion == "2.0")
    }

    // MARK: Major upgrades

    static let majors = AppcastFixtures.appcast(
        AppcastFixtures.item("3.1", "<sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>"),
        AppcastFixtures.item("3.0", "<sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>"),
        AppcastFixtures.item("2.2"))

    @Test("a minor update is offered before a major upgrade; the major upgrade once no minor one is left")
    func minorBeforeMajor() throws {
        let minor = try Self.decide(Self.majors, app: "2.1")
        #expect(minor.update?.latestVersion == "2.2" && minor.update?.releases.map(\.version) == ["2.2"])
        let major = try Self.decide(Self.majors, app: "2.2")
        #expect(
            major.update?.latestVersion == "3.1"
                && major.reasons.contains("3.1 is a major upgrade (sparkle:minimumAutoupdateVersion 3.0)"))
        // Past the minimum, 3.1 is an ordinary update.
        #expect(try Self.decide(Self.majors, app: "3.0").update?.latestVersion == "3.1")
    }

    @Test("ignoring a major upgrade hides the upgrades it stands for, never the minor updates below it")
    func ignoringAMajorUpgrade() throws {
        var state = CheckState(lastVersion: "1.0")
        state.ignoredVersion = "3.1"
        #expect(try Self.decide(Self.majors, app: "2.2", state: state).remote == .noUpdate(.ignored("3.1")))
        // A new minor update is offered although a major upgrade was ignored.
        let withMinor = AppcastFixtures.appcast(
            AppcastFixtures.item("3.1", "<sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>"),
            AppcastFixtures.item("2.3"))
        #expect(try Self.decide(withMinor, app: "2.2", state: state).update?.latestVersion == "2.3")
        // A later upgrade whose ignoreSkippedUpgradesBelowVersion is above the ignored one comes back.
        let later = AppcastFixtures.appcast(
            AppcastFixtures.item(
                "3.2",
                """
                <sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>
                <sparkle:ignoreSkippedUpgradesBelowVersion>3.2</sparkle:ignoreSkippedUpgradesBelowVersion>
                """),
            AppcastFixtures.item("3.1", "<sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>"))
        #expect(try Self.decide(later, app: "2.2", state: state).update?.latestVersion == "3.2")
        // Without it, the later upgrade to the same major version stays hidden.
        let quiet = AppcastFixtures.appcast(
            AppcastFixtures.item("3.2", "<sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>"),
            AppcastFixtures.item("3.1", "<sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>"))
        #expect(try Self.decide(quiet, app: "2.2", state: state).remote == .noUpdate(.ignored("3.2")))
        // A new major version (minimum 4.0) is not hidden by the skipped 3.x.
        let next = AppcastFixtures.appcast(
            AppcastFixtures.item("4.0", "<sparkle:minimumAutoupdateVersion>4.0</sparkle:minimumAutoupdateVersion>"),
            AppcastFixtures.item("3.1", "<sparkle:minimumAutoupdateVersion>3.0</sparkle:minimumAutoupdateVersion>"))
        #expect(try Self.decide(next, app: "2.2", state: state).update?.latestVersion == "4.0")
    }

    @Test("ignoring a minor update hides it and everything below it until a newer one is out")
    func ignoringAMinorUpdate() throws {
        var state = CheckState(lastVersion: "1.0")
        state.ignoredVersion = "2.2"
        #expect(
            try Self.decide(
                AppcastFixtures.appcast(AppcastFixtures.item("2.2"), AppcastFixtures.item("2.1")), app: "2.0",
                state: state
            ).remote == .noUpdate(.ignored("2.2")))
        #expect(
            try Self.decide(
                AppcastFixtures.appcast(AppcastFixtures.item("2.3"), AppcastFixtures.item("2.2")), app: "2.0",
                state: state
            ).update?.latestVersion == "2.3")
    }

    // MARK: Versions and links

    @Test("the item's version is its own sparkle:version, never one nested in informationalUpdate")
    func nestedVersionIsNotTheItems() throws {
        let feed = try SparkleAppcast.decode(AppcastFixtures.informational)
        #expect(feed.releases.map(\.version) == ["3.0", "2.6"])
        #expect(feed.releases[0].informationalFor == .listed(versions: ["2.5", "2.4"], below: ["1.0"]))
    }

    @Test("a commit after a hyphen is a version; Sparkle's comparator ignores it, so 1.5.5 is up to date")
    func hyphenatedVersions() throws {
        let feed = AppcastFixtures.appcast(AppcastFixtures.item("1.5.5-335d3e2"))
        #expect(try SparkleAppcast.decode(feed).releases.map(\.version.text) == ["1.5.5-335d3e2"])
        #expect(try Self.decide(feed, app: "1.5.5").remote == .noUpdate(.upToDate))
        #expect(try Self.decide(feed, app: "1.5.4").update?.latestVersion.text == "1.5.5-335d3e2")
        // Build metadata: 2.0.0-beta.2+build.5 is read; what is no version is named.
        let odd = try SparkleAppcast.decode(
            AppcastFixtures.appcast(AppcastFixtures.item("2.0.0-beta.2+build.5"), AppcastFixtures.item("2.x")))
        #expect(odd.releases.map(\.version.text) == ["2.0.0-beta.2+build.5"])
        #expect(odd.problems.map(\.message) == [#"item version "2.x" is not a version"#])
    }

    @Test("relative enclosure, link and release notes URLs resolve against the feed's URL; other schemes are refused")
    func relativeURLs() throws {
        let bytes = AppcastFixtures.appcast(
            AppcastFixtures.item(
                "2.0",
                """
                <link>../about/2.0</link>
                <sparkle:releaseNotesLink>notes/2.0.html</sparkle:releaseNotesLink>
                <sparkle:releaseNotesLink xml:lang="de">/de/notes/2.0.html</sparkle:releaseNotesLink>
                """, enclosure: #"<enclosure url="Notes 2.0.zip" length="10"/>"#),
            AppcastFixtures.item("1.9", "<link>javascript:alert(1)</link>"),
            AppcastFixtures.item("1.8", enclosure: #"<enclosure url="file:///etc/passwd" length="10"/>"#))
        let feed = try SparkleAppcast.decode(
            bytes, baseURL: URL(string: "https://example.com/releases/stable/appcast.xml"))
        let release = try #require(feed.releases.first)
        #expect(release.url?.absoluteString == "https://example.com/releases/stable/Notes%202.0.zip")
        #expect(release.infoURL?.absoluteString == "https://example.com/releases/about/2.0")
        #expect(release.releaseNotesURL?.absoluteString == "https://example.com/releases/stable/notes/2.0.html")
        #expect(release.localizedReleaseNotesURLs["de"]?.absoluteString == "https://example.com/de/notes/2.0.html")
        #expect(
            feed.releases[1].infoURL == nil && feed.releases[1].url == URL(string: "https://example.com/Notes-1.9.zip"))
        #expect(feed.releases.map(\.version) == ["2.0", "1.9"])
        #expect(
            feed.problems.map(\.message) == [
                #"item "Version 1.8": the enclosure URL "file:///etc/passwd" is not an http(s) URL"#
            ])
    }

    @Test(
        "the release notes link for a language is the variant the CLDR matcher picks",
        arguments: [
            ("de-AT", "https://example.com/2.0.de.html"), ("es-MX", "https://example.com/2.0.es.html"),
            ("fr", "https://example.com/2.0.html"),
        ])
    func localizedReleaseNotesLinks(language: String, expected: String) throws {
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item(
                "2.0",
                """
                <sparkle:releaseNotesLink>https://example.com/2.0.html</sparkle:releaseNotesLink>
                <sparkle:releaseNotesLink xml:lang="de">https://example.com/2.0.de.html</sparkle:releaseNotesLink>
                <sparkle:releaseNotesLink xml:lang="es">https://example.com/2.0.es.html</sparkle:releaseNotesLink>
                """))
        let update = try #require(try Self.decide(feed, app: "1.0").update)
        #expect(update.releaseNotesURL(for: try LanguageTag(parsing: language))?.absoluteString == expected)
    }

    @Test("release notes pages: HTML becomes lines, plain text stays as it is")
    func releaseNotesPages() {
        #expect(
            ReleaseNotesPage.lines(Array("<h2>New</h2><ul><li>Faster</li><li>Dark &amp; light</li></ul>".utf8)) == [
                "New", "Faster", "Dark & light",
            ])
        #expect(
            ReleaseNotesPage.lines(Array("\n  Faster sync\r\n  - a < b & c\n\n".utf8)) == [
                "  Faster sync", "  - a < b & c",
            ])
        #expect(ReleaseNotesPage.lines([]) == [])
    }

    @Test("two spellings of one language pick the same release notes link whatever the hash seed")
    func deterministicVariants() throws {
        let feed = AppcastFixtures.appcast(
            AppcastFixtures.item(
                "2.0",
                """
                <sparkle:releaseNotesLink xml:lang="DE">https://example.com/upper.html</sparkle:releaseNotesLink>
                <sparkle:releaseNotesLink xml:lang="de">https://example.com/lower.html</sparkle:releaseNotesLink>
                """))
        let release = try #require(try SparkleAppcast.decode(feed).releases.first)
        #expect(release.localizedReleaseNotesURLs == ["de": URL(string: "https://example.com/lower.html")!])
    }
}
