import CICU

/// The one place where CICU's status codes are checked and its buffer convention is handled.
enum ICUCall {
    static func check(_ status: Int32, _ function: String) throws(LocaleError) {
        // Negative codes are warnings (a result was still produced); positive codes are failures.
        if status > 0 {
            throw .icuFailure(function: function, status: status, name: String(cString: ivicu_error_name(status)))
        }
    }

    /// Calls a CICU function that writes a UTF-8 C string, growing the buffer when ICU asks for it.
    static func string(
        _ function: String,
        capacity: Int = 64,
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(LocaleError) -> String {
        var capacity = capacity
        for _ in 0..<2 {
            var needed: Int32 = 0
            var buffer = [CChar](repeating: 0, count: capacity)
            let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(capacity), &needed) }
            if status == Int32(IVICU_BUFFER_OVERFLOW) {
                capacity = Int(needed) + 1
                continue
            }
            try check(status, function)
            let length = min(Int(needed), capacity)
            return buffer.withUnsafeBytes { raw in
                String(decoding: UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: length), as: UTF8.self)
            }
        }
        throw .icuFailure(function: function, status: Int32(IVICU_BUFFER_OVERFLOW),
                          name: String(cString: ivicu_error_name(Int32(IVICU_BUFFER_OVERFLOW))))
    }

    /// Calls a CICU function that writes UTF-16 text, growing the buffer when ICU asks for it.
    static func utf16(
        _ function: String,
        capacity: Int = 128,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(LocaleError) -> String {
        var capacity = capacity
        for _ in 0..<2 {
            var needed: Int32 = 0
            var buffer = [UInt16](repeating: 0, count: capacity)
            let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(capacity), &needed) }
            if status == Int32(IVICU_BUFFER_OVERFLOW) {
                capacity = Int(needed) + 1
                continue
            }
            try check(status, function)
            return buffer.withUnsafeBufferPointer { utf8String(fromUTF16: UnsafeBufferPointer(rebasing: $0.prefix(Int(needed)))) }
        }
        throw .icuFailure(function: function, status: Int32(IVICU_BUFFER_OVERFLOW),
                          name: String(cString: ivicu_error_name(Int32(IVICU_BUFFER_OVERFLOW))))
    }

    /// ICU's UTF-16 as a String, transcoded here: `String(decoding:as: UTF16.self)` is generic over the
    /// code units' collection and, unspecialised, cost a fresh process's first alert a tenth of its time
    /// in runtime type lookups. An unpaired surrogate (which ICU does not produce) becomes U+FFFD.
    static func utf8String(fromUTF16 units: UnsafeBufferPointer<UInt16>) -> String {
        String(unsafeUninitializedCapacity: units.count * 3) { out in
            var written = 0, index = 0
            while index < units.count {
                var scalar = UInt32(units[index])
                index += 1
                if scalar & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                    index += 1
                } else if scalar & 0xF800 == 0xD800 {
                    scalar = 0xFFFD
                }
                switch scalar {
                case ..<0x80:
                    out[written] = UInt8(scalar); written += 1
                case ..<0x800:
                    out[written] = UInt8(0xC0 | scalar >> 6); out[written + 1] = UInt8(0x80 | scalar & 0x3F); written += 2
                case ..<0x10000:
                    out[written] = UInt8(0xE0 | scalar >> 12); out[written + 1] = UInt8(0x80 | (scalar >> 6) & 0x3F)
                    out[written + 2] = UInt8(0x80 | scalar & 0x3F); written += 3
                default:
                    out[written] = UInt8(0xF0 | scalar >> 18); out[written + 1] = UInt8(0x80 | (scalar >> 12) & 0x3F)
                    out[written + 2] = UInt8(0x80 | (scalar >> 6) & 0x3F); out[written + 3] = UInt8(0x80 | scalar & 0x3F); written += 4
                }
            }
            return written
        }
    }

    /// Opens an ICU object through a CICU `*_open` function and wraps it so it is closed exactly once.
    static func open(
        _ function: String,
        close: @escaping @Sendable (OpaquePointer) -> Void,
        _ body: (UnsafeMutablePointer<OpaquePointer?>) -> Int32
    ) throws(LocaleError) -> ICUHandle {
        var pointer: OpaquePointer?
        let status = body(&pointer)
        if status > 0, let pointer { close(pointer) }
        try check(status, function)
        guard let pointer else {
            throw .icuFailure(function: function, status: Int32(IVICU_ILLEGAL_ARGUMENT),
                              name: String(cString: ivicu_error_name(Int32(IVICU_ILLEGAL_ARGUMENT))))
        }
        return ICUHandle(pointer, close: close)
    }
}
