// The byte-by-byte UTF-8 check, shared by the portable scans and by the vector ones for the rare runs
// they leave to it.
#ifndef CTEXTSCAN_PORTABLE_UTF8_H
#define CTEXTSCAN_PORTABLE_UTF8_H

#include <stddef.h>
#include <stdint.h>

// CTEXTSCAN_NON_ASCII and CTEXTSCAN_INVALID for `bytes[0..<count]` as a whole text: a character cut
// off at its end is invalid.
static inline uint32_t ctextscan_portable_utf8_flags(const uint8_t *bytes, size_t count) {
    uint32_t flags = 0;
    size_t index = 0;
    while (index < count) {
        uint8_t lead = bytes[index];
        if (lead < 0x80) { index++; continue; }
        flags = 1;  // CTEXTSCAN_NON_ASCII
        size_t length;
        // The second byte's range rules out overlong forms (E0, F0), surrogates (ED) and values past
        // U+10FFFF (F4); the others need only be continuation bytes.
        uint8_t lower = 0x80, upper = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) length = 2;
        else if (lead == 0xE0) { length = 3; lower = 0xA0; }
        else if (lead == 0xED) { length = 3; upper = 0x9F; }
        else if (lead >= 0xE1 && lead <= 0xEF) length = 3;
        else if (lead == 0xF0) { length = 4; lower = 0x90; }
        else if (lead == 0xF4) { length = 4; upper = 0x8F; }
        else if (lead >= 0xF1 && lead <= 0xF3) length = 4;
        else return 3;  // a stray continuation byte, C0, C1, F5...FF
        if (count - index < length) return 3;
        if (bytes[index + 1] < lower || bytes[index + 1] > upper) return 3;
        for (size_t next = 2; next < length; next++) {
            if ((bytes[index + next] & 0xC0) != 0x80) return 3;
        }
        index += length;
    }
    return flags;
}

#endif
