import Strings

/// What a key or value coming from an Interface Builder document tells: ibtool's keys
/// (`OBJECTID.property`) and whether IB text is ever a format.
///
/// Interface Builder shows its text as written: nothing formats a label's title, so "% of screen"
/// is not `% o` and "50%, 75%" is not `% a`. Only code that reads the text back and passes it to
/// `String(format:)` makes it a format, and then it is written as one (`%@ items`, `%d%%`).
enum InterfaceBuilderKey {
    /// Whether `key` is one ibtool writes: an object ID (`0Cz-OE-85L`, Xcode's three-part IDs, or
    /// the digits of older documents) followed by a dot and a property path (`title`,
    /// `headerCell.title`, `ibShadowedLabels[0]`).
    static func isObjectKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8.prefix(64))
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot > 0, dot + 1 < bytes.count,
              isLetter(bytes[dot + 1]) else { return false }
        let id = bytes[..<dot]
        if id.allSatisfy(isDigit) { return true }
        // Three groups of letters and digits: 3-2-3.
        let groups = id.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return groups.map(\.count) == [3, 2, 3] && groups.allSatisfy { $0.allSatisfy { isDigit($0) || isLetter($0) } }
    }

    /// Whether an Interface Builder text is written as a format a program fills in: it has a
    /// conversion, none malformed and none with the space flag (`% o`, `% a` are prose: a percent
    /// sign before a word).
    static func isWrittenAsFormat(_ format: FormatString.Outline?) -> Bool {
        guard let format, format.firstProblem == nil else { return false }
        return format.specifierCount > 0 && !format.hasSpaceFlag
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
}
