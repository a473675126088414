/// A `.strings` file as Xcode's build ships it. Its copy step (`copy-strings-file`) decodes the
/// file, which consumes the byte order mark, then drops one more leading U+FEFF with the note
/// "ignoring byte-order mark in input file", and writes the text again. So a file that starts with
/// two marks (`FF FE FF FE`, written by tools that add a mark to text that already has one) loads
/// whole in the app, although Apple's loader would reject the file as committed.
enum StringsFileCopy {
    /// `bytes` with a U+FEFF right after the byte order mark made a space: the loader skips
    /// leading white space as the build drops the mark, and every line and column stays where it is.
    static func asShipped(_ bytes: [UInt8]) -> [UInt8] {
        for (mark, space) in marks where bytes.count >= 2 * mark.count && bytes.starts(with: mark + mark) {
            var shipped = bytes
            shipped.replaceSubrange(mark.count..<2 * mark.count, with: space)
            return shipped
        }
        return bytes
    }

    /// Each encoding's byte order mark, with a space in that encoding.
    private static let marks: [(mark: [UInt8], space: [UInt8])] = [
        ([0xFF, 0xFE], [0x20, 0x00]), ([0xFE, 0xFF], [0x00, 0x20]), ([0xEF, 0xBB, 0xBF], [0x20]),
    ]
}
