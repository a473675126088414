// A locale's numbering system, digits and preferred calendar read from CLDR's data through ICU's resource
// bundles (libicuuc), with the rules of ICU's NumberingSystem and Calendar. See LocaleData.h.
//
// Why not ask libicui18n: its NumberingSystem and calendar preference are the only reasons a first alert
// would touch that library, a third of a megabyte of code and tables paged in for two short lookups.
// The reference functions at the end ask libicui18n, so tests hold the two answers equal.
#include "CICU.h"

#include "CopyOut.h"
#include "LocaleData.h"

#include <unicode/ucal.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unumsys.h>

namespace {

std::string ascii(const UChar *text, int32_t length) {
    std::string result((size_t)length, '\0');
    u_UCharsToChars(text, &result[0], length);
    return result;
}

// The region whose supplemental data applies: a valid `rg` keyword (`gbzzzz`), else the region subtag,
// else the region of the likely subtags (`de` → `DE`); empty when none is found.
std::string supplementalRegion(const char *locale) {
    std::string override = ivicu::keyword(locale, "rg");
    if (override.size() == 6) {
        for (char &c : override) c = (char)(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        if (override.compare(2, 4, "ZZZZ") == 0) return override.substr(0, 2);
    }
    char region[ULOC_COUNTRY_CAPACITY + 1] = "";
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getCountry(locale, region, ULOC_COUNTRY_CAPACITY, &status);
    if (U_FAILURE(status)) return "";
    if (length > 0) return std::string(region, (size_t)length);
    char likely[ULOC_FULLNAME_CAPACITY] = "";
    status = U_ZERO_ERROR;
    uloc_addLikelySubtags(locale, likely, sizeof likely, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return "";
    length = uloc_getCountry(likely, region, ULOC_COUNTRY_CAPACITY, &status);
    return U_SUCCESS(status) && length > 0 ? std::string(region, (size_t)length) : "";
}

}  // namespace

namespace ivicu {

std::string keyword(const char *locale, const char *name) {
    char value[ULOC_KEYWORDS_CAPACITY] = "";
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getKeywordValue(locale, name, value, sizeof value, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || length <= 0) return "";
    return std::string(value, (size_t)length);
}

bool numberingSystemName(const char *locale, std::string &name) {
    std::string wanted = keyword(locale, "numbers");
    if (wanted.empty()) wanted = "default";
    if (wanted != "default" && wanted != "native" && wanted != "traditional" && wanted != "finance") {
        name = wanted;
        return true;
    }
    UErrorCode status = U_ZERO_ERROR;
    Bundle data{ures_open(nullptr, locale, &status)};
    if (status == U_MEMORY_ALLOCATION_ERROR) return false;
    Bundle elements{ures_getByKey(data.bundle, "NumberElements", nullptr, &status)};
    if (status == U_MEMORY_ALLOCATION_ERROR) return false;
    for (;;) {
        UErrorCode found = U_ZERO_ERROR;
        int32_t length = 0;
        const UChar *text = ures_getStringByKeyWithFallback(elements.bundle, wanted.c_str(), &length, &found);
        if (found == U_MEMORY_ALLOCATION_ERROR) return false;
        if (U_SUCCESS(found) && length > 0 && length < ULOC_KEYWORDS_CAPACITY) {
            name = ascii(text, length);
            return true;
        }
        // CLDR's fallbacks (UTS 35): traditional → native → default, finance → default; then Latin digits.
        if (wanted == "traditional") wanted = "native";
        else if (wanted == "native" || wanted == "finance") wanted = "default";
        else {
            name = "latn";
            return true;
        }
    }
}

bool openSystem(const std::string &name, SystemEntry &entry) {
    UErrorCode status = U_ZERO_ERROR;
    entry.file.bundle = ures_openDirect(nullptr, "numberingSystems", &status);
    entry.systems.bundle = ures_getByKey(entry.file.bundle, "numberingSystems", nullptr, &status);
    entry.system.bundle = ures_getByKey(entry.systems.bundle, name.c_str(), nullptr, &status);
    return U_SUCCESS(status);
}

bool systemDigits(const std::string &name, std::u16string (&out)[10]) {
    SystemEntry entry;
    if (!openSystem(name, entry)) return false;
    UErrorCode status = U_ZERO_ERROR;
    Bundle radix{ures_getByKey(entry.system.bundle, "radix", nullptr, &status)};
    int32_t base = ures_getInt(radix.bundle, &status);
    Bundle algorithmic{ures_getByKey(entry.system.bundle, "algorithmic", nullptr, &status)};
    int32_t rules = ures_getInt(algorithmic.bundle, &status);
    int32_t length = 0;
    const UChar *description = ures_getStringByKey(entry.system.bundle, "desc", &length, &status);
    // An algorithmic system (Roman numerals, Hebrew letters) or another base has no ten digits to use.
    if (U_FAILURE(status) || base != 10 || rules != 0) return false;
    int32_t index = 0;
    for (int digit = 0; digit < 10; digit++) {
        if (index >= length) return false;
        int32_t start = index;
        index += U16_IS_LEAD(description[index]) && index + 1 < length ? 2 : 1;
        out[digit].assign(reinterpret_cast<const char16_t *>(description + start), (size_t)(index - start));
    }
    return index == length;
}

bool digits(const char *locale, std::u16string (&out)[10]) {
    std::string name;
    return numberingSystemName(locale, name) && systemDigits(name, out);
}

bool preferredCalendar(const char *locale, std::string &calendar) {
    std::string region = supplementalRegion(locale);
    UErrorCode status = U_ZERO_ERROR;
    Bundle file{ures_openDirect(nullptr, "supplementalData", &status)};
    Bundle preferences{ures_getByKey(file.bundle, "calendarPreferenceData", nullptr, &status)};
    if (U_FAILURE(status)) return false;
    // A region CLDR gives no preference (or none found) takes the world's, "001".
    Bundle order{ures_getByKey(preferences.bundle, region.empty() ? "001" : region.c_str(), nullptr, &status)};
    if (status == U_MISSING_RESOURCE_ERROR) {
        status = U_ZERO_ERROR;
        if (order.bundle) ures_close(order.bundle);
        order.bundle = ures_getByKey(preferences.bundle, "001", nullptr, &status);
    }
    int32_t length = 0;
    const UChar *first = U_SUCCESS(status) && ures_getSize(order.bundle) > 0
        ? ures_getStringByIndex(order.bundle, 0, &length, &status) : nullptr;
    if (U_FAILURE(status) || first == nullptr) return false;
    calendar = ascii(first, length);
    return true;
}

}  // namespace ivicu

extern "C" {

int32_t ivicu_numbering_system(const char *locale_id, char *out, int32_t capacity, int32_t *length) {
    if (locale_id == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    std::string name;
    if (!ivicu::numberingSystemName(locale_id, name)) return U_MEMORY_ALLOCATION_ERROR;
    // A name CLDR does not define is one ICU refuses too.
    ivicu::SystemEntry entry;
    if (!ivicu::openSystem(name, entry)) return U_UNSUPPORTED_ERROR;
    return ivicu::copyOut(name.c_str(), out, capacity, length);
}

int32_t ivicu_numbering_system_reference(const char *locale_id, char *out, int32_t capacity, int32_t *length) {
    if (locale_id == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale_id, &status);
    if (U_FAILURE(status) || system == nullptr) return U_FAILURE(status) ? status : U_UNSUPPORTED_ERROR;
    std::string name = unumsys_getName(system);
    unumsys_close(system);
    return ivicu::copyOut(name.c_str(), out, capacity, length);
}

int32_t ivicu_preferred_calendar(const char *locale_id, char *out, int32_t capacity, int32_t *length) {
    if (locale_id == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    std::string calendar;
    if (!ivicu::preferredCalendar(locale_id, calendar)) return U_MISSING_RESOURCE_ERROR;
    return ivicu::copyOut(calendar.c_str(), out, capacity, length);
}

int32_t ivicu_preferred_calendar_reference(const char *locale_id, char *out, int32_t capacity, int32_t *length) {
    if (locale_id == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *calendars = ucal_getKeywordValuesForLocale("calendar", locale_id, true, &status);
    if (U_FAILURE(status) || calendars == nullptr) return U_FAILURE(status) ? status : U_MISSING_RESOURCE_ERROR;
    const char *first = uenum_next(calendars, nullptr, &status);
    std::string calendar = U_SUCCESS(status) && first != nullptr ? first : "";
    uenum_close(calendars);
    if (calendar.empty()) return U_FAILURE(status) ? status : U_MISSING_RESOURCE_ERROR;
    return ivicu::copyOut(calendar.c_str(), out, capacity, length);
}

}  // extern "C"
