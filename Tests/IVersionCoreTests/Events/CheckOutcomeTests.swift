import Foundation
import Testing
@_spi(Engine) @testable import IVersionCore

/// The engine's typed reasons summed up as one outcome, one row per reason, and the outcome's wire shape.
@Suite("CheckOutcome from a decision")
struct CheckOutcomeMappingTests {
    static let until = Date(timeIntervalSince1970: 1_800_000_000)
    static let osFailure = CheckFailure(.osTooOld, source: .appStoreLookup, message: "App Store version 2.0 needs OS 14.0; running 13.0")

    static func decision(_ permission: CheckPermission, _ remote: RemoteOutcome?, events: [IVersionEvent] = []) -> CheckDecision {
        CheckDecision(local: nil, permission: permission, remote: remote, state: .fresh, events: events, reasons: [], warnings: [])
    }

    @Test("no remote check: the permission says why", arguments: [
        (CheckPermission.remindPeriodNotElapsed(until: until), CheckOutcome.deferred(until: until, reason: .remindPeriod)),
        (.checkPeriodNotElapsed(until: until), .deferred(until: until, reason: .checkPeriod)),
        (.declinedByDelegate, .notChecked(reason: .declinedByDelegate)),
        (.nothingToCheck, .notChecked(reason: .nothingToCheck)),
        (.notRequested, .notChecked(reason: .notRequested)),
    ])
    func notChecked(permission: CheckPermission, expected: CheckOutcome) {
        #expect(Self.decision(permission, nil).outcome == expected)
    }

    @Test("a remote check: each outcome and reason", arguments: [
        (RemoteOutcome.updateAvailable(UpdateDetails(latestVersion: "2.0", releases: [], isMandatory: true)),
         CheckOutcome.updateAvailable(version: "2.0", isMandatory: true)),
        (.noUpdate(.upToDate), .upToDate),
        (.noUpdate(.noPlistEntry("2.0")), .upToDate),
        (.noUpdate(.ignored("2.0")), .ignored(version: "2.0")),
        (.noUpdate(.declinedByDelegate("2.0")), .updateAvailable(version: "2.0", isMandatory: false)),
        (.noUpdate(.announcementDelayed("2.0", until: until)), .deferred(until: until, reason: .announceDelay(version: "2.0"))),
        (.noUpdate(.rollingOut("2.0", share: 0.05, until: until)), .deferred(until: until, reason: .rollout(version: "2.0", share: 0.05))),
        (.failed([osFailure]), .failed(failures: [osFailure])),
    ])
    func remote(remote: RemoteOutcome, expected: CheckOutcome) {
        #expect(Self.decision(.allowed, remote).outcome == expected)
    }

    @Test("a version for a newer OS fails with the failure the delegate heard")
    func newerOS() {
        let decision = Self.decision(.allowed, .noUpdate(.requiresNewerOS(minimum: "14.0")), events: [.versionCheckDidFail([Self.osFailure])])
        #expect(decision.outcome == .failed(failures: [Self.osFailure]))
    }

    @Test("the wire shape: the case, then its labelled values", arguments: [
        (CheckOutcome.upToDate, #"{"upToDate":{}}"#),
        (.updateAvailable(version: "1.2", isMandatory: false), #"{"updateAvailable":{"isMandatory":false,"version":"1.2"}}"#),
        (.ignored(version: "1.3"), #"{"ignored":{"version":"1.3"}}"#),
        (.deferred(until: Date(timeIntervalSinceReferenceDate: 0), reason: .rollout(version: "1.2", share: 0.5)),
         #"{"deferred":{"reason":{"rollout":{"share":0.5,"version":"1.2"}},"until":0}}"#),
        (.notChecked(reason: .checkAtLaunchOff), #"{"notChecked":{"reason":"checkAtLaunchOff"}}"#),
    ])
    func wireShape(outcome: CheckOutcome, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(outcome), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(CheckOutcome.self, from: Data(json.utf8)) == outcome)
    }
}
