// CICU: a plain-C face over the system ICU (libicu-dev).
//
// Why this shim exists: Foundation on Linux carries its own private ICU, so a Swift module that
// imports Foundation cannot also import <unicode/*.h> (the two sets of declarations clash), and
// system ICU renames every function by macro (uloc_getDefault -> uloc_getDefault_72), which Swift
// cannot see through. This header therefore declares only project-prefixed functions over plain C
// types; the implementation file is the only place that includes ICU.
//
// Conventions, the same for every function:
// - The return value is an ICU status code (a UErrorCode value): 0 is success, a negative value is
//   a warning that still produced a result, a positive value is a failure. Callers must check it.
// - Text results are written to a caller-owned buffer `out` of `capacity` units; `*length` receives
//   the full length needed (without a terminator). When the buffer is too small the status is
//   IVICU_BUFFER_OVERFLOW and the caller retries with `*length` units.
// - Locale identifiers are UTF-8 C strings; user-visible text is UTF-16 (uint16_t).
#ifndef IVERSION_CICU_H
#define IVERSION_CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes the Swift side names explicitly (the values of ICU's UErrorCode).
enum {
    IVICU_OK = 0,
    IVICU_ILLEGAL_ARGUMENT = 1,
    IVICU_BUFFER_OVERFLOW = 15,
    IVICU_UNSUPPORTED = 16,
    IVICU_STRING_NOT_TERMINATED_WARNING = -124
};

/// ICU's own name for a status code, e.g. "U_ILLEGAL_ARGUMENT_ERROR". Never NULL.
const char *ivicu_error_name(int32_t status);

/// The version of the ICU library in use, e.g. "72.1".
int32_t ivicu_version(char *out, int32_t capacity, int32_t *length);

// MARK: Locale identifiers

