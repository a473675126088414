/// Reads XML and binary property lists into ``PropertyListValue``, for `.strings` files compiled
/// by Xcode, `.stringsdict` files and the versions plists iVersion reads.
///
/// Hostile input is expected: truncation, offsets outside the file, reference cycles, absurd
/// counts, deep nesting and bad text each end in a ``StringsError``, never a crash or a hang.
///
/// ```swift
/// let value = try PropertyListReader.read(bytes, file: "Localizable.stringsdict")
/// let format = value.dictionaryValue?["items"]?.dictionaryValue?["NSStringLocalizedFormatKey"]
/// ```
public enum PropertyListReader {
    /// The eight bytes that start every binary property list.
    public static let binaryMagic: [UInt8] = Array("bplist00".utf8)

    /// Reads an XML or binary property list.
    /// - Parameters:
    ///   - bytes: The whole file; `bplist00` at the start selects the binary reader.
    ///   - file: The path to name in diagnostics, or nil for in-memory input.
    ///   - limits: Size and nesting bounds.
    /// - Returns: The root value; dictionaries keep their keys in file order, with positions (XML).
    /// - Throws: ``StringsError`` of kind `.propertyList`, `.encoding` or `.limit`.
    public static func read(
        _ bytes: [UInt8], file: String? = nil, limits: ParserLimits = .default
    ) throws(StringsError) -> PropertyListValue {
        try limits.checkSize(bytes.count, file: file)
        return try bytes.withUnsafeBufferPointer { buffer throws(StringsError) in
            if buffer.starts(with: binaryMagic) {
                return try BinaryPropertyListReader.read(buffer, file: file, limits: limits)
            }
            if looksLikeXML(bytes) {
                return try XMLPropertyListReader.read(buffer, file: file, limits: limits)
            }
            let what = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "a PNG image" : "neither an XML nor a binary property list"
            throw StringsError(.propertyList, at: SourceLocation(file: file, line: 1, column: 1),
                               "this is \(what) (expected '<?xml', '<plist' or 'bplist00' at the start)")
        }
    }

    /// Whether text (after an optional UTF-8 BOM and whitespace) opens like an XML plist.
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let rest = bytes[start...]
        return rest.starts(with: "<?xml".utf8) || rest.starts(with: "<!DOCTYPE plist".utf8) || rest.starts(with: "<plist".utf8)
    }
}
