import IVersionSupport
import Foundation

/// The iTunes Search API's lookup: the URL to fetch and the decoding of its answer.
///
/// ```swift
/// let url = AppStoreLookup.url(country: "GB", bundleID: "com.example.app", appID: nil)
/// // https://itunes.apple.com/gb/lookup?bundleId=com.example.app
/// let release = try AppStoreLookup.decode(responseBytes)
/// ```
@_spi(Engine) public enum AppStoreLookup {
    /// The lookup URL for an app.
    ///
    /// The numeric ID is preferred because a bundle ID lookup can miss apps in some stores.
    /// - Parameters:
    ///   - country: The store's two-letter country code (any case; lower-cased). An empty code omits the
    ///     country, which Apple treats as the US store.
    ///   - bundleID: The bundle identifier, used when no app ID is given; percent-encoded.
    ///   - appID: The numeric App Store ID; zero or negative counts as not given.
    ///   - language: The language the release notes should be in (`fr`), sent as Apple's `lang`
    ///     parameter with the country (`lang=fr_ca`); nil sends none and the store's default is used.
    /// - Returns: `https://itunes.apple.com/{country}/lookup?id={appID}` or `…?bundleId={bundleID}`, then
    ///   `&lang=…`; nil when neither an app ID nor a non-empty bundle ID is given.
    public static func url(country: String, bundleID: String?, appID: Int?, language: String? = nil) -> URL? {
        let query: String
        if let appID, appID > 0 {
            query = "id=\(appID)"
        } else if let bundleID = bundleID?.trimmingCharacters(in: .whitespacesAndNewlines), !bundleID.isEmpty {
            query = "bundleId=\(percentEncoded(bundleID))"
        } else {
            return nil
        }
        let code = percentEncoded(country.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        let path = code.isEmpty ? "/lookup" : "/\(code)/lookup"
        var lang = ""
        if let language = language?.trimmingCharacters(in: .whitespaces).lowercased(), !language.isEmpty {
            lang = "&lang=" + percentEncoded(code.isEmpty ? language : "\(language)_\(code)")
        }
        return URL(string: "https://itunes.apple.com\(path)?\(query)\(lang)")
    }

    /// Decodes a lookup response.
    ///
    /// `resultCount` 0 (or an empty `results`) means the app is not in that store: nil, not an error.
    /// Optional fields of the wrong type or format (a date that is not ISO 8601, a negative size) are nil.
    /// - Parameters:
    ///   - bytes: The response body.
    ///   - source: The name to use in diagnostics (the URL, say).
    ///   - maximumBytes: The largest input accepted (8 MiB by default).
    /// - Returns: The first result, or nil when there is none.
    /// - Throws: ``FeedError/tooLarge(source:bytes:limit:)`` over the limit;
    ///   ``FeedError/malformed(source:message:)`` for JSON that is invalid or too deep, a top level that is
    ///   not an object, `results` that is not an array, or `results[0].version` missing or not a version.
    public static func decode(
        _ bytes: [UInt8], source: String = "App Store lookup", maximumBytes: Int = FeedLimits.defaultMaximumBytes
    ) throws(FeedError) -> AppStoreRelease? {
        let root = try JSONInput.object(bytes, source: source, maximumBytes: maximumBytes)
        let resultCount = root["resultCount"]
        if let count = resultCount?.finiteDouble, count == 0 { return nil }
        guard root.contains("results") else {
            if resultCount == nil { throw FeedError.malformed(source: source, message: "neither resultCount nor results is present") }
            throw FeedError.malformed(source: source, message: "results is missing")
        }
        guard let results = root["results"]?.array else {
            throw FeedError.malformed(source: source, message: "results is not an array")
        }
        guard let first = results.first else { return nil }
        guard let fields = first.object else {
            throw FeedError.malformed(source: source, message: "results[0] is not an object")
        }
        return try release(from: JSONFields(object: fields), source: source)
    }

    private static func release(from fields: JSONFields, source: String) throws(FeedError) -> AppStoreRelease {
        guard let versionField = fields["version"] else {
            throw FeedError.malformed(source: source, message: "results[0].version is missing")
        }
        guard let text = versionField.string else {
            throw FeedError.malformed(source: source, message: "results[0].version is \(versionField.kind), expected a string")
        }
        guard let version = Version(text) else {
            throw FeedError.malformed(source: source, message: "results[0].version \"\(VersionsPlistDecoder.printable(text))\" is not a version")
        }
        return AppStoreRelease(
            version: version,
            releaseNotes: fields["releaseNotes"]?.string,
            appID: fields["trackId"]?.unsignedInteger.flatMap { $0 > 0 ? Int(exactly: $0) : nil },
            bundleID: fields["bundleId"]?.string.flatMap { $0.isEmpty ? nil : $0 },
            storeURL: fields["trackViewUrl"]?.string.flatMap(webURL),
            minimumOSVersion: fields["minimumOsVersion"]?.string.flatMap { Version($0) },
            releaseDate: fields["currentVersionReleaseDate"]?.string.flatMap(date),
            fileSizeBytes: fields["fileSizeBytes"]?.unsignedInteger.flatMap { Int64(exactly: $0) }
        )
    }

    /// An absolute http(s) URL, else nil.
    static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else { return nil }
        return url
    }

    /// ISO 8601 with or without fractional seconds (`2024-03-05T08:00:00Z`), else nil.
    static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.count <= 64 else { return nil }
        return ISO8601Timestamp.date(from: trimmed)
    }

    /// Everything but ASCII letters, digits and `-._~` (RFC 3986's unreserved characters) percent-encoded
    /// as UTF-8, so a bundle ID can never add a query parameter or a path segment.
    static func percentEncoded(_ text: String) -> String {
        // Only unpaired surrogates make this fail, and a Swift String holds none.
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
