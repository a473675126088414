// Only the public API: this file imports IVersion alone (no @testable, no package symbols), as an app does.
// Each seam of VersionChecker.Dependencies is replaced and seen to be used.
import Foundation
import IVersion
import Synchronization
import Testing

@Suite("Public seams: VersionChecker(configuration:dependencies:)")
struct PublicSeamsTests {
    static let bundleID = "com.example.seams"
    static let feedURL = URL(string: "https://updates.example.com/versions.plist")!
    static let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)

    static let plist = Array("""
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>1.1</key><string>Faster sync</string>
        </dict></plist>
        """.utf8)

    /// App 1.0, launched before, checking one versions plist.
    static func configuration(updateURL: URL? = URL(string: "https://example.com/notes/download"), appStore: Bool = false) -> Configuration {
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: bundleID, applicationName: "Notes",
                                          feeds: [.versionsPlist(feedURL)] + (appStore ? [.appStore] : []))
        configuration.updateURL = updateURL
        return configuration
    }

    /// Everything in memory: nothing of this test touches the network, the disk or the wall clock.
    static func dependencies(_ transport: ScriptedTransport, store: any StateStore = InMemoryStateStore(),
                             opener: any URLOpener = RecordingURLOpener()) -> VersionChecker.Dependencies {
        VersionChecker.Dependencies(
            transport: transport, stateStore: store, feedCache: InMemoryFeedCache(), languages: UserLanguages(identifiers: ["en"]),
            urlOpener: opener, now: { fixedNow }, resources: AppResources(directory: URL(fileURLWithPath: "/nonexistent")))
    }

    static let launchedBefore = CheckState(lastVersion: "1.0", viewedVersionDetails: true)

    @Test func theAppsTransportCarriesEveryRequestAndTheFeedCacheMakesTheSecondConditional() async throws {
        let transport = ScriptedTransport(etag: "\"v1\"")
        let checker = VersionChecker(configuration: Self.configuration(),
                                     dependencies: Self.dependencies(transport, store: InMemoryStateStore([Self.bundleID: Self.launchedBefore])))
        let first = try await checker.checkForNewVersion()
        #expect(first.alerts.map(\.title) == ["New version available (1.1)"])
        let second = try await checker.checkForNewVersion()
        #expect(second.alerts.map(\.version) == ["1.1"], "the cached body after a 304")
        #expect(transport.requests.map(\.url) == [Self.feedURL, Self.feedURL], "two checks, two requests, all through the app's transport")
        #expect(transport.requests.first?.headers["If-None-Match"] == nil)
        #expect(transport.requests.last?.headers["If-None-Match"] == "\"v1\"")
    }

    @Test func theAppsStateStoreIsReadAndWrittenWithTheAppsClock() async throws {
        let store = RecordingStateStore(CheckState(lastVersion: "1.0", ignoredVersion: "1.1", viewedVersionDetails: true))
        let checker = VersionChecker(configuration: Self.configuration(), dependencies: Self.dependencies(ScriptedTransport(), store: store))
        let result = try await checker.launch()
        #expect(result.alerts.isEmpty, "1.1 was ignored in the app's store")
        #expect(await store.state.lastChecked == Self.fixedNow, "stored by the app's store, at the app's time")
        #expect(await store.calls.contains("update \(Self.bundleID)"))

        // The protocol's save is an update: a store that implements load and update has it.
        try await store.save(.fresh, bundleID: Self.bundleID)
        #expect(await store.state == .fresh)
    }

    @Test("the app's languages word the alert and choose the store's country", arguments: [
        (["fr-CA", "en"], nil as String?, "Nouvelle version disponible (1.1)", "/ca/lookup"),
        (["de"], "AT", "Neue Version verfügbar (1.1)", "/at/lookup"),
        (["ja_JP.UTF-8"], nil, "新しいバージョンがあります（1.1）", "/jp/lookup"),
    ])
    func theAppsLanguages(identifiers: [String], region: String?, title: String, lookupPath: String) async throws {
        let configuration = Self.configuration(appStore: true)
        var dependencies = Self.dependencies(ScriptedTransport())
        dependencies.stateStore = InMemoryStateStore([Self.bundleID: Self.launchedBefore])
        dependencies.languages = UserLanguages(identifiers: identifiers, region: region)
        let transport = try #require(dependencies.transport as? ScriptedTransport)
        let alert = try #require(try await VersionChecker(configuration: configuration, dependencies: dependencies).checkForNewVersion().alerts.first)
        #expect(alert.title == title)
        #expect(transport.requests.contains { $0.url.host == "itunes.apple.com" && $0.url.path == lookupPath }, "\(transport.requests.map(\.url))")
    }

    @Test func aRemindAnswerIsTimedByTheAppsClockAndDownloadOpensThroughTheAppsOpener() async throws {
        let store = InMemoryStateStore([Self.bundleID: Self.launchedBefore])
        let opener = RecordingURLOpener()
        let checker = VersionChecker(configuration: Self.configuration(), dependencies: Self.dependencies(ScriptedTransport(), store: store, opener: opener))
        let alert = try #require(try await checker.checkForNewVersion().alerts.first)
        #expect(alert.buttons.map(\.role) == [.download, .ignore, .remind])
        #expect(try await checker.respond(.remind, to: alert).lastReminded == Self.fixedNow)
        try await checker.respond(.download, to: alert)
        #expect(opener.opened == [URL(string: "https://example.com/notes/download")!])
    }

    @Test func withNoURLToOpenThereIsNoDownloadAndAnsweringDownloadFailsWithoutStoringIt() async throws {
        let reminded = CheckState(lastVersion: "1.0", lastReminded: Self.fixedNow.addingTimeInterval(-30 * 86_400), viewedVersionDetails: true)
        let store = InMemoryStateStore([Self.bundleID: reminded])
        let opener = RecordingURLOpener()
        let checker = VersionChecker(configuration: Self.configuration(updateURL: nil),
                                     dependencies: Self.dependencies(ScriptedTransport(), store: store, opener: opener))
        let alert = try #require(try await checker.checkForNewVersion().alerts.first)
        #expect(alert.updateURL == nil)
        #expect(alert.buttons.map(\.role) == [.ignore, .remind], "no Download that would open nothing")
        let before = try await store.load(bundleID: Self.bundleID).state

        let expected = "URL opener: no URL to open for 1.1: set the configuration's updateURL or the App Store feed's id, or use a feed that links the update"
        func expectNoURL(_ answer: () async throws(CheckFailure) -> CheckState) async {
            do {
                _ = try await answer()
                Issue.record("Download without a URL must fail")
            } catch {
                #expect(error.kind == .cannotOpenURL)
                // A LocalizedError: Foundation's text is the message, not "The operation could not be completed".
                #expect((error as any Error).localizedDescription == expected)
            }
        }
        await expectNoURL { () throws(CheckFailure) in try await checker.respond(.download, to: alert) }
        await expectNoURL { () throws(CheckFailure) in try await checker.respond(.download, to: Version("1.1")) }
        #expect(opener.opened.isEmpty)
        #expect(try await store.load(bundleID: Self.bundleID).state == before, "nothing recorded: the reminder stands")
    }

    @Test func dependenciesInAStateDirectoryKeepTheStateAndTheFeedCacheThere() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-seams-\(UUID())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var dependencies = VersionChecker.Dependencies.system(stateDirectory: directory)
        let transport = ScriptedTransport(etag: "\"v1\"")
        dependencies.transport = transport
        dependencies.now = { Self.fixedNow }
        _ = try await VersionChecker(configuration: Self.configuration(), dependencies: dependencies).checkForNewVersion()
        #expect(try await FileStateStore(directory: directory).load(bundleID: Self.bundleID).state.lastChecked == Self.fixedNow)
        let cached = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("cache").path)
        #expect(cached.count == 1 && cached.allSatisfy { $0.hasPrefix("feed-") }, "\(cached)")
    }
}

