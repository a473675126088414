import Strings

/// Finds the first line break that differs from the file's first one, for files whose parser
/// does not report mixed line endings itself (property lists, JSON).
enum LineEndingCensus {
    static func mixedLineEndings(in bytes: [UInt8], file: String) -> StringsWarning? {
        var first: String?
        var line = 1
        var index = 0
        // Cheap exit: most files have no CR at all, and then cannot mix.
        guard bytes.contains(13) else { return nil }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 10 || byte == 13 else { index += 1; continue }
            let ending: String
            if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { ending = "CRLF"; index += 1 } else { ending = byte == 10 ? "LF" : "CR" }
            if let first, first != ending {
                return StringsWarning(.mixedLineEndings, at: SourceLocation(file: file, line: line, column: 1),
                                      "line \(line) ends with \(ending), but earlier lines end with \(first)")
            }
            first = first ?? ending
            line += 1
            index += 1
        }
        return nil
    }
}
