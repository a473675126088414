// The scans without vectors (words of eight bytes, then bytes), for processors without SSSE3 and for
// other architectures; the tests hold the vector versions to exactly these results.
#include "Implementations.h"

#include <string.h>

// Eight bytes at a time where the byte order allows (little-endian: the lowest flag is the first
// byte), so that processors without a vector version (arm64 among them) skip plain text as fast as
// the parser did before the vector versions.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CTEXTSCAN_WORDS 1
static const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;

static inline uint64_t load_word(const uint8_t *bytes) {
    uint64_t word;
    memcpy(&word, bytes, 8);
    return word;
}

// The high bit of each byte of `word` below `limit` (at most 0x80); borrows can flag bytes above a
// flagged one, but the lowest flag is always exact.
static inline uint64_t bytes_below(uint64_t word, uint8_t limit) {
    return (word - ones * limit) & ~word & highs;
}
#endif

#ifdef CTEXTSCAN_WORDS
// The UTF-8 check eight bytes at a time, with no branch on what the bytes hold (in text mixing scripts
// the lengths of characters come in no order a processor can predict). Each byte's top bits become
// flags in the word's high bits (`b6` is bit 6 of every byte, moved up to bit 7); the continuation
// bytes the lead bytes call for must be exactly the continuation bytes there are, carried into the
// next word when a character straddles two; the second byte after E0, ED, F0 and F4 and the lead
// bytes themselves are checked against the ranges that rule out overlong forms, surrogates and
// values past U+10FFFF.
typedef struct {
    uint64_t continuations, e0, ed, f0, f4;  // requirements carried onto the next word's first bytes
    int failed;
} word_checker;

// Checks the next eight bytes, read little-endian. A word may end early, zero-padded, only where the
// byte after its real ones is ASCII or the end of the text: zeros are ASCII, so a character cut off
// there fails as it should.
static inline void feed_word(word_checker *checker, uint64_t word) {
    const uint64_t top = word & highs;
    if ((top | checker->continuations) == 0) return;
    const uint64_t b6 = (word << 1) & highs, b5 = (word << 2) & highs;
    const uint64_t continuation = top & ~b6;
    const uint64_t lead = top & b6, lead3 = lead & b5;
    // Two-byte characters only, nothing carried in: only the continuations and C0, C1 need a look.
    if ((lead3 | checker->e0 | checker->ed | checker->f0 | checker->f4) == 0) {
        const uint64_t c0c1 = (word & 0xFEFEFEFEFEFEFEFEull) ^ 0xC0C0C0C0C0C0C0C0ull;
        const uint64_t is_c0c1 = ~(((c0c1 & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | c0c1) & highs;
        if ((((lead << 8) | checker->continuations) ^ continuation) | is_c0c1) checker->failed = 1;
        checker->continuations = lead >> 56;
        return;
    }
    const uint64_t b4 = (word << 3) & highs, b3 = (word << 4) & highs, b2 = (word << 5) & highs;
    const uint64_t b1 = (word << 6) & highs, b0 = (word << 7) & highs;
    const uint64_t lead4 = lead3 & b4;
    uint64_t bad = ((lead << 8) | (lead3 << 16) | (lead4 << 24) | checker->continuations) ^ continuation;
    bad |= lead & ~(b5 | b4 | b3 | b2 | b1);  // C0, C1: overlong two-byte forms
    bad |= lead4 & (b3 | (b2 & (b1 | b0)));   // F5...FF
    const uint64_t is_e0 = lead3 & ~(b4 | b3 | b2 | b1 | b0), is_ed = lead3 & ~b4 & b3 & b2 & ~b1 & b0;
    const uint64_t is_f0 = lead4 & ~(b3 | b2 | b1 | b0), is_f4 = lead4 & ~b3 & b2 & ~b1 & ~b0;
    bad |= ((is_e0 << 8) | checker->e0) & ~b5;         // E0 80...9F: overlong
    bad |= ((is_ed << 8) | checker->ed) & b5;          // ED A0...BF: surrogates
    bad |= ((is_f0 << 8) | checker->f0) & ~(b5 | b4);  // F0 80...8F: overlong
    bad |= ((is_f4 << 8) | checker->f4) & (b5 | b4);   // F4 90...BF: past U+10FFFF
    if (bad & highs) checker->failed = 1;
    checker->continuations = (lead >> 56) | (lead3 >> 48) | (lead4 >> 40);
    checker->e0 = is_e0 >> 56;
    checker->ed = is_ed >> 56;
    checker->f0 = is_f0 >> 56;
    checker->f4 = is_f4 >> 56;
}

// CTEXTSCAN_NON_ASCII and CTEXTSCAN_INVALID for `bytes[0..<count]` as a whole text, a word at a time.
static uint32_t utf8_flags_words(const uint8_t *bytes, size_t count) {
    word_checker checker = { 0, 0, 0, 0, 0, 0 };
    uint64_t seen = 0;
    size_t index = 0;
    for (; count - index >= 8; index += 8) {
        const uint64_t word = load_word(bytes + index);
        seen |= word;
        feed_word(&checker, word);
    }
    // The last bytes, zero-padded: zeros are ASCII, so a character cut off at the end fails.
    uint64_t last = 0;
    memcpy(&last, bytes + index, count - index);
    seen |= last;
    feed_word(&checker, last);
    if (checker.failed || checker.continuations != 0) return 3;
    return (seen & highs) != 0 ? 1 : 0;
}
#define CTEXTSCAN_UTF8_FLAGS utf8_flags_words
#else
// Big-endian processors: the UTF-8 check a character at a time.
// CTEXTSCAN_NON_ASCII and CTEXTSCAN_INVALID for `bytes[0..<count]` as a whole text: a character cut
// off at its end is invalid.
static uint32_t ctextscan_utf8_flags_bytewise(const uint8_t *bytes, size_t count) {
    uint32_t flags = 0;
    size_t index = 0;
    while (index < count) {
        uint8_t lead = bytes[index];
        if (lead < 0x80) { index++; continue; }
        flags = 1;  // CTEXTSCAN_NON_ASCII
        size_t length;
        // The second byte's range rules out overlong forms (E0, F0), surrogates (ED) and values past
        // U+10FFFF (F4); the others need only be continuation bytes.
        uint8_t lower = 0x80, upper = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) length = 2;
        else if (lead == 0xE0) { length = 3; lower = 0xA0; }
        else if (lead == 0xED) { length = 3; upper = 0x9F; }
        else if (lead >= 0xE1 && lead <= 0xEF) length = 3;
        else if (lead == 0xF0) { length = 4; lower = 0x90; }
        else if (lead == 0xF4) { length = 4; upper = 0x8F; }
        else if (lead >= 0xF1 && lead <= 0xF3) length = 4;
        else return 3;  // a stray continuation byte, C0, C1, F5...FF
        if (count - index < length) return 3;
        if (bytes[index + 1] < lower || bytes[index + 1] > upper) return 3;
        for (size_t next = 2; next < length; next++) {
            if ((bytes[index + next] & 0xC0) != 0x80) return 3;
        }
        index += length;
    }
    return flags;
}
#define CTEXTSCAN_UTF8_FLAGS ctextscan_utf8_flags_bytewise
#endif

ctextscan_run ctextscan_portable_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
    size_t index = start;
#ifdef CTEXTSCAN_WORDS
    // The UTF-8 checked as the words are scanned: a second pass over non-ASCII strings cost more.
    word_checker checker = { 0, 0, 0, 0, 0, 0 };
    uint64_t seen = 0;
    while (count - index >= 8) {
        const uint64_t word = load_word(bytes + index);
        const uint64_t stops = bytes_below(word ^ (ones * quote), 1) | bytes_below(word ^ (ones * '\\'), 1) | bytes_below(word, 0x20);
        if (stops != 0) {
            const unsigned skipped = (unsigned)__builtin_ctzll(stops) >> 3;
            const uint64_t before = word & ((1ull << (8 * skipped)) - 1);  // zeros for the stop and after: ASCII
            seen |= before;
            feed_word(&checker, before);
            index += skipped;
            goto done;
        }
        seen |= word;
        feed_word(&checker, word);
        index += 8;
    }
    {
        // Fewer than eight bytes left: up to the stop or the end, as one zero-padded word.
        uint64_t last = 0;
        unsigned taken = 0;
        while (index < count) {
            const uint8_t byte = bytes[index];
            if (byte == quote || byte == '\\' || byte < 0x20) break;
            last |= (uint64_t)byte << (8 * taken++);
            index++;
        }
        seen |= last;
        feed_word(&checker, last);
    }
done:
    if ((seen & highs) == 0) return (ctextscan_run){ .end = index, .flags = 0 };
    return (ctextscan_run){ .end = index, .flags = (checker.failed || checker.continuations != 0) ? 3u : 1u };
#else
    uint8_t seen = 0;
    while (index < count) {
        uint8_t byte = bytes[index];
        if (byte == quote || byte == '\\' || byte < 0x20) break;
        seen |= byte;
        index++;
    }
    // Only a run with a non-ASCII byte needs the second, slower look.
    uint32_t flags = seen >= 0x80 ? CTEXTSCAN_UTF8_FLAGS(bytes + start, index - start) : 0;
    return (ctextscan_run){ .end = index, .flags = flags };
#endif
}

