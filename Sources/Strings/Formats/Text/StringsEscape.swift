/// Decodes one backslash escape of a quoted string the way CoreFoundation's old-style plist parser
/// does (CFOldStylePList.c), so our tables match Apple's byte for byte.
///
/// Apple's rules, checked against `PropertyListSerialization` on Linux:
/// - `\a \b \f \n \r \t \v \"` are the C escapes; any other character after `\` stands for itself
///   (`\\`, `\'`, `\/`, `\q` → `q`), including lower-case `\u`, which is *not* an escape (`\u00e9` → `u00e9`).
///   Only a letter or digit kept that way is noted (see ``isEscapeElsewhere(_:)``): `\“` is `“`, as written.
/// - `\U` takes one to four hex digits (a fifth digit is literal text); no digits at all give U+0000.
///   Two `\U` escapes forming a UTF-16 surrogate pair give one scalar; an unpaired surrogate gives U+FFFD.
/// - `\` and one to three octal digits give a byte (wrapping modulo 256, so `\400` is U+0000) read in
///   the NeXTSTEP encoding: ASCII below 128, the table below above it (`\351` → `Ø`; `\376`, `\377` → U+0000).
enum StringsEscape {
    /// Something about an escape a translator should hear of.
    enum Note {
        case unknown(String)
        case lowercaseU
        case unpairedSurrogate(UInt32)
    }

    /// The byte an escape stands for when it is one of the common ones that decode to a single
    /// ASCII byte with nothing to warn about (`\n \t \r \" \' \\ \/`), given the character after
    /// the backslash; nil for every other escape, which ``decode(_:at:into:note:)`` handles.
    @inline(__always)
    static func singleByte(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"): character
        default: nil
        }
    }

    /// Decodes the escape whose character is at `start` (just after the `\`), appends its UTF-8 to
    /// `output`, and returns the offset after the escape. `start` must be before the end.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into output: inout [UInt8], note: inout Note?
    ) -> Int {
        let character = bytes[start]
        if let byte = singleByte(character) {
            output.append(byte)
            return start + 1
        }
        var position = start + 1
        switch character {
        case UInt8(ascii: "a"): output.append(0x07)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "v"): output.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = character &- UInt8(ascii: "0")
            var digits = 1
            while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                value = value &<< 3 &+ (bytes[position] &- UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            appendScalar(value < 0x80 ? UInt32(value) : UInt32(nextStepHigh[Int(value) - 0x80]), to: &output)
        case UInt8(ascii: "U"):
            var (unit, end) = hexUnit(bytes, from: position)
            position = end
            if (0xD800...0xDBFF).contains(unit) {
                // Apple builds UTF-16, so `\UD83D\UDE00` is one emoji.
                if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "U") {
                    let (low, lowEnd) = hexUnit(bytes, from: position + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        position = lowEnd
                    }
                }
            }
            if (0xD800...0xDFFF).contains(unit) {
                note = .unpairedSurrogate(unit)
                unit = 0xFFFD
            }
            appendScalar(unit, to: &output)
        default:
            // The escaped character itself, whole even when it is several UTF-8 bytes.
            var end = position
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            position = end
            switch character {
            case UInt8(ascii: "u"): note = .lowercaseU
            case _ where isEscapeElsewhere(character):
                note = .unknown(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            default: break  // `\“`, `\%`, `\(`, a line break: read as written, nothing to say
            }
        }
        return position
    }

    /// Whether an unknown escape of `character` is worth a word: an ASCII letter or digit, which
    /// another syntax reads as an escape (C's `\x41` and `\e`, a regular expression's `\d`, `\8`)
    /// while Apple keeps the plain character, so the text shows `x41` where `A` was meant. Any other
    /// character after a backslash (`\“…\”`, `\’`, `\%`, `\(`, `\é`) Apple reads as the writer
    /// wrote it: the backslash is only redundant, and nothing the user sees changes.
    static func isEscapeElsewhere(_ character: UInt8) -> Bool {
        switch character {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    /// Up to four hex digits from `start`, as Apple reads them after `\U`.
    private static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt32, Int) {
        var value: UInt32 = 0
        var position = start
        while position < bytes.count, position - start < 4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return (value, position)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return (value, position)
    }

    static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case ..<0x80:
            output.append(UInt8(value))
        case ..<0x800:
            output.append(0xC0 | UInt8(value >> 6))
            output.append(0x80 | UInt8(value & 0x3F))
        case ..<0x10000:
            output.append(0xE0 | UInt8(value >> 12))
            output.append(0x80 | UInt8((value >> 6) & 0x3F))
            output.append(0x80 | UInt8(value & 0x3F))
        default:
            output.append(0xF0 | UInt8(value >> 18))
            output.append(0x80 | UInt8((value >> 12) & 0x3F))
            output.append(0x80 | UInt8((value >> 6) & 0x3F))
            output.append(0x80 | UInt8(value & 0x3F))
        }
    }

    /// NeXTSTEP bytes 0x80–0xFF as Unicode, read from CoreFoundation's converter through the oracle
    /// (0xFE and 0xFF have no mapping; Apple yields U+0000 for them).
    static let nextStepHigh: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
        0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,
        0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,
        0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
        0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,
        0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
        0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
    ]
}
