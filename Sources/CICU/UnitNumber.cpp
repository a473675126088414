// ivicu_short_unit_number: a number with a short unit (`45,2 MB`) from CLDR data alone. See include/CICU.h.
//
// ICU's number formatter loads the locale's whole number data, its plural rules and its unit data to
// format one size: a third of a millisecond and a megabyte and a half in a fresh process. A download
// size needs the unit's pattern (`{0} MB`), the decimal separator and the digits; anything beyond that
// (a pattern that differs by plural form, a number that would need grouping) is unsupported, and the
// caller uses ICU's formatter.
#include "CICU.h"

#include "CopyOut.h"
#include "LocaleData.h"

#include <unicode/udata.h>

#include <string.h>
#include <string>

namespace {

// The unit's short pattern when every plural form of it is the same; false when they differ (choosing
// among them would need the plural rules) or it uses SimpleFormatter's apostrophe quoting.
bool invariantPattern(const char *locale, const char *unit, std::u16string &pattern) {
    UErrorCode status = U_ZERO_ERROR;
    ivicu::Bundle units{ures_open(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit", locale, &status)};
    if (U_FAILURE(status)) return false;
    std::string path = std::string("unitsShort/") + unit;
    ivicu::Bundle forms{ures_getByKeyWithFallback(units.bundle, path.c_str(), nullptr, &status)};
    if (U_FAILURE(status)) return false;
    bool found = false;
    for (int32_t index = 0; index < ures_getSize(forms.bundle); index++) {
        ivicu::Bundle form{ures_getByIndex(forms.bundle, index, nullptr, &status)};
        const char *key = ures_getKey(form.bundle);
        if (U_FAILURE(status) || key == nullptr) return false;
        // The display name and grammatical cases are not plural forms.
        if (strcmp(key, "dnam") == 0 || strncmp(key, "case", 4) == 0 || ures_getType(form.bundle) != URES_STRING) continue;
        int32_t length = 0;
        const UChar *text = ures_getString(form.bundle, &length, &status);
        if (U_FAILURE(status)) return false;
        std::u16string value(reinterpret_cast<const char16_t *>(text), (size_t)length);
        if (found && value != pattern) return false;
        pattern = value;
        found = true;
    }
    return found && pattern.find(u'\'') == std::u16string::npos && pattern.find(u"{0}") != std::u16string::npos;
}

// One number symbol: the numbering system's own, else the Latin one (ICU's own order).
bool symbol(UResourceBundle *locale, const char *system, const char *name, std::u16string &out) {
    for (const char *candidate : {system, "latn"}) {
        UErrorCode status = U_ZERO_ERROR;
        std::string path = std::string("NumberElements/") + candidate + "/symbols/" + name;
        ivicu::Bundle value{ures_getByKeyWithFallback(locale, path.c_str(), nullptr, &status)};
        if (U_SUCCESS(status) && ures_getType(value.bundle) == URES_STRING) {
            int32_t length = 0;
            const UChar *text = ures_getString(value.bundle, &length, &status);
            if (U_FAILURE(status)) return false;
            out.assign(reinterpret_cast<const char16_t *>(text), (size_t)length);
            return true;
        }
    }
    return false;
}

}  // namespace

int32_t ivicu_short_unit_number(const char *locale_id, const char *unit, const char *decimal,
                                uint16_t *out, int32_t capacity, int32_t *length) {
    if (locale_id == nullptr || unit == nullptr || decimal == nullptr || length == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    // Plain digits with at most one point; under 1,000, so no grouping separator is ever written.
    const char *point = strchr(decimal, '.');
    size_t integerDigits = point ? (size_t)(point - decimal) : strlen(decimal);
    if (integerDigits == 0 || integerDigits > 3) return U_UNSUPPORTED_ERROR;
    for (const char *c = decimal; *c; c++) {
        if (!((*c >= '0' && *c <= '9') || (c == point && c[1] != 0))) return U_ILLEGAL_ARGUMENT_ERROR;
    }
    std::u16string pattern;
    if (!invariantPattern(locale_id, unit, pattern)) return U_UNSUPPORTED_ERROR;
    std::string systemName;
    std::u16string digit[10];
    if (!ivicu::numberingSystemName(locale_id, systemName) || !ivicu::systemDigits(systemName, digit)) return U_UNSUPPORTED_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    ivicu::Bundle locale{ures_open(nullptr, locale_id, &status)};
    std::u16string separator;
    if (U_FAILURE(status) || (point && !symbol(locale.bundle, systemName.c_str(), "decimal", separator))) return U_UNSUPPORTED_ERROR;

    std::u16string number;
    for (const char *c = decimal; *c; c++) {
        if (c == point) number += separator;
        else number += digit[*c - '0'];
    }
    std::u16string text = pattern;
    text.replace(text.find(u"{0}"), 3, number);
    return ivicu::copyOut(text, out, capacity, length);
}
