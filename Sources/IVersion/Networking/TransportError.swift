import Foundation

/// Why a request got no HTTP response. A response with any status, 404 and 500 included, is not an error.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A plain `http://` URL to a host that is not loopback while insecure HTTP is not allowed, or a
    /// redirect from `https://` down to `http://`. Raised before any connection is made.
    case insecureURL(URL)
    /// A scheme other than `http` and `https` (for the network) — `ftp://`, `data:`, a redirect to `file://`.
    case unsupportedScheme(URL)
    /// No complete response within the request's timeout. Carries the requested URL and the timeout.
    case timedOut(URL, seconds: TimeInterval)
    /// The body (or its announced `Content-Length`) is larger than the limit; reading stopped there.
    case tooLarge(URL, limit: Int)
    /// The server sent a compressed body (`Content-Encoding: gzip`, `br`, …) although only `identity`
    /// was asked for. Refused at the headers: a compressed body could expand far past the size limit
    /// before the limit, which counts decoded bytes, could stop it.
    case encodedBody(URL, encoding: String)
    /// The connection could not be made or broke: refused, reset, unknown host, TLS failure, cancelled.
    case connectionFailed(URL, message: String)
    /// More redirects than ``TransportLimits/maximumRedirects``. Carries the requested URL.
    case tooManyRedirects(URL)
    /// A redirect back to a URL already visited in the same fetch. Carries the requested URL and the one
    /// visited twice.
    case redirectLoop(URL, repeated: URL)

    /// The URL the error is about.
    public var url: URL {
        switch self {
        case let .insecureURL(url), let .unsupportedScheme(url), let .timedOut(url, _), let .tooLarge(url, _),
            let .connectionFailed(url, _), let .tooManyRedirects(url), let .redirectLoop(url, _),
            let .encodedBody(url, _):
            url
        }
    }

    /// URL first, then what went wrong: `http://example.com/v.plist: insecure http:// URL; use https://`.
    public var description: String {
        let where_ = url.absoluteString
        switch self {
        case .insecureURL:
            return "\(where_): insecure http:// URL (only loopback hosts may use plain HTTP); use https://"
        case .unsupportedScheme:
            return "\(where_): unsupported URL scheme \"\(url.scheme ?? "")\"; use https://"
        case let .timedOut(_, seconds):
            return "\(where_): no response within \(Self.format(seconds: seconds))"
        case let .tooLarge(_, limit):
            return "\(where_): the response is larger than the limit of \(limit) bytes"
        case let .encodedBody(_, encoding):
            return
                "\(where_): the response is \(encoding)-encoded although only identity was asked for; compressed bodies are refused"
        case let .connectionFailed(_, message):
            return "\(where_): \(message)"
        case .tooManyRedirects:
            return "\(where_): too many redirects"
        case let .redirectLoop(_, repeated):
            return "\(where_): redirect loop (\(repeated.absoluteString) was asked for twice)"
        }
    }

    /// `1 second`, `1.5 seconds`, `60 seconds`.
    private static func format(seconds: TimeInterval) -> String {
        let text = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : String(seconds)
        return seconds == 1 ? "1 second" : "\(text) seconds"
    }
}

extension TransportError {
    /// The kind of check failure this is: an answer that arrived but cannot be used (too large,
    /// compressed) is a malformed feed; everything else is the network's.
    var failureKind: CheckFailure.Kind {
        switch self {
        case .tooLarge, .encodedBody: .malformedFeed
        case .insecureURL, .unsupportedScheme, .timedOut, .connectionFailed, .tooManyRedirects, .redirectLoop: .network
        }
    }
}
