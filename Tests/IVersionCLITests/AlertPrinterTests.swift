import Testing
@testable import iversion

@Suite("AlertPrinter")
struct AlertPrinterTests {
    @Test("terminal columns", arguments: [
        ("Download", 8), ("新しい", 6), ("ダウンロード", 12), ("é", 1), ("e\u{301}", 1), ("\u{2066}1.2\u{2069}", 3), ("한국어", 6),
    ])
    func columns(text: String, expected: Int) {
        #expect(AlertPrinter.columns(text) == expected)
    }
}
