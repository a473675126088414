import Foundation
import IVersionSupport

/// An SSVC version-checking server's answer: the latest version, since when it is available, and the minimum
/// build still supported (below which the update is mandatory).
///
/// Every field is optional, as SSVC documents; a field of the wrong type or out of range (a negative
/// build number, a timestamp that is not a number) is read as absent rather than failing the response;
/// a timestamp outside the years 0 to 9999 is also reported in ``problems``.
///
/// ```swift
/// let response = try SSVCResponse.decode(bytes)
/// if response.isUpdateRequired(runningBuildNumber: 16_800_001) { /* no ignore, no remind */ }
/// ```
@_spi(Engine) public struct SSVCResponse: Sendable, Hashable, Codable {
    /// `SSVCMinimumSupportedVersionNumber`: builds below this must update; 0 means no minimum.
    public var minimumSupportedVersionNumber: UInt64?
    /// `SSVCLatestVersionAvailableSince` (unix seconds): when the latest version went out.
    public var latestVersionAvailableSince: Date?
    /// `SSVCLatestVersionKey`: the latest version's marketing version, e.g. `1.0`.
    public var latestVersionKey: Version?
    /// `SSVCLatestVersionNumber`: the latest version's build number; 0 means none.
    public var latestVersionNumber: UInt64?
    /// What the decoder refused and why (an available-since date outside the years 0 to 9999, which the state
    /// could not keep): for the developer's log. Not part of the answer as stored.
    public var problems: [FeedProblem] = []

    /// The answer's own fields: ``problems`` belong to one reading of it, not to the stored state.
    private enum CodingKeys: String, CodingKey {
        case minimumSupportedVersionNumber, latestVersionAvailableSince, latestVersionKey, latestVersionNumber
    }

    /// Creates a response.
    /// - Parameters:
    ///   - minimumSupportedVersionNumber: The minimum supported build number (0 or nil: none).
    ///   - latestVersionAvailableSince: When the latest version went out.
    ///   - latestVersionKey: The latest marketing version.
    ///   - latestVersionNumber: The latest build number (0 or nil: none).
    public init(
        minimumSupportedVersionNumber: UInt64? = nil, latestVersionAvailableSince: Date? = nil,
        latestVersionKey: Version? = nil, latestVersionNumber: UInt64? = nil
    ) {
        self.minimumSupportedVersionNumber = minimumSupportedVersionNumber
        self.latestVersionAvailableSince = latestVersionAvailableSince
        self.latestVersionKey = latestVersionKey
        self.latestVersionNumber = latestVersionNumber
    }

    /// Reads SSVC's JSON object.
    ///
    /// Numbers may also come as strings of digits; unknown keys are ignored.
    /// - Parameters:
    ///   - bytes: The response body.
    ///   - source: The name to use in diagnostics (the URL, say).
    ///   - maximumBytes: The largest input accepted (8 MiB by default).
    /// - Returns: The response; `{}` gives one with every field nil.
    /// - Throws: ``FeedError/tooLarge(source:bytes:limit:)`` over the limit;
    ///   ``FeedError/malformed(source:message:)`` for empty input, invalid or too deeply nested JSON, or a
    ///   top level that is not an object.
    public static func decode(
        _ bytes: [UInt8], source: String = "SSVC response", maximumBytes: Int = FeedLimits.defaultMaximumBytes
    ) throws(FeedError) -> SSVCResponse {
        let fields = try JSONInput.object(bytes, source: source, maximumBytes: maximumBytes)
        var response = SSVCResponse(
            minimumSupportedVersionNumber: fields["SSVCMinimumSupportedVersionNumber"]?.unsignedInteger,
            latestVersionKey: fields["SSVCLatestVersionKey"]?.string.flatMap { Version($0) },
            latestVersionNumber: fields["SSVCLatestVersionNumber"]?.unsignedInteger
        )
        let sinceKey = "SSVCLatestVersionAvailableSince"
        if let seconds = fields[sinceKey]?.finiteDouble {
            // The answer is stored, and the state file keeps years 0 to 9999: anything beyond is a mistake,
            // not a date, and is refused here rather than stored as something else.
            if ISO8601Timestamp.writableSeconds.contains(seconds) {
                response.latestVersionAvailableSince = Date(timeIntervalSince1970: seconds)
            } else {
                response.problems.append(FeedProblem(
                    key: sinceKey, message: "\(sinceKey) \(seconds) is not a time between the years 0 and 9999; it is ignored", source: source))
            }
        }
        return response
    }

    /// The URL to ask an SSVC server, with SSVC's request parameters added to the URL's own query:
    /// `SSVCLatestVersionKey` (the running version), `SSVCLatestVersionNumber` (the running build, when
    /// known), `SSVCLanguage`, `SSVCCountry` (when known) and `SSVCClientProtocolVersion` (1).
    /// - Parameters:
    ///   - base: The server's URL as configured (`SSVCCallbackURL`), which may have a query of its own.
    ///   - runningVersion: The running version.
    ///   - buildNumber: The running build number.
    ///   - language: The user's language code (`fr`).
    ///   - country: The user's country code (`CA`).
    /// - Returns: The URL to fetch; `base` itself when it cannot carry a query.
    public static func requestURL(_ base: URL, runningVersion: Version, buildNumber: UInt64?, language: String, country: String?) -> URL {
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return base }
        var items = components.queryItems ?? []
        items.append(URLQueryItem(name: "SSVCLatestVersionKey", value: runningVersion.text))
        if let buildNumber { items.append(URLQueryItem(name: "SSVCLatestVersionNumber", value: String(buildNumber))) }
        if !language.isEmpty { items.append(URLQueryItem(name: "SSVCLanguage", value: language)) }
        if let country, !country.isEmpty { items.append(URLQueryItem(name: "SSVCCountry", value: country)) }
        items.append(URLQueryItem(name: "SSVCClientProtocolVersion", value: "1"))
        components.queryItems = items
        return components.url ?? base
    }

    /// Whether the running build is below the minimum supported one, which makes the update mandatory
    /// (no ignore, no remind).
    /// - Parameter runningBuildNumber: The running app's build number.
    /// - Returns: True when a minimum above 0 is greater than `runningBuildNumber`.
    public func isUpdateRequired(runningBuildNumber: UInt64) -> Bool {
        guard let minimum = minimumSupportedVersionNumber, minimum > 0 else { return false }
        return minimum > runningBuildNumber
    }

    /// Whether a newer release is announced.
    ///
    /// As SSVC documents, the build number takes precedence over the version key: when the response has a
    /// latest build number above 0 and the running build number is known, only the numbers are compared.
    /// Otherwise the version key is compared with `runningVersion`.
    /// - Parameters:
    ///   - runningVersion: The running app's marketing version.
    ///   - runningBuildNumber: The running app's build number, when it is numeric.
    /// - Returns: True when the response names a newer build or version.
    public func isUpdateAvailable(runningVersion: Version, runningBuildNumber: UInt64?) -> Bool {
        if let latest = latestVersionNumber, latest > 0, let runningBuildNumber {
            return latest > runningBuildNumber
        }
        guard let latestVersionKey else { return false }
        return runningVersion < latestVersionKey
    }
}
