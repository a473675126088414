import Foundation
import Testing
@testable import LocaleServices

@Suite("AppStoreCountry")
struct AppStoreCountryTests {
    @Test("region of the locale, or its likely region", arguments: [
        ("fr", "fr"), ("ja", "jp"), ("en", "us"), ("en-GB", "gb"), ("de-AT", "at"), ("pt-BR", "br"),
        ("zh-Hant", "tw"), ("ar", "eg"), ("fr_CA.UTF-8", "ca"), ("en-GI", "gb"), ("es-419", "us"), ("en-150", "eu"),
    ])
    func country(locale: String, expected: String) throws {
        #expect(AppStoreCountry.code(for: try LanguageTag(parsing: locale)) == expected)
    }

    @Test("iVersion's storefront rules", arguments: [
        ("150", "eu"), ("GI", "gb"), ("gi", "gb"), ("419", "us"), ("", "us"), ("USA", "us"), ("F1", "us"), ("DE", "de"),
    ])
    func storefront(region: String, expected: String) {
        #expect(AppStoreCountry.storefront(forRegion: region) == expected)
    }

    @Test func overrideWins() throws {
        let french = try LanguageTag(parsing: "fr-FR")
        #expect(AppStoreCountry.code(for: french, override: "GB") == "gb")
        #expect(AppStoreCountry.code(for: french, override: "  ") == "fr")
        #expect(AppStoreCountry.code(for: french, override: nil) == "fr")
    }

    @Test("a country the app names: two letters, kept in lower case", arguments: [
        ("fr", "fr"), ("GB", "gb"), (" de ", "de"), ("eu", "eu"), ("", nil), ("fra", nil), ("f1", nil), ("é!", nil), ("150", nil),
    ] as [(String, String?)])
    func named(text: String, code: String?) {
        #expect(AppStoreCountry(text)?.code == code)
    }

    @Test func aCountryIsEncodedAsItsCode() throws {
        let country: AppStoreCountry = "FR"
        let encoded = try JSONEncoder().encode([country])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["fr"]"#)
        #expect(try JSONDecoder().decode([AppStoreCountry].self, from: encoded) == [country])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([AppStoreCountry].self, from: Data(#"["France"]"#.utf8)) }
    }
}
