import Foundation
@_spi(Engine) import IVersionCore
import LocaleServices
import Testing

@testable import IVersion
@testable import IVersionNotifier
@testable import RuntimeTestSupport

/// The notifier's decisions with recording streams, a recording process starter, a fixed clock and a
/// scratch state directory: no process is started, nothing waits.
@Suite("UpdateNotifier decisions")
struct UpdateNotifierDecisionTests {
    @Test(
        "who stays silent",
        arguments: [
            ([:], [], false, true, true, nil),
            (["NO_UPDATE_NOTIFIER": ""], [], false, true, true, .optedOut(variable: "NO_UPDATE_NOTIFIER")),
            (["IVERSION_DISABLE": "0"], [], false, true, true, .optedOut(variable: "IVERSION_DISABLE")),
            ([:], ["--no-update-notifier"], false, true, true, .optedOutByFlag),
            ([:], ["build", "--no-update-notifier", "--json"], true, false, false, .optedOutByFlag),
            // After `--` it is an operand (a file named so), not the flag.
            ([:], ["--", "--no-update-notifier"], false, true, true, nil),
            ([:], ["--no-update-notifiers"], false, true, true, nil),
            (["CI": "1"], [], false, true, true, .continuousIntegration(service: nil, variable: "CI")),
            (["CI": "false"], [], false, true, true, nil),
            (["CI": "0"], [], false, true, true, nil),
            (["CI": ""], [], false, true, true, nil),
            ([:], [], true, true, true, .machineReadableOutput),
            // `tool | less`: standard output is a pipe, standard error still the terminal.
            ([:], [], false, false, true, .notATerminal),
            // `tool 2> log`.
            ([:], [], false, true, false, .notATerminal),
            (["CI": "true"], [], true, false, false, .continuousIntegration(service: nil, variable: "CI")),
        ] as [([String: String], [String], Bool, Bool, Bool, NotifierSilence?)])
    func silence(
        environment: [String: String], arguments: [String], json: Bool, output: Bool, error: Bool,
        expected: NotifierSilence?
    ) {
        #expect(
            NotifierSilence.decide(
                environment: environment, arguments: ["tool"] + arguments, machineReadableOutput: json,
                standardOutputIsTerminal: output, standardErrorIsTerminal: error) == expected)
    }

    @Test("the program's own name is not read as the flag")
    func programName() {
        #expect(
            NotifierSilence.decide(
                environment: [:], arguments: ["--no-update-notifier"], machineReadableOutput: false,
                standardOutputIsTerminal: true, standardErrorIsTerminal: true) == nil)
    }

    /// What each service sets on its machines (its documentation, as ci-info reads it), written out here
    /// rather than taken from the table: a service dropped from the table or a variable misspelt fails.
    @Test(
        "continuous-integration services that may not set CI",
        arguments: [
            ("Jenkins", ["JENKINS_URL": "https://ci.example.com/", "BUILD_ID": "42"], "JENKINS_URL"),
            ("TeamCity", ["TEAMCITY_VERSION": "2024.03"], "TEAMCITY_VERSION"),
            ("Azure Pipelines", ["TF_BUILD": "True"], "TF_BUILD"),
            (
                "Azure Pipelines", ["SYSTEM_TEAMFOUNDATIONCOLLECTIONURI": "https://dev.azure.com/example/"],
                "SYSTEM_TEAMFOUNDATIONCOLLECTIONURI"
            ),
            (
                "AWS CodeBuild", ["CODEBUILD_BUILD_ARN": "arn:aws:codebuild:eu-west-1:1:build/tool:1"],
                "CODEBUILD_BUILD_ARN"
            ),
            ("Bitbucket Pipelines", ["BITBUCKET_COMMIT": "0a1b2c"], "BITBUCKET_COMMIT"),
            ("Buildkite", ["BUILDKITE": "true"], "BUILDKITE"),
            ("Drone", ["DRONE": "true"], "DRONE"),
            ("Bamboo", ["bamboo_planKey": "TOOL-MAIN"], "bamboo_planKey"),
            ("GitLab CI", ["GITLAB_CI": "true"], "GITLAB_CI"),
            ("GitHub Actions", ["GITHUB_ACTIONS": "true"], "GITHUB_ACTIONS"),
            ("GoCD", ["GO_PIPELINE_LABEL": "12"], "GO_PIPELINE_LABEL"),
            ("Heroku CI", ["HEROKU_TEST_RUN_ID": "5e3c"], "HEROKU_TEST_RUN_ID"),
            ("Google Cloud Build", ["BUILDER_OUTPUT": "/builder/outputs"], "BUILDER_OUTPUT"),
            ("CircleCI", ["CIRCLECI": "true"], "CIRCLECI"),
            ("Travis CI", ["TRAVIS": "true"], "TRAVIS"),
            ("AppVeyor", ["APPVEYOR": "True"], "APPVEYOR"),
            ("Codeship", ["CI_NAME": "codeship"], "CI_NAME"),
            ("Sourcehut", ["CI_NAME": "sourcehut"], "CI_NAME"),
            ("Woodpecker", ["CI": "woodpecker"], "CI"),
            ("TaskCluster", ["TASK_ID": "abc", "RUN_ID": "0"], "TASK_ID"),
            ("Semaphore", ["SEMAPHORE": "true"], "SEMAPHORE"),
            ("Codefresh", ["CF_BUILD_ID": "65f"], "CF_BUILD_ID"),
            ("Harness CI", ["HARNESS_BUILD_ID": "7"], "HARNESS_BUILD_ID"),
            ("Vercel", ["VERCEL": "1"], "VERCEL"),
            ("Xcode Cloud", ["CI_XCODE_PROJECT": "Tool.xcodeproj"], "CI_XCODE_PROJECT"),
            ("Visual Studio App Center", ["APPCENTER_BUILD_ID": "3"], "APPCENTER_BUILD_ID"),
        ])
    func service(name: String, environment: [String: String], variable: String) {
        #expect(
            NotifierSilence.decide(
                environment: environment, arguments: ["tool"], machineReadableOutput: false,
                standardOutputIsTerminal: true, standardErrorIsTerminal: true)
                == .continuousIntegration(service: name, variable: variable))
    }

    @Test(
        "what is not a continuous-integration service",
        arguments: [
            // Jenkins needs both: a developer's shell may point at their Jenkins.
            ["JENKINS_URL": "https://ci.example.com/"],
            ["TASK_ID": "abc"],
            // Set but empty counts as unset, as in ci-info.
            ["TEAMCITY_VERSION": "", "BUILDKITE": ""],
            // CI=false says "not CI" and wins, as in ci-info and is-in-ci.
            ["CI": "false", "TRAVIS": "true", "BUILD_NUMBER": "9"],
            ["CI": "0", "JENKINS_URL": "https://ci.example.com/", "BUILD_ID": "42"],
        ])
    func notAService(environment: [String: String]) {
        #expect(ContinuousIntegration.detect(in: environment) == nil)
    }

    @Test(
        "generic variables say CI without naming a service",
        arguments: [
            "CONTINUOUS_INTEGRATION", "BUILD_NUMBER", "BUILD_ID", "RUN_ID", "CI_NAME", "CI_BUILD_ID",
        ])
    func generic(variable: String) {
        #expect(ContinuousIntegration.detect(in: [variable: "1"]) == .init(service: nil, variable: variable))
    }

    @Test func everyServiceInTheTableIsRecognisedByItsOwnCondition() {
        for service in ContinuousIntegration.services {
            let environment: [String: String] =
                switch service.condition {
                case let .set(variable): [variable: "1"]
                case let .allSet(variables): Dictionary(uniqueKeysWithValues: variables.map { ($0, "1") })
                case let .anySet(variables): [variables[variables.count - 1]: "1"]
                case let .equals(variable, value): [variable: value]
                }
            // The first service whose condition holds is named: no earlier entry may shadow a later one.
            #expect(ContinuousIntegration.detect(in: environment)?.service == service.name, "\(service.name)")
        }
        #expect(Set(ContinuousIntegration.services.map(\.name)).count == ContinuousIntegration.services.count)
    }

    // MARK: The notifier

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        private var starts: [[String: String]] = []
        func write(_ text: String) {
            lock.lock()
            texts.append(text)
            lock.unlock()
        }
        func start(_ environment: [String: String]) {
            lock.lock()
            starts.append(environment)
            lock.unlock()
        }
        var written: [String] {
            lock.lock()
            defer { lock.unlock() }
            return texts
        }
        var started: [[String: String]] {
            lock.lock()
            defer { lock.unlock() }
            return starts
        }
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let hour: TimeInterval = 3600

    /// The tool's configuration; `feed` gives it something to check (else no check is ever due).
    static func configuration(version: Version = "1.0", feed: Bool = false) -> Configuration {
        Configuration(
            applicationVersion: version, applicationBundleID: "com.example.tool",
            feeds: feed ? [.versionsPlist(URL(string: "http://127.0.0.1:9/versions.plist")!)] : [])
    }

    /// A notifier writing to `recorder` and starting its background process there.
    static func notifier(
        _ directory: URL, configuration: Configuration = configuration(), recorder: Recorder, output: Bool = true,
        error: Bool = true, arguments: [String] = ["tool"], environment: [String: String] = [:],
        checkInterval: Duration = UpdateNotifier.defaultCheckInterval, languages: [String] = ["en"], now: Date = now
    ) -> UpdateNotifier {
        UpdateNotifier(
            configuration: configuration, arguments: arguments, checkInterval: checkInterval, stateDirectory: directory,
            dependencies: VersionChecker.Dependencies(
                stateStore: FileStateStore(directory: directory), feedCache: nil,
                languages: UserLanguages(identifiers: languages),
                now: { now }, clock: ManualClock()),
            environment: environment,
            terminal: .init(
                standardOutputIsTerminal: output, standardErrorIsTerminal: error, columns: 80, write: recorder.write),
            startProcess: { _, _, environment, _ in
                recorder.start(environment)
                return 4242
            })
    }

    /// Stores the update a background check would have found.
    static func store(_ directory: URL, version: Version = "1.1", mandatory: Bool = false) throws {
        try NoticeStore(directory: directory, bundleID: "com.example.tool").save(
            UpdateDetails(
                latestVersion: version, releases: [VersionNotes(version: version, lines: ["Faster sync"])],
                isMandatory: mandatory,
                updateURL: URL(string: "https://example.com/tool")))
    }

    static func hasNotice(_ directory: URL) -> Bool {
        NoticeStore(directory: directory, bundleID: "com.example.tool").load() != nil
    }

    @Test func anUpdateIsShownOnceAndRecordedAsAReminder() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let first = await Self.notifier(directory.url, recorder: recorder).notify()
        #expect(first.printed)
        #expect(first.notice?.version == "1.1")
        #expect(first.backgroundCheck == .notDue(.notChecked(reason: .nothingToCheck)))
        #expect(recorder.written.count == 1)
        #expect(recorder.written[0].contains("New version available (1.1)"))
        #expect(recorder.written[0].contains("Download: https://example.com/tool"))
        let stored = try await directory.store.load(bundleID: "com.example.tool").state
        #expect(stored.lastReminded == Self.now)

        let second = await Self.notifier(directory.url, recorder: recorder).notify()
        #expect(!second.printed && second.notice == nil)
        #expect(recorder.written.count == 1)
    }

    @Test func theNoticeIsWordedInTheLanguagesOfTheRunThatShowsIt() async throws {
        let directory = try StateTestDirectory()
        // What a check run in French stores: the update, no words.
        try Self.store(directory.url)
        let stored = try String(
            contentsOf: NoticeStore(directory: directory.url, bundleID: "com.example.tool").noticeFile, encoding: .utf8)
        #expect(!stored.contains("Nouvelle") && !stored.contains("New version"), "facts, not words: \(stored)")

        let recorder = Recorder()
        let german = await Self.notifier(
            directory.url, configuration: Self.configuration(), recorder: recorder, error: true,
            languages: ["de-DE"]
        ).notify()
        #expect(german.notice?.title == "Neue Version verfügbar (1.1)")
        #expect(german.notice?.locale.identifier == "de")
        #expect(
            recorder.written.first?.contains("Herunterladen: https://example.com/tool") == true, "\(recorder.written)")
    }

    @Test func theSameStoredUpdateIsWordedInFrenchForAFrenchRun() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let french = await Self.notifier(directory.url, recorder: recorder, languages: ["fr-CA"]).notify()
        #expect(french.notice?.title == "Nouvelle version disponible (1.1)")
        // French puts a no-break space before the colon (the translation's iVersionLinkFormat).
        #expect(
            recorder.written.first?.contains("Télécharger\u{00A0}: https://example.com/tool") == true,
            "\(recorder.written)")
    }

    @Test func aRequiredUpdateIsShownOnEveryRun() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url, mandatory: true)
        let recorder = Recorder()
        for _ in 0..<3 { await Self.notifier(directory.url, recorder: recorder).notify() }
        #expect(recorder.written.count == 3)
    }

    @Test func aNoticeAboutTheRunningOrAnOlderVersionIsDropped() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url, version: "1.1")
        let recorder = Recorder()
        let outcome = await Self.notifier(
            directory.url, configuration: Self.configuration(version: "1.1"), recorder: recorder
        ).notify()
        #expect(outcome.notice == nil && recorder.written.isEmpty)
        #expect(!Self.hasNotice(directory.url), "removed")
    }

    @Test func anIgnoredVersionIsNotShown() async throws {
        let directory = try StateTestDirectory()
        try await directory.store.save(CheckState(ignoredVersion: "1.1"), bundleID: "com.example.tool")
        try Self.store(directory.url)
        let recorder = Recorder()
        #expect(await Self.notifier(directory.url, recorder: recorder).notify().notice == nil)
        #expect(recorder.written.isEmpty)
    }

    @Test("a pipe on either stream keeps the notice for an interactive run", arguments: [(false, true), (true, false)])
    func notATerminal(output: Bool, error: Bool) async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let outcome = await Self.notifier(directory.url, recorder: recorder, output: output, error: error).notify()
        #expect(outcome.silence == .notATerminal && !outcome.printed && outcome.notice != nil)
        #expect(recorder.written.isEmpty)
        #expect(Self.hasNotice(directory.url))
        let later = await Self.notifier(directory.url, recorder: recorder).notify()
        #expect(later.printed && recorder.written.count == 1)
    }

    @Test func theFlagShowsNothingAndChecksNothing() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let outcome = await Self.notifier(
            directory.url, configuration: Self.configuration(feed: true), recorder: recorder,
            arguments: ["tool", "sync", "--no-update-notifier"]
        ).notify()
        #expect(outcome == .init(notice: nil, printed: false, silence: .optedOutByFlag, backgroundCheck: .optedOut))
        #expect(recorder.written.isEmpty && recorder.started.isEmpty)
        #expect(Self.hasNotice(directory.url), "left for a run without the flag")
    }

    @Test func aContinuousIntegrationServiceShowsNothingAndChecksNothing() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let outcome = await Self.notifier(
            directory.url, configuration: Self.configuration(feed: true), recorder: recorder,
            environment: ["TEAMCITY_VERSION": "2024.03"]
        ).notify()
        #expect(outcome.silence == .continuousIntegration(service: "TeamCity", variable: "TEAMCITY_VERSION"))
        #expect(outcome.backgroundCheck == .optedOut)
        #expect(recorder.written.isEmpty && recorder.started.isEmpty)
    }

    // MARK: How often it checks

    /// A notifier with a feed whose last check was `ago` seconds before now.
    static func lastChecked(
        _ ago: TimeInterval, _ directory: StateTestDirectory, configuration: Configuration = configuration(feed: true),
        checkInterval: Duration = UpdateNotifier.defaultCheckInterval
    ) async throws -> (UpdateNotifier.Outcome, Recorder) {
        try await directory.store.save(
            CheckState(lastChecked: now.addingTimeInterval(-ago)), bundleID: "com.example.tool")
        let recorder = Recorder()
        let outcome = await notifier(
            directory.url, configuration: configuration, recorder: recorder, checkInterval: checkInterval
        ).notify()
        return (outcome, recorder)
    }

    @Test func theFirstRunStartsACheckInTheBackground() async throws {
        let directory = try StateTestDirectory()
        let recorder = Recorder()
        let outcome = await Self.notifier(
            directory.url, configuration: Self.configuration(feed: true), recorder: recorder
        ).notify()
        #expect(outcome.backgroundCheck == .started(processID: 4242))
        #expect(recorder.started.map { $0[UpdateNotifier.backgroundCheckVariable] } == ["com.example.tool"])
    }

    @Test func aDayPassesBetweenChecksByDefault() async throws {
        let (recent, quiet) = try await Self.lastChecked(23 * Self.hour, try StateTestDirectory())
        #expect(
            recent.backgroundCheck
                == .notDue(.deferred(until: Self.now.addingTimeInterval(Self.hour), reason: .checkPeriod)),
            "checked 23 hours ago")
        #expect(quiet.started.isEmpty)
        let (due, started) = try await Self.lastChecked(25 * Self.hour, try StateTestDirectory())
        #expect(due.backgroundCheck == .started(processID: 4242), "checked 25 hours ago")
        #expect(started.started.count == 1)
    }

    @Test func theToolMayCheckMoreOrLessOften() async throws {
        let hourly = try await Self.lastChecked(2 * Self.hour, try StateTestDirectory(), checkInterval: .seconds(3600))
        #expect(hourly.0.backgroundCheck == .started(processID: 4242))
        // The configuration's check period counts when it is longer than the interval.
        var weekly = Self.configuration(feed: true)
        weekly.checkPeriod = .days(7)
        let (outcome, _) = try await Self.lastChecked(
            3 * 24 * Self.hour, try StateTestDirectory(), configuration: weekly)
        #expect(
            outcome.backgroundCheck
                == .notDue(.deferred(until: Self.now.addingTimeInterval(4 * 24 * Self.hour), reason: .checkPeriod)))
    }

    @Test func theBackgroundProcessIsToldSoAndNotifiesNothing() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let notifier = Self.notifier(
            directory.url, configuration: Self.configuration(feed: true), recorder: recorder,
            environment: [UpdateNotifier.backgroundCheckVariable: "com.example.tool"])
        #expect(notifier.isBackgroundCheck)
        #expect(
            await notifier.notify() == .init(notice: nil, printed: false, silence: nil, backgroundCheck: .isThisProcess)
        )
        #expect(recorder.written.isEmpty && recorder.started.isEmpty)
        // Another tool's check (another bundle ID) is not this one's.
        let other = Self.notifier(
            directory.url, recorder: recorder,
            environment: [UpdateNotifier.backgroundCheckVariable: "com.example.other"])
        #expect(!other.isBackgroundCheck)
        #expect(await !other.runBackgroundCheckIfRequested())
    }

    @Test func aDamagedNoticeIsNoNotice() async throws {
        let directory = try StateTestDirectory()
        let notices = NoticeStore(directory: directory.url, bundleID: "com.example.tool")
        try Data("{\"latestVersion\": 12".utf8).write(to: notices.noticeFile)
        let recorder = Recorder()
        #expect(await Self.notifier(directory.url, recorder: recorder).notify().notice == nil)
        #expect(recorder.written.isEmpty)
    }

    @Test func aRunningCheckHoldsTheLockAndAnotherRunDoesNotStartASecond() async throws {
        let directory = try StateTestDirectory()
        let notices = NoticeStore(directory: directory.url, bundleID: "com.example.tool")
        let held = try #require(notices.tryLock())
        #expect(notices.tryLock() == nil, "a second check would find the lock taken")
        let recorder = Recorder()
        let outcome = await Self.notifier(
            directory.url, configuration: Self.configuration(feed: true), recorder: recorder
        ).notify()
        #expect(outcome.backgroundCheck == .alreadyRunning && recorder.started.isEmpty)
        close(held)
        // Another test's process, spawned between its fork and its exec, holds a copy of every descriptor
        // for a moment (close-on-exec closes them at the exec): the lock is free once that copy is gone.
        var again = notices.tryLock()
        for _ in 0..<1_000 where again == nil {
            try await Task.sleep(for: .milliseconds(10))
            again = notices.tryLock()
        }
        close(try #require(again, "released when the holder closes it (or exits)"))
    }
}
