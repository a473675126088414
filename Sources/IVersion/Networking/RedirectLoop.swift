import Foundation

/// How one hop of a request ended, whichever transport ran it.
package enum HopOutcome: Sendable {
    /// A final response (any status that is not a followed redirect).
    case response(HTTPResponse)
    /// A redirect to this URL (not yet checked or followed).
    case redirect(URL)
    /// No response.
    case failure(TransportError)
}

/// What both transports do around their hops, in one place: the URL policy before any connection, one
/// deadline for the whole exchange, at most a number of redirects, each target checked (no HTTPS → HTTP),
/// and credentials dropped when a redirect leaves the origin.
package enum RedirectLoop {
    /// One hop: the URL (already checked), the headers, the seconds left and the error to give at the deadline.
    typealias Hop = @Sendable (_ url: URL, _ headers: [String: String], _ seconds: TimeInterval, _ timeoutError: TransportError) async -> HopOutcome

    /// Sends `request` through `hop`, following redirects.
    /// - Parameters:
    ///   - request: The URL, headers and timeout.
    ///   - policy: The URL rules.
    ///   - maximumRedirects: The most redirects followed; one more fails.
    ///   - hop: Runs one GET.
    /// - Returns: The final response.
    /// - Throws: ``TransportError``.
    static func send(
        _ request: HTTPRequest, policy: TransportPolicy, maximumRedirects: Int, hop: Hop
    ) async throws(TransportError) -> HTTPResponse {
        try policy.check(request.url)
        let timeout = request.timeout.isFinite ? max(0, request.timeout) : 60
        let timeoutError = TransportError.timedOut(request.url, seconds: request.timeout)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int64(min(timeout, 1e9) * 1000)))
        var current = request.url
        var headers = request.headers
        var redirects = 0
        // One pass per hop: at most maximumRedirects + 1 passes.
        while true {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { throw timeoutError }
            let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
            switch await hop(current, headers, seconds, timeoutError) {
            case let .response(response):
                return response
            case let .failure(error):
                throw error
            case let .redirect(target):
                redirects += 1
                guard redirects <= maximumRedirects else { throw .tooManyRedirects(request.url) }
                try policy.checkRedirect(from: current, to: target)
                if !sameOrigin(current, target) { headers = droppingCredentials(headers) }
                current = target
            }
        }
    }

    /// Same scheme, host and port.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && a.port == b.port
    }

    /// Request headers without the ones that must not follow a redirect to another origin.
    static func droppingCredentials(_ headers: [String: String]) -> [String: String] {
        let private_: Set<String> = ["authorization", "proxy-authorization", "cookie"]
        return headers.filter { !private_.contains($0.key.lowercased()) }
    }

    /// A response's content coding when it is not `identity` (nil for none): encoded bodies are refused.
    package static func contentEncoding(_ value: String?) -> String? {
        guard let value else { return nil }
        let coding = value.trimmingCharacters(in: .whitespaces).lowercased()
        return coding.isEmpty || coding == "identity" ? nil : coding
    }
}

/// What a transport enforces on every request, whichever library moves the bytes.
package struct TransportSettings: Sendable, Hashable {
    /// The largest body accepted, in bytes (8 MiB by default).
    package var maximumResponseBytes: Int
    /// Whether plain `http://` is allowed to hosts that are not loopback (false by default).
    package var allowsInsecureHTTP: Bool
    /// The most redirects followed for one request (5 by default); one more fails with
    /// ``TransportError/tooManyRedirects(_:)``.
    package var maximumRedirects: Int

    /// Settings; negative numbers count as zero.
    /// - Parameters:
    ///   - maximumResponseBytes: The largest body accepted, in bytes.
    ///   - allowsInsecureHTTP: Allow `http://` to any host, not only loopback. HTTPS → HTTP redirects stay refused.
    ///   - maximumRedirects: The most redirects followed.
    package init(maximumResponseBytes: Int = 8 << 20, allowsInsecureHTTP: Bool = false, maximumRedirects: Int = 5) {
        self.maximumResponseBytes = max(0, maximumResponseBytes)
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.maximumRedirects = max(0, maximumRedirects)
    }
}

/// A transport that runs single hops and leaves the rules around them to ``RedirectLoop``.
package protocol HopTransport: HTTPTransport {
    /// What every request is held to.
    var settings: TransportSettings { get }
    /// One GET of `url`, within `seconds`, its body capped at `limit`.
    static func hop(url: URL, headers: [String: String], seconds: TimeInterval, limit: Int, timeoutError: TransportError) async -> HopOutcome
    /// A transport held to `settings`.
    init(settings: TransportSettings)
}

extension HopTransport {
    /// The largest body accepted, in bytes.
    package var maximumResponseBytes: Int { settings.maximumResponseBytes }
    /// Whether plain `http://` is allowed to hosts that are not loopback.
    package var allowsInsecureHTTP: Bool { settings.allowsInsecureHTTP }
    /// The most redirects followed for one request.
    package var maximumRedirects: Int { settings.maximumRedirects }

    /// Sends a GET request, following redirects, within the request's timeout: what each transport's
    /// ``HTTPTransport/send(_:)`` does.
    /// - Parameter request: The URL, headers and timeout.
    /// - Returns: The final response, whatever its status.
    /// - Throws: ``TransportError``; a refused URL is reported before any connection is made.
    package func sendFollowingRedirects(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let limit = settings.maximumResponseBytes
        return try await RedirectLoop.send(
            request, policy: TransportPolicy(allowsInsecureHTTP: settings.allowsInsecureHTTP), maximumRedirects: settings.maximumRedirects
        ) { url, headers, seconds, timeoutError in
            await Self.hop(url: url, headers: headers, seconds: seconds, limit: limit, timeoutError: timeoutError)
        }
    }
}