/// A transport that answers from memory and keeps every request: the versions plist (200 with an ETag, or
/// 304 when the request carries it back) and an App Store lookup with no result.
final class ScriptedTransport: HTTPTransport {
    private let recorded = Mutex<[HTTPRequest]>([])
    private let etag: String?
    init(etag: String? = nil) { self.etag = etag }
    var requests: [HTTPRequest] { recorded.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        recorded.withLock { $0.append(request) }
        if request.url.host == "itunes.apple.com" {
            return HTTPResponse(status: 200, body: Array(#"{"resultCount":0,"results":[]}"#.utf8), url: request.url)
        }
        if let etag, request.headers["If-None-Match"] == etag {
            return HTTPResponse(status: 304, url: request.url)
        }
        return HTTPResponse(status: 200, headers: etag.map { ["ETag": $0] } ?? [:], body: PublicSeamsTests.plist, url: request.url)
    }
}

/// A store an app could write: `load` and `update` only, keeping one app's state and the calls made.
actor RecordingStateStore: StateStore {
    private(set) var state: CheckState
    private(set) var calls: [String] = []
    init(_ state: CheckState) { self.state = state }

    func load(bundleID: String) async throws(StateStoreError) -> StateLoad {
        calls.append("load \(bundleID)")
        return StateLoad(state: state)
    }

    func update<Value: Sendable>(bundleID: String, _ body: @escaping @Sendable (inout CheckState) -> Value) async throws(StateStoreError) -> Value {
        calls.append("update \(bundleID)")
        return body(&state)
    }
}

/// Keeps the URLs it was asked to open.
final class RecordingURLOpener: URLOpener {
    private let recorded = Mutex<[URL]>([])
    var opened: [URL] { recorded.withLock { $0 } }
    func open(_ url: URL) async throws(URLOpenError) { recorded.withLock { $0.append(url) } }
}