/// uloc_canonicalize: "zh_cn" -> "zh_CN", "de-DE-u-co-phonebk" -> "de_DE@collation=phonebook".
int32_t ivicu_locale_canonicalize(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// uloc_forLanguageTag: a BCP 47 tag to an ICU locale id; `*parsed_length` receives how much was read.
int32_t ivicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *length, int32_t *parsed_length);
/// uloc_toLanguageTag in strict mode: fails on ids that are not valid BCP 47.
int32_t ivicu_locale_to_language_tag(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// uloc_addLikelySubtags: "zh_TW" -> "zh_Hant_TW", "ja" -> "ja_Jpan_JP".
int32_t ivicu_locale_add_likely_subtags(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// uloc_minimizeSubtags: "zh_Hant_TW" -> "zh_TW".
int32_t ivicu_locale_minimize_subtags(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// uloc_getLanguage / uloc_getScript / uloc_getCountry (empty when absent).
int32_t ivicu_locale_language(const char *locale_id, char *out, int32_t capacity, int32_t *length);
int32_t ivicu_locale_script(const char *locale_id, char *out, int32_t capacity, int32_t *length);
int32_t ivicu_locale_region(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// uloc_isRightToLeft: 1 when the locale's script is written right to left.
int32_t ivicu_locale_is_right_to_left(const char *locale_id, int32_t *is_rtl);
/// uloc_getDefault: ICU's default locale (on Linux it follows LC_ALL / LC_MESSAGES / LANG).
int32_t ivicu_locale_default(char *out, int32_t capacity, int32_t *length);

// MARK: Matching

/// ICU's LocaleMatcher (CLDR language distance): the best of `supported` for the ordered list
/// `desired`. `*supported_index` and `*desired_index` receive the chosen positions, or -1 when no
/// supported locale is close enough to any desired one. Ids are BCP 47 tags.
int32_t ivicu_match_locales(const char *const *supported, int32_t supported_count,
                            const char *const *desired, int32_t desired_count,
                            int32_t *supported_index, int32_t *desired_index);

// MARK: Plural rules

typedef struct ivicu_plural_rules ivicu_plural_rules;
/// Opens the cardinal plural rules of a locale. Close with ivicu_plural_rules_close.
int32_t ivicu_plural_rules_open(const char *locale_id, ivicu_plural_rules **rules);
void ivicu_plural_rules_close(ivicu_plural_rules *rules);
/// The category keyword ("zero", "one", "two", "few", "many", "other") for a number.
int32_t ivicu_plural_rules_select(const ivicu_plural_rules *rules, double number, char *out, int32_t capacity, int32_t *length);
/// The category of a number as it is shown with `fraction_digits` visible decimals
/// ("1.0" is "other" in English while "1" is "one").
int32_t ivicu_plural_rules_select_decimal(const ivicu_plural_rules *rules, double number, int32_t fraction_digits,
                                          char *out, int32_t capacity, int32_t *length);
/// Every category the locale uses, space separated, in ICU's order.
int32_t ivicu_plural_rules_keywords(const ivicu_plural_rules *rules, char *out, int32_t capacity, int32_t *length);

// MARK: Numbers

typedef struct ivicu_number_formatter ivicu_number_formatter;
/// Opens a number formatter from an ICU number skeleton ("", ".00", "measure-unit/digital-megabyte
/// unit-width-short .#", ...). Close with ivicu_number_formatter_close.
int32_t ivicu_number_formatter_open(const char *skeleton_utf8, const char *locale_id, ivicu_number_formatter **formatter);
void ivicu_number_formatter_close(ivicu_number_formatter *formatter);
int32_t ivicu_number_format_int64(const ivicu_number_formatter *formatter, int64_t value, uint16_t *out, int32_t capacity, int32_t *length);
int32_t ivicu_number_format_double(const ivicu_number_formatter *formatter, double value, uint16_t *out, int32_t capacity, int32_t *length);

// MARK: Dates

typedef struct ivicu_date_formatter ivicu_date_formatter;
/// Date styles, as ICU's UDateFormatStyle: none -1, full 0, long 1, medium 2, short 3.
int32_t ivicu_date_formatter_open(const char *locale_id, const char *time_zone_id, int32_t date_style, int32_t time_style,
                                  ivicu_date_formatter **formatter);
void ivicu_date_formatter_close(ivicu_date_formatter *formatter);
/// Formats milliseconds since 1970-01-01T00:00:00Z.
int32_t ivicu_date_format(ivicu_date_formatter *formatter, double milliseconds_since_1970, uint16_t *out, int32_t capacity, int32_t *length);
/// A day of the Gregorian calendar (`month` 1–12) in the locale's medium date style, written from the
/// locale's own data (its medium date pattern, month names and digits) without opening a calendar, a
/// time zone or a date formatter, which cost a fresh process 0.4 ms and 3 MB. IVICU_UNSUPPORTED when the
/// locale's calendar is not Gregorian, its digits are not a plain set of ten, or its pattern holds a
/// field other than year, month and day: use ivicu_date_formatter_open then.
int32_t ivicu_gregorian_medium_date(const char *locale_id, int32_t year, int32_t month, int32_t day,
                                    uint16_t *out, int32_t capacity, int32_t *length);
/// The locale's numbering system (`latn`, `arab`, `deva`), read from CLDR's data with ICU's rules for the
/// `numbers` keyword and its fallbacks, without ICU's NumberingSystem (libicui18n). IVICU_UNSUPPORTED
/// when the keyword names a system CLDR does not define.
int32_t ivicu_numbering_system(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// The same answer from ICU's NumberingSystem itself, for tests that hold the two equal.
int32_t ivicu_numbering_system_reference(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// The calendar the locale's region prefers first (`gregorian`, `persian`), read from CLDR's supplemental
/// data with ICU's rules for the region (`rg` keyword, region subtag, likely subtags), without ICU's
/// Calendar (libicui18n). The `calendar` keyword is not consulted.
int32_t ivicu_preferred_calendar(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// The same answer from ICU's Calendar itself (its commonly used values for the locale, first one).
int32_t ivicu_preferred_calendar_reference(const char *locale_id, char *out, int32_t capacity, int32_t *length);
/// A number with a short unit (`unit` as CLDR names it, e.g. "digital/megabyte") from the locale's data:
/// `decimal` is the number already rounded, in ASCII (`45.2`, at most three integer digits). The unit's
/// pattern, the decimal separator and the digits are the locale's. IVICU_UNSUPPORTED when the unit's
/// pattern differs by plural form, the digits are not a plain set of ten, or the number has four or more
/// integer digits: use ivicu_number_formatter_open then.
int32_t ivicu_short_unit_number(const char *locale_id, const char *unit, const char *decimal,
                                uint16_t *out, int32_t capacity, int32_t *length);

typedef struct ivicu_relative_formatter ivicu_relative_formatter;
/// Relative units, as ICU's URelativeDateTimeUnit: year 0, quarter 1, month 2, week 3, day 4,
/// hour 5, minute 6, second 7.
int32_t ivicu_relative_formatter_open(const char *locale_id, ivicu_relative_formatter **formatter);
void ivicu_relative_formatter_close(ivicu_relative_formatter *formatter);
/// "3 days ago", "in 2 hours", "yesterday" (numeric=0 allows words such as "yesterday").
int32_t ivicu_relative_format(const ivicu_relative_formatter *formatter, double offset, int32_t unit, int32_t numeric,
                              uint16_t *out, int32_t capacity, int32_t *length);

// MARK: Lists

typedef struct ivicu_list_formatter ivicu_list_formatter;
int32_t ivicu_list_formatter_open(const char *locale_id, ivicu_list_formatter **formatter);
void ivicu_list_formatter_close(ivicu_list_formatter *formatter);
/// Joins `count` UTF-16 items ("A, B, and C" in English).
int32_t ivicu_list_format(const ivicu_list_formatter *formatter, const uint16_t *const *items, const int32_t *item_lengths,
                          int32_t count, uint16_t *out, int32_t capacity, int32_t *length);

#ifdef __cplusplus
}
#endif

#endif
