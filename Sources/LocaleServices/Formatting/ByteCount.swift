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
        let size = Double(max(bytes, 0))
        let units: [(unit: String, scale: Double, decimals: Int)] = [
            ("byte", 1, 0), ("kilobyte", 1e3, 0), ("megabyte", 1e6, 1), ("gigabyte", 1e9, 2), ("terabyte", 1e12, 2),
        ]
        var chosen = units[units.count - 1]
        for candidate in units {
            let factor = [1.0, 10, 100][candidate.decimals]
            if ((size / candidate.scale) * factor).rounded() / factor < 1000 {
                chosen = candidate
                break
            }
        }
        let precision = chosen.decimals == 0 ? "precision-integer" : "." + String(repeating: "#", count: chosen.decimals)
        return try format(skeleton: "measure-unit/digital-\(chosen.unit) unit-width-short \(precision)",
                          double: size / chosen.scale)
    }
}
