import CICU
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Formats numbers, dates, sizes and lists for one locale with ICU, and knows its text direction.
///
/// ICU objects are opened on first use and reused; a formatter is safe to share between tasks.
///
/// ```swift
/// let french = try LocaleFormatter(locale: LanguageTag(parsing: "fr"))
/// try french.byteCount(45_200_000)       // "45,2 Mo"
/// try french.list(["A", "B", "C"])       // "A, B et C"
/// ```
public final class LocaleFormatter: Sendable {
    /// The locale everything is formatted for.
    public let locale: LanguageTag
    /// The time zone dates are shown in (an IANA id such as `Europe/Paris`).
    public let timeZone: String
    /// The locale's writing direction.
    public let direction: TextDirection

    let icuLocale: String
    /// Every ICU service this formatter opened, by kind (`number:<skeleton>`, `date`, `relative`, `list`).
    /// One cache with String keys: each cache type and key type a fresh process meets first costs it a
    /// runtime type lookup that scans every protocol conformance in the process.
    private let handles = LockedCache<String, ICUHandle>()

    /// - Parameters:
    ///   - locale: the locale to format for.
    ///   - timeZone: the IANA time zone for dates; defaults to the process's time zone.
    public init(locale: LanguageTag, timeZone: String = SystemTimeZone.identifier) {
        self.locale = locale
        self.timeZone = timeZone
        self.direction = TextDirection(of: locale)
        self.icuLocale = locale.icuIdentifier
    }

    /// The plural rules of this locale.
    public var pluralRules: PluralRules {
        get throws(LocaleError) { try PluralRules.rules(for: locale) }
    }

    /// Wraps a left-to-right token (a version number) so it keeps its order in this locale's text.
    public func isolating(_ token: String) -> String { direction.isolating(token) }

    // MARK: Numbers

    /// An integer with the locale's digits and grouping: `12,345` / `12 345` / `١٢٬٣٤٥`.
    public func integer(_ value: Int) throws(LocaleError) -> String {
        try format(skeleton: "", int: Int64(value))
    }

    /// A decimal number with at most `maximumFractionDigits` decimals: `3.14` / `3,14`.
    public func decimal(_ value: Double, maximumFractionDigits: Int = 2) throws(LocaleError) -> String {
        let digits = max(0, min(maximumFractionDigits, 15))
        let skeleton = digits == 0 ? "precision-integer" : "." + String(repeating: "#", count: digits)
        return try format(skeleton: skeleton, double: value)
    }

    func format(skeleton: String, int value: Int64) throws(LocaleError) -> String {
        let formatter = try numberFormatter(skeleton)
        return try formatter.use { (handle) throws(LocaleError) in
            try ICUCall.utf16("unumf_formatInt") { ivicu_number_format_int64(handle, value, $0, $1, $2) }
        }
    }

    func format(skeleton: String, double value: Double) throws(LocaleError) -> String {
        let formatter = try numberFormatter(skeleton)
        return try formatter.use { (handle) throws(LocaleError) in
            try ICUCall.utf16("unumf_formatDouble") { ivicu_number_format_double(handle, value, $0, $1, $2) }
        }
    }

    /// Whether the ICU service of this key (`number:<skeleton>`, `date`, …) has been opened.
    func hasHandle(_ key: String) -> Bool { handles.cachedValue(for: key) != nil }

    private func numberFormatter(_ skeleton: String) throws(LocaleError) -> ICUHandle {
        let id = icuLocale
        return try handles.value(for: "number:" + skeleton) { () throws(LocaleError) in
            try ICUCall.open("unumf_openForSkeletonAndLocale", close: { ivicu_number_formatter_close($0) }) {
                ivicu_number_formatter_open(skeleton, id, $0)
            }
        }
    }

    // MARK: Dates

    /// A date in the locale's medium style: `Nov 23, 2026` / `23 nov. 2026` / `2026/11/23`.
    public func date(_ date: Date) throws(LocaleError) -> String {
        // The day, found by the C library, written from the locale's data: a fresh process spends no
        // 0.4 ms and 3 MB on opening a calendar, a time zone and every date symbol (see CICU.h). Once ICU's
        // formatter is open (the data could not do), it is used without trying the data again.
        if !hasHandle("date"), let text = dataDate(date) { return text }
        return try icuDate(date)
    }

    /// ``date(_:)`` written from the locale's data, or nil when ICU's formatter must decide (a zone other
    /// than UTC or the system's, a calendar other than the Gregorian one, an unusual pattern).
    func dataDate(_ date: Date) -> String? {
        let id = icuLocale
        guard let day = CivilDay(date, timeZone: timeZone) else { return nil }
        return try? ICUCall.utf16("ivicu_gregorian_medium_date") { out, capacity, length in
            ivicu_gregorian_medium_date(id, Int32(day.year), Int32(day.month), Int32(day.day), out, capacity, length)
        }
    }

