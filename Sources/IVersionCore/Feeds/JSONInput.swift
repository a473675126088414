import Foundation

/// The checks every JSON feed makes before Foundation's decoder sees the bytes, and the translation of
/// its errors into ``FeedError``.
enum JSONInput {
    /// Deeper than any real response; bounds the decoder's recursion whatever Foundation's own limit is.
    static let maximumDepth = 64

    /// Size, emptiness, grammar and nesting depth; after this the bytes are safe to give to `JSONDecoder`.
    static func check(_ bytes: [UInt8], source: String, maximumBytes: Int) throws(FeedError) {
        try FeedLimits.check(bytes.count, limit: maximumBytes, source: source)
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw FeedError.malformed(source: source, message: "the input is empty, expected a JSON object")
        }
        do {
            try JSONSyntaxCheck.check(bytes, maximumDepth: maximumDepth)
        } catch {
            throw FeedError.malformed(source: source, message: "\(position(of: error.offset, in: bytes)): \(error.message)")
        }
    }

    /// Decodes `T`, mapping Foundation's errors to ``FeedError/malformed(source:message:)``.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], source: String) throws(FeedError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as FeedError {
            throw error
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            // The syntax check passed, so this is text Foundation refuses for another reason (invalid UTF-8).
            throw FeedError.malformed(source: source, message: "not valid JSON: \(foundationMessage(context))")
        } catch let DecodingError.typeMismatch(_, context) where context.codingPath.isEmpty {
            throw FeedError.malformed(source: source, message: "the top level is not a JSON object")
        } catch let DecodingError.valueNotFound(_, context) where context.codingPath.isEmpty {
            throw FeedError.malformed(source: source, message: "the top level is not a JSON object")
        } catch {
            // The feed types read every field leniently, so this is only reachable for errors Foundation
            // adds in future; keep its words.
            throw FeedError.malformed(source: source, message: "unexpected structure: \(error)")
        }
    }

    /// Foundation's description, with its "line N, column M" (when present) moved to the front as `N:M:`.
    static func foundationMessage(_ context: DecodingError.Context) -> String {
        let underlying = context.underlyingError.map { "\($0)" } ?? ""
        let text = underlying.isEmpty ? context.debugDescription : underlying
        guard let lineRange = text.range(of: "line "), let columnRange = text.range(of: "column ", range: lineRange.upperBound..<text.endIndex) else {
            return text
        }
        let line = text[lineRange.upperBound...].prefix { $0.isNumber }
        let column = text[columnRange.upperBound...].prefix { $0.isNumber }
        guard !line.isEmpty, !column.isEmpty else { return text }
        return "\(line):\(column): \(text)"
    }

    /// `line:col` (1-based) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> String {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return "\(line):\(offset - lineStart + 1)"
    }
}
