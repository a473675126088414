import Foundation
import PropertySupport
import Testing
@testable import Strings

/// Compiled forms of a strings table: XML written by `PlistWriter`, and XML and binary written by
/// Foundation, must read back through our plist readers to the same table.
@Suite("Property: strings tables as property lists")
struct StringsPlistPropertyTests {
    typealias G = StringsTableGenerators

    struct PlistCase: CustomStringConvertible {
        var table: WrittenTable
        var writerSeed: UInt64

        var xml: String {
            var g = SplitMix64(seed: writerSeed)
            return PlistWriter.write(table, &g)
        }

        var description: String { "table \(table), xml \(String(reflecting: xml))" }
    }

    static func plistCase(_ g: inout SplitMix64) -> PlistCase {
        PlistCase(table: G.table(&g), writerSeed: g.next())
    }

    @Test("XML plists from a test-side writer parse back to the table written")
    func xmlRoundTrip() {
        Property.expectHolds(Property.check("xml plist round trip", cases: 1000, generate: { Self.plistCase(&$0) },
                                                        shrink: { c in G.shrink(c.table).map { PlistCase(table: $0, writerSeed: c.writerSeed) } },
                                                        describe: { $0.description }) { c in
            let bytes = (c.writerSeed % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []) + Array(c.xml.utf8)
            let file = try StringsFileParser.parse(bytes)
            if file.format != .xmlPropertyList { return "read as \(file.format)" }
            return StringsPropertyTests.compare(file, with: c.table)
        })
    }

    @Test("XML and binary plists written by Foundation parse back to the table")
    func foundationPlists() {
        Property.expectHolds(Property.check("Foundation plists", cases: 500, generate: { Self.plistCase(&$0) },
                                                        describe: { $0.description }) { c in
            // Foundation takes a `[String: String]`, so the table is what Swift keeps of it: last
            // definitions win and canonically equal keys are one key.
            var swiftTable: [String: String] = [:]
            for entry in c.table.entries { swiftTable[entry.key] = entry.value }
            let expected = G.lastWins(swiftTable.map { ($0.key, $0.value) })
            for (format, name) in [(PropertyListSerialization.PropertyListFormat.xml, "XML"), (.binary, "binary")] {
                let bytes = try TestSupport.serialized(swiftTable, format)
                let file = try StringsFileParser.parse(bytes)
                if file.format != (format == .xml ? .xmlPropertyList : .binaryPropertyList) { return "\(name) read as \(file.format)" }
                let got = G.lastWins(file.entries.map { ($0.key, $0.value) })
                if got != expected {
                    let wrong = swiftTable.filter { got[Array($0.key.unicodeScalars)] != Array($0.value.unicodeScalars) }
                    return "\(name): \(got.count) entries vs \(expected.count); differing: \(wrong.map { "\(String(reflecting: $0.key)) = \(String(reflecting: $0.value))" }.prefix(3))"
                }
            }
            return nil
        })
    }
}
