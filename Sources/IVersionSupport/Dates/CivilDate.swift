/// The package's one civil-calendar arithmetic: days since 1970-01-01 to and from a year, month and day of
/// the proleptic Gregorian calendar, with no `Calendar` or time zone involved (Howard Hinnant's civil-days
/// algorithm: years counted from March, so that the leap day ends the year).
///
/// Every date reader and writer in the package (ISO 8601 timestamps, RFC 822 appcast dates, property-list
/// `<date>`s) goes through here.
///
/// ```swift
/// CivilDate.daysSince1970(year: 2026, month: 11, day: 18)   // 20_775
/// CivilDate.day(daysSince1970: 20_775)                      // (2026, 11, 18)
/// ```
package enum CivilDate {
    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (negative before 1970).
    ///
    /// The fields are not checked: day 31 of a 30-day month is the next month's first day.
    /// - Parameters:
    ///   - year: The year (astronomical: year 0 is 1 BC).
    ///   - month: 1 to 12.
    ///   - day: The day of the month, from 1.
    /// - Returns: The number of days.
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 as year, month and day: the inverse of ``daysSince1970(year:month:day:)``.
    /// - Parameter days: Days since 1970-01-01 (negative before).
    /// - Returns: The year, the month (1 to 12) and the day of the month.
    package static func day(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// How many days `month` of `year` has (28 to 31).
    /// - Parameters:
    ///   - month: 1 to 12.
    ///   - year: The year, for February.
    /// - Returns: The number of days.
    package static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
