import Foundation

/// The rules every feed request is held to, applied around any ``HTTPTransport``: the transport sends one hop,
/// this decides whether it may and what happens next.
///
/// - The first URL and every redirect target pass ``TransportPolicy``: `https://`, or `http://` to a loopback
///   host (any host with ``TransportLimits/allowsInsecureHTTP``); `file:` and other schemes are refused; so is
///   `https://` → `http://`. A refused URL never reaches the transport.
/// - Redirects (`301`, `302`, `303`, `307`, `308` with a `Location`) are followed here, at most
///   ``TransportLimits/maximumRedirects`` of them and never back to a URL already asked for; credentials
///   (`Authorization`, `Cookie`) are dropped when a redirect leaves the origin.
/// - One deadline, ``TransportLimits/timeout``, for the whole chain: each hop is given what is left, and the
///   fetch ends at the deadline even when a transport ignores it.
/// - Every answer's body is held to ``TransportLimits/maximumBodyBytes``, whatever the transport read.
/// - A transport that followed redirects itself reports another URL than it was asked for: that URL is held
///   to the rules of a redirect target.
package struct TransportGuard: Sendable {
    /// Sends each hop.
    package let transport: any HTTPTransport
    /// What every fetch is held to.
    package let limits: TransportLimits
    /// What the deadline is measured on.
    package let clock: any Clock<Duration>

    /// A guard around `transport`.
    /// - Parameters:
    ///   - transport: Sends each hop.
    ///   - limits: What every fetch is held to.
    ///   - clock: What the deadline is measured on (the continuous clock by default).
    package init(
        _ transport: any HTTPTransport, limits: TransportLimits = TransportLimits(),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.transport = transport
        self.limits = limits
        self.clock = clock
    }

    /// Statuses whose `Location` is followed.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Fetches `url`, following redirects, within the limits.
    /// - Parameters:
    ///   - url: The URL to fetch.
    ///   - headers: Request headers (validators of a conditional request, a media type).
    /// - Returns: The final answer, whatever its status but a followed redirect.
    /// - Throws: ``TransportError``: a refused URL or redirect, a loop, too many redirects, the deadline, a
    ///   body over the limit, or what the transport threw.
    package func send(_ url: URL, headers: [String: String] = [:]) async throws(TransportError) -> HTTPResponse {
        let policy = TransportPolicy(allowsInsecureHTTP: limits.allowsInsecureHTTP)
        try policy.check(url)
        let deadline = HopDeadline(
            clock: clock, seconds: limits.timeout, timeoutError: .timedOut(url, seconds: limits.timeout))
        var current = url
        var headers = headers
        var asked: Set<String> = [url.absoluteString]
        var redirects = 0
        // One pass per hop: at most maximumRedirects + 1 passes, as each pass either returns or counts one.
        while true {
            let request = HTTPRequest(url: current, headers: headers, maximumBodyBytes: limits.maximumBodyBytes)
            let response = try await deadline.run(current) { [transport] seconds throws(TransportError) in
                var hop = request
                hop.timeout = seconds
                return try await transport.send(hop)
            }
            if response.url != current { try policy.checkRedirect(from: current, to: response.url) }
            guard response.body.count <= limits.maximumBodyBytes else {
                throw .tooLarge(response.url, limit: limits.maximumBodyBytes)
            }
            guard Self.redirectStatuses.contains(response.status) else { return response }
            guard let location = response.header("Location"),
                let target = URL(string: location, relativeTo: response.url)?.absoluteURL
            else {
                throw .connectionFailed(
                    response.url, message: "redirect (HTTP \(response.status)) without a usable Location")
            }
            redirects += 1
            guard redirects <= limits.maximumRedirects else { throw .tooManyRedirects(url) }
            try policy.checkRedirect(from: response.url, to: target)
            guard asked.insert(target.absoluteString).inserted else { throw .redirectLoop(url, repeated: target) }
            if !Self.sameOrigin(response.url, target) { headers = Self.droppingCredentials(headers) }
            current = target
        }
    }

    /// Same scheme, host and port.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && a.port == b.port
    }

    /// Request headers without the ones that must not follow a redirect to another origin.
    static func droppingCredentials(_ headers: [String: String]) -> [String: String] {
        let credentials: Set<String> = ["authorization", "proxy-authorization", "cookie"]
        return headers.filter { !credentials.contains($0.key.lowercased()) }
    }
}
