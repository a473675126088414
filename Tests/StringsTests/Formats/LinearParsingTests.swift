import PropertySupport
import Testing
@testable import Strings

/// Issue 14, case 3: parsing time grows linearly with the entries on one line. Each test parses
/// 20,000 and 200,000 entries written on a single line and compares the times: about 10 when
/// linear, about 100 when positions were recomputed from the start of the line (as they were).
@Suite("Linear parsing: many entries on one line")
struct LinearParsingTests {
    /// Under 30 leaves room for noise on a shared machine; quadratic parsing measured 100 or more.
    static let linearBound = 30.0

    static func xmlPlist(_ count: Int) -> [UInt8] {
        var text = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
        for index in 0..<count { text += "<key>k\(index)</key><string>v &amp; \(index)</string>" }
        return Array((text + "</dict></plist>").utf8)
    }

    static func catalog(_ count: Int) -> [UInt8] {
        var text = #"{"sourceLanguage":"en","version":"1.0","strings":{"#
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #""k\#(index)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"v\#(index)"}}}}"#
        }
        return Array((text + "}}").utf8)
    }

    @Test("XML plist: 200,000 keys on one line")
    func xmlPlistOneLine() throws {
        let small = Self.xmlPlist(20_000), large = Self.xmlPlist(200_000)
        // The positions of keys are recorded, so the last key's column proves they were tracked.
        let last = try #require(try PropertyListReader.read(small).dictionaryValue?.entries.last?.location)
        #expect(last.line == 1 && last.column > 500_000)
        let ratio = try GrowthRatio.measure(small: { _ = try PropertyListReader.read(small) }, large: {
            let count = try PropertyListReader.read(large).dictionaryValue?.entries.count
            #expect(count == 200_000)
        })
        #expect(ratio < Self.linearBound, "time ratio 200,000 / 20,000 entries: \(ratio)")
    }

    @Test("XML plist: an error at the end of a long line is found and positioned in linear time")
    func xmlErrorAtEnd() throws {
        func broken(_ count: Int) -> [UInt8] { Array(Self.xmlPlist(count).dropLast(15)) + Array("<bad/></dict></plist>".utf8) }
        let error = try #require(TestSupport.readError(broken(20_000)))
        #expect(error.location.line == 1 && error.location.column > 500_000)
        let ratio = GrowthRatio.measure(small: { _ = TestSupport.readError(broken(20_000)) }, large: { _ = TestSupport.readError(broken(200_000)) })
        #expect(ratio < Self.linearBound, "time ratio: \(ratio)")
    }

    @Test("String Catalog: 200,000 keys on one line")
    func catalogOneLine() throws {
        let small = Self.catalog(20_000), large = Self.catalog(200_000)
        let ratio = try GrowthRatio.measure(small: { _ = try StringCatalogDecoder.decode(small, tableName: "L") },
                                            large: {
            let count = try StringCatalogDecoder.decode(large, tableName: "L").tables["de"]?.strings.count
            #expect(count == 200_000)
        })
        #expect(ratio < Self.linearBound, "time ratio: \(ratio)")
    }

    static func stringsText(_ count: Int, damaged: Bool = false) -> [UInt8] {
        var text = ""
        for index in 0..<count { text += damaged && index % 1_000 == 999 ? #""k\#(index)" = ; "# : #""k\#(index)" = "v \#(index)"; "# }
        return Array(text.utf8)
    }

    @Test(".strings text: 200,000 entries on one line, and recovering from damaged ones")
    func stringsTextOneLine() throws {
        let small = Self.stringsText(20_000), large = Self.stringsText(200_000)
        let last = try #require(try StringsFileParser.parse(small).entries.last?.location)
        #expect(last.line == 1 && last.column > 400_000)
        let ratio = try GrowthRatio.measure(small: { _ = try StringsFileParser.parse(small) }, large: {
            let count = try StringsFileParser.parse(large).entries.count
            #expect(count == 200_000)
        })
        #expect(ratio < Self.linearBound, "time ratio 200,000 / 20,000 entries: \(ratio)")
        // One damaged entry in a thousand: each error costs its entry (recovery resumes at the next
        // line, here the end of the file), and the error limit keeps the count bounded.
        let damaged = try StringsFileParser.parse(Self.stringsText(200_000, damaged: true), mode: .recovering)
        #expect(damaged.errors.count == 1 && damaged.errors[0].location.column > 10_000)
    }
}

