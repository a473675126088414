import Foundation

/// Turns a bundle ID into the base of a file name (`com.example.Notes` stays as it is).
///
/// The mapping must be one-to-one, so that two apps never share a file, and safe on every file system:
/// letters, digits, `.`, `-` and `_` are kept; every other byte is written `%XX` (so `%` itself is
/// escaped and no two IDs collide); a leading `.` is escaped so that no name is hidden, `.` or `..`;
/// and a very long ID is shortened with a stable hash so that the name plus suffixes such as
/// `.json.corrupt-<timestamp>` stays under the usual 255-byte limit.
package enum StateFileName {
    /// Longest base kept as is; suffixes add at most ~45 bytes.
    package static let maximumLength = 160

    package static func base(forBundleID bundleID: String) -> String {
        if bundleID.isEmpty { return "%" } // "%" alone is never produced by escaping.
        // Only unpaired surrogates make the encoding fail, and a Swift String holds none.
        var name = bundleID.addingPercentEncoding(withAllowedCharacters: kept) ?? ""
        if name.hasPrefix(".") { name = "%2E" + name.dropFirst() }
        guard name.utf8.count > maximumLength else { return name }
        // "~" is always escaped above, so a shortened name cannot equal an unshortened one.
        return String(name.prefix(maximumLength - 17)) + "~" + fnv1a64(bundleID)
    }

    /// ASCII letters, digits, `.`, `-` and `_`: safe in a file name on every file system.
    private static let kept = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")

    /// FNV-1a: stable across processes and runs, unlike `Hasher`, which is seeded per process.
    private static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hexDigits = String(hash, radix: 16, uppercase: false)
        return String(repeating: "0", count: 16 - hexDigits.count) + hexDigits
    }
}
