import Testing
@testable import LocaleServices

@Suite("LanguageTag")
struct LanguageTagTests {
    @Test("canonicalises through ICU", arguments: [
        ("en", "en"), ("EN-us", "en-US"), ("en_US", "en-US"), ("zh_CN", "zh-CN"), ("zh-hant-tw", "zh-Hant-TW"),
        ("fr_CA.UTF-8@euro", "fr-CA"), ("de_DE.ISO-8859-1", "de-DE"), ("sr_RS@latin", "sr-Latn-RS"),
        ("iw", "he"), ("in", "id"), ("ji", "yi"), ("es-419", "es-419"), ("pt_BR", "pt-BR"), ("  ja  ", "ja"),
        ("English", "en"), ("French", "fr"), ("German", "de"), ("Japanese", "ja"), ("japanese", "ja"),
        ("zh_Hant_HK", "zh-Hant-HK"), ("fil", "fil"), ("nb-NO", "nb-NO"), ("no", "no"),
        // BCP 47's undetermined language (ICU's root, an empty id): valid, not an error (issue 14).
        ("und", "und"), ("UND", "und"), ("und-Latn", "und-Latn"),
    ])
    func canonical(input: String, expected: String) throws {
        #expect(try LanguageTag(parsing: input).identifier == expected)
    }

    @Test("rejects text that names no language", arguments: [
        "", "   ", "!!!", "x", "english-ish!", "klingon", "12", "en--US", "fr_CA\u{0}", "français", String(repeating: "a", count: 300),
    ])
    func invalid(input: String) {
        #expect(throws: LocaleError.self) { try LanguageTag(parsing: input) }
    }

    @Test func errorMessageNamesTheInput() {
        do {
            _ = try LanguageTag(parsing: "!!!")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("\"!!!\""))
        }
    }

    @Test func components() throws {
        let tag = try LanguageTag(parsing: "zh-Hant-TW")
        #expect(tag.language == "zh")
        #expect(tag.script == "Hant")
        #expect(tag.region == "TW")
        let bare = try LanguageTag(parsing: "fr")
        #expect(bare.script == nil)
        #expect(bare.region == nil)
        #expect(try LanguageTag(parsing: "es-419").region == "419")
    }

    @Test("likely subtags", arguments: [
        ("ja", "ja-Jpan-JP"), ("zh-TW", "zh-Hant-TW"), ("zh", "zh-Hans-CN"), ("fr", "fr-Latn-FR"), ("ar", "ar-Arab-EG"),
    ])
    func maximized(input: String, expected: String) throws {
        #expect(try LanguageTag(parsing: input).maximized().identifier == expected)
    }

    @Test func minimized() throws {
        #expect(try LanguageTag(parsing: "zh-Hant-TW").minimized().identifier == "zh-TW")
        #expect(try LanguageTag(parsing: "en-Latn-US").minimized().identifier == "en")
    }

    @Test func codableRoundTripCanonicalises() throws {
        let decoded = try JSONDecoder().decode([LanguageTag].self, from: Data(#"["en_GB","iw"]"#.utf8))
        #expect(decoded.map(\.identifier) == ["en-GB", "he"])
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["en-GB","he"]"#)
        #expect(throws: (any Error).self) { try JSONDecoder().decode([LanguageTag].self, from: Data(#"["!!"]"#.utf8)) }
    }
}

import Foundation