ctextscan_comment ctextscan_portable_block_comment(const uint8_t *bytes, size_t start, size_t count) {
    ctextscan_comment result = { .end = count, .flags = 0, .line_feeds = 0, .line_start = 0 };
    uint64_t seen = 0;
    size_t index = start;
    for (; index < count; index++) {
#ifdef CTEXTSCAN_WORDS
        // Whole words with no star and no byte up to CR: nothing in them to act on.
        while (count - index >= 8) {
            const uint64_t word = load_word(bytes + index);
            if ((bytes_below(word ^ (ones * '*'), 1) | bytes_below(word, 0x0E)) != 0) break;
            seen |= word;
            index += 8;
        }
        if (index >= count) break;
#endif
        uint8_t byte = bytes[index];
        if (byte == '*' && index + 1 < count && bytes[index + 1] == '/') break;
        if (byte == '\n') {
            result.line_feeds++;
            result.line_start = index + 1;
        } else if (byte == '\r') {
            result.flags |= CTEXTSCAN_CARRIAGE_RETURN;
        }
        seen |= byte;
    }
    result.end = index;
    if ((seen & 0x8080808080808080ull) != 0) result.flags |= CTEXTSCAN_UTF8_FLAGS(bytes + start, index - start);
    return result;
}

ctextscan_run ctextscan_portable_line_comment(const uint8_t *bytes, size_t start, size_t count) {
    size_t index = start;
    uint8_t seen = 0;
    for (; index < count; index++) {
        uint8_t byte = bytes[index];
        if (byte == '\n' || byte == '\r') break;
        if (byte == 0xE2 && index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)) break;
        seen |= byte;
    }
    uint32_t flags = seen >= 0x80 ? CTEXTSCAN_UTF8_FLAGS(bytes + start, index - start) : 0;
    return (ctextscan_run){ .end = index, .flags = flags };
}

uint32_t ctextscan_portable_utf8_flags(const uint8_t *bytes, size_t count) {
    return CTEXTSCAN_UTF8_FLAGS(bytes, count);
}
