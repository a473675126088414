import Foundation
import Testing
import PropertySupport
@testable import Strings

@Suite("PropertyListReader: XML and binary, including hostile input")
struct PropertyListReaderTests {
    static var sample: [String: Any] { [
        "name": "iVersion", "count": 42, "ratio": 0.5, "on": true, "off": false,
        "when": Date(timeIntervalSinceReferenceDate: 86_400), "blob": Data([1, 2, 3]),
        "list": ["a", "ü", ["nested": "😀"]], "big": 1 << 40, "negative": -7,
    ] }

    private func check(_ value: PropertyListValue) throws {
        let dictionary = try #require(value.dictionaryValue)
        #expect(dictionary["name"] == .string("iVersion"))
        #expect(dictionary["count"] == .integer(42))
        #expect(dictionary["ratio"] == .real(0.5))
        #expect(dictionary["on"] == .boolean(true))
        #expect(dictionary["off"] == .boolean(false))
        #expect(dictionary["when"] == .date(Date(timeIntervalSinceReferenceDate: 86_400)))
        #expect(dictionary["blob"] == .data([1, 2, 3]))
        #expect(dictionary["big"] == .integer(1 << 40))
        #expect(dictionary["negative"] == .integer(-7))
        let list = try #require(dictionary["list"]?.arrayValue)
        #expect(list.prefix(2) == [.string("a"), .string("ü")])
        #expect(list[2].dictionaryValue?["nested"] == .string("😀"))
    }

