/// Something in a versions plist that was skipped rather than read: reported, never fatal.
///
/// A key that is not a version, a value that is neither a string nor an array of strings, or two keys
/// naming the same version. The rest of the feed is still used, so one typo in a hosted plist does not
/// silence every update alert; the engine can log these for the developer.
public struct FeedProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The plist key the problem is about, as written.
    public var key: String
    /// What is wrong, e.g. `key "1.x" is not a version`.
    public var message: String
    /// Where the key is, as `line:col` (XML plists); nil for binary plists.
    public var location: String?
    /// The feed's name, as given to the decoder (`versions plist` by default).
    public var source: String

    /// Creates a problem report.
    /// - Parameters:
    ///   - key: The plist key the problem is about.
    ///   - message: What is wrong.
    ///   - location: Where the key is (`line:col`), when known.
    ///   - source: The feed's name.
    public init(key: String, message: String, location: String? = nil, source: String = "versions plist") {
        self.key = key
        self.message = message
        self.location = location
        self.source = source
    }

    /// Compiler style: `versions plist: 3:5: key "1.x" is not a version`.
    public var description: String {
        if let location { "\(source): \(location): \(message)" } else { "\(source): \(message)" }
    }
}
