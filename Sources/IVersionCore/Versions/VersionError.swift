/// Why a text is not a ``Version``: the text and the first thing wrong with it, thrown by
/// ``Version/init(parsing:)``.
public struct VersionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that was read, without the surrounding whitespace a version may have.
    public var text: String
    /// What is wrong, e.g. `"build" at column 5 is not a pre-release label (…)`; columns count from 1
    /// in ``text``.
    public var reason: String

    /// Creates an error about `text`.
    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }

    /// `"1.2 build 3" is not a version: "build" at column 5 is not a pre-release label (…)`.
    public var description: String { "\"\(text)\" is not a version: \(reason)" }
}
