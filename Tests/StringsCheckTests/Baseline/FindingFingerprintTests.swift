import Strings
import StringsCheck
import Testing

/// A finding's identity: unchanged when lines move, changed when what it says changes.
@Suite("Finding fingerprints")
struct FindingFingerprintTests {
    static let strippingCases: [(String, String)] = [
        ("key \"a\" is defined again; this definition replaces the one at 2:1", "key \"a\" is defined again; this definition replaces the one at #:#"),
        ("expected ';' after the value of key \"a\" at 120:17, found end of file", "expected ';' after the value of key \"a\" at #:#, found end of file"),
        ("line 12 ends with CRLF, but earlier lines end with LF", "line # ends with CRLF, but earlier lines end with LF"),
        ("at character 17: bad", "at character #: bad"),
        ("fr lacks \"a1\", which the base (en) defines", "fr lacks \"a1\", which the base (en) defines"),
        ("\"version\" takes %2$@ at 2", "\"version\" takes %2$@ at 2"),
        ("offline 3 times", "offline 3 times"),
        ("utf16 byte 7:", "utf16 byte 7:"),
        ("v2:3", "v2:3"),
        ("", ""),
        // Where a number may start: first, after ASCII punctuation or space, after a non-ASCII
        // character that is not a letter; never inside an ASCII or a non-ASCII word.
        ("12:5 and line 3", "#:# and line #"),
        ("at(4:2)", "at(#:#)"),
        ("a\u{2014}12:5", "a\u{2014}#:#"),
        ("cl\u{E9}12:5", "cl\u{E9}12:5"),
        ("Key9:9 z12:1 Q3:4", "Key9:9 z12:1 Q3:4"),
    ]

    @Test("positions stripped from messages", arguments: strippingCases)
    func stripping(_ message: String, _ stripped: String) {
        #expect(FindingFingerprint.stripPositions(message) == stripped)
    }

    static func diagnostic(file: String = "/repo/fr.lproj/A.strings", line: Int = 4, column: Int = 1, key: String? = "a",
                           language: String? = "fr", rule: Rule = .duplicateKey, severity: Severity? = nil, earlier: Int = 2) -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, at: Strings.SourceLocation(file: file, line: line, column: column),
                   "key \"\(key ?? "")\" is defined again; this definition replaces the one at \(earlier):1",
                   language: language, key: key, related: Strings.SourceLocation(file: file, line: earlier, column: 1))
    }

    @Test func linesColumnsSeverityAndRelatedPositionDoNotCount() {
        let fingerprint = FindingFingerprint(Self.diagnostic(), relativeTo: "/repo")
        #expect(FindingFingerprint(Self.diagnostic(line: 90, column: 3, severity: .warning, earlier: 40), relativeTo: "/repo") == fingerprint)
        #expect(FindingFingerprint(Self.diagnostic(line: 90), relativeTo: "/repo").hash == fingerprint.hash)
        #expect(FindingFingerprint(Self.diagnostic(file: "fr.lproj/A.strings"), relativeTo: "/repo") == fingerprint)
    }

    static let differences: [(String, Diagnostic)] = [
        ("key", diagnostic(key: "b")),
        ("language", diagnostic(language: "de")),
        ("no language", diagnostic(language: nil)),
        ("file", diagnostic(file: "/repo/fr.lproj/B.strings")),
        ("rule", diagnostic(rule: .extraKey)),
    ]

    @Test("what the finding is about counts", arguments: differences.map(\.0))
    func differencesCount(_ name: String) throws {
        let other = try #require(Self.differences.first { $0.0 == name }?.1)
        let fingerprint = FindingFingerprint(Self.diagnostic(), relativeTo: "/repo")
        #expect(FindingFingerprint(other, relativeTo: "/repo") != fingerprint)
        #expect(FindingFingerprint(other, relativeTo: "/repo").hash != fingerprint.hash)
    }

    @Test func theHashIsPinned() {
        // The hash is in committed baselines and in code scanning's alert history: changing the
        // algorithm must be a deliberate, versioned change (SARIFRenderer.fingerprintKey).
        let fingerprint = FindingFingerprint(rule: .missingKey, file: "App/fr.lproj/A.strings", language: "fr", key: "a",
                                             message: "fr lacks \"a\", which the base (en) defines")
        #expect(fingerprint.hash == "98b5eafbfd079abb")  // FNV-1a 64, checked with a Python one-liner
        #expect(fingerprint.hash.count == 16)
        #expect(FindingFingerprint(rule: .missingKey, file: "", language: nil, key: nil, message: "").hash
            != FindingFingerprint(rule: .missingKey, file: "", language: "", key: nil, message: "").hash)
    }
}
