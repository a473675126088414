// The UTF-8 check sixteen bytes at a time (SSSE3), for the vector scans.
//
// Every rule of UTF-8 but one is about two neighbouring bytes. Each kind of bad pair gets a bit, and
// three 16-entry tables, indexed by the high and the low nibble of a byte's predecessor and the high
// nibble of the byte itself, hold for each nibble value the kinds it can take part in: a byte's three
// lookups ANDed together leave exactly the kinds of bad pair it ends. (The tables are built from the
// rules in the comments below; pshufb makes sixteen lookups in one instruction.) The remaining rule
// is that the third and fourth bytes of a character are continuation bytes after a continuation byte:
// one bit of the tables flags every such pair, and it must be set exactly where the byte two before
// starts a 3- or 4-byte character or the byte three before starts a 4-byte one.
#ifndef CTEXTSCAN_VECTOR_UTF8_H
#define CTEXTSCAN_VECTOR_UTF8_H

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#define CTEXTSCAN_SSSE3_INLINE __attribute__((target("ssse3"), always_inline)) static inline

// The kinds of bad pair (a byte's predecessor, the byte).
enum {
    TOO_SHORT = 0x01,   // a lead byte, then no continuation byte
    TOO_LONG = 0x02,    // ASCII, then a continuation byte
    OVERLONG_3 = 0x04,  // E0, then 80...9F
    TOO_LARGE = 0x08,   // F4...FF, then 90...BF
    SURROGATE = 0x10,   // ED, then A0...BF
    OVERLONG_2 = 0x20,  // C0 or C1, then a continuation byte
    OVERLONG_4_OR_TOO_LARGE = 0x40,  // F0 or F5...FF, then 80...8F
    TWO_CONTINUATIONS = 0x80,  // a continuation byte, then another: right only inside 3- and 4-byte characters
};

// The three tables, as the sixteen arguments of a setr: each entry holds the kinds of bad pair its
// nibble value can take part in.
#define CTEXTSCAN_ALL_LOW (TOO_SHORT | TOO_LONG | TWO_CONTINUATIONS)
#define CTEXTSCAN_F5_TO_FF (CTEXTSCAN_ALL_LOW | TOO_LARGE | OVERLONG_4_OR_TOO_LARGE)
#define CTEXTSCAN_CONTINUATION_80 (TOO_LONG | OVERLONG_3 | OVERLONG_2 | OVERLONG_4_OR_TOO_LARGE | TWO_CONTINUATIONS)
#define CTEXTSCAN_CONTINUATION_90 (TOO_LONG | OVERLONG_3 | TOO_LARGE | OVERLONG_2 | TWO_CONTINUATIONS)
#define CTEXTSCAN_CONTINUATION_A0 (TOO_LONG | TOO_LARGE | SURROGATE | OVERLONG_2 | TWO_CONTINUATIONS)
// Indexed by the high nibble of the byte before.
#define CTEXTSCAN_BY_PREVIOUS_HIGH \
    TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, /* 0...7: ASCII */ \
    (char)TWO_CONTINUATIONS, (char)TWO_CONTINUATIONS, (char)TWO_CONTINUATIONS, (char)TWO_CONTINUATIONS, /* 8...B */ \
    TOO_SHORT | OVERLONG_2,                           /* C */ \
    TOO_SHORT,                                        /* D */ \
    TOO_SHORT | OVERLONG_3 | SURROGATE,               /* E */ \
    TOO_SHORT | TOO_LARGE | OVERLONG_4_OR_TOO_LARGE   /* F */
// Indexed by the low nibble of the byte before: which lead bytes of a high nibble are meant.
#define CTEXTSCAN_BY_PREVIOUS_LOW \
    (char)(CTEXTSCAN_ALL_LOW | OVERLONG_3 | OVERLONG_2 | OVERLONG_4_OR_TOO_LARGE), /* 0: E0, C0, F0 */ \
    (char)(CTEXTSCAN_ALL_LOW | OVERLONG_2),                                       /* 1: C1 */ \
    (char)CTEXTSCAN_ALL_LOW, (char)CTEXTSCAN_ALL_LOW,                             /* 2, 3 */ \
    (char)(CTEXTSCAN_ALL_LOW | TOO_LARGE),                                        /* 4: F4 */ \
    (char)CTEXTSCAN_F5_TO_FF, (char)CTEXTSCAN_F5_TO_FF, (char)CTEXTSCAN_F5_TO_FF, /* 5...C: F5...FC */ \
    (char)CTEXTSCAN_F5_TO_FF, (char)CTEXTSCAN_F5_TO_FF, (char)CTEXTSCAN_F5_TO_FF, \
    (char)CTEXTSCAN_F5_TO_FF, (char)CTEXTSCAN_F5_TO_FF, \
    (char)(CTEXTSCAN_F5_TO_FF | SURROGATE),                                       /* D: ED, FD */ \
    (char)CTEXTSCAN_F5_TO_FF, (char)CTEXTSCAN_F5_TO_FF                            /* E, F: FE, FF */
// Indexed by the high nibble of the byte itself.
#define CTEXTSCAN_BY_HIGH \
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, /* ASCII */ \
    (char)CTEXTSCAN_CONTINUATION_80, (char)CTEXTSCAN_CONTINUATION_90, (char)CTEXTSCAN_CONTINUATION_A0, \
    (char)CTEXTSCAN_CONTINUATION_A0, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT /* lead bytes */

