import Testing
@testable import LocaleServices

@Suite("TextDirection")
struct TextDirectionTests {
    @Test("right to left", arguments: ["ar", "he", "iw", "fa", "ur", "ar-EG", "ps", "yi"])
    func rightToLeft(locale: String) throws {
        #expect(TextDirection(of: try LanguageTag(parsing: locale)) == .rightToLeft)
    }

    @Test("left to right", arguments: ["en", "fr", "ja", "zh-Hant", "ru", "hi", "tr", "az-Latn"])
    func leftToRight(locale: String) throws {
        #expect(TextDirection(of: try LanguageTag(parsing: locale)) == .leftToRight)
    }

    @Test func isolatesVersionNumbersInRightToLeftText() {
        #expect(TextDirection.rightToLeft.isolating("1.2.3") == "\u{2066}1.2.3\u{2069}")
        #expect(TextDirection.leftToRight.isolating("1.2.3") == "1.2.3")
    }
}
