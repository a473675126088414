// UTF-16 to UTF-8 for the parser's UTF-16 files: ASCII sixteen units at a time (SSE2, in the x86-64
// baseline), everything else a unit at a time.
#include "Implementations.h"

#include <string.h>

#ifdef CTEXTSCAN_HAS_VECTOR
#include <emmintrin.h>
#endif

// Writes one scalar below U+10000 (not a surrogate) as UTF-8; returns the bytes written.
static inline size_t put_bmp(uint8_t *out, unsigned value) {
    if (value < 0x80) {
        out[0] = (uint8_t)value;
        return 1;
    }
    if (value < 0x800) {
        out[0] = (uint8_t)(0xC0 | (value >> 6));
        out[1] = (uint8_t)(0x80 | (value & 0x3F));
        return 2;
    }
    out[0] = (uint8_t)(0xE0 | (value >> 12));
    out[1] = (uint8_t)(0x80 | ((value >> 6) & 0x3F));
    out[2] = (uint8_t)(0x80 | (value & 0x3F));
    return 3;
}

static inline unsigned unit_at(const uint8_t *bytes, size_t index, int big_endian) {
    const uint8_t *pair = bytes + 2 * index;
    return big_endian ? ((unsigned)pair[0] << 8 | pair[1]) : ((unsigned)pair[1] << 8 | pair[0]);
}

// Transcodes the unit at `*index` (and the low surrogate after it, for a pair), moving `*index` on
// and `*written` by what it wrote; returns 0 and moves nothing at a unit that is part of no pair.
static inline int put_unit(const uint8_t *bytes, size_t count, int big_endian, size_t *index, uint8_t *out, size_t *written) {
    unsigned value = unit_at(bytes, *index, big_endian);
    if ((value & 0xF800) != 0xD800) {
        *written += put_bmp(out + *written, value);
        *index += 1;
        return 1;
    }
    if (value >= 0xDC00 || *index + 1 >= count) return 0;
    unsigned low = unit_at(bytes, *index + 1, big_endian);
    if ((low & 0xFC00) != 0xDC00) return 0;
    unsigned scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00);
    uint8_t *at = out + *written;
    at[0] = (uint8_t)(0xF0 | (scalar >> 18));
    at[1] = (uint8_t)(0x80 | ((scalar >> 12) & 0x3F));
    at[2] = (uint8_t)(0x80 | ((scalar >> 6) & 0x3F));
    at[3] = (uint8_t)(0x80 | (scalar & 0x3F));
    *written += 4;
    *index += 2;
    return 1;
}

size_t ctextscan_portable_utf16_to_utf8(const uint8_t *bytes, size_t count, int big_endian, uint8_t *out, size_t *written) {
    size_t index = 0;
    *written = 0;
    while (index < count) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // Four ASCII units at a time: a zero high byte and a clear top bit in the low one, in either
        // byte order; their low bytes packed into four.
        const uint64_t non_ascii = big_endian ? 0x80FF80FF80FF80FFull : 0xFF80FF80FF80FF80ull;
        while (count - index >= 4) {
            uint64_t word;
            memcpy(&word, bytes + 2 * index, 8);
            if ((word & non_ascii) != 0) break;
            const uint64_t lanes = big_endian ? (word >> 8) & 0x00FF00FF00FF00FFull : word;
            const uint64_t pairs = (lanes | lanes >> 8) & 0x0000FFFF0000FFFFull;
            const uint32_t packed = (uint32_t)(pairs | pairs >> 16);
            memcpy(out + *written, &packed, 4);
            *written += 4;
            index += 4;
        }
        if (index >= count) break;
#endif
        if (!put_unit(bytes, count, big_endian, &index, out, written)) break;
    }
    return index;
}

