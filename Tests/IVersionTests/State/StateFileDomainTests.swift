import EngineTestSupport
import Foundation
import LocaleServices
import Logging
import PropertySupport
import Testing
@testable import IVersion
@_spi(Engine) @testable import IVersionCore
@testable import RuntimeTestSupport

/// Issue 37, item 2 (build item 3): what the state writer writes, its reader reads back, for every value a
/// `CheckState` can hold: any date (NaN, infinite, past year 9999, before year 0, fractions below a
/// nanosecond), any version text `Version` accepts (empty after trimming, long, odd whitespace around it),
/// any integer and any double. The file never comes back refused (which would move it aside and lose the
/// ignored version): it comes back as the state written, with dates outside years 0 to 9999 at the nearest
/// end of them and values JSON cannot hold (NaN) dropped, and writing that again gives the same bytes.
@Suite("Property: the state file reads back whatever it writes")
struct StateFileDomainTests {
    static let lowest = -62_167_219_200.0    // 0000-01-01T00:00:00Z
    static let highest = 253_402_300_799.0   // 9999-12-31T23:59:59Z

    static func date(_ g: inout SplitMix64) -> Date { Date(timeIntervalSince1970: HostileValues.seconds(&g)) }
    static func text(_ g: inout SplitMix64) -> String { HostileValues.text(&g) }

    /// A version, when the text is one; else one made to be (digits, maybe a label, whitespace around it).
    static func version(_ g: inout SplitMix64) -> Version {
        if let version = Version(text(&g)) { return version }
        // Now and then one long enough that two of them pass the file's limit.
        if g.chance(0.01) { return Version("1." + String(repeating: "7", count: g.int(100_000...600_000)))! }
        let digits = (0..<g.int(1...6)).map { _ in String(g.int(0...Int.max)) }.joined(separator: ".")
        let label = g.pick(["", "b2", "-rc.1", "-beta.x-y", "+build.7", "-1a+sha.5114f85", " beta 2"])
        let space = g.pick(["", " ", "\t", "\n", "\u{A0}", "\u{3000}"])
        return Version(space + digits + label + space) ?? "1.0"
    }

    static func integer(_ g: inout SplitMix64) -> Int { HostileValues.integer(&g) }

    static func state(_ g: inout SplitMix64) -> CheckState {
        var state = CheckState(
            lastVersion: g.optional { version(&$0) }, ignoredVersion: g.optional { version(&$0) },
            lastChecked: g.optional { date(&$0) }, lastReminded: g.optional { date(&$0) },
            viewedVersionDetails: g.chance(0.5), appStoreID: g.optional { integer(&$0) })
        state.rolloutBucket = g.optional { g in
            g.chance(0.5) ? g.pick([.nan, .infinity, -.infinity, -0.0, 1, .greatestFiniteMagnitude, .leastNonzeroMagnitude])
                : Double(bitPattern: g.next())
        }
        state.lastSSVCResponse = g.optional { g in
            SSVCResponse(minimumSupportedVersionNumber: g.optional { $0.chance(0.5) ? .max : $0.next() },
                         latestVersionAvailableSince: g.optional { date(&$0) }, latestVersionKey: g.optional { version(&$0) },
                         latestVersionNumber: g.optional { $0.next() })
        }
        return state
    }

    /// Nil when `date` read back is `written` as documented: nil for nil or NaN, else the date moved into
    /// years 0 to 9999, to within the nanosecond the file keeps (and the double's own spacing).
    static func dateProblem(_ name: String, written: Date?, read: Date?) -> String? {
        guard let written, !written.timeIntervalSince1970.isNaN else {
            return read == nil ? nil : "\(name): \(String(describing: written)) came back as \(String(describing: read))"
        }
        guard let read else { return "\(name): \(written.timeIntervalSince1970) was lost" }
        let expected = min(max(written.timeIntervalSince1970, lowest), highest)
        let error = abs(read.timeIntervalSince1970 - expected)
        return error <= 1e-9 + 2 * expected.ulp ? nil : "\(name): \(written.timeIntervalSince1970) came back as \(read.timeIntervalSince1970)"
    }

