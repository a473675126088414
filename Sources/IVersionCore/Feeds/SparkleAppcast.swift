import Foundation
import IVersionSupport
import LocaleServices

/// A Sparkle appcast: an RSS feed whose items are releases, with Sparkle's elements in its namespace.
///
/// Read per item: `sparkle:shortVersionString` (the version people see) and `sparkle:version` (the
/// build), as elements or as attributes of the `enclosure`; `sparkle:minimumSystemVersion`,
/// `sparkle:criticalUpdate` (a mandatory update), `sparkle:informationalUpdate` (notes only),
/// `sparkle:phasedRolloutInterval`, `sparkle:channel`, `pubDate`, `link`, `description` (HTML, read as
/// lines; `xml:lang` variants become translations), `sparkle:releaseNotesLink` (with `xml:lang`
/// variants) and the enclosure's `url` and `length`. The namespace's prefix is the one the feed declares.
///
/// ```swift
/// let feed = try SparkleAppcast.decode(bytes, source: "https://example.com/appcast.xml")
/// ```
public enum SparkleAppcast {
    /// Sparkle's XML namespace.
    public static let namespace = "http://www.andymatuschak.org/xml-namespaces/sparkle"

    /// Decodes an appcast.
    /// - Parameters:
    ///   - bytes: The feed.
    ///   - source: The name to use in diagnostics (the URL, say).
    ///   - maximumBytes: The largest input accepted (8 MiB by default).
    /// - Returns: The releases newest first; an item without a usable version is a problem, not an error.
    /// - Throws: ``FeedError`` for XML that is not well-formed or a document that is not RSS.
    public static func decode(
        _ bytes: [UInt8], source: String = "appcast", maximumBytes: Int = FeedLimits.defaultMaximumBytes
    ) throws(FeedError) -> ReleaseFeed {
        try FeedLimits.check(bytes.count, limit: maximumBytes, source: source)
        do throws(XMLError) {
            return try bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
                var reader = try XMLReader(buffer, file: nil)
                var parser = AppcastParser(source: source)
                while let event = try reader.next() {
                    switch event {
                    case let .start(tag): parser.start(tag, reader: &reader)
                    case let .text(text, _): parser.text(text)
                    case let .end(name, _): parser.end(name, reader: &reader)
                    }
                }
                if !parser.sawRSS { throw reader.error(at: 0, "the document is not an RSS feed (its root is not <rss>)") }
                return ReleaseFeed(releases: parser.releases, problems: parser.problems)
            }
        } catch {
            throw FeedError.malformed(source: source, message: error.description)
        }
    }

    /// An RFC 822 date as RSS writes it (`Wed, 09 Jan 2019 19:20:11 +0000`, the day name optional, a zone
    /// as an offset or `GMT`/`UTC`/`Z`), else nil.
    static func date(_ text: String) -> Date? {
        var parts = text.split(separator: " ").map(String.init)
        if let first = parts.first, first.hasSuffix(",") { parts.removeFirst() }
        guard parts.count >= 4, let day = Int(parts[0]), let year = Int(parts[2]),
              let month = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
                .firstIndex(of: parts[1].prefix(3).lowercased()) else { return nil }
        let time = parts[3].split(separator: ":").compactMap { Int($0) }
        guard time.count >= 2, (1...31).contains(day), (0...23).contains(time[0]), (0...59).contains(time[1]) else { return nil }
        var offset = 0
        if parts.count > 4, let zone = parts.last, zone.count == 5, let sign = zone.first, sign == "+" || sign == "-" {
            // Four digits, hours then minutes, as a clock reads them: `+9999` is no offset, and no date.
            let digits = zone.dropFirst()
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits),
                  value / 100 <= 23, value % 100 <= 59 else { return nil }
            offset = (sign == "-" ? -1 : 1) * ((value / 100) * 3_600 + (value % 100) * 60)
        }
        // Arithmetic, not a Calendar: one built on Linux loads ICU's time zone data (0.8 ms and 5 MB).
        let fullYear = year < 100 ? 2000 + year : year
        guard year >= 0, (1...9999).contains(fullYear), time.count < 3 || (0...60).contains(time[2]) else { return nil }
        let days = ISO8601Timestamp.daysSince1970(year: fullYear, month: month + 1, day: day)
        let seconds = days * 86_400 + time[0] * 3_600 + time[1] * 60 + (time.count > 2 ? time[2] : 0) - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

/// The state of one pass over an appcast: the item being read and what has been found.
private struct AppcastParser {
    let source: String
    var prefix = "sparkle:"
    var sawRSS = false
    var releases: [PublishedRelease] = []
    var problems: [FeedProblem] = []

