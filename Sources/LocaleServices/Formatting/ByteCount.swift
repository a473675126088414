import CICU
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LocaleFormatter {
    /// A download size in the locale's words and digits: `45.2 MB` / `45,2 Mo`.
    ///
    /// Sizes use decimal units (1 MB = 1,000,000 bytes), as app stores show downloads. Bytes and
    /// kilobytes are whole numbers, megabytes keep one decimal, larger units two (trailing zeros
    /// dropped). The unit is the smallest one whose rounded value stays under 1,000, so 999,960
    /// bytes read `1 MB`, not `1,000 kB`.
    public func byteCount(_ bytes: Int64) throws(LocaleError) -> String {
        // Written from the locale's data when it allows (see CICU.h): a fresh process then opens no
        // number formatter, which costs it a third of a millisecond and a megabyte and a half. Once ICU's
        // formatter for the unit is open (the data could not do), it is used without trying the data again.
        if !hasHandle("number:" + Self.skeleton(Self.sizeUnit(bytes).unit)), let text = dataByteCount(bytes) { return text }
        return try icuByteCount(bytes)
    }

    /// ``byteCount(_:)`` from the unit's pattern, the decimal separator and the digits alone, or nil
    /// when ICU's number formatter must decide.
    func dataByteCount(_ bytes: Int64) -> String? {
        let (size, unit) = Self.sizeUnit(bytes)
        guard let decimal = Self.roundedDecimal(size / unit.scale, fractionDigits: unit.decimals) else { return nil }
        let id = icuLocale
        return try? ICUCall.utf16("ivicu_short_unit_number") { out, capacity, length in
            ivicu_short_unit_number(id, "digital/" + unit.name, decimal, out, capacity, length)
        }
    }

    /// ``byteCount(_:)`` through ICU's number formatter, always; for the tests that hold the two to each other.
    func icuByteCount(_ bytes: Int64) throws(LocaleError) -> String {
        let (size, unit) = Self.sizeUnit(bytes)
        return try format(skeleton: Self.skeleton(unit), double: size / unit.scale)
    }

    /// ICU's number skeleton for a size in `unit`.
    private static func skeleton(_ unit: (name: String, scale: Double, decimals: Int)) -> String {
        let precision = unit.decimals == 0 ? "precision-integer" : "." + String(repeating: "#", count: unit.decimals)
        return "measure-unit/digital-\(unit.name) unit-width-short \(precision)"
    }

    /// The unit a size is shown in, and the size in bytes as a double.
    private static func sizeUnit(_ bytes: Int64) -> (size: Double, unit: (name: String, scale: Double, decimals: Int)) {
        let size = Double(max(bytes, 0))
        let units: [(name: String, scale: Double, decimals: Int)] = [
            ("byte", 1, 0), ("kilobyte", 1e3, 0), ("megabyte", 1e6, 1), ("gigabyte", 1e9, 2), ("terabyte", 1e12, 2),
        ]
        for candidate in units {
            let factor = [1.0, 10, 100][candidate.decimals]
            if ((size / candidate.scale) * factor).rounded() / factor < 1000 { return (size, candidate) }
        }
        return (size, units[units.count - 1])
    }

    /// `value` rounded as ICU rounds it: its shortest decimal form (the one Swift prints), rounded half
    /// to even at `fractionDigits`, trailing zeros dropped (`45.25` → `45.2`, `0.15` → `0.2`). Nil for a
    /// value printed with an exponent or a sign.
    static func roundedDecimal(_ value: Double, fractionDigits: Int) -> String? {
        guard value.isFinite, value >= 0 else { return nil }
        let printed = Array(value.description.utf8)
        guard printed.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") }) else { return nil }
        let point = printed.firstIndex(of: UInt8(ascii: ".")) ?? printed.count
        // All the digits kept, as one number: the integer part, then `fractionDigits` of the fraction.
        let fraction = point < printed.count ? Array(printed[(point + 1)...]) : []
        var digits = Array(printed[..<point]) + fraction.prefix(fractionDigits)
        digits += [UInt8](repeating: UInt8(ascii: "0"), count: max(0, fractionDigits - fraction.count))
        let dropped = fraction.dropFirst(fractionDigits)
        if let first = dropped.first {
            let restNonZero = dropped.dropFirst().contains { $0 != UInt8(ascii: "0") }
            let lastKeptOdd = (digits.last.map { $0 - UInt8(ascii: "0") } ?? 0) % 2 == 1
            if first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (restNonZero || lastKeptOdd)) {
                var index = digits.count - 1
                while index >= 0, digits[index] == UInt8(ascii: "9") { digits[index] = UInt8(ascii: "0"); index -= 1 }
                if index >= 0 { digits[index] += 1 } else { digits.insert(UInt8(ascii: "1"), at: 0) }
            }
        }
        var integer = Array(digits[..<(digits.count - fractionDigits)])
        var kept = Array(digits[(digits.count - fractionDigits)...])
        while kept.last == UInt8(ascii: "0") { kept.removeLast() }
        while integer.count > 1, integer.first == UInt8(ascii: "0") { integer.removeFirst() }
        if integer.isEmpty { integer = [UInt8(ascii: "0")] }
        let text = kept.isEmpty ? integer : integer + [UInt8(ascii: ".")] + kept
        return String(decoding: text, as: UTF8.self)
    }
}
