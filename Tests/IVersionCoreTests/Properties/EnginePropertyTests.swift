import Foundation
import LocaleServices
import PropertySupport
import Testing

@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

/// Invariants of `CheckEngine` and `AlertComposer` over random configurations, states, feeds and
/// clocks (see `EngineGenerators`). Each is a rule the README states for iVersion's behaviour.
@Suite("Property: CheckEngine invariants")
struct EnginePropertyTests {
    typealias G = EngineGenerators

    static func remote(_ c: EngineCase) -> Decision<RemoteOutcome> {
        CheckEngine.remote(c.configuration, state: c.state, now: c.now, osVersion: c.osVersion, feeds: c.feeds)
    }

    static func update(_ decision: Decision<RemoteOutcome>) -> UpdateDetails? {
        if case let .updateAvailable(details) = decision.outcome { details } else { nil }
    }

    /// Composers by configuration: building one chooses a language and opens tables, and the
    /// generated configurations repeat, so caching keeps a thousand cases fast.
    final class Composers: @unchecked Sendable {
        private var cache: [Configuration: AlertComposer] = [:]
        private let lock = NSLock()
        func composer(for configuration: Configuration) -> AlertComposer {
            lock.withLock {
                if let composer = cache[configuration] { return composer }
                let composer = AlertComposer(
                    configuration: configuration, preferences: PreferredLanguages(["en"]).tags, timeZone: "UTC")
                cache[configuration] = composer
                return composer
            }
        }
    }

    let composers = Composers()

    @Test("lastChecked == now after every remote decision, failed ones included")
    func lastCheckedIsNow() {
        Property.expectHolds(
            Property.check("lastChecked == now", cases: 1000, generate: { G.engineCase(&$0) }) { c in
                let decision = Self.remote(c)
                return decision.state.lastChecked == c.now
                    ? nil
                    : "lastChecked is \(String(describing: decision.state.lastChecked)), outcome \(decision.outcome)"
            })
    }

    @Test("an ignored version is never announced unless mandatory or in preview mode")
    func ignoredNeverAnnounced() {
        Property.expectHolds(
            Property.check("ignored never announced", cases: 1000, generate: { G.engineCase(&$0) }) { c in
                guard let update = Self.update(Self.remote(c)), let ignored = c.state.ignoredVersion else { return nil }
                if c.configuration.previewMode || update.isMandatory { return nil }
                if update.latestVersion == ignored {
                    return "announced the ignored version \(ignored) as \(update.latestVersion)"
                }
                let alert = composers.composer(for: c.configuration).updateAlert(update)
                if alert.version == ignored { return "the alert names the ignored version \(alert.version)" }
                return nil
            })
    }

    @Test("an announced version is newer than the running one (outside preview mode)")
    func announcedIsNewer() {
        Property.expectHolds(
            Property.check("announced is newer", cases: 1000, generate: { G.engineCase(&$0, preview: 0) }) { c in
                guard let update = Self.update(Self.remote(c)) else { return nil }
                let running = c.configuration.applicationVersion
                if !(running < update.latestVersion) {
                    return
                        "announced \(update.latestVersion) while running \(running) (mandatory \(update.isMandatory))"
                }
                if let old = update.releases.first(where: { !(running < $0.version) }) {
                    return "notes of \(old.version) are not newer than \(running)"
                }
                return nil
            })
    }

    @Test(
        "buttons: Download only with a URL; mandatory offers Download only; medium hides Ignore; high hides Ignore and Remind"
    )
    func buttonsFollowPriority() {
        Property.expectHolds(
            Property.check("buttons", cases: 600, generate: { G.engineCase(&$0) }) { c in
                guard let update = Self.update(Self.remote(c)) else { return nil }
                let alert = composers.composer(for: c.configuration).updateAlert(update)
                let roles = alert.buttons.map(\.role)
                // Download leads when there is a URL to open, and is not offered at all without one.
                let download: [UserResponse] = update.updateURL == nil ? [] : [.download]
                let downloadLeads = download.isEmpty ? !roles.contains(.download) : roles.first == .download
                if !downloadLeads || alert.buttons.filter(\.isPreferred).map(\.role) != download {
                    return
                        "Download (URL \(update.updateURL.map(\.absoluteString) ?? "none")) is not exactly the one preferred first button: \(roles)"
                }
                if update.isMandatory {
                    return roles == download && alert.kind == .updateRequired
                        ? nil : "mandatory update offers \(roles), kind \(alert.kind)"
                }
                let priority = c.configuration.updatePriority
                let remindShown =
                    priority.allowsRemind && ![.hidden, .custom("")].contains(c.configuration.labels.remindButton)
                let ignoreShown =
                    priority.allowsIgnore && ![.hidden, .custom("")].contains(c.configuration.labels.ignoreButton)
                // iVersion's order: Download, Ignore, Remind Me Later.
                var expected = download
                if ignoreShown { expected.append(.ignore) }
                if remindShown { expected.append(.remind) }
                if priority >= .medium, roles.contains(.ignore) { return "priority \(priority) offers Ignore" }
                if priority == .high, roles.contains(.remind) { return "priority high offers Remind" }
                return roles == expected ? nil : "priority \(priority) gives \(roles), expected \(expected)"
            })
    }

    @Test("permission never allows a check within remindPeriod of lastReminded (outside preview mode)")
    func remindPeriodHolds() {
        Property.expectHolds(
            Property.check("remind period", cases: 1000, generate: { G.engineCase(&$0, preview: 0) }) { c in
                let permission = CheckEngine.permission(
                    c.configuration, state: c.state, now: c.now, request: .remoteOnly)
                // Dates more than a day ahead of the clock are invalid and count as now (FutureDates).
                let state = CheckEngine.resettingFutureDates(c.state, now: c.now).state
                if let reminded = state.lastReminded,
                    c.now < reminded.addingTimeInterval(c.configuration.remindPeriod.periodSeconds),
                    permission.isAllowed
                {
                    return
                        "allowed at \(c.now.timeIntervalSince1970), reminded \(reminded.timeIntervalSince1970), period \(c.configuration.remindPeriod)"
                }
                // And the check period, when no reminder is pending (iVersion: the remind period comes first);
                // a period of 0 checks every time (iVersion's README).
                if state.lastReminded == nil, c.configuration.checkPeriod > .zero, let checked = state.lastChecked,
                    c.now < checked.addingTimeInterval(c.configuration.checkPeriod.periodSeconds), permission.isAllowed
                {
                    return "allowed within the check period"
                }
                // The launch clears a reminder only for a newly running version (the local notes step);
                // otherwise it must respect the remind period the same way.
                let launch = Fixtures.launch(
                    c.configuration, state: c.state, now: c.now, osVersion: c.osVersion,
                    localFeed: c.localFeed, feeds: c.feeds)
                if let reminded = launch.state.lastReminded,
                    c.now < reminded.addingTimeInterval(c.configuration.remindPeriod.periodSeconds),
                    launch.remote != nil
                {
                    return "launch ran a remote check within the remind period"
                }
                return nil
            })
    }
}
