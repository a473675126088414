/// The comment before an entry, as the parser found it: the file's bytes and where the comment lies
/// in them, made into a `String` only when read; or no comment.
///
/// Most callers never read comments, so copying each one into a `String` while parsing was wasted
/// work on every entry. Holding the file's array costs one reference count per entry; the file's
/// bytes stay alive as long as an entry does, as the text did when comments were slices of it.
///
/// "No comment" is a value of this type, not an optional: with an optional here, the compiler
/// copied every entry once more (a retain and a release of each of its strings) on its way into
/// the parser's entries.
struct CommentText: Sendable, Hashable {
    private let bytes: [UInt8]
    /// Where the comment is in ``bytes``; a negative lower bound means there is no comment.
    private let range: Range<Int>

    /// No comment.
    static let none = CommentText(bytes: [], range: -1 ..< -1)

    /// A comment given as text (by an API caller rather than the parser), or none.
    init(_ string: String?) {
        guard let string else { self = .none; return }
        bytes = Array(string.utf8)
        range = 0..<bytes.count
    }

    /// A comment at `range` of `bytes`; invalid UTF-8 there reads as U+FFFD, as `String(decoding:)` makes it.
    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.range = range
    }

    /// The comment's text, or nil when there is none.
    var string: String? {
        guard range.lowerBound >= 0 else { return nil }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    // Equal and hashed as the text, so a parsed entry equals one a test builds from a `String`.
    static func == (lhs: CommentText, rhs: CommentText) -> Bool { lhs.string == rhs.string }
    func hash(into hasher: inout Hasher) { string.hash(into: &hasher) }
}
