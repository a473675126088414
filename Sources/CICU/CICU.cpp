// The shim's functions over ICU's services; the formatters that read CLDR's data directly are in
// GregorianDate.cpp, UnitNumber.cpp and LocaleData.cpp. See include/CICU.h for the conventions.
#include "CICU.h"

#include "CopyOut.h"

#include <unicode/uversion.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>
#include <unicode/unum.h>
#include <unicode/udat.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ulistformatter.h>
#include <unicode/ustring.h>
#include <unicode/uenum.h>

#include <string.h>
#include <new>
#include <vector>

struct ivicu_plural_rules { UPluralRules *rules; };
struct ivicu_number_formatter { UNumberFormatter *formatter; };
struct ivicu_date_formatter { UDateFormat *formatter; };
struct ivicu_relative_formatter { URelativeDateTimeFormatter *formatter; };
struct ivicu_list_formatter { UListFormatter *formatter; };

namespace {

// ICU writes a result that exactly fills the buffer without a terminator and reports a warning;
// the Swift side always wants a terminated buffer, so that case is reported as an overflow.
int32_t normalise_fill(UErrorCode status, int32_t written, int32_t capacity, int32_t *length) {
    if (length) *length = written;
    if (status == U_STRING_NOT_TERMINATED_WARNING || (U_SUCCESS(status) && written >= capacity)) {
        return U_BUFFER_OVERFLOW_ERROR;
    }
    return status;
}

typedef int32_t (*LocaleStringFunction)(const char *, char *, int32_t, UErrorCode *);

int32_t locale_call(LocaleStringFunction function, const char *id, char *out, int32_t capacity, int32_t *length) {
    if (id == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = function(id, out, capacity, &status);
    return normalise_fill(status, written, capacity, length);
}

int32_t keyword_out(const UChar *keyword, int32_t keywordLength, char *out, int32_t capacity, int32_t *length) {
    // Plural keywords are ASCII; convert without pulling in a converter.
    if (length) *length = keywordLength;
    if (keywordLength >= capacity || out == nullptr) return U_BUFFER_OVERFLOW_ERROR;
    for (int32_t i = 0; i < keywordLength; i++) out[i] = (char)keyword[i];
    out[keywordLength] = 0;
    return U_ZERO_ERROR;
}

template <typename Format>
int32_t format_number(const ivicu_number_formatter *formatter, Format format, uint16_t *out, int32_t capacity, int32_t *length) {
    if (formatter == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) { if (result) unumf_closeResult(result); return status; }
    format(formatter->formatter, result, &status);
    int32_t written = 0;
    if (U_SUCCESS(status)) written = unumf_resultToString(result, (UChar *)out, capacity, &status);
    unumf_closeResult(result);
    if (status == U_BUFFER_OVERFLOW_ERROR) { if (length) *length = written; return status; }
    if (U_FAILURE(status)) return status;
    return normalise_fill(status, written, capacity, length);
}

}  // namespace


extern "C" {

const char *ivicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

int32_t ivicu_version(char *out, int32_t capacity, int32_t *length) {
    UVersionInfo info;
    u_getVersion(info);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, text);
    return ivicu::copyOut(text, out, capacity, length);
}

// MARK: Locale identifiers

int32_t ivicu_locale_canonicalize(const char *id, char *out, int32_t capacity, int32_t *length) {
    return locale_call(uloc_canonicalize, id, out, capacity, length);
}

int32_t ivicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *length, int32_t *parsed_length) {
    if (tag == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t written = uloc_forLanguageTag(tag, out, capacity, &parsed, &status);
    if (parsed_length) *parsed_length = parsed;
    return normalise_fill(status, written, capacity, length);
}

int32_t ivicu_locale_to_language_tag(const char *id, char *out, int32_t capacity, int32_t *length) {
    if (id == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = uloc_toLanguageTag(id, out, capacity, true, &status);
    return normalise_fill(status, written, capacity, length);
}

int32_t ivicu_locale_add_likely_subtags(const char *id, char *out, int32_t capacity, int32_t *length) {
    return locale_call(uloc_addLikelySubtags, id, out, capacity, length);
}

int32_t ivicu_locale_minimize_subtags(const char *id, char *out, int32_t capacity, int32_t *length) {
    return locale_call(uloc_minimizeSubtags, id, out, capacity, length);
}

int32_t ivicu_locale_language(const char *id, char *out, int32_t capacity, int32_t *length) {
    return locale_call(uloc_getLanguage, id, out, capacity, length);
}

int32_t ivicu_locale_script(const char *id, char *out, int32_t capacity, int32_t *length) {
    return locale_call(uloc_getScript, id, out, capacity, length);
}

int32_t ivicu_locale_region(const char *id, char *out, int32_t capacity, int32_t *length) {
    return locale_call(uloc_getCountry, id, out, capacity, length);
}

int32_t ivicu_locale_is_right_to_left(const char *id, int32_t *is_rtl) {
    if (id == nullptr || is_rtl == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    *is_rtl = uloc_isRightToLeft(id) ? 1 : 0;
    return U_ZERO_ERROR;
}

int32_t ivicu_locale_default(char *out, int32_t capacity, int32_t *length) {
    const char *id = uloc_getDefault();
    if (id == nullptr) return U_MISSING_RESOURCE_ERROR;
    return ivicu::copyOut(id, out, capacity, length);
}

// MARK: Matching

int32_t ivicu_match_locales(const char *const *supported, int32_t supported_count,
                            const char *const *desired, int32_t desired_count,
                            int32_t *supported_index, int32_t *desired_index) {
    if (supported_index == nullptr || desired_index == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    *supported_index = -1;
    *desired_index = -1;
    if (supported_count < 0 || desired_count < 0) return U_ILLEGAL_ARGUMENT_ERROR;
    if (supported_count == 0 || desired_count == 0) return U_ZERO_ERROR;

    UErrorCode status = U_ZERO_ERROR;
    std::vector<icu::Locale> supportedLocales;
    supportedLocales.reserve((size_t)supported_count);
    for (int32_t i = 0; i < supported_count; i++) {
        supportedLocales.push_back(icu::Locale::forLanguageTag(supported[i], status));
        if (U_FAILURE(status)) return status;
    }
    std::vector<icu::Locale> desiredLocales;
    desiredLocales.reserve((size_t)desired_count);
    for (int32_t i = 0; i < desired_count; i++) {
        desiredLocales.push_back(icu::Locale::forLanguageTag(desired[i], status));
        if (U_FAILURE(status)) return status;
    }

    // No default locale: "nothing close enough" must come back as -1 so the caller can apply its
    // own fallback, instead of ICU silently answering with the first supported locale.
    icu::LocaleMatcher matcher = icu::LocaleMatcher::Builder()
        .setSupportedLocales(supportedLocales.begin(), supportedLocales.end())
        .setNoDefaultLocale()
        .build(status);
    if (U_FAILURE(status)) return status;

    icu::Locale::RangeIterator<std::vector<icu::Locale>::iterator> iterator(desiredLocales.begin(), desiredLocales.end());
    icu::LocaleMatcher::Result result = matcher.getBestMatchResult(iterator, status);
    if (U_FAILURE(status)) return status;
    *supported_index = result.getSupportedIndex();
    *desired_index = result.getDesiredIndex();
    return U_ZERO_ERROR;
}

// MARK: Plural rules

int32_t ivicu_plural_rules_open(const char *id, ivicu_plural_rules **rules) {
    if (id == nullptr || rules == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    *rules = nullptr;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *opened = uplrules_open(id, &status);
    if (U_FAILURE(status)) {
        if (opened) uplrules_close(opened);
        return status;
    }
    ivicu_plural_rules *box = new (std::nothrow) ivicu_plural_rules{opened};
    if (box == nullptr) {
        uplrules_close(opened);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    *rules = box;
    return status;
}

void ivicu_plural_rules_close(ivicu_plural_rules *rules) {
    if (rules == nullptr) return;
    uplrules_close(rules->rules);
    delete rules;
}

int32_t ivicu_plural_rules_select(const ivicu_plural_rules *rules, double number, char *out, int32_t capacity, int32_t *length) {
    if (rules == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UChar keyword[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = uplrules_select(rules->rules, number, keyword, 32, &status);
    if (U_FAILURE(status)) return status;
    return keyword_out(keyword, written, out, capacity, length);
}

int32_t ivicu_plural_rules_select_decimal(const ivicu_plural_rules *rules, double number, int32_t fraction_digits,
                                          char *out, int32_t capacity, int32_t *length) {
    if (rules == nullptr || fraction_digits < 0 || fraction_digits > 15) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    // A skeleton with exactly `fraction_digits` decimals, so the rules see the visible digits.
    char skeleton[40] = "precision-integer";
    if (fraction_digits > 0) {
        int32_t at = 0;
        skeleton[at++] = '.';
        for (int32_t i = 0; i < fraction_digits; i++) skeleton[at++] = '0';
        skeleton[at] = 0;
    }
    UChar uskeleton[40];
    u_charsToUChars(skeleton, uskeleton, (int32_t)strlen(skeleton) + 1);
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(uskeleton, -1, "en", &status);
    if (U_FAILURE(status)) { if (formatter) unumf_close(formatter); return status; }
    UFormattedNumber *formatted = unumf_openResult(&status);
    if (U_FAILURE(status)) { unumf_close(formatter); if (formatted) unumf_closeResult(formatted); return status; }
    unumf_formatDouble(formatter, number, formatted, &status);
    UChar keyword[32];
    int32_t written = 0;
    if (U_SUCCESS(status)) written = uplrules_selectFormatted(rules->rules, formatted, keyword, 32, &status);
    unumf_closeResult(formatted);
    unumf_close(formatter);
    if (U_FAILURE(status)) return status;
    return keyword_out(keyword, written, out, capacity, length);
}

int32_t ivicu_plural_rules_keywords(const ivicu_plural_rules *rules, char *out, int32_t capacity, int32_t *length) {
    if (rules == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
    if (U_FAILURE(status)) { if (keywords) uenum_close(keywords); return status; }
    std::vector<char> joined;
    const char *keyword;
    int32_t keywordLength = 0;
    while ((keyword = uenum_next(keywords, &keywordLength, &status)) != nullptr && U_SUCCESS(status)) {
        if (!joined.empty()) joined.push_back(' ');
        joined.insert(joined.end(), keyword, keyword + keywordLength);
    }
    uenum_close(keywords);
    if (U_FAILURE(status)) return status;
    joined.push_back(0);
    return ivicu::copyOut(joined.data(), out, capacity, length);
}

// MARK: Numbers

int32_t ivicu_number_formatter_open(const char *skeleton_utf8, const char *id, ivicu_number_formatter **formatter) {
    if (skeleton_utf8 == nullptr || id == nullptr || formatter == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    *formatter = nullptr;
    UErrorCode status = U_ZERO_ERROR;
    std::vector<UChar> skeleton(strlen(skeleton_utf8) + 1);
    int32_t skeletonLength = 0;
    u_strFromUTF8(skeleton.data(), (int32_t)skeleton.size(), &skeletonLength, skeleton_utf8, -1, &status);
    if (U_FAILURE(status)) return status;
    UParseError parseError;
    UNumberFormatter *opened = unumf_openForSkeletonAndLocaleWithError(skeleton.data(), skeletonLength, id, &parseError, &status);
    if (U_FAILURE(status)) { if (opened) unumf_close(opened); return status; }
    ivicu_number_formatter *box = new (std::nothrow) ivicu_number_formatter{opened};
    if (box == nullptr) { unumf_close(opened); return U_MEMORY_ALLOCATION_ERROR; }
    *formatter = box;
    return status;
}

void ivicu_number_formatter_close(ivicu_number_formatter *formatter) {
    if (formatter == nullptr) return;
    unumf_close(formatter->formatter);
    delete formatter;
}

int32_t ivicu_number_format_int64(const ivicu_number_formatter *formatter, int64_t value, uint16_t *out, int32_t capacity, int32_t *length) {
    return format_number(formatter, [value](const UNumberFormatter *f, UFormattedNumber *r, UErrorCode *s) {
        unumf_formatInt(f, value, r, s);
    }, out, capacity, length);
}

int32_t ivicu_number_format_double(const ivicu_number_formatter *formatter, double value, uint16_t *out, int32_t capacity, int32_t *length) {
    return format_number(formatter, [value](const UNumberFormatter *f, UFormattedNumber *r, UErrorCode *s) {
        unumf_formatDouble(f, value, r, s);
    }, out, capacity, length);
}

// MARK: Dates

int32_t ivicu_date_formatter_open(const char *id, const char *time_zone_id, int32_t date_style, int32_t time_style,
                                  ivicu_date_formatter **formatter) {
    if (id == nullptr || time_zone_id == nullptr || formatter == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    *formatter = nullptr;
    if (date_style < -1 || date_style > 3 || time_style < -1 || time_style > 3) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    std::vector<UChar> zone(strlen(time_zone_id) + 1);
    int32_t zoneLength = 0;
    u_strFromUTF8(zone.data(), (int32_t)zone.size(), &zoneLength, time_zone_id, -1, &status);
    if (U_FAILURE(status)) return status;
    UDateFormat *opened = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, id,
                                    zone.data(), zoneLength, nullptr, 0, &status);
    if (U_FAILURE(status)) { if (opened) udat_close(opened); return status; }
    ivicu_date_formatter *box = new (std::nothrow) ivicu_date_formatter{opened};
    if (box == nullptr) { udat_close(opened); return U_MEMORY_ALLOCATION_ERROR; }
    *formatter = box;
    return status;
}

void ivicu_date_formatter_close(ivicu_date_formatter *formatter) {
    if (formatter == nullptr) return;
    udat_close(formatter->formatter);
    delete formatter;
}

int32_t ivicu_date_format(ivicu_date_formatter *formatter, double milliseconds, uint16_t *out, int32_t capacity, int32_t *length) {
    if (formatter == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = udat_format(formatter->formatter, milliseconds, (UChar *)out, capacity, nullptr, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) { if (length) *length = written; return status; }
    if (U_FAILURE(status)) return status;
    return normalise_fill(status, written, capacity, length);
}

int32_t ivicu_relative_formatter_open(const char *id, ivicu_relative_formatter **formatter) {
    if (id == nullptr || formatter == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    *formatter = nullptr;
    UErrorCode status = U_ZERO_ERROR;
    URelativeDateTimeFormatter *opened = ureldatefmt_open(id, nullptr, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_NONE, &status);
    if (U_FAILURE(status)) { if (opened) ureldatefmt_close(opened); return status; }
    ivicu_relative_formatter *box = new (std::nothrow) ivicu_relative_formatter{opened};
    if (box == nullptr) { ureldatefmt_close(opened); return U_MEMORY_ALLOCATION_ERROR; }
    *formatter = box;
    return status;
}

void ivicu_relative_formatter_close(ivicu_relative_formatter *formatter) {
    if (formatter == nullptr) return;
    ureldatefmt_close(formatter->formatter);
    delete formatter;
}

int32_t ivicu_relative_format(const ivicu_relative_formatter *formatter, double offset, int32_t unit, int32_t numeric,
                              uint16_t *out, int32_t capacity, int32_t *length) {
    if (formatter == nullptr || unit < UDAT_REL_UNIT_YEAR || unit > UDAT_REL_UNIT_SECOND) return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = numeric
        ? ureldatefmt_formatNumeric(formatter->formatter, offset, (URelativeDateTimeUnit)unit, (UChar *)out, capacity, &status)
        : ureldatefmt_format(formatter->formatter, offset, (URelativeDateTimeUnit)unit, (UChar *)out, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) { if (length) *length = written; return status; }
    if (U_FAILURE(status)) return status;
    return normalise_fill(status, written, capacity, length);
}

// MARK: Lists

int32_t ivicu_list_formatter_open(const char *id, ivicu_list_formatter **formatter) {
    if (id == nullptr || formatter == nullptr) return U_ILLEGAL_ARGUMENT_ERROR;
    *formatter = nullptr;
    UErrorCode status = U_ZERO_ERROR;
    UListFormatter *opened = ulistfmt_openForType(id, ULISTFMT_TYPE_AND, ULISTFMT_WIDTH_WIDE, &status);
    if (U_FAILURE(status)) { if (opened) ulistfmt_close(opened); return status; }
    ivicu_list_formatter *box = new (std::nothrow) ivicu_list_formatter{opened};
    if (box == nullptr) { ulistfmt_close(opened); return U_MEMORY_ALLOCATION_ERROR; }
    *formatter = box;
    return status;
}

void ivicu_list_formatter_close(ivicu_list_formatter *formatter) {
    if (formatter == nullptr) return;
    ulistfmt_close(formatter->formatter);
    delete formatter;
}

int32_t ivicu_list_format(const ivicu_list_formatter *formatter, const uint16_t *const *items, const int32_t *item_lengths,
                          int32_t count, uint16_t *out, int32_t capacity, int32_t *length) {
    if (formatter == nullptr || count < 0 || (count > 0 && (items == nullptr || item_lengths == nullptr))) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = ulistfmt_format(formatter->formatter, (const UChar *const *)items, item_lengths, count,
                                      (UChar *)out, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) { if (length) *length = written; return status; }
    if (U_FAILURE(status)) return status;
    return normalise_fill(status, written, capacity, length);
}

}  // extern "C"
