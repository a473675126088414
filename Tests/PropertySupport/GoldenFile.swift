import Foundation
import Testing

/// A checked-in file that pins a text output (a model's JSON wire shape, a command's help): a change in the
/// output is a failing test and a diff to review.
///
/// A recording run (`IVERSION_RECORD_GOLDEN=1 swift test --filter …`) writes each file anew and still fails,
/// naming every file it rewrote, as swift-argument-parser's snapshots do: a run that rewrote the expectations
/// cannot pass as green, whether it ran on purpose or with the variable left set in a shell or on CI.
public struct GoldenFile: Sendable {
    /// The environment variable that turns a run into a recording run (any value).
    public static let recordVariable = "IVERSION_RECORD_GOLDEN"

    /// What one comparison found.
    public enum Outcome: Equatable, Sendable {
        /// The output is the file's text, letter for letter.
        case matches
        /// The file holds other text: the first line where the two part (1-based) and both versions of it.
        case differs(line: Int, expected: String, actual: String)
        /// There is no file yet (nothing was written: only a recording run writes).
        case missing
        /// A recording run wrote the file; `changed` says whether its text was different before.
        case recorded(changed: Bool)
    }

    /// The file's location.
    public let url: URL

    /// The golden file at `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// Whether `environment` asks for a recording run.
    public static func isRecording(_ environment: [String: String]) -> Bool {
        environment[recordVariable] != nil
    }

    /// Compares `actual` with the file or, when `recording`, writes it (atomically) in the file's place.
    /// Records no test issue: ``expectMatches(_:environment:sourceLocation:)`` turns the outcome into one.
    /// - Throws: A read error other than a missing file, or the write's error when recording.
    public func compare(_ actual: String, recording: Bool) throws -> Outcome {
        let previous = try existingText()
        if recording {
            try Data(actual.utf8).write(to: url, options: .atomic)
            return .recorded(changed: previous != actual)
        }
        guard let expected = previous else { return .missing }
        return Self.firstDifference(expected: expected, actual: actual)
    }

    /// The message a test fails with for `outcome`, naming the file; `nil` when the output matched.
    public func failureMessage(for outcome: Outcome) -> String? {
        let path = url.path
        switch outcome {
        case .matches:
            return nil
        case let .differs(line, expected, actual):
            return """
                \(path):\(line): the output differs from the golden file
                  expected: \(expected)
                  actual:   \(actual)
                (if the change is intended: \(Self.recordVariable)=1 swift test --filter <suite>, then review the diff)
                """
        case .missing:
            return "\(path): no golden file (write it with \(Self.recordVariable)=1 swift test --filter <suite>)"
        case let .recorded(changed):
            let what = changed ? "rewrote" : "rewrote (unchanged)"
            return "\(path): \(what) the golden file, as \(Self.recordVariable) is set: a recording run always "
                + "fails; review the diff, then run again without \(Self.recordVariable)"
        }
    }

    /// Compares `actual` with the file, or records it when `environment` asks to, and records a test issue at
    /// the caller's line unless the output matched: a recording run always fails.
    /// - Throws: As ``compare(_:recording:)``.
    public func expectMatches(
        _ actual: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let outcome = try compare(actual, recording: Self.isRecording(environment))
        if let message = failureMessage(for: outcome) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The file's text, or `nil` when there is no file.
    private func existingText() throws -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The first line where `expected` and `actual` part, a missing line shown as `<end of text>`.
    static func firstDifference(expected: String, actual: String) -> Outcome {
        if expected == actual { return .matches }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let end = "<end of text>"
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : end
            let right = index < actualLines.count ? String(actualLines[index]) : end
            if left != right { return .differs(line: index + 1, expected: left, actual: right) }
        }
        // Not reached (texts whose lines all agree are equal), but a comparison must never pass by default.
        return .differs(line: expectedLines.count, expected: expected.debugDescription, actual: actual.debugDescription)
    }
}