    /// ``date(_:)`` through ICU's date formatter, always; for the tests that hold the two to each other.
    func icuDate(_ date: Date) throws(LocaleError) -> String {
        let id = icuLocale
        let zone = timeZone
        let formatter = try handles.value(for: "date") { () throws(LocaleError) in
            try ICUCall.open("udat_open", close: { ivicu_date_formatter_close($0) }) {
                ivicu_date_formatter_open(id, zone, 2, -1, $0)
            }
        }
        let milliseconds = date.timeIntervalSince1970 * 1000
        return try formatter.use { (handle) throws(LocaleError) in
            try ICUCall.utf16("udat_format") { ivicu_date_format(handle, milliseconds, $0, $1, $2) }
        }
    }

    /// How long ago (or how far ahead) a date is: `3 days ago`, `in 2 hours`, `yesterday`.
    ///
    /// The unit is the largest one that fits (seconds up to a minute, then minutes, hours, days,
    /// weeks, months, years); the count is whole units, rounded toward zero.
    public func relativeTime(_ date: Date, relativeTo now: Date) throws(LocaleError) -> String {
        let (offset, unit) = RelativeUnit.choose(seconds: date.timeIntervalSince(now))
        let id = icuLocale
        let formatter = try handles.value(for: "relative") { () throws(LocaleError) in
            try ICUCall.open("ureldatefmt_open", close: { ivicu_relative_formatter_close($0) }) {
                ivicu_relative_formatter_open(id, $0)
            }
        }
        return try formatter.use { (handle) throws(LocaleError) in
            try ICUCall.utf16("ureldatefmt_format") {
                ivicu_relative_format(handle, offset, unit.rawValue, 0, $0, $1, $2)
            }
        }
    }

    // MARK: Lists

    /// Joins items the way the locale writes a list: `A, B, and C` / `A, B et C` / `A、B、C`.
    public func list(_ items: [String]) throws(LocaleError) -> String {
        let id = icuLocale
        let formatter = try handles.value(for: "list") { () throws(LocaleError) in
            try ICUCall.open("ulistfmt_open", close: { ivicu_list_formatter_close($0) }) {
                ivicu_list_formatter_open(id, $0)
            }
        }
        let units = items.map { Array($0.utf16) }
        let lengths = units.map { Int32($0.count) }
        return try formatter.use { (handle) throws(LocaleError) in
            try withUTF16Pointers(units) { (pointers) throws(LocaleError) in
                try ICUCall.utf16("ulistfmt_format") {
                    ivicu_list_format(handle, pointers, lengths, Int32(units.count), $0, $1, $2)
                }
            }
        }
    }
}

/// The units of ICU's relative date formatter (URelativeDateTimeUnit values).
enum RelativeUnit: Int32 {
    case year = 0, month = 2, week = 3, day = 4, hour = 5, minute = 6, second = 7

    static func choose(seconds: TimeInterval) -> (Double, RelativeUnit) {
        let magnitude = abs(seconds)
        let steps: [(TimeInterval, RelativeUnit)] = [
            (365 * 86_400, .year), (30 * 86_400, .month), (7 * 86_400, .week),
            (86_400, .day), (3_600, .hour), (60, .minute),
        ]
        for (length, unit) in steps where magnitude >= length {
            return ((seconds / length).rounded(.towardZero), unit)
        }
        return (seconds.rounded(.towardZero), .second)
    }
}

private func withUTF16Pointers<Result>(
    _ items: [[UInt16]],
    _ body: (UnsafePointer<UnsafePointer<UInt16>?>) throws(LocaleError) -> Result
) throws(LocaleError) -> Result {
    // Copy into one contiguous buffer so every pointer stays valid for the whole call.
    let total = items.reduce(0) { $0 + $1.count }
    let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: max(total, 1))
    defer { storage.deallocate() }
    var pointers: [UnsafePointer<UInt16>?] = []
    var offset = 0
    for item in items {
        (storage + offset).initialize(from: item, count: item.count)
        pointers.append(UnsafePointer(storage + offset))
        offset += item.count
    }
    return try pointers.withUnsafeBufferPointer { (buffer) throws(LocaleError) in
        try body(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!)
    }
}

extension LocaleFormatter {
    /// A number with exactly `fractionDigits` decimals in the locale's digits: `3.50` / `3,50`.
    public func fixed(_ value: Double, fractionDigits: Int) throws(LocaleError) -> String {
        let digits = max(0, min(fractionDigits, 15))
        let skeleton = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
        return try format(skeleton: "\(skeleton) group-off", double: value)
    }
}