    /// The fields of the `<item>` being read.
    private var item: [String: String]?
    private var itemLanguages: [String: [String: String]] = [:]
    private var critical = false
    private var informational = false
    private var itemOffset = 0
    /// The element whose text is being gathered, with its `xml:lang`.
    private var field: (name: String, language: String?)?
    private var buffer = ""

    init(source: String) { self.source = source }

    mutating func start(_ tag: XMLStartTag, reader: inout XMLReader) {
        if tag.name == "rss" {
            sawRSS = true
            for attribute in tag.attributes where attribute.name.hasPrefix("xmlns:") && attribute.value == SparkleAppcast.namespace {
                prefix = String(attribute.name.dropFirst("xmlns:".count)) + ":"
            }
            return
        }
        if tag.name == "item" {
            item = [:]
            itemLanguages = [:]
            critical = false
            informational = false
            itemOffset = tag.offset
            return
        }
        guard item != nil else { return }
        let local = tag.name.hasPrefix(prefix) ? String(tag.name.dropFirst(prefix.count)) : nil
        switch (tag.name, local) {
        case ("enclosure", _):
            for attribute in tag.attributes {
                let name = attribute.name.hasPrefix(prefix) ? "enclosure." + attribute.name.dropFirst(prefix.count) : "enclosure." + attribute.name
                item?[name] = attribute.value
            }
        case (_, "criticalUpdate"?):
            critical = true
        case (_, "informationalUpdate"?):
            informational = true
        case ("title", _), ("link", _), ("pubDate", _), ("description", _), (_, "version"?), (_, "shortVersionString"?),
             (_, "minimumSystemVersion"?), (_, "phasedRolloutInterval"?), (_, "channel"?), (_, "releaseNotesLink"?):
            field = (local ?? tag.name, tag.value("xml:lang"))
            buffer = ""
            reader.collectsText = true
        default:
            break
        }
    }

    mutating func text(_ text: String) {
        if field != nil { buffer += text }
    }

    mutating func end(_ name: String, reader: inout XMLReader) {
        if let current = field, name == current.name || name == prefix + current.name {
            let value = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
            if let language = current.language {
                itemLanguages[current.name, default: [:]][language] = value
            } else {
                item?[current.name] = value
            }
            field = nil
            reader.collectsText = false
            return
        }
        if name == "item", let fields = item {
            finishItem(fields)
            item = nil
        }
    }

    private mutating func finishItem(_ fields: [String: String]) {
        let shortVersion = fields["shortVersionString"] ?? fields["enclosure.shortVersionString"]
        let build = fields["version"] ?? fields["enclosure.version"]
        guard let text = shortVersion ?? build, let version = Version(text) else {
            let shown = VersionsPlistDecoder.printable(shortVersion ?? build ?? "")
            problems.append(FeedProblem(key: fields["title"] ?? "item", message: shortVersion == nil && build == nil
                ? "an item has no sparkle:version or sparkle:shortVersionString" : "item version \"\(shown)\" is not a version",
                source: source))
            return
        }
        let description = fields["description"] ?? ""
        var notes = VersionNotes(version: version, lines: HTMLText.lines(description))
        var translations: [String: [String]] = [:]
        for (language, html) in itemLanguages["description"] ?? [:] {
            if let tag = try? LanguageTag(parsing: language) { translations[tag.identifier] = HTMLText.lines(html) }
        }
        if notes.lines.isEmpty, let english = translations["en"] { notes.lines = english }
        notes.translations = translations
        var release = PublishedRelease(
            version: version, notes: notes, date: fields["pubDate"].flatMap(SparkleAppcast.date),
            url: (fields["link"]).flatMap(AppStoreLookup.webURL) ?? fields["enclosure.url"].flatMap(AppStoreLookup.webURL),
            downloadSize: fields["enclosure.length"].flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 ? $0 : nil },
            build: build, minimumSystemVersion: fields["minimumSystemVersion"].flatMap { Version($0) })
        release.isCritical = critical
        release.isInformational = informational
        release.phasedRolloutInterval = fields["phasedRolloutInterval"].flatMap { TimeInterval($0) }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        release.channel = fields["channel"].flatMap { $0.isEmpty ? nil : $0 }
        release.releaseNotesURL = fields["releaseNotesLink"].flatMap(AppStoreLookup.webURL)
        for (language, link) in itemLanguages["releaseNotesLink"] ?? [:] {
            if let tag = try? LanguageTag(parsing: language), let url = AppStoreLookup.webURL(link) {
                release.localizedReleaseNotesURLs[tag.identifier] = url
            }
        }
        releases.append(release)
    }
}
