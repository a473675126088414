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
            let notes: VersionNotes
            switch entry.value {
            case let .string(text):
                notes = VersionNotes(version: version, text: text)
            case let .array(items):
                var lines: [String] = []
                var skipped: [String] = []
                lines.reserveCapacity(items.count)
                for (index, item) in items.enumerated() {
                    if case let .string(line) = item { lines.append(line) } else { skipped.append("[\(index)] is \(item.kindDescription)") }
                }
                if !skipped.isEmpty {
                    let shown = skipped.prefix(3).joined(separator: ", ") + (skipped.count > 3 ? ", …" : "")
                    report("notes for \"\(printable(entry.key))\" skip items that are not strings: \(shown)")
                }
                notes = VersionNotes(version: version, lines: lines)
            default:
                report("value of \"\(printable(entry.key))\" is \(entry.value.kindDescription), expected a string or an array of strings")
                continue
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
