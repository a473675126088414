import Foundation
import PropertySupport
import Testing
@testable import Strings

/// Issue 14, case 1: inputs that are small on disk but large once decoded.
@Suite("Decoded-size budget")
struct DecodedSizeBudgetTests {
    @Test("a binary plist with a million references to one 1,000-byte string is refused as too large, quickly")
    func sharedReferences() throws {
        let bytes = HostileInputs.sharedReferencePlist(references: 1_000_000)
        #expect(bytes.count < 1_100_000)
        let (read, seconds) = CPUTime.measure { TestSupport.readError(bytes) }
        let error = try #require(read)
        #expect(error.kind == .tooLarge)
        #expect(error.message.hasPrefix("the input decodes to more than \(16 * bytes.count) bytes"))
        // Generous: the refusal comes after about 16,000 references, not a million (1.5 s was 3.9 GB before).
        #expect(seconds < 10, "\(seconds) s of CPU")
    }

    @Test("the shared string is charged on every reference: exactly the budget reads, one byte less is too large")
    func chargedPerReference() throws {
        // 10 references × (1,000 bytes + 8 per value), plus the array (8), the key "1.2" (3 + 8) and the
        // dictionary with its one entry (8 + 8).
        let cost = 10 * 1008 + 8 + 11 + 16
        let bytes = HostileInputs.sharedReferencePlist(references: 10)
        let value = try PropertyListReader.read(bytes, limits: ParserLimits(decodedSizeMultiple: 1, minimumDecodedBudget: cost))
        #expect(value.dictionaryValue?["1.2"]?.arrayValue?.count == 10)
        let error = try #require(TestSupport.readError(bytes, limits: ParserLimits(decodedSizeMultiple: 1, minimumDecodedBudget: cost - 1)))
        #expect(error.kind == .tooLarge)
        #expect(error.message == "the input decodes to more than \(cost - 1) bytes (its decoded-size budget); refused as too large")
    }

    @Test("an XML plist is charged too; the budget never exceeds the size cap")
    func xmlBudget() throws {
        let xml = Array(("<plist><array>" + String(repeating: "<string>abcdefgh</string>", count: 1000) + "</array></plist>").utf8)
        #expect(throws: Never.self) { try PropertyListReader.read(xml) }
        let tight = ParserLimits(maximumBytes: 64 << 10, decodedSizeMultiple: 1, minimumDecodedBudget: 0)
        // 1,000 × `<true/>` (7 bytes) cost 8 each: more than once their own size.
        let trues = Array(("<plist><array>" + String(repeating: "<true/>", count: 1000) + "</array></plist>").utf8)
        let once = ParserLimits(decodedSizeMultiple: 1, minimumDecodedBudget: 0)
        let error = try #require(TestSupport.readError(trues, limits: once))
        #expect(error.kind == .tooLarge)
        #expect(error.location.line == 1 && error.location.column > 1)
        #expect(tight.decodedBudget(forInputOf: 1 << 30) == 64 << 10)
        #expect(ParserLimits.default.decodedBudget(forInputOf: 10) == 1 << 20)
        #expect(ParserLimits.default.decodedBudget(forInputOf: 1 << 20) == 16 << 20)
        #expect(ParserLimits(maximumBytes: 8 << 20).decodedBudget(forInputOf: 1 << 20) == 8 << 20)
    }

    @Test("real files stay far below their budget: the library's own translations as binary plists")
    func realFilesFit() throws {
        for url in TestSupport.localizationFiles.prefix(5) {
            let table = try StringsFileParser.parse(Array(try Data(contentsOf: url))).table
            let binary = try TestSupport.serialized(table, .binary)
            #expect(throws: Never.self) { try PropertyListReader.read(binary) }
        }
    }
}
