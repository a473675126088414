/// UTF-8 validation eight bytes at a time, fed word by word, so a loop that already reads a text's
/// words (``UTF8Validation/content(of:)``, or the parser scanning a string) checks it on the way.
///
/// No branch on what the bytes hold: in text mixing scripts the lengths of characters come in no
/// order a processor can predict, and checking them one by one cost more in mispredicted branches
/// than in work. Each byte's top bits become flags in the word's high bits (`b6` is bit 6 of every
/// byte, moved up to bit 7); the continuation bytes the lead bytes call for must be exactly the
/// continuation bytes there are, carried into the next word when a character straddles two; the
/// second byte after E0, ED, F0 and F4 and the lead bytes themselves are checked against the ranges
/// that rule out overlong forms, surrogates and values past U+10FFFF.
struct UTF8WordChecker {
    private static let high: UInt64 = 0x8080_8080_8080_8080
    // Requirements carried from the previous word onto the next one's first bytes.
    private var pendingContinuations: UInt64 = 0
    private var pendingE0: UInt64 = 0, pendingED: UInt64 = 0, pendingF0: UInt64 = 0, pendingF4: UInt64 = 0
    /// Set for good once a fed byte is not valid UTF-8.
    private(set) var failed = false

    /// Whether everything fed is valid UTF-8, no character left unfinished.
    var isValid: Bool { !failed && pendingContinuations == 0 }

    /// Checks the next eight bytes, read little-endian. A word may end early, zero-padded, only
    /// where the byte after its real ones is ASCII or the end of the text: zeros are ASCII, so a
    /// character cut off there fails as it should, and nothing is carried out of them.
    @inline(__always)
    mutating func feed(_ word: UInt64) {
        let top = word & Self.high
        if top | pendingContinuations == 0 { return }
        let high = Self.high
        let b6 = (word << 1) & high, b5 = (word << 2) & high
        let continuation = top & ~b6
        let lead = top & b6, lead3 = lead & b5
        // Two-byte characters only (Latin, Greek, Cyrillic, Arabic, Hebrew…), nothing carried
        // in: only the continuations and the overlong C0 and C1 need a look.
        if lead3 | pendingE0 | pendingED | pendingF0 | pendingF4 == 0 {
            let c0c1 = (word & 0xFEFE_FEFE_FEFE_FEFE) ^ 0xC0C0_C0C0_C0C0_C0C0
            let isC0C1 = ~(((c0c1 & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | c0c1) & high
            if (((lead << 8) | pendingContinuations) ^ continuation) | isC0C1 != 0 { failed = true }
            pendingContinuations = lead >> 56
            return
        }
        let b4 = (word << 3) & high, b3 = (word << 4) & high, b2 = (word << 5) & high, b1 = (word << 6) & high, b0 = (word << 7) & high
        let lead4 = lead3 & b4
        var bad = ((lead << 8) | (lead3 << 16) | (lead4 << 24) | pendingContinuations) ^ continuation
        bad |= lead & ~(b5 | b4 | b3 | b2 | b1)  // C0, C1: overlong two-byte forms
        bad |= lead4 & (b3 | (b2 & (b1 | b0)))  // F5...FF
        let isE0 = lead3 & ~(b4 | b3 | b2 | b1 | b0), isED = lead3 & ~b4 & b3 & b2 & ~b1 & b0
        let isF0 = lead4 & ~(b3 | b2 | b1 | b0), isF4 = lead4 & ~b3 & b2 & ~b1 & ~b0
        bad |= ((isE0 << 8) | pendingE0) & ~b5  // E0 80...9F: overlong
        bad |= ((isED << 8) | pendingED) & b5  // ED A0...BF: surrogates
        bad |= ((isF0 << 8) | pendingF0) & ~(b5 | b4)  // F0 80...8F: overlong
        bad |= ((isF4 << 8) | pendingF4) & (b5 | b4)  // F4 90...BF: past U+10FFFF
        if bad & high != 0 { failed = true }
        pendingContinuations = (lead >> 56) | (lead3 >> 48) | (lead4 >> 40)
        (pendingE0, pendingED, pendingF0, pendingF4) = (isE0 >> 56, isED >> 56, isF0 >> 56, isF4 >> 56)
    }
}
