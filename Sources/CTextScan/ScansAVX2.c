// The two hottest scans thirty-two bytes at a time with AVX2; the same steps as ScansSSSE3.c, with
// half the instructions.
#include "Implementations.h"

#ifdef CTEXTSCAN_HAS_VECTOR
#include "VectorUTF8AVX2.h"

#define CTEXTSCAN_AVX2_FUNCTION __attribute__((target("avx2")))

CTEXTSCAN_AVX2_FUNCTION ctextscan_run ctextscan_avx2_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
    ctextscan_utf8_state_avx2 utf8 = ctextscan_avx2_utf8_start();
    const __m256i quotes = _mm256_set1_epi8((char)quote), backslashes = _mm256_set1_epi8('\\');
    const __m256i below_space = _mm256_set1_epi8(0x1F);
    size_t offset = start;
    // Control characters: min(byte, 1F) == byte exactly for bytes up to 1F (unsigned).
#define CTEXTSCAN_AVX2_STOPS(block) ctextscan_avx2_mask(_mm256_or_si256( \
        _mm256_or_si256(_mm256_cmpeq_epi8(block, quotes), _mm256_cmpeq_epi8(block, backslashes)), \
        _mm256_cmpeq_epi8(_mm256_min_epu8(block, below_space), block)))
    // Sixty-four bytes at a time, checking the blocks before the stop with no branch on where it is
    // (see ctextscan_ssse3_quoted_run).
    uint64_t carried = 0;  // whether the previous window had a non-ASCII byte
    while (count - offset >= 64) {
        const __m256i b0 = _mm256_loadu_si256((const __m256i *)(bytes + offset));
        const __m256i b1 = _mm256_loadu_si256((const __m256i *)(bytes + offset + 32));
        const uint64_t stops = CTEXTSCAN_AVX2_STOPS(b0) | CTEXTSCAN_AVX2_STOPS(b1) << 32;
        const uint64_t high = ctextscan_avx2_mask(b0) | ctextscan_avx2_mask(b1) << 32;
        if (stops != 0) {
            const unsigned lane = (unsigned)__builtin_ctzll(stops);
            if (((high & ((1ull << lane) - 1)) | carried) != 0) {
                ctextscan_avx2_utf8_check_any(&utf8, ctextscan_avx2_keep_before_in_window(b0, 0, lane));
                ctextscan_avx2_utf8_check_any(&utf8, ctextscan_avx2_keep_before_in_window(b1, 1, lane));
            }
            return (ctextscan_run){ .end = offset + lane, .flags = ctextscan_avx2_utf8_flags_of(&utf8) };
        }
        if ((high | carried) != 0) {
            ctextscan_avx2_utf8_check_any(&utf8, b0);
            ctextscan_avx2_utf8_check_any(&utf8, b1);
        } else {
            utf8.previous = b1;
        }
        carried = high;
        offset += 64;
    }
    // The last bytes of the text, a block at a time.
    for (;;) {
        uint32_t valid;
        __m256i block = ctextscan_avx2_load(bytes, offset, count, &valid);
        uint32_t stop_lanes = (uint32_t)CTEXTSCAN_AVX2_STOPS(block) & valid;
        if (stop_lanes != 0) {
            unsigned lane = (unsigned)__builtin_ctz(stop_lanes);
            ctextscan_avx2_utf8_check(&utf8, ctextscan_avx2_keep_before_in_window(block, 0, lane));
            return (ctextscan_run){ .end = offset + lane, .flags = ctextscan_avx2_utf8_flags_of(&utf8) };
        }
        // At the end, the zeros after the text stand for the ASCII byte a run must end before.
        ctextscan_avx2_utf8_check(&utf8, block);
        if (valid != 0xFFFFFFFFu) return (ctextscan_run){ .end = count, .flags = ctextscan_avx2_utf8_flags_of(&utf8) };
        offset += 32;
    }
}

