import Strings

/// The formatting strings of an `NSRuleEditor` / `NSPredicateEditor`: a table an Interface Builder
/// file names as the editor's `formattingStringsFilename`, which the editor reads itself, never
/// `String(format:)`. Its keys and values write each row's pop-up as a choice list, `%[All,Any]@`
/// (numbered `%1$[…]@` in a translation, to reorder the row's views), and its text fields as `%@`.
/// A translation may split a key's choice list into several keys (`%[All]@ …` and `%[Any]@ …`)
/// to word each choice its own way: the editor matches a row to the key whose lists hold its
/// choices (AppKit's `formattingStringsFilename` loads the file as the editor's formatting
/// dictionary; the localizations published for it key one choice per entry, as
/// `"%[All]@ of the following are true"`, and number the views `%1$[…]@` to reorder them).
enum RuleEditorFormatting {
    /// The attribute an Interface Builder document names the table in.
    static let attribute = "formattingStringsFilename=\""

    /// The table names `text` (an Interface Builder document) gives its rule editors, case folded.
    static func tableNames(in text: String) -> Set<String> {
        var names = Set<String>()
        var rest = text[...]
        while let found = rest.firstRange(of: attribute) {
            let value = rest[found.upperBound...].prefix { $0 != "\"" }
            if !value.isEmpty { names.insert(TableName.folded(String(value))) }
            rest = rest[found.upperBound...]
        }
        return names
    }

    /// `text` with each choice list written as the one object conversion it fills (`%[a,b]@` →
    /// `%@`, `%2$[a,b]@` → `%2$@`): the arguments the editor's row gives, as format rules compare them.
    static func asConversions(_ text: String) -> String {
        split(text).outline
    }

    /// Whether `key` is `baseKey` with some of its choice lists narrowed: the same text outside
    /// the lists, and each list a non-empty subset of the base's.
    static func isSplit(_ key: String, of baseKey: String) -> Bool {
        let (own, base) = (split(key), split(baseKey))
        guard own.skeleton == base.skeleton, own.lists.count == base.lists.count, !own.lists.isEmpty else { return false }
        return zip(own.lists, base.lists).allSatisfy { !$0.isEmpty && Set($0).isSubset(of: Set($1)) }
    }

    /// Whether `keys` translate every row `baseKey` formats: each combination of its lists'
    /// choices is in some key that splits it (a row no key matches shows the base's text).
    static func isCovered(_ baseKey: String, by keys: [String]) -> Bool {
        let lists = split(baseKey).lists
        let splits = keys.filter { isSplit($0, of: baseKey) }.map { split($0).lists.map(Set.init) }
        guard !splits.isEmpty else { return false }
        // The rows, one choice per list; a table's lists make a few dozen.
        var rows: [[Substring]] = [[]]
        for list in lists {
            rows = rows.flatMap { row in list.map { row + [$0] } }
            if rows.count > maximumRows { return true }
        }
        return rows.allSatisfy { row in splits.contains { split in zip(split, row).allSatisfy { $0.contains($1) } } }
    }

    /// Beyond this many rows a key's splits are taken to cover it, rather than counted.
    private static let maximumRows = 4096

    /// The text with each list as `%@` (`%n$@` when numbered), the text with each list as `%[]@`,
    /// and the lists' choices in order.
    static func split(_ text: String) -> (outline: String, skeleton: String, lists: [[Substring]]) {
        var outline = "", skeleton = "", lists: [[Substring]] = []
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            outline += rest[..<percent]
            skeleton += rest[..<percent]
            let afterPercent = rest.index(after: percent)
            let digits = rest[afterPercent...].prefix { $0.isASCII && $0.isNumber }
            var cursor = digits.endIndex
            var position = ""
            if !digits.isEmpty, cursor < rest.endIndex, rest[cursor] == "$" {
                position = digits + "$"
                cursor = rest.index(after: cursor)
            }
            if cursor < rest.endIndex, rest[cursor] == "[",
               let close = rest[cursor...].firstIndex(of: "]"), rest.index(after: close) < rest.endIndex,
               rest[rest.index(after: close)] == "@" {
                lists.append(rest[rest.index(after: cursor)..<close].split(separator: ",", omittingEmptySubsequences: false))
                outline += "%" + position + "@"
                skeleton += "%" + position + "[]@"
                rest = rest[rest.index(close, offsetBy: 2)...]
            } else {
                outline += "%"
                skeleton += "%"
                rest = rest[afterPercent...]
            }
        }
        return (outline + rest, skeleton + rest, lists)
    }
}
