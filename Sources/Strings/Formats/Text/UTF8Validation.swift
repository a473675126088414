import CTextScan

/// Checks that bytes are well-formed UTF-8 without NUL, before the parser builds strings from
/// them, so that every later `String` creation is a copy and never a repair.
enum UTF8Validation {
    /// Why a byte sequence was refused.
    enum Problem: Equatable {
        case nul
        case invalid(UInt8)
        case truncated
    }

    /// The offset and kind of the first problem, or nil when the bytes are clean.
    /// - Parameter allowingNUL: Whether NUL is a character like any other (in strings files, where
    ///   Apple keeps it) rather than a problem (in XML, which forbids it).
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, allowingNUL: Bool = false) -> (offset: Int, problem: Problem)? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < count {
            // Fast path: eight ASCII bytes, none of them NUL, in one test.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let hasHigh = word & 0x8080_8080_8080_8080
                let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                let stops = hasHigh | (allowingNUL ? 0 : hasZero)
                if stops == 0 { index += 8; continue }
                // Straight to the first byte that needs a look (the lowest flag is exact; only
                // flags above a NUL can be false), so accented Latin text is not read byte by byte.
                index += stops.trailingZeroBitCount >> 3
            }
            let lead = base[index]
            if lead < 0x80 {
                if lead == 0, !allowingNUL { return (index, .nul) }
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80, upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F  // excludes UTF-16 surrogates
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return (index, .invalid(lead))
            }
            if index + length > count { return (index, .truncated) }
            let second = base[index + 1]
            guard second >= lowerBound, second <= upperBound else { return (index, .invalid(lead)) }
            var next = index + 2
            while next < index + length {
                guard base[next] & 0xC0 == 0x80 else { return (index, .invalid(lead)) }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// `bytes` as a `String`, when they are valid UTF-8 (NUL allowed), checked once, here: the
    /// standard library's own check, in `String(decoding:)` or `String(validating:)`, reads
    /// non-ASCII text a byte at a time, and is skipped for bytes already known to be valid.
    /// - Parameter isASCII: Whether the caller already knows every byte is below 0x80.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        if isASCII { return uncheckedString(bytes, isASCII: true) }
        switch content(of: bytes) {
        case .invalid: return nil
        // The flag must be right both ways: a string not marked ASCII is normalised before every
        // hash and comparison (as any non-ASCII string is).
        case let kind: return uncheckedString(bytes, isASCII: kind == .ascii)
        }
    }

    /// `bytes`, known to be valid UTF-8, as a `String`, copied without the standard library
    /// checking them again (which it does a byte at a time once a byte is not ASCII).
    /// - Parameter isASCII: Whether every byte is below 0x80. It must be right both ways: a string
    ///   not marked ASCII is normalised before every hash and comparison.
    @inline(__always)
    static func uncheckedString(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        // UTF8Span is new in Swift 6.2; on Linux its availability is always met. Older Apple systems
        // (the package allows macOS 13) take the standard library's own check.
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What ``content(of:)`` found.
    enum Content { case ascii, unicode, invalid }

    /// Whether `bytes` are well-formed UTF-8 (NUL allowed).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { content(of: bytes) != .invalid }

    /// Whether `bytes` are ASCII, other well-formed UTF-8 (NUL allowed) or not UTF-8:
    /// ``firstProblem(in:allowingNUL:)`` with `allowingNUL: true` is nil exactly when this is not
    /// `.invalid`, but this is the fast one.
    ///
    /// Sixteen bytes at a time, in C (`ctextscan_utf8_flags`), as the parser's scans check strings.
    static func content(of bytes: UnsafeBufferPointer<UInt8>) -> Content {
        guard let base = bytes.baseAddress else { return .ascii }
        let flags = ctextscan_utf8_flags(base, bytes.count)
        if flags & UInt32(CTEXTSCAN_INVALID) != 0 { return .invalid }
        return flags & UInt32(CTEXTSCAN_NON_ASCII) == 0 ? .ascii : .unicode
    }

    /// The sentence a translator reads for `problem`.
    static func message(for problem: Problem) -> String {
        switch problem {
        case .nul: "NUL byte in the text; a strings file is text, is this a binary file?"
        case .invalid(let byte): "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); save the file as UTF-8 or UTF-16"
        case .truncated: "invalid UTF-8: the file ends in the middle of a character"
        }
    }
}
