// The scans' entry points: the SSSE3 versions where the processor has SSSE3, the portable ones
// elsewhere.
#include "CTextScan.h"
#include "PortableUTF8.h"
#include "VectorUTF8.h"

#ifdef CTEXTSCAN_HAS_VECTOR
#include <cpuid.h>

// Whether the processor has SSSE3: looked up on first use (0 not yet, 1 yes, 2 no). Two threads may
// both look it up; they find the same answer.
static int ssse3_state;

static int has_ssse3(void) {
    int state = __atomic_load_n(&ssse3_state, __ATOMIC_RELAXED);
    if (state == 0) {
        unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
        state = (__get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3)) ? 1 : 2;
        __atomic_store_n(&ssse3_state, state, __ATOMIC_RELAXED);
    }
    return state == 1;
}

#define CTEXTSCAN_SSSE3_FUNCTION __attribute__((target("ssse3"))) static

CTEXTSCAN_SSSE3_FUNCTION ctextscan_run quoted_run_ssse3(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
    ctextscan_utf8_state utf8 = ctextscan_utf8_start();
    const __m128i quotes = _mm_set1_epi8((char)quote), backslashes = _mm_set1_epi8('\\');
    const __m128i below_space = _mm_set1_epi8(0x1F);
    size_t offset = start;
    for (;;) {
        uint32_t valid;
        __m128i block = ctextscan_load(bytes, offset, count, &valid);
        // Control characters: min(byte, 1F) == byte exactly for bytes up to 1F (unsigned, unlike pcmpgtb).
        __m128i stops = _mm_or_si128(_mm_cmpeq_epi8(block, quotes), _mm_cmpeq_epi8(block, backslashes));
        stops = _mm_or_si128(stops, _mm_cmpeq_epi8(_mm_min_epu8(block, below_space), block));
        uint32_t stop_lanes = (uint32_t)_mm_movemask_epi8(stops) & valid;
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

CTEXTSCAN_SSSE3_FUNCTION ctextscan_comment block_comment_ssse3(const uint8_t *bytes, size_t start, size_t count) {
    ctextscan_utf8_state utf8 = ctextscan_utf8_start();
    const __m128i stars = _mm_set1_epi8('*'), line_feeds = _mm_set1_epi8('\n'), returns = _mm_set1_epi8('\r');
    ctextscan_comment result = { .end = count, .flags = 0, .line_feeds = 0, .line_start = 0 };
    size_t offset = start;
    for (;;) {
        uint32_t valid;
        __m128i block = ctextscan_load(bytes, offset, count, &valid);
        uint32_t star_lanes = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(block, stars)) & valid;
        int closed = 0;
        unsigned lane = 0;
        // A star not followed by a slash is text (`/** … **/`, `* item`): look at the next star.
        while (star_lanes != 0) {
            lane = (unsigned)__builtin_ctz(star_lanes);
            size_t at = offset + lane;
            if (at + 1 < count && bytes[at + 1] == '/') { closed = 1; break; }
            star_lanes &= star_lanes - 1;
        }
        if (closed) block = ctextscan_keep_before(block, lane);
        // The zeroed lanes are neither line feeds nor returns.
        uint32_t feeds = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(block, line_feeds));
        if (feeds != 0) {
            result.line_feeds += (size_t)__builtin_popcount(feeds);
            result.line_start = offset + (31 - (unsigned)__builtin_clz(feeds)) + 1;
        }
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

CTEXTSCAN_SSSE3_FUNCTION ctextscan_run line_comment_ssse3(const uint8_t *bytes, size_t start, size_t count) {
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

CTEXTSCAN_SSSE3_FUNCTION uint32_t utf8_flags_ssse3(const uint8_t *bytes, size_t count) {
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

ctextscan_run ctextscan_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (has_ssse3()) return quoted_run_ssse3(bytes, start, count, quote);
#endif
    return ctextscan_quoted_run_portable(bytes, start, count, quote);
}

ctextscan_comment ctextscan_block_comment(const uint8_t *bytes, size_t start, size_t count) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (has_ssse3()) return block_comment_ssse3(bytes, start, count);
#endif
    return ctextscan_block_comment_portable(bytes, start, count);
}

ctextscan_run ctextscan_line_comment(const uint8_t *bytes, size_t start, size_t count) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (has_ssse3()) return line_comment_ssse3(bytes, start, count);
#endif
    return ctextscan_line_comment_portable(bytes, start, count);
}

uint32_t ctextscan_utf8_flags(const uint8_t *bytes, size_t count) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (has_ssse3()) return utf8_flags_ssse3(bytes, count);
#endif
    return ctextscan_utf8_flags_portable(bytes, count);
}
