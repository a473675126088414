#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few text operations the parsers and the checker need from Foundation, written on the standard
/// library and libc so those modules can import `FoundationEssentials` only: the whole of Foundation costs
/// every process that loads it about 6 MB of resident memory.
package enum PlainText {
    /// `text` without leading and trailing white space (Unicode's, tabs included); line breaks too
    /// unless `keepingNewlines`.
    /// - Parameters:
    ///   - text: The text to trim.
    ///   - keepingNewlines: Whether line breaks at either end are kept (as `CharacterSet.whitespaces`).
    /// - Returns: The trimmed text.
    package static func trimmed(_ text: String, keepingNewlines: Bool = false) -> String {
        // Nothing to trim when both ends are visible ASCII: decided from two bytes, without the
        // Unicode property tables a fresh process would otherwise page in for its first version.
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) {
            return text
        }
        return trimmed(text[...], keepingNewlines: keepingNewlines)
    }

    /// `text` without leading and trailing white space, as the `String` overload above (any substring).
    package static func trimmed<Text: StringProtocol>(_ text: Text, keepingNewlines: Bool = false) -> String {
        func isSpace(_ character: Character) -> Bool {
            character.isWhitespace && !(keepingNewlines && character.isNewline)
        }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    /// Whether `text` is empty or all white space (Unicode's, line breaks included), as
    /// `text.allSatisfy(\.isWhitespace)`; ASCII is decided byte by byte, without the Unicode tables.
    package static func isBlank(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte >= 0x80 { return text.allSatisfy(\.isWhitespace) }
            if byte != 0x20, !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }

    /// A byte that is a visible ASCII character: not a control, not a space.
    @inline(__always)
    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

    /// C's `printf` formatting of one or more numbers (`%.1f`, `%04X`), through `vsnprintf`.
    /// - Parameters:
    ///   - format: A C format string for exactly the given arguments.
    ///   - arguments: The numbers.
    /// - Returns: The formatted text.
    package static func printf(_ format: String, _ arguments: any CVarArg...) -> String {
        withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 64)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            // Rare: a long result (a huge %f); format again into a buffer of the right size.
            return withVaList(arguments) { again in
                var large = [CChar](repeating: 0, count: needed + 1)
                _ = vsnprintf(&large, large.count, format, again)
                return String(decoding: large.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }

    /// `text` cut or padded with spaces to exactly `width` characters, for columns.
    /// - Parameters:
    ///   - text: The cell.
    ///   - width: The column's width in characters.
    /// - Returns: The text, then spaces.
    package static func padded(_ text: String, to width: Int) -> String {
        let cut = text.prefix(max(width, 0))
        return cut + String(repeating: " ", count: max(width, 0) - cut.count)
    }
}
