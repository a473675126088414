import Testing
@testable import LocaleServices

/// ICU hands back UTF-16; `ICUCall` turns it into Strings itself.
@Suite("ICUCall")
struct ICUCallTests {
    @Test("UTF-16 to String: every plane, and a lone surrogate as U+FFFD", arguments: [
        "", "Neue Version verfügbar", "١٨‏/١١‏/٢٠٢٦", "2026年11月18日", "😀 𝄞 a", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
    ])
    func transcodes(text: String) {
        let units = Array(text.utf16)
        #expect(units.withUnsafeBufferPointer { ICUCall.utf8String(fromUTF16: $0) } == text)
    }

    @Test("unpaired surrogates become U+FFFD, as the standard library's decoding does")
    func loneSurrogates() {
        for units: [UInt16] in [[0xD83D], [0xDE00, 0x41], [0x41, 0xD83D, 0x42], [0xD83D, 0xD83D, 0xDE00]] {
            let expected = String(decoding: units, as: UTF16.self)
            #expect(units.withUnsafeBufferPointer { ICUCall.utf8String(fromUTF16: $0) } == expected, "\(units)")
        }
    }
}
