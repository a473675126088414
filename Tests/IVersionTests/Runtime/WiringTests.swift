import EngineTestSupport
import Foundation
import IVersionURLSession
import LocaleServices
import Strings
import Synchronization
import TestServer
import Testing
@testable import IVersion
@testable import RuntimeTestSupport

/// Each test here fails if one piece of wiring between the runtime and the core goes missing: the
/// app's strings, the language filter, the store country, an answer recorded during a check.
@Suite("VersionChecker wiring")
struct WiringTests {
    typealias F = RuntimeFixtures

    /// An app bundle on disk: `<lang>.lproj/Localizable.strings` per entry of `tables`.
    static func appBundle(_ tables: [String: String]) throws -> (AppResources, StateTestDirectory) {
        let directory = try StateTestDirectory()
        for (language, text) in tables {
            let folder = directory.url.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return (AppResources(directory: directory.url), directory)
    }

    @Test func theAppsOwnStringsReachTheTitle() async throws {
        let (app, keep) = try Self.appBundle(["en": #""iVersionUpdateAvailableTitleFormat" = "Notes %@ is out";"#])
        try await withFeedServer { server in
            let checker = VersionChecker.testing(configuration: F.configuration(server), store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                         preferences: [.english], resources: app, now: { F.now })
            let alert = try #require(try await checker.launch().alerts.first)
            #expect(alert.title == "Notes 1.1 is out")
        }
        _ = keep
    }

    @Test("useAllAvailableLanguages decides whether a German user of an English and French app reads German",
          arguments: [(false, "en"), (true, "de")])
    func languageFilter(useAll: Bool, expected: String) async throws {
        let (app, keep) = try Self.appBundle(["en": #""Hello" = "Hello";"#, "fr": #""Hello" = "Bonjour";"#])
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.useAllAvailableLanguages = useAll
            let checker = VersionChecker.testing(configuration: configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                         preferences: [try LanguageTag(parsing: "de-DE")], resources: app, now: { F.now })
            let alert = try #require(try await checker.launch().alerts.first)
            #expect(alert.locale.identifier == expected)
        }
        _ = keep
    }

    @Test("the App Store lookup follows the matched language, asks for notes in it, and an explicit country wins", arguments: [
        ("fr-CA", nil, "/ca/lookup", "fr_ca"), ("en-150", nil, "/eu/lookup", "en_eu"), ("de-AT", nil, "/at/lookup", "de_at"),
        ("fr-CA", "jp", "/jp/lookup", "fr_jp"),
    ])
    func lookupCountry(language: String, country: String?, path: String, lang: String) async throws {
        let transport = RecordingTransport()
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        configuration.setFeed(.appStore(country: country.flatMap(AppStoreCountry.init)))
        let checker = VersionChecker.testing(configuration: configuration, store: InMemoryStateStore(), transport: transport,
                                     preferences: [try LanguageTag(parsing: language)], now: { F.now })
        _ = try await checker.launch()
        let requested = try #require(transport.urls.first)
        #expect(requested.host == "itunes.apple.com")
        #expect(requested.path == path)
        #expect(requested.query == "bundleId=\(F.bundleID)&lang=\(lang)")
    }

    @Test func anAnswerRecordedWhileACheckIsInFlightIsKept() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            try await directory.store.save(F.launchedBefore, bundleID: F.bundleID)
            let gate = GatedTransport(URLSessionTransport())
            let checker = F.checker(F.configuration(server), store: directory.store, transport: gate)
            let check = Task { try await checker.launch() }
            await gate.waitUntilHeld()
            // The check has loaded the state and waits for the server; the user answers meanwhile.
            try await checker.respond(.ignore, to: "1.1")
            #expect(try await directory.store.load(bundleID: F.bundleID).state.ignoredVersion == "1.1")
            gate.release()
            let result = try await check.value
            #expect(result.alerts.map(\.version) == ["1.1"], "the check decided on the state it loaded")
            let stored = try await directory.store.load(bundleID: F.bundleID).state
            #expect(stored.ignoredVersion == "1.1", "the answer survives the check's write")
            #expect(stored.lastChecked == F.now)
        }
    }
}

/// Records every request and answers 404, without touching the network.
final class RecordingTransport: HTTPTransport {
    private let recorded = Mutex<[URL]>([])
    var urls: [URL] { recorded.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        recorded.withLock { $0.append(request.url) }
        return HTTPResponse(status: 404, url: request.url)
    }
}

/// Holds every request until released, then passes it to the real transport.
final class GatedTransport: HTTPTransport {
    private struct Waiters {
        var held = false
        var released = false
        var heldWaiters: [CheckedContinuation<Void, Never>] = []
        var releaseWaiters: [CheckedContinuation<Void, Never>] = []
    }
    private let inner: any HTTPTransport
    private let state = Mutex(Waiters())

    init(_ inner: any HTTPTransport) { self.inner = inner }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resume: [CheckedContinuation<Void, Never>] = state.withLock { state in
                state.held = true
                if state.released { return state.heldWaiters + [continuation] }
                state.releaseWaiters.append(continuation)
                defer { state.heldWaiters = [] }
                return state.heldWaiters
            }
            resume.forEach { $0.resume() }
        }
        return try await inner.send(request)
    }

    /// Returns once a request is being held.
    func waitUntilHeld() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state in
                if state.held { return true }
                state.heldWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Lets every held request (and any later one) through.
    func release() {
        let waiting = state.withLock { state in
            state.released = true
            defer { state.releaseWaiters = [] }
            return state.releaseWaiters
        }
        waiting.forEach { $0.resume() }
    }
}
