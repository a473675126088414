import CTextScan
import PropertySupport
import Testing

/// The C scans (`CTextScan`) against a plain byte-by-byte reference, written here in Swift, with the
/// standard library's `String(validating:)` as the judge of UTF-8. Every version the machine can run
/// is checked (portable, SSSE3 and AVX2 on most x86-64 machines), and the entry points that choose one.
///
/// The vector scans work on 16- or 32-byte blocks and 64-byte windows, and carry the previous block
/// into the next one, so every case is placed at every offset in a block and a window, runs across
/// their boundaries, starts at every offset, and is cut short at every length.
@Suite("C text scans")
struct TextScanTests {
    // MARK: Reference

    /// The flags a scan must report for `bytes[range]`, as a whole text.
    private static func referenceFlags(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        let run = bytes[range]
        guard run.contains(where: { $0 >= 0x80 }) else { return 0 }
        let valid = run.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) } != nil
        return UInt32(CTEXTSCAN_NON_ASCII) | (valid ? 0 : UInt32(CTEXTSCAN_INVALID))
    }

    private static func referenceQuoted(_ bytes: [UInt8], from start: Int, quote: UInt8) -> (end: Int, flags: UInt32) {
        let end = bytes[start...].firstIndex { $0 == quote || $0 == UInt8(ascii: "\\") || $0 < 0x20 } ?? bytes.count
        return (end, referenceFlags(bytes, start..<end))
    }

    private static func referenceBlockComment(_ bytes: [UInt8], from start: Int) -> (end: Int, flags: UInt32, lineFeeds: Int, lineStart: Int?) {
        var end = start
        while end < bytes.count, !(bytes[end] == UInt8(ascii: "*") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
        let content = bytes[start..<end]
        let lineFeeds = content.filter { $0 == 0x0A }.count
        let lineStart = content.lastIndex(of: 0x0A).map { $0 + 1 }
        let flags = referenceFlags(bytes, start..<end) | (content.contains(0x0D) ? UInt32(CTEXTSCAN_CARRIAGE_RETURN) : 0)
        return (end, flags, lineFeeds, lineStart)
    }

    private static func referenceLineComment(_ bytes: [UInt8], from start: Int) -> (end: Int, flags: UInt32) {
        var end = start
        while end < bytes.count {
            if bytes[end] == 0x0A || bytes[end] == 0x0D { break }
            if end + 2 < bytes.count, bytes[end] == 0xE2, bytes[end + 1] == 0x80, bytes[end + 2] == 0xA8 || bytes[end + 2] == 0xA9 { break }
            end += 1
        }
        return (end, referenceFlags(bytes, start..<end))
    }

    // MARK: Comparison

    /// Every version this machine runs, fastest last.
    private static let implementations: [ctextscan_implementation] =
        [CTEXTSCAN_PORTABLE, CTEXTSCAN_SSSE3, CTEXTSCAN_AVX2].filter { $0.rawValue <= ctextscan_best_implementation().rawValue }

    /// Every scan, every version, from `start`, against the reference; a failure names the bytes.
    private static func expectAgreement(_ bytes: [UInt8], from start: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        bytes.withUnsafeBufferPointer { buffer in
            // A real address even for no bytes: the scans never read past `count`.
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 0x10)!
            let count = buffer.count
            for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
                let expected = referenceQuoted(bytes, from: start, quote: quote)
                let runs = [ctextscan_quoted_run(base, start, count, quote)]
                    + implementations.map { ctextscan_quoted_run_using($0, base, start, count, quote) }
                for run in runs {
                    #expect(run.end == expected.end && run.flags == expected.flags,
                            "quoted run from \(start) in \(bytes): \(run.end), \(run.flags); expected \(expected)", sourceLocation: sourceLocation)
                }
            }
            let block = referenceBlockComment(bytes, from: start)
            let scans = [ctextscan_block_comment(base, start, count)] + implementations.map { ctextscan_block_comment_using($0, base, start, count) }
            for scan in scans {
                #expect(scan.end == block.end && scan.flags == block.flags && scan.line_feeds == block.lineFeeds
                            && (block.lineStart == nil || scan.line_start == block.lineStart!),
                        "block comment from \(start) in \(bytes): \(scan); expected \(block)", sourceLocation: sourceLocation)
            }
            let line = referenceLineComment(bytes, from: start)
            let lineRuns = [ctextscan_line_comment(base, start, count)] + implementations.map { ctextscan_line_comment_using($0, base, start, count) }
            for run in lineRuns {
                #expect(run.end == line.end && run.flags == line.flags,
                        "line comment from \(start) in \(bytes): \(run.end), \(run.flags); expected \(line)", sourceLocation: sourceLocation)
            }
            let rest = UnsafeBufferPointer(rebasing: buffer[start...])
            let restBase = rest.baseAddress ?? base
            let whole = referenceFlags(bytes, start..<count)
            let flags = [ctextscan_utf8_flags(restBase, rest.count)] + implementations.map { ctextscan_utf8_flags_using($0, restBase, rest.count) }
            #expect(flags.allSatisfy { $0 == whole },
                    "UTF-8 flags from \(start) in \(bytes); expected \(whole)", sourceLocation: sourceLocation)
        }
    }

    /// From every start, and cut short at every length.
    private static func expectAgreementEverywhere(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        for cut in 0...bytes.count {
            let prefix = Array(bytes[..<cut])
            for start in 0...cut { Self.expectAgreement(prefix, from: start, sourceLocation: sourceLocation) }
        }
    }

    // MARK: Cases

    /// Well-formed characters of every length at their bounds, and each kind of bad sequence: stray
    /// and missing continuation bytes, overlong forms, surrogates, values past U+10FFFF, bytes that
    /// never occur.
    static let sequences: [[UInt8]] = [
        [0x41], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xC3, 0xA9], [0xE0, 0xA0, 0x80], [0xE1, 0x80, 0x80], [0xEC, 0xBF, 0xBF],
        [0xED, 0x80, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xE2, 0x80, 0xA6],
        [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80], [0xF1, 0x80, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
        // Overlong.
        [0xC0, 0x80], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
        // Surrogates.
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
        // Past U+10FFFF, and bytes that never occur.
        [0xF4, 0x90, 0x80, 0x80], [0xF4, 0xBF, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0xF7, 0xBF, 0xBF, 0xBF],
        [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80], [0xFE], [0xFF],
        // Stray, missing and extra continuation bytes.
        [0x80], [0xBF], [0x80, 0x80], [0xC3], [0xC3, 0x41], [0xE2, 0x82], [0xE2, 0x41, 0x82], [0xE2, 0x82, 0x41],
        [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x41, 0x80], [0xC3, 0xA9, 0xA9], [0xE4, 0xB8, 0xAD, 0xAD], [0xF0, 0x9F, 0x98, 0x80, 0x80],
        // Characters back to back.
        [0xE4, 0xB8, 0xAD, 0xE6, 0x96, 0x87], [0xF0, 0x9F, 0x98, 0x80, 0xC3, 0xA9], [0xC3, 0xA9, 0xF0, 0x9F, 0x8E, 0x89, 0xE2, 0x80, 0xA8],
        // What the scans stop at: quotes, a backslash, control characters, line breaks, `*/`, U+2028, U+2029.
        [0x22], [0x27], [0x5C], [0x00], [0x01], [0x09], [0x0A], [0x0D], [0x1F], [0x20], [0x2A], [0x2A, 0x2F], [0x2F, 0x2A], [0x2A, 0x2A, 0x2F],
        [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], [0xE2, 0x80], [0xC3, 0x0A], [0xE2, 0x80, 0x22],
    ]

    @Test("each sequence at every offset in a block and across block boundaries", arguments: sequences)
    func everyOffset(sequence: [UInt8]) {
        // Shifts 0...33 put the sequence at every lane of a block and across two block boundaries;
        // up to 140, at every lane of the 64-byte windows the scans also read, and across two of them.
        for shift in 0...140 {
            for suffix in [[], [0x41], [0x22], Array(repeating: 0x61, count: 17), Array(repeating: 0x61, count: 70)] as [[UInt8]] {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: shift) + sequence + suffix
                Self.expectAgreement(bytes, from: 0)
                Self.expectAgreement(bytes, from: min(shift, bytes.count))
                // Cut short everywhere near the start, and inside the sequence further on.
                let cuts = shift <= 33 ? 0..<bytes.count : shift..<shift + sequence.count
                for cut in cuts { Self.expectAgreement(Array(bytes[..<cut]), from: 0) }
            }
        }
    }

    @Test("each sequence after non-ASCII text, from every start and cut at every length", arguments: sequences)
    func afterText(sequence: [UInt8]) {
        // Non-ASCII text before the sequence: the previous block is carried into the check.
        let before = Array("Mise à jour 更新 😀 ".utf8)
        Self.expectAgreementEverywhere(before + sequence + Array(" ok".utf8))
    }

    /// A stop byte at every offset of two 64-byte windows and a block, in ASCII and in non-ASCII text.
    @Test("stop bytes at every offset", arguments: [0x22, 0x27, 0x5C, 0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x2A, 0xE2] as [UInt8])
    func stopAtEveryOffset(stop: UInt8) {
        for filler in [Array("a".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8)] {
            let text = Array(Array(repeating: filler, count: 144).joined().prefix(144))
            for offset in 0..<144 {
                var bytes = text
                bytes[offset] = stop
                // A `*` closes a block comment only before a `/`; E2 ends a line comment only in E2 80 A8 or A9.
                if stop == 0x2A, offset + 1 < bytes.count { bytes[offset + 1] = UInt8(ascii: "/") }
                if stop == 0xE2, offset + 2 < bytes.count { bytes[offset + 1] = 0x80; bytes[offset + 2] = 0xA8 }
                for start in [0, offset / 2, offset, min(offset + 1, bytes.count)] { Self.expectAgreement(bytes, from: start) }
                Self.expectAgreement(Array(bytes[...offset]), from: 0)
            }
        }
    }

    /// Every two-byte sequence, and every lead byte with every second byte before a choice of third
    /// bytes, at a block's end and straddling two blocks.
    @Test("every pair and lead-byte triple", arguments: [0, 14, 15])
    func exhaustivePairs(shift: Int) {
        let thirds: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xF0, 0xFF]
        for first in 0x80...0xFF {
            for second in 0...0xFF {
                let pair = Array(repeating: UInt8(ascii: "a"), count: shift) + [UInt8(first), UInt8(second)]
                expectUTF8Agreement(pair)
                for third in thirds { expectUTF8Agreement(pair + [third, 0x80]) }
            }
        }
    }

    /// Only the UTF-8 check, every version: the exhaustive tables would take minutes through every scan.
    private func expectUTF8Agreement(_ bytes: [UInt8]) {
        let expected = Self.referenceFlags(bytes, 0..<bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            let flags = Self.implementations.map { ctextscan_utf8_flags_using($0, buffer.baseAddress!, buffer.count) }
            if flags.contains(where: { $0 != expected }) { Issue.record("UTF-8 flags of \(bytes): \(flags); expected \(expected)") }
        }
    }

    @Test("random mixes of characters, bad bytes and stops agree", arguments: 0..<8)
    func random(seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 1)
        func next(_ bound: Int) -> Int { random.int(0...(bound - 1)) }
        let pieces: [[UInt8]] = Self.sequences + [Array("hello ".utf8), Array("é".utf8), Array("😀".utf8), Array("\u{10FFFF}".utf8)]
        for _ in 0..<1_500 {
            var bytes: [UInt8] = []
            for _ in 0..<next(48) {
                if next(10) == 0 { bytes.append(UInt8(next(256))) } else { bytes += pieces[next(pieces.count)] }
            }
            Self.expectAgreement(bytes, from: 0)
            Self.expectAgreement(bytes, from: next(bytes.count + 1))
        }
    }

    // MARK: UTF-16

    /// The UTF-8 of `units` up to the first unit that is part of no surrogate pair, and how many
    /// units that is: the standard library's scalars, one at a time.
    private static func referenceUTF8(_ units: [UInt16]) -> (converted: Int, bytes: [UInt8]) {
        var bytes: [UInt8] = [], index = 0
        while index < units.count {
            let unit = units[index]
            if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                bytes += Array(String(Character(Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([unit, units[index + 1]]))))).utf8)
                index += 2
            } else if let scalar = Unicode.Scalar(unit) {
                bytes += Array(String(Character(scalar)).utf8)
                index += 1
            } else {
                break
            }
        }
        return (index, bytes)
    }

    /// Both byte orders, every version, against the reference.
    private static func expectUTF16Agreement(_ units: [UInt16], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = referenceUTF8(units)
        for bigEndian in [false, true] {
            let bytes = units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            for implementation in implementations {
                var out = [UInt8](repeating: 0, count: units.count * 3 + 1)
                var written = 0
                let converted = bytes.withUnsafeBufferPointer { input in
                    out.withUnsafeMutableBufferPointer { output in
                        ctextscan_utf16_to_utf8_using(implementation, input.baseAddress ?? UnsafePointer(bitPattern: 0x10)!, units.count,
                                                      bigEndian ? 1 : 0, output.baseAddress!, &written)
                    }
                }
                #expect(converted == expected.converted && Array(out[..<written]) == expected.bytes,
                        "\(implementation) \(bigEndian ? "BE" : "LE") \(units): \(converted) units", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("UTF-16: each kind of unit at every offset of a 16-unit block, and cut short", arguments: [
        [0x41], [0x7F], [0x80], [0xE9], [0x7FF], [0x800], [0x4E2D], [0xFFFF], [0xD83D, 0xDE00], [0xDBFF, 0xDFFF],
        [0xD800], [0xDC00], [0xD83D, 0x41], [0xDE00, 0xD83D], [0xD83D, 0xD83D, 0xDE00], [0x00], [0x0A],
    ] as [[UInt16]])
    func utf16EveryOffset(sequence: [UInt16]) {
        for shift in 0...40 {
            for suffix in [[], [0x41], Array(repeating: 0x61, count: 20), [0x4E2D, 0x61, 0xE9]] as [[UInt16]] {
                let units = Array(repeating: UInt16(0x61), count: shift) + sequence + suffix
                Self.expectUTF16Agreement(units)
                Self.expectUTF16Agreement(Array(units[..<(shift + sequence.count)]))
            }
        }
    }

    @Test("UTF-16: random mixes of scripts and stray surrogates", arguments: 0..<4)
    func utf16Random(seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 7)
        func next(_ bound: Int) -> Int { random.int(0...(bound - 1)) }
        for _ in 0..<2_000 {
            var units: [UInt16] = []
            for _ in 0..<next(60) {
                switch next(12) {
                case 0..<6: units.append(UInt16(0x20 + next(0x5F)))
                case 6: units.append(UInt16(0x80 + next(0x780)))
                case 7: units.append(UInt16(0x800 + next(0xD000)))
                case 8: units += [UInt16(0xD800 + next(0x400)), UInt16(0xDC00 + next(0x400))]
                case 9: units.append(UInt16(0xD800 + next(0x800)))  // a stray half
                default: units.append(UInt16(0xE000 + next(0x2000)))
                }
            }
            Self.expectUTF16Agreement(units)
        }
    }

    @Test("this machine runs a vector version", .enabled(if: Self.isX86))
    func vectorVersion() {
        // Every x86-64 processor of the last fifteen years has SSSE3; a portable choice there would
        // mean the detection is broken, and the vector versions untested.
        #expect(ctextscan_best_implementation().rawValue >= CTEXTSCAN_SSSE3.rawValue)
    }

    #if arch(x86_64) || arch(i386)
    static let isX86 = true
    #else
    static let isX86 = false
    #endif

    @Test("nothing to scan: start at the end")
    func empty() {
        Self.expectAgreement([], from: 0)
        Self.expectAgreement(Array("abc".utf8), from: 3)
    }
}
