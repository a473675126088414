import Foundation
import PropertySupport
import Testing

/// The golden-file support the wire-shape tests use: a recording run writes the file and fails naming it
/// (as swift-argument-parser's snapshots do), a comparison fails on any difference and never writes.
@Suite("Golden files")
struct GoldenFileTests {
    static let recording = [GoldenFile.recordVariable: "1"]

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Whether the issue's comments name `path` and say `words`.
    static func says(_ issue: Issue, _ path: String, _ words: String) -> Bool {
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        return message.contains(path) && message.contains(words)
    }

    @Test("a recording run writes a new file and fails, naming it")
    func recordingANewFileFails() throws {
        let file = try Self.scratch().appendingPathComponent("model.json")
        try withKnownIssue("a recording run must fail") {
            try GoldenFile(file).expectMatches("{ \"a\": 1 }\n", environment: Self.recording)
        } matching: { issue in
            Self.says(issue, file.path, "rewrote the golden file")
        }
        #expect(try Self.text(file) == "{ \"a\": 1 }\n")
    }

    @Test("a recording run fails even when the text it writes is unchanged")
    func recordingTheSameTextStillFails() throws {
        let file = try Self.scratch().appendingPathComponent("model.json")
        try Data("same\n".utf8).write(to: file)
        #expect(try GoldenFile(file).compare("same\n", recording: true) == .recorded(changed: false))
        try withKnownIssue("a recording run must fail") {
            try GoldenFile(file).expectMatches("same\n", environment: Self.recording)
        } matching: { issue in
            Self.says(issue, file.path, "rewrote (unchanged)")
        }
        #expect(try Self.text(file) == "same\n")
    }

    @Test("a recording run replaces a changed file and says it changed")
    func recordingReplacesAChangedFile() throws {
        let file = try Self.scratch().appendingPathComponent("model.json")
        try Data("old\n".utf8).write(to: file)
        #expect(try GoldenFile(file).compare("new\n", recording: true) == .recorded(changed: true))
        #expect(try Self.text(file) == "new\n")
    }

    @Test("the same text passes, and no file is written")
    func matchingTextPasses() throws {
        let directory = try Self.scratch()
        let file = directory.appendingPathComponent("model.json")
        try Data("line 1\nline 2\n".utf8).write(to: file)
        try GoldenFile(file).expectMatches("line 1\nline 2\n", environment: [:])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["model.json"])
    }

    @Test("a difference fails at its first line, with both versions, and leaves the file alone")
    func differenceFailsAtItsLine() throws {
        let file = try Self.scratch().appendingPathComponent("model.json")
        try Data("a\nb\nc\n".utf8).write(to: file)
        #expect(
            try GoldenFile(file).compare("a\nB\nc\n", recording: false) == .differs(line: 2, expected: "b", actual: "B")
        )
        try withKnownIssue("a different output must fail") {
            try GoldenFile(file).expectMatches("a\nB\nc\n", environment: [:])
        } matching: { issue in
            Self.says(issue, file.path + ":2", "expected: b")
        }
        #expect(try Self.text(file) == "a\nb\nc\n")
    }

    @Test(
        "a shorter or longer output fails where one text ends",
        arguments: [
            ("a\nb\n", "a\n", GoldenFile.Outcome.differs(line: 2, expected: "b", actual: "")),
            ("a\n", "a\nb\n", GoldenFile.Outcome.differs(line: 2, expected: "", actual: "b")),
            ("a\n", "a", GoldenFile.Outcome.differs(line: 2, expected: "", actual: "<end of text>")),
        ])
    func lengthDifferences(expected: String, actual: String, outcome: GoldenFile.Outcome) throws {
        let file = try Self.scratch().appendingPathComponent("model.json")
        try Data(expected.utf8).write(to: file)
        #expect(try GoldenFile(file).compare(actual, recording: false) == outcome)
    }

    @Test("a missing file fails with how to record it, and is not created")
    func missingFileFails() throws {
        let file = try Self.scratch().appendingPathComponent("model.json")
        try withKnownIssue("a missing golden file must fail") {
            try GoldenFile(file).expectMatches("text\n", environment: [:])
        } matching: { issue in
            Self.says(issue, file.path, "\(GoldenFile.recordVariable)=1")
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("any value of the variable records; its absence compares")
    func recordingIsTheVariablesPresence() {
        #expect(GoldenFile.isRecording([GoldenFile.recordVariable: "0"]))
        #expect(GoldenFile.isRecording([GoldenFile.recordVariable: ""]))
        #expect(!GoldenFile.isRecording(["PATH": "/usr/bin"]))
    }
}