    /// Nil when `state` is written and read back as documented, else what went wrong.
    static func roundTrip(_ state: CheckState) -> String? {
        let bytes: Data
        do {
            bytes = try StateFileFormat.encodeWithinLimit(state)
        } catch {
            // Refused only for its size, and then said so (the caller keeps the stored state).
            return StateFileFormat.encode(state).count > StateFileFormat.maximumBytes ? nil : "refused a state that fits: \(error)"
        }
        let read: CheckState
        do {
            read = try StateFileFormat.decode(bytes)
        } catch {
            return "the reader refused what the writer wrote (\(error)):\n\(String(decoding: bytes.prefix(2_000), as: UTF8.self))"
        }
        var written = state
        if StateFileFormat.encode(state).count > StateFileFormat.maximumBytes {
            // The writer's documented trims for a state over the limit: the SSVC key, then the whole answer.
            if read.lastSSVCResponse?.latestVersionKey == nil { written.lastSSVCResponse?.latestVersionKey = nil }
            if read.lastSSVCResponse == nil { written.lastSSVCResponse = nil }
        }
        for (name, date, back) in [("lastChecked", written.lastChecked, read.lastChecked), ("lastReminded", written.lastReminded, read.lastReminded),
                                   ("SSVC's available-since", written.lastSSVCResponse?.latestVersionAvailableSince,
                                    read.lastSSVCResponse?.latestVersionAvailableSince)] {
            if let problem = dateProblem(name, written: date, read: back) { return problem }
        }
        let bucket = written.rolloutBucket.flatMap { $0.isFinite ? $0 : nil }
        if read.rolloutBucket != bucket { return "rolloutBucket \(String(describing: written.rolloutBucket)) came back as \(String(describing: read.rolloutBucket))" }
        // Every other field exactly.
        var expected = written
        expected.lastChecked = read.lastChecked
        expected.lastReminded = read.lastReminded
        expected.rolloutBucket = read.rolloutBucket
        expected.lastSSVCResponse?.latestVersionAvailableSince = read.lastSSVCResponse?.latestVersionAvailableSince
        if read != expected { return "fields changed: \(written) came back as \(read)" }
        // What was read is written again to the very same bytes: no drift over launches.
        if (try? StateFileFormat.encodeWithinLimit(read)) != bytes { return "writing the read state again changed the file" }
        return nil
    }

    @Test("any state is read back as written, or as its documented clamped form; never refused")
    func anyState() {
        Property.expectHolds(Property.check("state file domain", cases: 600, generate: { Self.state(&$0) }) { state in
            Self.roundTrip(state)
        })
    }

    /// iVersion's defaults as an app might hand them over: each key absent, of the right kind with any value
    /// (dates as `Date`, seconds as `Double` or `Int`), or of a wrong kind.
    static func defaults(_ g: inout SplitMix64) -> [String: any Sendable] {
        typealias Key = CheckState.IVersionDefaultsKey
        var defaults: [String: any Sendable] = [:]
        func anyDate(_ g: inout SplitMix64) -> any Sendable {
            let date = Self.date(&g)
            switch g.int(0...3) {
            case 0: return date
            case 1: return date.timeIntervalSince1970
            case 2: return Int(truncatingIfNeeded: g.next())
            default: return text(&g)
            }
        }
        for key in [Key.lastVersion, Key.ignoredVersion] where g.chance(0.7) {
            defaults[key] = g.chance(0.7) ? version(&g).text : text(&g)
        }
        for key in [Key.lastChecked, Key.lastReminded] where g.chance(0.7) { defaults[key] = anyDate(&g) }
        if g.chance(0.5) { defaults[Key.appStoreID] = g.chance(0.5) ? integer(&g) as any Sendable : text(&g) }
        return defaults
    }

    @Test("any state migrated from iVersion's defaults is stored and read back; dates it cannot keep are left out and said so")
    func migratedStates() {
        Property.expectHolds(Property.check("iVersion defaults migration round trip", cases: 400, generate: { Self.defaults(&$0) }) { defaults in
            let (state, problems) = CheckState.migrating(iVersionDefaults: defaults)
            if let problem = Self.roundTrip(state) { return problem }
            // Every date migrated is one the file keeps as it is: nothing is clamped later, silently.
            for date in [state.lastChecked, state.lastReminded].compactMap({ $0 }) where !(Self.lowest...Self.highest).contains(date.timeIntervalSince1970) {
                return "migrated a date the state cannot keep: \(date.timeIntervalSince1970)"
            }
            let refused = [CheckState.IVersionDefaultsKey.lastChecked, CheckState.IVersionDefaultsKey.lastReminded].filter { key in
                let seconds: Double? = switch defaults[key] {
                case let date as Date: date.timeIntervalSince1970
                case let number as Double: number
                case let number as Int: Double(number)
                default: nil
                }
                return seconds.map { !$0.isNaN && !(Self.lowest...Self.highest).contains($0) } ?? false
            }
            return problems.map(\.key) == refused ? nil : "problems \(problems) for refused keys \(refused)"
        })
    }

    /// The issue's reproductions and the ends of the domain, one row each.
    @Test("edge dates survive a save and a load through the store: nothing is moved aside", arguments: [
        2.9e11, -2.9e11, 1e12, -1e12, 253_402_300_800, -62_167_219_201, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
        1e-300, 253_402_300_799, -62_167_219_200,
    ])
    func throughTheStore(seconds: Double) async throws {
        let directory = try StateTestDirectory()
        var state = StateFixtures.full
        state.lastChecked = Date(timeIntervalSince1970: seconds)
        state.lastSSVCResponse = SSVCResponse(latestVersionAvailableSince: Date(timeIntervalSince1970: seconds), latestVersionKey: "2.0")
        state.rolloutBucket = seconds
        try await directory.store.save(state, bundleID: StateFixtures.bundleID)
        let loaded = try await FileStateStore(directory: directory.url).load(bundleID: StateFixtures.bundleID)
        #expect(loaded.recovery == nil, "\(String(describing: loaded.recovery))")
        #expect(loaded.state.ignoredVersion == StateFixtures.full.ignoredVersion)
        #expect(Self.dateProblem("lastChecked", written: state.lastChecked, read: loaded.state.lastChecked) == nil)
        #expect(loaded.state.lastSSVCResponse?.latestVersionKey == "2.0")
        #expect(!directory.names().contains { $0.contains(".corrupt-") }, "\(directory.names())")
    }

