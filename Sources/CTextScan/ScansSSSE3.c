// The scans sixteen bytes at a time with SSSE3 (the UTF-8 check needs its byte shuffle): all four on
// x86 processors without AVX2, line comments and whole texts on those with it.
#include "Implementations.h"

#ifdef CTEXTSCAN_HAS_VECTOR
#include "VectorUTF8.h"

#define CTEXTSCAN_SSSE3_FUNCTION __attribute__((target("ssse3")))

CTEXTSCAN_SSSE3_FUNCTION ctextscan_run ctextscan_ssse3_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
    ctextscan_utf8_state utf8 = ctextscan_utf8_start();
    const __m128i quotes = _mm_set1_epi8((char)quote), backslashes = _mm_set1_epi8('\\');
    const __m128i below_space = _mm_set1_epi8(0x1F);
    size_t offset = start;
    // Control characters: min(byte, 1F) == byte exactly for bytes up to 1F (unsigned, unlike pcmpgtb).
#define CTEXTSCAN_STOPS(block) (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_or_si128( \
        _mm_or_si128(_mm_cmpeq_epi8(block, quotes), _mm_cmpeq_epi8(block, backslashes)), \
        _mm_cmpeq_epi8(_mm_min_epu8(block, below_space), block)))
    // Sixty-four bytes at a time, the check of the blocks before the stop without a branch on where
    // it is: a loop ending at the stop's block was mispredicted at the end of nearly every string,
    // strings being of every length, and that cost more than checking a few blocks too many.
    uint64_t carried = 0;  // whether the previous window had a non-ASCII byte
    while (count - offset >= 64) {
        const __m128i b0 = _mm_loadu_si128((const __m128i *)(bytes + offset));
        const __m128i b1 = _mm_loadu_si128((const __m128i *)(bytes + offset + 16));
        const __m128i b2 = _mm_loadu_si128((const __m128i *)(bytes + offset + 32));
        const __m128i b3 = _mm_loadu_si128((const __m128i *)(bytes + offset + 48));
        const uint64_t stops = CTEXTSCAN_STOPS(b0) | CTEXTSCAN_STOPS(b1) << 16 | CTEXTSCAN_STOPS(b2) << 32 | CTEXTSCAN_STOPS(b3) << 48;
        const uint64_t high = (uint64_t)(uint32_t)_mm_movemask_epi8(b0) | (uint64_t)(uint32_t)_mm_movemask_epi8(b1) << 16
            | (uint64_t)(uint32_t)_mm_movemask_epi8(b2) << 32 | (uint64_t)(uint32_t)_mm_movemask_epi8(b3) << 48;
        if (stops != 0) {
            const unsigned lane = (unsigned)__builtin_ctzll(stops);
            if (((high & ((1ull << lane) - 1)) | carried) != 0) {
                ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b0, 0, lane));
                ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b1, 1, lane));
                ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b2, 2, lane));
                ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b3, 3, lane));
            }
            return (ctextscan_run){ .end = offset + lane, .flags = ctextscan_utf8_flags_of(&utf8) };
        }
        if ((high | carried) != 0) {
            ctextscan_utf8_check_any(&utf8, b0);
            ctextscan_utf8_check_any(&utf8, b1);
            ctextscan_utf8_check_any(&utf8, b2);
            ctextscan_utf8_check_any(&utf8, b3);
        } else {
            utf8.previous = b3;
        }
        carried = high;
        offset += 64;
    }
    // The last bytes of the text, a block at a time.
    for (;;) {
        uint32_t valid;
        __m128i block = ctextscan_load(bytes, offset, count, &valid);
        uint32_t stop_lanes = (uint32_t)CTEXTSCAN_STOPS(block) & valid;
        if (stop_lanes != 0) {
            unsigned lane = (unsigned)__builtin_ctz(stop_lanes);
            ctextscan_utf8_check(&utf8, ctextscan_keep_before(block, lane));
            return (ctextscan_run){ .end = offset + lane, .flags = ctextscan_utf8_flags_of(&utf8) };
        }
        // At the end, the zeros after the text stand for the ASCII byte a run must end before.
        ctextscan_utf8_check(&utf8, block);
        if (valid != 0xFFFF) return (ctextscan_run){ .end = count, .flags = ctextscan_utf8_flags_of(&utf8) };
        offset += 16;
    }
}

