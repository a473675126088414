import StringsCheck
import Testing

@Suite("Source key scanner")
struct SourceKeyScannerTests {
    static func usages(_ source: String) throws -> [String] {
        let fileSystem = InMemoryFileSystem([
            "/s/A.swift": source, "/l/en.lproj/A.strings": "\"known\" = \"Known\";",
        ])
        let report = try Checker(configuration: CheckConfiguration(paths: ["/l"], rules: [.undefinedKey], sourcesDirectory: "/s"),
                                 fileSystem: fileSystem).run()
        return report.diagnostics.compactMap(\.key)
    }

    @Test("literal keys are found", arguments: [
        ("NSLocalizedString(\"k\", comment: \"\")", "k"),
        ("NSLocalizedStringFromTable(@\"k\", @\"T\", nil)", "k"),
        ("String(localized: \"k\")", "k"),
        ("bundle.localizedString(forKey: \"k\", value: nil, table: nil)", "k"),
        ("[bundle localizedStringForKey:@\"k\" value:nil table:nil]", "k"),
        ("lookup.string(\"k\")", "k"),
        ("self.stringsLookup.plural(\"k\")", "k"),
        ("NSLocalizedString(\"a \\\"quoted\\\" key\", comment: \"\")", "a \"quoted\" key"),
    ])
    func found(_ source: String, _ key: String) throws {
        #expect(try Self.usages(source) == [key])
    }

    @Test("not keys", arguments: [
        "NSLocalizedString(\"prefix-\\(name)\", comment: \"\")",
        "NSLocalizedString(key, comment: \"\")",
        "argument.string(\"not a lookup\")",
        "NSLocalizedString(\"known\", comment: \"\")",
        // A multi-line literal is no key, least of all the empty one its first two quotes spell.
        "String(localized: \"\"\"\n    Several lines\n    \"\"\")",
    ])
    func notFound(_ source: String) throws {
        #expect(try Self.usages(source).isEmpty)
    }
}