    /// The issue's reproduction: one SSVC answer dated 2.9e11 s after 1970 (year 11159). The date is refused
    /// with a warning; the answer's other fields are stored, and the next launch keeps the ignored version.
    @Test("an SSVC answer dated past year 9999 is refused with a warning, and the next launch keeps the state")
    func ssvcAnswerPastYear9999() async throws {
        let directory = try StateTestDirectory()
        let bundleID = StateFixtures.bundleID
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        try await directory.store.save(CheckState(lastVersion: "1.0", ignoredVersion: "0.9", viewedVersionDetails: true), bundleID: bundleID)
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: bundleID)
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.ssvc(URL(string: "https://ssvc.example/check")!))
        let body = #"{"SSVCLatestVersionAvailableSince": 2.9e11, "SSVCLatestVersionKey": "1.1", "SSVCMinimumSupportedVersionNumber": 7}"#
        let transport = StubTransport { request in .success(HTTPResponse(status: 200, body: Array(body.utf8), url: request.url)) }
        let checker = VersionChecker.testing(configuration: configuration, store: directory.store, transport: transport,
                                     preferences: [.english], now: { now })
        let result = try await checker.checkForNewVersion()
        let refused = result.warnings.compactMap { warning -> String? in
            if case let .feedProblem(problem) = warning { return problem.key } else { return nil }
        }
        #expect(refused == ["SSVCLatestVersionAvailableSince"], "\(result.warnings)")

        let later = try await FileStateStore(directory: directory.url).load(bundleID: bundleID)
        #expect(later.recovery == nil, "\(String(describing: later.recovery))")
        #expect(later.state.ignoredVersion == "0.9")
        #expect(later.state.lastChecked == now)
        #expect(later.state.lastSSVCResponse == SSVCResponse(minimumSupportedVersionNumber: 7, latestVersionKey: "1.1"))
        #expect(!directory.names().contains { $0.contains(".corrupt-") }, "\(directory.names())")
    }

    /// A date an app sets itself is the app's to choose; one the file cannot keep is said so when it is set,
    /// stored as the nearest end of years 0 to 9999, and the state stays readable.
    @Test("a date set beyond the years the file keeps is stored clamped, with a warning, and the state is kept")
    func appSetDatesAreSaidSo() async throws {
        let directory = try StateTestDirectory()
        let (logger, box) = RecordingLogHandler.logger(level: .warning)
        let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: StateFixtures.bundleID)
        let checker = VersionChecker.testing(configuration: configuration, store: directory.store, preferences: [.english], logger: logger)
        try await checker.updateState { $0.adopt(CheckState(ignoredVersion: "0.9", lastChecked: Date(timeIntervalSince1970: 1e15))) }
        try await checker.updateState { $0.lastReminded = Date(timeIntervalSince1970: -.infinity) }
        #expect(box.messages(at: .warning) == [
            // Once: the second change starts from the date as stored.
            "lastChecked 1000000000000000.0 s after 1970 is outside the years 0 to 9999 a state file keeps; stored as 9999-12-31T23:59:59Z",
            "lastReminded -inf s after 1970 is outside the years 0 to 9999 a state file keeps; stored as 0000-01-01T00:00:00Z",
        ])
        let later = try await FileStateStore(directory: directory.url).load(bundleID: StateFixtures.bundleID)
        #expect(later.recovery == nil)
        #expect(later.state.ignoredVersion == "0.9")
        #expect(later.state.lastChecked == Date(timeIntervalSince1970: Self.highest))
        #expect(later.state.lastReminded == Date(timeIntervalSince1970: Self.lowest))
    }

    /// Files the writer wrote before it kept to years 0 to 9999 (five-digit and signed years) are read, not
    /// moved aside: the ignored version in them survives the upgrade.
    @Test("state files with the years the old writer wrote are read", arguments: [
        ("11159-09-26T11:33:20.000000000Z", 290_000_000_000.0), ("-7220-04-07T12:26:40.000000000Z", -290_000_000_000.0),
        ("+11159-09-26T11:33:20Z", 290_000_000_000.0), ("-0001-12-31T00:00:00Z", -62_167_305_600.0),
    ])
    func legacyYears(text: String, seconds: Double) throws {
        let file = #"{"formatVersion": 1, "ignoredVersion": "1.3", "lastChecked": "\#(text)", "viewedVersionDetails": false}"#
        let read = try StateFileFormat.decode(Data(file.utf8))
        #expect(read.ignoredVersion == "1.3")
        #expect(read.lastChecked == Date(timeIntervalSince1970: seconds))
    }
}
