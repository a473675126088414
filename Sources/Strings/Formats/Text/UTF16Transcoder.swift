/// Converts UTF-16 text to UTF-8, refusing unpaired surrogates and NUL instead of replacing them
/// (Foundation silently turns a lone surrogate into U+FFFD, hiding a damaged file).
enum UTF16Transcoder {
    /// Transcodes `bytes` (after any BOM) from UTF-16 in the given byte order.
    /// - Throws: `.encoding` at the position (in the decoded text) of the first bad code unit.
    static func utf8(from bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, file: String?) throws(StringsError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 2)
        let unitCount = bytes.count / 2
        let high = bigEndian ? 0 : 1, low = bigEndian ? 1 : 0
        var index = 0
        while index < unitCount {
            let unit = UInt16(bytes[index * 2 + high]) << 8 | UInt16(bytes[index * 2 + low])
            index += 1
            if unit < 0x80 {
                if unit == 0 { throw failure(output, file, "NUL character (U+0000) in UTF-16 text") }
                output.append(UInt8(unit))
            } else if unit < 0x800 {
                output.append(0xC0 | UInt8(unit >> 6))
                output.append(0x80 | UInt8(unit & 0x3F))
            } else if unit & 0xF800 != 0xD800 {
                output.append(0xE0 | UInt8(unit >> 12))
                output.append(0x80 | UInt8((unit >> 6) & 0x3F))
                output.append(0x80 | UInt8(unit & 0x3F))
            } else {
                guard unit < 0xDC00 else {
                    throw failure(output, file, "invalid UTF-16: unpaired low surrogate \(hex(unit))")
                }
                guard index < unitCount else {
                    throw failure(output, file, "invalid UTF-16: high surrogate \(hex(unit)) at end of file")
                }
                let next = UInt16(bytes[index * 2 + high]) << 8 | UInt16(bytes[index * 2 + low])
                guard next & 0xFC00 == 0xDC00 else {
                    throw failure(output, file, "invalid UTF-16: high surrogate \(hex(unit)) not followed by a low surrogate")
                }
                index += 1
                let scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(next - 0xDC00)
                output.append(0xF0 | UInt8(scalar >> 18))
                output.append(0x80 | UInt8((scalar >> 12) & 0x3F))
                output.append(0x80 | UInt8((scalar >> 6) & 0x3F))
                output.append(0x80 | UInt8(scalar & 0x3F))
            }
        }
        if bytes.count % 2 != 0 {
            throw failure(output, file, "invalid UTF-16: odd number of bytes (\(bytes.count)), the last code unit is cut off")
        }
        return output
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The error sits where the bad unit would have appeared in the decoded text.
    private static func failure(_ decoded: [UInt8], _ file: String?, _ message: String) -> StringsError {
        decoded.withUnsafeBufferPointer { buffer in
            var locator = SourceLocator(file: file)
            return StringsError(.encoding, at: locator.location(of: buffer.count, in: buffer), message)
        }
    }
}
