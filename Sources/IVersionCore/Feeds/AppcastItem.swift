import Foundation
import LocaleServices

/// One appcast `<item>` as read, and what Sparkle makes of it: a ``PublishedRelease``, or why the item
/// cannot be used.
struct AppcastItem {
    /// Sparkle's elements whose text is read (under the feed's prefix).
    static let sparkleFields: Set<String> = [
        "version", "shortVersionString", "minimumSystemVersion", "maximumSystemVersion", "minimumAutoupdateVersion",
        "ignoreSkippedUpgradesBelowVersion", "phasedRolloutInterval", "channel", "releaseNotesLink",
    ]

    /// Where the `<item>` starts.
    let offset: Int
    /// Element texts by name (Sparkle's without prefix); the first one without `xml:lang` wins.
    var values: [String: String] = [:]
    /// `xml:lang` variants by element, then language as written.
    var localized: [String: [String: String]] = [:]
    /// The item's own enclosure's attributes (Sparkle's as `sparkle:…`); nil without one.
    var enclosure: [String: String]?
    /// `sparkle:criticalUpdate`: nil without one, else its `sparkle:version` (nil for every app version).
    var critical: String??
    /// `sparkle:informationalUpdate`: nil without one, else the app versions inside it.
    var informational: [String]?
    /// `sparkle:belowVersion`s inside `sparkle:informationalUpdate`.
    var informationalBelow: [String] = []
    /// The description's `sparkle:format` (`html`, `plain-text`, `markdown`).
    var descriptionFormat: String?

    init(offset: Int) { self.offset = offset }

    mutating func add(_ name: String, value: String, language: String?) {
        switch name {
        case "informational.version": informational = (informational ?? []) + [value]
        case "informational.belowVersion": informationalBelow.append(value)
        default:
            if let language {
                localized[name, default: [:]][language] = value
            } else if values[name] == nil {
                values[name] = value
            }
        }
    }

