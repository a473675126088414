import Foundation
import PropertySupport
import Testing
@testable import Strings

/// Round trips of random strings tables through every form `StringsFileParser` reads, written by
/// test-side writers (`StringsTextWriter`, `PlistWriter`) and by Foundation, and checked against
/// Foundation's own reading of the same bytes.
@Suite("Property: strings tables round trip")
struct StringsPropertyTests {
    typealias G = StringsTableGenerators


    /// A table, the seed its text is written with, and which encoding stores it. The text is
    /// derived, so a shrunk table is written again in the same style.
    struct TextCase: CustomStringConvertible {
        var table: WrittenTable
        var writerSeed: UInt64
        var encoding: Int

        var text: String {
            var g = SplitMix64(seed: writerSeed)
            return StringsTextWriter.write(table, &g)
        }

        /// UTF-16 without a BOM is recognised only when the text starts with an ASCII character.
        var encodingIndex: Int {
            text.unicodeScalars.first.map { $0.isASCII && $0.value != 0 } ?? false ? encoding : encoding % 4
        }

        var description: String {
            "encoding \(StringsPropertyTests.encodings[encodingIndex].name), table \(table), text \(String(reflecting: text))"
        }
    }

    static let encodings: [(name: String, format: StringsFileFormat, bytes: @Sendable (String) -> [UInt8])] = [
        ("UTF-8", .textUTF8, { Array($0.utf8) }),
        ("UTF-8 with BOM", .textUTF8, { [0xEF, 0xBB, 0xBF] + Array($0.utf8) }),
        ("UTF-16LE with BOM", .textUTF16LittleEndian, { TestSupport.utf16($0, bigEndian: false) }),
        ("UTF-16BE with BOM", .textUTF16BigEndian, { TestSupport.utf16($0, bigEndian: true) }),
        // Without a BOM, UTF-16 is recognised by a NUL beside an ASCII first character.
        ("UTF-16LE without BOM", .textUTF16LittleEndian, { TestSupport.utf16($0, bigEndian: false, bom: false) }),
        ("UTF-16BE without BOM", .textUTF16BigEndian, { TestSupport.utf16($0, bigEndian: true, bom: false) }),
    ]

    static func textCase(_ g: inout SplitMix64) -> TextCase {
        TextCase(table: G.table(&g), writerSeed: g.next(), encoding: g.int(0...5))
    }

    static func scalars(_ entries: some Sequence<(key: String, value: String)>) -> [[[Unicode.Scalar]]] {
        entries.map { [Array($0.key.unicodeScalars), Array($0.value.unicodeScalars)] }
    }

    /// Two distinct keys that Swift's `String ==` calls equal (NFC against NFD) collapse in any
    /// `[String: String]`, ours and Foundation's alike; the exact entry list still tells them apart.
    static func hasCanonicalTwins(_ table: WrittenTable) -> Bool {
        Set(table.entries.map(\.key)).count != Set(table.entries.map { Array($0.key.unicodeScalars).map(\.value) }).count
    }

    /// Nil when `file` holds exactly the written entries, scalar for scalar and in order.
    static func compare(_ file: ParsedStringsFile, with table: WrittenTable) -> String? {
        let got = scalars(file.entries.map { ($0.key, $0.value) }), expected = scalars(table.entries)
        if got != expected {
            let first = zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, expected.count)
            return "entries differ at \(first): got \(file.entries.dropFirst(first).first.map { "\(String(reflecting: $0.key)) = \(String(reflecting: $0.value))" } ?? "none"), " +
                "expected \(table.entries.dropFirst(first).first.map { "\(String(reflecting: $0.key)) = \(String(reflecting: $0.value))" } ?? "none") (\(got.count) vs \(expected.count) entries)"
        }
        if G.lastWins(file.entries.map { ($0.key, $0.value) }) != G.lastWins(table.entries) { return "last-wins tables differ" }
        let swiftTable = Dictionary(table.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        if file.table != swiftTable { return "file.table is not the last definition of each key" }
        return nil
    }

    /// Nil when every error of `file` is a control character kept inside a string, the only problem
    /// a file written from a valid table may have.
    static func unexpectedError(in file: ParsedStringsFile) -> String? {
        file.errors.first { $0.kind != .encoding || !$0.message.hasPrefix("control character") }.map { "unexpected error: \($0)" }
    }

    @Test("old-style text in UTF-8, UTF-8 with BOM and UTF-16 parses back to the table written")
    func textRoundTrip() {
        Property.expectHolds(Property.check("strings text round trip", cases: 1000, generate: { Self.textCase(&$0) },
                                        shrink: { c in G.shrink(c.table).map { TextCase(table: $0, writerSeed: c.writerSeed, encoding: c.encoding) } },
                                        describe: { $0.description }) { c in
            let encoding = Self.encodings[c.encodingIndex]
            // Recovering: the generator writes control characters raw, which Apple keeps and we report.
            let file = try StringsFileParser.parse(encoding.bytes(c.text), mode: .recovering)
            if let error = Self.unexpectedError(in: file) { return error }
            if file.format != encoding.format { return "format \(file.format), expected \(encoding.format)" }
            if let mismatch = Self.compare(file, with: c.table) { return mismatch }
            if file.warnings.contains(where: { ![.duplicateKey, .mixedLineEndings, .controlCharacter].contains($0.kind) }) {
                return "unexpected warnings: \(file.warnings)"
            }
            return nil
        })
    }

    @Test("Foundation reads the same text bytes to the same table")
    func textAgainstFoundation() {
        Property.expectHolds(Property.check("strings text vs Foundation", cases: 400, generate: { Self.textCase(&$0) },
                                        describe: { $0.description }) { c in
            // Foundation refuses an empty file (a documented difference) and merges canonical twins.
            guard !c.table.entries.isEmpty, !Self.hasCanonicalTwins(c.table), c.encodingIndex < 4 else { return nil }
            let bytes = Self.encodings[c.encodingIndex].bytes(c.text)
            guard let foundation = TestSupport.foundationTable(bytes) else { return "Foundation could not read the bytes" }
            let parsed = try StringsFileParser.parse(bytes, mode: .recovering)
            if let error = Self.unexpectedError(in: parsed) { return error }
            let ours = parsed.table
            if G.lastWins(foundation.map { ($0.key, $0.value) }) != G.lastWins(ours.map { ($0.key, $0.value) }) {
                let differing = ours.keys.filter { foundation[$0].map(Array.init) != ours[$0].map(Array.init) }
                return "Foundation \(foundation.count) entries, ours \(ours.count); differing keys \(differing.map { String(reflecting: $0) })"
            }
            return nil
        })
    }
}
