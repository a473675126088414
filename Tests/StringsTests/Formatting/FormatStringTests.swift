import Testing
@testable import Strings

@Suite("FormatString")
struct FormatStringTests {
    @Test("specifier types", arguments: [
        ("%@", FormatArgumentType.object), ("%d", .integer), ("%i", .integer), ("%ld", .integer), ("%lld", .integer),
        ("%zd", .integer), ("%hd", .integer), ("%u", .unsignedInteger), ("%lu", .unsignedInteger), ("%x", .unsignedInteger),
        ("%f", .double), ("%.2f", .double), ("%5.1e", .double), ("%g", .double), ("%c", .character), ("%s", .cString), ("%p", .pointer),
    ])
    func types(text: String, expected: FormatArgumentType) {
        let parsed = FormatString(text)
        #expect(parsed.specifiers.map(\.type) == [expected])
        #expect(parsed.problems.isEmpty)
    }

    /// What CoreFoundation's `__CFParseFormatSpec` (run by `String(format:)`) reads after a `%`:
    /// a space is a flag, the next letter it knows the conversion; a character it has no case for
    /// (a no-break space, `'`, `%`) ends the pair as text, and the next `%` starts afresh. German
    /// "%@%\u{A0}% abgeschlossen" is thus `%@`, text, and `% a` — an `%a` that reads a double.
    @Test("what CoreFoundation reads after a percent sign", arguments: [
        ("%@%\u{A0}% abgeschlossen", [FormatArgumentType.object, .double]),
        ("pesan % data", [.integer]),
        ("50 % des membres", [.integer]),
        ("100 % %@", []),
        ("%'d", []),
        ("100 % net", [.pointer]),
        ("% P", [.cString]),
        ("% @", [.object]),
    ])
    func coreFoundationReading(text: String, expected: [FormatArgumentType]) {
        #expect(FormatString(text).specifiers.map(\.type) == expected)
        #expect(FormatString.signature(of: text).signature == FormatString(text).signature)
    }

    @Test func positionsFlagsWidthPrecision() {
        let specifier = FormatString("a %2$-08.3f b").specifiers[0]
        #expect(specifier.explicitPosition == 2)
        #expect(specifier.flags == "-0")
        #expect(specifier.width == 8)
        #expect(specifier.precision == 3)
        #expect(specifier.text == "%2$-08.3f")
        #expect(specifier.offset == 2)
    }

    @Test func percentIsLiteral() {
        let parsed = FormatString("100%% sure")
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.pieces == [.literal("100% sure")])
    }

    @Test("invalid conversions are kept and reported", arguments: ["50%", "%y", "a % b", "%l"])
    func invalid(text: String) {
        let parsed = FormatString(text)
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.problems.count == 1)
        #expect(SafeFormatter.format(text, []).string == text)
    }

    @Test func variables() {
        let parsed = FormatString("%1$@ missed %2$#@updates@")
        #expect(parsed.variables.map(\.name) == ["updates"])
        #expect(parsed.variables.first?.explicitPosition == 2)
        #expect(parsed.signature.arguments == [1: .object, 2: .integer])
        #expect(FormatString("%@ missed %#@updates@").signature.arguments == [1: .object, 2: .integer])
        #expect(FormatString("%#@broken").problems.count == 1)
    }

    @Test("signatures compare translations", arguments: [
        ("%@ and %@", "%2$@ und %1$@", true), ("%1$@ %2$d", "%2$d %1$@", true), ("Version %@", "バージョン %@", true),
        ("%@", "%d", false), ("%@ %@", "%@", false), ("%d", "%ld", true), ("%@ %d", "%d %@", false), ("%u", "%d", false),
        ("No args", "Keine", true), ("%1$@ %3$@", "%1$@ %2$@", false),
    ])
    func signatures(base: String, translation: String, compatible: Bool) {
        #expect((FormatString(base).signature == FormatString(translation).signature) == compatible)
    }

    @Test func gapsAndConflicts() {
        #expect(FormatString("%1$@ %3$@").signature.gaps == [2])
        #expect(FormatString("%1$@ %1$d").signature.conflictingPositions == [1])
        #expect(FormatString("%@ %d").signature.count == 2)
    }
}
