// Reading a locale's own data (CLDR, through ICU's resource bundles) for the formatters that need no
// more than a pattern, a few names and the digits. Shared by GregorianDate.cpp and UnitNumber.cpp;
// LocaleData.cpp holds what is not inline.
#ifndef IVERSION_CICU_LOCALE_DATA_H
#define IVERSION_CICU_LOCALE_DATA_H

#include <unicode/ures.h>
#include <unicode/ustring.h>

#include <stdint.h>
#include <string>

// Public in ICU's C API (U_CAPI, exported) but declared only in an internal header: a nested resource
// with the locale's inheritance applied (de_CH's pattern found in de when de_CH has none).
// (urename.h gives it the version suffix, as for every ICU function.)
extern "C" UResourceBundle *ures_getByKeyWithFallback(const UResourceBundle *bundle, const char *path,
                                                      UResourceBundle *fill, UErrorCode *status);
// The same for a string: a key of this bundle or of its parents'.
extern "C" const UChar *ures_getStringByKeyWithFallback(const UResourceBundle *bundle, const char *key, int32_t *length,
                                                        UErrorCode *status);

namespace ivicu {

// Closes a resource bundle at the end of a scope.
struct Bundle {
    UResourceBundle *bundle = nullptr;
    ~Bundle() { if (bundle) ures_close(bundle); }
};

// A locale keyword's value (`calendar`, `numbers`, `rg`), empty when absent or longer than a keyword
// value can be.
std::string keyword(const char *locale, const char *name);

// The name of the locale's numbering system (`latn`, `arab`, `deva`), as ICU's NumberingSystem resolves
// it: the `numbers` keyword when it names a system, else the locale's NumberElements/default (or native,
// traditional, finance, with CLDR's fallbacks between them), else `latn`. False only when out of memory.
bool numberingSystemName(const char *locale, std::string &name);

// A numbering system's entry in CLDR's numberingSystems data; false when CLDR does not define the name.
struct SystemEntry { Bundle file, systems, system; };
bool openSystem(const std::string &name, SystemEntry &entry);

// The ten digits of a numbering system, each as UTF-16 (a digit may be a surrogate pair); false for a
// system that is not a plain set of ten (algorithmic ones such as Roman numerals) or is not defined.
bool systemDigits(const std::string &name, std::u16string (&out)[10]);

// The ten digits of the locale's numbering system.
bool digits(const char *locale, std::u16string (&out)[10]);

// The calendar the locale's region prefers first (`gregorian`, `persian`, `buddhist`), as ICU's Calendar
// decides it: the region of a valid `rg` keyword, else the region subtag, else the likely subtags'
// region, looked up in CLDR's calendarPreferenceData (the world's, 001, when the region has none). The
// `calendar` keyword is not consulted: callers check it first.
bool preferredCalendar(const char *locale, std::string &calendar);

inline void appendNumber(std::u16string &text, int64_t value, int32_t minimumDigits, const std::u16string (&digit)[10]) {
    std::string ascii = std::to_string(value);
    while ((int32_t)ascii.size() < minimumDigits) ascii.insert(ascii.begin(), '0');
    for (char c : ascii) text += digit[c - '0'];
}

}  // namespace ivicu

#endif