CTEXTSCAN_AVX2_FUNCTION ctextscan_comment ctextscan_avx2_block_comment(const uint8_t *bytes, size_t start, size_t count) {
    ctextscan_utf8_state_avx2 utf8 = ctextscan_avx2_utf8_start();
    const __m256i stars = _mm256_set1_epi8('*'), slashes = _mm256_set1_epi8('/');
    const __m256i line_feeds = _mm256_set1_epi8('\n'), returns = _mm256_set1_epi8('\r');
    ctextscan_comment result = { .end = count, .flags = 0, .line_feeds = 0, .line_start = 0 };
    size_t offset = start;
#define CTEXTSCAN_AVX2_MASK64(byte) (ctextscan_avx2_mask(_mm256_cmpeq_epi8(b0, byte)) | ctextscan_avx2_mask(_mm256_cmpeq_epi8(b1, byte)) << 32)
    // Sixty-four bytes at a time, with no branch on where in them the comment ends (see
    // ctextscan_ssse3_quoted_run). The byte after the window is read for a `*` in its last lane.
    uint64_t carried = 0;  // whether the previous window had a non-ASCII byte
    while (count - offset > 64) {
        const __m256i b0 = _mm256_loadu_si256((const __m256i *)(bytes + offset));
        const __m256i b1 = _mm256_loadu_si256((const __m256i *)(bytes + offset + 32));
        const uint64_t slash_after = CTEXTSCAN_AVX2_MASK64(slashes) >> 1 | (uint64_t)(bytes[offset + 64] == '/') << 63;
        const uint64_t closes = CTEXTSCAN_AVX2_MASK64(stars) & slash_after;
        const uint64_t high = ctextscan_avx2_mask(b0) | ctextscan_avx2_mask(b1) << 32;
        // Line breaks are rare in comments: one test for any byte up to CR first.
        const __m256i low = _mm256_set1_epi8('\r');
        const __m256i breaks = _mm256_or_si256(_mm256_cmpeq_epi8(_mm256_min_epu8(b0, low), b0), _mm256_cmpeq_epi8(_mm256_min_epu8(b1, low), b1));
        const unsigned lane = closes != 0 ? (unsigned)__builtin_ctzll(closes) : 64;
        const uint64_t before = lane == 64 ? ~0ull : (1ull << lane) - 1;
        if (_mm256_movemask_epi8(breaks) != 0) {
            const uint64_t feeds = CTEXTSCAN_AVX2_MASK64(line_feeds) & before;
            ctextscan_count_line_feeds(&result, feeds, offset);
            if ((CTEXTSCAN_AVX2_MASK64(returns) & before) != 0) result.flags |= CTEXTSCAN_CARRIAGE_RETURN;
        }
        if (((high & before) | carried) != 0) {
            ctextscan_avx2_utf8_check_any(&utf8, ctextscan_avx2_keep_before_in_window(b0, 0, lane));
            ctextscan_avx2_utf8_check_any(&utf8, ctextscan_avx2_keep_before_in_window(b1, 1, lane));
        } else {
            utf8.previous = b1;
        }
        if (closes != 0) {
            result.end = offset + lane;
            result.flags |= ctextscan_avx2_utf8_flags_of(&utf8);
            return result;
        }
        carried = high;
        offset += 64;
    }
    // The last bytes of the text, a block at a time.
    for (;;) {
        uint32_t valid;
        __m256i block = ctextscan_avx2_load(bytes, offset, count, &valid);
        uint32_t star_lanes = (uint32_t)ctextscan_avx2_mask(_mm256_cmpeq_epi8(block, stars)) & valid;
        unsigned lane = 0;
        const int closed = ctextscan_closing_star(bytes, offset, count, star_lanes, &lane);
        if (closed) block = ctextscan_avx2_keep_before_in_window(block, 0, lane);
        // The zeroed lanes are neither line feeds nor returns.
        uint32_t feeds = (uint32_t)ctextscan_avx2_mask(_mm256_cmpeq_epi8(block, line_feeds));
        ctextscan_count_line_feeds(&result, feeds, offset);
        if (ctextscan_avx2_mask(_mm256_cmpeq_epi8(block, returns)) != 0) result.flags |= CTEXTSCAN_CARRIAGE_RETURN;
        ctextscan_avx2_utf8_check(&utf8, block);
        if (closed || valid != 0xFFFFFFFFu) {
            result.end = closed ? offset + lane : count;
            result.flags |= ctextscan_avx2_utf8_flags_of(&utf8);
            return result;
        }
        offset += 32;
    }
}
#endif
