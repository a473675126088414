import Testing
import LocaleServices
@testable import Strings

@Suite("SafeFormatter")
struct SafeFormatterTests {
    @Test("well-formed", arguments: [
        ("Version %@", ["1.2"] as [FormatArgument], "Version 1.2"),
        ("%2$@ before %1$@", ["a", "b"], "b before a"),
        ("%d items", [3], "3 items"),
        ("%ld / %u", [-4, 7], "-4 / 7"),
        ("%.2f%%", [99.5], "99.50%"),
        ("%5d|%-5d|%05d", [42, 42, 42], "   42|42   |00042"),
        ("%x %X %o", [255, 255, 8], "ff FF 10"),
        ("%c", [65], "A"),
        ("no conversions", [], "no conversions"),
        ("%@ %@", ["😀", "مرحبا"], "😀 مرحبا"),
    ])
    func wellFormed(format: String, arguments: [FormatArgument], expected: String) {
        let result = SafeFormatter.format(format, arguments)
        #expect(result.string == expected)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func tooFewArgumentsLeaveTheConversionVisible() {
        let result = SafeFormatter.format("A new version of %@ (%@) is out", ["App"])
        #expect(result.string == "A new version of App (%@) is out")
        #expect(result.diagnostics == [.missingArgument(position: 2, specifier: "%@")])
    }

    @Test func noArgumentsAtAll() {
        let result = SafeFormatter.format("%1$@ %2$d %f", [])
        #expect(result.string == "%1$@ %2$d %f")
        #expect(result.diagnostics.count == 4)  // three missing, mixed numbering
    }

    @Test func wrongTypesAreShownSensibly() {
        var result = SafeFormatter.format("%d updates", ["three"])
        #expect(result.string == "three updates")
        #expect(result.diagnostics == [.typeMismatch(position: 1, specifier: "%d", argument: .object)])

        result = SafeFormatter.format("%d updates", ["12"])
        #expect(result.string == "12 updates")
        #expect(result.diagnostics.count == 1)

        result = SafeFormatter.format("Version %@", [12])
        #expect(result.string == "Version 12")
        #expect(result.diagnostics.isEmpty)  // %@ shows any value, as with NSNumber

        result = SafeFormatter.format("%d", [2.9])
        #expect(result.string == "2")
        #expect(result.diagnostics.count == 1)

        result = SafeFormatter.format("%f", ["x"])
        #expect(result.string == "x")
    }

    @Test func positionalGapIsReported() {
        let result = SafeFormatter.format("%1$@ %3$@", ["a", "b", "c"])
        #expect(result.string == "a c")
        #expect(result.diagnostics == [.positionalGap(positions: [2])])
    }

    @Test("positions past the 64th are kept as well as the first ones")
    func positionsBeyondSixtyFour() {
        let arguments = (1...70).map { FormatArgument.string("v\($0)") }
        let result = SafeFormatter.format("%70$@ %1$@ %64$@ %65$@", arguments)
        #expect(result.string == "v70 v1 v64 v65")
        let gaps = result.diagnostics.compactMap { if case let .positionalGap(positions) = $0 { positions } else { nil } }.first
        #expect(gaps == Array(2...63) + Array(66...69))
        #expect(!result.diagnostics.contains { $0.isAboutUnusedArguments })
        let fewer = SafeFormatter.format("%65$@", arguments)
        #expect(fewer.diagnostics.contains(.unusedArguments(count: 5)))
    }

    @Test func extraArgumentsAreReported() {
        let result = SafeFormatter.format("Hi %@", ["a", "b"])
        #expect(result.string == "Hi a")
        #expect(result.diagnostics == [.unusedArguments(count: 1)])
    }

    @Test func hugeWidthAndPositionDoNotBlowUp() {
        let result = SafeFormatter.format("%99999999d|%123456789$@", [1])
        #expect(result.string.count <= 1_100)
        #expect(result.diagnostics.contains(.missingArgument(position: 1_000_000, specifier: "%123456789$@")))
    }

    @Test func localisedDigits() throws {
        let arabic = LocaleFormatter(locale: try LanguageTag(parsing: "ar"))
        #expect(SafeFormatter.format("%d", [1234], locale: arabic).string == "١٬٢٣٤")
        let german = LocaleFormatter(locale: try LanguageTag(parsing: "de"))
        #expect(SafeFormatter.format("%.1f", [2.5], locale: german).string == "2,5")
    }

    @Test func diagnosticsReadWell() {
        #expect(FormatDiagnostic.missingArgument(position: 2, specifier: "%@").description == "no argument 2 for %@")
        #expect(FormatDiagnostic.typeMismatch(position: 1, specifier: "%d", argument: .object).description
            == "argument 1 is %@ (object) but %d expects %d (integer)")
    }
}
