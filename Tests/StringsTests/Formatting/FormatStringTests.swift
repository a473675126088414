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
