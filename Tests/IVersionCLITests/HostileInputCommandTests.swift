import Foundation
import IVersion
import PropertySupport
import Testing
@_spi(Engine) import IVersionCore

/// Issue 14 end to end: hostile files through the real `iversion` binary.
@Suite("iversion on hostile input")
struct HostileInputCommandTests {
    typealias State = CheckCommandTests.StateDirectory

    static func check(plist: String, _ state: State, _ extra: [String] = [], cpuSeconds: Int? = nil) throws -> CLI.Run {
        try CLI.run(["check", "--bundle-id", CheckCommandTests.bundleID, "--app-version", "1.0", "--remote-plist", plist,
                     "--no-app-store", "--state-dir", state.path, "--locale", "en", "--force"] + extra, cpuSeconds: cpuSeconds)
    }

    @Test("a 1 MB binary plist of a million references to one string fails fast as too large")
    func sharedReferenceBomb() throws {
        let state = try State()
        let file = state.path + "/bomb.plist"
        try Data(HostileInputs.sharedReferencePlist(references: 1_000_000)).write(to: URL(fileURLWithPath: file))
        // Before the budget: 3.5 minutes of CPU and 5 GB; with it, well under a second. Processor time, so
        // a busy machine does not fail it: past 20 s the kernel stops the run and the status is not 1.
        let run = try Self.check(plist: file, state, cpuSeconds: 20)
        #expect(run.status == 1)
        #expect(run.error.contains("the input decodes to more than 8388608 bytes (its decoded-size budget); refused as too large"), "\(run.error)")
        // Only the person's line, that the check failed; the diagnostic is on standard error.
        #expect(run.output == "Could not check for updates.\n", "\(run.output)")
    }

    @Test("a FIFO as --remote-plist fails at once instead of blocking")
    func fifo() throws {
        let state = try State()
        let fifo = state.path + "/versions.plist"
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try Self.check(plist: fifo, state)
        #expect(run.status == 1)
        #expect(run.error.contains("is a FIFO (named pipe), not a feed file"), "\(run.error)")
    }

    @Test("release notes with terminal escapes print no control character")
    func escapes() throws {
        let state = try State()
        let file = state.path + "/versions.plist"
        let notes = "\u{1B}[2J\u{1B}]0;owned\u{7}Fixes\rhidden\u{9B}31m\u{202E}reversed"
        try Data(VersionsFeed(releases: [VersionNotes(version: Version("1.1"), lines: [notes])]).encoded()).write(to: URL(fileURLWithPath: file))
        // The writer drops the controls XML cannot carry; write ESC and BEL raw, as a hostile server would.
        var text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        text = text.replacingOccurrences(of: "[2J]0;owned", with: "\u{1B}[2J\u{1B}]0;owned\u{7}")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let run = try Self.check(plist: file, state)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Fixes"))
        let controls = (run.output + run.error).unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
        #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
    }

    @Test("an empty --state-dir is a usage error, not the current directory")
    func emptyStateDirectory() throws {
        let run = try CLI.run(["respond", "ok", "--bundle-id", CheckCommandTests.bundleID, "--app-version", "1.0", "--state-dir", ""])
        #expect(run.status == 2)
        #expect(run.error.contains("--state-dir must not be empty"), "\(run.error)")
    }

    @Test("respond warns when it moves a corrupt state file aside")
    func respondWarnsOnRecovery() throws {
        let state = try State()
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: state.stateFile))
        let run = try CheckCommandTests.respond("remind", state, ["--version", "1.1"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.hasPrefix("warning: "), "\(run.error)")
        #expect(run.error.contains("corrupt"), "\(run.error)")
        #expect(state.contents().contains { $0.contains(".corrupt-") })
    }

    @Test("--locale und is accepted (BCP 47's undetermined language) and falls back to English")
    func undeterminedLocale() throws {
        let run = try CLI.run(["demo", "--locale", "und"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("New version available"))
    }

    /// As root every permission check passes, so root runs the command as nobody (`setpriv`), from a copy
    /// of the binary in a directory nobody can enter (the build may sit under root's 0700 home); anyone
    /// else runs it directly.
    static func runUnprivileged(_ arguments: [String]) throws -> CLI.Run {
        guard geteuid() == 0 else { return try CLI.run(arguments) }
        let binary = try #require(CLI.copyForOtherUsers, "could not copy iversion to a directory nobody can enter")
        return try CLI.run(arguments, prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"], binary: binary)
    }

    /// Root can run as nobody only with `setpriv`, and only on files nobody can reach: the tests' state
    /// directories are made in the temporary directory.
    static let canRunUnprivileged = geteuid() != 0
        || (FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
            && CLI.everyoneCanEnter(FileManager.default.temporaryDirectory.path) && CLI.everyoneCanEnter("/tmp"))

    @Test("a read-only state directory: respond fails with the system's reason (as nobody when run as root)",
          .enabled(if: HostileInputCommandTests.canRunUnprivileged, "run as root, this needs /usr/bin/setpriv and a temporary directory every user can enter, to run iversion as nobody"))
    func readOnlyStateDirectory() throws {
        let state = try State()
        #expect(chmod(state.path, 0o555) == 0)
        defer { chmod(state.path, 0o755) }
        let run = try Self.runUnprivileged(["respond", "remind", "--version", "1.1", "--bundle-id", CheckCommandTests.bundleID,
                                            "--app-version", "1.0", "--state-dir", state.path])
        #expect(run.status == 1)
        #expect(run.error.contains("the directory is not writable: Permission denied"), "\(run.error)")
        #expect(state.contents().isEmpty)
    }

    @Test("a feed file the user cannot read names the reason: permission denied",
          .enabled(if: HostileInputCommandTests.canRunUnprivileged, "run as root, this needs /usr/bin/setpriv and a temporary directory every user can enter, to run iversion as nobody"))
    func permissionDenied() throws {
        let state = try State()
        let file = state.path + "/versions.plist"
        try Data(VersionsFeed(releases: []).encoded()).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o000) == 0)
        // Nobody must be able to write the state, only not read the feed.
        #expect(chmod(state.path, 0o777) == 0)
        let run = try Self.runUnprivileged(["check", "--bundle-id", CheckCommandTests.bundleID, "--app-version", "1.0",
                                            "--remote-plist", file, "--no-app-store", "--state-dir", state.path, "--force"])
        #expect(run.status == 1)
        #expect(run.error.contains("\(file): permission denied"), "\(run.error)")
        #expect(!run.error.contains("NSCocoaErrorDomain"))
    }
}