#ifdef CTEXTSCAN_HAS_VECTOR
// put_unit without a branch on the length of the character (in text mixing scripts it comes in no
// order a processor can predict): the 1-, 2- and 3-byte forms are all made, one chosen, and four
// bytes stored, of which 1 to 3 count. Needs room for four bytes; surrogates take put_unit.
static inline int put_unit_branchless(const uint8_t *bytes, size_t count, int big_endian, size_t *index, uint8_t *out, size_t *written) {
    const uint32_t value = unit_at(bytes, *index, big_endian);
    if ((value & 0xF800) == 0xD800) return put_unit(bytes, count, big_endian, index, out, written);
    const uint32_t two = (0xC0 | (value >> 6)) | (0x80 | (value & 0x3F)) << 8;
    const uint32_t three = (0xE0 | (value >> 12)) | (0x80 | ((value >> 6) & 0x3F)) << 8 | (0x80 | (value & 0x3F)) << 16;
    const uint32_t form = value < 0x80 ? value : (value < 0x800 ? two : three);
    memcpy(out + *written, &form, 4);  // little-endian: the first byte lowest
    *written += 1 + (value >= 0x80) + (value >= 0x800);
    *index += 1;
    return 1;
}

size_t ctextscan_sse2_utf16_to_utf8(const uint8_t *bytes, size_t count, int big_endian, uint8_t *out, size_t *written) {
    size_t index = 0;
    *written = 0;
    const __m128i non_ascii = _mm_set1_epi16((short)0xFF80);
    while (index < count) {
        if (count - index >= 16) {
            __m128i first = _mm_loadu_si128((const __m128i *)(bytes + 2 * index));
            __m128i second = _mm_loadu_si128((const __m128i *)(bytes + 2 * index + 16));
            if (big_endian) {
                first = _mm_or_si128(_mm_slli_epi16(first, 8), _mm_srli_epi16(first, 8));
                second = _mm_or_si128(_mm_slli_epi16(second, 8), _mm_srli_epi16(second, 8));
            }
            // One flag byte per unit: set where the unit is ASCII.
            const __m128i ascii = _mm_packs_epi16(_mm_cmpeq_epi16(_mm_and_si128(first, non_ascii), _mm_setzero_si128()),
                                                  _mm_cmpeq_epi16(_mm_and_si128(second, non_ascii), _mm_setzero_si128()));
            const unsigned ascii_units = (unsigned)_mm_movemask_epi8(ascii);
            const unsigned prefix = (unsigned)__builtin_ctz(~ascii_units);  // the ASCII units before the first other one
            if (prefix != 0) {
                // All sixteen bytes are stored (there is room: three bytes a unit are reserved); only
                // the ASCII prefix counts, the rest is overwritten next.
                _mm_storeu_si128((__m128i *)(out + *written), _mm_packus_epi16(first, second));
                *written += prefix;
                index += prefix;
                if (prefix == 16) continue;
            }
        }
        // Units a time while they are not ASCII (text in other scripts), back to the vector at the
        // next ASCII unit.
        // (With two units left there is room for four bytes; the last unit takes put_unit.)
        do {
            const int done = count - index >= 2 ? put_unit_branchless(bytes, count, big_endian, &index, out, written)
                                                : put_unit(bytes, count, big_endian, &index, out, written);
            if (!done) return index;
        } while (index < count && unit_at(bytes, index, big_endian) >= 0x80);
    }
    return index;
}
#endif

size_t ctextscan_utf16_to_utf8_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t count,
                                     int big_endian, uint8_t *out, size_t *written) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (implementation != CTEXTSCAN_PORTABLE) return ctextscan_sse2_utf16_to_utf8(bytes, count, big_endian, out, written);
#endif
    (void)implementation;
    return ctextscan_portable_utf16_to_utf8(bytes, count, big_endian, out, written);
}

size_t ctextscan_utf16_to_utf8(const uint8_t *bytes, size_t count, int big_endian, uint8_t *out, size_t *written) {
#ifdef CTEXTSCAN_HAS_VECTOR
    // SSE2 is in every x86-64 processor: no look-up needed.
    return ctextscan_sse2_utf16_to_utf8(bytes, count, big_endian, out, written);
#else
    return ctextscan_portable_utf16_to_utf8(bytes, count, big_endian, out, written);
#endif
}
