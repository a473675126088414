import Foundation

/// What every feed request is held to, whichever ``HTTPTransport`` sends it: the one place for the limits.
///
/// The fetcher applies them around the transport, so an app's own transport gets them too: the time for the
/// whole exchange (redirects included), the largest body, the most redirects, and whether plain `http://` may
/// go to hosts that are not loopback. Set them on ``VersionChecker/Dependencies/limits``:
/// ```swift
/// var dependencies = VersionChecker.Dependencies.system
/// dependencies.limits = TransportLimits(timeout: 20, maximumBodyBytes: 1 << 20)
/// ```
public struct TransportLimits: Sendable, Hashable {
    /// The most time, in seconds, one fetch may take, every redirect included (60 by default, as iVersion).
    public var timeout: TimeInterval
    /// The largest body accepted, in bytes (8 MiB by default); a larger one fails with
    /// ``TransportError/tooLarge(_:limit:)``, from the network or from a file.
    public var maximumBodyBytes: Int
    /// The most redirects followed for one fetch (5 by default); one more fails with
    /// ``TransportError/tooManyRedirects(_:)``.
    public var maximumRedirects: Int
    /// Whether plain `http://` may go to hosts that are not loopback (false by default). A redirect from
    /// `https://` down to `http://` is refused even then.
    public var allowsInsecureHTTP: Bool

    /// Limits; negative numbers count as zero, and a timeout that is not a finite number counts as 60 seconds.
    /// - Parameters:
    ///   - timeout: The most time, in seconds, one fetch may take, redirects included.
    ///   - maximumBodyBytes: The largest body accepted, in bytes.
    ///   - maximumRedirects: The most redirects followed for one fetch.
    ///   - allowsInsecureHTTP: Allow `http://` to any host, not only loopback.
    public init(
        timeout: TimeInterval = 60, maximumBodyBytes: Int = 8 << 20, maximumRedirects: Int = 5,
        allowsInsecureHTTP: Bool = false
    ) {
        self.timeout = timeout.isFinite ? max(0, timeout) : 60
        self.maximumBodyBytes = max(0, maximumBodyBytes)
        self.maximumRedirects = max(0, maximumRedirects)
        self.allowsInsecureHTTP = allowsInsecureHTTP
    }
}
