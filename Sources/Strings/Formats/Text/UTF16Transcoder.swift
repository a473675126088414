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

    /// The conversion loop; returns how many bytes it wrote and why it stopped early, if it did.
    private static func transcode(
        _ bytes: UnsafeBufferPointer<UInt8>, unitCount: Int, bigEndian: Bool, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> (Int, Failure?) {
        guard let base = bytes.baseAddress, let target = out.baseAddress else { return (0, nil) }
        let high = bigEndian ? 0 : 1, low = bigEndian ? 1 : 0
        // In either byte order, four ASCII units have a zero in every unit's high byte and the top bit of each low byte clear.
        let nonASCII: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
        @inline(__always) func load(_ at: Int) -> UInt64 {
            let word = UnsafeRawPointer(base + at * 2).loadUnaligned(as: UInt64.self)
            // Little-endian lanes: each unit's value in the low byte of its 16 bits.
            return bigEndian ? ((word >> 8) & 0x00FF_00FF_00FF_00FF) | ((word & 0x00FF_00FF_00FF_00FF) << 8) : word
        }
        // Packs four ASCII lanes (one byte each, low byte of every 16 bits) into four bytes.
        @inline(__always) func pack(_ lanes: UInt64) -> UInt32 {
            let pairs = (lanes | lanes >> 8) & 0x0000_FFFF_0000_FFFF
            return UInt32(truncatingIfNeeded: pairs | pairs >> 16)
        }
        var index = 0, written = 0
        @inline(__always) func unit(_ at: Int) -> UInt16 { UInt16(base[at * 2 + high]) << 8 | UInt16(base[at * 2 + low]) }
        while index < unitCount {
            // Eight ASCII units at a time, then four, before the unit-by-unit path.
            while index + 8 <= unitCount {
                let raw0 = UnsafeRawPointer(base + index * 2).loadUnaligned(as: UInt64.self)
                let raw1 = UnsafeRawPointer(base + index * 2 + 8).loadUnaligned(as: UInt64.self)
                guard (raw0 | raw1) & nonASCII == 0 else { break }
                let lanes0 = load(index), lanes1 = load(index + 4)
                let packed = UInt64(pack(lanes0)) | UInt64(pack(lanes1)) << 32
                UnsafeMutableRawPointer(target + written).storeBytes(of: packed.littleEndian, as: UInt64.self)
                written += 8
                index += 8
            }
            guard index < unitCount else { break }
            if index + 4 <= unitCount {
                let raw = UnsafeRawPointer(base + index * 2).loadUnaligned(as: UInt64.self)
                let lanes = load(index)
                if raw & nonASCII == 0 {
                    UnsafeMutableRawPointer(target + written).storeBytes(of: pack(lanes).littleEndian, as: UInt32.self)
                    written += 4
                    index += 4
                    continue
                }
            }
            let value = unit(index)
            index += 1
            if value < 0x80 {
                target[written] = UInt8(value)
                written += 1
            } else if value < 0x800 {
                target[written] = 0xC0 | UInt8(value >> 6)
                target[written + 1] = 0x80 | UInt8(value & 0x3F)
                written += 2
            } else if value & 0xF800 != 0xD800 {
                target[written] = 0xE0 | UInt8(value >> 12)
                target[written + 1] = 0x80 | UInt8((value >> 6) & 0x3F)
                target[written + 2] = 0x80 | UInt8(value & 0x3F)
                written += 3
            } else {
                guard value < 0xDC00 else { return (written, .lowSurrogate(value)) }
                guard index < unitCount else { return (written, .highAtEnd(value)) }
                let next = unit(index)
                guard next & 0xFC00 == 0xDC00 else { return (written, .unpairedHigh(value)) }
                index += 1
                // A pair is two units in and four bytes out, so the 3-bytes-per-unit capacity holds.
                let scalar = 0x10000 + (UInt32(value - 0xD800) << 10) + UInt32(next - 0xDC00)
                target[written] = 0xF0 | UInt8(scalar >> 18)
                target[written + 1] = 0x80 | UInt8((scalar >> 12) & 0x3F)
                target[written + 2] = 0x80 | UInt8((scalar >> 6) & 0x3F)
                target[written + 3] = 0x80 | UInt8(scalar & 0x3F)
                written += 4
            }
        }
        return (written, nil)
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
