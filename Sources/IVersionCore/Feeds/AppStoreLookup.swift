import Foundation

/// The iTunes Search API's lookup: the URL to fetch and the decoding of its answer.
///
/// ```swift
/// let url = AppStoreLookup.url(country: "GB", bundleID: "com.example.app", appID: nil)
/// // https://itunes.apple.com/gb/lookup?bundleId=com.example.app
/// let release = try AppStoreLookup.decode(responseBytes)
/// ```
public enum AppStoreLookup {
    /// The lookup URL for an app.
    ///
    /// The numeric ID is preferred because a bundle ID lookup can miss apps in some stores.
    /// - Parameters:
    ///   - country: The store's two-letter country code (any case; lower-cased). An empty code omits the
    ///     country, which Apple treats as the US store.
    ///   - bundleID: The bundle identifier, used when no app ID is given; percent-encoded.
    ///   - appID: The numeric App Store ID; zero or negative counts as not given.
    /// - Returns: `https://itunes.apple.com/{country}/lookup?id={appID}` or `…?bundleId={bundleID}`; nil
    ///   when neither an app ID nor a non-empty bundle ID is given.
    public static func url(country: String, bundleID: String?, appID: Int?) -> URL? {
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
        return URL(string: "https://itunes.apple.com\(path)?\(query)")
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
        try JSONInput.check(bytes, source: source, maximumBytes: maximumBytes)
        let envelope = try JSONInput.decode(LookupEnvelope.self, from: bytes, source: source)
        if let count = envelope.resultCount?.finiteDouble, count == 0 { return nil }
        switch envelope.results {
        case .missing:
            if envelope.resultCount == nil { throw FeedError.malformed(source: source, message: "neither resultCount nor results is present") }
            throw FeedError.malformed(source: source, message: "results is missing")
        case .notArray:
            throw FeedError.malformed(source: source, message: "results is not an array")
        case .empty:
            return nil
        case .firstNotObject:
            throw FeedError.malformed(source: source, message: "results[0] is not an object")
        case let .first(fields):
            return try release(from: fields, source: source)
        }
    }

    private static func release(from fields: LookupFields, source: String) throws(FeedError) -> AppStoreRelease {
        guard let versionField = fields.version else {
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
            releaseNotes: fields.releaseNotes?.string,
            appID: fields.trackId?.unsignedInteger.flatMap { $0 > 0 ? Int(exactly: $0) : nil },
            bundleID: fields.bundleId?.string.flatMap { $0.isEmpty ? nil : $0 },
            storeURL: fields.trackViewUrl?.string.flatMap(storeURL),
            minimumOSVersion: fields.minimumOsVersion?.string.flatMap { Version($0) },
            releaseDate: fields.currentVersionReleaseDate?.string.flatMap(date),
            fileSizeBytes: fields.fileSizeBytes?.unsignedInteger.flatMap { Int64(exactly: $0) }
        )
    }

    /// An absolute http(s) URL, else nil.
    private static func storeURL(_ text: String) -> URL? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else { return nil }
        return url
    }

    /// ISO 8601 with or without fractional seconds (`2024-03-05T08:00:00Z`), else nil.
    static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.count <= 64 else { return nil }
        if let date = try? Date.ISO8601FormatStyle().parse(trimmed) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(trimmed)
    }

    /// Everything but ASCII letters, digits and `-._~` percent-encoded as UTF-8.
    static func percentEncoded(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return output
    }
}

/// The top level of a lookup response, with `results` read only as far as its first element.
private struct LookupEnvelope: Decodable {
    enum Results { case missing, notArray, empty, firstNotObject, first(LookupFields) }

    var resultCount: JSONScalar?
    var results: Results

    private enum CodingKeys: String, CodingKey { case resultCount, results }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        resultCount = try? container.decodeIfPresent(JSONScalar.self, forKey: .resultCount)
        guard container.contains(.results) else { results = .missing; return }
        guard var list = try? container.nestedUnkeyedContainer(forKey: .results) else { results = .notArray; return }
        if list.isAtEnd { results = .empty; return }
        if let first = try? list.decode(LookupFields.self) { results = .first(first) } else { results = .firstNotObject }
    }
}

/// The fields of `results[0]` this package reads, each kept whatever its JSON type.
private struct LookupFields: Decodable {
    var version, releaseNotes, trackId, bundleId, trackViewUrl, minimumOsVersion, currentVersionReleaseDate, fileSizeBytes: JSONScalar?

    private enum CodingKeys: String, CodingKey {
        case version, releaseNotes, trackId, bundleId, trackViewUrl, minimumOsVersion, currentVersionReleaseDate, fileSizeBytes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field(_ key: CodingKeys) -> JSONScalar? { try? container.decodeIfPresent(JSONScalar.self, forKey: key) }
        version = field(.version)
        releaseNotes = field(.releaseNotes)
        trackId = field(.trackId)
        bundleId = field(.bundleId)
        trackViewUrl = field(.trackViewUrl)
        minimumOsVersion = field(.minimumOsVersion)
        currentVersionReleaseDate = field(.currentVersionReleaseDate)
        fileSizeBytes = field(.fileSizeBytes)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}