    @Test("every value type, XML and binary", arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func valueTypes(format: PropertyListSerialization.PropertyListFormat) throws {
        let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: Self.sample, format: format, options: 0))
        try check(try PropertyListReader.read(bytes))
    }

    @Test("XML: entities, character references, CDATA, comments, DOCTYPE and key locations")
    func xmlDetails() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <!-- a comment -->
        <dict>
        \t<key>a&amp;b</key><string>&lt;&gt;&quot;&apos;&#233;&#x1F600;<![CDATA[<raw & text>]]></string>
        \t<key>é</key> <string/>
        \t<key>a&amp;b</key><array/>
        </dict>
        </plist>
        """
        let value = try PropertyListReader.read(TestSupport.utf8(xml), file: "v.plist")
        let dictionary = try #require(value.dictionaryValue)
        #expect(dictionary.keys == ["a&b", "é", "a&b"])
        #expect(dictionary.entries[0].value == .string("<>\"'é😀<raw & text>"))
        #expect(dictionary.entries.map(\.location) == [
            SourceLocation(file: "v.plist", line: 6, column: 2), SourceLocation(file: "v.plist", line: 7, column: 2),
            SourceLocation(file: "v.plist", line: 8, column: 2),
        ])
        #expect(dictionary["a&b"] == .array([]))
    }

    @Test("a strings plist whose root or values are not strings is a structure error naming the key")
    func structure() throws {
        let bytes = try TestSupport.serialized(["ok": "x"], .xml)
        #expect(try StringsFileParser.parse(bytes).table == ["ok": "x"])
        let bad = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["versions": ["1.0"]], format: .binary, options: 0))
        let error = try #require(TestSupport.parseError(bad))
        #expect(error.kind == .structure)
        #expect(error.message == #"the value of key "versions" is an array; a strings file maps keys to strings only, so the entry is left out"#)
        let array = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["a"], format: .xml, options: 0))
        #expect(TestSupport.parseError(array)?.kind == .structure)
    }

    static let small: [UInt8] = [UInt8](try! PropertyListSerialization.data(
        fromPropertyList: ["k": "v", "list": [1, "ü"]], format: .binary, options: 0))

    @Test("every truncation of a small binary plist is a clear error")
    func truncated() {
        for length in 0..<Self.small.count {
            let error = TestSupport.readError(Array(Self.small.prefix(length)))
            #expect(error != nil, "prefix of \(length) bytes")
            #expect(error?.kind == .propertyList || error?.kind == .encoding, "prefix of \(length) bytes")
        }
    }

    /// A binary plist built by hand: objects, then an offset table, then the trailer.
    static func bplist(objects: [[UInt8]], top: UInt64 = 0, tableOffset: UInt64? = nil, count: UInt64? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects { offsets.append(UInt8(bytes.count)); bytes += object }
        let table = UInt64(bytes.count)
        bytes += offsets
        func be(_ value: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + be(count ?? UInt64(objects.count)) + be(top) + be(tableOffset ?? table)
        return bytes
    }

    @Test("hostile binary plists", arguments: [
        ("offset table outside the file", bplist(objects: [[0x50]], tableOffset: 10_000), "lies outside the file"),
        ("object reference out of range", bplist(objects: [[0xA1, 0x07]]), "object reference 7 is out of range"),
        ("array containing itself", bplist(objects: [[0xA1, 0x00]]), "contains itself"),
        ("two arrays containing each other", bplist(objects: [[0xA1, 0x01], [0xA1, 0x00]]), "contains itself"),
        ("count larger than the file", bplist(objects: [[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]), "larger than the whole file"),
        ("string longer than its data", bplist(objects: [[0x5E, 0x41]]), "runs past the end"),
        ("UTF-16 lone surrogate", bplist(objects: [[0x61, 0xD8, 0x3D]]), "surrogate"),
        ("NUL in ASCII string", bplist(objects: [[0x52, 0x41, 0x00]]), "ASCII string"),
        ("absurd object count", bplist(objects: [[0x50]], count: 1 << 60), "invalid object count"),
        ("top object out of range", bplist(objects: [[0x50]], top: 5), "top object 5 is out of range"),
    ])
    func hostileBinary(name: String, bytes: [UInt8], fragment: String) throws {
        let error = try #require(TestSupport.readError(bytes), "\(name)")
        #expect(error.message.contains(fragment), "\(name): \(error.message)")
        #expect(error.kind == .propertyList || error.kind == .encoding)
    }

    @Test("100,000 nested arrays are refused by the depth limit, XML and binary")
    func deepNesting() throws {
        let depth = 100_000
        let xml = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        #expect(TestSupport.readError(TestSupport.utf8(xml))?.kind == .limit)
        // Object i is an array holding object i + 1; the last is an empty array. Refs need 4 bytes.
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt64] = []
        for index in 0..<depth {
            offsets.append(UInt64(bytes.count))
            bytes += index + 1 < depth ? [0xA1] + withUnsafeBytes(of: UInt32(index + 1).bigEndian, Array.init) : [0xA0]
        }
        let table = UInt64(bytes.count)
        for offset in offsets { bytes += withUnsafeBytes(of: offset.bigEndian, Array.init) }
        bytes += [0, 0, 0, 0, 0, 0, 8, 4] + withUnsafeBytes(of: UInt64(depth).bigEndian, Array.init)
            + [UInt8](repeating: 0, count: 8) + withUnsafeBytes(of: table.bigEndian, Array.init)
        let error = try #require(TestSupport.readError(bytes))
        #expect(error.kind == .limit)
        #expect(error.message.contains("deeper than 256"))
    }

    @Test("a 100 MB input is refused quickly by the size limit, and the limit can be raised")
    func hugeInput() throws {
        // One huge value, so the raised-limit parse runs the eight-bytes-at-a-time path even in debug.
        let bytes = TestSupport.utf8("\"k\" = \"") + [UInt8](repeating: UInt8(ascii: "x"), count: 100 << 20 - 9) + TestSupport.utf8("\";")
        let (parsed, seconds) = CPUTime.measure { TestSupport.parseError(bytes) }
        let error = try #require(parsed)
        #expect(seconds < 2, "\(seconds) s of CPU") // refused by size, not parsed (parsing takes several seconds)
        #expect(error.kind == .limit)
        #expect(error.message == "file is 104857600 bytes, more than the limit of 33554432 bytes")
        #expect(TestSupport.readError(bytes)?.kind == .limit)
        let raised = try StringsFileParser.parse(bytes, limits: ParserLimits(maximumBytes: 200 << 20))
        #expect(raised.table["k"]?.utf8.count == 100 << 20 - 9)
    }

    @Test("files that are not strings files at all", arguments: [
        ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] as [UInt8]),
        ("random bytes", (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
        ("JSON", TestSupport.utf8(#"{"k": "v", "n": [1, 2]}"#)),
        ("XML that is not a plist", TestSupport.utf8("<?xml version=\"1.0\"?><html><body/></html>")),
        ("bplist magic only", Array("bplist00".utf8)),
    ])
    func notStrings(name: String, bytes: [UInt8]) throws {
        let error = try #require(TestSupport.parseError(bytes), "\(name)")
        #expect(!error.message.isEmpty)
        #expect(TestSupport.readError(bytes) != nil, "\(name)")
    }
}
