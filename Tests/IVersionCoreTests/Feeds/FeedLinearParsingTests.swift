import PropertySupport
import Testing
@_spi(Engine) @testable import IVersionCore

/// Issue 14, case 3, for the JSON feeds: 200,000 entries on one line against 20,000, as a time
/// ratio (about 10 when linear, 100 when quadratic), never a wall-clock limit.
@Suite("Linear parsing: JSON feeds on one line")
struct FeedLinearParsingTests {
    /// 200,000 results take 13.8 MB, over the 8 MiB default.
    static let limit = 32 << 20

    static func lookup(_ count: Int, trailingError: Bool = false) -> [UInt8] {
        let result = #"{"version":"1.2","bundleId":"com.example.app","releaseNotes":"a\nb"}"#
        let results = Array(repeating: result, count: count).joined(separator: ",")
        return Array(#"{"resultCount":\#(count),"results":[\#(results)]\#(trailingError ? ",}" : "}")"#.utf8)
    }

    @Test("App Store lookup: 200,000 results on one line")
    func lookupOneLine() throws {
        let small = Self.lookup(20_000), large = Self.lookup(200_000)
        let ratio = try GrowthRatio.measure(small: { _ = try AppStoreLookup.decode(small, maximumBytes: Self.limit) }, large: {
            let version = try AppStoreLookup.decode(large, maximumBytes: Self.limit)?.version
            #expect(version == Version("1.2"))
        })
        #expect(ratio < 30, "time ratio 200,000 / 20,000 results: \(ratio)")
    }

    @Test("a syntax error at the end of a long line is positioned in linear time")
    func errorAtEnd() throws {
        let small = Self.lookup(20_000, trailingError: true), large = Self.lookup(200_000, trailingError: true)
        #expect(throws: FeedError.self) { try AppStoreLookup.decode(small, maximumBytes: Self.limit) }
        do {
            _ = try AppStoreLookup.decode(small, maximumBytes: Self.limit)
        } catch {
            guard case let .malformed(_, message) = error else { Issue.record("\(error)"); return }
            #expect(message.hasPrefix("1:\(small.count): "))
        }
        let ratio = GrowthRatio.measure(small: { _ = try? AppStoreLookup.decode(small, maximumBytes: Self.limit) }, large: { _ = try? AppStoreLookup.decode(large, maximumBytes: Self.limit) })
        #expect(ratio < 30, "time ratio: \(ratio)")
    }
}
