import StringsCheck

/// Runs the checker over in-memory files and prints what it reports, for the catalog and plural
/// suites: each test writes a small tree shaped like a real app's and expects exact lines.
enum CatalogCheck {
    static func run(_ files: [String: String], base: String? = nil) throws -> Report {
        // Every rule, those off by default too: these tests are about what each rule finds.
        try Checker(configuration: CheckConfiguration(paths: ["/p"], base: base, rules: Set(Rule.allCases)), fileSystem: InMemoryFileSystem(files)).run()
    }

    /// The findings' lines, `note:` lines left out (each test names the rules it is about).
    static func lines(_ files: [String: String], rules: Set<Rule>? = nil) throws -> [String] {
        try run(files).diagnostics.filter { rules?.contains($0.rule) ?? true }.map(\.description)
    }

    /// A catalog as Xcode writes one: two-space indent, `" : "`, keys in order, `version` last.
    static func catalog(_ strings: String, sourceLanguage: String = "en") -> String {
        "{\n  \"sourceLanguage\" : \"\(sourceLanguage)\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// One `stringUnit`.
    static func unit(_ value: String, _ state: String = "translated") -> String {
        #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
    }

    /// `variations.plural` with these forms.
    static func plural(_ forms: [(String, String)], state: String = "translated") -> String {
        let body = forms.map { #""\#($0.0)" : \#(unit($0.1, state))"# }.joined(separator: ", ")
        return #"{ "plural" : { \#(body) } }"#
    }

    /// A stringsdict of one-variable entries (`%#@count@`, value type `d` unless given).
    static func stringsdict(_ entries: [(key: String, forms: [(String, String)])], valueType: String = "d") -> String {
        let body = entries.map { entry in
            let forms = entry.forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
            return "<key>\(entry.key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@count@</string>"
                + "<key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\(forms)</dict></dict>"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body.joined(separator: "\n") + "\n</dict>\n</plist>\n"
    }
}
