import Foundation
import Testing
@testable import IVersionCore

@Suite("Version")
struct VersionTests {
    private func v(_ text: String) -> Version { Version(text)! }

    @Test("ordering", arguments: [
        ("1.9", "1.10"), ("1.9.9", "2"), ("1.0b2", "1.0"), ("1.0-beta.2", "1.0"), ("1.0rc1", "1.0"), ("1.0a1", "1.0b1"),
        ("1.0b1", "1.0b2"), ("1.0b9", "1.0b10"), ("1.0b9", "1.0beta10"), ("1.0beta9", "1.0b10"), ("1.0b2", "1.0rc1"), ("1.0", "1.0.1"), ("0.9", "1.0b1"), ("1.0-dev", "1.0-alpha"),
        ("1.2", "99999999999999999999999.0"), ("1.0", "v1.1"),
        // SemVer 2.0: a hyphenated suffix is a pre-release; identifiers compare one by one.
        ("1.5.5-335d3e2", "1.5.5"), ("1.5.4", "1.5.5-335d3e2"), ("1.0.0-alpha", "1.0.0-alpha.1"), ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
        ("1.0.0-beta.2", "1.0.0-beta.11"), ("1.0.0-rc.1", "1.0.0"), ("2.0-335d3e2", "2.0-a35d3e2"), ("1.0-1", "1.0-beta"),
        ("1.0-rc.1", "1.0-x"), ("1.0.0-rc.1+build.1", "1.0.0"),
    ])
    func ordering(older: String, newer: String) {
        #expect(v(older) < v(newer))
        #expect(!(v(newer) < v(older)))
        #expect(v(older) != v(newer))
    }

    @Test("equal", arguments: [
        ("1.0", "1.0.0"), ("1.01", "1.1"), ("1", "1.0.0.0"), (" 2.3 ", "2.3"), ("v1.2", "1.2"), ("1.0B2", "1.0-b.2"), ("1.0beta2", "1.0-beta.02"), ("1.0b2", "1.0beta2"), ("1.0c1", "1.0rc1"), ("1.0pre1", "1.0-preview.1"), ("1.0d1", "1.0dev1"),
        // Build metadata is ignored for equality and order, as SemVer says.
        ("2.0.0-beta.2+build.5", "2.0.0-beta.2"), ("1.2+exp.sha.5114f85", "1.2.0"), ("1.0-beta2", "1.0b2"), ("1.0-beta", "1.0-beta.0"),
    ])
    func equal(left: String, right: String) {
        #expect(v(left) == v(right))
        #expect(v(left).hashValue == v(right).hashValue)
        #expect(!(v(left) < v(right)) && !(v(right) < v(left)))
    }

    static let labels = "(dev or d, alpha or a, beta or b, rc or c or pre or preview)"
    static let identifiers = "must be dot-separated letters, digits and hyphens"

    @Test("not versions, each with its reason", arguments: [
        ("", "the text is empty"), ("   ", "the text is empty"),
        ("abc", #"expected a number at column 1, found "a""#), ("v", "expected a number at column 2, found the end"),
        (".1", #"expected a number at column 1, found ".""#), ("-1", #"expected a number at column 1, found "-""#),
        ("🙂", #"expected a number at column 1, found "🙂""#),
        ("1..2", #"expected a pre-release label at column 3, found ".""#), ("1.", "expected a pre-release label at column 3, found the end"),
        ("1 .2", #"expected a pre-release label at column 3, found ".""#), ("1.0 -beta", #"expected a pre-release label at column 5, found "-""#),
        ("1.x", #""x" at column 3 is not a pre-release label \#(labels)"#),
        ("1.2 build 3", #""build" at column 5 is not a pre-release label \#(labels)"#),
        ("1.0b2c", #"expected a digit, "+" or the end at column 6, found "c""#),
        ("1.0-", #"the pre-release after "-" \#(identifiers)"#), ("1.0-.1", #"the pre-release after "-" \#(identifiers)"#),
        ("1.0-a..b", #"the pre-release after "-" \#(identifiers)"#), ("1.0-bêta", #"the pre-release after "-" \#(identifiers)"#),
        ("1.0+", #"the build metadata after "+" \#(identifiers)"#), ("1.0+build+2", #"the build metadata after "+" \#(identifiers)"#),
    ])
    func invalid(text: String, reason: String) {
        #expect(Version(text) == nil)
        #expect(throws: VersionError(text: text.trimmingCharacters(in: .whitespaces), reason: reason)) { try Version(parsing: text) }
    }

    @Test func theErrorReadsAsASentence() {
        #expect(VersionError(text: "1.x", reason: "why").description == #""1.x" is not a version: why"#)
    }

    @Test func parsingAgreesWithTheFailableInitialiser() throws {
        for text in ["1.2", " v2.0b3 ", "2.0.0-beta.2+build.5", "1.0 beta 2"] {
            #expect(try Version(parsing: text) == Version(text))
            #expect(try Version(parsing: text).text == Version(text)?.text)
        }
    }

    @Test func aLiteralIsAVersion() {
        let literal: Version = "1.10"
        #expect(literal == v("1.10.0") && literal.text == "1.10")
    }

    /// A literal cannot throw, so a bad one ends the process, saying why and what to use instead, in
    /// every build configuration.
    @Test func aBadLiteralStopsTheProgramWithTheReason() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let typo: Version = "1.2 build 3"
            _ = typo
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(#""1.2 build 3" is not a version: "build" at column 5 is not a pre-release label"#), "\(message)")
        #expect(message.contains("use try Version(parsing:)"), "\(message)")
    }

    @Test func keepsItsText() {
        #expect(v(" 1.10 ").text == "1.10")
        #expect(v("1.10").description == "1.10")
        #expect(v("1.2.0").numericComponents == [1, 2])
        #expect(v("1.0b2").isPreRelease)
        #expect(v("1.5.5-335d3e2").isPreRelease && v("1.5.5-335d3e2").text == "1.5.5-335d3e2")
        #expect(!v("1.2+build.7").isPreRelease && v("1.2+build.7").description == "1.2+build.7")
    }

    @Test func sortsNewestLast() {
        let sorted = ["1.10", "1.2", "1.0b1", "1.0", "0.9"].map(v).sorted().map(\.text)
        #expect(sorted == ["0.9", "1.0b1", "1.0", "1.2", "1.10"])
    }

    @Test func codableAsString() throws {
        let data = try JSONEncoder().encode([v("1.2")])
        #expect(String(decoding: data, as: UTF8.self) == #"["1.2"]"#)
        #expect(try JSONDecoder().decode([Version].self, from: data) == [v("1.2")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Version].self, from: Data(#"["x"]"#.utf8)) }
        do {
            _ = try JSONDecoder().decode([Version].self, from: Data(#"["1.x"]"#.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.hasPrefix(#""1.x" is not a version: "x" at column 3"#), "\(context.debugDescription)")
        } catch {
            Issue.record("\(error)")
        }
    }
}
