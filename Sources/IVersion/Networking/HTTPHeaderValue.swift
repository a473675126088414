import Foundation

/// The one rule for header values crossing the runtime's boundary with servers: a value holding a control
/// character (CR, LF, NUL, any other C0 control but tab, DEL) is refused, as RFC 9110 § 5.5 lets a
/// recipient do.
///
/// A server's `ETag: "v1"\rX-Injected: yes` would otherwise be stored in the feed cache and sent back as
/// `If-None-Match`, where the CR ends the line and starts a header of the server's choosing (on redirects to
/// other origins too). Applied where header values enter and leave the runtime: ``HTTPResponse`` (what any
/// transport received), ``FeedCacheEntry`` (what is stored) and ``HTTPRequest`` (what any transport sends).
package enum HTTPHeaderValue {
    /// Whether `value` may be stored or sent: no control character but tab.
    /// - Parameter value: A header value (or name).
    /// - Returns: False when it holds CR, LF, NUL, another C0 control or DEL.
    package static func isSafe(_ value: String) -> Bool {
        !value.utf8.contains { byte in (byte < 0x20 && byte != 0x09) || byte == 0x7F }
    }

    /// `value` when it is safe, else nil.
    /// - Parameter value: A header value, if any.
    /// - Returns: The value, or nil when it is absent or refused.
    package static func checked(_ value: String?) -> String? {
        value.flatMap { isSafe($0) ? $0 : nil }
    }

    /// The headers whose name and value are both safe; the others are left out.
    /// - Parameter headers: Header names and values.
    /// - Returns: The headers that may be stored or sent.
    package static func safeHeaders(_ headers: [String: String]) -> [String: String] {
        guard headers.contains(where: { !isSafe($0.key) || !isSafe($0.value) }) else { return headers }
        return headers.filter { isSafe($0.key) && isSafe($0.value) }
    }

    /// A response's content coding when it is not `identity` (nil for none or `identity`): what a transport
    /// that asked for `identity` refuses at the headers, before a compressed body can expand past the cap.
    /// - Parameter value: The `Content-Encoding` header's value, if any.
    /// - Returns: The coding, lower-cased, or nil.
    package static func contentCoding(_ value: String?) -> String? {
        guard let value else { return nil }
        let coding = value.trimmingCharacters(in: .whitespaces).lowercased()
        return coding.isEmpty || coding == "identity" ? nil : coding
    }
}