CTEXTSCAN_SSSE3_FUNCTION ctextscan_comment ctextscan_ssse3_block_comment(const uint8_t *bytes, size_t start, size_t count) {
    ctextscan_utf8_state utf8 = ctextscan_utf8_start();
    const __m128i stars = _mm_set1_epi8('*'), line_feeds = _mm_set1_epi8('\n'), returns = _mm_set1_epi8('\r');
    ctextscan_comment result = { .end = count, .flags = 0, .line_feeds = 0, .line_start = 0 };
    const __m128i slashes = _mm_set1_epi8('/');
    size_t offset = start;
#define CTEXTSCAN_MASK(block, byte) (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(block, byte))
#define CTEXTSCAN_MASK64(byte) (CTEXTSCAN_MASK(b0, byte) | CTEXTSCAN_MASK(b1, byte) << 16 | CTEXTSCAN_MASK(b2, byte) << 32 | CTEXTSCAN_MASK(b3, byte) << 48)
    // Sixty-four bytes at a time, with no branch on where in them the comment ends (see
    // ctextscan_ssse3_quoted_run). The byte after the window is read for a `*` in its last lane.
    uint64_t carried = 0;  // whether the previous window had a non-ASCII byte
    while (count - offset > 64) {
        const __m128i b0 = _mm_loadu_si128((const __m128i *)(bytes + offset));
        const __m128i b1 = _mm_loadu_si128((const __m128i *)(bytes + offset + 16));
        const __m128i b2 = _mm_loadu_si128((const __m128i *)(bytes + offset + 32));
        const __m128i b3 = _mm_loadu_si128((const __m128i *)(bytes + offset + 48));
        const uint64_t slash_after = CTEXTSCAN_MASK64(slashes) >> 1 | (uint64_t)(bytes[offset + 64] == '/') << 63;
        const uint64_t closes = CTEXTSCAN_MASK64(stars) & slash_after;
        const uint64_t high = (uint64_t)(uint32_t)_mm_movemask_epi8(b0) | (uint64_t)(uint32_t)_mm_movemask_epi8(b1) << 16
            | (uint64_t)(uint32_t)_mm_movemask_epi8(b2) << 32 | (uint64_t)(uint32_t)_mm_movemask_epi8(b3) << 48;
        // Line breaks are rare in comments: one test for any byte up to CR first.
        const __m128i low = _mm_set1_epi8('\r');
        const __m128i breaks = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(b0, low), b0), _mm_cmpeq_epi8(_mm_min_epu8(b1, low), b1)),
                                            _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(b2, low), b2), _mm_cmpeq_epi8(_mm_min_epu8(b3, low), b3)));
        const unsigned lane = closes != 0 ? (unsigned)__builtin_ctzll(closes) : 64;
        const uint64_t before = lane == 64 ? ~0ull : (1ull << lane) - 1;
        if (_mm_movemask_epi8(breaks) != 0) {
            const uint64_t feeds = CTEXTSCAN_MASK64(line_feeds) & before;
            ctextscan_count_line_feeds(&result, feeds, offset);
            if ((CTEXTSCAN_MASK64(returns) & before) != 0) result.flags |= CTEXTSCAN_CARRIAGE_RETURN;
        }
        if (((high & before) | carried) != 0) {
            ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b0, 0, lane));
            ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b1, 1, lane));
            ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b2, 2, lane));
            ctextscan_utf8_check_any(&utf8, ctextscan_keep_before_in_window(b3, 3, lane));
        } else {
            utf8.previous = b3;
        }
        if (closes != 0) {
            result.end = offset + lane;
            result.flags |= ctextscan_utf8_flags_of(&utf8);
            return result;
        }
        carried = high;
        offset += 64;
    }
    // The last bytes of the text, a block at a time.
    for (;;) {
        uint32_t valid;
        __m128i block = ctextscan_load(bytes, offset, count, &valid);
        uint32_t star_lanes = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(block, stars)) & valid;
        unsigned lane = 0;
        const int closed = ctextscan_closing_star(bytes, offset, count, star_lanes, &lane);
        if (closed) block = ctextscan_keep_before(block, lane);
        // The zeroed lanes are neither line feeds nor returns.
        uint32_t feeds = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(block, line_feeds));
        ctextscan_count_line_feeds(&result, feeds, offset);
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(block, returns)) != 0) result.flags |= CTEXTSCAN_CARRIAGE_RETURN;
        ctextscan_utf8_check(&utf8, block);
        if (closed || valid != 0xFFFF) {
            result.end = closed ? offset + lane : count;
            result.flags |= ctextscan_utf8_flags_of(&utf8);
            return result;
        }
        offset += 16;
    }
}

CTEXTSCAN_SSSE3_FUNCTION ctextscan_run ctextscan_ssse3_line_comment(const uint8_t *bytes, size_t start, size_t count) {
    ctextscan_utf8_state utf8 = ctextscan_utf8_start();
    const __m128i line_feeds = _mm_set1_epi8('\n'), returns = _mm_set1_epi8('\r'), e2 = _mm_set1_epi8((char)0xE2);
    size_t offset = start;
    for (;;) {
        uint32_t valid;
        __m128i block = ctextscan_load(bytes, offset, count, &valid);
        __m128i stops = _mm_or_si128(_mm_cmpeq_epi8(block, line_feeds), _mm_cmpeq_epi8(block, returns));
        uint32_t stop_lanes = (uint32_t)_mm_movemask_epi8(_mm_or_si128(stops, _mm_cmpeq_epi8(block, e2))) & valid;
        // E2 starts U+2028 and U+2029, but also other punctuation (…, –, ‘ ’): only the two end the line.
        while (stop_lanes != 0) {
            unsigned lane = (unsigned)__builtin_ctz(stop_lanes);
            size_t at = offset + lane;
            if (bytes[at] != 0xE2 || (at + 2 < count && bytes[at + 1] == 0x80 && (bytes[at + 2] == 0xA8 || bytes[at + 2] == 0xA9))) {
                ctextscan_utf8_check(&utf8, ctextscan_keep_before(block, lane));
                return (ctextscan_run){ .end = at, .flags = ctextscan_utf8_flags_of(&utf8) };
            }
            stop_lanes &= stop_lanes - 1;
        }
        ctextscan_utf8_check(&utf8, block);
        if (valid != 0xFFFF) return (ctextscan_run){ .end = count, .flags = ctextscan_utf8_flags_of(&utf8) };
        offset += 16;
    }
}

CTEXTSCAN_SSSE3_FUNCTION uint32_t ctextscan_ssse3_utf8_flags(const uint8_t *bytes, size_t count) {
    ctextscan_utf8_state utf8 = ctextscan_utf8_start();
    size_t offset = 0;
    for (;;) {
        uint32_t valid;
        ctextscan_utf8_check(&utf8, ctextscan_load(bytes, offset, count, &valid));
        if (valid != 0xFFFF) return ctextscan_utf8_flags_of(&utf8);
        offset += 16;
    }
}
#endif
