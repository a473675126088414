// The scans of each implementation, which Scans.c chooses between.
#ifndef CTEXTSCAN_IMPLEMENTATIONS_H
#define CTEXTSCAN_IMPLEMENTATIONS_H

#include "CTextScan.h"

#if defined(__x86_64__) || defined(__i386__)
// x86: SSSE3 and AVX2 versions, chosen at run time.
#define CTEXTSCAN_HAS_VECTOR 1
#endif

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
