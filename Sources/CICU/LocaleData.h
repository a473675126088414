// Reading a locale's own data (CLDR, through ICU's resource bundles) for the formatters that need no
// more than a pattern, a few names and the digits. Shared by GregorianDate.cpp and UnitNumber.cpp.
#ifndef IVERSION_CICU_LOCALE_DATA_H
#define IVERSION_CICU_LOCALE_DATA_H

#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

#include <stdint.h>
#include <string>

// Public in ICU's C API (U_CAPI, exported) but declared only in an internal header: a nested resource
// with the locale's inheritance applied (de_CH's pattern found in de when de_CH has none).
// (urename.h gives it the version suffix, as for every ICU function.)
extern "C" UResourceBundle *ures_getByKeyWithFallback(const UResourceBundle *bundle, const char *path,
                                                      UResourceBundle *fill, UErrorCode *status);

namespace ivicu {

// Closes a resource bundle at the end of a scope.
struct Bundle {
    UResourceBundle *bundle = nullptr;
    ~Bundle() { if (bundle) ures_close(bundle); }
};

// The ten digits of the locale's numbering system, each as UTF-16 (a digit may be a surrogate pair).
inline bool digits(const char *locale, std::u16string (&out)[10]) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale, &status);
    if (U_FAILURE(status) || system == nullptr) return false;
    bool plain = !unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10;
    UChar description[64];
    int32_t length = plain ? unumsys_getDescription(system, description, 64, &status) : 0;
    unumsys_close(system);
    if (!plain || U_FAILURE(status)) return false;
    int32_t index = 0;
    for (int digit = 0; digit < 10; digit++) {
        if (index >= length) return false;
        int32_t start = index;
        index += U16_IS_LEAD(description[index]) && index + 1 < length ? 2 : 1;
        out[digit].assign(reinterpret_cast<const char16_t *>(description + start), (size_t)(index - start));
    }
    return index == length;
}

inline void appendNumber(std::u16string &text, int64_t value, int32_t minimumDigits, const std::u16string (&digit)[10]) {
    std::string ascii = std::to_string(value);
    while ((int32_t)ascii.size() < minimumDigits) ascii.insert(ascii.begin(), '0');
    for (char c : ascii) text += digit[c - '0'];
}

}  // namespace ivicu

#endif
