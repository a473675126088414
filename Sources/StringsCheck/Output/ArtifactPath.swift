/// A finding's file as CI formats name it: relative to a root (usually the repository, the
/// directory `strings-check` runs in), and as an RFC 3986 URI reference for SARIF.
///
/// The SARIF output, the GitHub annotations and the baseline's fingerprints all go through
/// ``relative(_:to:)``, so a file has the same name in each of them.
///
/// ```swift
/// ArtifactPath.relative("/repo/App/fr.lproj/A.strings", to: "/repo")   // "App/fr.lproj/A.strings"
/// ArtifactPath.uriReference("App/Résumé.lproj/A b.strings")          // "App/R%C3%A9sum%C3%A9.lproj/A%20b.strings"
/// ```
public enum ArtifactPath {
    /// The path relative to `root` when it lies below it, with `.` segments and doubled
    /// slashes removed; other paths are only tidied that way.
    /// - Parameters:
    ///   - path: A diagnostic's file, as the checker found it (relative or absolute).
    ///   - root: An absolute directory, or nil to keep relative paths as they are.
    /// - Returns: The tidied path.
    public static func relative(_ path: String, to root: String?) -> String {
        let tidied = tidy(path)
        guard let root, tidied.hasPrefix("/") else { return tidied }
        let base = tidy(root)
        if base == "/" { return String(tidied.dropFirst()) }
        if tidied == base { return "." }
        return tidied.hasPrefix(base + "/") ? String(tidied.dropFirst(base.count + 1)) : tidied
    }

    /// The path percent-encoded as a URI path: every byte of its UTF-8 form except the
    /// unreserved characters (`A–Z a–z 0–9 - . _ ~`) and `/` becomes `%XX`. An absolute path
    /// becomes a `file://` URI; a relative one stays a relative reference.
    /// - Parameter path: A path, usually from ``relative(_:to:)``.
    /// - Returns: The URI reference.
    public static func uriReference(_ path: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + hexDigits(byte)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// A directory as an absolute `file://` URI ending in `/`, for SARIF's `originalUriBaseIds`.
    public static func directoryURI(_ directory: String) -> String {
        let uri = uriReference(tidy(directory))
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    /// Drops `.` segments, empty segments and a trailing slash; keeps `..` (it cannot be
    /// resolved without the disk) and a leading `/`.
    static func tidy(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = segments.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    private static let digits = Array("0123456789ABCDEF".unicodeScalars)

    private static func hexDigits(_ byte: UInt8) -> String {
        String(String.UnicodeScalarView([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]))
    }
}
