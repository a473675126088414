import Foundation
import IVersion

/// What a stored notice may hold, so that ``NoticeStore`` never writes a notice its reader refuses (issue 37:
/// a 353 KB notice was written, refused over the 256 KiB cap, and the update was never shown).
///
/// A notice is an update's facts; its notes are shown six lines at most. When the whole update encodes to
/// more than ``NoticeStore/maximumBytes``, its notes are trimmed to ``notesBudget``: the Markdown originals
/// are dropped (their plain text stays in the lines), then the newest release's lines, its translations
/// and its localized notes links are kept, then older releases', while the budget lasts; the line that
/// crosses it is cut. Should that still not fit (a longer JSON escaping than counted), the budget is halved
/// until it does; a notice that does not fit without any notes (a version or a link of hundreds of
/// kilobytes) is refused.
enum NoticeBudget {
    /// The bytes of notes a trimmed notice keeps, counted as JSON writes them (a control character as
    /// six bytes, `"`, `\` and `/` as two).
    static let notesBudget = 64 * 1024

    /// What ``fitted(_:maximumBytes:)`` did.
    struct Fitted {
        /// The notice to write, and its encoding; nil when even without notes it is too large.
        var notice: UpdateDetails?
        var data: Data?
        /// Whether the notes were trimmed.
        var trimmed: Bool
        /// The encoding of the whole update, in bytes.
        var originalBytes: Int
    }

    /// `update` as a notice of at most `maximumBytes` encoded bytes.
    static func fitted(_ update: UpdateDetails, maximumBytes: Int) -> Fitted {
        let whole = encode(update)
        guard whole.count > maximumBytes else { return Fitted(notice: update, data: whole, trimmed: false, originalBytes: whole.count) }
        var budget = notesBudget
        while true {
            let notice = trimmed(update, budget: budget)
            let data = encode(notice)
            if data.count <= maximumBytes { return Fitted(notice: notice, data: data, trimmed: true, originalBytes: whole.count) }
            guard budget > 0 else { return Fitted(notice: nil, data: nil, trimmed: true, originalBytes: whole.count) }
            budget /= 2
        }
    }

    /// The notice's encoding: sorted keys, so equal notices are equal files.
    static func encode(_ update: UpdateDetails) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(update)) ?? Data() // update details always encode
    }

    /// `update` with notes of at most `budget` bytes, newest release first; releases past the budget are
    /// left out (the newest is always kept: it is the version announced).
    static func trimmed(_ update: UpdateDetails, budget: Int) -> UpdateDetails {
        var left = budget
        var notice = update
        notice.releases = []
        notice.localizedReleaseNotesURLs = [:]
        for (index, release) in update.releases.enumerated() {
            left -= cost(release.version.text) + 32
            guard index == 0 || left > 0 else { break }
            var kept = VersionNotes(version: release.version, lines: fitting(release.lines, budget: &left))
            for (language, lines) in release.translations.sorted(by: { $0.key < $1.key }) {
                left -= cost(language) + 8
                guard left > 0 else { break }
                kept.translations[language] = fitting(lines, budget: &left)
            }
            notice.releases.append(kept)
            if index == 0 {
                for (language, url) in update.localizedReleaseNotesURLs.sorted(by: { $0.key < $1.key }) {
                    left -= cost(language) + cost(url.absoluteString) + 8
                    guard left > 0 else { break }
                    notice.localizedReleaseNotesURLs[language] = url
                }
            }
        }
        return notice
    }

    /// The lines that fit in `budget`, the one that crosses it cut to fit.
    private static func fitting(_ lines: [String], budget: inout Int) -> [String] {
        var kept: [String] = []
        for line in lines {
            guard budget > 3 else { break }
            let lineCost = cost(line) + 3
            if lineCost <= budget {
                kept.append(line)
                budget -= lineCost
            } else {
                kept.append(prefix(line, cost: budget - 3))
                budget = 0
            }
        }
        return kept
    }

    /// The longest prefix of whole characters whose cost is at most `limit`.
    private static func prefix(_ text: String, cost limit: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            used += cost(text[index..<next])
            guard used <= limit else { break }
            end = next
        }
        return String(text[..<end])
    }

    /// The bytes `text` takes inside a JSON string, at most: JSONEncoder writes a control character as a
    /// six-byte escape, and `"`, `\` and `/` as two.
    static func cost(_ text: some StringProtocol) -> Int {
        var total = 0
        for byte in text.utf8 {
            total += byte < 0x20 ? 6 : byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/") ? 2 : 1
        }
        return total
    }
}
