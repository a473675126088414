import Foundation
import IVersionSupport
import LocaleServices

/// A Sparkle appcast: an RSS feed whose items are releases, with Sparkle's elements in its namespace.
///
/// Each item is read as Sparkle reads it (the README's appcast section has the table): its version is
/// its own `sparkle:version` (the enclosure's attribute, else the element, else the enclosure's file
/// name after its last `_`), shown as `sparkle:shortVersionString`; the full enclosure is the download,
/// never one inside `sparkle:deltas`; `sparkle:criticalUpdate` and `sparkle:informationalUpdate` keep
/// the app versions they apply to; relative URLs resolve against the feed's own (final) URL, and only
/// http(s) URLs are kept. Conditions on the app (its version, OS, channel, skipped upgrades) are the
/// engine's to apply: the decoder keeps them on each ``PublishedRelease``. An item Sparkle could not
/// use (no version, no enclosure or link, an enclosure URL that is not http(s)) is a problem, not an
/// error. The namespace's prefix is the one the feed declares.
///
/// ```swift
/// let feed = try SparkleAppcast.decode(bytes, source: "https://example.com/appcast.xml",
///                                      baseURL: URL(string: "https://example.com/appcast.xml"))
/// ```
@_spi(Engine) public enum SparkleAppcast {
    /// Sparkle's XML namespace.
    public static let namespace = "http://www.andymatuschak.org/xml-namespaces/sparkle"

    /// Decodes an appcast.
    /// - Parameters:
    ///   - bytes: The feed.
    ///   - source: The name to use in diagnostics (the URL, say).
    ///   - baseURL: The URL the feed was fetched from, after redirects: relative links resolve against it.
    ///   - maximumBytes: The largest input accepted (8 MiB by default).
    /// - Returns: The releases newest first; an item without a usable version is a problem, not an error.
    /// - Throws: ``FeedError`` for XML that is not well-formed or a document that is not RSS.
    public static func decode(
        _ bytes: [UInt8], source: String = "appcast", baseURL: URL? = nil, maximumBytes: Int = FeedLimits.defaultMaximumBytes
    ) throws(FeedError) -> ReleaseFeed {
        try FeedLimits.check(bytes.count, limit: maximumBytes, source: source)
        do throws(XMLError) {
            return try bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
                var reader = try XMLReader(buffer, file: nil)
                var parser = AppcastParser(source: source, baseURL: baseURL)
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
        let days = CivilDate.daysSince1970(year: fullYear, month: month + 1, day: day)
        let seconds = days * 86_400 + time[0] * 3_600 + time[1] * 60 + (time.count > 2 ? time[2] : 0) - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

/// The state of one pass over an appcast: the item being read and what has been found.
private struct AppcastParser {
    let source: String
    let baseURL: URL?
    var prefix = "sparkle:"
    var sawRSS = false
    var releases: [PublishedRelease] = []
    var problems: [FeedProblem] = []

    /// The item being read; nil between items.
    private var item: AppcastItem?
    /// Inside `sparkle:deltas` (whose enclosures are patches, never the download) and
    /// `sparkle:informationalUpdate` (whose `sparkle:version`s are app versions, not the item's).
    private var inDeltas = false
    private var inInformational = false
    /// The element whose text is being gathered, with its `xml:lang`.
    private var field: (name: String, element: String, language: String?)?
    private var buffer = ""

    init(source: String, baseURL: URL?) {
        self.source = source
        self.baseURL = baseURL
    }

    mutating func start(_ tag: XMLStartTag, reader: inout XMLReader) {
        if tag.name == "rss" {
            sawRSS = true
            for attribute in tag.attributes where attribute.name.hasPrefix("xmlns:") && attribute.value == SparkleAppcast.namespace {
                prefix = String(attribute.name.dropFirst("xmlns:".count)) + ":"
            }
            return
        }
        if tag.name == "item" {
            item = AppcastItem(offset: tag.offset)
            inDeltas = false
            inInformational = false
            return
        }
        // Markup inside a text being gathered (an unescaped description) is part of that text.
        guard item != nil, field == nil else { return }
        let local = tag.name.hasPrefix(prefix) ? String(tag.name.dropFirst(prefix.count)) : nil
        var name: String?
        switch (tag.name, local) {
        case ("enclosure", _):
            if !inDeltas, item?.enclosure == nil {
                let values = attributes(of: tag)
                item?.enclosure = values
            }
        case (_, "deltas"?):
            inDeltas = !tag.selfClosing
        case (_, "criticalUpdate"?):
            item?.critical = .some(tag.value(prefix + "version"))
        case (_, "informationalUpdate"?):
            if item?.informational == nil { item?.informational = [] }
            inInformational = !tag.selfClosing
        case (_, "version"?) where inInformational, (_, "belowVersion"?) where inInformational:
            name = "informational." + local!
        case (_, let element?) where AppcastItem.sparkleFields.contains(element):
            name = element
        case ("title", _), ("link", _), ("pubDate", _), ("description", _):
            name = tag.name
            if tag.name == "description" { item?.descriptionFormat = tag.value(prefix + "format")?.lowercased() }
        default:
            break
        }
        if let name {
            field = (name, tag.name, tag.value("xml:lang"))
            buffer = ""
            reader.collectsText = true
        }
    }

    mutating func text(_ text: String) {
        if field != nil { buffer += text }
    }

    mutating func end(_ name: String, reader: inout XMLReader) {
        if let current = field {
            guard name == current.element else { return }
            item?.add(current.name, value: buffer.trimmingCharacters(in: .whitespacesAndNewlines), language: current.language)
            field = nil
            reader.collectsText = false
            return
        }
        switch name {
        case prefix + "deltas": inDeltas = false
        case prefix + "informationalUpdate": inInformational = false
        case "item":
            if let finished = item {
                let read = finished.release(source: source, baseURL: baseURL)
                if let release = read.release { releases.append(release) }
                problems += read.problems
            }
            item = nil
        default: break
        }
    }

    /// A tag's attributes by name, Sparkle's under `sparkle:` whatever the feed's prefix.
    private func attributes(of tag: XMLStartTag) -> [String: String] {
        var values: [String: String] = [:]
        for attribute in tag.attributes {
            let name = attribute.name.hasPrefix(prefix) ? "sparkle:" + attribute.name.dropFirst(prefix.count) : attribute.name
            if values[name] == nil { values[name] = attribute.value }
        }
        return values
    }
}
