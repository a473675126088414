import IVersionSupport
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
        while let found = rest.firstRange(ofText: attribute) {
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
