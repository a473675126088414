// The scans of each implementation, which Scans.c chooses between.
#ifndef CTEXTSCAN_IMPLEMENTATIONS_H
#define CTEXTSCAN_IMPLEMENTATIONS_H

#include "CTextScan.h"

#if defined(__x86_64__) || defined(__i386__)
// x86: SSSE3 and AVX2 versions, chosen at run time.
#define CTEXTSCAN_HAS_VECTOR 1
#endif

// The scalar steps every vector version of the block-comment scan shares.

// Adds the line feeds flagged in `feeds` (bit i: the byte at `offset + i`) to `comment`, and notes
// where the line after the last of them starts.
static inline void ctextscan_count_line_feeds(ctextscan_comment *comment, uint64_t feeds, size_t offset) {
    if (feeds == 0) return;
    comment->line_feeds += (size_t)__builtin_popcountll(feeds);
    comment->line_start = offset + (63 - (unsigned)__builtin_clzll(feeds)) + 1;
}

// The first star of `star_lanes` (bit i: a `*` at `offset + i`) that a `/` follows, which closes the
// comment: 1 with its lane in `*lane`, or 0 when none does. A star not followed by a slash is text
// (`/** … **/`, `* item`).
static inline int ctextscan_closing_star(const uint8_t *bytes, size_t offset, size_t count, uint32_t star_lanes,
                                         unsigned *lane) {
    while (star_lanes != 0) {
        unsigned candidate = (unsigned)__builtin_ctz(star_lanes);
        size_t at = offset + candidate;
        if (at + 1 < count && bytes[at + 1] == '/') { *lane = candidate; return 1; }
        star_lanes &= star_lanes - 1;
    }
    return 0;
}

ctextscan_run ctextscan_portable_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote);
ctextscan_comment ctextscan_portable_block_comment(const uint8_t *bytes, size_t start, size_t count);
ctextscan_run ctextscan_portable_line_comment(const uint8_t *bytes, size_t start, size_t count);
uint32_t ctextscan_portable_utf8_flags(const uint8_t *bytes, size_t count);
size_t ctextscan_portable_utf16_to_utf8(const uint8_t *bytes, size_t count, int big_endian, uint8_t *out, size_t *written);

#ifdef CTEXTSCAN_HAS_VECTOR
ctextscan_run ctextscan_ssse3_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote);
ctextscan_comment ctextscan_ssse3_block_comment(const uint8_t *bytes, size_t start, size_t count);
ctextscan_run ctextscan_ssse3_line_comment(const uint8_t *bytes, size_t start, size_t count);
uint32_t ctextscan_ssse3_utf8_flags(const uint8_t *bytes, size_t count);
// SSE2 is enough for UTF-16 (no byte shuffle), and in every x86-64 processor.
size_t ctextscan_sse2_utf16_to_utf8(const uint8_t *bytes, size_t count, int big_endian, uint8_t *out, size_t *written);

// AVX2 has versions of the two hottest scans only; line comments and whole texts use SSSE3.
ctextscan_run ctextscan_avx2_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote);
ctextscan_comment ctextscan_avx2_block_comment(const uint8_t *bytes, size_t start, size_t count);
#endif

#endif
