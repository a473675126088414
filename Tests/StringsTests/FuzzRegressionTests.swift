import Foundation
import Testing
import PropertySupport
@testable import Strings

/// Inputs found by the libFuzzer targets in Fuzz/ (see docs/ROBUSTNESS.md), each once a crash or a
/// hang; they must now end in a result or a ``StringsError``, quickly.
@Suite("Fuzz regressions: Strings")
struct FuzzRegressionTests {
    /// `bplist00`, one object (`false`), and a 32-byte trailer.
    static func binaryPlist(offsetSize: UInt8 = 1, referenceSize: UInt8 = 1, count: UInt64, top: UInt64, table: UInt64) -> [UInt8] {
        func bigEndian(_ value: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return Array("bplist00".utf8) + [0x08]
            + [0, 0, 0, 0, 0, 0, offsetSize, referenceSize] + bigEndian(count) + bigEndian(top) + bigEndian(table)
    }

    /// fuzz-binary-plist, crash-19e24918: a trailer whose offset table starts at 2^64 - 8 overflowed
    /// `tableOffset + count * offsetSize` (an arithmetic-overflow trap) instead of being refused.
    @Test("binary plist: an offset table position near UInt64.max is an error, not an overflow",
          arguments: [(UInt64(15), UInt64(246), UInt64.max - 7), (1, 0, .max), (1, 0, .max - 40)])
    func offsetTableOverflow(count: UInt64, top: UInt64, table: UInt64) {
        let bytes = Self.binaryPlist(count: count, top: top, table: table)
        #expect(throws: StringsError.self) { try PropertyListReader.read(bytes) }
        #expect(throws: StringsError.self) { try StringsFileParser.parse(bytes) }
    }

    @Test("binary plist: the error names the trailer's table offset field")
    func offsetTableOverflowMessage() {
        let bytes = Self.binaryPlist(count: 15, top: 246, table: .max - 7)
        #expect {
            try PropertyListReader.read(bytes, file: "fuzz.plist")
        } throws: { error in
            let error = error as? StringsError
            return error?.kind == .propertyList && error?.location == SourceLocation(file: "fuzz.plist", line: 1, column: 34)
                && error?.message.contains("offset table") == true
        }
    }

    /// fuzz-safe-formatter, timeout-1d18b4b4: `%99999999999$@` (positions are capped at a million) made
    /// the gap check walk every position up to it, over a second per call under the fuzzer.
    @Test("formatter: a huge explicit position costs no more than a small one")
    func hugePositionIsCheap() {
        let format = FormatString("kVersi %1$@ ini %#@name@ v%99999999999$@ersi %2$@ atau yang lebih baru")
        var result = FormattedText(string: "", diagnostics: [])
        let (_, seconds) = CPUTime.measure {
            for _ in 0..<50 { result = SafeFormatter.format(format, ["hello", 42]) }
        }
        #expect(seconds < 1, "\(seconds) s of CPU") // processor time: walking a million positions 50 times takes far longer
        #expect(result.string == "kVersi hello ini %#@name@ v%99999999999$@ersi 42 atau yang lebih baru")
        #expect(result.diagnostics.contains(.missingArgument(position: 1_000_000, specifier: "%99999999999$@")))
        #expect(!result.diagnostics.contains { if case .positionalGap = $0 { true } else { false } })
    }

    @Test("formatter: gaps are still reported among the arguments given")
    func gapsStillReported() {
        let result = SafeFormatter.format("%3$@ %1$@ %999999$@", ["a", "b", "c"])
        #expect(result.diagnostics.contains(.positionalGap(positions: [2])))
    }

    /// Found while fixing the hang above, then reached by fuzz-safe-formatter once it could build
    /// longer string arguments: widths are capped at 1,000, and a text longer than the cap but shorter
    /// than the width asked for a negative amount of padding, which traps.
    @Test("formatter: a width above the cap with a text longer than the cap", arguments: ["%1200@", "%-1200@", "%01200@"])
    func widthAboveCap(format: String) {
        let text = String(repeating: "x", count: 1_100)
        #expect(SafeFormatter.format(format, [.string(text)]).string == text)
    }
}

/// Not found by the fuzzer in its first 10 minutes but by reading the XML reader while its run was
/// clean: a `<date>` year near Int.max overflowed the day count. The fuzzer now starts from a seed
/// with a `<date>` (Fuzz/seeds/fuzz-xml-plist/every-type.plist).
@Suite("Review regressions: Strings")
struct ReviewRegressionTests {
    @Test("XML plist: a date with an enormous year is invalid, not an overflow",
          arguments: ["999999999999999999-01-01T00:00:00Z", "+9223372036854775807-12-31T23:59:59Z", "100000001-01-01T00:00:00Z"])
    func hugeYear(date: String) {
        let xml = "<plist version=\"1.0\"><date>\(date)</date></plist>"
        #expect(throws: StringsError.self) { try PropertyListReader.read(Array(xml.utf8)) }
    }

    @Test("XML plist: ordinary dates still read")
    func ordinaryDate() throws {
        let xml = "<plist version=\"1.0\"><date>2001-01-02T00:00:00Z</date></plist>"
        #expect(try PropertyListReader.read(Array(xml.utf8)) == .date(Date(timeIntervalSinceReferenceDate: 86_400)))
    }
}

/// fuzz-safe-formatter ran at about 100 inputs a second instead of thousands: inputs with
/// `%999999$@` made `FormatSignature.description` list a million "N: unused" entries (a 13 MB
/// string, which strings-check would print in a format-mismatch report), and `gaps` probe a
/// million positions.
@Suite("Fuzz regressions: format signatures")
struct FormatSignatureFuzzRegressionTests {
    @Test("a huge position is described as one range of unused positions")
    func hugePositionDescription() {
        let signature = FormatString("%1$@ %999999$d").signature
        #expect(signature.description == "1: %@ (object), 2…999998: unused, 999999: %d (integer)")
        #expect(signature.gaps.count == 999_997)
        #expect(signature.gaps.first == 2 && signature.gaps.last == 999_998)
    }

    @Test("short runs of unused positions are still listed one by one", arguments: [
        ("%1$@ %3$@", "1: %@ (object), 2: unused, 3: %@ (object)", [2]),
        ("%4$d", "1: unused, 2: unused, 3: unused, 4: %d (integer)", [1, 2, 3]),
        ("%6$d %1$@", "1: %@ (object), 2…5: unused, 6: %d (integer)", [2, 3, 4, 5]),
        ("%@ %d", "1: %@ (object), 2: %d (integer)", []),
    ])
    func shortRuns(format: String, description: String, gaps: [Int]) {
        #expect(FormatString(format).signature.description == description)
        #expect(FormatString(format).signature.gaps == gaps)
    }
}
