import Strings
import IVersionSupport
/// Writes releases as an XML versions plist, each version's notes as an array of strings.
enum VersionsPlistWriter {
    static func write(_ releases: [VersionNotes]) -> [UInt8] {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        func array(_ lines: [String], indent: String) {
            if lines.isEmpty {
                text += "\(indent)<array/>\n"
                return
            }
            text += "\(indent)<array>\n"
            for line in lines { text += "\(indent)\t<string>\(escaped(line))</string>\n" }
            text += "\(indent)</array>\n"
        }
        for release in releases {
            text += "\t<key>\(escaped(release.version.text))</key>\n"
            guard !release.translations.isEmpty else {
                array(release.lines, indent: "\t")
                continue
            }
            // Notes per language: the default first, then each language in order.
            text += "\t<dict>\n\t\t<key>default</key>\n"
            array(release.lines, indent: "\t\t")
            for language in release.translations.keys.sorted() {
                text += "\t\t<key>\(escaped(language))</key>\n"
                array(release.translations[language] ?? [], indent: "\t\t")
            }
            text += "\t</dict>\n"
        }
        text += "</dict>\n</plist>\n"
        return Array(text.utf8)
    }

    /// XML character data: markup characters as entities, `\r` as a character reference (a reader
    /// would turn a raw one into `\n`); NUL and the other control characters XML 1.0 cannot carry
    /// (not even as references, which the reader refuses) are dropped.
    static func escaped(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\t", "\n": nil
            case "\r": "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: ""
            case "\u{7F}": "&#127;"
            default: nil
            }
        }
    }
}
