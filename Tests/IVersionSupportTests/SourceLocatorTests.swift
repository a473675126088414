import Testing
@testable import IVersionSupport

@Suite("Source locator")
struct SourceLocatorTests {
    @Test("lines end at LF, CRLF and CR; columns count characters, not bytes")
    func positions() {
        let bytes = Array("ab\nçd\r\nef\rgh".utf8)
        #expect(SourceLocator.position(of: 0, in: bytes) == SourcePosition(line: 1, column: 1))
        #expect(SourceLocator.position(of: 5, in: bytes) == SourcePosition(line: 2, column: 2))   // "d" after "ç" (2 bytes)
        #expect(SourceLocator.position(of: 8, in: bytes) == SourcePosition(line: 3, column: 1))
        #expect(SourceLocator.position(of: 11, in: bytes) == SourcePosition(line: 4, column: 1))
        #expect(SourceLocator.position(of: 1000, in: bytes) == SourcePosition(line: 4, column: 3))  // clamped to the end
    }

    @Test("asked in any order, the answers are the same; the census notices mixed endings")
    func orderAndCensus() {
        let bytes = Array("a\nb\r\nc\nd".utf8)
        var locator = SourceLocator()
        bytes.withUnsafeBufferPointer { buffer in
            let forward = (0..<bytes.count).map { locator.position(of: $0, in: buffer) }
            let backward = (0..<bytes.count).reversed().map { locator.position(of: $0, in: buffer) }
            #expect(forward == backward.reversed())
            locator.advance(to: bytes.count, in: buffer)
        }
        #expect(locator.firstEnding == .lf)
        #expect(locator.mixedEnding?.ending == .crlf)
        #expect(locator.mixedEnding?.position == SourcePosition(line: 2, column: 2))
    }

    @Test("a byte order mark is not a column")
    func origin() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x61, 0x62]
        var locator = SourceLocator(origin: 3)
        let position = bytes.withUnsafeBufferPointer { locator.position(of: 4, in: $0) }
        #expect(position == SourcePosition(line: 1, column: 2))
    }
}
