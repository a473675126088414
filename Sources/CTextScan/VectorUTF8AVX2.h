// The UTF-8 check thirty-two bytes at a time (AVX2): the method of VectorUTF8.h, whose tables serve
// both 128-bit halves (vpshufb looks up within each half).
#ifndef CTEXTSCAN_VECTOR_UTF8_AVX2_H
#define CTEXTSCAN_VECTOR_UTF8_AVX2_H

#include "VectorUTF8.h"

#define CTEXTSCAN_AVX2_INLINE __attribute__((target("avx2"), always_inline)) static inline

// What is carried from one block to the next during one scan.
typedef struct {
    __m256i previous;  // the last block checked (zeros at first: the run starts after an ASCII byte)
    __m256i errors;    // any bit set: the run is not UTF-8
    __m256i seen;      // every byte ORed: a high bit means non-ASCII
} ctextscan_utf8_state_avx2;

CTEXTSCAN_AVX2_INLINE ctextscan_utf8_state_avx2 ctextscan_avx2_utf8_start(void) {
    ctextscan_utf8_state_avx2 state = { _mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256() };
    return state;
}

// Checks `block`, whose first byte follows the last byte of the previous block, whatever it holds.
// As in VectorUTF8.h, a run's last block must be followed by an ASCII byte (zeroed lanes).
CTEXTSCAN_AVX2_INLINE void ctextscan_avx2_utf8_check_any(ctextscan_utf8_state_avx2 *state, __m256i block) {
    state->seen = _mm256_or_si256(state->seen, block);
    const __m256i low_nibble = _mm256_set1_epi8(0x0F);
    const __m256i by_previous_high = _mm256_setr_epi8(CTEXTSCAN_BY_PREVIOUS_HIGH, CTEXTSCAN_BY_PREVIOUS_HIGH);
    const __m256i by_previous_low = _mm256_setr_epi8(CTEXTSCAN_BY_PREVIOUS_LOW, CTEXTSCAN_BY_PREVIOUS_LOW);
    const __m256i by_high = _mm256_setr_epi8(CTEXTSCAN_BY_HIGH, CTEXTSCAN_BY_HIGH);
    // vpalignr shifts within each half: the previous block's upper half and this block's lower half,
    // side by side, give each half the bytes before it.
    const __m256i straddle = _mm256_permute2x128_si256(state->previous, block, 0x21);
    const __m256i before1 = _mm256_alignr_epi8(block, straddle, 15);
    const __m256i before2 = _mm256_alignr_epi8(block, straddle, 14);
    const __m256i before3 = _mm256_alignr_epi8(block, straddle, 13);
    __m256i kinds = _mm256_shuffle_epi8(by_previous_high, _mm256_and_si256(_mm256_srli_epi16(before1, 4), low_nibble));
    kinds = _mm256_and_si256(kinds, _mm256_shuffle_epi8(by_previous_low, _mm256_and_si256(before1, low_nibble)));
    kinds = _mm256_and_si256(kinds, _mm256_shuffle_epi8(by_high, _mm256_and_si256(_mm256_srli_epi16(block, 4), low_nibble)));
    const __m256i third = _mm256_subs_epu8(before2, _mm256_set1_epi8((char)0xDF));
    const __m256i fourth = _mm256_subs_epu8(before3, _mm256_set1_epi8((char)0xEF));
    const __m256i must = _mm256_and_si256(_mm256_cmpgt_epi8(_mm256_or_si256(third, fourth), _mm256_setzero_si256()),
                                          _mm256_set1_epi8((char)TWO_CONTINUATIONS));
    state->errors = _mm256_or_si256(state->errors, _mm256_xor_si256(kinds, must));
    state->previous = block;
}

// Checks `block` after the previous one, skipping the work when both are ASCII.
CTEXTSCAN_AVX2_INLINE void ctextscan_avx2_utf8_check(ctextscan_utf8_state_avx2 *state, __m256i block) {
    if (_mm256_movemask_epi8(_mm256_or_si256(state->previous, block)) != 0) {
        ctextscan_avx2_utf8_check_any(state, block);
    } else {
        state->previous = block;
    }
}

// The CTEXTSCAN_ flags for everything checked.
CTEXTSCAN_AVX2_INLINE uint32_t ctextscan_avx2_utf8_flags_of(const ctextscan_utf8_state_avx2 *state) {
    uint32_t flags = _mm256_movemask_epi8(state->seen) != 0 ? 1u : 0u;  // CTEXTSCAN_NON_ASCII
    if (!_mm256_testz_si256(state->errors, state->errors)) flags |= 2u;  // CTEXTSCAN_INVALID
    return flags;
}

// The thirty-two bytes at `offset`, or, at the text's end, the bytes left followed by zeros, with
// `valid` set to the lanes that hold text.
CTEXTSCAN_AVX2_INLINE __m256i ctextscan_avx2_load(const uint8_t *bytes, size_t offset, size_t count, uint32_t *valid) {
    if (count - offset >= 32) {
        *valid = 0xFFFFFFFFu;
        return _mm256_loadu_si256((const __m256i *)(bytes + offset));
    }
    uint8_t padded[32] = { 0 };
    memcpy(padded, bytes + offset, count - offset);
    *valid = (1u << (count - offset)) - 1;
    return _mm256_loadu_si256((const __m256i *)padded);
}

// The `index`-th (0 or 1) block of a 64-byte window with its lanes from window lane `lane` (0 to 64)
// on zeroed.
CTEXTSCAN_AVX2_INLINE __m256i ctextscan_avx2_keep_before_in_window(__m256i block, unsigned index, unsigned lane) {
    return _mm256_and_si256(block, _mm256_loadu_si256((const __m256i *)(ctextscan_ones_then_zeros + 64 - lane + 32 * index)));
}

// The 32 bits of a byte mask.
CTEXTSCAN_AVX2_INLINE uint64_t ctextscan_avx2_mask(__m256i lanes) { return (uint64_t)(uint32_t)_mm256_movemask_epi8(lanes); }

#endif
