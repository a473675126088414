import CTextScan
import IVersionSupport

/// Converts UTF-16 text to UTF-8, refusing unpaired surrogates instead of replacing them
/// (Foundation silently turns a lone surrogate into U+FFFD, hiding a damaged file).
///
/// A NUL passes through: it is a character Apple's loader keeps, and the text parser reports it
/// where it stands rather than losing the whole file over it.
enum UTF16Transcoder {
    private enum Failure { case lowSurrogate(UInt16), highAtEnd(UInt16), unpairedHigh(UInt16), oddLength }

    /// Transcodes `bytes` (after any BOM) from UTF-16 in the given byte order.
    /// - Throws: `.encoding` at the position (in the decoded text) of the first bad code unit.
    static func utf8(from bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, file: String?) throws(StringsError) -> [UInt8] {
        let unitCount = bytes.count / 2
        var failure: Failure?
        let output = [UInt8](unsafeUninitializedCapacity: unitCount * 3) { out, written in
            (written, failure) = transcode(bytes, unitCount: unitCount, bigEndian: bigEndian, into: out)
        }
        if failure == nil, bytes.count % 2 != 0 { failure = .oddLength }
        guard let failure else { return output }
        let message = switch failure {
        case .lowSurrogate(let unit): "invalid UTF-16: unpaired low surrogate \(hex(unit))"
        case .highAtEnd(let unit): "invalid UTF-16: high surrogate \(hex(unit)) at end of file"
        case .unpairedHigh(let unit): "invalid UTF-16: high surrogate \(hex(unit)) not followed by a low surrogate"
        case .oddLength: "invalid UTF-16: odd number of bytes (\(bytes.count)), the last code unit is cut off"
        }
        let location = output.withUnsafeBufferPointer { buffer in
            var locator = SourceLocator(file: file)
            return locator.location(of: buffer.count, in: buffer)
        }
        throw StringsError(.encoding, at: location, message)
    }

    /// The conversion (in C: ASCII sixteen units at a time); returns how many bytes it wrote and why
    /// it stopped early, if it did.
    private static func transcode(
        _ bytes: UnsafeBufferPointer<UInt8>, unitCount: Int, bigEndian: Bool, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> (Int, Failure?) {
        guard let base = bytes.baseAddress, let target = out.baseAddress, unitCount > 0 else { return (0, nil) }
        var written = 0
        let converted = ctextscan_utf16_to_utf8(base, unitCount, bigEndian ? 1 : 0, target, &written)
        guard converted < unitCount else { return (written, nil) }
        // The unit the conversion stopped at is a surrogate that is part of no pair: say which case.
        func unit(_ at: Int) -> UInt16 {
            let (high, low) = bigEndian ? (base[at * 2], base[at * 2 + 1]) : (base[at * 2 + 1], base[at * 2])
            return UInt16(high) << 8 | UInt16(low)
        }
        let value = unit(converted)
        if value >= 0xDC00 { return (written, .lowSurrogate(value)) }
        if converted + 1 == unitCount { return (written, .highAtEnd(value)) }
        return (written, .unpairedHigh(value))
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
