/// A feed (the versions plist, the App Store lookup or an SSVC response) that could not be read.
///
/// One error type for every feed decoder, so the check engine can log or surface any of them the same
/// way. A key or value the decoder can skip is not an error but a ``FeedProblem``.
public enum FeedError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a plist / not JSON, or their structure is not the feed's.
    /// - Parameters:
    ///   - source: The feed's name for diagnostics (`versions plist`, a URL, a path).
    ///   - message: Where (`line:col: ` when known, or a path such as `results[0].version`) and what.
    case malformed(source: String, message: String)
    /// The input is larger than the decoder accepts.
    /// - Parameters:
    ///   - source: The feed's name for diagnostics.
    ///   - bytes: The size of the input.
    ///   - limit: The largest size accepted.
    case tooLarge(source: String, bytes: Int, limit: Int)
    /// The input is within the size limit but decodes to more than its decoded-size budget (a binary
    /// plist that references one long string a million times).
    /// - Parameters:
    ///   - source: The feed's name for diagnostics.
    ///   - limit: The decoded-size budget, in bytes.
    case decodedTooLarge(source: String, limit: Int)

    /// The feed's name, as given to the decoder.
    public var source: String {
        switch self {
        case let .malformed(source, _), let .tooLarge(source, _, _), let .decodedTooLarge(source, _): source
        }
    }

    /// Compiler style, source first: `App Store lookup: results[0].version is missing`.
    public var description: String {
        switch self {
        case let .malformed(source, message):
            "\(source): \(message)"
        case let .tooLarge(source, bytes, limit):
            "\(source): the input is \(bytes) bytes, more than the limit of \(limit) bytes"
        case let .decodedTooLarge(source, limit):
            "\(source): the input decodes to more than \(limit) bytes (its decoded-size budget); refused as too large"
        }
    }
}

/// The size limit shared by the feed decoders.
@_spi(Engine) public enum FeedLimits {
    /// 8 MiB: far above any real versions plist, lookup response or SSVC reply, small enough that a
    /// hostile or broken server cannot make the app parse hundreds of megabytes.
    public static let defaultMaximumBytes = 8 << 20

    /// Refuses `count` bytes when over `limit`.
    static func check(_ count: Int, limit: Int, source: String) throws(FeedError) {
        guard count <= limit else { throw FeedError.tooLarge(source: source, bytes: count, limit: limit) }
    }
}