// What is carried from one block to the next during one scan.
typedef struct {
    __m128i previous;  // the last block checked (zeros at first: the run starts after an ASCII byte)
    __m128i errors;    // any bit set: the run is not UTF-8
    __m128i seen;      // every byte ORed: a high bit means non-ASCII
} ctextscan_utf8_state;

CTEXTSCAN_SSSE3_INLINE ctextscan_utf8_state ctextscan_utf8_start(void) {
    ctextscan_utf8_state state = { _mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128() };
    return state;
}

// Checks `block`, whose first byte follows the last byte of the previous block, whatever it holds
// (see ctextscan_utf8_check).
CTEXTSCAN_SSSE3_INLINE void ctextscan_utf8_check_any(ctextscan_utf8_state *state, __m128i block) {
    state->seen = _mm_or_si128(state->seen, block);
    {
        const __m128i low_nibble = _mm_set1_epi8(0x0F);
        const __m128i by_previous_high = _mm_setr_epi8(CTEXTSCAN_BY_PREVIOUS_HIGH);
        const __m128i by_previous_low = _mm_setr_epi8(CTEXTSCAN_BY_PREVIOUS_LOW);
        const __m128i by_high = _mm_setr_epi8(CTEXTSCAN_BY_HIGH);

        const __m128i before1 = _mm_alignr_epi8(block, state->previous, 15);
        const __m128i before2 = _mm_alignr_epi8(block, state->previous, 14);
        const __m128i before3 = _mm_alignr_epi8(block, state->previous, 13);
        __m128i kinds = _mm_shuffle_epi8(by_previous_high, _mm_and_si128(_mm_srli_epi16(before1, 4), low_nibble));
        kinds = _mm_and_si128(kinds, _mm_shuffle_epi8(by_previous_low, _mm_and_si128(before1, low_nibble)));
        kinds = _mm_and_si128(kinds, _mm_shuffle_epi8(by_high, _mm_and_si128(_mm_srli_epi16(block, 4), low_nibble)));
        // Third byte of a 3- or 4-byte character (E0 or more two before), or fourth of a 4-byte one
        // (F0 or more three before). The saturated differences are at most 0x20, so a signed compare works.
        const __m128i third = _mm_subs_epu8(before2, _mm_set1_epi8((char)0xDF));
        const __m128i fourth = _mm_subs_epu8(before3, _mm_set1_epi8((char)0xEF));
        const __m128i must = _mm_and_si128(_mm_cmpgt_epi8(_mm_or_si128(third, fourth), _mm_setzero_si128()),
                                           _mm_set1_epi8((char)TWO_CONTINUATIONS));
        state->errors = _mm_or_si128(state->errors, _mm_xor_si128(kinds, must));
    }
    state->previous = block;
}

// Checks `block`, whose first byte follows the last byte of the previous block. A run's last block
// must be followed by an ASCII byte: its unused lanes zeroed, or a block of zeros checked after it,
// so that a character cut off at the end fails as a lead byte followed by ASCII.
CTEXTSCAN_SSSE3_INLINE void ctextscan_utf8_check(ctextscan_utf8_state *state, __m128i block) {
    // ASCII after ASCII is always right: most blocks of most files need no more.
    if (_mm_movemask_epi8(_mm_or_si128(state->previous, block)) != 0) {
        ctextscan_utf8_check_any(state, block);
    } else {
        state->previous = block;
    }
}

// The CTEXTSCAN_ flags for everything checked.
CTEXTSCAN_SSSE3_INLINE uint32_t ctextscan_utf8_flags_of(const ctextscan_utf8_state *state) {
    uint32_t flags = _mm_movemask_epi8(state->seen) != 0 ? 1u : 0u;  // CTEXTSCAN_NON_ASCII
    // errors is nonzero exactly when some byte of it is: compare with zero, then look at every lane.
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(state->errors, _mm_setzero_si128())) != 0xFFFF) flags |= 2u;  // CTEXTSCAN_INVALID
    return flags;
}

// The sixteen bytes at `offset`, or, at the text's end, the bytes left followed by zeros (ASCII,
// and below 0x20), with `valid` set to the lanes that hold text.
CTEXTSCAN_SSSE3_INLINE __m128i ctextscan_load(const uint8_t *bytes, size_t offset, size_t count, uint32_t *valid) {
    if (count - offset >= 16) {
        *valid = 0xFFFF;
        return _mm_loadu_si128((const __m128i *)(bytes + offset));
    }
    uint8_t padded[16] = { 0 };
    memcpy(padded, bytes + offset, count - offset);
    *valid = (1u << (count - offset)) - 1;
    return _mm_loadu_si128((const __m128i *)padded);
}

// Sixty-four 0xFF bytes, then sixty-four zeros: sixteen bytes read from `64 - lane + 16 * i` keep
// the lanes of the i-th block of a window that come before `lane` (any lane from 0 to 64).
static const uint8_t ctextscan_ones_then_zeros[128] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
};

// The `index`-th block of a 64-byte window with its lanes from window lane `lane` on zeroed, so that
// a run ending inside it is checked as if ASCII followed it.
CTEXTSCAN_SSSE3_INLINE __m128i ctextscan_keep_before_in_window(__m128i block, unsigned index, unsigned lane) {
    return _mm_and_si128(block, _mm_loadu_si128((const __m128i *)(ctextscan_ones_then_zeros + 64 - lane + 16 * index)));
}

// `block` with its lanes from `lane` (0 to 16) on zeroed.
CTEXTSCAN_SSSE3_INLINE __m128i ctextscan_keep_before(__m128i block, unsigned lane) {
    return ctextscan_keep_before_in_window(block, 0, lane);
}

#endif
