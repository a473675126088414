import Foundation

/// The rules every URL (the requested one and each redirect target) must pass before a transport is asked
/// for it; ``TransportGuard`` applies them around any transport.
///
/// HTTPS is required, except for loopback hosts (`localhost`, `127.0.0.0/8`, `::1`) — a local test server
/// or a development machine — or when the app explicitly allows insecure HTTP. A redirect from HTTPS down
/// to HTTP is always refused: it would hand a feed the app asked to be secure to anyone on the path.
struct TransportPolicy: Sendable, Hashable {
    /// Whether `http://` is allowed to any host.
    var allowsInsecureHTTP: Bool

    /// Refuses a URL the transport must not connect to.
    /// - Parameter url: The URL about to be requested.
    /// - Throws: ``TransportError/unsupportedScheme(_:)`` for anything but http(s) or without a host;
    ///   ``TransportError/insecureURL(_:)`` for plain HTTP to a host that is not loopback.
    func check(_ url: URL) throws(TransportError) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .unsupportedScheme(url)
        }
        guard let host = url.host, !host.isEmpty else { throw .unsupportedScheme(url) }
        if scheme == "http", !allowsInsecureHTTP, !Self.isLoopback(host: host) { throw .insecureURL(url) }
    }

    /// Refuses a redirect from `from` to `to`: the target must pass ``check(_:)`` and must not downgrade
    /// HTTPS to HTTP.
    /// - Throws: ``TransportError/insecureURL(_:)`` for a downgrade, or what ``check(_:)`` throws.
    func checkRedirect(from: URL, to: URL) throws(TransportError) {
        if from.scheme?.lowercased() == "https", to.scheme?.lowercased() == "http" { throw .insecureURL(to) }
        try check(to)
    }

    /// Whether a host name is loopback: `localhost` (any case, trailing dot allowed), a dotted-quad IPv4
    /// address in `127.0.0.0/8`, or the IPv6 loopback `::1` in any spelling (brackets allowed), including
    /// `::ffff:127.x.y.z`. Short or numeric forms such as `127.1` or `2130706433` are not loopback here:
    /// refusing them errs on the safe side.
    static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" { return true }
        if let octets = ipv4Octets(name) { return octets[0] == 127 }
        if name.contains(":"), let groups = ipv6Groups(name) {
            if groups == [0, 0, 0, 0, 0, 0, 0, 1] { return true }
            // IPv4-mapped: ::ffff:127.x.y.z
            return groups[0 ..< 5].allSatisfy { $0 == 0 } && groups[5] == 0xFFFF && groups[6] >> 8 == 127
        }
        return false
    }

    /// The four octets of a strict dotted-quad address (`127.0.0.1`), or nil.
    static func ipv4Octets(_ text: String) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = UInt8(part) else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// The eight 16-bit groups of an IPv6 address (`::1`, `0:0:0:0:0:0:0:1`, `::ffff:127.0.0.1`), or nil.
    static func ipv6Groups(_ text: String) -> [UInt16]? {
        var text = Substring(text)
        if let percent = text.firstIndex(of: "%") { text = text[..<percent] } // zone ID: fe80::1%eth0
        var tail: [UInt16] = []
        // A trailing dotted quad stands for the last two groups.
        if let lastColon = text.lastIndex(of: ":"), text[lastColon...].contains(".") {
            guard let octets = ipv4Octets(String(text[text.index(after: lastColon)...])) else { return nil }
            tail = [UInt16(octets[0]) << 8 | UInt16(octets[1]), UInt16(octets[2]) << 8 | UInt16(octets[3])]
            text = text[...lastColon]
            if text.hasSuffix(":"), !text.hasSuffix("::") { text = text.dropLast() }
        }
        func groups(_ part: Substring) -> [UInt16]? {
            if part.isEmpty { return [] }
            var result: [UInt16] = []
            for piece in part.split(separator: ":", omittingEmptySubsequences: false) {
                guard (1 ... 4).contains(piece.count), let value = UInt16(piece, radix: 16) else { return nil }
                result.append(value)
            }
            return result
        }
        let halves = text.components(separatedBy: "::")
        let wanted = 8 - tail.count
        switch halves.count {
        case 1:
            guard let all = groups(Substring(halves[0])), all.count == wanted else { return nil }
            return all + tail
        case 2:
            guard let head = groups(Substring(halves[0])), let rest = groups(Substring(halves[1])),
                  head.count + rest.count < wanted else { return nil }
            return head + Array(repeating: 0, count: wanted - head.count - rest.count) + rest + tail
        default:
            return nil
        }
    }
}
