// The scans without vectors (words of eight bytes, then bytes), for processors without SSSE3 and for
// other architectures; the tests hold the vector versions to exactly these results.
#include "Implementations.h"

#include <string.h>

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

uint32_t ctextscan_portable_utf8_flags(const uint8_t *bytes, size_t count) {
    return ctextscan_utf8_flags_bytewise(bytes, count);
}

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

ctextscan_run ctextscan_portable_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
    size_t index = start;
    uint64_t seen = 0;
#ifdef CTEXTSCAN_WORDS
    while (count - index >= 8) {
        const uint64_t word = load_word(bytes + index);
        const uint64_t stops = bytes_below(word ^ (ones * quote), 1) | bytes_below(word ^ (ones * '\\'), 1) | bytes_below(word, 0x20);
        if (stops != 0) {
            const unsigned skipped = (unsigned)__builtin_ctzll(stops) >> 3;
            seen |= word & ((1ull << (8 * skipped)) - 1);  // the bytes before the stop (fewer than 8)
            index += skipped;
            break;
        }
        seen |= word;
        index += 8;
    }
#endif
    while (index < count) {
        uint8_t byte = bytes[index];
        if (byte == quote || byte == '\\' || byte < 0x20) break;
        seen |= byte;
        index++;
    }
    // Only a run with a non-ASCII byte needs the second, slower look.
    uint32_t flags = (seen & 0x8080808080808080ull) != 0 ? ctextscan_utf8_flags_bytewise(bytes + start, index - start) : 0;
    return (ctextscan_run){ .end = index, .flags = flags };
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
    if ((seen & 0x8080808080808080ull) != 0) result.flags |= ctextscan_utf8_flags_bytewise(bytes + start, index - start);
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
    uint32_t flags = seen >= 0x80 ? ctextscan_utf8_flags_bytewise(bytes + start, index - start) : 0;
    return (ctextscan_run){ .end = index, .flags = flags };
}
