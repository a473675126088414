import LocaleServices
import Strings

/// Turns the bytes of a versions plist into a ``VersionsFeed``, reporting entries it skips.
enum VersionsPlistDecoder {
    static func decode(_ bytes: [UInt8], source: String, maximumBytes: Int) throws(FeedError) -> VersionsFeed {
        try FeedLimits.check(bytes.count, limit: maximumBytes, source: source)
        let root: PropertyListValue
        let limits = ParserLimits(maximumBytes: maximumBytes)
        do {
            root = try PropertyListReader.read(bytes, file: nil, limits: limits)
        } catch where error.kind == .tooLarge {
            throw FeedError.decodedTooLarge(source: source, limit: limits.decodedBudget(forInputOf: bytes.count))
        } catch {
            throw FeedError.malformed(source: source, message: "\(error.location): \(error.message)")
        }
        guard let dictionary = root.dictionaryValue else {
            throw FeedError.malformed(source: source, message: "the root is \(root.kindDescription), expected a dictionary of versions")
        }

        var releases: [VersionNotes] = []
        var problems: [FeedProblem] = []
        // Where each version already is in `releases`, so a duplicate replaces it in O(1).
        var indexOfVersion: [Version: Int] = [:]
        var keyOfVersion: [Version: (key: String, location: String?)] = [:]
        for entry in dictionary.entries {
            let location = entry.location.map { "\($0.line):\($0.column)" }
            func report(_ message: String) {
                problems.append(FeedProblem(key: entry.key, message: message, location: location, source: source))
            }
            guard let version = Version(entry.key) else {
                report("key \"\(printable(entry.key))\" is not a version")
                continue
            }
            var notes: VersionNotes
            if case let .dictionary(languages) = entry.value {
                // Notes per language: `default` (else English, else the first) is the default.
                var translations: [String: [String]] = [:]
                var order: [String] = []
                for language in languages.entries {
                    guard let lines = lines(of: language.value, key: "\(entry.key) → \(language.key)", inLanguages: true, report: report) else { continue }
                    let name: String
                    if language.key == "default" {
                        name = "default"
                    } else if let tag = try? LanguageTag(parsing: language.key) {
                        name = tag.identifier
                    } else {
                        report("notes for \"\(printable(entry.key))\" name \"\(printable(language.key))\", which is not a language")
                        continue
                    }
                    if translations[name] == nil { order.append(name) }
                    translations[name] = lines
                }
                guard let defaultName = ["default", "en"].first(where: { translations[$0] != nil }) ?? order.first else {
                    report("notes for \"\(printable(entry.key))\" have no language with notes")
                    continue
                }
                notes = VersionNotes(version: version, lines: translations[defaultName] ?? [])
                translations["default"] = nil
                notes.translations = translations
            } else {
                guard let lines = lines(of: entry.value, key: entry.key, report: report) else { continue }
                notes = VersionNotes(version: version, lines: lines)
            }
            if let index = indexOfVersion[version], let earlier = keyOfVersion[version] {
                let at = earlier.location.map { " at \($0)" } ?? ""
                report("key \"\(printable(entry.key))\" repeats version \"\(printable(earlier.key))\"\(at); the last one is kept")
                releases[index] = notes
            } else {
                indexOfVersion[version] = releases.count
                releases.append(notes)
            }
            keyOfVersion[version] = (entry.key, location)
        }
        return VersionsFeed(releases: releases, problems: problems)
    }


    /// The lines of one version's notes: a multi-line string or an array of strings (other items are
    /// skipped and reported); nil, reported, for any other value.
    private static func lines(of value: PropertyListValue, key: String, inLanguages: Bool = false, report: (String) -> Void) -> [String]? {
        switch value {
        case let .string(text):
            return VersionNotes.lines(of: text)
        case let .array(items):
            var lines: [String] = []
            var skipped: [String] = []
            lines.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                if case let .string(line) = item { lines.append(line) } else { skipped.append("[\(index)] is \(item.kindDescription)") }
            }
            if !skipped.isEmpty {
                let shown = skipped.prefix(3).joined(separator: ", ") + (skipped.count > 3 ? ", …" : "")
                report("notes for \"\(printable(key))\" skip items that are not strings: \(shown)")
            }
            return lines
        default:
            let expected = inLanguages ? "a string or an array of strings" : "a string, an array of strings or a dictionary of languages"
            report("value of \"\(printable(key))\" is \(value.kindDescription), expected \(expected)")
            return nil
        }
    }

    /// A key as it can be shown in one line of a message: control characters escaped, length capped.
    static func printable(_ key: String) -> String {
        var output = ""
        for scalar in key.unicodeScalars.prefix(80) {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += "\\u{\(String(scalar.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return key.unicodeScalars.count > 80 ? output + "…" : output
    }
}
