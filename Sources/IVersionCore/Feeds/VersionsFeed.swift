import Strings
import IVersionSupport

/// The versions plist: release notes per version, from the remote feed or the one in the app bundle.
///
/// iVersion's format: a dictionary whose keys are versions and whose values are a multi-line string or
/// an array of strings, or, for notes per language, a dictionary of language tags (and `default`) to
/// either. Decoding is forgiving about entries (a bad key or value is skipped and reported in
/// ``problems``) and strict about the file (not a plist, or a root that is not a dictionary, throws).
///
/// ```swift
/// let feed = try VersionsFeed.decode(bytes, source: "https://example.com/versions.plist")
/// let missed = feed.releases(newerThan: Version("1.1"), upTo: Version("1.3"))
/// ```
@_spi(Engine) public struct VersionsFeed: Sendable, Hashable {
    /// The releases, newest first, at most one per version.
    public var releases: [VersionNotes]
    /// The entries skipped while decoding, in file order.
    public var problems: [FeedProblem]

    /// Creates a feed from releases in any order; they are stored newest first.
    /// - Parameters:
    ///   - releases: The releases; equal versions keep their relative order.
    ///   - problems: Problems to carry along (for feeds built by hand, usually none).
    public init(releases: [VersionNotes], problems: [FeedProblem] = []) {
        self.releases = Self.newestFirst(releases)
        self.problems = problems
    }

    /// Reads a versions plist (XML or binary).
    ///
    /// Keys that are not versions, values that are neither a string nor an array of strings, and a second
    /// key for an already-seen version (`1.0` then `1.0.0`: the last one is kept) become ``problems``.
    /// Non-string items inside an array are skipped and reported; the version keeps its string items.
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - source: The name to use in diagnostics (a URL or path).
    ///   - maximumBytes: The largest input accepted (8 MiB by default).
    /// - Returns: The feed, newest release first.
    /// - Throws: ``FeedError/tooLarge(source:bytes:limit:)`` over the limit;
    ///   ``FeedError/malformed(source:message:)`` when the bytes are not a plist or the root is not a dictionary.
    public static func decode(
        _ bytes: [UInt8], source: String = "versions plist", maximumBytes: Int = FeedLimits.defaultMaximumBytes
    ) throws(FeedError) -> VersionsFeed {
        try VersionsPlistDecoder.decode(bytes, source: source, maximumBytes: maximumBytes)
    }

    /// The newest release, or nil for an empty feed.
    public var latest: VersionNotes? {
        releases.max { $0.version < $1.version }
    }

    /// The notes for one version (`1.0` finds an entry written `1.0.0`).
    /// - Parameter version: The version to look up.
    /// - Returns: Its notes, or nil when the feed has no entry for it.
    public func notes(for version: Version) -> VersionNotes? {
        releases.first { $0.version == version }
    }

    /// The releases after one version up to and including another, newest first: what a user who last ran
    /// `newerThan` missed, as of `upTo`.
    /// - Parameters:
    ///   - newerThan: Exclusive lower bound; nil for no lower bound.
    ///   - upTo: Inclusive upper bound; nil for no upper bound.
    /// - Returns: The releases in `(newerThan, upTo]`, newest first; empty when the bounds cross.
    public func releases(newerThan: Version?, upTo: Version?) -> [VersionNotes] {
        Self.newestFirst(releases.filter { release in
            if let newerThan, !(newerThan < release.version) { return false }
            if let upTo, upTo < release.version { return false }
            return true
        })
    }

    /// Writes this feed as an XML plist (version → array of strings), newest first, text escaped, so that
    /// `decode(encoded())` gives the same releases back.
    ///
    /// NUL characters cannot be written in XML and are dropped; other control characters (and `\r`) are
    /// written as character references so they survive.
    /// - Returns: The UTF-8 bytes of the plist.
    public func encoded() -> [UInt8] {
        VersionsPlistWriter.write(releases)
    }

    /// A stable newest-first sort: equal versions may differ in text, and keep their order.
    static func newestFirst(_ releases: [VersionNotes]) -> [VersionNotes] {
        // By insertion (stable, so equal versions keep their order) for the usual short feed.
        releases.insertionSorted { $1.version < $0.version }
    }
}
