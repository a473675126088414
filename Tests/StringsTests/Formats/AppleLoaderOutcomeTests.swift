import Foundation
import Testing
@testable import Strings

/// What Apple's loader does with a damaged `.strings` file, against Foundation's
/// `PropertyListSerialization` (the same CoreFoundation parser, CFOldStylePList.c) on the same
/// bytes: the entries our parser says it keeps are exactly the keys Foundation loads.
@Suite("Apple's loader on damaged .strings files")
struct AppleLoaderOutcomeTests {
    /// A damaged file, what Apple's loader does with it, and where.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: [UInt8]
        var outcome: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ outcome: String) {
            self.init(name, Array(text.utf8), outcome)
        }

        init(_ name: String, _ bytes: [UInt8], _ outcome: String) {
            self.name = name
            self.text = bytes
            self.outcome = outcome
        }
    }

    static let cases: [Case] = [
        Case("clean", "\"a\" = \"x\";\n\"b\" = \"y\";\n", "loads all"),
        Case("a missing ';' between entries", "\"a\" = \"x\"\n\"b\" = \"y\";\n\"c\" = \"z\";\n", "rejects at 2:1"),
        Case("a missing ';' at the end", "\"a\" = \"x\";\n\"b\" = \"y\"\n", "rejects at 3:1"),
        Case("an unescaped quote", "\"a\" = \"x\";\n\"b\" = \"say \"hi\" now\";\n\"c\" = \"z\";\n", "rejects at 2:13"),
        Case("a stray word", "\"a\" = \"x\";\nfoo\n\"b\" = \"y\";\n", "rejects at 3:1"),
        Case("a key without '='", "\"a\" = \"x\";\n\"b\" \"y\";\n", "rejects at 2:5"),
        Case("no value", "\"a\" = \"x\";\n\"b\" = ;\n\"c\" = \"z\";\n", "rejects at 2:7"),
        Case("a comma for a ';'", "\"a\" = \"x\",\n\"b\" = \"y\";\n", "rejects at 1:10"),
        Case("an unterminated value", "\"a\" = \"x\";\n\"b\" = \"y;\n", "rejects at 2:7"),
        Case("an unterminated array value", "\"a\" = \"x\";\n\"b\" = (\"y\";\n\"c\" = \"z\";\n", "rejects at 2:7"),
        Case("a stray character first", "}\n\"a\" = \"x\";\n", "rejects at 1:1"),
        Case("inside braces", "{\n\"a\" = \"x\";\n;\n\"b\" = \"y\";\n}\n", "rejects at 3:1"),
        Case("after the closing brace", "{\n\"a\" = \"x\";\n}\n\"b\" = \"y\";\n", "rejects at 4:1"),
        Case("bytes that are not UTF-8", Array("\"a\" = \"x\";\n\"b\" = \"".utf8) + [0xC3, 0x28] + Array("\";\n".utf8), "rejects at 2:8"),
        Case("a stray '}'", "\"a\" = \"x\";\n}\n\"b\" = \"y\";\n", "stops at 2:1 keeping 1"),
        Case("a stray ';'", "\"a\" = \"x\";;\n\"b\" = \"y\";\n", "stops at 1:11 keeping 1"),
        Case("a merge marker", "\"a\" = \"x\";\n<<<<<<< HEAD\n\"b\" = \"y\";\n", "stops at 2:1 keeping 1"),
        Case("a NUL between entries", "\"a\" = \"x\";\n\u{0}\n\"b\" = \"y\";\n", "stops at 2:1 keeping 1"),
        Case("curly quotes around a key", "\"a\" = \"x\";\n\u{201C}b\u{201D} = \"y\";\n\"c\" = \"z\";\n", "stops at 2:1 keeping 1"),
        Case("an unterminated comment", "\"a\" = \"x\";\n/* hello\n\"b\" = \"y\";\n", "stops at 2:1 keeping 1"),
        Case("an unterminated key", "\"a\" = \"x\";\n\"b = y;\n", "stops at 2:1 keeping 1"),
        Case("a control character inside a value", "\"a\" = \"x\u{1}\";\n\"b\" = \"y\";\n", "loads all"),
        Case("a dictionary value", "\"a\" = \"x\";\n\"b\" = { c = d; };\n\"c\" = \"z\";\n", "loads all"),
    ]

    @Test(arguments: cases)
    func outcome(_ damaged: Case) throws {
        let parsed = try StringsFileParser.parse(damaged.text, mode: .recovering)
        #expect(Self.describe(parsed.appleLoader) == damaged.outcome)
        // The oracle: what Foundation loads is what the outcome says Apple keeps.
        let loaded = (try? PropertyListSerialization.propertyList(from: Data(damaged.text), format: nil)) as? [String: Any]
        let kept = parsed.entries.prefix(parsed.appleLoader.loadedCount(of: parsed.entries.count)).map(\.key)
        if case .rejectsFile = parsed.appleLoader {
            #expect(loaded == nil)
        } else {
            // A dictionary value loads in Foundation; our parser leaves that entry out.
            let foundation = Set(try #require(loaded).filter { $0.value is String }.keys)
            #expect(Set(kept) == foundation)
        }
    }

    private static func describe(_ outcome: AppleLoaderOutcome) -> String {
        switch outcome {
        case .loadsAll: "loads all"
        case let .rejectsFile(at): "rejects at \(at.line):\(at.column)"
        case let .stopsReading(at, kept): "stops at \(at.line):\(at.column) keeping \(kept)"
        }
    }
}
