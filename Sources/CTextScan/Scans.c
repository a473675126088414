// The scans' entry points: the fastest version the processor can run.
#include "Implementations.h"

#ifdef CTEXTSCAN_HAS_VECTOR
#include <cpuid.h>

// The processor's best version, plus one: looked up at the first scan (0 means not yet). Two threads
// may both look it up; they find the same answer.
static int best_plus_one;

static ctextscan_implementation look_up_best(void) {
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || !(ecx & bit_SSSE3)) return CTEXTSCAN_PORTABLE;
    // AVX2 needs the processor's support and the system's: it must save the YMM registers (XCR0 bits 1
    // and 2), which xgetbv tells once OSXSAVE says it may be used.
    if (!(ecx & bit_OSXSAVE) || !(ecx & bit_AVX)) return CTEXTSCAN_SSSE3;
    unsigned xcr0_low = 0, xcr0_high = 0;
    __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    if ((xcr0_low & 6) != 6) return CTEXTSCAN_SSSE3;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) || !(ebx & bit_AVX2)) return CTEXTSCAN_SSSE3;
    return CTEXTSCAN_AVX2;
}

ctextscan_implementation ctextscan_best_implementation(void) {
    int stored = __atomic_load_n(&best_plus_one, __ATOMIC_RELAXED);
    if (stored == 0) {
        stored = (int)look_up_best() + 1;
        __atomic_store_n(&best_plus_one, stored, __ATOMIC_RELAXED);
    }
    return (ctextscan_implementation)(stored - 1);
}
#else
ctextscan_implementation ctextscan_best_implementation(void) { return CTEXTSCAN_PORTABLE; }
#endif

ctextscan_run ctextscan_quoted_run_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t start,
                                         size_t count, uint8_t quote) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (implementation == CTEXTSCAN_AVX2) return ctextscan_avx2_quoted_run(bytes, start, count, quote);
    if (implementation == CTEXTSCAN_SSSE3) return ctextscan_ssse3_quoted_run(bytes, start, count, quote);
#endif
    (void)implementation;
    return ctextscan_portable_quoted_run(bytes, start, count, quote);
}

ctextscan_comment ctextscan_block_comment_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t start,
                                                size_t count) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (implementation == CTEXTSCAN_AVX2) return ctextscan_avx2_block_comment(bytes, start, count);
    if (implementation == CTEXTSCAN_SSSE3) return ctextscan_ssse3_block_comment(bytes, start, count);
#endif
    (void)implementation;
    return ctextscan_portable_block_comment(bytes, start, count);
}

ctextscan_run ctextscan_line_comment_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t start,
                                           size_t count) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (implementation != CTEXTSCAN_PORTABLE) return ctextscan_ssse3_line_comment(bytes, start, count);
#endif
    (void)implementation;
    return ctextscan_portable_line_comment(bytes, start, count);
}

uint32_t ctextscan_utf8_flags_using(ctextscan_implementation implementation, const uint8_t *bytes, size_t count) {
#ifdef CTEXTSCAN_HAS_VECTOR
    if (implementation != CTEXTSCAN_PORTABLE) return ctextscan_ssse3_utf8_flags(bytes, count);
#endif
    (void)implementation;
    return ctextscan_portable_utf8_flags(bytes, count);
}

ctextscan_run ctextscan_quoted_run(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
    return ctextscan_quoted_run_using(ctextscan_best_implementation(), bytes, start, count, quote);
}

ctextscan_comment ctextscan_block_comment(const uint8_t *bytes, size_t start, size_t count) {
    return ctextscan_block_comment_using(ctextscan_best_implementation(), bytes, start, count);
}

ctextscan_run ctextscan_line_comment(const uint8_t *bytes, size_t start, size_t count) {
    return ctextscan_line_comment_using(ctextscan_best_implementation(), bytes, start, count);
}

uint32_t ctextscan_utf8_flags(const uint8_t *bytes, size_t count) {
    return ctextscan_utf8_flags_using(ctextscan_best_implementation(), bytes, count);
}
