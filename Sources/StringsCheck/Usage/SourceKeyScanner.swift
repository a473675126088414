import IVersionSupport
import Strings

/// A key looked up in a source file, and where.
struct KeyUsage: Sendable, Hashable {
    var key: String
    var location: SourceLocation
}

/// Finds the string keys that Swift and Objective-C sources look up, by the calls that take a
/// literal key:
///
/// - `NSLocalizedString("key", …)` and its `FromTable`/`WithDefaultValue` variants (`@"key"` too);
/// - `String(localized: "key")`;
/// - `localizedString(forKey: "key", …)` and `[bundle localizedStringForKey:@"key" …]`;
/// - the library's own lookup, `lookup.string("key")` / `lookup.plural("key")` on a receiver
///   whose name ends in `lookup` (any case), and the raw values of `enum StringKey`, the
///   library's declaration of the keys it looks up.
///
/// Keys built at run time (interpolated, or passed in a variable) cannot be seen; a lookup of
/// one is not reported, and the keys it reaches may be reported unused.
struct SourceKeyScanner {
    static let extensions = [".swift", ".m", ".mm", ".h"]

    let fileSystem: any FileSystem

    /// Every usage in the source files below `directory`, and what could not be walked there.
    func scan(directory: String) -> (usages: [KeyUsage], problems: [LoadProblem]) {
        var usages: [KeyUsage] = []
        var walker = TreeWalker(fileSystem: fileSystem)
        let root = Path.normalized(directory)
        walker.walk(root, isDirectory: fileSystem.isDirectory(root) ?? false) { path, isDirectory in
            if !isDirectory, Self.extensions.contains(where: path.hasSuffix), let bytes = try? fileSystem.read(path) {
                usages += Self.usages(in: bytes, file: path)
            }
            return true
        }
        return (usages, walker.problems)
    }

    /// The usages in one file's text.
    static func usages(in bytes: [UInt8], file: String) -> [KeyUsage] {
        var scanner = Cursor(bytes: bytes, file: file)
        var result: [KeyUsage] = []
        let declaresStringKey = bytes.contains(bytes: "enum StringKey")
        while scanner.index < bytes.count {
            if let usage = scanner.matchCall() ?? (declaresStringKey ? scanner.matchRawValue() : nil) {
                result.append(usage)
            } else {
                scanner.index += 1
            }
        }
        return result
    }
}

/// A position in a source file, with the patterns tried at it.
private struct Cursor {
    let bytes: [UInt8]
    let file: String
    var index = 0
    /// Lines counted once, forward: usages come in file order, so the locator never rescans
    /// (counting each usage's line from the start made a 20,000-key file take seconds).
    var locator: SourceLocator

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        locator = SourceLocator(file: file)
    }

    /// Prefixes after which a string literal is a key.
    private static let calls: [[UInt8]] = [
        "String(localized:", "localizedString(forKey:", "localizedStringForKey:",
    ].map { Array($0.utf8) }
    private static let nsLocalizedString = Array("NSLocalizedString".utf8)
    private static let lookupMethods: [[UInt8]] = [".string(", ".plural("].map { Array($0.utf8) }

    mutating func matchCall() -> KeyUsage? {
        let start = index
        if bytes.holds(Self.nsLocalizedString, at: start), !isIdentifier(before: start) {
            var end = start + Self.nsLocalizedString.count
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "(") { return literal(after: end + 1, from: start) }
        }
        for call in Self.calls where bytes.holds(call, at: start) && !isIdentifier(before: start) {
            return literal(after: start + call.count, from: start)
        }
        for method in Self.lookupMethods where bytes.holds(method, at: start) && receiverIsLookup(before: start) {
            return literal(after: start + method.count, from: start)
        }
        return nil
    }

    /// `case name = "key"` in a file that declares `enum StringKey`.
    mutating func matchRawValue() -> KeyUsage? {
        let start = index
        guard bytes.holds(Array("case ".utf8), at: start), !isIdentifier(before: start) else { return nil }
        // `case`, spaces, one name, spaces, `=`: stopping after one name keeps a run of `case case
        // case …` from being read to its end once for every `case` in it.
        var position = skipSpaces(from: start + 5)
        let name = position
        while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
        guard position > name else { return nil }
        position = skipSpaces(from: position)
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
        return literal(after: position + 1, from: start)
    }

    /// Reads `"…"` or `@"…"` after optional spaces; on success moves past it.
    private mutating func literal(after position: Int, from start: Int) -> KeyUsage? {
        var position = position
        while position < bytes.count, bytes[position] == 32 || bytes[position] == 9 || bytes[position] == 10 { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "@") { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        // `"""` opens a multi-line literal, not the empty key `""` followed by a quote.
        if bytes.holds(Array(#"""""#.utf8), at: position) { return nil }
        let quote = position
        var scalars: [UInt8] = []
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == 10 { return nil }
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                let escaped = bytes[position + 1]
                // An interpolated key is built at run time: not a literal key.
                if escaped == UInt8(ascii: "(") { return nil }
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(10)
                case UInt8(ascii: "t"): scalars.append(9)
                default: scalars.append(escaped)
                }
                position += 2
                continue
            }
            scalars.append(bytes[position])
            position += 1
        }
        guard position < bytes.count else { return nil }
        index = position + 1
        return KeyUsage(key: String(decoding: scalars, as: UTF8.self), location: location(of: quote))
    }

    private mutating func location(of offset: Int) -> SourceLocation {
        let position = bytes.withUnsafeBufferPointer { locator.position(of: offset, in: $0) }
        return SourceLocation(file: file, position: position)
    }

    private func skipSpaces(from position: Int) -> Int {
        var position = position
        while position < bytes.count, bytes[position] == 32 { position += 1 }
        return position
    }

    private func isIdentifier(before position: Int) -> Bool {
        position > 0 && isIdentifierByte(bytes[position - 1])
    }

    private func receiverIsLookup(before position: Int) -> Bool {
        var start = position
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
        return name.hasSuffix("lookup")
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
