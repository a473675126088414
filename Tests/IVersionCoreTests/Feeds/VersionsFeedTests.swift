import Foundation
import Testing
import PropertySupport
@_spi(Engine) @testable import IVersionCore

/// An XML versions plist around the given `<dict>` body.
func versionsPlist(_ body: String) -> [UInt8] {
    Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """.utf8)
}

/// A binary plist made by Foundation (tests only; the library reads plists with its own reader).
func binaryPlist(_ object: Any) throws -> [UInt8] {
    [UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
}

private func v(_ text: String) -> Version { Version(text)! }

@Suite("VersionsFeed")
struct VersionsFeedTests {
    /// Seed 000's example, verbatim.
    static let seedExample = versionsPlist("""
        <key>1.0</key>
        <string>First release</string>
        <key>1.1</key>
        <string>NEW: Added  new snoodlebar feature
    FIX: Fixed the bugalloo glitch</string>
    """)

    @Test func seedExampleNewestFirst() throws {
        let feed = try VersionsFeed.decode(Self.seedExample)
        #expect(feed.problems.isEmpty)
        #expect(feed.releases == [
            VersionNotes(version: v("1.1"), lines: ["NEW: Added  new snoodlebar feature", "FIX: Fixed the bugalloo glitch"]),
            VersionNotes(version: v("1.0"), lines: ["First release"]),
        ])
        #expect(feed.latest?.version.text == "1.1")
    }

    @Test("notes as string, array or empty", arguments: [
        ("<string>One line</string>", ["One line"]),
        ("<string>a\nb\r\nc\rd</string>", ["a", "b", "c", "d"]),
        ("<string>\n    first\n\n    second\n</string>", ["    first", "", "    second"]),
        ("<string></string>", []),
        ("<string/>", []),
        ("<array><string>Fixed crash</string><string>New sounds</string></array>", ["Fixed crash", "New sounds"]),
        ("<array><string>a\nb</string><string></string></array>", ["a\nb", ""]),
        ("<array/>", []),
        ("<array></array>", []),
        ("<string>Tom &amp; Jerry &lt;3</string>", ["Tom & Jerry <3"]),
    ])
    func noteShapes(value: String, lines: [String]) throws {
        let feed = try VersionsFeed.decode(versionsPlist("<key>2.0</key>\(value)"))
        #expect(feed.problems.isEmpty)
        #expect(feed.releases == [VersionNotes(version: v("2.0"), lines: lines)])
    }

    @Test func binaryPlistReadsLikeXML() throws {
        let bytes = try binaryPlist([
            "1.0": "First release",
            "1.1": ["Fixed crash", "New sounds"],
            "1.10": [String](),
            "not a version": "x",
        ] as [String: Any])
        let feed = try VersionsFeed.decode(bytes)
        #expect(feed.releases.map(\.version.text) == ["1.10", "1.1", "1.0"])
        #expect(feed.notes(for: v("1.1"))?.lines == ["Fixed crash", "New sounds"])
        #expect(feed.notes(for: v("1.10"))?.lines == [])
        #expect(feed.problems == [FeedProblem(key: "not a version", message: "key \"not a version\" is not a version", location: nil)])
    }

    @Test func binaryPlistWithWrongValueTypes() throws {
        let bytes = try binaryPlist(["1.0": 42, "1.1": ["ok", 7] as [Any], "1.2": ["x": "y"]] as [String: Any])
        let feed = try VersionsFeed.decode(bytes)
        #expect(feed.releases == [VersionNotes(version: v("1.1"), lines: ["ok"])])
        #expect(Set(feed.problems.map(\.key)) == ["1.0", "1.1", "1.2"])
    }

    @Test("non-version keys are reported with key and position", arguments: [
        ("1.x", "3:5: key \"1.x\" is not a version"),
        ("", "3:5: key \"\" is not a version"),
        ("version 2", "3:5: key \"version 2\" is not a version"),
        ("1..2", "3:5: key \"1..2\" is not a version"),
    ])
    func badKeys(key: String, expected: String) throws {
        let feed = try VersionsFeed.decode(Array("<plist>\n<dict>\n    <key>\(key)</key><string>x</string>\n  <key>1.0</key><string>ok</string></dict></plist>".utf8))
        #expect(feed.releases.map(\.version.text) == ["1.0"])
        #expect(feed.problems.count == 1)
        #expect(feed.problems.first?.key == key)
        #expect(feed.problems.first?.location == "3:5")
        #expect(feed.problems.first?.description == "versions plist: \(expected)")
    }

    @Test("wrong value types are reported, the rest is read", arguments: [
        ("<integer>3</integer>", "value of \"1.5\" is an integer, expected a string, an array of strings or a dictionary of languages", false),
        ("<true/>", "value of \"1.5\" is a boolean, expected a string, an array of strings or a dictionary of languages", false),
        ("<dict><key>de</key><integer>1</integer><key>fr</key><string>kept</string></dict>",
         "value of \"1.5 → de\" is an integer, expected a string or an array of strings", true),
        ("<dict/>", "notes for \"1.5\" have no language with notes", false),
        ("<data>AAEC</data>", "value of \"1.5\" is data, expected a string, an array of strings or a dictionary of languages", false),
        ("<real>1.5</real>", "value of \"1.5\" is a real number, expected a string, an array of strings or a dictionary of languages", false),
        ("<date>2024-01-01T00:00:00Z</date>", "value of \"1.5\" is a date, expected a string, an array of strings or a dictionary of languages", false),
        ("<array><string>kept</string><integer>1</integer><array/></array>",
         "notes for \"1.5\" skip items that are not strings: [1] is an integer, [2] is an array", true),
    ])
    func badValues(value: String, message: String, kept: Bool) throws {
        let feed = try VersionsFeed.decode(versionsPlist("<key>1.0</key><string>ok</string>\n<key>1.5</key>\(value)"))
        #expect(feed.problems.map(\.message) == [message])
        #expect(feed.problems.first?.key == "1.5")
        #expect(feed.releases.map(\.version.text) == (kept ? ["1.5", "1.0"] : ["1.0"]))
        if kept { #expect(feed.notes(for: v("1.5"))?.lines == ["kept"]) }
    }

    @Test func duplicateVersionsKeepTheLast() throws {
        let feed = try VersionsFeed.decode(Array("<plist><dict>\n<key>1.0</key><string>first</string>\n<key>2.0</key><string>two</string>\n<key>1.0.0</key><string>second</string>\n</dict></plist>".utf8))
        #expect(feed.releases == [VersionNotes(version: v("2.0"), lines: ["two"]), VersionNotes(version: v("1.0.0"), lines: ["second"])])
        #expect(feed.problems == [FeedProblem(key: "1.0.0", message: "key \"1.0.0\" repeats version \"1.0\" at 2:1; the last one is kept", location: "4:1")])
    }

    @Test func orderingIsNumericNewestFirst() throws {
        let keys = ["1.9", "1.10", "0.9", "1.0b2", "1.0", "2", "1.0.1", "10.0"]
        let feed = try VersionsFeed.decode(versionsPlist(keys.map { "<key>\($0)</key><array/>" }.joined(separator: "\n")))
        #expect(feed.releases.map(\.version.text) == ["10.0", "2", "1.10", "1.9", "1.0.1", "1.0", "1.0b2", "0.9"])
        #expect(feed.latest?.version.text == "10.0")
    }

    @Test func initSortsNewestFirst() {
        let feed = VersionsFeed(releases: [VersionNotes(version: v("1.0"), lines: []), VersionNotes(version: v("3.0"), lines: []), VersionNotes(version: v("2.0"), lines: [])])
        #expect(feed.releases.map(\.version.text) == ["3.0", "2.0", "1.0"])
        #expect(VersionsFeed(releases: []).latest == nil)
    }

    @Test("releases(newerThan:upTo:)", arguments: [
        (nil, nil, ["1.3", "1.2", "1.1", "1.0"]),
        ("1.1", nil, ["1.3", "1.2"]),
        (nil, "1.2", ["1.2", "1.1", "1.0"]),
        ("1.0", "1.2", ["1.2", "1.1"]),
        ("1.0.0", "1.2.0", ["1.2", "1.1"]),
        ("1.1", "1.1", []),
        ("1.2", "1.1", []),
        ("1.3", nil, []),
        ("0.1", "9", ["1.3", "1.2", "1.1", "1.0"]),
        ("1.0.5", "1.2.5", ["1.2", "1.1"]),
        ("1.1b1", "1.1", ["1.1"]),
    ] as [(String?, String?, [String])])
    func bounds(newerThan: String?, upTo: String?, expected: [String]) throws {
        let feed = try VersionsFeed.decode(versionsPlist(["1.0", "1.3", "1.1", "1.2"].map { "<key>\($0)</key><string>\($0)</string>" }.joined()))
        #expect(feed.releases(newerThan: newerThan.map(v), upTo: upTo.map(v)).map(\.version.text) == expected)
    }

    @Test func notesForFindsEqualVersions() throws {
        let feed = try VersionsFeed.decode(versionsPlist("<key>1.0.0</key><string>x</string>"))
        #expect(feed.notes(for: v("1")) == VersionNotes(version: v("1.0.0"), lines: ["x"]))
        #expect(feed.notes(for: v("1.0.1")) == nil)
    }

    @Test("encoded() round-trips", arguments: [
        [VersionNotes(version: v("1.0"), lines: ["First release"])],
        [VersionNotes(version: v("2.0"), lines: ["a & b", "<tag>", "]]>", "quote \" and ' apostrophe"]), VersionNotes(version: v("1.0"), lines: [])],
        [VersionNotes(version: v("1.0b2"), lines: ["line\nwith newline", "  spaces  ", "", "tab\there", "cr\rlf\r\n", "del\u{7F}", "日本語 🙂"])],
        [],
    ])
    func roundTrip(releases: [VersionNotes]) throws {
        let feed = VersionsFeed(releases: releases)
        let decoded = try VersionsFeed.decode(feed.encoded())
        #expect(decoded.problems.isEmpty)
        #expect(decoded.releases == feed.releases)
        #expect(decoded.releases.map(\.version.text) == feed.releases.map(\.version.text))
    }

    @Test func encodedIsReadableXML() {
        let text = String(decoding: VersionsFeed(releases: [VersionNotes(version: v("1.1"), lines: ["A & B"]), VersionNotes(version: v("1.0"), lines: [])]).encoded(), as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(text.contains("\t<key>1.1</key>\n\t<array>\n\t\t<string>A &amp; B</string>\n\t</array>\n\t<key>1.0</key>\n\t<array/>\n"))
    }

    @Test("encoded() drops NUL and the controls XML 1.0 cannot carry, even as references")
    func encodedDropsForbiddenControls() throws {
        let feed = VersionsFeed(releases: [VersionNotes(version: v("1.0"), lines: ["a\u{0}b", "ctrl\u{1}\u{1B}\u{1F}!"])])
        #expect(try VersionsFeed.decode(feed.encoded()).releases.first?.lines == ["ab", "ctrl!"])
    }

    @Test func problemsAreCodable() throws {
        let problem = FeedProblem(key: "1.x", message: "key \"1.x\" is not a version", location: "3:5")
        let data = try JSONEncoder().encode(problem)
        #expect(try JSONDecoder().decode(FeedProblem.self, from: data) == problem)
        #expect(FeedProblem(key: "k", message: "m").description == "versions plist: m")
    }

    @Test func sourceNameAppearsInProblems() throws {
        let feed = try VersionsFeed.decode(versionsPlist("<key>x</key><string/>"), source: "https://example.com/versions.plist")
        #expect(feed.problems.first?.description.hasPrefix("https://example.com/versions.plist: ") == true)
    }

    @Test func hundredThousandEntries() throws {
        var body = ""
        body.reserveCapacity(4_000_000)
        for index in 0..<100_000 { body += "<key>\(index / 1000).\(index % 1000)</key><string>Release \(index)</string>\n" }
        let (feed, seconds) = try CPUTime.measure { try VersionsFeed.decode(versionsPlist(body)) }
        #expect(seconds < 30, "\(seconds) s of CPU") // processor time: a busy machine does not stretch it
        #expect(feed.releases.count == 100_000)
        #expect(feed.latest?.version.text == "99.999")
        #expect(feed.releases.last?.version.text == "0.0")
        #expect(feed.releases(newerThan: v("99.997"), upTo: nil).count == 2)
    }
}
