#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a run of bytes or a text inside another: the one search the package's scanners share.
///
/// Why not `firstRange(of:)` and `contains(_:)`: which of their overloads a file calls depends on what
/// the file imports. Foundation's are fast; the standard library's generic searcher, which a file gets
/// when Foundation is not visible in it (with `MemberImportVisibility`, every file that does not import
/// it), instantiates type metadata on every call and made strings-check twice as slow on real projects.
/// These have one name and one speed everywhere: `memchr(3)` for the needle's first byte, `memcmp(3)`
/// for the rest. Each call's work is at most the haystack's length times the needle's, and the needles
/// are the scanners' own short literals, so a scan stays linear in the outside text.
package enum TextSearch {
    /// The offsets of `needle`'s first occurrence in `haystack`, or nil; an empty needle is found at 0.
    package static func firstOffsets(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
        -> Range<Int>?
    {
        guard let needleStart = needle.baseAddress, !needle.isEmpty else { return 0..<0 }
        guard let start = haystack.baseAddress, needle.count <= haystack.count else { return nil }
        let lastStart = haystack.count - needle.count
        var from = 0
        while from <= lastStart {
            guard let hit = memchr(start + from, Int32(needle[0]), lastStart - from + 1) else { return nil }
            let offset = start.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(start + offset, needleStart, needle.count) == 0 { return offset..<(offset + needle.count) }
            from = offset + 1
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    /// The indices of `needle`'s first occurrence in these bytes, or nil (``TextSearch``).
    package func firstRange(ofBytes needle: some StringProtocol) -> Range<Int>? {
        self[...].firstRange(ofBytes: needle)
    }

    /// Whether these bytes hold `needle`'s UTF-8 (``TextSearch``).
    package func contains(bytes needle: some StringProtocol) -> Bool { firstRange(ofBytes: needle) != nil }

    /// Whether `prefix` stands in these bytes at `position` (the scanners' test for a word where they are).
    package func holds(_ prefix: some Collection<UInt8>, at position: Int) -> Bool {
        position >= 0 && position + prefix.count <= count
            && self[position..<position + prefix.count].elementsEqual(prefix)
    }
}

extension ArraySlice where Element == UInt8 {
    /// The indices (the slice's own, as its subscript takes them) of `needle`'s first occurrence, or nil.
    package func firstRange(ofBytes needle: some StringProtocol) -> Range<Int>? {
        var needle = String(needle)
        return needle.withUTF8 { needleBytes in
            withUnsafeBufferPointer { haystack in
                TextSearch.firstOffsets(of: needleBytes, in: haystack).map {
                    (startIndex + $0.lowerBound)..<(startIndex + $0.upperBound)
                }
            }
        }
    }
}

extension StringProtocol {
    /// The range of `needle`'s first occurrence in this text, compared as UTF-8 bytes, or nil
    /// (``TextSearch``: the same speed whatever the calling file imports).
    package func firstRange(ofText needle: some StringProtocol) -> Range<Index>? {
        var needle = String(needle)
        let offsets: Range<Int>? = needle.withUTF8 { needleBytes in
            if let found = utf8.withContiguousStorageIfAvailable({ TextSearch.firstOffsets(of: needleBytes, in: $0) }) {
                return found
            }
            var copy = String(self)
            return copy.withUTF8 { TextSearch.firstOffsets(of: needleBytes, in: $0) }
        }
        guard let offsets else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return lower..<utf8.index(lower, offsetBy: offsets.count)
    }

    /// Whether this text holds `needle`, compared as UTF-8 bytes (``TextSearch``).
    package func containsText(_ needle: some StringProtocol) -> Bool { firstRange(ofText: needle) != nil }
}
