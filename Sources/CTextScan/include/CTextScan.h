// A vector at a time: the scans of the `.strings` text parser's hot loops (and its UTF-16 input), in C
// because Swift's SIMD types have no byte shuffle and no mask of the bytes' high bits (movemask), which
// both the search for a stop byte and the UTF-8 check are built on.
//
// Each scan stops at a byte the parser must act on itself and checks, on the way, that the bytes it
// passed are whole, well-formed UTF-8 (NUL allowed). A run always ends before an ASCII byte, a lead
// byte or the end of the text, none of which can continue a character, so a character cut off at the
// end of a run is an error of that run: no state is carried from one call to the next.
//
// On x86-64 the scans use AVX2 or SSSE3 when the processor has them (neither is in the x86-64
// baseline, so they are looked up once, at the first scan); elsewhere, and without SSSE3, the same
// functions run a portable byte-by-byte version with the same results.
#ifndef CTEXTSCAN_H
#define CTEXTSCAN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Flags of a scanned run.
enum {
    // A byte of the run is 0x80 or above.
    CTEXTSCAN_NON_ASCII = 1,
    // The run is not well-formed UTF-8: a stray or missing continuation byte, an overlong form, a
    // surrogate, a value past U+10FFFF, or a character cut off at the run's end.
    CTEXTSCAN_INVALID = 2,
    // The run holds a carriage return (block comments only: the parser's line count then gives way).
    CTEXTSCAN_CARRIAGE_RETURN = 4,
};

// Where a scan stopped and what it saw before that.
typedef struct {
    // The offset of the byte the scan stopped at, or the text's length when it found none.
    size_t end;
    // CTEXTSCAN_ flags for the bytes from the start of the scan up to `end`.
    uint32_t flags;
} ctextscan_run;

// A block comment's scan: where it stopped, what it saw, and the line feeds it passed.
typedef struct {
    // The offset of the `*` of the closing `*/`, or the text's length when there is none.
    size_t end;
    // CTEXTSCAN_ flags for the comment's content (the bytes from the start of the scan up to `end`).
    uint32_t flags;
    // The number of line feeds (0x0A) in the content.
    size_t line_feeds;
    // The offset just after the last of those line feeds; meaningless when there are none.
    size_t line_start;
} ctextscan_comment;

// Scans a quoted string's text from `start` to the first byte that ends a plain run: `quote`, a
// backslash, or a control character (below 0x20, tab and line breaks included), which the parser
// handles one at a time. `bytes[start..<count]` must be readable; `start` may equal `count`.
ctextscan_run ctextscan_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote);

// Scans a block comment's content from `start` (just after `/*`) to its closing `*/`, counting line
// feeds, for the parser's line numbers, and checking the content's UTF-8.
ctextscan_comment ctextscan_block_comment(const uint8_t *bytes, size_t start, size_t count);

// Scans a line comment's content from `start` (just after `//`) to the line's end: a line feed, a
// carriage return, or the first byte of U+2028 or U+2029 (E2 80 A8, E2 80 A9), which CoreFoundation
// also reads as line ends there.
ctextscan_run ctextscan_line_comment(const uint8_t *bytes, size_t start, size_t count);

// Whether `bytes[0..<count]` is well-formed UTF-8 (NUL allowed), with CTEXTSCAN_NON_ASCII and
// CTEXTSCAN_INVALID as the scans set them.
uint32_t ctextscan_utf8_flags(const uint8_t *bytes, size_t count);

// Converts `count` UTF-16 code units (two bytes each, big- or little-endian, no byte order mark) to
// UTF-8 in `out`, which must have room for three bytes a unit. Stops at the first unit that is part
// of no surrogate pair: returns the number of units converted (`count` when all were), with
// `*written` set to the bytes written for them. The caller says what was wrong with the unit there.
size_t ctextscan_utf16_to_utf8(const uint8_t *bytes, size_t count, int big_endian, uint8_t *out, size_t *written);

// The versions of the scans, fastest last.
typedef enum {
    // Byte by byte, on any processor.
    CTEXTSCAN_PORTABLE = 0,
    // Sixteen bytes at a time, on x86 processors with SSSE3.
    CTEXTSCAN_SSSE3 = 1,
    // Thirty-two bytes at a time, on x86 processors with AVX2 (for strings and block comments).
    CTEXTSCAN_AVX2 = 2,
} ctextscan_implementation;

// The fastest version this processor can run, which the functions above use.
ctextscan_implementation ctextscan_best_implementation(void);

// The scans in a given version, which must not be faster than ctextscan_best_implementation(): for
// tests, which hold every version this machine can run to the same results.
ctextscan_run ctextscan_quoted_run_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t start,
                                         size_t count, uint8_t quote);
// ctextscan_block_comment in a given version (see ctextscan_quoted_run_using).
ctextscan_comment ctextscan_block_comment_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t start,
                                                size_t count);
// ctextscan_line_comment in a given version (see ctextscan_quoted_run_using).
ctextscan_run ctextscan_line_comment_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t start,
                                           size_t count);
// ctextscan_utf8_flags in a given version (see ctextscan_quoted_run_using).
uint32_t ctextscan_utf8_flags_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t count);
// ctextscan_utf16_to_utf8 in a given version (see ctextscan_quoted_run_using); every vector version
// uses SSE2 for it.
size_t ctextscan_utf16_to_utf8_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t count,
                                     int big_endian, uint8_t *out, size_t *written);

#ifdef __cplusplus
}
#endif

#endif
