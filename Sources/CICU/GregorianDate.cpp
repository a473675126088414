// ivicu_gregorian_medium_date: a medium-style date from CLDR data alone. See include/CICU.h.
//
// ICU's date formatter opens a calendar, a time zone and every date symbol of the locale (month and day
// names in all widths, eras, quarters, day periods), which is most of what a fresh process pays for its
// first alert. The medium date style of every locale the library ships needs three things: the pattern
// (calendar/gregorian/DateTimePatterns), the month names of one width, and the digits of the locale's
// numbering system. Anything beyond that is reported as unsupported, and the caller uses ICU's formatter.
#include "CICU.h"

#include "CopyOut.h"
#include "LocaleData.h"

namespace {

// The locale's default calendar: the `calendar` keyword, else its region's preference (ICU's own rule).
bool usesGregorian(const char *locale) {
    std::string chosen = ivicu::keyword(locale, "calendar");
    if (!chosen.empty()) return chosen == "gregorian";
    std::string preferred;
    return ivicu::preferredCalendar(locale, preferred) && preferred == "gregorian";
}

// The pattern of the medium date style: entry 6 of DateTimePatterns (4 time styles, then full, long,
// medium, short date). An entry that is not a plain string carries a numbering-system override.
bool mediumPattern(UResourceBundle *locale, std::u16string &pattern) {
    UErrorCode status = U_ZERO_ERROR;
    ivicu::Bundle patterns{ures_getByKeyWithFallback(locale, "calendar/gregorian/DateTimePatterns", nullptr, &status)};
    if (U_FAILURE(status) || ures_getSize(patterns.bundle) < 8) return false;
    ivicu::Bundle entry{ures_getByIndex(patterns.bundle, 6, nullptr, &status)};
    if (U_FAILURE(status) || ures_getType(entry.bundle) != URES_STRING) return false;
    int32_t length = 0;
    const UChar *text = ures_getString(entry.bundle, &length, &status);
    if (U_FAILURE(status)) return false;
    pattern.assign(reinterpret_cast<const char16_t *>(text), (size_t)length);
    return true;
}

// One month's name from monthNames/<context>/<width>, inheritance applied.
bool monthName(UResourceBundle *locale, bool standAlone, int32_t count, int32_t month, std::u16string &name) {
    const char *width = count == 3 ? "abbreviated" : count == 4 ? "wide" : "narrow";
    std::string path = std::string("calendar/gregorian/monthNames/") + (standAlone ? "stand-alone/" : "format/") + width;
    UErrorCode status = U_ZERO_ERROR;
    ivicu::Bundle names{ures_getByKeyWithFallback(locale, path.c_str(), nullptr, &status)};
    if (U_FAILURE(status) || ures_getSize(names.bundle) != 12) return false;
    int32_t length = 0;
    const UChar *text = ures_getStringByIndex(names.bundle, month - 1, &length, &status);
    if (U_FAILURE(status)) return false;
    name.assign(reinterpret_cast<const char16_t *>(text), (size_t)length);
    return true;
}

}  // namespace

int32_t ivicu_gregorian_medium_date(const char *locale_id, int32_t year, int32_t month, int32_t day,
                                    uint16_t *out, int32_t capacity, int32_t *length) {
    if (locale_id == nullptr || length == nullptr || month < 1 || month > 12 || day < 1 || day > 31 || year < 1)
        return U_ILLEGAL_ARGUMENT_ERROR;
    if (!usesGregorian(locale_id)) return U_UNSUPPORTED_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    ivicu::Bundle locale{ures_open(nullptr, locale_id, &status)};
    if (U_FAILURE(status)) return status;
    std::u16string pattern;
    std::u16string digit[10];
    if (!mediumPattern(locale.bundle, pattern) || !ivicu::digits(locale_id, digit)) return U_UNSUPPORTED_ERROR;

    // CLDR's pattern syntax: a run of one ASCII letter is a field; 'text' is literal, '' is a quote.
    std::u16string text;
    size_t index = 0;
    while (index < pattern.size()) {
        char16_t c = pattern[index];
        if (c == u'\'') {
            if (index + 1 < pattern.size() && pattern[index + 1] == u'\'') { text += u'\''; index += 2; continue; }
            size_t close = index + 1;
            while (close < pattern.size()) {
                if (pattern[close] == u'\'') {
                    if (close + 1 < pattern.size() && pattern[close + 1] == u'\'') { text += u'\''; close += 2; continue; }
                    break;
                }
                text += pattern[close++];
            }
            index = close + 1;
            continue;
        }
        bool letter = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
        if (!letter) { text += c; index++; continue; }
        int32_t count = 0;
        while (index < pattern.size() && pattern[index] == c) { count++; index++; }
        switch (c) {
        case u'y':
            // One letter is the whole year; two are its last two digits; more pad with zeros.
            if (count == 2) ivicu::appendNumber(text, year % 100, 2, digit);
            else ivicu::appendNumber(text, year, count, digit);
            break;
        case u'M':
        case u'L':
            if (count <= 2) { ivicu::appendNumber(text, month, count, digit); break; }
            {
                std::u16string name;
                if (!monthName(locale.bundle, c == u'L', count, month, name)) return U_UNSUPPORTED_ERROR;
                text += name;
            }
            break;
        case u'd':
            if (count > 2) return U_UNSUPPORTED_ERROR;
            ivicu::appendNumber(text, day, count, digit);
            break;
        default:
            return U_UNSUPPORTED_ERROR;
        }
    }
    return ivicu::copyOut(text, out, capacity, length);
}
