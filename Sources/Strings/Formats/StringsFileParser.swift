#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a `.strings` file in any form Apple's tools write it: old-style text (UTF-8 or UTF-16),
/// XML property list or binary property list, into entries with positions and warnings.
///
/// Our own parser, not Foundation's: it is many times faster, reports line and column for every
/// entry and every error, and refuses damaged input that Apple would silently repair.
///
/// ```swift
/// let file = try StringsFileParser.parse(contentsOf: url)
/// for warning in file.warnings { print(warning) }
/// let title = file.table["iVersionUpdateAvailableTitle"]
/// ```
public enum StringsFileParser {
    /// What to do with a damaged entry.
    public enum Mode: Sendable, Hashable {
        /// Refuse the file: throw its first problem. For tests and tools that must not guess.
        case strict
        /// Read on, as Apple's loader does and as a translator's tool must: a damaged entry is
        /// left out, a control character is kept, and each problem is in ``ParsedStringsFile/errors``.
        /// Only a file that cannot be read at all (too large, not text, a broken property list) throws.
        case recovering
    }

    /// Parses a strings file held in memory, detecting its form.
    ///
    /// `bplist00` at the start means a binary plist; text starting (after an optional BOM) with
    /// `<?xml`, `<!DOCTYPE plist` or `<plist` means an XML plist; anything else is old-style text.
    /// Text is UTF-8 (BOM optional) or UTF-16 with a BOM. UTF-16 without a BOM is recognised when
    /// the first two bytes are one NUL and one ASCII character: a UTF-8 strings file never starts
    /// with a NUL (Apple's loader would read nothing), so the guess never changes a file's meaning.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The path to name in diagnostics, or nil for in-memory input.
    ///   - limits: Size and nesting bounds.
    ///   - mode: Whether a damaged entry refuses the file (`.strict`, the default) or is recorded
    ///     in ``ParsedStringsFile/errors`` while the rest is read (`.recovering`).
    /// - Returns: Every entry in file order (duplicates included), the warnings and, when
    ///   recovering, the errors read past.
    /// - Throws: ``StringsError`` with the kind and exact position of the first problem (`.strict`),
    ///   or of the problem that stopped the whole file (`.recovering`).
    public static func parse(
        _ bytes: [UInt8], file: String? = nil, limits: ParserLimits = .default, mode: Mode = .strict
    ) throws(StringsError) -> ParsedStringsFile {
        try limits.checkSize(bytes.count, file: file)
        let parsed: ParsedStringsFile
        if bytes.starts(with: PropertyListReader.binaryMagic) || PropertyListReader.looksLikeXML(bytes) {
            let value = try PropertyListReader.read(bytes, file: file, limits: limits)
            let format: StringsFileFormat = bytes.starts(with: PropertyListReader.binaryMagic) ? .binaryPropertyList : .xmlPropertyList
            parsed = try PropertyListStrings.file(from: value, format: format, file: file)
        } else {
            parsed = try parseText(bytes, file: file)
        }
        if mode == .strict, let first = parsed.errors.first { throw first }
        return parsed
    }

    /// Reads and parses the strings file at `url`.
    ///
    /// The size is checked against `limits.maximumBytes` before the file is read, so a huge file
    /// costs nothing.
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limits: Size and nesting bounds.
    ///   - mode: `.strict` (the default) or `.recovering`, as for ``parse(_:file:limits:mode:)``.
    /// - Returns: The parsed file; diagnostics name `url.path`.
    /// - Throws: ``StringsError`` (`.io` when the file cannot be read).
    public static func parse(contentsOf url: URL, limits: ParserLimits = .default, mode: Mode = .strict) throws(StringsError) -> ParsedStringsFile {
        let bytes = try FileInput.read(url, limits: limits)
        return try parse(bytes, file: url.path, limits: limits, mode: mode)
    }

    private static func parseText(_ bytes: [UInt8], file: String?) throws(StringsError) -> ParsedStringsFile {
        let count = bytes.count
        if count >= 2 {
            let (first, second) = (bytes[0], bytes[1])
            if first == 0xFF, second == 0xFE { return try parseUTF16(bytes, from: 2, bigEndian: false, file: file) }
            if first == 0xFE, second == 0xFF { return try parseUTF16(bytes, from: 2, bigEndian: true, file: file) }
            if first != 0, first < 0x80, second == 0 { return try parseUTF16(bytes, from: 0, bigEndian: false, file: file) }
            if first == 0, second != 0, second < 0x80 { return try parseUTF16(bytes, from: 0, bigEndian: true, file: file) }
        }
        let bom = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return StringsTextParser.parse(bytes, from: bom ? 3 : 0, file: file, format: .textUTF8)
    }

    private static func parseUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String?) throws(StringsError) -> ParsedStringsFile {
        var utf8 = try bytes.withUnsafeBufferPointer { buffer throws(StringsError) in
            try UTF16Transcoder.utf8(from: UnsafeBufferPointer(rebasing: buffer[start...]), bigEndian: bigEndian, file: file)
        }
        // The transcoder reserves three bytes a unit; entries' comments keep the text alive, so
        // mostly-ASCII text is copied to its own size rather than keeping that slack as long.
        if utf8.capacity > 2 * utf8.count { utf8 = utf8.withUnsafeBufferPointer { Array($0) } }
        return StringsTextParser.parse(utf8, from: 0, file: file, format: bigEndian ? .textUTF16BigEndian : .textUTF16LittleEndian)
    }
}
