import PropertySupport

/// A strings table as written: entries in file order (duplicates allowed, the last one wins).
struct WrittenTable: CustomStringConvertible {
    var entries: [(key: String, value: String)]

    var description: String {
        "[" + entries.map { "\(String(reflecting: $0.key)): \(String(reflecting: $0.value))" }.joined(separator: ", ") + "]"
    }
}

enum StringsTableGenerators {
    /// Pieces keys and values are made of: every character with a meaning in the strings grammar,
    /// escapes' own letters, whitespace of every kind, emoji (with ZWJ and flags), combining marks
    /// (NFD next to NFC), right-to-left text with bidi controls, astral characters and controls.
    /// NUL is left out: the parser refuses it on purpose (see StringsDifferentialTests).
    static let pieces: [String] = [
        "a", "Z", "key", "Update", "0", "9", "_", "$", ".", "-", ":", "/", "%@", "%1$@", "%d",
        "\"", "\\", "'", "\n", "\t", "\r", "\r\n", " ", "  ", "/*", "*/", "//", ";", "=", "{", "}", "(", ")", "<", ">", "&",
        "\\U", "\\n", "u00e9", "\u{7}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{FEFF}",
        "é", "e\u{301}", "ñ", "ß", "Ø", "\u{0301}", "\u{0308}\u{0323}", "新しい", "版本", "한국어",
        "🙂", "👩‍👩‍👧", "🇫🇷", "👍🏽", "𝄞", "𐐷", "\u{1F600}", "\u{10FFFD}", "\u{E000}",
        "نسخة جديدة", "גרסה", "\u{200F}", "\u{2067}1.2\u{2069}", "\u{202E}", "ऑ", "ไทย",
    ]

    static func text(_ g: inout SplitMix64, maxPieces: Int = 8) -> String {
        if g.chance(0.05) { return "" }
        return (0..<g.int(1...maxPieces)).map { _ in g.pick(pieces) }.joined()
    }

    /// A plain identifier, which the writer may leave unquoted.
    static func identifier(_ g: inout SplitMix64) -> String {
        let first = g.pick(Array("abcxyzABCXYZ_"))
        let rest = (0..<g.int(0...10)).map { _ in g.pick(Array("abcdefXYZ0123456789_.")) }
        return String(first) + String(rest)
    }

    static func table(_ g: inout SplitMix64, maxEntries: Int = 12) -> WrittenTable {
        var entries: [(key: String, value: String)] = []
        for _ in 0..<g.int(0...maxEntries) {
            let key: String
            if !entries.isEmpty, g.chance(0.1) {
                key = g.pick(entries).key  // a redefinition: the later value must win
            } else {
                key = g.chance(0.3) ? identifier(&g) : text(&g, maxPieces: 4)
            }
            let value = g.chance(0.1) ? key : g.chance(0.15) ? identifier(&g) : text(&g)
            entries.append((key, value))
        }
        return WrittenTable(entries: entries)
    }

    /// The table without one entry at a time, then each key and value with one piece fewer.
    static func shrink(_ table: WrittenTable) -> [WrittenTable] {
        var candidates = Shrink.removingElements(table.entries.map { [$0.key, $0.value] }).map { pairs in
            WrittenTable(entries: pairs.map { ($0[0], $0[1]) })
        }
        for index in table.entries.indices {
            for key in Shrink.removingScalars(table.entries[index].key) {
                var copy = table; copy.entries[index].key = key; candidates.append(copy)
            }
            for value in Shrink.removingScalars(table.entries[index].value) {
                var copy = table; copy.entries[index].value = value; candidates.append(copy)
            }
        }
        return candidates
    }

    /// The table as Apple's `[String: String]` would hold it: the last definition wins.
    static func lastWins(_ entries: [(key: String, value: String)]) -> [[Unicode.Scalar]: [Unicode.Scalar]] {
        var table: [[Unicode.Scalar]: [Unicode.Scalar]] = [:]
        for entry in entries { table[Array(entry.key.unicodeScalars)] = Array(entry.value.unicodeScalars) }
        return table
    }
}
