// Writing a result into the caller's buffer with CICU.h's convention, in one place for every file of the
// shim: `*length` receives the full length (without a terminator); when the buffer cannot hold the text
// and its terminator the status is U_BUFFER_OVERFLOW_ERROR, and the caller retries with `*length` + 1.
#ifndef IVERSION_CICU_COPY_OUT_H
#define IVERSION_CICU_COPY_OUT_H

#include <unicode/utypes.h>

#include <stdint.h>
#include <string.h>
#include <string>

namespace ivicu {

// A NUL-terminated UTF-8 result.
inline int32_t copyOut(const char *text, char *out, int32_t capacity, int32_t *length) {
    int32_t needed = (int32_t)strlen(text);
    if (length) *length = needed;
    if (needed >= capacity || out == nullptr) return U_BUFFER_OVERFLOW_ERROR;
    memcpy(out, text, (size_t)needed + 1);
    return U_ZERO_ERROR;
}

// A UTF-16 result.
inline int32_t copyOut(const std::u16string &text, uint16_t *out, int32_t capacity, int32_t *length) {
    if (length) *length = (int32_t)text.size();
    if (out == nullptr || (int32_t)text.size() >= capacity) return U_BUFFER_OVERFLOW_ERROR;
    memcpy(out, text.data(), text.size() * sizeof(char16_t));
    out[text.size()] = 0;
    return U_ZERO_ERROR;
}

}  // namespace ivicu

#endif
