import PropertySupport
import Testing
@testable import Strings

/// The fast validator (``UTF8Validation/isValid(_:)``, a vector block at a time) against two slow,
/// obvious ones: our byte-by-byte ``UTF8Validation/firstProblem(in:allowingNUL:)`` and the
/// standard library's `String(validating:)`.
@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    private static func agree(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let fast = UTF8Validation.isValid(buffer)
            let bytewise = UTF8Validation.firstProblem(in: buffer, allowingNUL: true) == nil
            let standard = String(validating: buffer, as: UTF8.self) != nil
            return fast == bytewise && fast == standard
        }
    }

    /// Each case at every shift in a sixteen-byte block, and cut short at every length.
    @Test("edge cases at every position in a block", arguments: [
        [0x41], [0x00], [0xC2, 0x80], [0xDF, 0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF],
        [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        [0xFF], [0xFE], [0x80], [0xBF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3, 0x41], [0xE2, 0x41, 0x82],
        [0xC3, 0xA9, 0xA9], [0xE4, 0xB8, 0xAD, 0xE6, 0x96, 0x87], [0xF0, 0x9F, 0x98, 0x80, 0xC3, 0xA9],
    ] as [[UInt8]])
    func edges(sequence: [UInt8]) {
        for shift in 0..<17 {
            for suffix in [[], [0x41], Array(repeating: 0x41, count: 9)] as [[UInt8]] {
                let bytes = Array(repeating: UInt8(0x61), count: shift) + sequence + suffix
                #expect(Self.agree(bytes), "\(bytes)")
                for cut in 0..<bytes.count { #expect(Self.agree(Array(bytes[..<cut])), "\(bytes[..<cut])") }
            }
        }
    }

    @Test("random mixes of valid characters, stray bytes and ASCII agree", arguments: 0..<8)
    func random(seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 1)
        func next(_ bound: Int) -> Int { random.int(0...(bound - 1)) }
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("hello ".utf8), Array("é".utf8), Array("Ж".utf8), Array("中".utf8), Array("😀".utf8),
            Array("\u{7FF}".utf8), Array("\u{800}".utf8), Array("\u{FFFF}".utf8), Array("\u{10000}".utf8), Array("\u{10FFFF}".utf8),
            [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xC3], [0xF0, 0x9F],
        ]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<next(12) {
                if next(10) == 0 { bytes.append(UInt8(next(256))) } else { bytes += pieces[next(pieces.count)] }
            }
            #expect(Self.agree(bytes), "\(bytes)")
        }
    }
}