    /// The release Sparkle would read from the item (nil when the item cannot be used at all), and the
    /// problems found: why it cannot be used, or what in it was ignored.
    func release(source: String, baseURL: URL?) -> (release: PublishedRelease?, problems: [FeedProblem]) {
        let title = values["title"] ?? "item"
        func problem(_ message: String) -> FeedProblem { FeedProblem(key: title, message: message, source: source) }
        var warnings: [FeedProblem] = []
        func version(_ text: String?, _ element: String) -> Version? {
            guard let text else { return nil }
            guard let version = Version(text) else {
                warnings.append(problem("item \"\(printable(title))\": \(element) \"\(printable(text))\" is not a version; ignored"))
                return nil
            }
            return version
        }

        let enclosureURL = enclosure?["url"]
        // Sparkle's last resort for the build: the file name's part after its last `_` (`Notes_1.3.4.zip`).
        let fileVersion = enclosureURL.flatMap { url -> String? in
            let parts = (url.split(separator: "/").last ?? "").split(separator: "_", omittingEmptySubsequences: false)
            guard parts.count > 1, let last = parts.last else { return nil }
            let candidate = last.split(separator: ".").dropLast().joined(separator: ".")
            return Version(candidate) == nil ? nil : candidate
        }
        let build = enclosure?["sparkle:version"] ?? values["version"] ?? fileVersion
        let shortVersion = enclosure?["sparkle:shortVersionString"] ?? values["shortVersionString"]
        guard let text = shortVersion ?? build else {
            return (nil, warnings + [problem("an item has no sparkle:version or sparkle:shortVersionString")])
        }
        guard let shown = Version(text) else { return (nil, [problem("item version \"\(printable(text))\" is not a version")]) }
        if let build, Version(build) == nil {
            return (nil, warnings + [problem("item build (sparkle:version) \"\(printable(build))\" is not a version")])
        }

        let link = values["link"].flatMap { Self.webURL($0, relativeTo: baseURL) }
        var download: URL?
        if let enclosureURL {
            guard let url = Self.webURL(enclosureURL, relativeTo: baseURL) else {
                return (nil, warnings + [problem("item \"\(printable(title))\": the enclosure URL \"\(printable(enclosureURL))\" is not an http(s) URL")])
            }
            download = url
        }
        guard download != nil || link != nil else {
            return (nil, warnings + [problem("item \"\(printable(title))\" has no enclosure and no link")])
        }

        var release = PublishedRelease(
            version: shown, notes: notes(version: shown), date: values["pubDate"].flatMap(SparkleAppcast.date), url: download ?? link,
            downloadSize: enclosure?["length"].flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 ? $0 : nil },
            build: build, minimumSystemVersion: version(values["minimumSystemVersion"], "sparkle:minimumSystemVersion"))
        release.versionOrder = .sparkle
        release.infoURL = link
        release.maximumSystemVersion = version(values["maximumSystemVersion"], "sparkle:maximumSystemVersion")
        release.minimumAutoupdateVersion = version(values["minimumAutoupdateVersion"], "sparkle:minimumAutoupdateVersion")
        release.ignoreSkippedUpgradesBelowVersion = version(values["ignoreSkippedUpgradesBelowVersion"], "sparkle:ignoreSkippedUpgradesBelowVersion")
        release.operatingSystem = enclosure?["sparkle:os"]
        release.isDeltaOnly = enclosure?["sparkle:deltaFrom"] != nil
        release.phasedRolloutInterval = values["phasedRolloutInterval"].flatMap { text in
            let (interval, message) = Self.rolloutInterval(text)
            if let message { warnings.append(problem("item \"\(printable(title))\": \(message)")) }
            return interval
        }
        // Sparkle ignores a channel name outside [A-Za-z0-9._-]: the item is then on the default channel.
        release.channel = values["channel"].flatMap { name in
            name.isEmpty || !name.utf8.allSatisfy({ byte in Self.channelBytes.contains(byte) }) ? nil : name
        }
        release.releaseNotesURL = values["releaseNotesLink"].flatMap { Self.webURL($0, relativeTo: baseURL) }
        // As in Sparkle, a description that is only a link is where the notes are.
        if release.releaseNotesURL == nil, let description = values["description"],
           description.hasPrefix("http://") || description.hasPrefix("https://") {
            release.releaseNotesURL = Self.webURL(description, relativeTo: nil)
            release.notes.lines = []
        }
        // In a fixed order, so that two spellings of one language (`de`, `DE`) give the same winner every run.
        for (language, link) in (localized["releaseNotesLink"] ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let tag = try? LanguageTag(parsing: language), let url = Self.webURL(link, relativeTo: baseURL) {
                release.localizedReleaseNotesURLs[tag.identifier] = url
            }
        }
        if let critical {
            if let bound = critical {
                release.criticalFor = version(bound, "sparkle:criticalUpdate's sparkle:version").map(AppVersionScope.below)
            } else {
                release.criticalFor = .all
            }
        }
        // Without an enclosure, an item with a link is informational for everyone; with one, only when it
        // says so, for the app versions it lists (none listed: every version).
        if download == nil {
            release.informationalFor = .all
        } else if let informational {
            let versions = informational.compactMap { version($0, "sparkle:informationalUpdate's sparkle:version") }
            let below = informationalBelow.compactMap { version($0, "sparkle:belowVersion") }
            release.informationalFor = informational.isEmpty && informationalBelow.isEmpty ? .all : .listed(versions: versions, below: below)
        }
        return (release, warnings)
    }

    /// The notes: the description in its format (HTML unless `sparkle:format` says `plain-text` or
    /// `markdown`), its `xml:lang` variants as translations.
    private func notes(version: Version) -> VersionNotes {
        func lines(_ text: String) -> [String] {
            switch descriptionFormat {
            case "plain-text"?: VersionNotes(version: version, text: text).lines
            case "markdown"?: MarkdownText.lines(text)
            default: HTMLNoteReader.lines(text)
            }
        }
        var notes = VersionNotes(version: version, lines: lines(values["description"] ?? ""))
        var translations: [String: [String]] = [:]
        for (language, text) in (localized["description"] ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let tag = try? LanguageTag(parsing: language) { translations[tag.identifier] = lines(text) }
        }
        if notes.lines.isEmpty, let english = translations["en"] { notes.lines = english }
        notes.translations = translations
        return notes
    }

    /// The longest `sparkle:phasedRolloutInterval` read: a year. The interval times the group number is
    /// added to the release date, so a larger one (up to `Double.greatestFiniteMagnitude`) would put the
    /// date past any calendar, or at infinity, where no output can write it.
    static let longestRolloutInterval: TimeInterval = 365 * 86_400

    /// `sparkle:phasedRolloutInterval` as read, and why it was changed: seconds above zero, at most
    /// ``longestRolloutInterval`` (a longer one, infinity included, is clamped to it); anything else (zero,
    /// negative, NaN, no number) is no rollout.
    static func rolloutInterval(_ text: String) -> (interval: TimeInterval?, warning: String?) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let seconds = TimeInterval(trimmed), seconds > 0 else {
            return (nil, "sparkle:phasedRolloutInterval \"\(VersionsPlistDecoder.printable(trimmed))\" is not a positive number of seconds; ignored")
        }
        guard seconds <= longestRolloutInterval else {
            return (longestRolloutInterval, "sparkle:phasedRolloutInterval \"\(VersionsPlistDecoder.printable(trimmed))\" is longer than a year; "
                + "read as a year (\(Int(longestRolloutInterval)) seconds)")
        }
        return (seconds, nil)
    }

    private static let channelBytes = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".utf8)

    /// An http(s) URL from an appcast, resolved against the feed's URL when relative; spaces are
    /// forgiven as Sparkle forgives them (`%20`). Nil for anything else (`file:`, `javascript:`, junk).
    static func webURL(_ text: String, relativeTo base: URL?) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: " ", with: "%20")
        guard let url = URL(string: trimmed, relativeTo: base)?.absoluteURL,
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else { return nil }
        return url
    }

    private func printable(_ text: String) -> String { VersionsPlistDecoder.printable(text) }
}
